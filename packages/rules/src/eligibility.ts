import type { EligibilityMessage } from './messages.js';

/** Employment types the spec names. */
export type EmploymentType = 'salaried' | 'self-employed' | 'other';

/**
 * Eligibility thresholds.
 *
 * @rule ELIG-001 Personal loan: age at least 21, a healthy credit history, salaried or
 *   self-employed, and net monthly take-home income at least 10,000.
 * @spec §2 Eligibility blocks; §9 Rates and eligibility
 * @rule ELIG-002 Green loan: age at least 18 at application, a decent bureau score, and no default
 *   on existing loans with the provider.
 * @spec §2 Eligibility blocks; §9 Rates and eligibility
 */
export const ELIGIBILITY_CRITERIA = {
  personalLoan: {
    minAgeYears: 21,
    minNetMonthlyIncome: 10_000,
    employmentTypes: ['salaried', 'self-employed'],
  },
  greenLoan: {
    minAgeYears: 18,
  },
} as const;

/**
 * Rate facts quoted in page text.
 *
 * @rule ELIG-003 Personal loan rates start at 11 percent, for up to 5 years and up to 5 lakh;
 *   two-wheeler rates start at 10.5 percent per annum.
 * @spec §9 Rates and eligibility
 */
export const LOAN_RATE_FACTS = {
  personalLoan: { minRatePercent: 11, maxTenureYears: 5, maxAmount: 5_00_000 },
  twoWheeler: { minRatePercentPerAnnum: 10.5 },
} as const;

/** Products with an eligibility check. */
export type EligibilityProduct = 'personal-loan' | 'green-loan';

/**
 * What is known about an applicant. Any field may be missing; a criterion that needs a missing
 * field is reported as unknown. "Healthy credit history" and "decent bureau score" are not
 * defined by the spec, so the caller (or the lender's answer) decides them.
 */
export interface Applicant {
  /** Age in whole years on the day of application; see {@link ageInYearsOn}. */
  readonly ageYears?: number | undefined;
  readonly netMonthlyIncome?: number | undefined;
  readonly employment?: EmploymentType | undefined;
  readonly hasHealthyCreditHistory?: boolean | undefined;
  readonly hasDecentBureauScore?: boolean | undefined;
  readonly hasDefaultWithProvider?: boolean | undefined;
}

/** Names of the criteria. */
export type CriterionId =
  | 'minimum-age'
  | 'minimum-income'
  | 'employment'
  | 'healthy-credit-history'
  | 'decent-bureau-score'
  | 'no-default-with-provider';

/**
 * One criterion's outcome; numeric criteria carry the required and actual values. The reason is a
 * code with its figures, written out in the page language by `eligibilityMessageText`.
 */
export type CriterionResult =
  | { readonly criterion: CriterionId; readonly status: 'met' }
  | { readonly criterion: CriterionId; readonly status: 'unknown'; readonly reason: EligibilityMessage }
  | {
      readonly criterion: CriterionId;
      readonly status: 'unmet';
      readonly reason: EligibilityMessage;
      readonly required?: number;
      readonly actual?: number;
    };

/** The outcome of an eligibility check. */
export interface EligibilityResult {
  /** True only when every criterion is met. */
  readonly eligible: boolean;
  /** Every criterion of the product, in the order the spec lists them. */
  readonly criteria: readonly CriterionResult[];
  readonly unmet: readonly CriterionResult[];
}

const UNKNOWN: EligibilityMessage = { code: 'unknown' };
const ageReason = (minimumAge: number, age: number): EligibilityMessage => ({ code: 'ageBelowMinimum', params: { minimumAge, age } });
const incomeReason = (minimumIncome: number, income: number): EligibilityMessage => ({
  code: 'incomeBelowMinimum',
  params: { minimumIncome, income },
});

function atLeast(criterion: CriterionId, actual: number | undefined, required: number, reason: (required: number, actual: number) => EligibilityMessage): CriterionResult {
  if (actual === undefined || Number.isNaN(actual)) return { criterion, status: 'unknown', reason: UNKNOWN };
  if (actual >= required) return { criterion, status: 'met' };
  return { criterion, status: 'unmet', reason: reason(required, actual), required, actual };
}

function holds(criterion: CriterionId, value: boolean | undefined, unmetReason: EligibilityMessage): CriterionResult {
  if (value === undefined) return { criterion, status: 'unknown', reason: UNKNOWN };
  return value ? { criterion, status: 'met' } : { criterion, status: 'unmet', reason: unmetReason };
}

function criteriaFor(product: EligibilityProduct, applicant: Applicant): CriterionResult[] {
  if (product === 'personal-loan') {
    const rules = ELIGIBILITY_CRITERIA.personalLoan;
    const accepted: readonly EmploymentType[] = rules.employmentTypes;
    return [
      atLeast('minimum-age', applicant.ageYears, rules.minAgeYears, ageReason),
      holds('healthy-credit-history', applicant.hasHealthyCreditHistory, { code: 'creditHistoryNotHealthy' }),
      holds(
        'employment',
        applicant.employment === undefined ? undefined : accepted.includes(applicant.employment),
        { code: 'employmentNotAccepted' },
      ),
      atLeast('minimum-income', applicant.netMonthlyIncome, rules.minNetMonthlyIncome, incomeReason),
    ];
  }
  return [
    atLeast('minimum-age', applicant.ageYears, ELIGIBILITY_CRITERIA.greenLoan.minAgeYears, ageReason),
    holds('decent-bureau-score', applicant.hasDecentBureauScore, { code: 'bureauScoreNotDecent' }),
    holds(
      'no-default-with-provider',
      applicant.hasDefaultWithProvider === undefined ? undefined : !applicant.hasDefaultWithProvider,
      { code: 'defaultWithProvider' },
    ),
  ];
}

/**
 * Checks an applicant against a product's eligibility criteria (ELIG-001, ELIG-002).
 *
 * @param product - `personal-loan` or `green-loan`
 * @param applicant - what is known about the applicant
 * @returns every criterion with its status, the unmet ones, and whether all are met
 * @example
 * ```ts
 * checkEligibility('personal-loan', { ageYears: 20, netMonthlyIncome: 25_000, employment: 'salaried', hasHealthyCreditHistory: true });
 * // { eligible: false, unmet: [{ criterion: 'minimum-age', status: 'unmet', required: 21, actual: 20,
//   reason: { code: 'ageBelowMinimum', params: { minimumAge: 21, age: 20 } } }], … }
// eligibilityMessageText(reason, 'en'): 'You must be at least 21 years old; you are 20.'
 * ```
 */
export function checkEligibility(product: EligibilityProduct, applicant: Applicant): EligibilityResult {
  const criteria = criteriaFor(product, applicant);
  return {
    eligible: criteria.every((result) => result.status === 'met'),
    criteria,
    unmet: criteria.filter((result) => result.status === 'unmet'),
  };
}

/** A calendar date, free of time zones. `month` runs 1–12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * Age in whole years on a given day, as the age criteria use it.
 *
 * @rule ELIG-004 Age is counted in whole years completed on the day of application: a birthday
 *   falling on that day counts. A 29 February birthday is completed on 1 March in common years.
 * @spec §2 Eligibility blocks (age at application)
 * @workedExample born 2005-11-22, applying 2026-11-22 → 21; applying 2026-11-21 → 20
 * @param birthDate - date of birth
 * @param on - the day of application (in Asia/Kolkata, by the caller)
 * @returns completed years, negative when `on` is before the birth
 * @example
 * ```ts
 * ageInYearsOn({ year: 2005, month: 11, day: 22 }, { year: 2026, month: 11, day: 22 }); // 21
 * ```
 */
export function ageInYearsOn(birthDate: CalendarDate, on: CalendarDate): number {
  const years = on.year - birthDate.year;
  const birthdayReached = on.month > birthDate.month || (on.month === birthDate.month && on.day >= birthDate.day);
  return birthdayReached ? years : years - 1;
}
