import { formatDate, formatIndianNumber, formatRupees } from '@rinn/format';
import { rinnLoanCharges } from '@rinn/loan-math/rinn';
import { useLanguage } from '../i18n/language.ts';
import { OfferVoucherCard } from './OfferVoucherCard.tsx';

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
  readonly reference: string;
  readonly productName: string;
  readonly offers: readonly OfferVoucher[];
  readonly asset: { readonly make_name: string; readonly model_name: string; readonly variant_name: string | null } | null;
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
  const rupees = (amount: number): string => formatRupees(amount, { locale: language });
  return (
    <div className="page page--narrow">
      <h1>{data.productName}</h1>
      <p className="page__lead">
        {strings.referenceNumber} {data.reference}
      </p>
      {data.asset && (
        <p className="card">
          {data.asset.make_name} {data.asset.model_name} {data.asset.variant_name ?? ''}
        </p>
      )}
      {data.offers.length === 0 ? (
        <p>{strings.noItemsToDisplay}</p>
      ) : (
        <ul className="application-list">
          {data.offers.map((offer, index) => {
            const charges = chargesOf(offer);
            return (
              <OfferVoucherCard
                key={`${offer.lenderName}-${index}`}
                title={offer.lenderName}
                dark={offer.imgColor === 'blck'}
                flipLabel={text.flipVoucher}
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
