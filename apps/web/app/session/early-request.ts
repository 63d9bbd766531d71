import { sessionFreeHeaders } from '@rinn/api-client';
import { HEADERS } from '@rinn/contract';
import { firstInHead, inlineCall } from '../hydration/inline-script.ts';

/**
 * The request a signed-in page's first call makes, started by the parser before any module has
 * loaded (FIRST-CALL-002). Only the request is early: its answer goes through the page's own
 * load, the API client's call (its token refresh, its answer's checks), which finds it in place of
 * sending the same request itself.
 */

/** Where the early request waits for the API client, on `window`. */
export const EARLY_REQUEST_GLOBAL = '__rinnEarlyRequest';

/** What the build tells the inline script: the call, as the API client would send it. */
export interface EarlyRequestConfig {
  /** The localStorage key of the stored session (`SESSION_STORAGE_KEY`). */
  readonly storageKey: string;
  /** The call's address, as the API client builds it (base URL, path, no query). */
  readonly url: string;
  /** The headers every GET of the client sends (Accept, no caching). */
  readonly headers: Readonly<Record<string, string>>;
  /** `HEADERS.authorization`, `HEADERS.sessionToken`, `HEADERS.autoLogin`: a `bearer+session` call's. */
  readonly authorizationHeader: string;
  readonly sessionTokenHeader: string;
  readonly autoLoginHeader: string;
  /** `EARLY_REQUEST_GLOBAL`. */
  readonly globalName: string;
}

/** A request started early, until the API client takes it. */
export interface EarlyRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly response: Promise<Response>;
}

/**
 * Sends a signed-in page's first GET as the parser reaches the head, when a session is stored on
 * this browser, with the headers the API client would send for that session, and leaves the
 * request on `window` for the client (see {@link takeEarlyResponse}).
 *
 * It is written into the page as source text (`inlineCall`), so it uses nothing from outside its
 * body. A stored session it cannot read sends nothing: the client would read none either.
 *
 * @rule FIRST-CALL-002 The pre-rendered dashboard, opened with a session stored on this browser,
 *   sends its application list request from an inline script in its head, before any module has
 *   loaded, with exactly the headers the API client sends for that session; the API client's call
 *   of the page's load (FIRST-CALL-001) takes that request's answer, once, in place of sending the
 *   same request, and reads it as its own: an expired access token is refreshed and the call sent
 *   again, an ended session ends it, the answer is checked against the contract. A request that
 *   differs in anything (another session since, another address) is not taken. With no stored
 *   session, or one that cannot be read, nothing is sent early.
 * @param config - the call, from the build
 */
export function startEarlyRequest(config: EarlyRequestConfig): void {
  try {
    const stored = JSON.parse(window.localStorage.getItem(config.storageKey) ?? 'null') as {
      token?: unknown;
      refreshToken?: unknown;
      sessionToken?: unknown;
      autoLogin?: unknown;
      user?: { mobile?: unknown };
    } | null;
    if (
      stored === null ||
      typeof stored.token !== 'string' ||
      typeof stored.refreshToken !== 'string' ||
      typeof stored.sessionToken !== 'string' ||
      typeof stored.autoLogin !== 'boolean' ||
      typeof stored.user?.mobile !== 'string'
    ) {
      return;
    }
    const headers: Record<string, string> = { ...config.headers };
    headers[config.authorizationHeader] = `Bearer ${stored.token}`;
    headers[config.sessionTokenHeader] = stored.sessionToken;
    if (stored.autoLogin) headers[config.autoLoginHeader] = 'true';
    const response = window.fetch(config.url, { method: 'GET', headers, cache: 'no-store' });
    // A failure is the client's to read, when it takes the request; none goes unhandled before.
    response.catch(() => undefined);
    (window as unknown as Record<string, unknown>)[config.globalName] = { url: config.url, headers, response };
  } catch {
    // Storage refused, or not JSON: the page's load asks as usual.
  }
}

function sameHeaders(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/**
 * The answer of the request {@link startEarlyRequest} started, if the API client is about to send
 * exactly that request (address, GET, every header); once. Otherwise null, and the client sends its
 * own; a request that did not match is dropped, never taken later.
 *
 * @param url - the address the client is about to fetch
 * @param init - the client's request
 * @returns the early request's response, or null
 */
export function takeEarlyResponse(url: string, init: RequestInit): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as Record<string, unknown>;
  const early = holder[EARLY_REQUEST_GLOBAL] as EarlyRequest | undefined;
  if (early === undefined) return null;
  const method = init.method ?? 'GET';
  const headers = init.headers;
  if (method !== 'GET' || url !== early.url || init.body !== undefined) return null;
  // Dropped at the client's first request to that address, matching or not: a later request is a new one.
  delete holder[EARLY_REQUEST_GLOBAL];
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers) || headers instanceof Headers) return null;
  return sameHeaders(headers, early.headers) ? early.response : null;
}

/**
 * Adds the early request of a signed-in page's first call to its pre-rendered page, first in its
 * head, ahead of the stylesheet.
 *
 * @param html - a pre-rendered page
 * @param url - the call's address (the API base URL and the route's path)
 * @param storageKey - where the API client keeps the session
 * @returns the page with the script
 */
export function withEarlyRequest(html: string, url: string, storageKey: string): string {
  const config: EarlyRequestConfig = {
    storageKey,
    url,
    // What the client sends with a JSON GET whatever the session; it takes the request only if they match.
    headers: sessionFreeHeaders({ method: 'GET', responseKind: 'json' }),
    authorizationHeader: HEADERS.authorization,
    sessionTokenHeader: HEADERS.sessionToken,
    autoLoginHeader: HEADERS.autoLogin,
    globalName: EARLY_REQUEST_GLOBAL,
  };
  return firstInHead(html, inlineCall(startEarlyRequest, config));
}
