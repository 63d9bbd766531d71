import { LOGIN_RULES, loginDestination } from '@rinn/rules';
import { canSendOtp, normaliseMobile } from '@rinn/validation';
import { assign, setup } from 'xstate';
import { errorMessage } from '../shared/error-message.js';
import { promiseNotProvided } from '../shared/not-provided.js';
import type { AuthSession, NavigationTarget } from '../session/session.types.js';
import type {
  LoginContext,
  LoginEvent,
  LoginInput,
  LoginOtpRequest,
  LoginOtpResendRequest,
  LoginOtpSent,
  LoginOtpVerifyRequest,
} from './login.types.js';
import { present } from '../shared/present.js';

const INCORRECT = 'Incorrect';

/**
 * Whether Continue is enabled on the OTP step.
 *
 * @rule LOGIN-004 Continue is enabled when the OTP has 4 digits and there is no error, or whenever
 *   the error contains "Incorrect" (so the visitor can correct the code and try again); Enter in
 *   the OTP field does what Continue does.
 * @spec §4 Login modal, §5 OTP, §8 Login OTP error
 * @param context - the login context.
 * @returns true when the OTP may be submitted.
 * @example
 * ```ts
 * canContinue({ otp: '1234', error: null }); // true
 * canContinue({ otp: '12', error: 'Incorrect OTP' }); // true
 * ```
 */
export function canContinue(context: Pick<LoginContext, 'otp' | 'error'>): boolean {
  return (context.otp.length === LOGIN_RULES.otpLength && context.error === null) || (context.error?.includes(INCORRECT) ?? false);
}

/**
 * Whether Get OTP is enabled on the mobile step.
 *
 * @rule LOGIN-001 Get OTP is enabled only when the mobile passes the rule of §5 and there is no
 *   error; Enter in the mobile field does what Get OTP does.
 * @spec §5 Mobile, §4 Login modal
 * @param context - the login context.
 * @returns true when the OTP may be sent.
 * @example
 * ```ts
 * canGetOtp({ mobile: '9876543210', error: null }); // true
 * ```
 */
export function canGetOtp(context: Pick<LoginContext, 'mobile' | 'error'>): boolean {
  return canSendOtp(context.mobile) && context.error === null;
}

/**
 * The resend countdown as the modal shows it.
 *
 * @rule LOGIN-003 After an OTP is sent, Resend OTP waits 30 seconds, counted down each second and
 *   shown as 00:SS; at zero Resend OTP is offered, and using it clears the OTP and starts the
 *   30 seconds again. A longer wait the server gives (a send limit) reads as MM:SS.
 * @spec §4 Login modal, §9 Login
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

const EMPTY_FORM = { mobile: '', otp: '', error: null, referenceId: null, secondsLeft: LOGIN_RULES.resendSeconds } as const;

/**
 * The login modal: mobile number, then OTP.
 *
 * @rule LOGIN-002 A successful send moves to the OTP step; Edit goes back to the mobile step;
 *   closing the modal resets the mobile, the OTP, the error and the sent flag (the next opening
 *   starts on an empty mobile step).
 * @spec §4 Login modal
 * @rule LOGIN-005 A verified OTP stores the session and then goes to /dashboard keeping the
 *   current query string (a page the login only interrupts is returned to instead, LOGIN-006).
 * @spec §2 Routes (/dashboard), §7 PUT otp-v2
 * @example
 * ```ts
 * const login = loginMachine.provide({ actors: { sendLoginOtp, resendLoginOtp, verifyLoginOtp, storeSession, navigate } });
 * createActor(login, { input: { search: location.search, pathname: location.pathname } }).start();
 * ```
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    sendLoginOtp: promiseNotProvided<LoginOtpSent, LoginOtpRequest>('sendLoginOtp'),
    resendLoginOtp: promiseNotProvided<LoginOtpSent, LoginOtpResendRequest>('resendLoginOtp'),
    verifyLoginOtp: promiseNotProvided<AuthSession, LoginOtpVerifyRequest>('verifyLoginOtp'),
    storeSession: promiseNotProvided<void, AuthSession>('storeSession'),
    navigate: promiseNotProvided<void, NavigationTarget>('navigate'),
  },
  delays: {
    RESEND_TICK: 1000,
  },
  guards: {
    canGetOtp: ({ context }) => canGetOtp(context),
    canContinue: ({ context }) => canContinue(context),
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    resetForm: assign(EMPTY_FORM),
    typeMobile: assign({
      mobile: ({ context, event }) => (event.type === 'MOBILE.CHANGE' ? normaliseMobile(event.value) : context.mobile),
      error: null,
    }),
    typeOtp: assign({
      otp: ({ context, event }) =>
        (event.type === 'OTP.CHANGE' ? event.value.replace(/\D/g, '').slice(0, LOGIN_RULES.otpLength) : context.otp),
    }),
    clearOtp: assign({ otp: '', error: null }),
    restartCountdown: assign({ secondsLeft: LOGIN_RULES.resendSeconds }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ search: input.search, destination: loginDestination(input.pathname), ...EMPTY_FORM, session: null }),
  initial: 'closed',
  states: {
    closed: {
      entry: 'resetForm',
      on: { OPEN: 'open' },
    },
    open: {
      initial: 'mobile',
      on: { CLOSE: 'closed' },
      states: {
        mobile: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'MOBILE.CHANGE': { actions: 'typeMobile' },
                'OTP.SEND': { guard: 'canGetOtp', target: 'sending' },
              },
            },
            sending: {
              tags: 'busy',
              invoke: {
                id: 'sendLoginOtp',
                src: 'sendLoginOtp',
                input: ({ context }) => ({ mobile: context.mobile }),
                onDone: {
                  target: '#login.open.otp',
                  actions: assign({ referenceId: ({ event }) => event.output.referenceId, otp: '', error: null }),
                },
                onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
              },
            },
          },
        },
        otp: {
          type: 'parallel',
          on: { EDIT: { target: 'mobile', actions: 'clearOtp' } },
          states: {
            entry: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'OTP.CHANGE': { actions: 'typeOtp' },
                    'OTP.SUBMIT': { guard: 'canContinue', target: 'verifying' },
                  },
                },
                verifying: {
                  tags: 'busy',
                  invoke: {
                    id: 'verifyLoginOtp',
                    src: 'verifyLoginOtp',
                    input: ({ context }) => ({ mobile: context.mobile, otp: context.otp, referenceId: context.referenceId ?? '' }),
                    onDone: { target: '#login.signedIn', actions: assign({ session: ({ event }) => event.output }) },
                    onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
                  },
                },
              },
            },
            resend: {
              initial: 'counting',
              states: {
                counting: {
                  entry: 'restartCountdown',
                  initial: 'waiting',
                  states: {
                    waiting: {
                      after: {
                        RESEND_TICK: [
                          { guard: 'lastSecond', target: '#login.open.otp.resend.available', actions: 'tick' },
                          { target: 'waiting', reenter: true, actions: 'tick' },
                        ],
                      },
                    },
                  },
                },
                available: {
                  on: { 'OTP.RESEND': 'resending' },
                },
                resending: {
                  invoke: {
                    id: 'resendLoginOtp',
                    src: 'resendLoginOtp',
                    input: ({ context }) => ({ mobile: context.mobile, referenceId: context.referenceId ?? '' }),
                    onDone: {
                      target: 'counting',
                      actions: ['clearOtp', assign({ referenceId: ({ event }) => event.output.referenceId })],
                    },
                    onError: { target: 'available', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
                  },
                },
              },
            },
          },
        },
      },
    },
    signedIn: {
      initial: 'storingSession',
      states: {
        storingSession: {
          invoke: {
            id: 'storeSession',
            src: 'storeSession',
            input: ({ context }) => present(context.session, 'session'),
            onDone: 'redirecting',
            onError: 'redirecting',
          },
        },
        redirecting: {
          invoke: {
            id: 'navigate',
            src: 'navigate',
            input: ({ context }) => ({ to: `${context.destination}${context.search}` }),
            onDone: 'done',
            onError: 'done',
          },
        },
        done: { type: 'final' },
      },
    },
  },
});
