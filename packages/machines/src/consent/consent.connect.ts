import type { ShownMessage } from '../shared/shown-message.js';
import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import { otpView } from '../otp/otp.connect.js';
import type { consentMachine } from './consent.machine.js';
import type { ConsentEvent, ConsentOtpStatus } from './consent.types.js';

/** Which screen of the consent flow shows. */
export type ConsentScreen = 'loading' | 'otpUnavailable' | 'otp' | 'terms' | 'confirmDecline' | 'submitting' | 'accepted' | 'rejected' | 'expired';

/** What a UI needs to render the consent pages. */
export interface ConsentApi {
  readonly screen: ConsentScreen;
  /** Drives the OTP heading: entering, verifying, verified or invalid. */
  readonly otpStatus: ConsentOtpStatus;
  readonly mobile: string | null;
  readonly otp: string;
  /** The server's message, or the OTP check's code for a refused code, shown inline. */
  readonly error: ShownMessage | null;
  readonly loanInitiatedChecked: boolean;
  readonly whatsappOptIn: boolean;
  /** The OTP box is for a code sent before this visit (CONSENT-006). */
  readonly otpSentEarlier: boolean;
  /** The wait before Resend OTP as 00:SS while it counts down, or null once Resend OTP is offered. */
  readonly resendCountdown: string | null;
  readonly canAccept: boolean;
  /** The CKYC id shown on the accepted screen. */
  readonly ckycId: string | null;
  getOtpInputProps(): { readonly value: string; readonly disabled: boolean; readonly onChange: (value: string) => void };
  getLoanInitiatedProps(): { readonly checked: boolean; readonly onChange: () => void };
  getWhatsappProps(): { readonly checked: boolean; readonly onChange: () => void };
  getAcceptProps(): { readonly disabled: boolean; readonly onClick: () => void };
  getDeclineProps(): { readonly onClick: () => void };
  /** The No and Yes buttons of the decline confirmation. */
  getDeclineNoProps(): { readonly onClick: () => void };
  getDeclineYesProps(): { readonly onClick: () => void };
  getRetryProps(): { readonly onClick: () => void };
  /** Resend OTP: offered once the countdown reaches zero. */
  getResendProps(): { readonly disabled: boolean; readonly onClick: () => void };
}

/**
 * Turns a consent snapshot into plain values and prop-getters.
 *
 * @param snapshot - the consent actor's snapshot.
 * @param send - the consent actor's `send`.
 * @returns the consent view model.
 * @example
 * ```ts
 * const { screen, otpStatus, getAcceptProps } = connectConsent(actor.getSnapshot(), (event) => actor.send(event));
 * ```
 */
export function connectConsent(snapshot: SnapshotFrom<typeof consentMachine>, send: Send<ConsentEvent>): ConsentApi {
  const { context } = snapshot;
  const otp = otpView(snapshot.children.otp);
  // Asking for a code, the first time or again (Resend OTP), shows the loading screen.
  const screen: ConsentScreen = snapshot.matches('otp')
    ? (otp.sent && !otp.resending ? 'otp' : 'loading')
    : snapshot.matches('otpUnavailable')
      ? 'otpUnavailable'
      : snapshot.matches({ terms: 'confirmingDecline' })
        ? 'confirmDecline'
        : snapshot.matches('terms')
          ? 'terms'
          : snapshot.matches('accepted')
            ? 'accepted'
            : snapshot.matches('rejected') ? 'rejected' : snapshot.matches('linkExpired') ? 'expired' : 'submitting';
  const canAccept = screen === 'terms' && context.loanInitiatedChecked;
  const resendAvailable = screen === 'otp' && otp.canResend;
  const otpStatus: ConsentOtpStatus = screen !== 'otp' ? context.otpStatus : otp.verifying ? 'verifying' : otp.error !== null ? 'invalid' : 'entering';
  const typed = screen === 'otp' ? otp.otp : '';
  return {
    screen,
    otpStatus,
    mobile: otp.lastSent?.mobile ?? context.mobile,
    otp: typed,
    error: context.error ?? (screen === 'otp' ? otp.error : null),
    loanInitiatedChecked: context.loanInitiatedChecked,
    whatsappOptIn: context.whatsappOptIn,
    otpSentEarlier: screen === 'otp' && otp.lastSent?.sentEarlier === true,
    resendCountdown: screen === 'otp' && !resendAvailable ? otp.resendLabel : null,
    canAccept,
    ckycId: context.ckycId,
    getOtpInputProps: () => ({
      value: typed,
      disabled: otpStatus === 'verifying',
      onChange: (value) => send({ type: 'OTP.CHANGE', value }),
    }),
    getLoanInitiatedProps: () => ({ checked: context.loanInitiatedChecked, onChange: () => send({ type: 'LOAN_INITIATED.TOGGLE' }) }),
    getWhatsappProps: () => ({ checked: context.whatsappOptIn, onChange: () => send({ type: 'WHATSAPP.TOGGLE' }) }),
    getAcceptProps: () => ({ disabled: !canAccept, onClick: () => send({ type: 'ACCEPT' }) }),
    getDeclineProps: () => ({ onClick: () => send({ type: 'DECLINE' }) }),
    getDeclineNoProps: () => ({ onClick: () => send({ type: 'DECLINE.CANCEL' }) }),
    getDeclineYesProps: () => ({ onClick: () => send({ type: 'DECLINE.CONFIRM' }) }),
    getRetryProps: () => ({ onClick: () => send({ type: 'RETRY' }) }),
    getResendProps: () => ({ disabled: !resendAvailable, onClick: () => send({ type: 'OTP.RESEND' }) }),
  };
}
