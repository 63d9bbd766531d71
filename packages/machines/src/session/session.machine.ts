import { assign, setup } from 'xstate';
import { promiseNotProvided } from '../shared/not-provided.js';
import type {
  AuthSession,
  AutoLoginRequest,
  NavigationTarget,
  RefreshedToken,
  RefreshRequest,
  SessionContext,
  SessionEvent,
  TokenCheckRequest,
  TokenCheckResult,
} from './session.types.js';
import { LinkExpiredError } from './session.types.js';
import { present } from '../shared/present.js';

/** Where the session sends the visitor (§2 Routes, §8). */
export const SESSION_REDIRECTS = {
  /** Home with the my-account hash, which opens the login popup. */
  myAccount: '/#myaccount',
  home: '/',
  expiredLink: '/expired-link',
} as const;

/**
 * The signed-in session and its tokens.
 *
 * @rule SESSION-001 When a call meets an expired access token the session gets a new one with the
 *   refresh token, once: every other call that meets the same expired token while (or after) it is
 *   refreshed waits for, and then uses, the new token instead of refreshing again.
 * @spec §4 Token handling, §6 Customer
 * @rule SESSION-002 When the refresh token has expired too (the refresh fails), the customer is
 *   logged out and sent home with #myaccount to sign in again.
 * @spec §4 Token handling
 * @rule SESSION-003 A link with a mobile and a token signs in automatically when nobody is signed
 *   in; if that fails the visitor goes home with #myaccount, or to /expired-link when the link's
 *   token has expired.
 * @spec §4 Token handling, §2 Routes (/dashboard autoLogin)
 * @rule SESSION-004 "Session Token has expired" logs out and goes home with #myaccount, unless the
 *   session came from an auto-login link.
 * @spec §8 Session Token has expired
 * @rule SESSION-005 A link's token check that fails goes home; a token that has expired goes to
 *   /expired-link; a valid one signs in.
 * @spec §8 Token check failure, Expired token; §7 POST checkTokenExpiry
 * @rule SESSION-006 Logout clears everything the session stored and goes home.
 * @spec §2 Login dropdown (Logout)
 * @rule SESSION-007 An API client that refreshes tokens itself reports the outcome: a new access
 *   token is adopted without another refresh (and keeps an auto-login session an auto-login
 *   session); a refused refresh logs out and goes home with #myaccount, as SESSION-002.
 * @spec §4 Token handling
 * @example
 * ```ts
 * const session = sessionMachine.provide({ actors: { loadStoredSession, storeSession, clearSession, autoLogin, checkTokenExpiry, refreshAccessToken, navigate } });
 * ```
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    loadStoredSession: promiseNotProvided<AuthSession | null, void>('loadStoredSession'),
    storeSession: promiseNotProvided<void, AuthSession>('storeSession'),
    clearSession: promiseNotProvided<void, void>('clearSession'),
    autoLogin: promiseNotProvided<AuthSession, AutoLoginRequest>('autoLogin'),
    checkTokenExpiry: promiseNotProvided<TokenCheckResult, TokenCheckRequest>('checkTokenExpiry'),
    refreshAccessToken: promiseNotProvided<RefreshedToken, RefreshRequest>('refreshAccessToken'),
    navigate: promiseNotProvided<void, NavigationTarget>('navigate'),
  },
  guards: {
    usesCurrentToken: ({ context, event }) =>
      event.type === 'ACCESS_TOKEN.EXPIRED' && event.accessToken === context.session?.accessToken,
    notViaAutoLogin: ({ context }) => !context.viaAutoLogin,
    linkExpired: ({ event }) => (event as { error?: unknown }).error instanceof LinkExpiredError,
  },
  actions: {
    adoptLoginSession: assign(({ event }) =>
      (event.type === 'LOGIN.SUCCEEDED' ? { session: event.session, viaAutoLogin: false } : {})),
    forgetSession: assign({ session: null, viaAutoLogin: false }),
  },
}).createMachine({
  id: 'session',
  context: { session: null, viaAutoLogin: false, redirectTo: null },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'loadStoredSession',
        src: 'loadStoredSession',
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'signedIn', actions: assign({ session: ({ event }) => event.output }) },
          { target: 'signedOut' },
        ],
        onError: 'signedOut',
      },
    },
    signedOut: {
      on: {
        'LOGIN.SUCCEEDED': { target: 'signedIn', actions: 'adoptLoginSession' },
        AUTO_LOGIN: 'autoLoggingIn',
        'TOKEN.CHECK': 'checkingToken',
      },
    },
    autoLoggingIn: {
      invoke: {
        id: 'autoLogin',
        src: 'autoLogin',
        input: ({ event }) => {
          const { userMobile, userToken } = event as Extract<SessionEvent, { type: 'AUTO_LOGIN' }>;
          return { userMobile, userToken };
        },
        onDone: { target: 'signedIn.persisting', actions: assign({ session: ({ event }) => event.output, viaAutoLogin: true }) },
        onError: [
          { guard: 'linkExpired', target: 'redirecting', actions: assign({ redirectTo: SESSION_REDIRECTS.expiredLink }) },
          { target: 'redirecting', actions: assign({ redirectTo: SESSION_REDIRECTS.myAccount }) },
        ],
      },
    },
    checkingToken: {
      invoke: {
        id: 'checkTokenExpiry',
        src: 'checkTokenExpiry',
        input: ({ event }) => {
          const { userMobile, userToken, origin } = event as Extract<SessionEvent, { type: 'TOKEN.CHECK' }>;
          return { userMobile, userToken, origin };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.isExpired,
            target: 'redirecting',
            actions: assign({ redirectTo: SESSION_REDIRECTS.expiredLink }),
          },
          {
            target: 'signedIn.persisting',
            actions: assign({ session: ({ event }) => (event.output.isExpired ? null : event.output.session), viaAutoLogin: false }),
          },
        ],
        onError: { target: 'redirecting', actions: assign({ redirectTo: SESSION_REDIRECTS.home }) },
      },
    },
    signedIn: {
      initial: 'active',
      on: {
        LOGOUT: { target: 'signingOut', actions: assign({ redirectTo: SESSION_REDIRECTS.home }) },
        'SESSION_TOKEN.EXPIRED': {
          guard: 'notViaAutoLogin',
          target: 'signingOut',
          actions: assign({ redirectTo: SESSION_REDIRECTS.myAccount }),
        },
        'LOGIN.SUCCEEDED': { target: '.active', actions: 'adoptLoginSession' },
        'ACCESS_TOKEN.REFRESHED': {
          actions: assign({
            session: ({ context, event }) => ({ ...present(context.session, 'session'), accessToken: event.accessToken, refreshToken: event.refreshToken }),
          }),
        },
        'REFRESH_TOKEN.EXPIRED': { target: 'signingOut', actions: assign({ redirectTo: SESSION_REDIRECTS.myAccount }) },
      },
      states: {
        persisting: {
          invoke: {
            id: 'storeSession',
            src: 'storeSession',
            input: ({ context }) => present(context.session, 'session'),
            onDone: 'active',
            onError: 'active',
          },
          on: { 'ACCESS_TOKEN.EXPIRED': { guard: 'usesCurrentToken', target: 'refreshing' } },
        },
        active: {
          on: { 'ACCESS_TOKEN.EXPIRED': { guard: 'usesCurrentToken', target: 'refreshing' } },
        },
        refreshing: {
          tags: 'refreshing',
          invoke: {
            id: 'refreshAccessToken',
            src: 'refreshAccessToken',
            input: ({ context }) => ({ mobile: present(context.session, 'session').mobile, refreshToken: present(context.session, 'session').refreshToken }),
            onDone: {
              target: 'persisting',
              actions: assign({ session: ({ context, event }) => ({ ...present(context.session, 'session'), accessToken: event.output.accessToken }) }),
            },
            onError: { target: '#session.signingOut', actions: assign({ redirectTo: SESSION_REDIRECTS.myAccount }) },
          },
        },
      },
    },
    signingOut: {
      entry: 'forgetSession',
      invoke: {
        id: 'clearSession',
        src: 'clearSession',
        onDone: 'redirecting',
        onError: 'redirecting',
      },
    },
    redirecting: {
      invoke: {
        id: 'navigate',
        src: 'navigate',
        input: ({ context }) => ({ to: context.redirectTo ?? SESSION_REDIRECTS.home }),
        onDone: { target: 'signedOut', actions: assign({ redirectTo: null }) },
        onError: { target: 'signedOut', actions: assign({ redirectTo: null }) },
      },
    },
  },
});
