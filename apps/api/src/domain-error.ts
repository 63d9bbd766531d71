import { type ApiMessage, type ErrorDetails, type ServerMessage, apiMessageText } from '@rinn/contract';

/** The codes of the server's messages that report a success, never a refusal. */
type SuccessMessageCode =
  | 'OK'
  | 'OTP_SENT'
  | 'OTP_VERIFIED'
  | 'LEAD_CREATED'
  | 'FEEDBACK_SAVED'
  | 'CONTACT_MESSAGE_SENT'
  | 'ANALYTICS_STORED'
  | 'LOGGED_OUT'
  | 'CONSENT_OTP_SENT'
  | 'CONSENT_OTP_VERIFIED'
  | 'CONSENT_APPROVED'
  | 'CONSENT_REJECTED'
  | 'OPT_OUT_RECORDED'
  | 'PAYOUT_SAVED'
  | 'STEP_SAVED'
  | 'APPLIED';

/** Each kind of message with its success codes left out. */
type WithoutSuccess<M> = M extends { readonly code: infer C }
  ? [Exclude<C, SuccessMessageCode>] extends [never]
    ? never
    : Omit<M, 'code'> & { readonly code: Exclude<C, SuccessMessageCode> }
  : never;

/** A message that says why something was refused: the server's own, or a field's or step's rule. */
export type RefusalMessage = WithoutSuccess<ApiMessage>;

/** The server's refusals (not a field's or step's rule), by code. */
export type ServerRefusalCode = Exclude<ServerMessage['code'], SuccessMessageCode>;

/** What a {@link DomainError} may carry besides its message. */
export interface DomainErrorOptions {
  /** When the client may try again (every rate limit gives it). */
  readonly retryAfterSeconds?: number;
  /**
   * For a consent link that can no longer be used: the status the page puts in
   * `/expired-link?consent=…` (§4 Consent terms).
   */
  readonly consentStatus?: ErrorDetails['consentStatus'];
  /** For a refusal of some fields found by a service (not the schema): each field and its message. */
  readonly issues?: ReadonlyArray<{ readonly path: string; readonly message: RefusalMessage }>;
}

/**
 * Why a use case refused: a message code with the values it quotes, and the details a client needs
 * to act on it. It knows nothing of HTTP: the server's error handler maps its code to the
 * contract's error code, and so to the status, in one place (`http/error-codes.ts`); the English
 * `message` is the catalogue's (API-MSG-001).
 *
 * @example
 * throw new DomainError({ code: 'OTP_RESEND_TOO_SOON', params: { seconds: 20 } }, { retryAfterSeconds: 20 });
 */
export class DomainError extends Error {
  readonly reason: RefusalMessage;
  readonly retryAfterSeconds: number | undefined;
  readonly consentStatus: ErrorDetails['consentStatus'] | undefined;
  readonly issues: DomainErrorOptions['issues'];

  /**
   * @param reason - why, as a message code with its values.
   * @param options - what the client needs besides the message.
   */
  constructor(reason: RefusalMessage, options: DomainErrorOptions = {}) {
    super(apiMessageText(reason, 'en'));
    this.name = 'DomainError';
    this.reason = reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.consentStatus = options.consentStatus;
    this.issues = options.issues;
  }
}
