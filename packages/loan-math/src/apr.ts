import { solveMonthlyRate } from './annuity.js';
import { emi, type EmiInput } from './emi.js';
import { LoanMathError } from './errors.js';

/** What {@link apr} needs: the loan, everything deducted from it up front, and the EMI's rounding. */
export interface AprInput extends EmiInput {
  /** Charges paid or deducted at disbursal, in rupees (e.g. `loanCharges(…).totalCharges`). */
  readonly upfrontCharges: number;
}

// A monthly IRR of 100 % (1,200 % a year) bounds any charge a loan could carry.
const HIGHEST_MONTHLY_IRR = 1;

/**
 * Annual percentage rate (APR) as the Key Fact Statement states it.
 *
 * RBI Master Direction – Key Facts Statement, April 2024: the APR is the annual cost of credit,
 * the internal rate of return of the amount actually disbursed (loan minus upfront charges)
 * against the instalments; the RBI's illustration annualises the monthly IRR by multiplying by 12.
 * The instalments are the EMIs the borrower really pays: rounded to the rupee (EMI-001) unless
 * `rounding` says `'paisa'` or `'none'` (EMI-005).
 *
 * @rule APR-001 The APR is 12 × the monthly internal rate of return of the net disbursed amount
 *   (principal − upfront charges) against the n rounded EMIs, in percent a year, solved by
 *   Newton's method with a bisection fallback.
 * @spec §9 Calculators (Fee defaults); RBI Master Direction – Key Facts Statement, April 2024
 * @formula P − charges = EMI · (1 − (1 + i)^−n) / i; APR = 12 · i · 100
 * @workedExample ₹1,00,000 at 10 % for 60 months (EMI ₹2,125) with ₹2,000 charges → APR ≈ 10.88 %
 * @rule APR-002 Upfront charges never lower the APR: it is at least the APR with no charges, which
 *   is the nominal rate up to the rounding of the EMI to the rupee (within 0.01 percentage points
 *   for loans of ₹2,00,000 or more in the calculator ranges), and it is at least the nominal rate
 *   once the charges reach half a rupee per instalment, the most a rounded-down EMI gives back.
 * @param input - loan terms and the upfront charges in rupees
 * @returns the APR in percent a year (unrounded)
 * @throws {@link LoanMathError} for invalid terms (see {@link assertLoanTerms}), `INVALID_CHARGE`
 *   for negative or non-finite charges, `CHARGES_EXCEED_LOAN` when the charges take the whole loan,
 *   `RATE_NOT_FOUND` when the APR would exceed 1,200 %
 * @example
 * ```ts
 * apr({ principal: 100_000, annualRatePercent: 10, months: 60, upfrontCharges: 2_000 }); // ≈ 10.88
 * apr({ principal: 47_000, annualRatePercent: 21, months: 24, upfrontCharges: 1_387, rounding: 'paisa' }); // ≈ 24.15
 * ```
 */
export function apr(input: AprInput): number {
  const instalment = emi(input);
  const { upfrontCharges } = input;
  if (typeof upfrontCharges !== 'number' || !Number.isFinite(upfrontCharges) || upfrontCharges < 0) throw new LoanMathError('INVALID_CHARGE');
  const netDisbursed = input.principal - upfrontCharges;
  if (netDisbursed <= 0) throw new LoanMathError('CHARGES_EXCEED_LOAN');
  const monthlyIrr = solveMonthlyRate(netDisbursed, instalment, input.months, HIGHEST_MONTHLY_IRR);
  if (monthlyIrr === undefined) throw new LoanMathError('RATE_NOT_FOUND');
  return monthlyIrr * 12 * 100;
}
