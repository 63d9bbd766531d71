import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  CREDIT_SCORE_FACTS,
  CREDIT_SCORE_RANGE,
  SCORE_BANDS,
  SCORE_CURRENT_DAYS,
  SCORE_TABLE_ROWS,
  assertCreditScore,
  isCreditScore,
  isExcellentScore,
  isGoodScore,
  scoreBand,
  scoreCurrentUntil,
  type ScoreBand,
} from './score-bands.js';
import { RulesError } from './errors.js';

const validScore = fc.integer({ min: 300, max: 900 });
const invalidScore = fc.oneof(
  fc.integer({ min: -10_000, max: 299 }),
  fc.integer({ min: 901, max: 10_000 }),
  fc.double({ min: 300, max: 900, noNaN: true }).filter((x) => !Number.isInteger(x)),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);

describe('credit score range', () => {
  it('SCORE-001: scores run from 300 to 900', () => {
    expect(CREDIT_SCORE_RANGE).toEqual({ min: 300, max: 900 });
    expect(isCreditScore(300)).toBe(true);
    expect(isCreditScore(900)).toBe(true);
    expect(isCreditScore(299)).toBe(false);
    expect(isCreditScore(901)).toBe(false);
    expect(isCreditScore(700.5)).toBe(false);
  });

  test.prop([invalidScore])('SCORE-001: every invalid score is refused by every band function', (score) => {
    expect(isCreditScore(score)).toBe(false);
    for (const band of [assertCreditScore, scoreBand, isGoodScore, isExcellentScore]) {
      expect(() => band(score)).toThrowError(RulesError);
    }
    try {
      scoreBand(score);
    } catch (error) {
      expect((error as RulesError).code).toBe('CREDIT_SCORE_OUT_OF_RANGE');
      expect((error as RulesError).message).toBe(`A credit score must be a whole number from 300 to 900; got ${score}.`);
    }
  });
});

const bandsContaining = (bands: readonly ScoreBand[], score: number) =>
  bands.filter((band) => score >= band.min && score <= band.max);

describe('the band scale', () => {
  it.each([
    [900, 'Very Good'],
    [801, 'Very Good'],
    [800, 'Good'],
    [782, 'Good'],
    [700, 'Good'],
    [699, 'Fair'],
    [600, 'Fair'],
    [599, 'Below Average'],
    [300, 'Below Average'],
  ])('SCORE-002: %i is %s', (score, label) => {
    expect(scoreBand(score).label).toBe(label);
  });

  test.prop([validScore])('SCORE-002: every valid score is in exactly one band', (score) => {
    expect(bandsContaining(SCORE_BANDS, score)).toEqual([scoreBand(score)]);
  });

  test.prop([validScore, validScore])('SCORE-002: bands never fall as the score rises', (a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    expect(scoreBand(low).rank).toBeLessThanOrEqual(scoreBand(high).rank);
  });

  it('SCORE-002: the bands tile 300–900 without gaps, ranked worst first', () => {
    expect(SCORE_BANDS[0].min).toBe(300);
    expect(SCORE_BANDS.at(-1)?.max).toBe(900);
    SCORE_BANDS.forEach((band, index) => {
      expect(band.rank).toBe(index);
      const next = SCORE_BANDS[index + 1];
      if (next) expect(next.min).toBe(band.max + 1);
    });
  });
});

describe('score-meaning table', () => {
  it('SCORE-003: the table has the four bands of the scale, worst first', () => {
    expect(SCORE_TABLE_ROWS.map(({ min, max, label }) => `${min}–${max} ${label}`)).toEqual([
      '300–599 Below Average',
      '600–699 Fair',
      '700–800 Good',
      '801–900 Very Good',
    ]);
  });

  test.prop([validScore])("SCORE-003: a score's table row names the band the score has everywhere else", (score) => {
    const rows = bandsContaining(SCORE_TABLE_ROWS, score);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(scoreBand(score));
  });
});

describe('general guide and facts', () => {
  test.prop([validScore])('SCORE-004: good from 700, excellent from 750; excellent implies good', (score) => {
    expect(isGoodScore(score)).toBe(score >= 700);
    expect(isExcellentScore(score)).toBe(score >= 750);
    if (isExcellentScore(score)) expect(isGoodScore(score)).toBe(true);
  });

  test.prop([validScore])('SCORE-002, SCORE-004: every score the guide calls good is Good or better on the scale', (score) => {
    if (isGoodScore(score)) expect(scoreBand(score).rank).toBeGreaterThanOrEqual(scoreBand(700).rank);
  });

  it('SCORE-005: data may take up to four months; a bureau update takes 30 to 45 days', () => {
    expect(CREDIT_SCORE_FACTS).toEqual({ dataVisibleWithinMonths: 4, bureauUpdateDays: { min: 30, max: 45 } });
  });
});

describe('how long a checked score is current', () => {
  it('SCORE-006: a score is current for 45 days, the longest a bureau update takes', () => {
    expect(SCORE_CURRENT_DAYS).toBe(45);
    expect(SCORE_CURRENT_DAYS).toBe(CREDIT_SCORE_FACTS.bureauUpdateDays.max);
    expect(scoreCurrentUntil(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe('2027-01-10T10:00:00.000Z');
  });

  test.prop([fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })])(
    'SCORE-006: the current-until date is exactly 45 × 24 hours after the check',
    (checkedAt) => {
      expect(scoreCurrentUntil(checkedAt).getTime() - checkedAt.getTime()).toBe(45 * 24 * 60 * 60 * 1000);
    },
  );

  it('SCORE-006: an invalid date is refused', () => {
    expect(() => scoreCurrentUntil(new Date('not a date'))).toThrowError(RulesError);
  });
});
