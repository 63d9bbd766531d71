import { canSendOtp, CONTACT_OTP_INCORRECT, normaliseMobile, validators, type ValidationResult } from '@rinn/validation';
import { LOGIN_RULES } from '@rinn/rules';
import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/error-message.js';
import { promiseNotProvided } from '../shared/not-provided.js';
import type {
  ContactContext,
  ContactEvent,
  ContactField,
  ContactMessage,
  ContactOtpCheck,
  ContactOtpRequest,
  ContactOtpResult,
  ContactOtpSent,
  ContactTicket,
} from './contact.types.js';

const ALL_FIELDS: readonly ContactField[] = ['name', 'email', 'mobile', 'message', 'otp'];

const FIELD_RULES: Record<ContactField, (value: string) => ValidationResult> = {
  name: validators.name,
  email: validators.email,
  mobile: validators.mobile,
  message: validators.contactMessage,
  otp: validators.contactOtp,
};

/**
 * The §5 message of one contact field, or null when it is valid.
 *
 * @rule CONTACT-003 Each field shows its §5 message once it has been left or a submit was tried:
 *   'Field cannot be left empty', 'Please enter a valid name', 'Please enter valid email.',
 *   'Please enter correct mobile number', 'Write at least 10 characters in the message.' and
 *   'The OTP you have entered is incorrect'; a server message replaces them inline.
 * @spec §5 Validation rules, §8 Contact OTP failures
 * @param field - the field.
 * @param value - its value.
 * @returns the message, or null.
 * @example
 * ```ts
 * contactFieldError('message', 'Hi'); // 'Write at least 10 characters in the message.'
 * ```
 */
export function contactFieldError(field: ContactField, value: string): string | null {
  const result = FIELD_RULES[field](value);
  return result.ok ? null : result.message;
}

/** The server errors with one of them cleared (left out, not set to `undefined`). */
function withoutServerError(errors: ContactContext['serverErrors'], field: keyof ContactContext['serverErrors']): ContactContext['serverErrors'] {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

const EMPTY_VALUES: ContactContext['values'] = { name: '', email: '', mobile: '', message: '', otp: '' };

/**
 * The contact form of the 'Reach Our Team' page.
 *
 * @rule CONTACT-001 A valid 10-digit mobile sends the OTP by itself; changing the mobile afterwards
 *   drops the OTP and its verification, and a valid new number is sent again. A failed send shows
 *   the server's message under the mobile.
 * @spec §4 Contact OTP, §5 Mobile (send OTP only at exactly 10 digits)
 * @rule CONTACT-002 A 4th OTP digit verifies it by itself; an OTP the server does not accept shows
 *   'The OTP you have entered is incorrect', a failed call shows the server's message.
 * @spec §4 Contact OTP, §5 OTP, §7 PUT contact/otp
 * @rule CONTACT-004 Submit sends the message only when every field is valid and the OTP is
 *   verified; otherwise every field shows its message. A failed send shows the server's message.
 * @spec §4 Contact form, §7 POST contact/email
 * @rule CONTACT-005 A sent message is confirmed with the ticket id the server stored it under.
 * @spec §11 Contact messages (the visitor gets the ticket)
 * @example
 * ```ts
 * const contact = contactMachine.provide({ actors: { sendContactOtp, verifyContactOtp, sendContactEmail } });
 * ```
 */
export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    sendContactOtp: promiseNotProvided<ContactOtpSent, ContactOtpRequest>('sendContactOtp'),
    verifyContactOtp: promiseNotProvided<ContactOtpResult, ContactOtpCheck>('verifyContactOtp'),
    sendContactEmail: promiseNotProvided<ContactTicket, ContactMessage>('sendContactEmail'),
  },
  guards: {
    mobileReady: ({ context }) => canSendOtp(context.values.mobile),
    otpComplete: ({ context }) => context.values.otp.length === LOGIN_RULES.otpLength,
    formReady: ({ context }) =>
      context.otpVerified && ALL_FIELDS.every((field) => field === 'otp' || contactFieldError(field, context.values[field]) === null),
  },
  actions: {
    typeText: assign(({ context, event }) =>
      (event.type === 'FIELD.CHANGE'
        ? { values: { ...context.values, [event.field]: event.value }, serverErrors: withoutServerError(context.serverErrors, 'form') }
        : {})),
    touch: assign({
      touched: ({ context, event }) =>
        (event.type === 'FIELD.BLUR' && !context.touched.includes(event.field) ? [...context.touched, event.field] : context.touched),
    }),
    touchAll: assign({ touched: ALL_FIELDS }),
    typeMobile: assign(({ context, event }) =>
      (event.type === 'MOBILE.CHANGE'
        ? {
            values: { ...context.values, mobile: normaliseMobile(event.value), otp: '' },
            referenceId: null,
            otpVerified: false,
            serverErrors: {},
          }
        : {})),
    typeOtp: assign(({ context, event }) =>
      (event.type === 'OTP.CHANGE'
        ? {
            values: { ...context.values, otp: event.value.replace(/\D/g, '').slice(0, LOGIN_RULES.otpLength) },
            serverErrors: withoutServerError(context.serverErrors, 'otp'),
          }
        : {})),
  },
}).createMachine({
  id: 'contact',
  context: { values: EMPTY_VALUES, touched: [], referenceId: null, otpVerified: false, serverErrors: {}, ticketId: null },
  type: 'parallel',
  states: {
    verification: {
      initial: 'enteringMobile',
      on: { 'MOBILE.CHANGE': { target: '.checkingMobile', actions: 'typeMobile' } },
      states: {
        enteringMobile: {},
        checkingMobile: {
          always: [{ guard: 'mobileReady', target: 'sendingOtp' }, { target: 'enteringMobile' }],
        },
        sendingOtp: {
          invoke: {
            id: 'sendContactOtp',
            src: 'sendContactOtp',
            input: ({ context }) => ({ mobile: context.values.mobile }),
            onDone: { target: 'enteringOtp', actions: assign({ referenceId: ({ event }) => event.output.referenceId }) },
            onError: {
              target: 'enteringMobile',
              actions: assign({ serverErrors: ({ context, event }) => ({ ...context.serverErrors, mobile: errorMessage(event.error) }) }),
            },
          },
        },
        enteringOtp: {
          on: { 'OTP.CHANGE': { target: 'checkingOtp', actions: 'typeOtp' } },
        },
        checkingOtp: {
          always: [{ guard: 'otpComplete', target: 'verifyingOtp' }, { target: 'enteringOtp' }],
        },
        verifyingOtp: {
          invoke: {
            id: 'verifyContactOtp',
            src: 'verifyContactOtp',
            input: ({ context }) => ({ mobile: context.values.mobile, otp: context.values.otp, referenceId: context.referenceId ?? '' }),
            onDone: [
              { guard: ({ event }) => event.output.verified, target: 'verified', actions: assign({ otpVerified: true }) },
              {
                target: 'enteringOtp',
                actions: assign({ serverErrors: ({ context }) => ({ ...context.serverErrors, otp: CONTACT_OTP_INCORRECT }) }),
              },
            ],
            onError: {
              target: 'enteringOtp',
              actions: assign({ serverErrors: ({ context, event }) => ({ ...context.serverErrors, otp: errorMessage(event.error) }) }),
            },
          },
        },
        verified: {},
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: 'typeText' },
            'FIELD.BLUR': { actions: 'touch' },
            SUBMIT: [{ guard: 'formReady', target: 'sending' }, { actions: 'touchAll' }],
          },
        },
        sending: {
          invoke: {
            id: 'sendContactEmail',
            src: 'sendContactEmail',
            input: ({ context }) => ({
              name: context.values.name,
              email: context.values.email,
              mobile: context.values.mobile,
              message: context.values.message,
            }),
            onDone: { target: 'sent', actions: assign({ ticketId: ({ event }) => event.output.ticketId }) },
            onError: {
              target: 'editing',
              actions: assign({ serverErrors: ({ context, event }) => ({ ...context.serverErrors, form: errorMessage(event.error) }) }),
            },
          },
        },
        sent: { type: 'final' },
      },
    },
  },
});
