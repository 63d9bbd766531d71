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
 * The one band scale of a credit score, worst first: the dashboard, the credit-score check, the
 * score-meaning table and the journey's offers all name a score's band from it.
 *
 * @rule SCORE-002 A score above 800 is Very Good, 700 to 800 Good (800 itself is Good), 600 to 699
 *   Fair, and anything lower Below Average, wherever a score's band is shown.
 * @spec §4 Score bands on the dashboard
 * @workedExample 801 → Very Good; 800 → Good; 782 → Good; 700 → Good; 699 → Fair; 599 → Below Average
 */
export const SCORE_BANDS = [
  { id: 'below-average', label: 'Below Average', min: 300, max: 599, rank: 0 },
  { id: 'fair', label: 'Fair', min: 600, max: 699, rank: 1 },
  { id: 'good', label: 'Good', min: 700, max: 800, rank: 2 },
  { id: 'very-good', label: 'Very Good', min: 801, max: 900, rank: 3 },
] as const satisfies readonly ScoreBand[];

/**
 * The rows of the score-meaning table: the bands of {@link SCORE_BANDS} themselves.
 *
 * @rule SCORE-003 The score-meaning table lists the bands of SCORE-002, so the row a score falls in
 *   names the band the dashboard and the credit-score check give it. The spec's table ranges
 *   (300–549, 550–649, 650–749, 750–900) cut across those bands (782 would be Excellent in the
 *   table and Good on the dashboard); one score has one band, and §4's bands are the ones the spec
 *   names, so the table follows them.
 * @spec §4 Score bands on the dashboard; §9 Credit score (table bands)
 * @workedExample rows 300–599 Below Average, 600–699 Fair, 700–800 Good, 801–900 Very Good
 */
export const SCORE_TABLE_ROWS: readonly ScoreBandOfScale[] = SCORE_BANDS;

/** A band of {@link SCORE_BANDS}. */
export type ScoreBandOfScale = (typeof SCORE_BANDS)[number];
/** The id of a band of {@link SCORE_BANDS}, for styling and for the band's name in each language. */
export type ScoreBandId = ScoreBandOfScale['id'];

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
 * The band of a score (SCORE-002): the only function that names a score's band.
 *
 * @param score - a credit score from 300 to 900
 * @returns the band, with its `label` for display, `id` for styling and `min`/`max` for its row
 * @throws {@link RulesError} `CREDIT_SCORE_OUT_OF_RANGE` for an invalid score
 * @example
 * ```ts
 * scoreBand(800).label; // 'Good'
 * scoreBand(801).label; // 'Very Good'
 * ```
 */
export function scoreBand(score: number): ScoreBandOfScale {
  return bandOf(SCORE_BANDS, score);
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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a checked score stays current: the longest a bureau update takes (SCORE-005).
 *
 * @rule SCORE-006 The one free check (§1) is stored with its date and shown again rather than
 *   repeated; it is current for 45 days after the bureau answered (the longest a bureau update
 *   takes) and counts as expired after that, as the API marks it (`isScoreExpire`).
 * @spec §1 one-time free credit-score check; §9 Credit score (a bureau update takes 30 to 45 days)
 */
export const SCORE_CURRENT_DAYS = CREDIT_SCORE_FACTS.bureauUpdateDays.max;

/**
 * The last moment a score checked at `checkedAt` is current (SCORE-006).
 *
 * @param checkedAt - when the bureau answered
 * @returns `checkedAt` plus 45 days
 * @throws {@link RulesError} `INVALID_TIMESTAMP` for an invalid date
 * @example
 * ```ts
 * scoreCurrentUntil(new Date('2026-11-26T10:00:00Z')).toISOString(); // '2027-01-10T10:00:00.000Z'
 * ```
 */
export function scoreCurrentUntil(checkedAt: Date): Date {
  if (Number.isNaN(checkedAt.getTime())) throw new RulesError('INVALID_TIMESTAMP', ERROR_MESSAGES.invalidTimestamp(String(checkedAt)));
  return new Date(checkedAt.getTime() + SCORE_CURRENT_DAYS * DAY_MS);
}
