import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { annuityBalanceAfter, annuityPayment, annuityPresentValue, solveMonthlyRate } from './annuity.js';

const monthlyRates = fc.oneof(
  fc.integer({ min: 0, max: 12_000 }).map((hundredths) => hundredths / 120_000),
  fc.double({ min: -1e-6, max: 1e-6, noNaN: true }),
  fc.double({ min: -0.005, max: 0.2, noNaN: true }),
);

describe('annuity mathematics', () => {
  test.prop([fc.integer({ min: 1, max: 1200 }), monthlyRates, fc.double({ min: 1, max: 1e10, noNaN: true })])(
    'APR-001, BT-001: the solver recovers the monthly rate of any level-payment loan',
    (months, monthlyRate, principal) => {
      const payment = annuityPayment(principal, monthlyRate, months);
      const solved = solveMonthlyRate(principal, payment, months, 1);
      expect(solved).toBeDefined();
      const relativeResidual = Math.abs(annuityPresentValue(payment, solved ?? Number.NaN, months) - principal) / principal;
      expect(Math.abs((solved ?? Number.NaN) - monthlyRate) < 1e-12 || relativeResidual < 1e-12).toBe(true);
    },
  );

  it('APR-001: the solver reports no rate when even 100 % a month is too little', () => {
    expect(solveMonthlyRate(1, 2_125, 60, 1)).toBeUndefined();
  });

  it('BT-001: the balance after every payment of a level-payment loan is 0, and at 0 % it falls linearly', () => {
    const payment = annuityPayment(500_000, 10 / 1200, 60);
    expect(annuityBalanceAfter(500_000, payment, 10 / 1200, 60)).toBeCloseTo(0, 6);
    expect(annuityBalanceAfter(12_000, 1_000, 0, 5)).toBe(7_000);
  });

  it('APR-001: a vanishing rate gives the 0 % payment, not a division of subnormals', () => {
    expect(annuityPayment(1_000, 5e-324, 2)).toBe(500);
    expect(annuityPresentValue(500, 0, 2)).toBe(1_000);
  });
});
