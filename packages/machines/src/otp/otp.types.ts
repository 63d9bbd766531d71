import type { ShownMessage } from '../shared/shown-message.js';

/**
 * Who the code goes to, as the flow's own send and verify calls name it: the mobile number (login,
 * journey, contact, chatbot) or the consent link's token (the server knows the mobile behind it).
 */
export type OtpSubject = string;

/** What a flow gives the OTP machine when it invokes it. */
export interface OtpInput {
  readonly subject: OtpSubject;
  /** Seconds before Resend OTP is offered after a send (LOGIN-003: `LOGIN_RULES.resendSeconds`). */
  readonly resendSeconds?: number;
  /** When true the 4th digit verifies by itself (contact CONTACT-002, consent CONSENT-001). */
  readonly verifyOnLastDigit?: boolean;
  /**
   * The rule that lets a code be submitted: `'complete'` (4 digits) or `'login'` (LOGIN-004: 4 digits
   * and no error, or any length while the error contains "Incorrect").
   */
  readonly submitRule?: 'complete' | 'login';
  /** Whether typing a digit clears the last error (contact, consent) or keeps it (login, journey). */
  readonly clearErrorOnTyping?: boolean;
  /**
   * The message shown when the verify call answers `{ verified: false }`: the flow's §5 message as a
   * code (`{ code: 'CONTACT_OTP_INCORRECT' }`), which the UI writes in the page's language. Without
   * it a refused code shows `{ code: 'CHATBOT_OTP_INVALID' }`, the default §5 OTP message.
   */
  readonly refusedMessage?: ShownMessage;
}

/** Input of the `sendOtp` actor: a first send, or a resend of the same code's reference. */
export interface OtpSendRequest {
  readonly subject: OtpSubject;
  /** null on the first send; the last send's referenceId on a resend. */
  readonly referenceId: string | null;
  /** 1 on the first send, one more on every resend (§7 otp-v2 body `retries`). */
  readonly retries: number;
}

/** Output of the `sendOtp` actor. */
export interface OtpSent {
  readonly referenceId: string;
  /** A wait the server gave (a send limit, or a code sent moments ago); replaces `resendSeconds`. */
  readonly resendAfterSeconds?: number;
  /** The mobile the server sent to, when the flow knows it only from the server (consent). */
  readonly mobile?: string;
  /** True when no code was sent now because an earlier one still works (consent, CONSENT-006). */
  readonly sentEarlier?: boolean;
}

/** Input of the `verifyOtp` actor. */
export interface OtpVerifyRequest {
  readonly subject: OtpSubject;
  readonly otp: string;
  readonly referenceId: string;
}

/** What the OTP machine remembers between events. */
export interface OtpContext {
  readonly subject: OtpSubject;
  readonly resendSeconds: number;
  readonly verifyOnLastDigit: boolean;
  readonly submitRule: 'complete' | 'login';
  readonly clearErrorOnTyping: boolean;
  readonly refusedMessage: ShownMessage | null;
  /** The reference of the code last sent; owned here, given to every resend and verify. */
  readonly referenceId: string | null;
  /** How many sends of this code so far (1 after the first send). */
  readonly retries: number;
  /** Digits typed (at most 4). */
  readonly otp: string;
  /**
   * The message of the last failed send, resend or verify (the server's words, as a string), or of
   * a refused code (the flow's message code).
   */
  readonly error: ShownMessage | null;
  /** What the last failed call rejected with, for flows that branch on it (consent's link status). */
  readonly failure: unknown;
  /** Whole seconds until Resend OTP is offered. */
  readonly secondsLeft: number;
  /** The last successful send's answer. */
  readonly sent: OtpSent | null;
}

/** Everything the OTP machine responds to; its parent forwards them from the UI. */
export type OtpEvent = { type: 'OTP.CHANGE'; value: string } | { type: 'OTP.SUBMIT' } | { type: 'OTP.RESEND' };

/** What the OTP machine ends with: the verified code's result, or the first send's failure. */
export type OtpOutcome<TResult> =
  | { readonly status: 'verified'; readonly referenceId: string; readonly retries: number; readonly sent: OtpSent; readonly result: TResult }
  | { readonly status: 'unsent'; readonly error: ShownMessage; readonly failure: unknown };

/** What the OTP machine tells its parent while it runs (the parent may ignore it). */
export type OtpReport = { type: 'OTP.FAILED'; during: 'resend' | 'verify'; error: ShownMessage; failure: unknown };
