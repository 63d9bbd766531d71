import { type ApiErrorCode, type ApiMessage, type ErrorDetails, apiMessageText, httpStatusOf } from '@rinn/contract';

/** What an {@link ApiError} may carry besides its code and message. */
export interface ApiErrorOptions {
  /** When the client may try again (required by RATE_LIMITED). */
  readonly retryAfterSeconds?: number;
  /**
   * For a consent link that can no longer be used: the status the page puts in
   * `/expired-link?consent=…` (§4 Consent terms).
   */
  readonly consentStatus?: ErrorDetails['consentStatus'];
  /** For VALIDATION_FAILED found by a handler (not the schema): each field and its message's code. */
  readonly issues?: ReadonlyArray<{ readonly path: string; readonly message: ApiMessage }>;
}

/**
 * An error whose message is meant for the client. The contract's error code fixes the HTTP status,
 * so a handler cannot answer, say, an expired OTP with a 500.
 *
 * Its message is a code with the values it quotes (API-MSG-001): the envelope carries the English
 * text in `message` and the code in `messageCode`, so a client shows it in the page's language.
 *
 * @example
 * throw new ApiError('RATE_LIMITED', { code: 'OTP_RESEND_TOO_SOON', params: { seconds: 20 } }, { retryAfterSeconds: 20 });
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly retryAfterSeconds: number | undefined;
  readonly consentStatus: ErrorDetails['consentStatus'] | undefined;
  readonly issues: ApiErrorOptions['issues'];
  /** The message's code and values; `message` is its English text. */
  readonly apiMessage: ApiMessage;

  /**
   * @param code - the contract's error code.
   * @param message - what the user is shown, as a code with its values.
   * @param options - the details the envelope carries with this error.
   */
  constructor(
    readonly code: ApiErrorCode,
    message: ApiMessage,
    options: ApiErrorOptions = {},
  ) {
    super(apiMessageText(message, 'en'));
    this.apiMessage = message;
    this.name = 'ApiError';
    this.statusCode = httpStatusOf(code);
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.consentStatus = options.consentStatus;
    this.issues = options.issues;
  }
}
