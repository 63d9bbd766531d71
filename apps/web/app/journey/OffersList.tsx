import { formatIndianNumber, formatRupees } from '@rinn/format';
import type { JourneyButtonProps } from '@rinn/machines';
import type { NonMatchingLender, Offer } from '@rinn/offers';
import type { Language } from '@rinn/rules';
import { useId } from 'react';
import { journeyStrings } from './journey-strings.ts';

/**
 * The matched offers, in the matcher's order (APR ascending, MATCH-003), each with every figure
 * RBI's digital-lending directions ask a marketplace to show beside the lender's name, and the
 * lenders that do not match with their reasons (MATCH-002).
 *
 * @param props - offers, non-matching lenders, the choose-button props per lender, and the language
 * @returns the lists
 */
export function OffersList({
  offers,
  notMatched,
  chooseProps,
  language,
}: {
  readonly offers: readonly Offer[];
  readonly notMatched: readonly NonMatchingLender[];
  readonly chooseProps: (lenderId: number) => JourneyButtonProps;
  readonly language: Language;
}) {
  const copy = journeyStrings(language);
  const id = useId();
  const rupees = (amount: number) => formatRupees(amount, { locale: language });
  const percent = (value: number) => `${formatIndianNumber(value, { locale: language, maximumFractionDigits: 2 })}%`;
  return (
    <>
      {offers.length === 0 ? (
        <p role="status">{copy.noOffers}</p>
      ) : (
        <ol className="journey-offers">
          {offers.map((offer) => {
            const choose = chooseProps(offer.lenderId);
            const headingId = `${id}-offer-${offer.lenderId}`;
            return (
              <li key={offer.lenderId} className="card journey-offer" aria-labelledby={headingId} data-testid="journey-offer">
                <h2 id={headingId}>{offer.lenderName}</h2>
                <dl className="journey-offer__facts">
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
                    <dt>{copy.emi}</dt>
                    <dd>{rupees(offer.emi)}</dd>
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
                    <dt>{copy.netDisbursed}</dt>
                    <dd>{rupees(offer.netDisbursed)}</dd>
                  </div>
                  <div className="journey-offer__apr">
                    <dt>{copy.apr}</dt>
                    <dd>{percent(offer.apr)}</dd>
                  </div>
                </dl>
                <button type="button" className="button" disabled={choose.disabled} onClick={choose.onClick} aria-describedby={headingId}>
                  {copy.viewKfs}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {notMatched.length > 0 && (
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
