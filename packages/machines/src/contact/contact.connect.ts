import type { ShownMessage } from '../shared/shown-message.js';
import type { SnapshotFrom } from 'xstate';
import { otpView } from '../otp/otp.connect.js';
import type { Send } from '../shared/connect.js';
import { contactFieldError, type contactMachine } from './contact.machine.js';
import type { ContactEvent, ContactField } from './contact.types.js';

/** One field of the contact form. */
export interface ContactFieldApi {
  readonly value: string;
  /** The message under the field: the server's, or the §5 message once the field was left. */
  readonly error: ShownMessage | null;
  readonly 'aria-invalid': boolean;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

/** What a UI needs to render the contact form. */
export interface ContactApi {
  readonly isSendingOtp: boolean;
  /** The OTP field shows once an OTP was sent. */
  readonly showOtp: boolean;
  readonly isVerifyingOtp: boolean;
  readonly otpVerified: boolean;
  readonly isSending: boolean;
  readonly isSent: boolean;
  /** The sent message's ticket id (CONTACT-005); null until it is sent. */
  readonly ticketId: string | null;
  /** The server's message about the form as a whole. */
  readonly formError: ShownMessage | null;
  field(name: ContactField): ContactFieldApi;
  getSubmitProps(): { readonly disabled: boolean; readonly onClick: () => void };
}

/**
 * Turns a contact form snapshot into plain values and prop-getters.
 *
 * @param snapshot - the contact actor's snapshot.
 * @param send - the contact actor's `send`.
 * @returns the contact form view model.
 * @example
 * ```ts
 * const { field, getSubmitProps } = connectContact(actor.getSnapshot(), (event) => actor.send(event));
 * field('mobile').onChange('9876543210'); // sends the OTP by itself
 * ```
 */
export function connectContact(snapshot: SnapshotFrom<typeof contactMachine>, send: Send<ContactEvent>): ContactApi {
  const { context } = snapshot;
  const otp = otpView(snapshot.children.otp);
  const isSending = snapshot.matches({ form: 'sending' });
  const serverError = (name: ContactField): ShownMessage | undefined =>
    (name === 'mobile' ? context.serverErrors.mobile : name === 'otp' ? (otp.error ?? undefined) : undefined);
  const fieldError = (name: ContactField): ShownMessage | null =>
    serverError(name) ?? (context.touched.includes(name) && !(name === 'otp' && context.otpVerified)
      ? contactFieldError(name, context.values[name])
      : null);
  return {
    isSendingOtp: otp.sending,
    showOtp: otp.sent || context.otpVerified,
    isVerifyingOtp: otp.verifying,
    otpVerified: context.otpVerified,
    isSending,
    isSent: snapshot.matches({ form: 'sent' }),
    ticketId: context.ticketId,
    formError: context.serverErrors.form ?? null,
    field: (name) => {
      const error = fieldError(name);
      return {
        value: name === 'otp' && otp.sent ? otp.otp : context.values[name],
        error,
        'aria-invalid': error !== null,
        onChange: (value) =>
          send(name === 'mobile'
            ? { type: 'MOBILE.CHANGE', value }
            : name === 'otp' ? { type: 'OTP.CHANGE', value } : { type: 'FIELD.CHANGE', field: name, value }),
        onBlur: () => send({ type: 'FIELD.BLUR', field: name }),
      };
    },
    getSubmitProps: () => ({ disabled: isSending, onClick: () => send({ type: 'SUBMIT' }) }),
  };
}
