import { emi } from './emi.js';
import { LoanMathError } from './errors.js';
import { LOAN_LIMITS, type LoanTerms } from './loan-terms.js';

/**
 * What a calculator shows under its sliders.
 */
export interface LoanSummary {
  /** Monthly instalment in whole rupees. */
  readonly emi: number;
  /** EMI × months, in rupees. */
  readonly totalPayable: number;
  /** Total payable − principal, in rupees. */
  readonly totalInterest: number;
}

/**
 * EMI, total payable and total interest of a loan, as the calculators display them.
 *
 * @rule SUM-001 The payable amount is the rounded EMI times the number of months, and the total
 *   interest is the payable amount minus the principal.
 * @spec §9 Calculators
 * @formula totalPayable = EMI · n; totalInterest = EMI · n − P
 * @workedExample ₹1,00,000 at 10 % for 60 months → EMI ₹2,125, payable ₹1,27,500, interest ₹27,500
 * @param terms - principal in rupees, annual rate in percent, tenure in months
 * @returns the EMI, total payable and total interest in rupees
 * @throws {@link LoanMathError} when the terms are invalid (see {@link assertLoanTerms})
 * @example
 * ```ts
 * loanSummary({ principal: 100_000, annualRatePercent: 10, months: 60 });
 * // { emi: 2125, totalPayable: 127500, totalInterest: 27500 }
 * ```
 */
export function loanSummary(terms: LoanTerms): LoanSummary {
  const monthlyInstalment = emi(terms);
  const totalPayable = monthlyInstalment * terms.months;
  return { emi: monthlyInstalment, totalPayable, totalInterest: totalPayable - terms.principal };
}

/** Unit a calculator's duration slider is in. */
export type TenureUnit = 'years' | 'months';

/**
 * Number of monthly instalments for a calculator duration.
 *
 * @rule SUM-002 Car calculators give the duration in years, which count as years × 12 months;
 *   the two-wheeler calculator gives it in months, used as given.
 * @spec §9 Calculators
 * @param duration - the slider value: a whole number above 0
 * @param unit - `'years'` for car loans, `'months'` for two-wheelers
 * @returns the tenure in months
 * @throws {@link LoanMathError} `INVALID_TENURE` when the duration is not a whole number above 0
 *   (or the months exceed 1200); `INVALID_TENURE_UNIT` for any other unit
 * @example
 * ```ts
 * tenureInMonths(5, 'years'); // 60
 * tenureInMonths(18, 'months'); // 18
 * ```
 */
export function tenureInMonths(duration: number, unit: TenureUnit): number {
  if (unit !== 'years' && unit !== 'months') throw new LoanMathError('INVALID_TENURE_UNIT');
  if (typeof duration !== 'number') throw new LoanMathError('INVALID_TENURE');
  const months = unit === 'years' ? duration * 12 : duration;
  if (!Number.isInteger(duration) || duration < 1 || months > LOAN_LIMITS.maxMonths) throw new LoanMathError('INVALID_TENURE');
  return months;
}
