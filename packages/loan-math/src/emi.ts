import { annuityPayment, monthlyRateOf } from './annuity.js';
import { assertLoanTerms, type LoanTerms } from './loan-terms.js';

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
 * @param terms - principal in rupees, annual rate in percent, tenure in months
 * @returns the EMI in whole rupees
 * @throws {@link LoanMathError} when the terms are invalid (see {@link assertLoanTerms})
 * @example
 * ```ts
 * emi({ principal: 100_000, annualRatePercent: 10, months: 60 }); // 2125
 * ```
 */
export function emi(terms: LoanTerms): number {
  assertLoanTerms(terms);
  return Math.round(annuityPayment(terms.principal, monthlyRateOf(terms.annualRatePercent), terms.months));
}
