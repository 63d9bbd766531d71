import { type ApiErrorCode, type ErrorDetails, httpStatusOf } from '@rinn/contract';

/**
 * An error whose message is meant for the client. The contract's error code fixes the HTTP status,
 * so a handler cannot answer, say, an expired OTP with a 500.
 */
export class ApiError extends Error {
  readonly statusCode: number;

  /**
   * @param code - the contract's error code.
   * @param message - the text shown to the user.
   * @param retryAfterSeconds - when the client may try again (required by RATE_LIMITED).
   * @param consentStatus - for a consent link that can no longer be used: the status the page puts
   *   in `/expired-link?consent=…` (§4 Consent terms).
   * @param issues - for VALIDATION_FAILED found by a handler (not the schema): each field and its message.
   */
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
    readonly consentStatus?: ErrorDetails['consentStatus'],
    readonly issues?: ErrorDetails['issues'],
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = httpStatusOf(code);
  }
}
