import { RATE } from '@formulajs/formulajs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculatorTerms, withCharges } from '../tests/arbitraries.js';
import { errorCodeOf } from '../tests/support.js';
import { apr } from './apr.js';
import { emi } from './emi.js';
import { loanCharges } from './fees.js';

describe('apr', () => {
  it('APR-001: ₹1,00,000 at 10 % for 60 months with ₹2,000 charges → about 10.88 %', () => {
    expect(apr({ principal: 100_000, annualRatePercent: 10, months: 60, upfrontCharges: 2_000 })).toBeCloseTo(10.882, 3);
  });

  test.prop([withCharges])('APR-001: agrees with an independent IRR (formulajs RATE) × 12', ([terms, upfrontCharges]) => {
    const monthly = RATE(terms.months, emi(terms), -(terms.principal - upfrontCharges)) as number;
    expect(apr({ ...terms, upfrontCharges })).toBeCloseTo(monthly * 1200, 6);
  });

  it('APR-001: a 0 % loan with charges has a positive APR; one with rounded-down EMIs and no charges a slightly negative one', () => {
    expect(apr({ principal: 120_000, annualRatePercent: 0, months: 12, upfrontCharges: 2_000 })).toBeGreaterThan(3);
    // ₹10,000 over 3 months at 0 %: EMI ₹3,333 repays only ₹9,999.
    expect(apr({ principal: 10_000, annualRatePercent: 0, months: 3, upfrontCharges: 0 })).toBeLessThan(0);
  });

  test.prop([withCharges, fc.integer({ min: 1, max: 1_000 })])('APR-002: charges never lower the APR, and more charges mean a higher APR', ([terms, upfrontCharges], extra) => {
    const none = apr({ ...terms, upfrontCharges: 0 });
    const some = apr({ ...terms, upfrontCharges });
    expect(some).toBeGreaterThanOrEqual(none - 1e-9);
    expect(apr({ ...terms, upfrontCharges: upfrontCharges + extra })).toBeGreaterThan(some);
  });

  test.prop([calculatorTerms])('APR-002: with no charges the APR is the rate of the rounded EMI, the nominal rate up to that rounding', (terms) => {
    const none = apr({ ...terms, upfrontCharges: 0 });
    const nominalEmiAtApr = emi({ ...terms, annualRatePercent: none });
    expect(nominalEmiAtApr).toBe(emi(terms));
    if (terms.principal >= 200_000) expect(Math.abs(none - terms.annualRatePercent)).toBeLessThanOrEqual(0.01);
  });

  test.prop([withCharges])('APR-002: with charges of at least half a rupee per instalment the APR is at least the nominal rate', ([terms, upfrontCharges]) => {
    // Rounding the EMI down gives back at most half a rupee a month, worth at most months / 2 today.
    fc.pre(upfrontCharges >= terms.months / 2);
    expect(apr({ ...terms, upfrontCharges })).toBeGreaterThanOrEqual(terms.annualRatePercent);
  });

  it.each([
    [{ upfrontCharges: -1 }, 'INVALID_CHARGE'],
    [{ upfrontCharges: Number.NaN }, 'INVALID_CHARGE'],
    [{ upfrontCharges: 100_000 }, 'CHARGES_EXCEED_LOAN'],
    [{ upfrontCharges: 99_999 }, 'RATE_NOT_FOUND'],
    [{ months: 0 }, 'INVALID_TENURE'],
  ] as const)('APR-001: %o is rejected with %s', (change, code) => {
    expect(errorCodeOf(() => apr({ principal: 100_000, annualRatePercent: 10, months: 60, upfrontCharges: 0, ...change }))).toBe(code);
  });
});

describe('APR with a paise EMI', () => {
  it('APR-001, EMI-005: a published KFS sample — ₹47,000 at 21 % for 24 months with a ₹1,175 fee (₹1,387 with GST) — gives 24.15 % on the paise EMI ₹2,415.13', () => {
    const charges = loanCharges({ loanAmount: 47_000, processingFee: 1_175, stampDuty: 0, valuationCharges: 0, serviceCharges: 0 });
    expect(charges.totalCharges).toBe(1_387);
    const rate = apr({ principal: 47_000, annualRatePercent: 21, months: 24, upfrontCharges: charges.totalCharges, rounding: 'paisa' });
    expect(rate.toFixed(2)).toBe('24.15');
    // The rupee EMI (₹2,415) pays 13 paise less a month, so its APR is lower.
    expect(apr({ principal: 47_000, annualRatePercent: 21, months: 24, upfrontCharges: 1_387 })).toBeLessThan(rate);
  });
});
