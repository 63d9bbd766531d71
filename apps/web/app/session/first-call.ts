import type { ApiClient } from '@rinn/api-client';
import { SESSION_STORAGE_KEY } from './browser-token-store.ts';

/** A signed-in page's first call, over the browser's API client. */
export type FirstCall<T> = (client: ApiClient) => Promise<T>;

interface StartedCall {
  /** Which page's call it is (the page takes only its own). */
  readonly key: string;
  /** The session it was made for: another session (a sign-in since) does not take it. */
  readonly sessionToken: string;
  readonly result: Promise<unknown>;
}

let started: StartedCall | null = null;

/**
 * The session token of the session stored on this browser.
 *
 * @returns the token, or null when none is stored or storage is refused
 */
export function storedSessionToken(): string | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { sessionToken?: unknown } | null;
    return typeof parsed?.sessionToken === 'string' ? parsed.sessionToken : null;
  } catch {
    return null;
  }
}

/**
 * Starts a signed-in page's first call while the page hydrates, when the page is opened with a
 * session stored on this browser, so that its answer is on its way while React hydrates and the
 * session machine restores the session, instead of after both.
 *
 * @rule FIRST-CALL-001 A signed-in page opened with a session stored on this browser (the
 *   dashboard) asks for its first data as its route module runs, before React hydrates, through
 *   the same API client (its token refresh and its answer's checks); the page's own load, once the
 *   session machine says someone is signed in, takes that answer once instead of asking again, if
 *   the session is still the one it was asked for. Any later load (Try again, another language,
 *   another visit) asks the server again. With no stored session nothing is asked early.
 *
 * @param key - the page the call belongs to
 * @param call - makes the call
 */
export function startFirstCall<T>(key: string, call: () => Promise<T>): void {
  // Pre-rendering evaluates route modules too; nobody is signed in there.
  if (typeof window === 'undefined') return;
  const sessionToken = storedSessionToken();
  if (sessionToken === null) return;
  let result: Promise<T>;
  try {
    result = call();
  } catch (error) {
    result = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  // A failure is the page's own load's to report, when it takes the answer (or asks again).
  result.catch(() => undefined);
  started = { key, sessionToken, result };
}

/**
 * The answer of the first call {@link startFirstCall} started for this page, once; null when none
 * was started, it was taken already, or the stored session has changed since (then the page asks
 * again itself).
 *
 * @param key - the page the call belongs to
 * @returns the call's result, or null
 */
export function takeFirstCall<T>(key: string): Promise<T> | null {
  const call = started;
  if (call === null || call.key !== key) return null;
  started = null;
  return call.sessionToken === storedSessionToken() ? (call.result as Promise<T>) : null;
}
