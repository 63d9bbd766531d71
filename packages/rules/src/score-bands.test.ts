import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  CREDIT_SCORE_FACTS,
  CREDIT_SCORE_RANGE,
  DASHBOARD_SCORE_BANDS,
  TABLE_SCORE_BANDS,
  assertCreditScore,
  dashboardScoreBand,
  isCreditScore,
  isExcellentScore,
  isGoodScore,
  tableScoreBand,
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
    for (const band of [assertCreditScore, dashboardScoreBand, tableScoreBand, isGoodScore, isExcellentScore]) {
      expect(() => band(score)).toThrowError(RulesError);
    }
    try {
      dashboardScoreBand(score);
    } catch (error) {
      expect((error as RulesError).code).toBe('CREDIT_SCORE_OUT_OF_RANGE');
      expect((error as RulesError).message).toBe(`A credit score must be a whole number from 300 to 900; got ${score}.`);
    }
  });
});

const bandsContaining = (bands: readonly ScoreBand[], score: number) =>
  bands.filter((band) => score >= band.min && score <= band.max);

describe('dashboard bands', () => {
  it.each([
    [900, 'Very Good'],
    [801, 'Very Good'],
    [800, 'Good'],
    [700, 'Good'],
    [699, 'Fair'],
    [600, 'Fair'],
    [599, 'Below Average'],
    [300, 'Below Average'],
  ])('SCORE-002: %i is %s on the dashboard', (score, label) => {
    expect(dashboardScoreBand(score).label).toBe(label);
  });

  test.prop([validScore])('SCORE-002: every valid score is in exactly one dashboard band', (score) => {
    expect(bandsContaining(DASHBOARD_SCORE_BANDS, score)).toEqual([dashboardScoreBand(score)]);
  });

  test.prop([validScore, validScore])('SCORE-002: dashboard bands never fall as the score rises', (a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    expect(dashboardScoreBand(low).rank).toBeLessThanOrEqual(dashboardScoreBand(high).rank);
  });
});

describe('table bands', () => {
  it.each([
    [300, 'Poor'],
    [549, 'Poor'],
    [550, 'Fair'],
    [649, 'Fair'],
    [650, 'Good'],
    [749, 'Good'],
    [750, 'Excellent'],
    [900, 'Excellent'],
  ])('SCORE-003: %i is %s in the score table', (score, label) => {
    expect(tableScoreBand(score).label).toBe(label);
  });

  test.prop([validScore])('SCORE-003: every valid score is in exactly one table band', (score) => {
    expect(bandsContaining(TABLE_SCORE_BANDS, score)).toEqual([tableScoreBand(score)]);
  });

  test.prop([validScore, validScore])('SCORE-003: table bands never fall as the score rises', (a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    expect(tableScoreBand(low).rank).toBeLessThanOrEqual(tableScoreBand(high).rank);
  });

  it('SCORE-002, SCORE-003: both tables tile 300–900 without gaps, ranked worst first', () => {
    for (const bands of [DASHBOARD_SCORE_BANDS, TABLE_SCORE_BANDS] as readonly (readonly ScoreBand[])[]) {
      expect(bands[0]?.min).toBe(300);
      expect(bands.at(-1)?.max).toBe(900);
      bands.forEach((band, index) => {
        expect(band.rank).toBe(index);
        const next = bands[index + 1];
        if (next) expect(next.min).toBe(band.max + 1);
      });
    }
  });
});

describe('general guide and facts', () => {
  test.prop([validScore])('SCORE-004: good from 700, excellent from 750; excellent implies good', (score) => {
    expect(isGoodScore(score)).toBe(score >= 700);
    expect(isExcellentScore(score)).toBe(score >= 750);
    if (isExcellentScore(score)) expect(isGoodScore(score)).toBe(true);
  });

  test.prop([validScore])('SCORE-003, SCORE-004: the table calls a score Excellent exactly when the guide does', (score) => {
    expect(tableScoreBand(score).id === 'excellent').toBe(isExcellentScore(score));
  });

  it('SCORE-005: data may take up to four months; a bureau update takes 30 to 45 days', () => {
    expect(CREDIT_SCORE_FACTS).toEqual({ dataVisibleWithinMonths: 4, bureauUpdateDays: { min: 30, max: 45 } });
  });
});
