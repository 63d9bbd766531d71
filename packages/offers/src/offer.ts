import { apr, emi, loanCharges, loanSummary } from '@rinn/loan-math';
import type { LoanProductSlug } from '@rinn/rules';
import type { OfferApplication } from './application.js';
import { OffersError } from './errors.js';
import type { Lender, LenderProductTerms, RateType } from './lender.js';

/**
 * One lender's offer for an application: every figure RBI's digital-lending directions require a
 * marketplace to show beside the lender's name (spec §3 Offer voucher plus APR).
 * Amounts are rupees, rates percent a year, tenure months.
 */
export interface Offer {
  readonly lenderId: number;
  readonly lenderName: string;
  readonly product: LoanProductSlug;
  readonly loanAmount: number;
  readonly tenureMonths: number;
  /** Rate of interest (ROI), percent a year. */
  readonly roi: number;
  readonly rateType: RateType;
  readonly emi: number;
  /** The lender's processing fee before GST. */
  readonly processingFeeBeforeGst: number;
  /** Processing fee with 18 % GST, as shown and deducted. */
  readonly processingFee: number;
  readonly stampDuty: number;
  readonly valuationCharges: number;
  readonly serviceCharges: number;
  /** Everything deducted at disbursal. */
  readonly totalCharges: number;
  /** Loan amount − total charges. */
  readonly netDisbursed: number;
  /** EMI × tenure − loan amount (what the calculators show). */
  readonly totalInterest: number;
  /** EMI × tenure. */
  readonly totalPayable: number;
  /** Annual percentage rate, percent a year, rounded to two decimals. */
  readonly apr: number;
}

/**
 * The lender's terms for a product.
 *
 * @param lender - the lender
 * @param product - the loan type
 * @returns its terms, or undefined when the lender does not lend the product
 * @example
 * ```ts
 * productTerms(lenderById(1)!, 'personal-loan')?.maxAmount; // 3500000
 * ```
 */
export function productTerms(lender: Lender, product: LoanProductSlug): LenderProductTerms | undefined {
  return lender.products.find((terms) => terms.product === product);
}

/**
 * The rate a lender charges for a credit score.
 *
 * @rule OFFER-001 The rate of an offer is the rate of the lender's best band the credit score
 *   reaches (bands are ordered by minimum score, highest first); below the lowest band, or with no
 *   score, the lender has no rate for the applicant.
 * @spec §10 Offer matching (rate by score band)
 * @param terms - the lender's product terms
 * @param creditScore - the applicant's score, or null when the bureau has none
 * @returns the rate in percent a year, or undefined
 * @example
 * ```ts
 * rateForScore(terms, 765); // the rate of the 750+ band
 * ```
 */
export function rateForScore(terms: LenderProductTerms, creditScore: number | null): number | undefined {
  if (creditScore === null) return undefined;
  return terms.rateBands.find((band) => creditScore >= band.minScore)?.ratePercent;
}

/**
 * The lender's processing fee before GST.
 *
 * @rule OFFER-002 The processing fee before GST is the lender's percentage of the loan amount,
 *   rounded to the nearest rupee and kept within the lender's minimum and maximum fee.
 * @spec §9 Calculators (Fee defaults); §10 Offer figures (processing fee with GST)
 * @formula fee = min(max(round(amount · percent / 100), minimum), maximum)
 * @workedExample ₹5,00,000 at 2 % with a ₹6,500 cap → ₹6,500 (₹7,670 with GST)
 * @param terms - the lender's product terms
 * @param loanAmount - the loan, in rupees
 * @returns the fee in rupees before GST
 * @example
 * ```ts
 * processingFeeBeforeGst({ processingFeePercent: 2, processingFeeMin: 0, processingFeeMax: 6_500 }, 200_000); // 4000
 * ```
 */
export function processingFeeBeforeGst(
  terms: Pick<LenderProductTerms, 'processingFeePercent' | 'processingFeeMin' | 'processingFeeMax'>,
  loanAmount: number,
): number {
  const fee = Math.round((loanAmount * terms.processingFeePercent) / 100);
  return Math.min(Math.max(fee, terms.processingFeeMin), terms.processingFeeMax);
}

/**
 * Builds a lender's offer for an application that meets its criteria.
 *
 * @rule OFFER-003 Every figure of an offer comes from `@rinn/loan-math`: the EMI (EMI-001), the
 *   processing fee with GST, stamp duty, valuation and service charges and the net disbursed
 *   amount (FEE-001…004, with the lender's own charges), total interest and payable (SUM-001), and
 *   the APR (APR-001) of the loan against all upfront charges, rounded to two decimals. The net
 *   disbursed amount is the loan amount minus those charges.
 * @spec §3 Offer voucher; §9 Calculators; RBI Key Facts Statement circular, April 2024
 * @param application - the application (its product, amount, tenure and credit score are read)
 * @param lender - a lender whose criteria the application meets (see `matchOffers`)
 * @returns the offer
 * @throws {@link OffersError} `PRODUCT_NOT_OFFERED` when the lender does not lend the product,
 *   `OFFER_NOT_ELIGIBLE` when the credit score reaches none of its rate bands
 * @example
 * ```ts
 * const offer = buildOffer(application, lenderById(2)!);
 * offer.netDisbursed === offer.loanAmount - offer.totalCharges; // true
 * ```
 */
export function buildOffer(
  application: Pick<OfferApplication, 'product' | 'loanAmount' | 'tenureMonths' | 'creditScore'>,
  lender: Lender,
): Offer {
  const terms = productTerms(lender, application.product);
  if (terms === undefined) {
    throw new OffersError('PRODUCT_NOT_OFFERED', `${lender.name} does not lend ${application.product}.`);
  }
  const roi = rateForScore(terms, application.creditScore);
  if (roi === undefined) {
    throw new OffersError('OFFER_NOT_ELIGIBLE', `${lender.name} has no rate for a credit score of ${String(application.creditScore)}.`);
  }
  const loanTerms = { principal: application.loanAmount, annualRatePercent: roi, months: application.tenureMonths };
  const charges = loanCharges({
    loanAmount: application.loanAmount,
    processingFee: processingFeeBeforeGst(terms, application.loanAmount),
    stampDuty: terms.stampDuty,
    valuationCharges: terms.valuationCharges,
    serviceCharges: terms.serviceCharges,
  });
  const summary = loanSummary(loanTerms);
  return {
    lenderId: lender.id,
    lenderName: lender.name,
    product: application.product,
    loanAmount: application.loanAmount,
    tenureMonths: application.tenureMonths,
    roi,
    rateType: terms.rateType,
    emi: emi(loanTerms),
    processingFeeBeforeGst: charges.processingFeeBeforeGst,
    processingFee: charges.processingFee,
    stampDuty: charges.stampDuty,
    valuationCharges: charges.valuationCharges,
    serviceCharges: charges.serviceCharges,
    totalCharges: charges.totalCharges,
    netDisbursed: charges.netDisbursed,
    totalInterest: summary.totalInterest,
    totalPayable: summary.totalPayable,
    apr: Math.round(apr({ ...loanTerms, upfrontCharges: charges.totalCharges }) * 100) / 100,
  };
}
