import { formatDate, formatIndianNumber, formatRupees } from '@rinn/format';
import { rinnLoanCharges } from '@rinn/loan-math/rinn';
import { cardStatus, isJourneyDraft, leadStatusCode, NEXT_STEP_ANCHOR, nextAction, type ApplicationCard } from '@rinn/rules';
import { useLanguage, type UiStrings } from '../i18n/language.ts';
import { dashboardStrings, leadStatusWords, productWords } from './dashboard-strings.ts';
import { StageList } from './StageList.tsx';
import { OfferVoucherCard } from './OfferVoucherCard.tsx';
import { LoadingSkeleton, SkeletonLines } from '../components/LoadingSkeleton.tsx';

/** An offer voucher as the detail call returns it (§3 Offer voucher). */
export interface OfferVoucher {
  readonly lenderName: string;
  readonly loanAmount: number;
  readonly roi: number;
  readonly emi: number;
  readonly tenure: number;
  readonly processingFee: number | null;
  readonly stampDuty: number | null;
  readonly serviceCharges: number | null;
  readonly valuationCharges: number | null;
  readonly voucherExpiryDate: string;
  /** `blck` for the dark voucher art (§3 Offer voucher). */
  readonly imgColor?: string;
}

/** What the loan-details page shows. */
export interface LoanDetailsData {
  /** The reference the card shows (CARD-016); null for a draft, which has none yet. */
  readonly reference: string | null;
  readonly productName: string;
  readonly offers: readonly OfferVoucher[];
  readonly asset: { readonly make_name: string; readonly model_name: string; readonly variant_name: string | null } | null;
  /** The application itself, for its status, stages and next step (CARD-013, CARD-014). */
  readonly application?: Pick<ApplicationCard, 'leadStatus' | 'isUjActive' | 'stages'> & { readonly product?: string };
}

const STATUS_FALLBACK = { cancel: 'statusCancelled', 'loan-disbursed': 'statusDisbursed', 'in-progress': 'statusInProgress' } as const;

/** The application's status, its stages and what the customer does next: where Resume lands (CARD-015). */
function ApplicationProgress({ application, strings }: { readonly application: NonNullable<LoanDetailsData['application']>; readonly strings: UiStrings }) {
  const { language } = useLanguage();
  const copy = dashboardStrings(language);
  const action = nextAction(application);
  const status = leadStatusWords(copy, language, leadStatusCode(application.leadStatus), application.leadStatus, strings[STATUS_FALLBACK[cardStatus(application.leadStatus)]]);
  return (
    <section className="card application-progress" id={NEXT_STEP_ANCHOR} aria-labelledby="application-progress">
      <h2 id="application-progress">
        {copy.status}: <span data-testid="detail-status">{status}</span>
      </h2>
      <StageList stages={application.stages} copy={copy} />
      {action && (
        <p data-testid="detail-next-step">
          <strong>{copy.nextStep}:</strong> {copy.nextAction[action]}
        </p>
      )}
    </section>
  );
}

function chargesOf(offer: OfferVoucher) {
  // Charges the lender did not state take the §9 defaults of rinnLoanCharges (FEE rules of @rinn/loan-math/rinn).
  return rinnLoanCharges({
    loanAmount: offer.loanAmount,
    ...(offer.processingFee === null ? {} : { processingFee: offer.processingFee }),
    ...(offer.stampDuty === null ? {} : { stampDuty: offer.stampDuty }),
    ...(offer.serviceCharges === null ? {} : { serviceCharges: offer.serviceCharges }),
    ...(offer.valuationCharges === null ? {} : { valuationCharges: offer.valuationCharges }),
  });
}

/**
 * An application's detail: its offers with every charge and the amount disbursed (`loanCharges`),
 * and the financed vehicle.
 *
 * @param props - the detail
 * @returns the page body
 */
export function LoanDetailsView({ data }: { readonly data: LoanDetailsData }) {
  const { language, strings, text } = useLanguage();
  const copy = dashboardStrings(language);
  // Why there is no offer, so a draft or a cancelled application still gets a page that says where it stands.
  const noOffers = !data.application
    ? strings.noItemsToDisplay
    : isJourneyDraft(data.application)
      ? copy.noOffersDraft
      : cardStatus(data.application.leadStatus) === 'cancel'
        ? copy.noOffersCancelled
        : copy.noOffersYet;
  const rupees = (amount: number): string => formatRupees(amount, { locale: language });
  return (
    <div className="page page--narrow">
      <h1>{data.application?.product === undefined ? data.productName : productWords(language, strings, data.application.product, data.productName)}</h1>
      <p className="page__lead">
        {strings.referenceNumber} <span data-testid="detail-reference">{data.reference ?? copy.notSubmittedYet}</span>
      </p>
      {data.application && <ApplicationProgress application={data.application} strings={strings} />}
      {data.asset && (
        <p className="card">
          {data.asset.make_name} {data.asset.model_name} {data.asset.variant_name ?? ''}
        </p>
      )}
      {data.offers.length === 0 ? (
        <p data-testid="no-offers">{noOffers}</p>
      ) : (
        <ul className="application-list" id="offers">
          {data.offers.map((offer, index) => {
            const charges = chargesOf(offer);
            return (
              <OfferVoucherCard
                key={`${offer.lenderName}-${index}`}
                title={offer.lenderName}
                dark={offer.imgColor === 'blck'}
                flipLabel={text.flipVoucher}
                flipBackLabel={copy.showOffer}
                front={
                  <dl className="fact-list">
                    <div>
                      <dt>{strings.loanAmount}</dt>
                      <dd data-testid="offer-amount">{rupees(offer.loanAmount)}</dd>
                    </div>
                    <div>
                      <dt>{strings.interestRate}</dt>
                      <dd>{formatIndianNumber(offer.roi, { locale: language, maximumFractionDigits: 2 })}%</dd>
                    </div>
                    <div>
                      <dt>{strings.monthlyEmi}</dt>
                      <dd>{rupees(offer.emi)}</dd>
                    </div>
                    <div>
                      <dt>{strings.tenure}</dt>
                      <dd>
                        {offer.tenure} {strings.months}
                      </dd>
                    </div>
                  </dl>
                }
                back={
                  <dl className="fact-list">
                    <div>
                      <dt>{text.processingFee}</dt>
                      <dd data-testid="offer-processing-fee">{rupees(charges.processingFee)}</dd>
                    </div>
                    <div>
                      <dt>{text.otherCharges}</dt>
                      <dd>{rupees(charges.stampDuty + charges.valuationCharges + charges.serviceCharges)}</dd>
                    </div>
                    <div>
                      <dt>{text.netDisbursed}</dt>
                      <dd data-testid="offer-net-disbursed">{rupees(charges.netDisbursed)}</dd>
                    </div>
                    <div>
                      <dt>{text.offerValidUntil}</dt>
                      <dd>{formatDate(offer.voucherExpiryDate, { locale: language })}</dd>
                    </div>
                  </dl>
                }
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * The details page while its application loads: the shape of the progress card and of an offer,
 * so the page does not jump when they arrive.
 *
 * @param props - the status the screen reader announces
 * @returns the skeleton
 */
export function DetailsSkeleton({ label }: { readonly label: string }) {
  return (
    <LoadingSkeleton label={label} testId="details-skeleton">
      <div className="card skeleton-card">
        <SkeletonLines lines={1} />
      </div>
      <div className="card skeleton-card">
        <SkeletonLines lines={2} />
      </div>
    </LoadingSkeleton>
  );
}
