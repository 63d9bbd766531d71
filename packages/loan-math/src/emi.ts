import { annuityPayment, monthlyRateOf } from './annuity.js';
import { LoanMathError } from './errors.js';
import { assertLoanTerms, type LoanTerms } from './loan-terms.js';

/** How an instalment is rounded: to the nearest rupee (Rinn's EMI), to the nearest paisa, or not at all. */
export type EmiRounding = 'rupee' | 'paisa' | 'none';

/** Loan terms and, optionally, how the EMI is rounded (default `'rupee'`). */
export interface EmiInput extends LoanTerms {
  readonly rounding?: EmiRounding | undefined;
}

/** The instalment rounded as asked; an unknown rounding is an error, not a silent default. */
export function roundInstalment(payment: number, rounding: EmiRounding | undefined): number {
  switch (rounding ?? 'rupee') {
    case 'rupee':
      return Math.round(payment);
    case 'paisa':
      return Math.round(payment * 100) / 100;
    case 'none':
      return payment;
    default:
      throw new LoanMathError('INVALID_ROUNDING');
  }
}

/**
 * Monthly instalment (EMI) of a level-payment loan, in whole rupees.
 *
 * @rule EMI-001 The EMI is computed monthly from the annual rate over 1200 and rounded to the
 *   nearest rupee (half a rupee rounds up).
 * @spec §9 Calculators
 * @formula EMI = round(P · r · (1 + r)^n / ((1 + r)^n − 1)), r = annual rate / 1200
 * @workedExample ₹1,00,000 at 10 % for 60 months: 2,124.70 → EMI ₹2,125. The spec's "about 2,124"
 *   is this figure cut off rather than rounded; 9.99 % gives 2,124.21 → ₹2,124.
 * @rule EMI-002 At a 0 % rate the EMI is the principal divided by the months, rounded to the
 *   nearest rupee.
 * @spec §9 Calculators
 * @workedExample ₹1,00,000 at 0 % for 60 months → EMI ₹1,667
 * @rule EMI-005 On request the EMI is rounded to the nearest paisa (`rounding: 'paisa'`, half a
 *   paisa rounding up) or left unrounded (`'none'`) instead of to the rupee; any other rounding is
 *   rejected with `INVALID_ROUNDING`.
 * @workedExample ₹47,000 at 21 % for 24 months: 2,415.1256 → ₹2,415.13 to the paisa, ₹2,415 to
 *   the rupee
 * @param terms - principal in rupees, annual rate in percent, tenure in months, and optionally the
 *   rounding (`'rupee'` unless stated)
 * @returns the EMI in rupees, rounded as asked
 * @throws {@link LoanMathError} `MISSING_INPUT` without an argument, `INVALID_ROUNDING`, or when
 *   the terms are invalid (see {@link assertLoanTerms})
 * @example
 * ```ts
 * emi({ principal: 100_000, annualRatePercent: 10, months: 60 }); // 2125
 * emi({ principal: 47_000, annualRatePercent: 21, months: 24, rounding: 'paisa' }); // 2415.13
 * ```
 */
export function emi(terms: EmiInput): number {
  assertLoanTerms(terms);
  return roundInstalment(annuityPayment(terms.principal, monthlyRateOf(terms.annualRatePercent), terms.months), terms.rounding);
}
