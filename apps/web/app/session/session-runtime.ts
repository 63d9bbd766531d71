import type { ApiClient, SessionEndReason, StoredSession, TokenStore } from '@rinn/api-client';
import { connectSession, sessionMachine, type AuthSession } from '@rinn/machines';
import { createActor, waitFor, type Actor, type SnapshotFrom } from 'xstate';
import type { AutoLoginLink } from './auto-login-link.ts';
import { importedModules } from '../widgets/load-failure.tsx';
import { sessionActors } from './session-actors.ts';
import type { SessionStatus, SessionView } from './session-view.ts';

type SessionActor = Actor<typeof sessionMachine>;

/** What the runtime is built from; the browser passes its API client, storage and router. */
export interface SessionRuntimeOptions {
  readonly client: Parameters<typeof sessionActors>[0];
  readonly tokens: TokenStore;
  readonly navigate: (to: string) => void | Promise<void>;
  readonly publish: (view: SessionView) => void;
}

/** A running session machine with the hooks the API client reports into. */
export interface SessionRuntime {
  readonly actor: SessionActor;
  /** Tokens the client stored: a refresh of the current session is adopted (SESSION-007). */
  tokensWritten(stored: StoredSession): void;
  /** The client ended the session: a refused refresh or 'Session Token has expired'. */
  sessionEnded(reason: SessionEndReason): void;
  /** Signs in with a link when nobody is signed in (SESSION-003). */
  autoLogin(link: AutoLoginLink): void;
  /** Checks a token link when nobody is signed in (SESSION-005): signs in, or leaves for home or /expired-link. */
  checkToken(link: AutoLoginLink, origin: string): void;
}

function statusOf(snapshot: SnapshotFrom<typeof sessionMachine>): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  return 'pending';
}

/**
 * Starts the session machine and publishes its state. It resolves once the stored session has
 * been read, so the first view published is never a passing `signedOut` before a link signs in.
 *
 * @param options - the client, its token store, navigation and where to publish
 * @param link - an auto-login link in the address, if any
 * @returns the running session
 */
export async function startSessionRuntime(options: SessionRuntimeOptions, link: AutoLoginLink | null): Promise<SessionRuntime> {
  const machine = sessionMachine.provide({ actors: sessionActors(options.client, options.tokens, options.navigate) });
  const actor = createActor(machine).start();
  const restored = await waitFor(actor, (snapshot) => !snapshot.matches('restoring'));
  const runtime: SessionRuntime = {
    actor,
    tokensWritten(stored) {
      const { session } = actor.getSnapshot().context;
      if (!actor.getSnapshot().matches('signedIn') || session === null) return;
      if (stored.sessionToken === session.sessionToken && stored.token !== session.accessToken) {
        connectSession(actor.getSnapshot(), (event) => actor.send(event)).reportRefreshedTokens({ accessToken: stored.token, refreshToken: stored.refreshToken });
      }
    },
    sessionEnded(reason) {
      const api = connectSession(actor.getSnapshot(), (event) => actor.send(event));
      if (reason === 'session-expired') api.reportExpiredSession();
      else api.reportRefusedRefresh();
    },
    autoLogin(next) {
      actor.send({ type: 'AUTO_LOGIN', userMobile: next.userMobile, userToken: next.userToken });
    },
    checkToken(next, origin) {
      actor.send({ type: 'TOKEN.CHECK', userMobile: next.userMobile, userToken: next.userToken, origin });
    },
  };
  if (link !== null && restored.matches('signedOut')) runtime.autoLogin(link);
  const publish = (snapshot: SnapshotFrom<typeof sessionMachine>): void => {
    const api = connectSession(snapshot, (event) => actor.send(event));
    options.publish({
      status: statusOf(snapshot),
      user: api.user === null ? null : { firstName: api.user.firstName ?? null, lastName: api.user.lastName ?? null },
      viaAutoLogin: snapshot.context.viaAutoLogin,
      logout: () => api.getLogoutProps().onClick(),
    });
  };
  publish(actor.getSnapshot());
  actor.subscribe(publish);
  return runtime;
}

let browserRuntime: Promise<SessionRuntime> | null = null;
let routerNavigate: (to: string) => void | Promise<void> = (to) => window.location.assign(to);

/**
 * Hands the runtime the router's navigate (the bridge calls this from an effect, so the
 * current one is used).
 *
 * @param navigate - the router's navigate
 */
export function setSessionNavigate(navigate: (to: string) => void | Promise<void>): void {
  routerNavigate = navigate;
}

/**
 * The browser's session, started on first use: over the shared API client and localStorage,
 * publishing to `session-view.ts`.
 *
 * @param link - an auto-login link in the address, if any
 * @returns the running session
 */
export async function browserSession(link: AutoLoginLink | null = null): Promise<SessionRuntime> {
  if (browserRuntime === null) {
    browserRuntime = (async () => {
      const [{ browserApiClient, listenToBrowserSession }, { browserTokenStore }, { publishSession }] = await importedModules(
        Promise.all([import('./api.ts'), import('./browser-token-store.ts'), import('./session-view.ts')]),
      );
      const client: ApiClient = browserApiClient();
      const runtime = await startSessionRuntime(
        { client, tokens: browserTokenStore(window.localStorage), navigate: (to) => routerNavigate(to), publish: publishSession },
        link,
      );
      listenToBrowserSession({ onTokensWritten: (tokens) => runtime.tokensWritten(tokens), onSessionEnded: (reason) => runtime.sessionEnded(reason) });
      return runtime;
    })();
    // A start that failed (its code could not be fetched) is forgotten: the next call starts again.
    browserRuntime.catch(() => {
      browserRuntime = null;
    });
    return browserRuntime;
  }
  const runtime = await browserRuntime;
  if (link !== null && runtime.actor.getSnapshot().matches('signedOut')) runtime.autoLogin(link);
  return runtime;
}

/**
 * Tells the session a login succeeded (the login modal's `storeSession`).
 *
 * @param session - the session the login verified (the API client has already stored it)
 */
export async function reportLogin(session: AuthSession): Promise<void> {
  const runtime = await browserSession();
  runtime.actor.send({ type: 'LOGIN.SUCCEEDED', session });
}
