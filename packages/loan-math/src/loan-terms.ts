import { AMOUNT_SLIDER, DURATION_SLIDER, INTEREST_SLIDER } from './calculator-constants.js';
import { LoanMathError } from './errors.js';

/**
 * The three numbers every level-payment loan is made of.
 */
export interface LoanTerms {
  /** Amount lent, in rupees. */
  readonly principal: number;
  /** Nominal annual interest rate in percent (10 means 10 % a year). */
  readonly annualRatePercent: number;
  /** Number of monthly instalments. */
  readonly months: number;
}

/**
 * Outer limits of what the library computes. The principal cap keeps every amount, total and
 * interest product of a schedule an exact integer of paise below 2^53; the rate and tenure caps
 * exclude nothing a real consumer loan can have.
 *
 * @example
 * ```ts
 * LOAN_LIMITS.maxMonths; // 1200
 * ```
 */
export const LOAN_LIMITS = {
  maxPrincipal: 10_000_000_000,
  maxAnnualRatePercent: 100,
  maxMonths: 1200,
} as const;

/**
 * Rejects loan terms no loan can have.
 *
 * @rule EMI-003 Loan terms are rejected with a typed `LoanMathError` unless the principal is a
 *   finite amount above 0 and at most ₹1,000 crore, the annual rate is finite from 0 to 100 %, and
 *   the tenure is a whole number of months from 1 to 1200.
 * @spec §9 Calculators
 * @param terms - the loan to check
 * @throws {@link LoanMathError} `INVALID_PRINCIPAL`, `INVALID_RATE` or `INVALID_TENURE`
 * @example
 * ```ts
 * assertLoanTerms({ principal: 100_000, annualRatePercent: 10, months: 60 }); // passes
 * assertLoanTerms({ principal: 100_000, annualRatePercent: 10, months: 6.5 }); // throws INVALID_TENURE
 * ```
 */
export function assertLoanTerms(terms: LoanTerms): void {
  assertInputObject(terms);
  const { principal, annualRatePercent, months } = terms;
  if (typeof principal !== 'number' || !Number.isFinite(principal) || principal <= 0 || principal > LOAN_LIMITS.maxPrincipal) {
    throw new LoanMathError('INVALID_PRINCIPAL');
  }
  assertRateAndTenure(annualRatePercent, months);
}

/** The rate and tenure checks of EMI-003, for callers that compute the principal themselves. */
export function assertRateAndTenure(annualRatePercent: number, months: number): void {
  if (typeof annualRatePercent !== 'number' || !Number.isFinite(annualRatePercent) || annualRatePercent < 0 || annualRatePercent > LOAN_LIMITS.maxAnnualRatePercent) {
    throw new LoanMathError('INVALID_RATE');
  }
  if (!Number.isInteger(months) || months < 1 || months > LOAN_LIMITS.maxMonths) {
    throw new LoanMathError('INVALID_TENURE');
  }
}

/**
 * Rejects a missing or non-object argument, so a call without its input fails with a
 * `LoanMathError` rather than a `TypeError` from reading a property of `undefined`.
 *
 * @rule EMI-004 Every function of the library rejects a missing argument, or one that is not an
 *   object where an object is expected, with a `LoanMathError` coded `MISSING_INPUT`; no input
 *   makes it throw anything but a `LoanMathError`.
 * @param input - the argument as received
 * @throws {@link LoanMathError} `MISSING_INPUT`
 */
export function assertInputObject(input: unknown): asserts input is object {
  if (typeof input !== 'object' || input === null) throw new LoanMathError('MISSING_INPUT');
}

/**
 * `Array.isArray` that keeps the element type: on a typed list it narrows to that list, where
 * `Array.isArray` would narrow to `any[]`.
 *
 * @param value - the value as received
 * @returns whether it is an array
 */
export function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

/**
 * Rejects terms the calculator sliders cannot produce, for callers that want the calculator's
 * limits enforced (the CLI, the API) rather than the library's wider ones.
 *
 * @rule CALC-001 Calculator inputs must lie within the slider ranges of §3: amount ₹10,000 to
 *   ₹25,00,000, rate 2 % to 30 % a year, tenure 1 to 7 years (12 to 84 whole months).
 * @spec §3 Calculator inputs; §9 Calculators
 * @param terms - the loan to check
 * @throws {@link LoanMathError} `OUT_OF_CALCULATOR_RANGE` (after the checks of {@link assertLoanTerms})
 * @example
 * ```ts
 * assertCalculatorInputs({ principal: 500_000, annualRatePercent: 12, months: 36 }); // passes
 * assertCalculatorInputs({ principal: 5_000, annualRatePercent: 12, months: 36 }); // throws
 * ```
 */
export function assertCalculatorInputs(terms: LoanTerms): void {
  assertLoanTerms(terms);
  const inRange = (value: number, min: number, max: number): boolean => value >= min && value <= max;
  if (
    !inRange(terms.principal, AMOUNT_SLIDER.min, AMOUNT_SLIDER.max) ||
    !inRange(terms.annualRatePercent, INTEREST_SLIDER.min, INTEREST_SLIDER.max) ||
    !inRange(terms.months, DURATION_SLIDER.min * 12, DURATION_SLIDER.max * 12)
  ) {
    throw new LoanMathError('OUT_OF_CALCULATOR_RANGE');
  }
}
