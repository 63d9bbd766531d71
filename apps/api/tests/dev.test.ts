import { CONSENT_PAGE_API_KEY } from '@rinn/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoLoginTokens, consentAuditEvents, consentRequests, customers, smsOutbox } from '../src/db/schema.js';
import { ConfigError } from '../src/config.js';
import { CONSENT_LIFETIMES } from '../src/modules/consent/consent-records.js';
import { buildServer } from '../src/server.js';
import { DEMO_MOBILE, json, login, nextAddress, startTestServer, testConfig, type TestServer } from './helpers.js';

const BORROWER = '8123456789';

describe('development consent links', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const createLink = (payload: unknown) =>
    server.app.inject({ method: 'POST', url: '/api/dev/consent-link', payload: payload as Record<string, unknown>, headers: { 'user-agent': 'dev test' }, remoteAddress: nextAddress() });

  it('DEV-001: creates a pending consent request whose link the consent page can open', async () => {
    const response = await createLink({ mobile: BORROWER, lenderName: 'Axis Bank', productName: 'Used Car Loan', loanAmount: 450_000 });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = json(response) as { data: { referenceId: string; path: string; expiresAt: string } };
    const match = /^\/consent\/([A-Za-z0-9_-]{43})\?ckyc=true&origin=lender$/.exec(data.path);
    expect(match, data.path).not.toBeNull();
    expect(new Date(data.expiresAt).getTime() - server.clock.now().getTime()).toBe(CONSENT_LIFETIMES.linkMs);

    const viewed = await server.app.inject({ method: 'GET', url: '/api/consent', query: { id: match![1]! }, headers: { 'x-api-key': CONSENT_PAGE_API_KEY, source: 'user' } });
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(json(viewed).data).toMatchObject({
      referenceId: data.referenceId,
      consentStatus: 'pending',
      lenderName: 'Axis Bank',
      maskedMobile: 'XXXXXX6789',
      loan: { productName: 'Used Car Loan', loanAmount: 450_000 },
      ckyc: true,
    });

    const [stored] = await server.database.db.select().from(consentRequests).where(eq(consentRequests.referenceId, data.referenceId));
    const events = await server.database.db.select().from(consentAuditEvents).where(eq(consentAuditEvents.consentRequestId, stored!.id));
    expect(events.map((event) => event.event)).toContain('link_created');
    expect(events.find((event) => event.event === 'link_created')!.userAgent).toBe('dev consent-link: dev test');
  });

  it('DEV-001: defaults to HDFC Bank with CKYC, and honours ckyc false', async () => {
    const withDefaults = json(await createLink({ mobile: BORROWER })) as { data: { referenceId: string; path: string } };
    const [stored] = await server.database.db.select().from(consentRequests).where(eq(consentRequests.referenceId, withDefaults.data.referenceId));
    expect(stored).toMatchObject({ status: 'pending', mobile: BORROWER, ckyc: true });
    const withoutCkyc = json(await createLink({ mobile: BORROWER, ckyc: false })) as { data: { path: string } };
    expect(withoutCkyc.data.path).toMatch(/\?ckyc=false&origin=lender$/);
  });

  it('DEV-001: refuses a bad body with 400 and creates nothing', async () => {
    const before = await server.database.db.select({ id: consentRequests.id }).from(consentRequests);
    for (const payload of [{}, { mobile: '12345' }, { mobile: BORROWER, ckyc: 'yes' }, { mobile: BORROWER, loanAmount: -1 }, { mobile: BORROWER, lenderName: 'x'.repeat(101) }]) {
      const response = await createLink(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    const after = await server.database.db.select({ id: consentRequests.id }).from(consentRequests);
    expect(after.length).toBe(before.length);
  });

  const createAutoLoginLink = (mobile: string) =>
    server.app.inject({ method: 'POST', url: '/api/dev/auto-login-link', payload: { mobile }, remoteAddress: nextAddress() });

  it('DEV-002: issues a real auto-login link for a customer: it signs in once, then checkTokenExpiry calls it expired', async () => {
    const mobile = '8123400002';
    await login(server.app, mobile);
    const response = await createAutoLoginLink(mobile);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = json(response) as { data: { path: string; userToken: string; expiresAt: string } };
    const link = new URL(data.path, 'http://rinn.test');
    expect(link.pathname).toBe('/dashboard');
    expect(Object.fromEntries(link.searchParams)).toEqual({ autoLogin: 'true', userMobile: mobile, userToken: data.userToken });
    expect(new Date(data.expiresAt).getTime() - server.clock.now().getTime()).toBe(10 * 60_000);

    const check = async () =>
      json(await server.app.inject({ method: 'POST', url: '/api/checkTokenExpiry', payload: { userToken: data.userToken, userMobile: mobile, origin: 'dashboard' } })).data;
    expect(await check()).toMatchObject({ isExpired: false, isVerified: true });
    const signedIn = await server.app.inject({ method: 'POST', url: '/api/autoLogin', payload: { userToken: data.userToken, userMobile: mobile } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await check()).toMatchObject({ isExpired: true });
  });

  it('DEV-002: a mobile with no customer answers 404 and creates nobody; a bad mobile answers 400', async () => {
    const stranger = '8123400003';
    const response = await createAutoLoginLink(stranger);
    expect(response.statusCode, response.body).toBe(404);
    expect(json(response).code).toBe('NOT_FOUND');
    expect(await server.database.db.select().from(customers).where(eq(customers.mobile, stranger))).toEqual([]);
    const tokensBefore = await server.database.db.select({ id: autoLoginTokens.id }).from(autoLoginTokens);
    expect((await createAutoLoginLink('12345')).statusCode).toBe(400);
    expect(await server.database.db.select({ id: autoLoginTokens.id }).from(autoLoginTokens)).toEqual(tokensBefore);
  });

  it('DEV-002: a production server has no auto-login-link route', async () => {
    const production = await startTestServer({ config: { mode: 'production', demo: false, sms: 'log-only' } });
    try {
      const response = await production.app.inject({ method: 'POST', url: '/api/dev/auto-login-link', payload: { mobile: DEMO_MOBILE } });
      expect(response.statusCode).toBe(404);
      expect(await production.database.db.select({ id: autoLoginTokens.id }).from(autoLoginTokens)).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('DEV-001: a production server has no consent-link route', async () => {
    const production = await startTestServer({ config: { mode: 'production', demo: false, sms: 'log-only' } });
    try {
      const response = await production.app.inject({ method: 'POST', url: '/api/dev/consent-link', payload: { mobile: BORROWER } });
      expect(response.statusCode).toBe(404);
      const rows = await production.database.db.select({ id: consentRequests.id }).from(consentRequests).where(eq(consentRequests.mobile, BORROWER));
      expect(rows).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('OTP-007, SEC-006, SMS-001: outside demo mode every dev route answers 404, and an OTP is logged masked without its body', async () => {
    const staging = await startTestServer({ config: { mode: 'development', demo: false, sms: 'log-only' } });
    try {
      expect((await staging.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${DEMO_MOBILE}` })).statusCode).toBe(404);
      expect((await staging.app.inject({ method: 'POST', url: '/api/dev/consent-link', payload: { mobile: BORROWER } })).statusCode).toBe(404);
      const sent = await staging.app.inject({ method: 'POST', url: '/api/otp-v2', payload: { mobile: BORROWER, referenceId: 'ref-staging' }, remoteAddress: nextAddress() });
      expect(sent.statusCode, sent.body).toBe(200);
      // The queue worker hands the message to the log-only provider after the answer.
      for (let wait = 0; wait < 100 && !staging.logLines.join('').includes('"sms":"log-only"'); wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await staging.database.db.select().from(smsOutbox)).toEqual([]);
      const logged = staging.logLines.join('');
      expect(logged).toContain('"sms":"log-only"');
      expect(logged).toContain('XXXXXX6789');
      expect(logged).not.toContain('is your Rinn');
      // No demo consent request was seeded either.
      expect(await staging.database.db.select({ id: consentRequests.id }).from(consentRequests)).toEqual([]);
    } finally {
      await staging.close();
    }
  });

  it('SEC-006: a production server built with the outbox or demo mode refuses to start', async () => {
    // Refused before a database is opened.
    await expect(buildServer(testConfig({ mode: 'production', demo: false, sms: 'outbox' }))).rejects.toThrow(ConfigError);
    await expect(buildServer(testConfig({ mode: 'production', demo: true, sms: 'log-only' }))).rejects.toThrow(ConfigError);
  });

  it('STORE-001: a NUL character or a lone surrogate in any field of the dev routes answers 400, never 500', async () => {
    for (const lenderName of ['Axis\u0000Bank', 'Axis \ud83d Bank']) {
      const response = await createLink({ mobile: BORROWER, lenderName });
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'body.lenderName' }] });
    }
    const outbox = await server.app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=%00' });
    expect(outbox.statusCode).toBe(400);
    expect(json(outbox).issues).toEqual([
      {
        path: 'query.mobile',
        message: 'query.mobile: must not contain NUL characters or unpaired surrogates.',
        messageCode: 'UNSTORABLE_TEXT',
        messageParams: { path: 'query.mobile' },
      },
    ]);
  });
});
