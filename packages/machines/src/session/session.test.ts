import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActor } from '../testing/controlled-actor.js';
import { flushPromises } from '../testing/flush.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectSession, usableAccessToken } from './session.connect.js';
import { SESSION_REDIRECTS, sessionMachine } from './session.machine.js';
import { LinkExpiredError } from './session.types.js';
import type {
  AuthSession,
  AutoLoginRequest,
  NavigationTarget,
  RefreshedToken,
  RefreshRequest,
  TokenCheckRequest,
  TokenCheckResult,
} from './session.types.js';

const session: AuthSession = { mobile: '9876543210', accessToken: 'old', refreshToken: 'refresh', sessionToken: 's', user: { firstName: 'Asha' } };

async function start(stored: AuthSession | null) {
  const load = controlledActor<AuthSession | null, void>();
  const store = controlledActor<void, AuthSession>();
  const clear = controlledActor<void, void>();
  const autoLogin = controlledActor<AuthSession, AutoLoginRequest>();
  const check = controlledActor<TokenCheckResult, TokenCheckRequest>();
  const refresh = controlledActor<RefreshedToken, RefreshRequest>();
  const navigate = controlledActor<void, NavigationTarget>();
  const machine = sessionMachine.provide({
    actors: {
      loadStoredSession: load.logic,
      storeSession: store.logic,
      clearSession: clear.logic,
      autoLogin: autoLogin.logic,
      checkTokenExpiry: check.logic,
      refreshAccessToken: refresh.logic,
      navigate: navigate.logic,
    },
  });
  const actor = createActor(machine).start();
  expect(connectSession(actor.getSnapshot(), (event) => actor.send(event)).isRestoring).toBe(true);
  load.resolve(stored);
  await flushPromises();
  const api = () => connectSession(actor.getSnapshot(), (event) => actor.send(event));
  const finish = async (fake: { resolve: (value: never) => void }) => {
    fake.resolve(undefined as never);
    await flushPromises();
  };
  return { actor, api, store, clear, autoLogin, check, refresh, navigate, finish };
}

describe('session machine', () => {
  it('SESSION-001: many calls meeting the same expired token cause one refresh and all get the new token', async () => {
    const { actor, api, refresh, store, finish } = await start(session);
    expect(api()).toMatchObject({ isSignedIn: true, accessToken: 'old', user: { firstName: 'Asha' }, sessionToken: 's', mobile: '9876543210' });
    const waiting = Array.from({ length: 5 }, () => {
      api().reportExpiredAccessToken('old');
      return usableAccessToken(actor);
    });
    expect(api().isRefreshing).toBe(true);
    expect(refresh.calls).toEqual([{ mobile: '9876543210', refreshToken: 'refresh' }]);
    refresh.resolve({ accessToken: 'new' });
    await flushPromises();
    expect(await Promise.all(waiting)).toEqual(['new', 'new', 'new', 'new', 'new']);
    api().reportExpiredAccessToken('old');
    await finish(store);
    api().reportExpiredAccessToken('old');
    expect(refresh.calls).toHaveLength(1);
    expect(store.calls.at(-1)).toMatchObject({ accessToken: 'new' });
    api().reportExpiredAccessToken('new');
    expect(refresh.calls).toHaveLength(2);
  });

  it('SESSION-002: a failed refresh logs out and goes home with #myaccount', async () => {
    const { api, refresh, clear, navigate, finish } = await start(session);
    api().reportExpiredAccessToken('old');
    refresh.reject(new Error('refresh token expired'));
    await flushPromises();
    expect(api()).toMatchObject({ isSignedIn: false, accessToken: null });
    await finish(clear);
    expect(navigate.calls).toEqual([{ to: SESSION_REDIRECTS.myAccount }]);
    expect(SESSION_REDIRECTS.myAccount).toBe('/#myaccount');
  });

  it('SESSION-003: a link signs in automatically when signed out; a failure goes home with #myaccount', async () => {
    const { actor, api, autoLogin, store } = await start(null);
    actor.send({ type: 'AUTO_LOGIN', userMobile: '9876543210', userToken: 'link' });
    expect(autoLogin.calls).toEqual([{ userMobile: '9876543210', userToken: 'link' }]);
    autoLogin.resolve(session);
    await flushPromises();
    expect(store.calls).toEqual([session]);
    expect(api().isSignedIn).toBe(true);
    actor.send({ type: 'AUTO_LOGIN', userMobile: '9876543210', userToken: 'again' });
    expect(autoLogin.calls).toHaveLength(1);

    const other = await start(null);
    other.actor.send({ type: 'AUTO_LOGIN', userMobile: '9876543210', userToken: 'bad' });
    other.autoLogin.reject(new Error('invalid'));
    await flushPromises();
    expect(other.navigate.calls).toEqual([{ to: '/#myaccount' }]);
    await other.finish(other.navigate);
    expect(other.api().isSignedIn).toBe(false);

    const expired = await start(null);
    expired.actor.send({ type: 'AUTO_LOGIN', userMobile: '9876543210', userToken: 'used' });
    expired.autoLogin.reject(new LinkExpiredError());
    await flushPromises();
    expect(expired.navigate.calls).toEqual([{ to: SESSION_REDIRECTS.expiredLink }]);
  });

  it('SESSION-007: tokens the API client refreshed itself are adopted without another refresh; a refused refresh logs out to #myaccount', async () => {
    const auto = await start(null);
    auto.actor.send({ type: 'AUTO_LOGIN', userMobile: '9876543210', userToken: 'link' });
    auto.autoLogin.resolve(session);
    await flushPromises();
    await auto.finish(auto.store);
    auto.api().reportRefreshedTokens({ accessToken: 'renewed', refreshToken: 'refresh-2' });
    expect(auto.api()).toMatchObject({ isSignedIn: true, isRefreshing: false, accessToken: 'renewed' });
    expect(auto.actor.getSnapshot().context.session?.refreshToken).toBe('refresh-2');
    expect(auto.refresh.calls).toEqual([]);
    // Still an auto-login session: "Session Token has expired" does not log it out (SESSION-004).
    auto.api().reportExpiredSession();
    expect(auto.api().isSignedIn).toBe(true);

    const { api, clear, navigate, refresh, finish } = await start(session);
    api().reportRefusedRefresh();
    expect(api()).toMatchObject({ isSignedIn: false, accessToken: null });
    await finish(clear);
    expect(navigate.calls).toEqual([{ to: SESSION_REDIRECTS.myAccount }]);
    expect(refresh.calls).toEqual([]);
  });

  it('SESSION-004: "Session Token has expired" logs out to #myaccount, except for an auto-login session', async () => {
    const { api, clear, navigate, finish } = await start(session);
    api().reportExpiredSession();
    await finish(clear);
    expect(navigate.calls).toEqual([{ to: '/#myaccount' }]);

    const auto = await start(null);
    auto.actor.send({ type: 'AUTO_LOGIN', userMobile: '9876543210', userToken: 'link' });
    auto.autoLogin.resolve(session);
    await flushPromises();
    auto.api().reportExpiredSession();
    expect(auto.api().isSignedIn).toBe(true);
    expect(auto.clear.calls).toEqual([]);
  });

  it('SESSION-005: a failed token check goes home, an expired token to /expired-link, a valid one signs in', async () => {
    const request = { type: 'TOKEN.CHECK', userMobile: '9876543210', userToken: 't', origin: 'consent' } as const;
    const failed = await start(null);
    failed.actor.send(request);
    expect(failed.check.calls).toEqual([{ userMobile: '9876543210', userToken: 't', origin: 'consent' }]);
    failed.check.reject(new Error('network'));
    await flushPromises();
    expect(failed.navigate.calls).toEqual([{ to: '/' }]);

    const expired = await start(null);
    expired.actor.send(request);
    expired.check.resolve({ isExpired: true });
    await flushPromises();
    expect(expired.navigate.calls).toEqual([{ to: '/expired-link' }]);

    const valid = await start(null);
    valid.actor.send(request);
    valid.check.resolve({ isExpired: false, session });
    await flushPromises();
    expect(valid.api()).toMatchObject({ isSignedIn: true, accessToken: 'old' });
  });

  it('SESSION-006: logout clears everything and goes home; login signs in again', async () => {
    const { actor, api, clear, navigate, finish } = await start(session);
    api().getLogoutProps().onClick();
    expect(api()).toMatchObject({ isSignedIn: false, accessToken: null, user: null });
    await finish(clear);
    expect(clear.calls).toHaveLength(1);
    expect(navigate.calls).toEqual([{ to: '/' }]);
    await finish(navigate);
    expect(await usableAccessToken(actor)).toBeNull();
    actor.send({ type: 'LOGIN.SUCCEEDED', session: { ...session, accessToken: 'fresh' } });
    expect(api()).toMatchObject({ isSignedIn: true, accessToken: 'fresh' });
    actor.send({ type: 'LOGIN.SUCCEEDED', session: { ...session, accessToken: 'fresher' } });
    expect(api().accessToken).toBe('fresher');
  });

  describe('every shortest path', () => {
    const cases = shortestPathCases(sessionMachine, {
      events: [
        { type: 'xstate.done.actor.loadStoredSession', output: session },
        { type: 'xstate.done.actor.loadStoredSession', output: null },
        { type: 'LOGIN.SUCCEEDED', session },
        { type: 'AUTO_LOGIN', userMobile: '9876543210', userToken: 't' },
        { type: 'TOKEN.CHECK', userMobile: '9876543210', userToken: 't', origin: 'o' },
        { type: 'xstate.done.actor.autoLogin', output: session },
        { type: 'xstate.done.actor.checkTokenExpiry', output: { isExpired: true } },
        { type: 'xstate.done.actor.checkTokenExpiry', output: { isExpired: false, session } },
        { type: 'ACCESS_TOKEN.EXPIRED', accessToken: 'old' },
        { type: 'xstate.done.actor.refreshAccessToken', output: { accessToken: 'old' } },
        { type: 'ACCESS_TOKEN.REFRESHED', accessToken: 'old', refreshToken: 'refresh' },
        { type: 'REFRESH_TOKEN.EXPIRED' },
      ],
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
