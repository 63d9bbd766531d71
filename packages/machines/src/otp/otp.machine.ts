import { LOGIN_RULES } from '@rinn/rules';
import { FIELD_MESSAGE_CODES } from '@rinn/validation';
import { assign, enqueueActions, setup } from 'xstate';
import { errorMessage } from '../shared/error-message.js';
import { promiseNotProvided } from '../shared/not-provided.js';
import type { ShownMessage } from '../shared/shown-message.js';
import type { OtpContext, OtpEvent, OtpInput, OtpOutcome, OtpReport, OtpSendRequest, OtpSent, OtpVerifyRequest } from './otp.types.js';

const INCORRECT = 'Incorrect';

/** What a refused code shows when the flow gives no message of its own: the default §5 OTP message. */
const REFUSED: ShownMessage = { code: 'CHATBOT_OTP_INVALID' };

/**
 * Whether the typed code may be submitted.
 *
 * With the `'login'` rule this is LOGIN-004: 4 digits and no error, or any length while the error
 * says the code was wrong (so the visitor can correct the code and try again): the server's message
 * contains "Incorrect" (as a text, or as the code `OTP_INCORRECT` whose English says it), or the
 * check refused the code (the flow's field-message code). With `'complete'` it is 4 digits.
 *
 * @param context - the OTP context.
 * @returns true when OTP.SUBMIT verifies the code.
 * @example
 * ```ts
 * canSubmitOtp({ otp: '12', error: 'Incorrect OTP', submitRule: 'login' }); // true
 * ```
 */
export function canSubmitOtp(context: Pick<OtpContext, 'otp' | 'error' | 'submitRule'>): boolean {
  const complete = context.otp.length === LOGIN_RULES.otpLength;
  if (context.submitRule === 'complete') return complete;
  const { error } = context;
  const wrongCode =
    error !== null &&
    (typeof error === 'string' ? error.includes(INCORRECT) : error.code === 'OTP_INCORRECT' || (FIELD_MESSAGE_CODES as readonly string[]).includes(error.code));
  return (complete && error === null) || wrongCode;
}

/**
 * The resend countdown as the flows show it: 00:SS, or MM:SS for a longer wait the server gave.
 *
 * @param secondsLeft - whole seconds left.
 * @returns the label, e.g. '00:07'.
 * @example
 * ```ts
 * resendCountdownLabel(7); // '00:07'
 * resendCountdownLabel(754); // '12:34'
 * ```
 */
export function resendCountdownLabel(secondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(secondsLeft));
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`;
}

/** True when a verify call answered that the code is wrong (`{ verified: false }`) rather than failing. */
function isRefusal(output: unknown): boolean {
  return typeof output === 'object' && output !== null && 'verified' in output && output.verified === false;
}

const digitsOf = (value: string) => value.replace(/\D/g, '').slice(0, LOGIN_RULES.otpLength);

/**
 * Builds the OTP machine with the type of what its `verifyOtp` actor answers (a session for the
 * login, `{ verified }` for the contact form, a new token for consent). Every flow gets the same
 * states, actors and delays; only the result's type differs.
 *
 * @returns the OTP machine.
 */
export function createOtpMachine<TResult>() {
  return setup({
    types: {
      context: {} as OtpContext & { readonly outcome: OtpOutcome<TResult> | null },
      events: {} as OtpEvent,
      input: {} as OtpInput,
      output: {} as OtpOutcome<TResult>,
    },
    actors: {
      sendOtp: promiseNotProvided<OtpSent, OtpSendRequest>('sendOtp'),
      verifyOtp: promiseNotProvided<TResult, OtpVerifyRequest>('verifyOtp'),
    },
    delays: {
      RESEND_TICK: 1000,
    },
    guards: {
      canSubmit: ({ context }) => canSubmitOtp(context),
      autoVerify: ({ context }) => context.verifyOnLastDigit && context.otp.length === LOGIN_RULES.otpLength,
      noWait: ({ context }) => context.secondsLeft <= 0,
      lastSecond: ({ context }) => context.secondsLeft <= 1,
      refused: ({ event }) => isRefusal((event as { output?: unknown }).output),
    },
    actions: {
      typeOtp: assign(({ context, event }) =>
        (event.type === 'OTP.CHANGE'
          ? { otp: digitsOf(event.value), ...(context.clearErrorOnTyping ? { error: null, failure: null } : {}) }
          : {})),
      tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
      acceptSend: assign(({ context }, sent: OtpSent) => ({
        referenceId: sent.referenceId,
        secondsLeft: Math.max(0, Math.ceil(sent.resendAfterSeconds ?? context.resendSeconds)),
        sent,
        otp: '',
        error: null,
        failure: null,
      })),
      fail: assign(({ event }) => {
        const failure = (event as { error?: unknown }).error;
        return { error: errorMessage(failure), failure };
      }),
      // A parent that branches on a failure (consent's unusable link) hears of it; others ignore it.
      report: enqueueActions(({ enqueue, event, self }) => {
        if (self._parent === undefined) return;
        const failure = (event as { error?: unknown }).error;
        const during = (event as { type: string }).type.endsWith('.resendOtp') ? 'resend' : 'verify';
        const report: OtpReport = { type: 'OTP.FAILED', during, error: errorMessage(failure), failure };
        enqueue.sendParent(report);
      }),
    },
  }).createMachine({
    id: 'otp',
    context: ({ input }) => ({
      subject: input.subject,
      resendSeconds: input.resendSeconds ?? LOGIN_RULES.resendSeconds,
      verifyOnLastDigit: input.verifyOnLastDigit ?? false,
      submitRule: input.submitRule ?? 'complete',
      clearErrorOnTyping: input.clearErrorOnTyping ?? false,
      refusedMessage: input.refusedMessage ?? null,
      referenceId: null,
      retries: 0,
      otp: '',
      error: null,
      failure: null,
      secondsLeft: 0,
      sent: null,
      outcome: null,
    }),
    initial: 'sending',
    states: {
      sending: {
        tags: 'busy',
        invoke: {
          id: 'sendOtp',
          src: 'sendOtp',
          input: ({ context }) => ({ subject: context.subject, referenceId: null, retries: 1 }),
          onDone: {
            target: 'sent',
            actions: [assign({ retries: 1 }), { type: 'acceptSend', params: ({ event }) => event.output }],
          },
          onError: {
            target: 'unsent',
            actions: [
              'fail',
              assign({ outcome: ({ event }) => ({ status: 'unsent' as const, error: errorMessage(event.error), failure: event.error }) }),
            ],
          },
        },
      },
      sent: {
        type: 'parallel',
        states: {
          code: {
            initial: 'entering',
            states: {
              entering: {
                on: {
                  'OTP.CHANGE': { target: 'typed', actions: 'typeOtp' },
                  'OTP.SUBMIT': { guard: 'canSubmit', target: 'verifying' },
                },
              },
              typed: {
                always: [{ guard: 'autoVerify', target: 'verifying' }, { target: 'entering' }],
              },
              verifying: {
                tags: 'busy',
                invoke: {
                  id: 'verifyOtp',
                  src: 'verifyOtp',
                  input: ({ context }) => ({ subject: context.subject, otp: context.otp, referenceId: context.referenceId ?? '' }),
                  onDone: [
                    {
                      guard: 'refused',
                      target: 'entering',
                      actions: assign({ error: ({ context }) => context.refusedMessage ?? REFUSED, failure: null }),
                    },
                    {
                      target: '#otp.verified',
                      actions: assign({
                        outcome: ({ context, event }) => ({
                          status: 'verified' as const,
                          referenceId: context.referenceId ?? '',
                          retries: context.retries,
                          sent: context.sent ?? { referenceId: context.referenceId ?? '' },
                          result: event.output,
                        }),
                      }),
                    },
                  ],
                  onError: {
                    target: 'entering',
                    actions: ['fail', 'report'],
                  },
                },
              },
            },
          },
          resend: {
            initial: 'counting',
            states: {
              counting: {
                always: { guard: 'noWait', target: 'available' },
                after: {
                  RESEND_TICK: [
                    { guard: 'lastSecond', target: 'available', actions: 'tick' },
                    { target: 'counting', reenter: true, actions: 'tick' },
                  ],
                },
              },
              available: {
                on: { 'OTP.RESEND': 'resending' },
              },
              resending: {
                invoke: {
                  id: 'resendOtp',
                  src: 'sendOtp',
                  input: ({ context }) => ({ subject: context.subject, referenceId: context.referenceId, retries: context.retries + 1 }),
                  onDone: {
                    target: 'counting',
                    actions: [
                      assign({ retries: ({ context }) => context.retries + 1 }),
                      { type: 'acceptSend', params: ({ event }) => event.output },
                    ],
                  },
                  onError: {
                    target: 'available',
                    actions: ['fail', 'report'],
                  },
                },
              },
            },
          },
        },
      },
      verified: { type: 'final' },
      unsent: { type: 'final' },
    },
    output: ({ context }) => context.outcome ?? { status: 'unsent', error: context.error ?? '', failure: context.failure },
  });
}

/**
 * The OTP every flow of the site asks for: send, a resend countdown, resend, verify. It owns the
 * code's `referenceId` and the count of sends (`retries`), so a resend names the reference it
 * repeats and one more retry (API-004) without the app remembering either.
 *
 * Invoked by the login modal, the application journey, the chatbot, the contact form and the
 * consent page (`invoke: { id: 'otp', src: 'otp', input }`); each forwards `OTP.CHANGE`,
 * `OTP.SUBMIT` and `OTP.RESEND` to it and reads the child's snapshot in its connect. It ends
 * `verified` (with what `verifyOtp` answered) or `unsent` (the first send failed); failures while
 * it runs are also reported to the parent as `OTP.FAILED`.
 *
 * @example
 * ```ts
 * const otp = otpMachine.provide({ actors: { sendOtp, verifyOtp } });
 * const login = loginMachine.provide({ actors: { otp, storeSession, navigate } });
 * ```
 */
export const otpMachine = createOtpMachine<unknown>();
