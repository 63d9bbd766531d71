import { createApiClient, type ApiClient, type SessionEndReason, type StoredSession, type TokenStore } from '@rinn/api-client';
import { API_BASE_URL } from './api-base-url.ts';
import { browserTokenStore } from './browser-token-store.ts';
import { takeEarlyResponse } from './early-request.ts';

/** What the session runtime wants to hear from the client: every stored session and every session end. */
export interface BrowserSessionListener {
  readonly onTokensWritten: (session: StoredSession) => void;
  readonly onSessionEnded: (reason: SessionEndReason) => void;
}

let client: ApiClient | undefined;
let listener: BrowserSessionListener | null = null;

/**
 * Lets the session runtime follow what the API client does to the session on its own: the tokens
 * of its single-flight refresh and the end of a session it detects (CLIENT-005…007).
 *
 * @param next - the listener, or null to stop listening
 */
export function listenToBrowserSession(next: BrowserSessionListener | null): void {
  listener = next;
}

function notifyingStore(store: TokenStore): TokenStore {
  return {
    read: () => store.read(),
    async write(session) {
      await store.write(session);
      listener?.onTokensWritten(session);
    },
    clear: () => store.clear(),
  };
}

/**
 * The browser's API client, created on first use so that pre-rendering never touches storage.
 *
 * @returns the shared client
 */
export function browserApiClient(): ApiClient {
  client ??= createApiClient({
    baseUrl: API_BASE_URL,
    // The page's first request may have been sent by the parser already (FIRST-CALL-002).
    fetch: (url, init) => takeEarlyResponse(url, init) ?? globalThis.fetch(url, init),
    tokens: notifyingStore(browserTokenStore(window.localStorage)),
    onSessionExpired: (reason) => listener?.onSessionEnded(reason),
  });
  return client;
}
