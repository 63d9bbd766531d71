import type { OfferApplication } from './application.js';
import type { Lender } from './lender.js';
import { LENDERS } from './lenders.js';
import { lenderMismatches, matchOffers, type MatchCriterion } from './match.js';
import { productTerms } from './offer.js';

/** A lender an application would open, named as the offers name it. */
export interface OpenedLender {
  readonly lenderId: number;
  readonly lenderName: string;
}

/** One value of the application, changed alone, that some lender's offer would be shown for. */
export interface ChangedValue<Value extends number> {
  readonly value: Value;
  /** The lenders whose offer would be shown at that value, in the offers' order (MATCH-003). */
  readonly lenders: readonly OpenedLender[];
}

/** A lender that opens once one threshold is reached, everything else unchanged. */
export interface LenderThreshold extends OpenedLender {
  /** The lender's minimum the application misses (rupees a month, or a credit score). */
  readonly required: number;
}

/** A lender that opens with a higher income, the applicant's own or clubbed with a co-applicant's. */
export interface IncomeThreshold extends LenderThreshold {
  /** The net monthly income a co-applicant must add to the applicant's to reach `required`. */
  readonly coApplicantIncome: number;
}

/**
 * Concrete ways forward for an application, each checked with {@link matchOffers}: what one change
 * alone would open. Empty lists and nulls mean that change opens no lender.
 */
export interface WaysForward {
  /** The nearest loan amount any lender lends at, the rest unchanged (WAYS-001). */
  readonly amount: ChangedValue<number> | null;
  /** The nearest tenure any lender lends for, the rest unchanged (WAYS-002). */
  readonly tenure: ChangedValue<number> | null;
  /** Lenders a higher income or a co-applicant would open, lowest income first (WAYS-003). */
  readonly income: readonly IncomeThreshold[];
  /** Lenders a better credit score would open, lowest score first (WAYS-004). */
  readonly creditScore: readonly LenderThreshold[];
}

function openedBy(application: OfferApplication, lenders: readonly Lender[]): readonly OpenedLender[] {
  return matchOffers(application, lenders).offers.map(({ lenderId, lenderName }) => ({ lenderId, lenderName }));
}

/** Of the candidate values, the nearest to `requested` at which some lender matches; ties go to the larger. */
function nearestMatching(
  requested: number,
  candidates: readonly number[],
  withValue: (value: number) => OfferApplication,
  lenders: readonly Lender[],
): ChangedValue<number> | null {
  const ordered = [...new Set(candidates)]
    .filter((value) => Number.isInteger(value) && value > 0 && value !== requested)
    .sort((left, right) => Math.abs(left - requested) - Math.abs(right - requested) || right - left);
  for (const value of ordered) {
    const opened = openedBy(withValue(value), lenders);
    if (opened.length > 0) return { value, lenders: opened };
  }
  return null;
}

/** Lenders whose one failed criterion is `criterion`, with their minimum for it. */
function failingOnlyOn(
  application: OfferApplication,
  lenders: readonly Lender[],
  criterion: MatchCriterion,
): readonly LenderThreshold[] {
  const thresholds: LenderThreshold[] = [];
  for (const lender of lenders) {
    const reasons = lenderMismatches(application, lender);
    const [only] = reasons;
    if (reasons.length !== 1 || only?.criterion !== criterion || only.required === undefined) continue;
    thresholds.push({ lenderId: lender.id, lenderName: lender.name, required: only.required });
  }
  return thresholds.sort(
    (left, right) => left.required - right.required || left.lenderName.localeCompare(right.lenderName, 'en') || left.lenderId - right.lenderId,
  );
}

/**
 * What would open a lender for an application that no lender (or not the visitor's choice of
 * lender) matches: each answer is one change to the application, found from the lenders' own
 * criteria and checked by running the matcher on the changed application.
 *
 * @rule WAYS-001 When the amount asked for is one no lender lends at, the way forward offers the
 *   amount nearest to it at which some lender's offer would be shown with every other answer
 *   unchanged (the larger of two equally near amounts), with those lenders; none when no amount
 *   would open a lender. An amount some lender already lends at needs no change.
 * @spec §10 Offer matching (no dead ends)
 * @rule WAYS-002 Likewise for the tenure: the nearest tenure in whole months at which some
 *   lender's offer would be shown with every other answer unchanged, the age at maturity (MATCH-004)
 *   included (the longer of two equally near tenures), with those lenders.
 * @spec §10 Offer matching (no dead ends); §10 Age criterion
 * @rule WAYS-003 A lender whose only unmet criterion is the net monthly income opens with an income
 *   of at least its minimum: the applicant's own, or the applicant's and an earning co-applicant's
 *   together, as lenders club a co-applicant's income; the co-applicant must then earn at least the
 *   difference. Listed lowest income first, then by lender name.
 * @spec §10 Offer matching (no dead ends; minimum income)
 * @rule WAYS-004 A lender whose only unmet criterion is the credit score (MATCH-005 included: no
 *   score yet) opens once the score reaches its minimum; listed lowest score first, then by lender
 *   name, beside the applicant's score and band and how to improve it.
 * @spec §10 Offer matching (no dead ends; minimum score); §9 Credit score
 * @param application - the application as matched
 * @param lenders - the panel; defaults to {@link LENDERS}
 * @returns the nearest amount and tenure that would match, and the lenders a higher income, a
 *   co-applicant or a better score would open
 * @example
 * ```ts
 * waysForward({ ...application, netMonthlyIncome: 12_000 }).income[0]?.required; // 15000: the lowest minimum income
 * ```
 */
export function waysForward(application: OfferApplication, lenders: readonly Lender[] = LENDERS): WaysForward {
  const termsOfProduct = lenders.flatMap((lender) => {
    const terms = productTerms(lender, application.product);
    return terms === undefined ? [] : [terms];
  });
  const matchesAlready = (changed: OfferApplication) => openedBy(changed, lenders).length > 0;

  // The amounts a lender lends at form ranges, so the nearest one is the asked amount or an end of a range.
  const amount = matchesAlready(application)
    ? null
    : nearestMatching(
        application.loanAmount,
        termsOfProduct.flatMap((terms) => [terms.minAmount, terms.maxAmount]),
        (loanAmount) => ({ ...application, loanAmount }),
        lenders,
      );
  // Likewise the tenures, whose upper end is also where the age at maturity reaches the lender's maximum.
  const tenure = matchesAlready(application)
    ? null
    : nearestMatching(
        application.tenureMonths,
        termsOfProduct.flatMap((terms) => [
          terms.minTenureMonths,
          terms.maxTenureMonths,
          12 * (terms.maxAgeAtMaturityYears - application.ageYears),
        ]).filter((months) => months <= 1200),
        (tenureMonths) => ({ ...application, tenureMonths }),
        lenders,
      );
  const income = failingOnlyOn(application, lenders, 'income').map((threshold) => ({
    ...threshold,
    coApplicantIncome: threshold.required - application.netMonthlyIncome,
  }));
  return { amount, tenure, income, creditScore: failingOnlyOn(application, lenders, 'credit-score') };
}
