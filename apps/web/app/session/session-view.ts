import { useSyncExternalStore } from 'react';
import { sharedView, useActor } from '../widgets/use-actor.ts';
import { SESSION_STORAGE_KEY as SESSION_KEY } from './browser-token-store.ts';

/**
 * Where the browser's session stands, as the page shows it:
 * `unknown` before hydration and until the stored session has been read, `pending` while a link
 * signs in or a sign-out is under way, then `signedIn` or `signedOut`; `unavailable` when the
 * session's own code could not be fetched (a dropped connection), until `retry`.
 */
export type SessionStatus = 'unknown' | 'pending' | 'signedIn' | 'signedOut' | 'unavailable';

/** What the header and the signed-in pages need to know about the session. */
export interface SessionView {
  readonly status: SessionStatus;
  readonly user: { readonly firstName: string | null; readonly lastName: string | null } | null;
  readonly viaAutoLogin: boolean;
  /** Ends the session (sessionMachine LOGOUT): revoke, clear, go home. */
  readonly logout: () => void;
  /** `unavailable` only: why the session could not start, and what starts it again. */
  readonly unavailable?: { readonly error: unknown; readonly retry: () => void };
}

/**
 * A Logout tapped while the header already shows the stored customer but the session machine is
 * still loading (`SessionBridge` loads it right after hydration): kept, and carried out by the
 * machine as soon as it publishes a session it can end, so the tap is never a dead button.
 */
let logoutRequested = false;

/** Nobody knows yet who is signed in: before hydration, and while the session starts. */
export const SESSION_UNKNOWN: SessionView = {
  status: 'unknown',
  user: null,
  viaAutoLogin: false,
  logout: () => {
    logoutRequested = true;
  },
};
/** Nobody is signed in and no session runtime was needed to know it. */
export const SIGNED_OUT: SessionView = { ...SESSION_UNKNOWN, status: 'signedOut' };

/**
 * The session whose code could not be fetched: nobody knows yet who is signed in. A Logout tapped
 * meanwhile still waits for the machine (it is kept, as while `unknown`).
 *
 * @rule LOAD-CODE-003 When the session's own code cannot be fetched, a signed-in page says so as a
 *   lost connection, with Try again, which starts the session again; it never waits on its
 *   skeleton for good, and a Logout tapped before is still carried out once the session starts.
 *
 * @param error - what the session's start threw
 * @param retry - starts the session again
 * @returns the view to publish
 */
export function sessionUnavailable(error: unknown, retry: () => void): SessionView {
  return { ...SESSION_UNKNOWN, status: 'unavailable', unavailable: { error, retry } };
}

/** The session machine's view, shared app-wide: `unknown` until published, and on the server. */
const session = sharedView<SessionView>(SESSION_UNKNOWN);

/**
 * Publishes the session as the page should show it. The session machine (loaded on demand by
 * `session-runtime.ts`) publishes every change; without it, `SessionBridge` publishes `signedOut`.
 *
 * @param view - the new view
 */
export function publishSession(view: SessionView): void {
  if (logoutRequested && view.status !== 'unknown' && view.status !== 'pending' && view.status !== 'unavailable') {
    logoutRequested = false;
    // The machine now knows the session: end it as the visitor asked (SESSION-006: revoke, clear, home).
    // After this publish returns, so the runtime has subscribed to the machine and sees the change.
    if (view.status === 'signedIn') queueMicrotask(view.logout);
  }
  session.publish(view);
}

/**
 * The session as a page starts with it: `unknown`, and no Logout waiting. A page has this module to
 * itself; the web tests share it between their files (`isolate: false`), and their setup starts
 * each file from here, as a fresh page would.
 */
export function resetSessionViewForTests(): void {
  logoutRequested = false;
  session.publish(SESSION_UNKNOWN);
}

/**
 * The current session outside React (what `useSession` reads).
 *
 * @returns the view last published
 */
export function currentSessionView(): SessionView {
  return session.getSnapshot();
}

/**
 * The current session, kept in step with the session machine. This module holds no XState, so
 * content pages for visitors who are not signed in never load the machine.
 *
 * @returns the session view (`unknown` while pre-rendering and hydrating)
 */
export function useSession(): SessionView {
  return useActor(session);
}

/** The name parts of the customer a stored session belongs to. */
export type StoredUser = NonNullable<SessionView['user']>;

let storedRaw: string | null | undefined;
let storedUser: StoredUser | null = null;

function readStoredUser(): StoredUser | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SESSION_KEY);
  } catch {
    // Storage refused (private mode): nothing can have been stored.
  }
  if (raw === storedRaw) return storedUser;
  storedRaw = raw;
  storedUser = null;
  try {
    const parsed = JSON.parse(raw ?? 'null') as { token?: unknown; user?: { name?: { firstName?: unknown; lastName?: unknown } } } | null;
    if (typeof parsed?.token === 'string') {
      const name = parsed.user?.name;
      const part = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
      storedUser = { firstName: part(name?.firstName), lastName: part(name?.lastName) };
    }
  } catch {
    // Not JSON: no stored session.
  }
  return storedUser;
}

function subscribeToStorage(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  const unsubscribe = session.subscribe(listener);
  return () => {
    window.removeEventListener('storage', listener);
    unsubscribe();
  };
}

/**
 * Who the header shows as signed in: the session machine's customer once it has decided, and
 * until then (before it loads, while it restores) the customer of the session stored on this
 * browser, so a signed-in visitor never sees Login flash in the header.
 * Pre-rendered HTML shows Login; React swaps in the stored customer right after hydrating.
 *
 * @returns the customer's name parts, or null when nobody is signed in
 */
export function useSignedInUser(): StoredUser | null {
  const session = useSession();
  const stored = useSyncExternalStore(subscribeToStorage, readStoredUser, () => null);
  if (session.status === 'signedIn') return session.user ?? stored ?? { firstName: null, lastName: null };
  if (session.status === 'signedOut') return null;
  return stored;
}
