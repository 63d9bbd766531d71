import type { AuthSession } from '../session/session.types.js';

/** What the page gives the login modal. */
export interface LoginInput {
  /** The current query string ('' or starting with '?'), kept on the way to /dashboard. */
  readonly search: string;
  /** The current path; a page that continues after the login (LOGIN-006) is returned to. */
  readonly pathname?: string;
}

/** What the login modal machine remembers between events. */
export interface LoginContext {
  readonly search: string;
  /** Where a successful login goes, without the query string (LOGIN-005, LOGIN-006). */
  readonly destination: string;
  /** Digits typed into the mobile field (non-digits stripped, at most 10). */
  readonly mobile: string;
  /** Digits typed into the OTP field (at most 4). */
  readonly otp: string;
  /** The server's message from the last failed send, resend or verify. */
  readonly error: string | null;
  readonly referenceId: string | null;
  /** Seconds until Resend OTP is offered. */
  readonly secondsLeft: number;
  readonly session: AuthSession | null;
}

/** Everything the login modal machine responds to (a UI sends them through `connect`). */
export type LoginEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'MOBILE.CHANGE'; value: string }
  | { type: 'OTP.SEND' }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' }
  | { type: 'EDIT' };

/** Input of `sendLoginOtp` (POST otp-v2). */
export interface LoginOtpRequest {
  readonly mobile: string;
}

/** Output of `sendLoginOtp` and `resendLoginOtp`. */
export interface LoginOtpSent {
  readonly referenceId: string;
}

/** Input of `resendLoginOtp`. */
export interface LoginOtpResendRequest {
  readonly mobile: string;
  readonly referenceId: string;
}

/** Input of `verifyLoginOtp` (PUT otp-v2); its output is the new session. */
export interface LoginOtpVerifyRequest {
  readonly mobile: string;
  readonly otp: string;
  readonly referenceId: string;
}
