import { type ApiErrorCode, type ErrorDetails, httpStatusOf } from '@rinn/contract';

/** What an {@link ApiError} may carry besides its code and message. */
export interface ApiErrorOptions {
  /** When the client may try again (required by RATE_LIMITED). */
  readonly retryAfterSeconds?: number;
  /**
   * For a consent link that can no longer be used: the status the page puts in
   * `/expired-link?consent=…` (§4 Consent terms).
   */
  readonly consentStatus?: ErrorDetails['consentStatus'];
  /** For VALIDATION_FAILED found by a handler (not the schema): each field and its message. */
  readonly issues?: ErrorDetails['issues'];
}

/**
 * An error whose message is meant for the client. The contract's error code fixes the HTTP status,
 * so a handler cannot answer, say, an expired OTP with a 500.
 *
 * @example
 * throw new ApiError('RATE_LIMITED', messages.otpResendTooSoon(20), { retryAfterSeconds: 20 });
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly retryAfterSeconds: number | undefined;
  readonly consentStatus: ErrorDetails['consentStatus'] | undefined;
  readonly issues: ErrorDetails['issues'] | undefined;

  /**
   * @param code - the contract's error code.
   * @param message - the text shown to the user.
   * @param options - the details the envelope carries with this error.
   */
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    options: ApiErrorOptions = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = httpStatusOf(code);
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.consentStatus = options.consentStatus;
    this.issues = options.issues;
  }
}
