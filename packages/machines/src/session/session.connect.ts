import { waitFor, type Actor, type SnapshotFrom } from 'xstate';
import type { Send } from '../shared/connect.js';
import type { sessionMachine } from './session.machine.js';
import type { SessionEvent, SessionUser } from './session.types.js';

/** What a UI (and the API client) needs from the session. */
export interface SessionApi {
  readonly isRestoring: boolean;
  readonly isSignedIn: boolean;
  readonly isRefreshing: boolean;
  readonly user: SessionUser | null;
  readonly mobile: string | null;
  readonly accessToken: string | null;
  readonly sessionToken: string | null;
  getLogoutProps(): { readonly onClick: () => void };
  /** Report that a call was refused with this (expired) access token. */
  reportExpiredAccessToken(accessToken: string): void;
  /** Report a "Session Token has expired" response. */
  reportExpiredSession(): void;
  /** Report new tokens the API client obtained by refreshing on its own (SESSION-007). */
  reportRefreshedTokens(tokens: { readonly accessToken: string; readonly refreshToken: string }): void;
  /** Report that the API client's own refresh was refused (SESSION-007). */
  reportRefusedRefresh(): void;
}

/**
 * Turns a session snapshot into plain values and handlers.
 *
 * @param snapshot - the session actor's snapshot.
 * @param send - the session actor's `send`.
 * @returns the session view model.
 * @example
 * ```ts
 * const { isSignedIn, user, getLogoutProps } = connectSession(actor.getSnapshot(), (event) => actor.send(event));
 * ```
 */
export function connectSession(snapshot: SnapshotFrom<typeof sessionMachine>, send: Send<SessionEvent>): SessionApi {
  const { session } = snapshot.context;
  return {
    isRestoring: snapshot.matches('restoring'),
    isSignedIn: snapshot.matches('signedIn'),
    isRefreshing: snapshot.hasTag('refreshing'),
    user: session?.user ?? null,
    mobile: session?.mobile ?? null,
    accessToken: session?.accessToken ?? null,
    sessionToken: session?.sessionToken ?? null,
    getLogoutProps: () => ({ onClick: () => send({ type: 'LOGOUT' }) }),
    reportExpiredAccessToken: (accessToken) => send({ type: 'ACCESS_TOKEN.EXPIRED', accessToken }),
    reportExpiredSession: () => send({ type: 'SESSION_TOKEN.EXPIRED' }),
    reportRefreshedTokens: ({ accessToken, refreshToken }) => send({ type: 'ACCESS_TOKEN.REFRESHED', accessToken, refreshToken }),
    reportRefusedRefresh: () => send({ type: 'REFRESH_TOKEN.EXPIRED' }),
  };
}

/**
 * The access token to use for a call, once any refresh under way has finished.
 *
 * An API client calls this before each call and again after reporting an expired token, so that
 * many concurrent calls share the one refresh (SESSION-001).
 *
 * @param actor - the running session actor.
 * @returns the current access token, or null when nobody is signed in.
 * @example
 * ```ts
 * const token = await usableAccessToken(sessionActor);
 * ```
 */
export async function usableAccessToken(actor: Actor<typeof sessionMachine>): Promise<string | null> {
  const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('refreshing') && !snapshot.matches('restoring'));
  return settled.context.session?.accessToken ?? null;
}
