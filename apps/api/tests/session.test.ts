import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema.js';
import { REFRESH_REUSE_GRACE_MS, REQUIRED_ACCESS_TOKEN_CLAIMS, SessionService } from '../src/modules/session/session-service.js';
import { DEFAULT_SESSION_LIFETIMES } from '../src/modules/session/session-service.js';
import { TEST_SECRETS, authHeaders, json, login, startTestServer, type TestServer } from './helpers.js';

/** The tokens a login or a refresh answers with. */
interface Tokens {
  token: string;
  sessionToken: string;
  refreshToken: string;
}

const MINUTE = 60_000;
let mobileCounter = 0;
const freshMobile = () => `80000${String(++mobileCounter).padStart(5, '0')}`;

describe('sessions', () => {
  let server: TestServer;
  let sessionService: SessionService;
  const applications = (session: { token: string; sessionToken: string }) =>
    server.app.inject({ method: 'GET', url: '/api/application', headers: authHeaders(session) });
  const refresh = (refreshToken: string, mobile: string) =>
    server.app.inject({ method: 'POST', url: '/api/newaccesstoken', headers: { authorization: `Bearer ${refreshToken}` }, payload: { mobile } });

  beforeAll(async () => {
    server = await startTestServer();
    sessionService = new SessionService({
      db: server.database.db,
      clock: server.clock,
      tokenSecret: TEST_SECRETS.tokenSecret,
      hashSecret: TEST_SECRETS.otpSecret,
      lifetimes: DEFAULT_SESSION_LIFETIMES,
    });
  });
  afterAll(() => server.close());

  it('SESS-001: the access token lasts 15 minutes; then TOKEN_EXPIRED, and a refresh restores access', async () => {
    const mobile = freshMobile();
    const session = await login(server.app, mobile);
    expect(session.accessTokenExpiresInSeconds).toBe(900);
    expect((await applications(session)).statusCode).toBe(200);
    server.clock.advance(15 * MINUTE + 1000);
    const expired = await applications(session);
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toMatchObject({ code: 'TOKEN_EXPIRED', status: false, data: null });
    const refreshed = await refresh(session.refreshToken, mobile);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await applications({ token: json<{ token: string }>(refreshed).data.token, sessionToken: session.sessionToken })).statusCode).toBe(200);
  });

  it('AUTH-001: a dashboard call needs both the bearer token and the SessionToken of its session', async () => {
    const first = await login(server.app, freshMobile());
    const second = await login(server.app, freshMobile());
    expect((await server.app.inject({ method: 'GET', url: '/api/application' })).statusCode).toBe(401);
    const bearerOnly = await server.app.inject({ method: 'GET', url: '/api/application', headers: { authorization: `Bearer ${first.token}` } });
    expect(json(bearerOnly).code).toBe('UNAUTHENTICATED');
    const mixed = await applications({ token: first.token, sessionToken: second.sessionToken });
    expect(mixed.statusCode).toBe(401);
    expect(json(mixed)).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Session Token has expired' });
    const forged = await applications({ token: `${first.token.slice(0, -4)}AAAA`, sessionToken: first.sessionToken });
    expect(json(forged).code).toBe('UNAUTHENTICATED');
  });

  it('SESS-001: logout revokes the session at once, though the access token has not expired', async () => {
    const mobile = freshMobile();
    const session = await login(server.app, mobile);
    const logout = await server.app.inject({ method: 'POST', url: '/api/logout', headers: authHeaders(session) });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(json(logout).data).toEqual({ loggedOut: true });
    const after = await applications(session);
    expect(json(after)).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Session Token has expired' });
    expect(json(await refresh(session.refreshToken, mobile)).code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('SESS-001: a session ends after its lifetime; the refresh token dies with it', async () => {
    const mobile = freshMobile();
    const session = await login(server.app, mobile);
    server.clock.advance(DEFAULT_SESSION_LIFETIMES.sessionMs + 1000);
    expect(json(await refresh(session.refreshToken, mobile)).code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('SESS-002: the refresh token rotates on every use; reusing an old one revokes the whole family', async () => {
    const mobile = freshMobile();
    const session = await login(server.app, mobile);
    const first = json<Tokens>(await refresh(session.refreshToken, mobile)).data;
    expect(first.refreshToken).not.toBe(session.refreshToken);
    const second = json<Tokens>(await refresh(first.refreshToken, mobile)).data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    // Past the grace window for races (SESS-005), a used token presented again is a copy.
    server.clock.advance(REFRESH_REUSE_GRACE_MS);
    const reuse = await refresh(session.refreshToken, mobile);
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse).code).toBe('REFRESH_TOKEN_INVALID');
    // The family is gone: the newest refresh token and the live access token no longer work.
    expect(json(await refresh(second.refreshToken, mobile)).code).toBe('REFRESH_TOKEN_INVALID');
    expect(json(await applications({ token: second.token, sessionToken: session.sessionToken })).code).toBe('SESSION_EXPIRED');
  });

  it('SESS-002: a refresh for another mobile is refused', async () => {
    const session = await login(server.app, freshMobile());
    expect(json(await refresh(session.refreshToken, freshMobile())).code).toBe('REFRESH_TOKEN_INVALID');
    expect((await server.app.inject({ method: 'POST', url: '/api/newaccesstoken', payload: { mobile: freshMobile() } })).statusCode).toBe(401);
  });

  it('SESS-003: an auto-login link token works once and only within 10 minutes', async () => {
    const mobile = freshMobile();
    await login(server.app, mobile);
    const [customer] = await server.database.db.select().from(customers).where(eq(customers.mobile, mobile));
    const link = await sessionService.issueAutoLoginToken(customer!.id);
    const check = (userToken: string) =>
      server.app.inject({ method: 'POST', url: '/api/checkTokenExpiry', payload: { userToken, userMobile: mobile, origin: 'dashboard' } });
    const autoLogin = (userToken: string, userMobile = mobile) =>
      server.app.inject({ method: 'POST', url: '/api/autoLogin', payload: { userToken, userMobile } });

    expect(json(await check(link.token)).data).toEqual({ isExpired: false, isVerified: true, token: link.token });
    expect(json(await autoLogin(link.token, freshMobile())).code).toBe('UNAUTHENTICATED');
    const first = await autoLogin(link.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).data).toMatchObject({ isVerified: true, user: { mobile } });
    expect((await applications(json<Tokens>(first).data)).statusCode).toBe(200);
    const second = await autoLogin(link.token);
    expect(second.statusCode).toBe(410);
    expect(json(second).code).toBe('LINK_EXPIRED');
    expect(json(await check(link.token)).data).toEqual({ isExpired: true, isVerified: true, token: null });

    const stale = await sessionService.issueAutoLoginToken(customer!.id);
    server.clock.advance(10 * MINUTE + 1);
    expect(json(await autoLogin(stale.token)).code).toBe('LINK_EXPIRED');
    expect(json(await check('never-issued-token-0123456789')).data).toEqual({ isExpired: false, isVerified: false, token: null });
  });

  it('SESS-001: a new login that names the previous SessionToken revokes that session', async () => {
    const mobile = freshMobile();
    const first = await login(server.app, mobile);
    await server.app.inject({ method: 'POST', url: '/api/otp-v2', payload: { mobile, referenceId: 'ref-again' }, remoteAddress: '10.99.0.1' });
    server.clock.advance(31_000);
    await server.app.inject({ method: 'POST', url: '/api/otp-v2', payload: { mobile, referenceId: 'ref-again' }, remoteAddress: '10.99.0.1' });
    const outbox = json(await server.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${mobile}` })).data.messages as { body: string }[];
    const otp = /^(\d{4})/.exec(outbox[0]!.body)![1];
    const second = await server.app.inject({
      method: 'PUT',
      url: '/api/otp-v2',
      payload: { mobile, referenceId: 'ref-again', value: { otp }, sessionToken: first.sessionToken },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(json(await applications(first)).code).toBe('SESSION_EXPIRED');
    expect((await applications(json<Tokens>(second).data)).statusCode).toBe(200);
  });

  it('SESS-003: basic-token answers a short-lived journey token', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/basic-token' });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.expiresInSeconds).toBe(900);
    expect(json<{ basicToken: string }>(response).data.basicToken.split('.')).toHaveLength(3);
  });

  it('SESS-004: a token signed with the real key but missing exp, iat, iss, aud or sub is refused', async () => {
    const session = await login(server.app, freshMobile());
    const claims = decodeJwt(session.token);
    const key = new TextEncoder().encode(TEST_SECRETS.tokenSecret);
    const signWithout = async (missing: string | null) => {
      const now = Math.floor(server.clock.now().getTime() / 1000);
      const jwt = new SignJWT({ sid: claims.sid, mob: claims.mob }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
      if (missing !== 'sub') jwt.setSubject(claims.sub!);
      if (missing !== 'iss') jwt.setIssuer('rinn-api');
      if (missing !== 'aud') jwt.setAudience('rinn-web');
      if (missing !== 'iat') jwt.setIssuedAt(now);
      if (missing !== 'exp') jwt.setExpirationTime(now + 600);
      return jwt.sign(key);
    };
    // The control: every claim present, the same key, honoured.
    expect((await applications({ token: await signWithout(null), sessionToken: session.sessionToken })).statusCode).toBe(200);
    for (const missing of REQUIRED_ACCESS_TOKEN_CLAIMS) {
      const response = await applications({ token: await signWithout(missing), sessionToken: session.sessionToken });
      expect(response.statusCode, `without ${missing}`).toBe(401);
      expect(json(response).code).toBe('UNAUTHENTICATED');
    }
  });

  it('SESS-005: 50 parallel refreshes with one token all get a valid pair and leave the customer signed in', async () => {
    const mobile = freshMobile();
    const session = await login(server.app, mobile);
    const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(session.refreshToken, mobile)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const pairs = answers.map((answer) => json<{ token: string; refreshToken: string }>(answer).data);
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(50);
    // Every pair works: each access token opens the dashboard, each refresh token rotates once more.
    for (const pair of pairs) expect((await applications({ token: pair.token, sessionToken: session.sessionToken })).statusCode).toBe(200);
    const next = await Promise.all(pairs.map((pair) => refresh(pair.refreshToken, mobile)));
    expect(next.every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await applications({ token: json<{ token: string }>(next[0]!).data.token, sessionToken: session.sessionToken })).statusCode).toBe(200);
  });

  it('SESS-005: within the grace window a used token gets a new pair; a moment after it, reuse revokes the family', async () => {
    const mobile = freshMobile();
    const session = await login(server.app, mobile);
    const first = json<Tokens>(await refresh(session.refreshToken, mobile)).data;
    server.clock.advance(REFRESH_REUSE_GRACE_MS - 1);
    const retried = await refresh(session.refreshToken, mobile);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(json(retried).data.refreshToken).not.toBe(first.refreshToken);
    server.clock.advance(1);
    const reuse = await refresh(session.refreshToken, mobile);
    expect(json(reuse).code).toBe('REFRESH_TOKEN_INVALID');
    expect(json(await refresh(first.refreshToken, mobile)).code).toBe('REFRESH_TOKEN_INVALID');
    expect(json(await applications({ token: first.token, sessionToken: session.sessionToken })).code).toBe('SESSION_EXPIRED');
  });
});
