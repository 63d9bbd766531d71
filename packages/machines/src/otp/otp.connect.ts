import { LOGIN_RULES } from '@rinn/rules';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import { numericInputProps, type NumericInputProps } from '../shared/numeric-input.js';
import { resendCountdownLabel, canSubmitOtp, type otpMachine } from './otp.machine.js';
import type { ShownMessage } from '../shared/shown-message.js';
import type { OtpEvent, OtpSent } from './otp.types.js';

/** What a flow's connect reads from its OTP child. */
export interface OtpView {
  /** The first send is under way (the flow still shows its mobile step). */
  readonly sending: boolean;
  /** A code was sent and the OTP box shows. */
  readonly sent: boolean;
  /** A send, resend or verify is under way. */
  readonly busy: boolean;
  readonly verifying: boolean;
  /** A resend is under way. */
  readonly resending: boolean;
  readonly otp: string;
  /** The last failure's message: the server's words, or the flow's code for a refused code. */
  readonly error: ShownMessage | null;
  /** What the last failed call rejected with. */
  readonly failure: unknown;
  readonly referenceId: string | null;
  readonly canSubmit: boolean;
  readonly canResend: boolean;
  readonly secondsLeft: number;
  /** '00:SS' (or MM:SS for a longer wait the server gave). */
  readonly resendLabel: string;
  /** The last successful send's answer. */
  readonly lastSent: OtpSent | null;
}

const NO_OTP: OtpView = {
  sending: false,
  sent: false,
  busy: false,
  verifying: false,
  resending: false,
  otp: '',
  error: null,
  failure: null,
  referenceId: null,
  canSubmit: false,
  canResend: false,
  secondsLeft: 0,
  resendLabel: resendCountdownLabel(0),
  lastSent: null,
};

type OtpSnapshot = SnapshotFrom<typeof otpMachine>;

function isOtpSnapshot(snapshot: unknown): snapshot is OtpSnapshot {
  return typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && 'context' in snapshot
    && typeof snapshot.context === 'object' && snapshot.context !== null && 'retries' in snapshot.context;
}

/**
 * The OTP child's state as its parent's connect shows it; no child (or one that has ended) reads as
 * no OTP at all.
 *
 * @param child - the parent snapshot's `children.otp`.
 * @returns the OTP view.
 * @example
 * ```ts
 * const otp = otpView(snapshot.children.otp);
 * otp.resendLabel; // '00:30'
 * ```
 */
export function otpView(child: AnyActorRef | undefined): OtpView {
  const snapshot: unknown = child?.getSnapshot();
  if (!isOtpSnapshot(snapshot) || snapshot.status !== 'active') return NO_OTP;
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const verifying = snapshot.matches({ sent: { code: 'verifying' } });
  return {
    sending: snapshot.matches('sending'),
    sent: snapshot.matches('sent'),
    busy,
    verifying,
    resending: snapshot.matches({ sent: { resend: 'resending' } }),
    otp: context.otp,
    error: context.error,
    failure: context.failure,
    referenceId: context.referenceId,
    canSubmit: snapshot.matches('sent') && !busy && canSubmitOtp(context),
    canResend: snapshot.matches({ sent: { resend: 'available' } }),
    secondsLeft: context.secondsLeft,
    resendLabel: resendCountdownLabel(context.secondsLeft),
    lastSent: context.sent,
  };
}

/**
 * The props of the OTP box, the same in every flow that shows it on its own page (login, the
 * application journey): the code typed so far, its length, and Enter verifying it; the parent
 * forwards the events to its OTP child.
 *
 * @param otp - the child's view ({@link otpView}).
 * @param invalid - whether the box shows a refusal.
 * @param send - the parent's `send`.
 * @returns the input's neutral props.
 */
export function otpInputProps(otp: OtpView, invalid: boolean, send: Send<Extract<OtpEvent, { type: 'OTP.CHANGE' | 'OTP.SUBMIT' }>>): NumericInputProps {
  return numericInputProps({
    value: otp.otp,
    maxLength: LOGIN_RULES.otpLength,
    invalid,
    onValueChange: (value) => send({ type: 'OTP.CHANGE', value }),
    onEnter: () => send({ type: 'OTP.SUBMIT' }),
  });
}
