import { formatIndianNumber, formatRupees } from '@rinn/format';
import type { ApplicationJourneyApi } from '@rinn/machines';
import {
  compareOffers,
  MAX_COMPARED_OFFERS,
  OFFER_SORT_KEYS,
  offerTotalCost,
  type ComparisonRowKey,
  type Offer,
  type OfferSortKey,
} from '@rinn/offers';
import type { Language } from '@rinn/rules';
import { useEffect, useId, useRef } from 'react';
import { LenderLogo } from '../components/LenderLogo.tsx';
import { focusBelowHeader } from './focus-below-header.ts';
import { fillIn } from '../i18n/fill-in.ts';
import { journeyStrings, type JourneyStrings } from './journey-strings.ts';

/** What of the journey the offers screen reads: the offers in the visitor's sort, the ticks, and their prop-getters. */
export type OffersJourney = Pick<
  ApplicationJourneyApi,
  | 'offers'
  | 'notMatched'
  | 'offerSort'
  | 'comparedOffers'
  | 'canCompare'
  | 'compareFull'
  | 'isComparing'
  | 'getChooseOfferProps'
  | 'getSortProps'
  | 'getCompareToggleProps'
  | 'getOpenCompareProps'
  | 'getCloseCompareProps'
  | 'getClearCompareProps'
>;

const SORT_LABEL: Record<OfferSortKey, keyof JourneyStrings> = { apr: 'sortApr', emi: 'sortEmi', fees: 'sortFees' };

const ROW_LABEL: Record<ComparisonRowKey, keyof JourneyStrings> = {
  apr: 'apr',
  emi: 'emi',
  processingFee: 'processingFee',
  totalInterest: 'totalInterest',
  totalCost: 'totalCost',
  tenureMonths: 'tenure',
};

/**
 * The matched offers as compact cards, sorted as the visitor chose (COMPARE-001; APR first, the
 * matcher's neutral order, MATCH-003), with two or three of them side by side on request
 * (APPJ-008, COMPARE-002…004), and the lenders that do not match with their reasons (MATCH-002).
 * Each card keeps every figure RBI's digital-lending directions ask a marketplace to show beside
 * the lender's name, the less-read ones folded under "All figures of this offer". Every decision
 * is the journey machine's; this renders it.
 *
 * @param props - the journey's offers view model and the language
 * @returns the lists, or the comparison
 */
export function OffersList({ journey, language }: { readonly journey: OffersJourney; readonly language: Language }) {
  const copy = journeyStrings(language);
  const id = useId();
  const { offers, notMatched, comparedOffers, isComparing: comparing } = journey;
  const rupees = (amount: number) => formatRupees(amount, { locale: language });
  const percent = (value: number) => `${formatIndianNumber(value, { locale: language, maximumFractionDigits: 2 })}%`;
  const ticked = comparedOffers.length;

  // Opening or closing the comparison moves focus to its heading (shown below the sticky header) or
  // back to the Compare button, so a screen reader announces the change.
  const compareHeadingRef = useRef<HTMLHeadingElement | null>(null);
  const compareButtonRef = useRef<HTMLButtonElement | null>(null);
  const wasComparing = useRef(comparing);
  useEffect(() => {
    if (wasComparing.current === comparing) return;
    wasComparing.current = comparing;
    if (comparing) focusBelowHeader(compareHeadingRef.current);
    else compareButtonRef.current?.focus();
  }, [comparing]);

  const chooseButton = (offer: Offer, describedBy: string, label: string) => {
    const choose = journey.getChooseOfferProps(offer.lenderId);
    return (
      <button type="button" className="button" disabled={choose.disabled} onClick={choose.onClick} aria-describedby={describedBy}>
        {label}
      </button>
    );
  };

  const comparison = () => {
    const rows = compareOffers(comparedOffers);
    const value = (key: ComparisonRowKey, amount: number) =>
      key === 'apr' ? percent(amount) : key === 'tenureMonths' ? `${amount} ${copy.months}` : rupees(amount);
    return (
      <section className="journey-compare" aria-labelledby={`${id}-compare-heading`} data-testid="journey-compare">
        <h2 id={`${id}-compare-heading`} ref={compareHeadingRef} tabIndex={-1}>
          {copy.compareHeading}
        </h2>
        <p id={`${id}-compare-caption`} className="journey-compare__note">
          {copy.compareCaption}
        </p>
        <div className="table-scroll journey-compare__scroll" role="region" aria-labelledby={`${id}-compare-caption`} tabIndex={0}>
          <table className="journey-compare__table">
            <caption className="visually-hidden">{copy.compareHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.compareFigure}</th>
                {comparedOffers.map((offer) => (
                  <th scope="col" key={offer.lenderId} id={`${id}-compare-${offer.lenderId}`}>
                    <span className="journey-compare__lender">
                      <LenderLogo lender={offer.lenderName} size="sm" decorative />
                      {offer.lenderName}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-row={row.key}>
                  <th scope="row">{copy[ROW_LABEL[row.key]]}</th>
                  {row.values.map((amount, index) => (
                    <td key={comparedOffers[index]?.lenderId ?? index} className={row.best[index] ? 'is-best' : undefined}>
                      {value(row.key, amount)}
                      {row.best[index] && (
                        <>
                          {' '}
                          <strong className="journey-compare__best">{copy.compareBest}</strong>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">{copy.compareChooseRow}</th>
                {comparedOffers.map((offer) => (
                  <td key={offer.lenderId}>{chooseButton(offer, `${id}-compare-${offer.lenderId}`, copy.compareChoose)}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
        <div className="journey-actions">
          <button type="button" className="button button--secondary" {...journey.getCloseCompareProps()}>
            {copy.compareClose}
          </button>
        </div>
      </section>
    );
  };

  const list = () => (
    <>
      <fieldset className="journey-sort">
        <legend>{copy.sortLegend}</legend>
        <div className="journey-sort__options">
          {OFFER_SORT_KEYS.map((key) => (
            <label key={key} className="journey-sort__option">
              <input type="radio" name={`${id}-sort`} value={key} {...journey.getSortProps(key)} />
              <span>{copy[SORT_LABEL[key]]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="visually-hidden" role="status">
        {fillIn(copy.sortedBy, { key: copy[SORT_LABEL[journey.offerSort]] })}
      </p>
      <ol className="journey-offers">
        {offers.map((offer) => {
          const headingId = `${id}-offer-${offer.lenderId}`;
          return (
            <li key={offer.lenderId} className="card journey-offer" aria-labelledby={headingId} data-testid="journey-offer">
              <div className="journey-offer__head">
                <LenderLogo lender={offer.lenderName} size="sm" decorative />
                <h2 id={headingId}>{offer.lenderName}</h2>
              </div>
              <dl className="journey-offer__facts">
                <div className="journey-offer__apr">
                  <dt>{copy.apr}</dt>
                  <dd>{percent(offer.apr)}</dd>
                </div>
                <div>
                  <dt>{copy.emi}</dt>
                  <dd>{rupees(offer.emi)}</dd>
                </div>
                <div>
                  <dt>{copy.fees}</dt>
                  <dd>{rupees(offer.totalCharges)}</dd>
                </div>
                <div>
                  <dt>{copy.totalCost}</dt>
                  <dd>{rupees(offerTotalCost(offer))}</dd>
                </div>
              </dl>
              <details className="journey-offer__more">
                <summary>{copy.offerDetails}</summary>
                <dl className="journey-offer__facts journey-offer__facts--more">
                  <div>
                    <dt>{copy.loanAmount}</dt>
                    <dd>{rupees(offer.loanAmount)}</dd>
                  </div>
                  <div>
                    <dt>{copy.roi}</dt>
                    <dd>
                      {percent(offer.roi)} {copy.perYear} ({offer.rateType === 'floating' ? copy.rateFloating : copy.rateFixed})
                    </dd>
                  </div>
                  <div>
                    <dt>{copy.tenure}</dt>
                    <dd>
                      {offer.tenureMonths} {copy.months}
                    </dd>
                  </div>
                  <div>
                    <dt>{copy.processingFee}</dt>
                    <dd>{rupees(offer.processingFee)}</dd>
                  </div>
                  <div>
                    <dt>{copy.stampDuty}</dt>
                    <dd>{rupees(offer.stampDuty)}</dd>
                  </div>
                  <div>
                    <dt>{copy.valuationCharges}</dt>
                    <dd>{rupees(offer.valuationCharges)}</dd>
                  </div>
                  <div>
                    <dt>{copy.serviceCharges}</dt>
                    <dd>{rupees(offer.serviceCharges)}</dd>
                  </div>
                  <div>
                    <dt>{copy.totalInterest}</dt>
                    <dd>{rupees(offer.totalInterest)}</dd>
                  </div>
                  <div>
                    <dt>{copy.netDisbursed}</dt>
                    <dd>{rupees(offer.netDisbursed)}</dd>
                  </div>
                </dl>
              </details>
              <div className="journey-offer__actions">
                {offers.length > 1 && (
                  <label className="checkbox journey-offer__compare">
                    <input type="checkbox" {...journey.getCompareToggleProps(offer.lenderId)} aria-describedby={headingId} />
                    <span>{copy.compare}</span>
                  </label>
                )}
                {chooseButton(offer, headingId, copy.viewKfs)}
              </div>
            </li>
          );
        })}
      </ol>
      {offers.length > 1 && (
        <div className={`journey-compare-bar${ticked > 0 ? ' is-active' : ''}`} data-testid="journey-compare-bar">
          <p role="status">
            {ticked === 0
              ? copy.compareHint
              : journey.compareFull
                ? fillIn(copy.compareFull, { max: MAX_COMPARED_OFFERS })
                : fillIn(copy.compareSelected, { n: ticked, max: MAX_COMPARED_OFFERS })}
          </p>
          <div className="journey-compare-bar__actions">
            {ticked > 0 && (
              <button type="button" className="button button--secondary" {...journey.getClearCompareProps()}>
                {copy.compareClear}
              </button>
            )}
            <button type="button" ref={compareButtonRef} className="button" {...journey.getOpenCompareProps()}>
              {copy.compareOpen}
            </button>
          </div>
        </div>
      )}
    </>
  );

  return (
    <>
      {offers.length === 0 ? <p role="status">{copy.noOffers}</p> : comparing ? comparison() : list()}
      {notMatched.length > 0 && !comparing && (
        <section aria-labelledby={`${id}-not-matched`} className="journey-not-matched">
          <h2 id={`${id}-not-matched`}>{copy.notMatchedHeading}</h2>
          <ul>
            {notMatched.map((lender) => (
              <li key={lender.lenderId} data-testid="journey-not-matched">
                <strong>{lender.lenderName}</strong>
                <ul>
                  {lender.reasons.map((reason) => (
                    <li key={reason.code}>{reason.message[language]}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
