import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  ELIGIBILITY_CRITERIA,
  LOAN_RATE_FACTS,
  ageInYearsOn,
  checkEligibility,
  type Applicant,
  type CriterionResult,
} from './eligibility.js';
import { eligibilityMessageText } from './messages.js';

/** The results with each reason written out in English, to pin the exact texts. */
const inEnglish = (results: readonly CriterionResult[]) =>
  results.map((result) => (result.status === 'met' ? result : { ...result, reason: eligibilityMessageText(result.reason, 'en') }));

const goodPersonal: Applicant = { ageYears: 30, netMonthlyIncome: 25_000, employment: 'salaried', hasHealthyCreditHistory: true };
const goodGreen: Applicant = { ageYears: 18, hasDecentBureauScore: true, hasDefaultWithProvider: false };

const applicant: fc.Arbitrary<Applicant> = fc.record({
  ageYears: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
  netMonthlyIncome: fc.option(fc.integer({ min: 0, max: 5_00_000 }), { nil: undefined }),
  employment: fc.option(fc.constantFrom('salaried', 'self-employed', 'other' as const), { nil: undefined }),
  hasHealthyCreditHistory: fc.option(fc.boolean(), { nil: undefined }),
  hasDecentBureauScore: fc.option(fc.boolean(), { nil: undefined }),
  hasDefaultWithProvider: fc.option(fc.boolean(), { nil: undefined }),
});

describe('personal loan', () => {
  it('ELIG-001: thresholds are 21 years and 10,000 a month, salaried or self-employed', () => {
    expect(ELIGIBILITY_CRITERIA.personalLoan).toEqual({
      minAgeYears: 21,
      minNetMonthlyIncome: 10_000,
      employmentTypes: ['salaried', 'self-employed'],
    });
  });

  it('ELIG-001: an applicant meeting every criterion at the boundary is eligible', () => {
    const result = checkEligibility('personal-loan', { ...goodPersonal, ageYears: 21, netMonthlyIncome: 10_000, employment: 'self-employed' });
    expect(result.eligible).toBe(true);
    expect(result.unmet).toEqual([]);
    expect(result.criteria.map((c) => c.criterion)).toEqual(['minimum-age', 'healthy-credit-history', 'employment', 'minimum-income']);
  });

  it('ELIG-001: numeric shortfalls carry the required and actual values and a reason', () => {
    const result = checkEligibility('personal-loan', { ...goodPersonal, ageYears: 20, netMonthlyIncome: 9_999 });
    expect(result.eligible).toBe(false);
    expect(result.unmet[0]).toMatchObject({ reason: { code: 'ageBelowMinimum', params: { minimumAge: 21, age: 20 } } });
    expect(inEnglish(result.unmet)).toEqual([
      { criterion: 'minimum-age', status: 'unmet', required: 21, actual: 20, reason: 'You must be at least 21 years old; you are 20.' },
      {
        criterion: 'minimum-income',
        status: 'unmet',
        required: 10_000,
        actual: 9_999,
        reason: 'Your net monthly income must be at least ₹10,000; it is ₹9,999.',
      },
    ]);
  });

  it('ELIG-001: other employment and an unhealthy history are unmet; missing facts are unknown', () => {
    const result = checkEligibility('personal-loan', { ageYears: 40, employment: 'other', hasHealthyCreditHistory: false });
    expect(result.eligible).toBe(false);
    expect(result.unmet.map((c) => c.criterion)).toEqual(['healthy-credit-history', 'employment']);
    expect(inEnglish(result.criteria.filter((c) => c.criterion === 'minimum-income'))[0]).toEqual({
      criterion: 'minimum-income',
      status: 'unknown',
      reason: 'We need this detail to check the criterion.',
    });
  });

  test.prop([applicant])('ELIG-001: eligible exactly when every personal-loan criterion holds', (person) => {
    const expected =
      person.ageYears !== undefined && person.ageYears >= 21 &&
      person.netMonthlyIncome !== undefined && person.netMonthlyIncome >= 10_000 &&
      (person.employment === 'salaried' || person.employment === 'self-employed') &&
      person.hasHealthyCreditHistory === true;
    expect(checkEligibility('personal-loan', person).eligible).toBe(expected);
  });
});

describe('green loan', () => {
  it('ELIG-002: 18 at application with a decent score and no default is eligible', () => {
    expect(ELIGIBILITY_CRITERIA.greenLoan.minAgeYears).toBe(18);
    expect(checkEligibility('green-loan', goodGreen).eligible).toBe(true);
    expect(inEnglish(checkEligibility('green-loan', { ...goodGreen, ageYears: 17 }).unmet)).toEqual([
      { criterion: 'minimum-age', status: 'unmet', required: 18, actual: 17, reason: 'You must be at least 18 years old; you are 17.' },
    ]);
    expect(inEnglish(checkEligibility('green-loan', { ...goodGreen, hasDefaultWithProvider: true }).unmet)).toEqual([
      { criterion: 'no-default-with-provider', status: 'unmet', reason: 'You must have no default on existing loans with the lender.' },
    ]);
  });

  test.prop([applicant])('ELIG-001, ELIG-002: unmet lists exactly the unmet criteria; eligible means all met', (person) => {
    for (const product of ['personal-loan', 'green-loan'] as const) {
      const result = checkEligibility(product, person);
      expect(result.unmet).toEqual(result.criteria.filter((c) => c.status === 'unmet'));
      expect(result.eligible).toBe(result.criteria.every((c) => c.status === 'met'));
      if (result.unmet.length > 0) expect(result.eligible).toBe(false);
    }
  });

  test.prop([applicant, fc.integer({ min: 1, max: 30 })])('ELIG-001, ELIG-002: getting older never makes an applicant ineligible', (person, years) => {
    for (const product of ['personal-loan', 'green-loan'] as const) {
      const older = { ...person, ageYears: person.ageYears === undefined ? undefined : person.ageYears + years };
      if (checkEligibility(product, person).eligible) expect(checkEligibility(product, older).eligible).toBe(true);
    }
  });
});

describe('rate facts and age', () => {
  it('ELIG-003: personal loan from 11 % for up to 5 years and 5 lakh; two-wheeler from 10.5 % p.a.', () => {
    expect(LOAN_RATE_FACTS).toEqual({
      personalLoan: { minRatePercent: 11, maxTenureYears: 5, maxAmount: 500_000 },
      twoWheeler: { minRatePercentPerAnnum: 10.5 },
    });
  });

  it('ELIG-004: the birthday itself counts; the day before does not', () => {
    const born = { year: 2005, month: 11, day: 22 };
    expect(ageInYearsOn(born, { year: 2026, month: 11, day: 22 })).toBe(21);
    expect(ageInYearsOn(born, { year: 2026, month: 11, day: 21 })).toBe(20);
    expect(ageInYearsOn(born, { year: 2026, month: 12, day: 1 })).toBe(21);
    const leapling = { year: 2008, month: 2, day: 29 };
    expect(ageInYearsOn(leapling, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageInYearsOn(leapling, { year: 2026, month: 3, day: 1 })).toBe(18);
  });

  const date = fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true })
    .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }));

  test.prop([date, date])('ELIG-004: age never falls as the day moves on, and a year later is one more', (birth, day) => {
    const nextYear = { ...day, year: day.year + 1 };
    const nextDay = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
    const tomorrow = { year: nextDay.getUTCFullYear(), month: nextDay.getUTCMonth() + 1, day: nextDay.getUTCDate() };
    expect(ageInYearsOn(birth, tomorrow)).toBeGreaterThanOrEqual(ageInYearsOn(birth, day));
    if (!(day.month === 2 && day.day === 29)) expect(ageInYearsOn(birth, nextYear)).toBe(ageInYearsOn(birth, day) + 1);
  });
});
