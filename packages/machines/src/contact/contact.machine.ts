import { canSendOtp, normaliseMobile, validators, type FieldMessage, type ValidationResult } from '@rinn/validation';
import { LOGIN_RULES } from '@rinn/rules';
import { assign, forwardTo, setup } from 'xstate';
import { createOtpMachine } from '../otp/otp.machine.js';
import { errorMessage } from '../shared/error-message.js';
import { promiseNotProvided } from '../shared/not-provided.js';
import type {
  ContactContext,
  ContactEvent,
  ContactField,
  ContactMessage,
  ContactOtpResult,
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
export function contactFieldError(field: ContactField, value: string): FieldMessage | null {
  const result = FIELD_RULES[field](value);
  return result.ok ? null : result.issue;
}

/** The server errors with one of them cleared (left out, not set to `undefined`). */
function withoutServerError(errors: ContactContext['serverErrors'], field: keyof ContactContext['serverErrors']): ContactContext['serverErrors'] {
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

/**
 * The contact form's OTP child: the shared OTP machine whose `verifyOtp` answers `{ verified }`.
 * The app provides it with the contact OTP calls: `contactOtpMachine.provide({ actors: { sendOtp, verifyOtp } })`.
 */
export const contactOtpMachine = createOtpMachine<ContactOtpResult>();

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
 * const otp = contactOtpMachine.provide({ actors: { sendOtp, verifyOtp } });
 * const contact = contactMachine.provide({ actors: { otp, sendContactEmail } });
 * ```
 */
export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    otp: contactOtpMachine,
    sendContactEmail: promiseNotProvided<ContactTicket, ContactMessage>('sendContactEmail'),
  },
  guards: {
    mobileReady: ({ context }) => canSendOtp(context.values.mobile),
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
          }
        : {})),
    toOtp: forwardTo('otp'),
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
          always: [{ guard: 'mobileReady', target: 'otp' }, { target: 'enteringMobile' }],
        },
        // The OTP child sends the code, and verifies it at the 4th digit (CONTACT-002).
        otp: {
          on: { 'OTP.CHANGE': { actions: ['typeOtp', 'toOtp'] } },
          invoke: {
            id: 'otp',
            src: 'otp',
            input: ({ context }) => ({
              subject: context.values.mobile,
              verifyOnLastDigit: true,
              clearErrorOnTyping: true,
              refusedMessage: { code: 'CONTACT_OTP_INCORRECT' } as const,
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'verified',
                target: 'verified',
                actions: assign({ otpVerified: true, referenceId: ({ event }) => (event.output.status === 'verified' ? event.output.referenceId : null) }),
              },
              {
                target: 'enteringMobile',
                actions: assign({
                  serverErrors: ({ context, event }) => ({ ...context.serverErrors, mobile: event.output.status === 'unsent' ? event.output.error : '' }),
                }),
              },
            ],
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
              referenceId: context.referenceId ?? '',
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
