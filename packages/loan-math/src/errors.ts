import { LOAN_MATH_MESSAGES } from './messages.js';

/**
 * Stable codes for every error `@rinn/loan-math` throws, so callers can branch without parsing text.
 */
export type LoanMathErrorCode = keyof typeof LOAN_MATH_MESSAGES;

/**
 * The one error class of `@rinn/loan-math`: input no loan can have (a negative amount, a
 * fractional tenure, a rate above 100 % …). Its message is `LOAN_MATH_MESSAGES[code]`.
 *
 * @example
 * ```ts
 * try { emi({ principal: 0, annualRatePercent: 10, months: 12 }); } catch (error) {
 *   if (error instanceof LoanMathError && error.code === 'INVALID_PRINCIPAL') { … }
 * }
 * ```
 */
export class LoanMathError extends Error {
  /** Stable machine-readable code. */
  readonly code: LoanMathErrorCode;

  /**
   * @param code - stable code of the failure; the message is looked up from it
   */
  constructor(code: LoanMathErrorCode) {
    super(LOAN_MATH_MESSAGES[code]);
    this.name = 'LoanMathError';
    this.code = code;
  }
}
