import { useSyncExternalStore } from 'react';

/**
 * Where the browser's session stands, as the page shows it:
 * `unknown` before hydration and until the stored session has been read, `pending` while a link
 * signs in or a sign-out is under way, then `signedIn` or `signedOut`.
 */
export type SessionStatus = 'unknown' | 'pending' | 'signedIn' | 'signedOut';

/** What the header and the signed-in pages need to know about the session. */
export interface SessionView {
  readonly status: SessionStatus;
  readonly user: { readonly firstName: string | null; readonly lastName: string | null } | null;
  readonly viaAutoLogin: boolean;
  /** Ends the session (sessionMachine LOGOUT): revoke, clear, go home. */
  readonly logout: () => void;
}

const UNKNOWN: SessionView = { status: 'unknown', user: null, viaAutoLogin: false, logout: () => undefined };
/** Nobody is signed in and no session runtime was needed to know it. */
export const SIGNED_OUT: SessionView = { ...UNKNOWN, status: 'signedOut' };

let current: SessionView = UNKNOWN;
const listeners = new Set<() => void>();

/**
 * Publishes the session as the page should show it. The session machine (loaded on demand by
 * `session-runtime.ts`) publishes every change; without it, `SessionBridge` publishes `signedOut`.
 *
 * @param view - the new view
 */
export function publishSession(view: SessionView): void {
  current = view;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current session, kept in step with the session machine. This module holds no XState, so
 * content pages for visitors who are not signed in never load the machine.
 *
 * @returns the session view (`unknown` while pre-rendering and hydrating)
 */
export function useSession(): SessionView {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => UNKNOWN,
  );
}
