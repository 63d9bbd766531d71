/**
 * Stable codes for every error `@rinn/rules` throws, so callers can branch without parsing text.
 */
export type RulesErrorCode =
  | 'CREDIT_SCORE_OUT_OF_RANGE'
  | 'INVALID_TIMESTAMP'
  | 'MISSING_APPLICATION_ID'
  | 'INVALID_JOURNEY_START'
  | 'INVALID_PAGE_SIZE'
  | 'INVALID_PATH';

/**
 * The one error class of `@rinn/rules`: a programming or data error at a rule's boundary
 * (a score outside 300–900, an unparseable timestamp …), never a user-facing validation message.
 *
 * @example
 * ```ts
 * try { scoreBand(950); } catch (error) {
 *   if (error instanceof RulesError && error.code === 'CREDIT_SCORE_OUT_OF_RANGE') { … }
 * }
 * ```
 */
export class RulesError extends Error {
  /** Stable machine-readable code. */
  readonly code: RulesErrorCode;

  /**
   * @param code - stable code of the failure
   * @param message - a clear English explanation for developers and logs
   */
  constructor(code: RulesErrorCode, message: string) {
    super(message);
    this.name = 'RulesError';
    this.code = code;
  }
}
