import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculatorTerms, errorCodeOf } from '../tests/support.js';
import { emi } from './emi.js';
import { loanSummary, tenureInMonths, type TenureUnit } from './loan-summary.js';

describe('loanSummary', () => {
  it('SUM-001: ₹1,00,000 at 10 % for 60 months → EMI ₹2,125, payable ₹1,27,500, interest ₹27,500', () => {
    expect(loanSummary({ principal: 100_000, annualRatePercent: 10, months: 60 })).toEqual({
      emi: 2125,
      totalPayable: 127_500,
      totalInterest: 27_500,
    });
  });

  test.prop([calculatorTerms])('SUM-001: payable is EMI × months and interest is payable − principal', (terms) => {
    const summary = loanSummary(terms);
    expect(summary.emi).toBe(emi(terms));
    expect(summary.totalPayable).toBe(summary.emi * terms.months);
    expect(summary.totalInterest).toBe(summary.totalPayable - terms.principal);
    expect(summary.totalInterest).toBeGreaterThanOrEqual(0);
  });

  it('SUM-001: invalid terms are rejected as by emi()', () => {
    expect(errorCodeOf(() => loanSummary({ principal: -1, annualRatePercent: 10, months: 60 }))).toBe('INVALID_PRINCIPAL');
  });
});

describe('tenureInMonths', () => {
  it('SUM-002: car durations are years × 12; two-wheeler durations are months as given', () => {
    expect(tenureInMonths(5, 'years')).toBe(60);
    expect(tenureInMonths(1, 'years')).toBe(12);
    expect(tenureInMonths(18, 'months')).toBe(18);
  });

  it.each([
    [0, 'years', 'INVALID_TENURE'],
    [1.5, 'years', 'INVALID_TENURE'],
    [-3, 'months', 'INVALID_TENURE'],
    [101, 'years', 'INVALID_TENURE'],
    [Number.NaN, 'months', 'INVALID_TENURE'],
    [5, 'weeks', 'INVALID_TENURE_UNIT'],
  ] as const)('SUM-002: %s %s is rejected with %s', (duration, unit, code) => {
    expect(errorCodeOf(() => tenureInMonths(duration, unit as TenureUnit))).toBe(code);
  });
});
