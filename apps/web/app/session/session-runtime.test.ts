import { createApiClient, createMemoryTokenStore, type StoredSession } from '@rinn/api-client';
import { describe, expect, it } from 'vitest';
import { autoLoginLinkOf, withoutAutoLoginParams } from './auto-login-link.ts';
import { startSessionRuntime } from './session-runtime.ts';
import { currentSessionView, publishSession, type SessionView } from './session-view.ts';

const MOBILE = '9876543210';
const user = { mobile: MOBILE, name: { firstName: 'Asha', lastName: 'Rao' } };
const issued = (n: number) => ({ token: `access-token-${n}-0000000000`, refreshToken: `refresh-token-${n}-000000000`, sessionToken: 'session-token-00000000001' });
const stored = (n: number): StoredSession => ({ ...issued(n), user, autoLogin: false });

const envelope = (data: unknown) => ({ status: true, message: '', data });
const failure = (code: string, message: string) => ({ status: false, message, data: null, code });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A small stand-in for the API server's session routes, answering in the contract's envelopes:
 * link tokens by name, access tokens that expire until refreshed, refresh tokens that may be refused.
 */
function fakeApi(options: { refreshRefused?: boolean } = {}) {
  const calls: string[] = [];
  let current = 1;
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const path = new URL(url, 'http://site.test').pathname;
    calls.push(path);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : {};
    const bearer = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '');
    if (path === '/api/autoLogin') {
      if (body['userToken'] === 'link-token-valid-0000') return json(200, envelope({ ...issued(current), accessTokenExpiresInSeconds: 900, user, isVerified: true }));
      if (body['userToken'] === 'link-token-used-00000') return json(410, failure('LINK_EXPIRED', 'This link has expired.'));
      return json(401, failure('UNAUTHENTICATED', 'Please log in again.'));
    }
    if (path === '/api/newaccesstoken') {
      if (options.refreshRefused || bearer !== issued(current).refreshToken) return json(401, failure('REFRESH_TOKEN_INVALID', 'Please log in again.'));
      current += 1;
      return json(200, envelope({ token: issued(current).token, refreshToken: issued(current).refreshToken, accessTokenExpiresInSeconds: 900 }));
    }
    if (path === '/api/application') {
      if (bearer !== issued(current).token || current === 1) return json(401, failure('TOKEN_EXPIRED', 'Access token has expired'));
      return json(200, envelope({ user: { mobile: '9876543210', name: { firstName: null, lastName: null } }, creditScore: null, applications: [] }));
    }
    if (path === '/api/logout') return json(200, envelope({ loggedOut: true }));
    return json(404, failure('NOT_FOUND', 'No such route'));
  };
  return { fetch, calls };
}

async function setup(initial: StoredSession | null, link: string, options: { refreshRefused?: boolean; throughSessionView?: boolean } = {}) {
  const api = fakeApi(options);
  const tokens = createMemoryTokenStore(initial);
  const navigations: string[] = [];
  const views: SessionView[] = [];
  const hooks: { ended?: (reason: 'refresh-failed' | 'session-expired' | 'no-refresh-token') => void; written?: (session: StoredSession) => void } = {};
  const client = createApiClient({
    baseUrl: '',
    fetch: api.fetch,
    tokens: {
      read: () => tokens.read(),
      write: async (session) => {
        await tokens.write(session);
        hooks.written?.(session);
      },
      clear: () => tokens.clear(),
    },
    onSessionExpired: (reason) => hooks.ended?.(reason),
  });
  const runtime = await startSessionRuntime(
    {
      client,
      tokens,
      navigate: (to) => void navigations.push(to),
      publish: (view) => {
        views.push(view);
        // As in the browser, where the header reads what session-view.ts was last given.
        if (options.throughSessionView) publishSession(view);
      },
    },
    autoLoginLinkOf(link),
  );
  hooks.ended = (reason) => runtime.sessionEnded(reason);
  hooks.written = (stored) => runtime.tokensWritten(stored);
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { api, client, tokens, runtime, navigations, views, settled, last: () => views.at(-1)! };
}

describe('session runtime over the API client', () => {
  it('SESSION-003: an auto-login link signs in when nobody is, and the first view published is never signed out', async () => {
    const { last, views, tokens, settled, navigations } = await setup(null, '?autoLogin=true&userMobile=9876543210&userToken=link-token-valid-0000');
    expect(views[0]?.status).toBe('pending');
    await settled();
    expect(last()).toMatchObject({ status: 'signedIn', user: { firstName: 'Asha', lastName: 'Rao' }, viaAutoLogin: true });
    expect(await tokens.read()).toMatchObject({ token: issued(1).token, autoLogin: true });
    expect(views.some((view) => view.status === 'signedOut')).toBe(false);
    expect(navigations).toEqual([]);
  });

  it('SESSION-003: a refused link goes home with #myaccount, a used or expired one to /expired-link', async () => {
    const refused = await setup(null, '?autoLogin=true&userMobile=9876543210&userToken=link-token-forged-000');
    await refused.settled();
    expect(refused.navigations).toEqual(['/#myaccount']);
    expect(refused.last().status).toBe('signedOut');

    const used = await setup(null, '?autoLogin=true&userMobile=9876543210&userToken=link-token-used-00000');
    await used.settled();
    expect(used.navigations).toEqual(['/expired-link']);
  });

  it('SESSION-003: a link is ignored when someone is already signed in', async () => {
    const { api, last, settled } = await setup(stored(2), '?autoLogin=true&userMobile=9876543210&userToken=link-token-valid-0000');
    await settled();
    expect(last()).toMatchObject({ status: 'signedIn', viaAutoLogin: false });
    expect(api.calls).toEqual([]);
  });

  it('SESSION-007: the client refreshes an expired access token once and the session adopts the new one', async () => {
    const { client, runtime, api, tokens, last } = await setup(stored(1), '');
    const [first, second] = await Promise.all([client.applicationList({ query: {} }), client.applicationList({ query: {} })]);
    expect(first.data.applications).toEqual([]);
    expect(second.data.applications).toEqual([]);
    expect(api.calls.filter((path) => path === '/api/newaccesstoken')).toHaveLength(1);
    expect(runtime.actor.getSnapshot().context.session).toMatchObject({ accessToken: issued(2).token, refreshToken: issued(2).refreshToken });
    expect(await tokens.read()).toMatchObject({ token: issued(2).token });
    expect(last().status).toBe('signedIn');
  });

  it('SESSION-002: a refused refresh logs out and goes home with #myaccount', async () => {
    const { client, navigations, tokens, last, settled } = await setup(stored(1), '', { refreshRefused: true });
    await expect(client.applicationList({ query: {} })).rejects.toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    await settled();
    expect(navigations).toEqual(['/#myaccount']);
    expect(await tokens.read()).toBeNull();
    expect(last().status).toBe('signedOut');
  });

  it('SESSION-006: logout revokes on the server, clears the tokens and goes home', async () => {
    const { api, navigations, tokens, last, settled } = await setup(stored(2), '');
    last().logout();
    await settled();
    expect(api.calls).toEqual(['/api/logout']);
    expect(await tokens.read()).toBeNull();
    expect(navigations).toEqual(['/']);
    expect(last().status).toBe('signedOut');
  });

  it('SESSION-006: a Logout tapped before the session machine has loaded is carried out once it has', async () => {
    // The header already shows the stored customer; its Logout reaches the view the page had before the machine.
    expect(currentSessionView().status).toBe('unknown');
    currentSessionView().logout();
    const { api, navigations, tokens, last, settled } = await setup(stored(2), '', { throughSessionView: true });
    await settled();
    expect(api.calls).toEqual(['/api/logout']);
    expect(await tokens.read()).toBeNull();
    expect(navigations).toEqual(['/']);
    expect(last().status).toBe('signedOut');
    expect(currentSessionView().status).toBe('signedOut');
  });
});

describe('auto-login link', () => {
  it('reads the mobile and token only with autoLogin=true, and drops them from the address afterwards', () => {
    expect(autoLoginLinkOf('?autoLogin=true&userMobile=9876543210&userToken=abc')).toEqual({ userMobile: '9876543210', userToken: 'abc' });
    expect(autoLoginLinkOf('?autoLogin=false&userMobile=9876543210&userToken=abc')).toBeNull();
    expect(autoLoginLinkOf('?autoLogin=true&userMobile=9876543210')).toBeNull();
    expect(withoutAutoLoginParams('?autoLogin=true&userMobile=1&userToken=2&utm_source=sms')).toBe('?utm_source=sms');
    expect(withoutAutoLoginParams('?autoLogin=true&userMobile=1&userToken=2')).toBe('');
  });
});
