import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { existingLoans } from '../tests/arbitraries.js';
import { errorCodeOf } from '../tests/support.js';
import { amortizationSchedule, type AmortizationSchedule } from './amortization.js';
import { balanceTransfer, type BalanceTransferInput } from './balance-transfer.js';
import { balanceTransferSaving, type NewLoanFees } from './balance-transfer-saving.js';
import { loanCharges } from './fees.js';
import { FALLBACK_PROCESSING_FEE_PERCENT, rinnBalanceTransferSaving, SERVICE_CHARGES, STAMP_DUTY, VALUATION_CHARGES } from './rinn-fees.js';

const example: BalanceTransferInput = {
  existingEmi: 10_624,
  originalLoanAmount: 500_000,
  originalTenureMonths: 60,
  emisPaid: 24,
  newTenureMonths: 36,
  newAnnualRatePercent: 9,
};
const noFees: NewLoanFees = { processingFee: 0, stampDuty: 0, valuationCharges: 0, serviceCharges: 0 };

/** Charges a lender might state: each from nothing to ₹5,000 (processing fee in paise, as 1.25 % gives). */
const newLoanFees: fc.Arbitrary<NewLoanFees> = fc.record({
  processingFee: fc.integer({ min: 0, max: 500_000 }).map((paise) => paise / 100),
  stampDuty: fc.integer({ min: 0, max: 5_000 }),
  valuationCharges: fc.integer({ min: 0, max: 5_000 }),
  serviceCharges: fc.integer({ min: 0, max: 5_000 }),
});

/** A transfer big enough that any of these charges leaves something to disburse. */
const transfers = fc.tuple(existingLoans, newLoanFees).filter(([{ input }]) => {
  const { outstandingPrincipal, foreclosureCharge } = balanceTransfer(input);
  return outstandingPrincipal + foreclosureCharge > 25_000;
});

const cumulative = (schedule: AmortizationSchedule): number[] => {
  let sum = 0;
  return schedule.years.flatMap((year) => year.rows.map((row) => (sum += row.emi + row.prepayment)));
};

/** The two schedules and the charges, built here from the package's own functions. */
function independently(input: BalanceTransferInput, fees: NewLoanFees) {
  const transfer = balanceTransfer(input);
  const transferAmount = transfer.outstandingPrincipal + transfer.foreclosureCharge;
  const firstPayment = { year: 2026, month: 4 };
  const existing = amortizationSchedule({
    principal: transfer.outstandingPrincipal,
    annualRatePercent: transfer.existingAnnualRatePercent,
    months: input.originalTenureMonths - input.emisPaid,
    firstPayment,
  });
  const replacement = amortizationSchedule({ principal: transferAmount, annualRatePercent: input.newAnnualRatePercent, months: input.newTenureMonths, firstPayment });
  const charges = loanCharges({ ...fees, loanAmount: transferAmount });
  return { transfer, transferAmount, existing, replacement, charges };
}

describe('balanceTransferSaving', () => {
  it('BT-006, BT-007: 36 EMIs of ₹10,624 left, moved to 6 % over 36 months with a ₹2,500 fee, save ₹904', () => {
    const result = balanceTransferSaving({ ...example, newAnnualRatePercent: 6 }, { ...noFees, processingFee: 2_500 });
    expect(result).toMatchObject({
      existingEmi: 10_624,
      emisLeft: 36,
      existingInterestLeft: 53_223,
      existingOutgo: 382_465,
      foreclosureCharge: 16_462,
      transferAmount: 345_704,
      newEmi: 10_517,
      newOutgo: 381_561,
      saving: 904,
      breakEvenMonth: 28,
    });
    expect(result.newLoanCharges.totalCharges).toBe(2_950);
  });

  it('BT-007: at 9 % the 5 % foreclosure charge outweighs the lower rate: a loss of ₹13,295', () => {
    const result = balanceTransferSaving(example, noFees);
    expect(result).toMatchObject({ newEmi: 10_993, newOutgo: 395_760, saving: -13_295, breakEvenMonth: undefined });
  });

  test.prop([transfers])('BT-006, BT-007: the saving is the difference in total outgo of the two schedules, charges included', ([{ input }, fees]) => {
    const result = balanceTransferSaving(input, fees);
    const { transfer, transferAmount, existing, replacement, charges } = independently(input, fees);
    expect(result.transferAmount).toBe(transferAmount);
    // Cash in hand is new borrowing, not a cost of switching: it never enters the comparison.
    expect(result.transferAmount).toBe(transfer.totalLoanAmount - transfer.cashInHand);
    expect(result.existingOutgo).toBe(existing.totalPayable);
    expect(result.newOutgo).toBe(replacement.totalPayable + charges.totalCharges);
    expect(result.saving).toBe(existing.totalPayable - replacement.totalPayable - charges.totalCharges);
    expect(result.newEmi).toBe(replacement.emi);
    expect(result.existingInterestLeft).toBe(existing.totalInterest);
    expect(result.newInterest).toBe(replacement.totalInterest);
  });

  test.prop([existingLoans])('BT-006: the existing loan left to pay is its own EMI for every month left, but for rounding', ({ input }) => {
    const result = balanceTransferSaving(input, noFees);
    const emisLeft = input.originalTenureMonths - input.emisPaid;
    expect(result.emisLeft).toBe(emisLeft);
    // The outstanding is rounded to the rupee: that half rupee grows at the loan's rate until the
    // last EMI, which also absorbs the paise of every month's interest.
    const monthlyRate = balanceTransfer(input).existingAnnualRatePercent / 1200;
    expect(Math.abs(result.existingOutgo - input.existingEmi * emisLeft)).toBeLessThanOrEqual(1 + 0.5 * (1 + monthlyRate) ** emisLeft);
  });

  test.prop([transfers, fc.integer({ min: 1, max: 5_000 })])('BT-007: every rupee of charges takes a rupee off the saving', ([{ input }, fees], extra) => {
    const before = balanceTransferSaving(input, fees).saving;
    expect(balanceTransferSaving(input, { ...fees, stampDuty: fees.stampDuty + extra }).saving).toBe(before - extra);
  });

  test.prop([transfers])('BT-008: there is a break-even month exactly when switching saves, and from it on the new loan has cost less', ([{ input }, fees]) => {
    const result = balanceTransferSaving(input, fees);
    const { existing, replacement, charges } = independently(input, fees);
    const existingPaid = cumulative(existing);
    const newPaid = cumulative(replacement).map((paid) => paid + charges.totalCharges);
    const horizon = Math.max(existingPaid.length, newPaid.length);
    // Month 0 is the switch: nothing paid on the existing loan, the charges on the new one.
    const paidBy = (paid: number[], upfront: number, month: number): number => (month === 0 ? upfront : (paid[Math.min(month, paid.length) - 1] ?? upfront));
    const ahead = (month: number): number => paidBy(existingPaid, 0, month) - paidBy(newPaid, charges.totalCharges, month);
    expect(ahead(horizon)).toBe(result.saving);
    if (result.saving <= 0) {
      expect(result.breakEvenMonth).toBeUndefined();
      return;
    }
    const breakEven = result.breakEvenMonth ?? Number.NaN;
    expect(breakEven).toBeGreaterThanOrEqual(1);
    expect(breakEven).toBeLessThanOrEqual(horizon);
    for (let month = breakEven; month <= horizon; month += 1) expect(ahead(month)).toBeGreaterThan(0);
    expect(ahead(breakEven - 1)).toBeLessThanOrEqual(0);
  });

  it('BT-008: a lower EMI from the first month is no saving when the foreclosure charge is never earned back', () => {
    // A 0 % existing loan of ₹1,20,000 over 12 months, 6 paid: ₹6,000 outstanding, ₹300 foreclosure.
    const result = balanceTransferSaving({ existingEmi: 10_000, originalLoanAmount: 120_000, originalTenureMonths: 12, emisPaid: 6, newTenureMonths: 12, newAnnualRatePercent: 0 }, noFees);
    expect(result.transferAmount).toBe(63_000);
    expect(result.newEmi).toBe(5_250);
    // Both loans are at 0 %: the new one costs exactly the foreclosure charge more, just spread thinner.
    expect(result.saving).toBe(-3_000);
    expect(result.breakEvenMonth).toBeUndefined();
  });

  it.each([
    [{ processingFee: -1 }, 'INVALID_CHARGE'],
    [{ stampDuty: Number.NaN }, 'INVALID_CHARGE'],
    [{ serviceCharges: 400_000 }, 'CHARGES_EXCEED_LOAN'],
  ] as const)('BT-006: charges %o are rejected with %s', (change, code) => {
    expect(errorCodeOf(() => balanceTransferSaving(example, { ...noFees, ...change }))).toBe(code);
  });

  it('BT-006: a loan that is not one is rejected as balanceTransfer rejects it', () => {
    expect(errorCodeOf(() => balanceTransferSaving({ ...example, emisPaid: 60 }, noFees))).toBe('INVALID_EXISTING_LOAN');
  });
});

describe('rinnBalanceTransferSaving', () => {
  it('BT-009: on ₹3,45,704 Rinn charges 1.25 % with GST (₹5,099) plus ₹2,128: ₹7,227, so 9 % loses ₹20,522', () => {
    const result = rinnBalanceTransferSaving(example);
    expect(result.newLoanCharges).toMatchObject({
      processingFeeBeforeGst: (345_704 * FALLBACK_PROCESSING_FEE_PERCENT) / 100,
      processingFee: 5_099,
      stampDuty: STAMP_DUTY,
      valuationCharges: VALUATION_CHARGES,
      serviceCharges: SERVICE_CHARGES,
      totalCharges: 7_227,
    });
    expect(result.saving).toBe(-20_522);
  });

  test.prop([existingLoans])('BT-009: stated charges replace the defaults one by one', ({ input }) => {
    fc.pre(balanceTransfer(input).outstandingPrincipal > 25_000);
    const stated = { processingFee: 1_000, stampDuty: 0 };
    const result = rinnBalanceTransferSaving(input, stated);
    expect(result).toEqual(balanceTransferSaving(input, { ...stated, valuationCharges: VALUATION_CHARGES, serviceCharges: SERVICE_CHARGES }));
  });
});
