import { RulesError } from './errors.js';
import { ERROR_MESSAGES } from './messages.js';

/**
 * The range every credit score falls in.
 *
 * @rule SCORE-001 A credit score is a whole number from 300 to 900 inclusive; anything else is
 *   rejected before a band is chosen.
 * @spec §3 Credit score; §9 Credit score
 */
export const CREDIT_SCORE_RANGE = { min: 300, max: 900 } as const;

/**
 * One band of a score scale: every score from `min` to `max` inclusive gets `label`.
 * `rank` orders bands from worst (0) to best.
 */
export interface ScoreBand<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly rank: number;
}

/**
 * The dashboard's bands, worst first.
 *
 * @rule SCORE-002 On the dashboard a score above 800 is Very Good, 700 to 800 Good (800 itself is
 *   Good), 600 to 699 Fair, and anything lower Below Average.
 * @spec §4 Score bands on the dashboard
 * @workedExample 801 → Very Good; 800 → Good; 700 → Good; 699 → Fair; 599 → Below Average
 */
export const DASHBOARD_SCORE_BANDS = [
  { id: 'below-average', label: 'Below Average', min: 300, max: 599, rank: 0 },
  { id: 'fair', label: 'Fair', min: 600, max: 699, rank: 1 },
  { id: 'good', label: 'Good', min: 700, max: 800, rank: 2 },
  { id: 'very-good', label: 'Very Good', min: 801, max: 900, rank: 3 },
] as const satisfies readonly ScoreBand[];

/**
 * The score-meaning table's bands, worst first.
 *
 * @rule SCORE-003 The score-meaning table splits scores into 300–549, 550–649, 650–749 and
 *   750–900. The spec gives only the ranges; the labels Poor, Fair, Good and Excellent were chosen
 *   here, in line with the spec's general guide (750 to 900 is excellent).
 * @spec §9 Credit score
 * @workedExample 549 → Poor; 550 → Fair; 650 → Good; 750 → Excellent
 */
export const TABLE_SCORE_BANDS = [
  { id: 'poor', label: 'Poor', min: 300, max: 549, rank: 0 },
  { id: 'fair', label: 'Fair', min: 550, max: 649, rank: 1 },
  { id: 'good', label: 'Good', min: 650, max: 749, rank: 2 },
  { id: 'excellent', label: 'Excellent', min: 750, max: 900, rank: 3 },
] as const satisfies readonly ScoreBand[];

/** A band of {@link DASHBOARD_SCORE_BANDS}. */
export type DashboardScoreBand = (typeof DASHBOARD_SCORE_BANDS)[number];
/** A band of {@link TABLE_SCORE_BANDS}. */
export type TableScoreBand = (typeof TABLE_SCORE_BANDS)[number];

/**
 * Thresholds of the spec's general guide to scores.
 *
 * @rule SCORE-004 As a general guide a score of 700 or more is good and 750 to 900 is excellent.
 * @spec §9 Credit score
 */
export const GENERAL_SCORE_GUIDE = { goodFrom: 700, excellentFrom: 750 } as const;

/**
 * Facts about credit data shown on the credit-score pages.
 *
 * @rule SCORE-005 New credit data may take up to four months to show, and a bureau update takes
 *   30 to 45 days.
 * @spec §9 Credit score
 */
export const CREDIT_SCORE_FACTS = {
  dataVisibleWithinMonths: 4,
  bureauUpdateDays: { min: 30, max: 45 },
} as const;

/**
 * Whether a value is a valid credit score (SCORE-001).
 *
 * @param value - any number, e.g. straight from an API response
 * @returns true for whole numbers from 300 to 900
 * @example
 * ```ts
 * isCreditScore(750); // true
 * isCreditScore(299); // false
 * ```
 */
export function isCreditScore(value: number): boolean {
  return Number.isInteger(value) && value >= CREDIT_SCORE_RANGE.min && value <= CREDIT_SCORE_RANGE.max;
}

/**
 * Throws unless `score` is a valid credit score (SCORE-001).
 *
 * @param score - the score to check
 * @throws {@link RulesError} with code `CREDIT_SCORE_OUT_OF_RANGE` when it is not a whole number
 *   from 300 to 900
 * @example
 * ```ts
 * assertCreditScore(720); // passes
 * assertCreditScore(950); // throws
 * ```
 */
export function assertCreditScore(score: number): void {
  if (!isCreditScore(score)) {
    throw new RulesError('CREDIT_SCORE_OUT_OF_RANGE', ERROR_MESSAGES.creditScoreOutOfRange(score));
  }
}

function bandOf<Band extends ScoreBand>(bands: readonly Band[], score: number): Band {
  assertCreditScore(score);
  const band = bands.find((candidate) => score >= candidate.min && score <= candidate.max);
  // The band tables cover 300–900 without gaps (proved by tests), so this cannot happen.
  if (band === undefined) throw new RulesError('CREDIT_SCORE_OUT_OF_RANGE', ERROR_MESSAGES.creditScoreOutOfRange(score));
  return band;
}

/**
 * The dashboard band of a score (SCORE-002).
 *
 * @param score - a credit score from 300 to 900
 * @returns the band, with its `label` for display and `id` for styling
 * @throws {@link RulesError} `CREDIT_SCORE_OUT_OF_RANGE` for an invalid score
 * @example
 * ```ts
 * dashboardScoreBand(800).label; // 'Good'
 * dashboardScoreBand(801).label; // 'Very Good'
 * ```
 */
export function dashboardScoreBand(score: number): DashboardScoreBand {
  return bandOf(DASHBOARD_SCORE_BANDS, score);
}

/**
 * The score-meaning table band of a score (SCORE-003).
 *
 * @param score - a credit score from 300 to 900
 * @returns the band, with its `label` and `min`/`max` for the table row
 * @throws {@link RulesError} `CREDIT_SCORE_OUT_OF_RANGE` for an invalid score
 * @example
 * ```ts
 * tableScoreBand(650).label; // 'Good'
 * ```
 */
export function tableScoreBand(score: number): TableScoreBand {
  return bandOf(TABLE_SCORE_BANDS, score);
}

/**
 * Whether a score is good by the general guide (SCORE-004): 700 or more.
 *
 * @param score - a credit score from 300 to 900
 * @returns true from 700 up
 * @throws {@link RulesError} `CREDIT_SCORE_OUT_OF_RANGE` for an invalid score
 * @example
 * ```ts
 * isGoodScore(700); // true
 * ```
 */
export function isGoodScore(score: number): boolean {
  assertCreditScore(score);
  return score >= GENERAL_SCORE_GUIDE.goodFrom;
}

/**
 * Whether a score is excellent by the general guide (SCORE-004): 750 to 900.
 *
 * @param score - a credit score from 300 to 900
 * @returns true from 750 up
 * @throws {@link RulesError} `CREDIT_SCORE_OUT_OF_RANGE` for an invalid score
 * @example
 * ```ts
 * isExcellentScore(749); // false
 * ```
 */
export function isExcellentScore(score: number): boolean {
  assertCreditScore(score);
  return score >= GENERAL_SCORE_GUIDE.excellentFrom;
}
