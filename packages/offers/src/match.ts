import type { Locale } from '@rinn/format';
import type { OfferApplication } from './application.js';
import type { Lender, LenderProductTerms } from './lender.js';
import { LENDER_CRITERIA_AS_OF, LENDERS } from './lenders.js';
import { MISMATCH_MESSAGES, type MismatchCode } from './messages.js';
import { buildOffer, productTerms, type Offer } from './offer.js';

/** The criteria every lender is checked on, in the order they are checked and reported. */
export const MATCH_CRITERIA = ['product', 'amount', 'tenure', 'income', 'credit-score', 'age', 'city', 'employment'] as const;

/** One of {@link MATCH_CRITERIA}. */
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

/** Why a lender does not match: one failed criterion. */
export interface MismatchReason {
  readonly code: MismatchCode;
  readonly criterion: MatchCriterion;
  /** The lender's limit the application misses (absent for product, city and employment). */
  readonly required?: number;
  /** The application's value (absent where `required` is). */
  readonly actual?: number;
  /** The reason for the visitor, in each language. */
  readonly message: Readonly<Record<Locale, string>>;
}

/** A lender whose criteria the application does not meet, with every failed criterion. */
export interface NonMatchingLender {
  readonly lenderId: number;
  readonly lenderName: string;
  /** Never empty. */
  readonly reasons: readonly MismatchReason[];
}

/** The neutral key offers are ordered by (see MATCH-003). */
export const OFFER_ORDER = 'apr-ascending-then-lender-name' as const;

/** What the matcher returns: every matching lender's offer and every other lender's reasons. */
export interface OfferMatch {
  /** Ordered by {@link OFFER_ORDER}. */
  readonly offers: readonly Offer[];
  /** Ordered by lender name. */
  readonly notMatched: readonly NonMatchingLender[];
  readonly orderedBy: typeof OFFER_ORDER;
  /** Month of the lender criteria used. */
  readonly criteriaAsOf: string;
}

function reason(code: MismatchCode, criterion: MatchCriterion, facts?: { required: number; actual?: number }): MismatchReason {
  const messageFacts = { required: facts?.required ?? 0, actual: facts?.actual ?? 0 };
  return {
    code,
    criterion,
    ...facts,
    message: { en: MISMATCH_MESSAGES.en[code](messageFacts), hi: MISMATCH_MESSAGES.hi[code](messageFacts) },
  };
}

/**
 * The borrower's age, in completed years, when the last instalment falls due.
 *
 * @rule MATCH-004 The age at maturity is the age in completed years at application plus the tenure
 *   rounded up to whole years, so a lender's maximum age at maturity is never exceeded by a part
 *   of a year.
 * @spec §10 Offer matching (age criterion)
 * @formula ageAtMaturity = ageYears + ⌈tenureMonths / 12⌉
 * @workedExample 55 years, 60 months → 60; 55 years, 61 months → 61
 * @param ageYears - completed years at application
 * @param tenureMonths - the loan's tenure
 * @returns the age at maturity in years
 * @example
 * ```ts
 * ageAtMaturity(55, 61); // 61
 * ```
 */
export function ageAtMaturity(ageYears: number, tenureMonths: number): number {
  return ageYears + Math.ceil(tenureMonths / 12);
}

function termsMismatches(application: OfferApplication, lender: Lender, terms: LenderProductTerms): MismatchReason[] {
  const reasons: MismatchReason[] = [];
  const { loanAmount, tenureMonths, netMonthlyIncome, creditScore, ageYears } = application;
  if (loanAmount < terms.minAmount) reasons.push(reason('AMOUNT_BELOW_MINIMUM', 'amount', { required: terms.minAmount, actual: loanAmount }));
  if (loanAmount > terms.maxAmount) reasons.push(reason('AMOUNT_ABOVE_MAXIMUM', 'amount', { required: terms.maxAmount, actual: loanAmount }));
  if (tenureMonths < terms.minTenureMonths) {
    reasons.push(reason('TENURE_BELOW_MINIMUM', 'tenure', { required: terms.minTenureMonths, actual: tenureMonths }));
  }
  if (tenureMonths > terms.maxTenureMonths) {
    reasons.push(reason('TENURE_ABOVE_MAXIMUM', 'tenure', { required: terms.maxTenureMonths, actual: tenureMonths }));
  }
  if (netMonthlyIncome < terms.minNetMonthlyIncome) {
    reasons.push(reason('INCOME_BELOW_MINIMUM', 'income', { required: terms.minNetMonthlyIncome, actual: netMonthlyIncome }));
  }
  if (creditScore === null) {
    reasons.push(reason('CREDIT_SCORE_UNAVAILABLE', 'credit-score', { required: terms.minCreditScore }));
  } else if (creditScore < terms.minCreditScore) {
    reasons.push(reason('CREDIT_SCORE_BELOW_MINIMUM', 'credit-score', { required: terms.minCreditScore, actual: creditScore }));
  }
  if (ageYears < terms.minAgeYears) reasons.push(reason('AGE_BELOW_MINIMUM', 'age', { required: terms.minAgeYears, actual: ageYears }));
  const ageAtEnd = ageAtMaturity(ageYears, tenureMonths);
  if (ageAtEnd > terms.maxAgeAtMaturityYears) {
    reasons.push(reason('AGE_ABOVE_MAXIMUM_AT_MATURITY', 'age', { required: terms.maxAgeAtMaturityYears, actual: ageAtEnd }));
  }
  if (lender.cities !== 'all' && !lender.cities.includes(application.city)) reasons.push(reason('CITY_NOT_SERVED', 'city'));
  if (!(terms.employmentTypes as readonly string[]).includes(application.employment)) {
    reasons.push(reason('EMPLOYMENT_NOT_ACCEPTED', 'employment'));
  }
  return reasons;
}

/**
 * Every criterion of a lender the application fails, in {@link MATCH_CRITERIA} order.
 *
 * @rule MATCH-002 A lender that does not match is listed with every criterion the application
 *   fails, each as a typed reason code with the lender's limit and the application's value where
 *   there are numbers, and a message in English and Hindi. A lender that does not lend the product
 *   has that as its only reason, since its other criteria are set per product.
 * @spec §10 Offer matching (non-matching lenders are listed with the reason)
 * @rule MATCH-005 A missing credit score (no bureau record) fails the credit-score criterion of every
 *   lender, with its own reason code; no lender on the panel lends to applicants without a score.
 * @spec §10 Offer matching (minimum score)
 * @param application - the application
 * @param lender - the lender
 * @returns the failed criteria; empty exactly when the lender's offer is shown
 * @example
 * ```ts
 * lenderMismatches({ ...application, netMonthlyIncome: 9_000 }, lenderById(1)!)[0]?.code; // 'INCOME_BELOW_MINIMUM'
 * ```
 */
export function lenderMismatches(application: OfferApplication, lender: Lender): readonly MismatchReason[] {
  const terms = productTerms(lender, application.product);
  if (terms === undefined) return [reason('PRODUCT_NOT_OFFERED', 'product')];
  return termsMismatches(application, lender, terms);
}

const byName = (left: { lenderName: string }, right: { lenderName: string }): number =>
  left.lenderName.localeCompare(right.lenderName, 'en');

/**
 * Matches an application against every lender's criteria.
 *
 * The method, as RBI's Digital Lending Directions (2025) ask of a marketplace: every lender is
 * checked on the same published criteria; an offer is shown for each lender the application meets
 * in full, with its lender's name and every figure of the offer; the others are listed with their
 * reasons; and the offers are ordered by a key that is the same for every lender and favours none.
 *
 * @rule MATCH-001 A lender's offer is shown if and only if the application meets every one of its
 *   criteria for the product: the lender lends the product; the amount and the tenure are within
 *   its ranges; the net monthly income and the credit score are at least its minimums; the age is
 *   at least its minimum and the age at maturity at most its maximum; it lends in the city; and it
 *   accepts the employment type.
 * @spec §10 Offer matching; §3 Offer voucher
 * @rule MATCH-003 Offers are ordered by APR ascending, then lender name, then lender id; lenders
 *   that do not match are ordered by lender name. Nothing else — no commission, no sponsorship, no
 *   position in the data — changes the order.
 * @spec §10 Offer matching (neutral ordering); RBI Digital Lending Directions 2025
 * @param application - the application
 * @param lenders - the lenders to match; defaults to {@link LENDERS}
 * @returns the offers, the non-matching lenders with reasons, the ordering key and the criteria month
 * @example
 * ```ts
 * const { offers, notMatched } = matchOffers({
 *   product: 'personal-loan', loanAmount: 300_000, tenureMonths: 36, netMonthlyIncome: 60_000,
 *   creditScore: 780, ageYears: 32, city: 'pune', employment: 'salaried',
 * });
 * offers[0]?.apr; // the lowest APR
 * ```
 */
export function matchOffers(application: OfferApplication, lenders: readonly Lender[] = LENDERS): OfferMatch {
  const offers: Offer[] = [];
  const notMatched: NonMatchingLender[] = [];
  for (const lender of lenders) {
    const reasons = lenderMismatches(application, lender);
    if (reasons.length === 0) offers.push(buildOffer(application, lender));
    else notMatched.push({ lenderId: lender.id, lenderName: lender.name, reasons });
  }
  offers.sort((left, right) => left.apr - right.apr || byName(left, right) || left.lenderId - right.lenderId);
  notMatched.sort((left, right) => byName(left, right) || left.lenderId - right.lenderId);
  return { offers, notMatched, orderedBy: OFFER_ORDER, criteriaAsOf: LENDER_CRITERIA_AS_OF };
}
