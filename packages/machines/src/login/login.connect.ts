import { LOGIN_RULES } from '@rinn/rules';
import { validators, type FieldMessage } from '@rinn/validation';
import type { ShownMessage } from '../shared/shown-message.js';
import type { SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import { numericInputProps, type NumericInputProps } from '../shared/numeric-input.js';
import { resendCountdownLabel } from '../otp/otp.machine.js';
import { otpInputProps, otpView } from '../otp/otp.connect.js';
import { canGetOtp, type loginMachine } from './login.machine.js';
import type { LoginEvent } from './login.types.js';

/** Which step of the login modal shows. */
export type LoginStep = 'closed' | 'mobile' | 'otp' | 'signedIn';

/** What a UI needs to render the login modal. */
export interface LoginApi {
  readonly step: LoginStep;
  readonly isOpen: boolean;
  /** True while a send, resend or verify is under way. */
  readonly isBusy: boolean;
  readonly mobile: string;
  /** The §5 mobile message while the field is non-empty and invalid (the error border shows). */
  readonly mobileError: FieldMessage | null;
  readonly otp: string;
  /**
   * The server's message from the last failed call, or the OTP check's code for a refused code,
   * shown under its field.
   */
  readonly error: ShownMessage | null;
  /** The sent flag: an OTP has been sent and the OTP step shows. */
  readonly otpSent: boolean;
  readonly canGetOtp: boolean;
  readonly canContinue: boolean;
  readonly canResend: boolean;
  /** '00:SS' while the resend countdown runs. */
  readonly resendLabel: string;
  getMobileInputProps(): NumericInputProps;
  getOtpInputProps(): NumericInputProps;
  getGetOtpProps(): LoginButtonProps;
  getContinueProps(): LoginButtonProps;
  getResendProps(): LoginButtonProps;
  getEditProps(): LoginButtonProps;
  getCloseProps(): LoginButtonProps;
}

/** Props of a button (always with both, unlike the neutral `ButtonProps`). */
export interface LoginButtonProps {
  readonly disabled: boolean;
  readonly onClick: () => void;
}

/**
 * Turns a login snapshot into plain values and prop-getters.
 *
 * @param snapshot - the login actor's snapshot.
 * @param send - the login actor's `send`.
 * @returns the login modal view model.
 * @example
 * ```ts
 * const { step, getMobileInputProps, getGetOtpProps } = connectLogin(actor.getSnapshot(), (event) => actor.send(event));
 * ```
 */
export function connectLogin(snapshot: SnapshotFrom<typeof loginMachine>, send: Send<LoginEvent>): LoginApi {
  const { context } = snapshot;
  const otp = otpView(snapshot.children.otp);
  const step: LoginStep = snapshot.matches('closed')
    ? 'closed'
    : snapshot.matches('signedIn')
      ? 'signedIn'
      : otp.sent ? 'otp' : 'mobile';
  const isBusy = snapshot.hasTag('busy') || otp.busy || (snapshot.matches({ open: 'otp' }) && !otp.sent);
  const error = step === 'otp' ? otp.error : context.error;
  const mobileCheck = validators.loginMobile(context.mobile);
  const mobileError = context.mobile !== '' && !mobileCheck.ok ? mobileCheck.issue : null;
  const getOtpEnabled = step === 'mobile' && !isBusy && canGetOtp(context);
  const continueEnabled = step === 'otp' && otp.canSubmit;
  const canResend = step === 'otp' && otp.canResend;
  return {
    step,
    isOpen: step === 'mobile' || step === 'otp',
    isBusy,
    mobile: context.mobile,
    mobileError,
    otp: otp.otp,
    error,
    otpSent: step === 'otp',
    canGetOtp: getOtpEnabled,
    canContinue: continueEnabled,
    canResend,
    resendLabel: step === 'otp' ? otp.resendLabel : resendCountdownLabel(LOGIN_RULES.resendSeconds),
    getMobileInputProps: () =>
      numericInputProps({
        value: context.mobile,
        maxLength: LOGIN_RULES.mobileLength,
        invalid: mobileError !== null,
        onValueChange: (value) => send({ type: 'MOBILE.CHANGE', value }),
        onEnter: () => send({ type: 'OTP.SEND' }),
      }),
    getOtpInputProps: () => otpInputProps(otp, error !== null, send),
    getGetOtpProps: () => ({ disabled: !getOtpEnabled, onClick: () => send({ type: 'OTP.SEND' }) }),
    getContinueProps: () => ({ disabled: !continueEnabled, onClick: () => send({ type: 'OTP.SUBMIT' }) }),
    getResendProps: () => ({ disabled: !canResend, onClick: () => send({ type: 'OTP.RESEND' }) }),
    getEditProps: () => ({ disabled: isBusy, onClick: () => send({ type: 'EDIT' }) }),
    getCloseProps: () => ({ disabled: false, onClick: () => send({ type: 'CLOSE' }) }),
  };
}
