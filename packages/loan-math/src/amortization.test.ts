import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { anyTerms, calculatorTerms, withPrepayments } from '../tests/arbitraries.js';
import { errorCodeOf } from '../tests/support.js';
import { amortizationSchedule, type AmortizationSchedule, type PrepaymentStrategy } from './amortization.js';
import { emi } from './emi.js';

const JAN_2025 = { year: 2025, month: 1 };
const example = amortizationSchedule({ principal: 100_000, annualRatePercent: 10, months: 60, firstPayment: JAN_2025 });
const rowsOf = (schedule: AmortizationSchedule) => schedule.years.flatMap((year) => year.rows);

/** AMORT-002 and AMORT-003 checked on any schedule; plain comparisons keep long schedules fast. */
function expectScheduleReconciles(schedule: AmortizationSchedule, principal: number): void {
  const rows = rowsOf(schedule);
  const problems: string[] = [];
  let repaid = 0;
  rows.forEach((row, index) => {
    const amounts = [row.principalPayment, row.interestPayment, row.emi, row.prepayment, row.remainingBalance];
    if (!amounts.every((amount) => Number.isSafeInteger(amount) && amount >= 0)) problems.push(`${row.label}: amounts must be whole rupees ≥ 0`);
    if (row.principalPayment + row.interestPayment !== row.emi) problems.push(`${row.label}: principal + interest ≠ EMI`);
    repaid += row.principalPayment + row.prepayment;
    if (row.remainingBalance !== principal - repaid) problems.push(`${row.label}: balance ≠ loan − principal repaid`);
    if (row.instalment !== index + 1) problems.push(`${row.label}: instalment number out of sequence`);
  });
  expect(problems).toEqual([]);
  expect(repaid).toBe(principal);
  expect(rows.at(-1)?.remainingBalance).toBe(0);
  expect(schedule.instalments).toBe(rows.length);
  for (const year of schedule.years) {
    const sum = (pick: (row: (typeof rows)[number]) => number) => year.rows.reduce((total, row) => total + pick(row), 0);
    expect(year.rows.every((row) => row.year === year.year)).toBe(true);
    expect(year.total).toEqual({
      label: `Total ${year.year}`,
      principalPayment: sum((row) => row.principalPayment),
      interestPayment: sum((row) => row.interestPayment),
      emi: sum((row) => row.emi),
      prepayment: sum((row) => row.prepayment),
      remainingBalance: year.rows.at(-1)?.remainingBalance,
    });
  }
  expect(schedule.totalInterest).toBe(rows.reduce((total, row) => total + row.interestPayment, 0));
  expect(schedule.totalPrepaid).toBe(rows.reduce((total, row) => total + row.prepayment, 0));
  expect(schedule.totalPayable).toBe(principal + schedule.totalInterest);
}

describe('amortizationSchedule', () => {
  it('AMORT-001: ₹1,00,000 at 10 % for 60 months from Jan 2025 — first and last rows', () => {
    expect(example.emi).toBe(2125);
    expect(example.years[0]?.rows[0]).toEqual({
      instalment: 1,
      year: 2025,
      month: 1,
      label: 'Jan 25',
      principalPayment: 1292,
      interestPayment: 833,
      emi: 2125,
      prepayment: 0,
      remainingBalance: 98_708,
    });
    // The rounded-up EMI overpays by 30 paise a month, so the last instalment is smaller.
    expect(example.years.at(-1)?.rows.at(-1)).toMatchObject({ label: 'Dec 29', principalPayment: 2085, interestPayment: 17, emi: 2102, remainingBalance: 0 });
    expect(example.instalments).toBe(60);
    expect(example.totalInterest).toBe(27_477);
  });

  it('AMORT-001: interest is charged on the balance in paise, rounded to the paisa', () => {
    // Month 1: 1,00,000.00 × 10/1200 = 833.33; month 2: 98,708.33 × 10/1200 = 822.57 (shown 823).
    const [first, second] = example.years[0]?.rows ?? [];
    expect(first?.interestPayment).toBe(833);
    expect(second?.interestPayment).toBe(823);
  });

  it('AMORT-001: a 0 % loan repays equal principal with no interest, the last row absorbing the rounding', () => {
    const schedule = amortizationSchedule({ principal: 10_000, annualRatePercent: 0, months: 3, firstPayment: JAN_2025 });
    expect(rowsOf(schedule).map((row) => [row.principalPayment, row.interestPayment])).toEqual([[3333, 0], [3333, 0], [3334, 0]]);
  });

  it('AMORT-001: a one-month loan pays principal and one month of interest', () => {
    const schedule = amortizationSchedule({ principal: 12_000, annualRatePercent: 12, months: 1, firstPayment: JAN_2025 });
    expect(rowsOf(schedule)).toMatchObject([{ principalPayment: 12_000, interestPayment: 120, emi: 12_120, remainingBalance: 0 }]);
  });

  it('AMORT-002: the example schedule reconciles exactly', () => {
    expectScheduleReconciles(example, 100_000);
  });

  test.prop([anyTerms])('AMORT-002, AMORT-004: any loan either reconciles exactly or is refused because its EMI cannot amortize it', (terms) => {
    const input = { ...terms, firstPayment: JAN_2025 };
    const code = errorCodeOf(() => amortizationSchedule(input));
    if (code === undefined) {
      const schedule = amortizationSchedule(input);
      expectScheduleReconciles(schedule, terms.principal);
      expect(schedule.emi).toBe(emi(terms));
      expect(schedule.instalments).toBeLessThanOrEqual(terms.months);
    } else {
      expect(code).toBe('EMI_DOES_NOT_AMORTIZE');
      expect(emi(terms) * 100).toBeLessThanOrEqual(Math.round(terms.principal * 100 * (terms.annualRatePercent / 1200)));
    }
  });

  test.prop([calculatorTerms])('AMORT-001: within the calculator ranges every instalment but the last is the EMI and the loan runs its full tenure', (terms) => {
    const rows = rowsOf(amortizationSchedule({ ...terms, firstPayment: JAN_2025 }));
    expect(rows).toHaveLength(terms.months);
    expect(rows.slice(0, -1).every((row) => row.emi === emi(terms))).toBe(true);
    // The EMI is off by at most half a rupee a month; the last instalment settles those halves with interest.
    const r = terms.annualRatePercent / 1200;
    const accumulatedRounding = (0.5 * ((1 + r) ** terms.months - 1)) / r;
    expect(Math.abs((rows.at(-1)?.emi ?? 0) - emi(terms))).toBeLessThanOrEqual(accumulatedRounding + 1);
  });

  it('AMORT-003: rows are grouped by calendar year from the first payment, with short month labels', () => {
    const schedule = amortizationSchedule({ principal: 50_000, annualRatePercent: 12, months: 14, firstPayment: { year: 2025, month: 11 } });
    expect(schedule.years.map((year) => [year.year, year.rows.map((row) => row.label)])).toEqual([
      [2025, ['Nov 25', 'Dec 25']],
      [2026, ['Jan 26', 'Feb 26', 'Mar 26', 'Apr 26', 'May 26', 'Jun 26', 'Jul 26', 'Aug 26', 'Sep 26', 'Oct 26', 'Nov 26', 'Dec 26']],
    ]);
    expect(schedule.years[1]?.total.label).toBe('Total 2026');
  });

  it('AMORT-003: the year 2100 and 2009 keep two-digit labels', () => {
    expect(amortizationSchedule({ principal: 1_000, annualRatePercent: 1, months: 1, firstPayment: { year: 2100, month: 3 } }).years[0]?.rows[0]?.label).toBe('Mar 00');
    expect(amortizationSchedule({ principal: 1_000, annualRatePercent: 1, months: 1, firstPayment: { year: 2009, month: 12 } }).years[0]?.rows[0]?.label).toBe('Dec 09');
  });

  it('AMORT-003: the first year of the example totals its twelve rows', () => {
    expect(example.years[0]?.total).toEqual({
      label: 'Total 2025',
      principalPayment: 16_231,
      interestPayment: 9_269,
      emi: 25_500,
      prepayment: 0,
      remainingBalance: 83_769,
    });
  });

  it.each([
    [{ principal: 100_000.5 }, 'PRINCIPAL_NOT_WHOLE_RUPEES'],
    [{ principal: 0 }, 'INVALID_PRINCIPAL'],
    [{ months: 0 }, 'INVALID_TENURE'],
    [{ firstPayment: { year: 2025, month: 13 } }, 'INVALID_FIRST_PAYMENT'],
    [{ firstPayment: { year: 2025.5, month: 1 } }, 'INVALID_FIRST_PAYMENT'],
    [{ firstPayment: { year: 99, month: 1 } }, 'INVALID_FIRST_PAYMENT'],
    [{ prepayments: [{ month: 0, amount: 1_000 }] }, 'INVALID_PREPAYMENT'],
    [{ prepayments: [{ month: 61, amount: 1_000 }] }, 'INVALID_PREPAYMENT'],
    [{ prepayments: [{ month: 5, amount: 0 }] }, 'INVALID_PREPAYMENT'],
    [{ prepayments: [{ month: 5, amount: 99.5 }] }, 'INVALID_PREPAYMENT'],
    [{ prepaymentStrategy: 'reduce-both' as PrepaymentStrategy }, 'INVALID_PREPAYMENT_STRATEGY'],
    // ₹100 at 100 % over 600 months: interest ₹8.33 a month, EMI rounds to ₹8.
    [{ principal: 100, annualRatePercent: 100, months: 600 }, 'EMI_DOES_NOT_AMORTIZE'],
  ] as const)('AMORT-004: %o is rejected with %s', (change, code) => {
    const input = { principal: 100_000, annualRatePercent: 10, months: 60, firstPayment: JAN_2025, ...change };
    expect(errorCodeOf(() => amortizationSchedule(input))).toBe(code);
  });
});

describe('part-payments', () => {
  const withTwentyThousandInMonth12 = (prepaymentStrategy: PrepaymentStrategy) =>
    amortizationSchedule({ principal: 100_000, annualRatePercent: 10, months: 60, firstPayment: JAN_2025, prepayments: [{ month: 12, amount: 20_000 }], prepaymentStrategy });

  it('PREPAY-001: a ₹20,000 part-payment with instalment 12 keeps the EMI and closes the loan 13 months early', () => {
    const schedule = withTwentyThousandInMonth12('reduce-tenure');
    const rows = rowsOf(schedule);
    expect(rows[11]).toMatchObject({ label: 'Dec 25', emi: 2125, prepayment: 20_000, remainingBalance: 63_769 });
    expect(rows.slice(0, -1).every((row) => row.emi === 2125)).toBe(true);
    expect(schedule.instalments).toBe(47);
    expect(schedule.monthsSaved).toBe(13);
    expect(schedule.interestSaved).toBe(8_285);
    expect(schedule.totalInterest).toBe(19_192);
    expect(schedule.totalPrepaid).toBe(20_000);
    expectScheduleReconciles(schedule, 100_000);
  });

  it('PREPAY-001: part-payments in the same month add up, and the default strategy is reduce-tenure', () => {
    const split = amortizationSchedule({ principal: 100_000, annualRatePercent: 10, months: 60, firstPayment: JAN_2025, prepayments: [{ month: 12, amount: 5_000 }, { month: 12, amount: 15_000 }] });
    expect(split.prepaymentStrategy).toBe('reduce-tenure');
    expect(split).toEqual(withTwentyThousandInMonth12('reduce-tenure'));
  });

  it('PREPAY-001: a part-payment larger than the balance is capped and closes the loan that month; later ones are not applied', () => {
    const schedule = amortizationSchedule({
      principal: 100_000,
      annualRatePercent: 10,
      months: 60,
      firstPayment: JAN_2025,
      prepayments: [{ month: 3, amount: 500_000 }, { month: 10, amount: 1_000 }],
    });
    const rows = rowsOf(schedule);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({ prepayment: 96_093, remainingBalance: 0 });
    expect(schedule.totalPrepaid).toBe(96_093);
    expect(schedule.monthsSaved).toBe(57);
    expectScheduleReconciles(schedule, 100_000);
  });

  it('PREPAY-001: a part-payment with the last instalment has nothing left to repay', () => {
    const schedule = amortizationSchedule({ principal: 100_000, annualRatePercent: 10, months: 60, firstPayment: JAN_2025, prepayments: [{ month: 60, amount: 1_000 }] });
    expect(schedule.totalPrepaid).toBe(0);
    expect(schedule.interestSaved).toBe(0);
    expect(rowsOf(schedule)).toEqual(rowsOf(example));
  });

  it('PREPAY-002: with reduce-emi the tenure stays and the EMI falls in proportion to the balance, rounded up', () => {
    const schedule = withTwentyThousandInMonth12('reduce-emi');
    const rows = rowsOf(schedule);
    // The balance falls from ₹83,768.6 to ₹63,768.6 after instalment 12: 2,125 × 63,768.6 / 83,768.6 = 1,617.65 → ₹1,618.
    expect(rows[12]?.emi).toBe(1618);
    expect(rows.slice(12, -1).every((row) => row.emi === 1618)).toBe(true);
    expect(schedule.instalments).toBe(60);
    expect(schedule.monthsSaved).toBe(0);
    expect(schedule.interestSaved).toBe(4_351);
    expectScheduleReconciles(schedule, 100_000);
  });

  test.prop([withPrepayments])('PREPAY-001, PREPAY-002, AMORT-002: schedules with part-payments reconcile exactly', ([terms, prepayments, prepaymentStrategy]) => {
    const schedule = amortizationSchedule({ ...terms, firstPayment: JAN_2025, prepayments, prepaymentStrategy });
    expectScheduleReconciles(schedule, terms.principal);
    expect(schedule.totalPrepaid).toBeLessThanOrEqual(prepayments.reduce((total, { amount }) => total + amount, 0));
  });

  test.prop([withPrepayments])('PREPAY-003: part-payments never increase total interest, and the savings are reported against no part-payment', ([terms, prepayments, prepaymentStrategy]) => {
    const without = amortizationSchedule({ ...terms, firstPayment: JAN_2025 });
    const schedule = amortizationSchedule({ ...terms, firstPayment: JAN_2025, prepayments, prepaymentStrategy });
    expect(schedule.totalInterest).toBeLessThanOrEqual(without.totalInterest);
    expect(schedule.interestSaved).toBe(without.totalInterest - schedule.totalInterest);
    expect(schedule.monthsSaved).toBe(without.instalments - schedule.instalments);
    expect(schedule.monthsSaved).toBeGreaterThanOrEqual(0);
  });

  test.prop([withPrepayments])('PREPAY-001, PREPAY-003: reduce-tenure never lengthens the loan and keeps the EMI', ([terms, prepayments]) => {
    const schedule = amortizationSchedule({ ...terms, firstPayment: JAN_2025, prepayments, prepaymentStrategy: 'reduce-tenure' });
    const rows = rowsOf(schedule);
    expect(schedule.instalments).toBeLessThanOrEqual(terms.months);
    expect(rows.slice(0, -1).every((row) => row.emi === schedule.emi)).toBe(true);
  });

  test.prop([withPrepayments])('PREPAY-002: reduce-emi never raises the EMI and never runs past the tenure', ([terms, prepayments]) => {
    const rows = rowsOf(amortizationSchedule({ ...terms, firstPayment: JAN_2025, prepayments, prepaymentStrategy: 'reduce-emi' }));
    const regular = rows.slice(0, -1).map((row) => row.emi);
    expect(regular.every((value, index) => index === 0 || value <= (regular[index - 1] ?? value))).toBe(true);
    expect(rows.length).toBeLessThanOrEqual(terms.months);
  });
});
