import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSENT_PAGE_API_KEY } from '@rinn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/http/log-redaction.js';
import { DEMO_MOBILE, authHeaders, json, latestOtp, login, nextAddress, startTestServer, type TestServer } from './helpers.js';

const BORROWER = '8123456701';

describe('secrets in logs', () => {
  let buildDir: string;
  let server: TestServer;

  beforeAll(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'rinn-log-site-'));
    mkdirSync(join(buildDir, '404'));
    writeFileSync(join(buildDir, 'index.html'), '<!DOCTYPE html><title>Home</title>');
    writeFileSync(join(buildDir, '404', 'index.html'), '<!DOCTYPE html><title>Not found</title>');
    writeFileSync(join(buildDir, '__spa-fallback.html'), '<!DOCTYPE html><title>Loading</title>');
    writeFileSync(join(buildDir, '__app-routes.json'), JSON.stringify({ spaFallbackPaths: ['^/consent/[^/]+/?$'] }));
    // Trace level: every line Fastify and the modules can write is captured.
    server = await startTestServer({ config: { logLevel: 'trace', siteDir: buildDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('SEC-005: a run of logins, refreshes and consent links logs none of the tokens, OTPs or SMS bodies it issued', async () => {
    const secrets: string[] = [];
    const session = await login(server.app, DEMO_MOBILE);
    secrets.push(session.token, session.refreshToken, session.sessionToken);
    const refreshed = json<{ token: string; refreshToken: string }>(
      await server.app.inject({ method: 'POST', url: '/api/newaccesstoken', headers: { authorization: `Bearer ${session.refreshToken}` }, payload: { mobile: DEMO_MOBILE } }),
    ).data;
    secrets.push(refreshed.token, refreshed.refreshToken);
    expect((await server.app.inject({ method: 'GET', url: '/api/applications', headers: authHeaders({ token: refreshed.token, sessionToken: session.sessionToken }) })).statusCode).toBeLessThan(500);

    const created = await server.app.inject({ method: 'POST', url: '/api/dev/consent-link', payload: { mobile: BORROWER }, remoteAddress: nextAddress() });
    expect(created.statusCode, created.body).toBe(201);
    const path = (json<{ path: string }>(created).data).path;
    const linkToken = /^\/consent\/([A-Za-z0-9_-]+)\?/.exec(path)![1]!;
    secrets.push(linkToken);

    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const viewed = await server.app.inject({ method: 'GET', url: `/api/consent?id=${linkToken}`, headers: { 'x-api-key': CONSENT_PAGE_API_KEY, source: 'user' } });
    expect(viewed.statusCode, viewed.body).toBe(200);
    // The preferred way (CONSENT-LINK-006): the token in a header, which is never logged either.
    const viewedByHeader = await server.app.inject({ method: 'GET', url: '/api/consent', headers: { 'x-api-key': CONSENT_PAGE_API_KEY, source: 'user', 'x-consent-token': linkToken } });
    expect(viewedByHeader.statusCode, viewedByHeader.body).toBe(200);
    const sent = await server.app.inject({ method: 'GET', url: `/api/consent/otp-v2?token=${linkToken}`, remoteAddress: nextAddress() });
    expect(sent.statusCode, sent.body).toBe(200);
    const consentOtp = await latestOtp(server.app, BORROWER);
    const verified = await server.app.inject({ method: 'PUT', url: '/api/consent/otp-v2', payload: { token: linkToken, value: { otp: consentOtp } } });
    expect(verified.statusCode, verified.body).toBe(200);
    secrets.push((json<{ token: string }>(verified).data).token);

    const outbox = json(await server.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${BORROWER}` })).data.messages as { body: string }[];
    const loginBodies = json(await server.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${DEMO_MOBILE}` })).data.messages as { body: string }[];
    const bodies = [...outbox, ...loginBodies].map((message) => message.body);
    expect(bodies.length).toBeGreaterThan(1);

    const logged = server.logLines.join('');
    expect(logged).toContain('[redacted]');
    for (const secret of secrets) expect(logged, 'a token reached the log').not.toContain(secret);
    for (const body of bodies) expect(logged, 'an SMS body reached the log').not.toContain(body);
    // OTPs are four digits, which can occur by chance in a timestamp: look for them as JSON values.
    expect(logged).not.toMatch(new RegExp(`"(?:otp|code|body)":"`));
  });

  it('SEC-005: credential query values and token path segments are redacted; slugs and other values stay', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE';
    expect(redactUrl(`/api/consent?id=${token}`)).toBe('/api/consent?id=[redacted]');
    expect(redactUrl('/api/consent/otp-v2?token=short')).toBe('/api/consent/otp-v2?token=[redacted]');
    expect(redactUrl(`/consent/${token}?ckyc=true&origin=lender`)).toBe('/consent/[redacted]?ckyc=true&origin=lender');
    expect(redactUrl(`/api/x?other=${token}&product=used-car-loan`)).toBe('/api/x?other=[redacted]&product=used-car-loan');
    expect(redactUrl('/loans/used-car-loan-for-salaried-people-with-a-low-credit-score')).toBe('/loans/used-car-loan-for-salaried-people-with-a-low-credit-score');
  });
});
