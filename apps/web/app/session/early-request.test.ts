import { fc, test } from '@fast-check/vitest';
import { createApiClient, type SessionEndReason } from '@rinn/api-client';
import { applicationListRoute, fail, ok, ROUTE_EXAMPLES } from '@rinn/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTokenStore, SESSION_STORAGE_KEY } from './browser-token-store.ts';
import { EARLY_REQUEST_GLOBAL, takeEarlyResponse, withEarlyRequest } from './early-request.ts';

const HEAD = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>My Account</title><link rel="stylesheet" href="/assets/root.css"/></head><body></body></html>';
const BASE_URL = 'https://api.rinn.test';
const URL_OF_LIST = `${BASE_URL}${applicationListRoute.path}`;

interface Sent {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly cache: RequestCache | undefined;
}

/** A stand-in server: records every request that reaches it and answers from `answer`. */
function server(answer: (sent: Sent, index: number) => Response) {
  const sent: Sent[] = [];
  const fetch = vi.fn((url: string, init: RequestInit = {}) => {
    const request = { url, headers: { ...(init.headers as Record<string, string>) }, cache: init.cache };
    sent.push(request);
    return Promise.resolve(answer(request, sent.length - 1));
  });
  return { sent, fetch };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const listAnswer = () => json(200, ok(ROUTE_EXAMPLES.applicationList.response, 'done'));

function storeSession(session: { token: string; sessionToken: string; autoLogin: boolean }): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...session, refreshToken: 'refresh', user: { mobile: '9876543210', name: { firstName: 'Aarav', lastName: null } } }));
}

/** Runs the script withEarlyRequest puts into the page, as the parser does when it reaches the head. */
function runHeadScript(): void {
  const page = withEarlyRequest(HEAD, URL_OF_LIST, SESSION_STORAGE_KEY);
  const code = /<script>([\s\S]*?)<\/script>/.exec(page)?.[1];
  if (code === undefined) throw new Error('the page has no inline script');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the page's inline script, as the browser does
  (new Function(code) as () => void)();
}

/** The browser's client as api.ts makes it: the early request first, then the network. */
function browserClient(network: (url: string, init: RequestInit) => Promise<Response>) {
  const ended: SessionEndReason[] = [];
  const client = createApiClient({
    baseUrl: BASE_URL,
    tokens: browserTokenStore(window.localStorage),
    fetch: (url, init) => takeEarlyResponse(url, init) ?? network(url, init),
    onSessionExpired: (reason) => ended.push(reason),
  });
  return { client, ended };
}

afterEach(() => {
  window.localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL];
  vi.unstubAllGlobals();
});

describe('the dashboard’s first request, sent by the parser', () => {
  it('FIRST-CALL-002 is the first thing in the head, ahead of the stylesheet', () => {
    const page = withEarlyRequest(HEAD, URL_OF_LIST, SESSION_STORAGE_KEY);
    expect(page.indexOf('<script>')).toBeGreaterThan(page.indexOf('<meta charSet="utf-8"/>'));
    expect(page.indexOf('<script>')).toBeLessThan(page.indexOf('<link rel="stylesheet"'));
  });

  test.prop([fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.boolean()])(
    'FIRST-CALL-002 sends exactly the request the client would, and the client takes its answer instead of sending it again',
    async (token, sessionToken, autoLogin) => {
      storeSession({ token, sessionToken, autoLogin });
      const early = server(listAnswer);
      vi.stubGlobal('fetch', early.fetch);
      runHeadScript();
      expect(early.sent).toHaveLength(1);

      // What the client sends for the same session, to a server of its own.
      const alone = server(listAnswer);
      const reference = createApiClient({ baseUrl: BASE_URL, tokens: browserTokenStore(window.localStorage), fetch: alone.fetch });
      await reference.applicationList({ query: {} });
      expect(early.sent[0]).toEqual(alone.sent[0]);

      const network = server(listAnswer);
      const { client } = browserClient(network.fetch);
      const { data } = await client.applicationList({ query: {} });
      expect(data).toEqual(ROUTE_EXAMPLES.applicationList.response);
      expect(network.sent).toHaveLength(0);
      // Taken once: the next load asks the server.
      await client.applicationList({ query: {} });
      expect(network.sent).toHaveLength(1);
      delete (window as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL];
      vi.unstubAllGlobals();
    },
  );

  it('FIRST-CALL-002 answered with an expired access token: the client refreshes and sends the call again, as it does for its own', async () => {
    storeSession({ token: 'expired', sessionToken: 'session', autoLogin: false });
    const early = server(() => json(401, fail('TOKEN_EXPIRED', 'Access token has expired').body));
    vi.stubGlobal('fetch', early.fetch);
    runHeadScript();
    const network = server((sent) =>
      sent.url.endsWith(applicationListRoute.path) ? listAnswer() : json(200, ok(ROUTE_EXAMPLES.refreshAccessToken.response, 'refreshed')),
    );
    const { client, ended } = browserClient(network.fetch);
    const { data } = await client.applicationList({ query: {} });
    expect(data).toEqual(ROUTE_EXAMPLES.applicationList.response);
    expect(early.sent.map((sent) => sent.headers['Authorization'])).toEqual(['Bearer expired']);
    // The refresh, then the call again with the new token.
    expect(network.sent.map((sent) => sent.headers['Authorization'])).toEqual(['Bearer refresh', `Bearer ${ROUTE_EXAMPLES.refreshAccessToken.response.token}`]);
    expect(ended).toEqual([]);
  });

  it('FIRST-CALL-002 answered with an ended session: the client ends it, as it does for its own', async () => {
    storeSession({ token: 'token', sessionToken: 'revoked', autoLogin: false });
    vi.stubGlobal('fetch', server(() => json(401, fail('SESSION_EXPIRED', 'Session Token has expired').body)).fetch);
    runHeadScript();
    const network = server(listAnswer);
    const { client, ended } = browserClient(network.fetch);
    await expect(client.applicationList({ query: {} })).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(ended).toEqual(['session-expired']);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(network.sent).toHaveLength(0);
  });

  it('FIRST-CALL-002 is not taken when the session changed since (a sign-in), and is dropped then', async () => {
    storeSession({ token: 'old', sessionToken: 'session-a', autoLogin: false });
    const early = server(listAnswer);
    vi.stubGlobal('fetch', early.fetch);
    runHeadScript();
    storeSession({ token: 'new', sessionToken: 'session-b', autoLogin: false });
    const network = server(listAnswer);
    const { client } = browserClient(network.fetch);
    await client.applicationList({ query: {} });
    expect(network.sent.map((sent) => sent.headers['SessionToken'])).toEqual(['session-b']);
    expect((window as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL]).toBeUndefined();
  });

  it('FIRST-CALL-002 sends nothing with no stored session, or one that cannot be read', () => {
    const early = server(listAnswer);
    vi.stubGlobal('fetch', early.fetch);
    runHeadScript();
    window.localStorage.setItem(SESSION_STORAGE_KEY, 'not json');
    runHeadScript();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'access' }));
    runHeadScript();
    expect(early.sent).toHaveLength(0);
    expect(takeEarlyResponse(URL_OF_LIST, { method: 'GET', headers: {} })).toBeNull();
  });

  it('FIRST-CALL-002 a failed early request is the client’s network error, and goes unhandled nowhere before', async () => {
    storeSession({ token: 'token', sessionToken: 'session', autoLogin: false });
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    runHeadScript();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { client } = browserClient(server(listAnswer).fetch);
    await expect(client.applicationList({ query: {} })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
