import type { ShownMessage } from '../shared/shown-message.js';
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
  /** The server's message from the last failed first send (the OTP child keeps the OTP step's). */
  readonly error: ShownMessage | null;
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
