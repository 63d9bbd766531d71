import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { existingLoans } from '../tests/arbitraries.js';
import { errorCodeOf } from '../tests/support.js';
import { amortizationSchedule } from './amortization.js';
import { balanceTransfer, CASH_IN_HAND_CAP, FORECLOSURE_CHARGE_PERCENT, MIN_EMIS_PAID_FOR_REFINANCE, topUpMultiplier, type BalanceTransferInput } from './balance-transfer.js';
import { emi } from './emi.js';

const example: BalanceTransferInput = {
  existingEmi: 10_624,
  originalLoanAmount: 500_000,
  originalTenureMonths: 60,
  emisPaid: 24,
  newTenureMonths: 36,
  newAnnualRatePercent: 9,
};

describe('topUpMultiplier', () => {
  it('BT-003: 1.3 for 12–18 EMIs paid, 1.4 for 19–24, 1.6 otherwise', () => {
    expect([12, 15, 18].map(topUpMultiplier)).toEqual([1.3, 1.3, 1.3]);
    expect([19, 24].map(topUpMultiplier)).toEqual([1.4, 1.4]);
    expect([0, 11, 25, 60].map(topUpMultiplier)).toEqual([1.6, 1.6, 1.6, 1.6]);
  });

  it('EMI-004: a count of EMIs paid that is not a whole number from 0 is a LoanMathError coded INVALID_EXISTING_LOAN', () => {
    // An object whose toString is not a function made the comparison throw a TypeError.
    for (const emisPaid of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '12', null, undefined, { toString: 0 }]) {
      expect(errorCodeOf(() => topUpMultiplier(emisPaid as never))).toBe('INVALID_EXISTING_LOAN');
    }
  });
});

describe('balanceTransfer', () => {
  it('BT-001, BT-002, BT-004, BT-005: ₹5,00,000 over 60 months, EMI ₹10,624, 24 paid, moved to 9 % over 36 months', () => {
    const result = balanceTransfer(example);
    expect(result.existingAnnualRatePercent).toBeCloseTo(10, 2);
    expect(result).toMatchObject({
      outstandingPrincipal: 329_242,
      foreclosureCharge: 16_462,
      refinanceEligible: true,
      topUpMultiplier: 1.4,
      cashInHand: 356_966,
      totalLoanAmount: 702_670,
      emi: 22_345,
    });
  });

  it('BT-001: the outstanding is within 0.005 % of the loan of what the loan’s own 10 % schedule shows', () => {
    // The EMI was rounded from 10,623.52, so it implies 10.002 % rather than 10 %: ₹19 apart after 24 EMIs.
    const schedule = amortizationSchedule({ principal: 500_000, annualRatePercent: 10, months: 60, firstPayment: { year: 2024, month: 1 } });
    const afterTwoYears = schedule.years[1]?.total.remainingBalance ?? Number.NaN;
    expect(Math.abs(balanceTransfer(example).outstandingPrincipal - afterTwoYears)).toBeLessThanOrEqual(25);
  });

  it('BT-001: a 0 % existing loan has the unpaid EMIs outstanding', () => {
    const result = balanceTransfer({ ...example, existingEmi: 1_000, originalLoanAmount: 12_000, originalTenureMonths: 12, emisPaid: 6 });
    expect(result.existingAnnualRatePercent).toBe(0);
    expect(result.outstandingPrincipal).toBe(6_000);
    expect(result.foreclosureCharge).toBe(300);
  });

  it('BT-004: the cash is capped at ₹10,00,000 and at the original loan amount', () => {
    const big = balanceTransfer({ ...example, existingEmi: 100_000, originalLoanAmount: 4_000_000, originalTenureMonths: 60, emisPaid: 30 });
    expect(big.cashInHand).toBe(CASH_IN_HAND_CAP);
    // ₹1,20,000 over 12 months at 0 %, 11 paid: 10,000 × 11 × 1.6 = 1,76,000 > the original ₹1,20,000.
    const small = balanceTransfer({ ...example, existingEmi: 10_000, originalLoanAmount: 120_000, originalTenureMonths: 60, emisPaid: 40 });
    expect(small.cashInHand).toBe(120_000);
  });

  it('REFI-001: with fewer than 12 EMIs paid there is no cash in hand, but the transfer still happens', () => {
    const result = balanceTransfer({ ...example, emisPaid: 11 });
    expect(MIN_EMIS_PAID_FOR_REFINANCE).toBe(12);
    expect(result.refinanceEligible).toBe(false);
    expect(result.cashInHand).toBe(0);
    expect(result.totalLoanAmount).toBe(result.outstandingPrincipal + result.foreclosureCharge);
    expect(balanceTransfer({ ...example, emisPaid: 12 }).refinanceEligible).toBe(true);
  });

  test.prop([existingLoans])('BT-004, REFI-001: cash in hand never exceeds any of its three bounds and is 0 below 12 EMIs paid', ({ input }) => {
    const result = balanceTransfer(input);
    expect(Number.isInteger(result.cashInHand)).toBe(true);
    expect(result.cashInHand).toBeGreaterThanOrEqual(0);
    expect(result.cashInHand).toBeLessThanOrEqual(input.existingEmi * input.emisPaid * topUpMultiplier(input.emisPaid) + 1e-6);
    expect(result.cashInHand).toBeLessThanOrEqual(CASH_IN_HAND_CAP);
    expect(result.cashInHand).toBeLessThanOrEqual(input.originalLoanAmount);
    if (input.emisPaid < 12) expect(result.cashInHand).toBe(0);
    else expect(result.cashInHand).toBe(Math.floor(Math.min(input.existingEmi * input.emisPaid * topUpMultiplier(input.emisPaid) + 1e-6, CASH_IN_HAND_CAP, input.originalLoanAmount)));
  });

  test.prop([existingLoans])('BT-001, BT-002, BT-005: the implied rate matches the loan, the outstanding falls within the loan, and the new loan adds up', ({ input, existingRate }) => {
    const result = balanceTransfer(input);
    // The EMI was rounded to the rupee, so the implied rate is near, not equal to, the real one.
    expect(Math.abs(result.existingAnnualRatePercent - existingRate)).toBeLessThan(0.2);
    expect(result.outstandingPrincipal).toBeGreaterThan(0);
    expect(result.outstandingPrincipal).toBeLessThanOrEqual(input.originalLoanAmount);
    expect(result.foreclosureCharge).toBe(Math.round((result.outstandingPrincipal * FORECLOSURE_CHARGE_PERCENT) / 100));
    expect(result.totalLoanAmount).toBe(result.outstandingPrincipal + result.foreclosureCharge + result.cashInHand);
    expect(result.emi).toBe(emi({ principal: result.totalLoanAmount, annualRatePercent: input.newAnnualRatePercent, months: input.newTenureMonths }));
  });

  test.prop([existingLoans])('BT-001: more EMIs paid never leaves more outstanding', ({ input }) => {
    fc.pre(input.emisPaid + 1 < input.originalTenureMonths);
    const now = balanceTransfer(input).outstandingPrincipal;
    const later = balanceTransfer({ ...input, emisPaid: input.emisPaid + 1 }).outstandingPrincipal;
    expect(later).toBeLessThan(now);
  });

  it.each([
    [{ existingEmi: 0 }, 'INVALID_EXISTING_LOAN'],
    [{ originalLoanAmount: Number.NaN }, 'INVALID_EXISTING_LOAN'],
    [{ originalTenureMonths: 0 }, 'INVALID_EXISTING_LOAN'],
    [{ emisPaid: 60 }, 'INVALID_EXISTING_LOAN'],
    [{ emisPaid: -1 }, 'INVALID_EXISTING_LOAN'],
    [{ emisPaid: 2.5 }, 'INVALID_EXISTING_LOAN'],
    [{ existingEmi: 8_000 }, 'EXISTING_EMI_TOO_LOW'],
    [{ existingEmi: 450_000 }, 'EXISTING_RATE_OUT_OF_RANGE'],
    [{ newAnnualRatePercent: 101 }, 'INVALID_RATE'],
    [{ newTenureMonths: 0 }, 'INVALID_TENURE'],
  ] as const)('BT-001: %o is rejected with %s', (change, code) => {
    expect(errorCodeOf(() => balanceTransfer({ ...example, ...change }))).toBe(code);
  });
});
