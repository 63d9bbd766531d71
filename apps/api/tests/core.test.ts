import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessageText } from '@rinn/contract';
import { MESSAGES } from '@rinn/validation';
import { MIN_COMPRESSED_RESPONSE_BYTES } from '../src/http/compression.js';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.js';
import { DEMO_MOBILE, json, login, nextAddress, startTestServer, type TestServer } from './helpers.js';

describe('server core', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ requestsPerMinute: 5 });
  });
  afterAll(() => server.close());

  it('SEC-003: every response carries the security headers, errors and 404s included', async () => {
    const responses = await Promise.all([
      server.app.inject({ method: 'GET', url: '/api/interest-rate?product=usedcar', remoteAddress: nextAddress() }),
      server.app.inject({ method: 'GET', url: '/api/nothing-here', remoteAddress: nextAddress() }),
      server.app.inject({ method: 'POST', url: '/api/otp-v2', payload: '{bad json', headers: { 'content-type': 'application/json' }, remoteAddress: nextAddress() }),
      server.app.inject({ method: 'GET', url: '/', remoteAddress: nextAddress() }),
    ]);
    for (const response of responses) {
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    // Catalogue reads may be kept, but only with revalidation on every use (CACHE-003).
    expect(responses[0].headers['cache-control']).toBe('no-cache');
    expect(responses[1].headers['cache-control']).toBe('no-store');
    expect(responses[2].headers['cache-control']).toBe('no-store');
  });

  it('SEC-003, OTP-007: production adds HSTS and has no outbox route', async () => {
    const production = await startTestServer({ config: { mode: 'production', demo: false, sms: 'log-only' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/platform-stats' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const outbox = await production.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${DEMO_MOBILE}` });
      expect(outbox.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('COMPRESS-001: a JSON answer of 1 kB or more is Brotli- or gzip-encoded as the client accepts, and the same JSON decoded', async () => {
    const url = '/api/loans';
    const fetchWith = (acceptEncoding: string | undefined) =>
      server.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }, remoteAddress: nextAddress() });
    const [plain, brotli, gzipped] = await Promise.all([fetchWith(undefined), fetchWith('gzip, deflate, br'), fetchWith('gzip')]);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(MIN_COMPRESSED_RESPONSE_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    for (const encoded of [brotli, gzipped]) expect(encoded.headers['vary']).toMatch(/Accept-Encoding/);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(json(plain));
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(json(plain));
  });

  it('COMPRESS-001: a small answer is sent as it is, whatever the client accepts', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/unknown', headers: { 'accept-encoding': 'br, gzip' }, remoteAddress: nextAddress() });
    expect(response.rawPayload.length).toBeLessThan(MIN_COMPRESSED_RESPONSE_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(json(response).code).toBe('NOT_FOUND');
  });

  it('SEC-004: unknown routes answer 404 in the error envelope', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/unknown?x=1', remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      status: false,
      message: 'No API route GET /api/unknown.',
      messageCode: 'ROUTE_NOT_FOUND',
      messageParams: { method: 'GET', path: '/api/unknown' },
      data: null,
      code: 'NOT_FOUND',
    });
  });

  it('API-MSG-001: every error carries its message’s code and values, the field rule’s for a refused field', async () => {
    const badMobile = await server.app.inject({ method: 'POST', url: '/api/otp-v2', payload: { mobile: '12345' }, remoteAddress: nextAddress() });
    const body = json(badMobile);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message: MESSAGES.MOBILE_INVALID, messageCode: 'MOBILE_INVALID' });
    expect(body.issues?.[0]).toMatchObject({ path: 'body.mobile', message: MESSAGES.MOBILE_INVALID, messageCode: 'MOBILE_INVALID' });
    expect(apiMessageText({ code: 'MOBILE_INVALID' }, 'hi')).toBe('कृपया सही मोबाइल नंबर डालें');

    const missing = await server.app.inject({ method: 'POST', url: '/api/otp-v2', payload: {}, remoteAddress: nextAddress() });
    const generic = json(missing);
    expect(generic).toMatchObject({ code: 'VALIDATION_FAILED', messageCode: 'REQUEST_FIELD_INVALID', messageParams: { path: 'body.mobile' } });
    expect(generic.message).toBe(`body.mobile: ${String(generic.messageParams?.['detail'])}`);
    expect(generic.messageParams?.['detail']).toBe('Invalid input: expected string, received undefined');

    const badJson = await server.app.inject({ method: 'PUT', url: '/api/otp-v2', payload: '{', headers: { 'content-type': 'application/json' }, remoteAddress: nextAddress() });
    expect(json(badJson)).toMatchObject({ message: 'The request body is not valid JSON.', messageCode: 'INVALID_JSON' });
  });

  it('SEC-004: bad input answers 400 with a clear message and the field', async () => {
    const badMobile = await server.app.inject({ method: 'POST', url: '/api/otp-v2', payload: { mobile: '12345' }, remoteAddress: nextAddress() });
    expect(badMobile.statusCode).toBe(400);
    const body = json(badMobile);
    expect(body).toMatchObject({ status: false, data: null, code: 'VALIDATION_FAILED' });
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.issues?.[0]?.path).toBe('body.mobile');

    const badJson = await server.app.inject({ method: 'PUT', url: '/api/otp-v2', payload: '{', headers: { 'content-type': 'application/json' }, remoteAddress: nextAddress() });
    expect(badJson.statusCode).toBe(400);
    expect(json(badJson)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' });

    const wrongType = await server.app.inject({ method: 'POST', url: '/api/otp-v2', payload: '<mobile>9876543210</mobile>', headers: { 'content-type': 'application/xml' }, remoteAddress: nextAddress() });
    expect(wrongType.statusCode).toBe(415);
    expect(json(wrongType).message).toBe('Send the request body as JSON (Content-Type: application/json).');

    const huge = await server.app.inject({ method: 'POST', url: '/api/otp-v2', payload: { mobile: 'x'.repeat(70_000) }, remoteAddress: nextAddress() });
    expect(huge.statusCode).toBe(413);
  });

  it('SEC-004: the API-wide rate limit answers 429 with retryAfterSeconds, by socket address', async () => {
    const address = nextAddress();
    const responses = [];
    for (let request = 0; request < 6; request += 1) {
      responses.push(
        await server.app.inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: address, headers: { 'x-forwarded-for': `198.51.100.${request}` } }),
      );
    }
    expect(responses.slice(0, 5).every((response) => response.statusCode === 200)).toBe(true);
    const limited = responses[5]!;
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ status: false, code: 'RATE_LIMITED', data: null });
    expect(json(limited).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('SEC-002: no log line carries a full mobile number', async () => {
    const mobile = '9988776655';
    const relaxed = await startTestServer();
    try {
      await login(relaxed.app, mobile);
      await relaxed.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${mobile}` });
      const logged = relaxed.logLines.join('');
      expect(logged).toContain('XXXXXX6655');
      expect(logged).not.toContain(mobile);
    } finally {
      await relaxed.close();
    }
  });
});
