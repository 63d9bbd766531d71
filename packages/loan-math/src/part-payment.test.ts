import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculatorTerms, firstPayments } from '../tests/arbitraries.js';
import { errorCodeOf } from '../tests/support.js';
import { amortizationSchedule, type PrepaymentStrategy } from './amortization.js';
import { partPayment } from './part-payment.js';

const terms = { principal: 100_000, annualRatePercent: 10, months: 60, firstPayment: { year: 2025, month: 1 } } as const;
const strategies = fc.constantFrom<PrepaymentStrategy>('reduce-tenure', 'reduce-emi');

/** Principal owed after each instalment of the loan without part-payments, by instalment number. */
function balances(schedule: ReturnType<typeof amortizationSchedule>): Map<number, number> {
  return new Map(schedule.years.flatMap((year) => year.rows.map((row) => [row.instalment, row.remainingBalance] as const)));
}

describe('partPayment', () => {
  it('PREPAY-004: an instalment from 1 to 59 of a 60-month loan is accepted; 0, 60, 61 and 2.5 are refused', () => {
    for (const month of [1, 30, 59]) expect(partPayment({ ...terms, prepayment: { month, amount: 1_000 } }).accepted).toBe(true);
    for (const month of [0, 60, 61, 2.5, Number.NaN]) {
      expect(partPayment({ ...terms, prepayment: { month, amount: 1_000 } })).toEqual({ accepted: false, reason: 'INSTALMENT_OUTSIDE_SCHEDULE', latestInstalment: 59 });
    }
  });

  it('PREPAY-005: after instalment 12 ₹83,769 is owed: ₹83,768 is accepted, ₹83,769 and more refused', () => {
    expect(partPayment({ ...terms, prepayment: { month: 12, amount: 83_768 } })).toMatchObject({ accepted: true, outstandingBefore: 83_769 });
    for (const amount of [83_769, 90_000]) {
      expect(partPayment({ ...terms, prepayment: { month: 12, amount } })).toEqual({ accepted: false, reason: 'AMOUNT_NOT_BELOW_BALANCE', outstanding: 83_769 });
    }
  });

  it('PREPAY-006: ₹20,000 with instalment 12 lowers the EMI from ₹2,125 to ₹1,618 in reduce-EMI mode, and keeps it otherwise', () => {
    expect(partPayment({ ...terms, prepaymentStrategy: 'reduce-emi', prepayment: { month: 12, amount: 20_000 } })).toMatchObject({ emiBefore: 2_125, emiAfter: 1_618 });
    expect(partPayment({ ...terms, prepayment: { month: 12, amount: 20_000 } })).toMatchObject({ emiBefore: 2_125, emiAfter: 2_125 });
  });

  test.prop([calculatorTerms, firstPayments, strategies, fc.integer({ min: -5, max: 100 }), fc.integer({ min: 1, max: 2_500_000 })])(
    'PREPAY-004, PREPAY-005: a part-payment is accepted exactly when its instalment leaves a balance and it is below that balance, and then it is the schedule’s',
    (loan, firstPayment, strategy, month, amount) => {
      const input = { ...loan, firstPayment, prepaymentStrategy: strategy };
      const baseline = amortizationSchedule(input);
      const result = partPayment({ ...input, prepayment: { month, amount } });
      if (month < 1 || month >= baseline.instalments) {
        expect(result).toEqual({ accepted: false, reason: 'INSTALMENT_OUTSIDE_SCHEDULE', latestInstalment: baseline.instalments - 1 });
        return;
      }
      const owed = balances(baseline).get(month) ?? Number.NaN;
      if (amount >= owed) {
        expect(result).toEqual({ accepted: false, reason: 'AMOUNT_NOT_BELOW_BALANCE', outstanding: owed });
        return;
      }
      expect(result.accepted).toBe(true);
      if (!result.accepted) return;
      expect(result.outstandingBefore).toBe(owed);
      expect(result.schedule).toEqual(amortizationSchedule({ ...input, prepayments: [{ month, amount }] }));
      // Below the balance, the part-payment is applied in full and the loan runs past it.
      expect(result.schedule.totalPrepaid).toBe(amount);
      expect(result.schedule.instalments).toBeGreaterThan(month);
    },
  );

  test.prop([calculatorTerms, firstPayments, strategies, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })])(
    'PREPAY-006: short of the closing instalment, the EMI after a part-payment is unchanged with reduce-tenure and falls with reduce-EMI in proportion to the balance',
    (loan, firstPayment, strategy, monthShare, amountShare) => {
      const input = { ...loan, firstPayment, prepaymentStrategy: strategy };
      const month = 1 + Math.floor(monthShare * (loan.months - 2));
      const owed = balances(amortizationSchedule(input)).get(month) ?? 0;
      fc.pre(owed > 1);
      const amount = 1 + Math.floor(amountShare * (owed - 2));
      const result = partPayment({ ...input, prepayment: { month, amount } });
      expect(result.accepted).toBe(true);
      if (!result.accepted) return;
      // The instalment that closes the loan pays the balance left, rounding included (AMORT-001).
      const closesNext = month + 1 === result.schedule.instalments;
      if (!closesNext) expect(result.emiAfter).toBeLessThanOrEqual(result.emiBefore);
      if (strategy === 'reduce-tenure' && !closesNext) expect(result.emiAfter).toBe(result.emiBefore);
      if (strategy === 'reduce-emi' && !closesNext) {
        // PREPAY-002: the EMI scaled by the share of the balance left, rounded up to the rupee (a rupee of slack for the paise).
        const scaled = (result.emiBefore * (owed - amount)) / owed;
        expect(result.emiAfter).toBeGreaterThanOrEqual(Math.floor(scaled) - 1);
        expect(result.emiAfter).toBeLessThanOrEqual(Math.ceil(scaled) + 1);
      }
    },
  );

  it('PREPAY-004: impossible loan terms and amounts are still the schedule’s to reject', () => {
    expect(errorCodeOf(() => partPayment({ ...terms, months: 0, prepayment: { month: 1, amount: 1_000 } }))).toBe('INVALID_TENURE');
    expect(errorCodeOf(() => partPayment({ ...terms, prepayment: { month: 12, amount: 99.5 } }))).toBe('INVALID_PREPAYMENT');
    expect(errorCodeOf(() => partPayment({ ...terms, prepayment: { month: 12, amount: 0 } }))).toBe('INVALID_PREPAYMENT');
  });
});
