import { loginDestination } from '@rinn/rules';
import { canSendOtp, normaliseMobile } from '@rinn/validation';
import { assign, forwardTo, setup } from 'xstate';
import { canSubmitOtp, createOtpMachine, resendCountdownLabel } from '../otp/otp.machine.js';
import { promiseNotProvided } from '../shared/not-provided.js';
import type { AuthSession, NavigationTarget } from '../session/session.types.js';
import type { LoginContext, LoginEvent, LoginInput } from './login.types.js';
import { present } from '../shared/present.js';
import type { ShownMessage } from '../shared/shown-message.js';

/**
 * The login's OTP child: the shared OTP machine whose `verifyOtp` answers with the new session.
 * The app provides it with the OTP calls: `loginOtpMachine.provide({ actors: { sendOtp, verifyOtp } })`.
 */
export const loginOtpMachine = createOtpMachine<AuthSession>();

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
export function canContinue(context: { readonly otp: string; readonly error: ShownMessage | null }): boolean {
  return canSubmitOtp({ ...context, submitRule: 'login' });
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
 * The resend countdown as the modal shows it (the OTP child counts it, see otp/).
 *
 * @rule LOGIN-003 After an OTP is sent, Resend OTP waits 30 seconds, counted down each second and
 *   shown as 00:SS; at zero Resend OTP is offered, and using it clears the OTP and starts the
 *   30 seconds again. A longer wait the server gives (a send limit) reads as MM:SS.
 * @spec §4 Login modal, §9 Login
 * @example
 * ```ts
 * resendCountdownLabel(7); // '00:07'
 * resendCountdownLabel(754); // '12:34'
 * ```
 */
export { resendCountdownLabel };

const EMPTY_FORM = { mobile: '', error: null } as const;

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
 * const otp = loginOtpMachine.provide({ actors: { sendOtp, verifyOtp } });
 * const login = loginMachine.provide({ actors: { otp, storeSession, navigate } });
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
    otp: loginOtpMachine,
    storeSession: promiseNotProvided<void, AuthSession>('storeSession'),
    navigate: promiseNotProvided<void, NavigationTarget>('navigate'),
  },
  guards: {
    canGetOtp: ({ context }) => canGetOtp(context),
  },
  actions: {
    resetForm: assign(EMPTY_FORM),
    typeMobile: assign({
      mobile: ({ context, event }) => (event.type === 'MOBILE.CHANGE' ? normaliseMobile(event.value) : context.mobile),
      error: null,
    }),
    toOtp: forwardTo('otp'),
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
          on: {
            'MOBILE.CHANGE': { actions: 'typeMobile' },
            'OTP.SEND': { guard: 'canGetOtp', target: 'otp' },
          },
        },
        // The OTP child sends the code, counts down to Resend OTP and verifies (LOGIN-003, LOGIN-004);
        // while its first send runs the modal still shows the mobile step (login.connect).
        otp: {
          on: {
            EDIT: { target: 'mobile', actions: assign({ error: null }) },
            'OTP.CHANGE': { actions: 'toOtp' },
            'OTP.SUBMIT': { actions: 'toOtp' },
            'OTP.RESEND': { actions: 'toOtp' },
          },
          invoke: {
            id: 'otp',
            src: 'otp',
            input: ({ context }) => ({ subject: context.mobile, submitRule: 'login' as const }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'verified',
                target: '#login.signedIn',
                actions: assign({ session: ({ event }) => (event.output.status === 'verified' ? event.output.result : null) }),
              },
              {
                target: 'mobile',
                actions: assign({ error: ({ event }) => (event.output.status === 'unsent' ? event.output.error : null) }),
              },
            ],
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
