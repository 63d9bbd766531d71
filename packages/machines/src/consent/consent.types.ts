import type { ShownMessage } from '../shared/shown-message.js';
import type { OtpReport, OtpSent } from '../otp/otp.types.js';

/** What the tokenised consent link gives the page (§2 Consent terms page). */
export interface ConsentInput {
  readonly token: string;
  /** The link's ckyc query value: whether a CKYC lookup follows the decision. */
  readonly ckyc: boolean;
  readonly origin: string;
}

/** The customer's decision (§3 Consent submission value.status). */
export type ConsentDecision = 'approved' | 'rejected';

/** Where OTP verification stands; the page heading follows it. */
export type ConsentOtpStatus = 'entering' | 'verifying' | 'verified' | 'invalid';

/** What the consent flow machine remembers between events. */
export interface ConsentContext {
  readonly token: string;
  readonly ckyc: boolean;
  readonly origin: string;
  readonly mobile: string | null;
  /** The reference of the verified OTP (the OTP child owns it until then); the CKYC lookup names it. */
  readonly referenceId: string | null;
  /** 'verified' once the OTP child verified the code; while it runs its state gives the status. */
  readonly otpStatus: ConsentOtpStatus;
  /** The server's message from the last failed call, shown inline. */
  readonly error: ShownMessage | null;
  readonly loanInitiatedChecked: boolean;
  readonly whatsappOptIn: boolean;
  readonly decision: ConsentDecision | null;
  readonly ckycId: string | null;
  /** The consent status the submission answered with, when the link can no longer be used. */
  readonly expiredStatus: string | null;
}

/** Everything the consent flow machine responds to (a UI sends them through `connect`). */
export type ConsentEvent =
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'RETRY' }
  | { type: 'OTP.RESEND' }
  | { type: 'LOAN_INITIATED.TOGGLE' }
  | { type: 'WHATSAPP.TOGGLE' }
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'DECLINE.CONFIRM' }
  | { type: 'DECLINE.CANCEL' }
  /** Sent by the OTP child when a resend or a verify fails (the link may have become unusable). */
  | OtpReport;

/**
 * What the consent OTP child's `sendOtp` (GET consent/otp-v2) answers: a code sent now, or — when the server refused
 * a new one because one was sent moments ago (the link reopened) — the earlier code, which still
 * works, with the wait before another may be sent.
 */
export interface ConsentOtpSent extends OtpSent {
  readonly mobile: string;
  readonly referenceId: string;
  /** Whole seconds until a new OTP may be asked for. */
  readonly resendAfterSeconds: number;
  /** True when no code was sent now because an earlier one is still waiting to be used. */
  readonly sentEarlier: boolean;
}

/** What the consent OTP child's `verifyOtp` (PUT consent/otp-v2) answers: the token to use from now on. */
export interface ConsentOtpVerified {
  readonly token: string;
}

/** Input of `submitConsent` (PUT consent). */
export interface ConsentSubmission {
  readonly token: string;
  readonly status: ConsentDecision;
  readonly extraInfo: { readonly whatsappOptIn: boolean; readonly loanInitiatedChecked: boolean; readonly ckyc: boolean };
}

/** Output of `submitConsent`: a consent status when the link can no longer be used (e.g. expired). */
export interface ConsentSubmitted {
  readonly consentStatus: string | null;
}

/** Input of `fetchCkycStatus` (GET ckyc/status/{referenceId}). */
export interface CkycQuery {
  readonly referenceId: string;
  readonly origin: string;
}

/** Output of `fetchCkycStatus`. */
export interface CkycStatus {
  readonly message: string;
  readonly ckycId: string | null;
}
