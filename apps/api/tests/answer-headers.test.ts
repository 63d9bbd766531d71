import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../src/http/compression.js';
import { lazyRequestLogger, writesRequestLines } from '../src/http/lazy-request-logger.js';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.js';
import { json, nextAddress, startTestServer, type TestServer } from './helpers.js';

/**
 * Every header of an answer but the ones Node adds itself (date, connection), so a header that
 * goes missing from a fast path, or one that appears, fails here.
 */
function headersOf(response: LightMyRequestResponse): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (name === 'date' || name === 'connection' || name === 'keep-alive') continue;
    headers[name] = String(value);
  }
  return headers;
}

/** SEC-003's headers, on every answer outside production. */
const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

const PAGE = `<!DOCTYPE html><html><head><title>EMI</title></head><body><main>${'content '.repeat(300)}</main><script>window.x = 1;</script></body></html>`;

describe('the headers of answers sent from memory', () => {
  let buildDir: string;
  let server: TestServer;

  beforeAll(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'rinn-headers-'));
    const files: Record<string, string> = {
      'emi-calculator/index.html': PAGE,
      '404/index.html': PAGE,
      '__app-routes.json': JSON.stringify({ spaFallbackPaths: [] }),
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(buildDir, path)), { recursive: true });
      writeFileSync(join(buildDir, path), text);
    }
    server = await startTestServer({ config: { siteDir: buildDir }, requestsPerMinute: 50 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
    server.app.inject({ method: 'GET', url, headers, remoteAddress });

  it('SEC-003, CACHE-003: a catalogue read sends exactly its headers, the same on every request, per encoding and on 304', async () => {
    for (const [acceptEncoding, encoding, suffix] of [
      ['br, gzip', 'br', '-br'],
      ['gzip', 'gzip', '-gz'],
      ['identity', undefined, ''],
    ] as const) {
      const first = await get('/api/loans', { 'accept-encoding': acceptEncoding });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(new RegExp(`^"[A-Za-z0-9_-]{27}${suffix}"$`));
      const expected = {
        ...SECURITY_HEADERS,
        'cache-control': 'no-cache',
        etag,
        vary: 'Accept-Encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(first.rawPayload.length),
      };
      expect(first.statusCode).toBe(200);
      expect(headersOf(first)).toEqual(expected);
      // Again from memory: the same headers and bytes.
      const again = await get('/api/loans', { 'accept-encoding': acceptEncoding });
      expect(headersOf(again)).toEqual(expected);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      const unchanged = await get('/api/loans', { 'accept-encoding': acceptEncoding, 'if-none-match': etag });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.rawPayload.length).toBe(0);
      expect(headersOf(unchanged)).toEqual({ ...SECURITY_HEADERS, 'cache-control': 'no-cache', etag, vary: 'Accept-Encoding' });
    }
  });

  it('SEC-003, SITE-002, SITE-003: a pre-rendered page sends exactly its headers, Brotli, gzip or as it is, and 304', async () => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const page = await get('/emi-calculator', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(page.statusCode).toBe(200);
      const etag = String(page.headers.etag);
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      const expected = {
        ...SECURITY_HEADERS,
        'content-security-policy': policy,
        'cache-control': 'no-cache',
        etag,
        vary: 'Accept-Encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(page.rawPayload.length),
      };
      expect(headersOf(page)).toEqual(expected);
      expect(headersOf(await get('/emi-calculator', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}))).toEqual(expected);
      const unchanged = await get('/emi-calculator', { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), 'if-none-match': etag });
      expect(unchanged.statusCode).toBe(304);
      expect(headersOf(unchanged)).toEqual({ ...SECURITY_HEADERS, 'content-security-policy': policy, 'cache-control': 'no-cache', etag, vary: 'Accept-Encoding' });
    }
  });

  it('SEC-004, SEC-008, CACHE-004: the request past the API-wide limit, most of them answered from memory, is refused with Retry-After, the security headers and no-store', async () => {
    const address = nextAddress();
    for (let request = 0; request < 50; request += 1) expect((await get('/api/platform-stats', {}, address)).statusCode).toBe(200);
    const refused = await get('/api/platform-stats', {}, address);
    expect(refused.statusCode).toBe(429);
    const seconds = json(refused).retryAfterSeconds;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(headersOf(refused)).toEqual({
      ...SECURITY_HEADERS,
      'cache-control': 'no-store',
      'retry-after': String(seconds),
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(refused.rawPayload.length),
    });
    // HEAD is counted like GET: the address stays refused.
    expect((await server.app.inject({ method: 'HEAD', url: '/api/platform-stats', remoteAddress: address })).statusCode).toBe(429);
    // Pages are not counted (SEC-007): the same address still gets them.
    expect((await get('/emi-calculator', {}, address)).statusCode).toBe(200);
  });

  it('COMPRESS-001: Accept-Encoding is read the same way however often a spelling comes back', () => {
    for (const header of ['gzip, deflate, br', 'br', 'gzip', 'identity', '', 'brotli', 'x-gzip', 'br;q=0', undefined]) {
      const first = acceptedEncodings(header);
      expect(acceptedEncodings(header)).toEqual(first);
      expect(first).toEqual({ brotli: /\bbr\b/.test(header ?? ''), gzip: /\bgzip\b/.test(header ?? '') });
    }
    for (let spelling = 0; spelling < 200; spelling += 1) expect(acceptedEncodings(`gzip;q=0.${spelling}`)).toEqual({ brotli: false, gzip: true });
  });
});

describe('the request logger', () => {
  function logger(level: string) {
    const lines: Record<string, unknown>[] = [];
    // Fastify's own pino logger, as the server makes it.
    const root = Fastify({ logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } } }).log;
    let children = 0;
    const counting = Object.create(root, {
      child: { value: (...args: Parameters<FastifyBaseLogger['child']>) => ((children += 1), root.child(...args)) },
    }) as FastifyBaseLogger;
    return { lines, root: counting, children: () => children };
  }

  it('writes the line a pino child would, with the request id, and makes the child only for a line', () => {
    const quiet = logger('warn');
    const request = lazyRequestLogger(quiet.root, { reqId: 'req-1' }, {});
    request.info('incoming request');
    request.debug('details');
    expect(quiet.children()).toBe(0);
    expect(quiet.lines).toEqual([]);
    expect(request.level).toBe('warn');
    request.error({ code: 'X' }, 'request failed');
    request.warn('again');
    expect(quiet.children()).toBe(1);
    expect(quiet.lines.map(({ reqId, msg, code }) => ({ reqId, msg, code }))).toEqual([
      { reqId: 'req-1', msg: 'request failed', code: 'X' },
      { reqId: 'req-1', msg: 'again', code: undefined },
    ]);
    const loud = logger('info');
    const other = lazyRequestLogger(loud.root, { reqId: 'req-2' }, {});
    other.info('incoming request');
    expect(loud.lines.map(({ reqId, msg }) => ({ reqId, msg }))).toEqual([{ reqId: 'req-2', msg: 'incoming request' }]);
    // A route's own level makes the child at once, with that level.
    const own = lazyRequestLogger(quiet.root, { reqId: 'req-3' }, { level: 'debug' });
    expect(own.level).toBe('debug');
  });
});

describe('request lines', () => {
  it('are turned off exactly at the levels where the server would write no info line', () => {
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
      const root = Fastify({ logger: { level } }).log as FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
      expect(writesRequestLines(level)).toBe(root.isLevelEnabled('info'));
    }
  });

  it('are written at info, and none at warn, for the same request', async () => {
    for (const [level, expected] of [
      ['info', ['incoming request', 'request completed']],
      ['warn', []],
    ] as const) {
      const server = await startTestServer({ config: { logLevel: level } });
      try {
        server.logLines.length = 0;
        await server.app.inject({ method: 'GET', url: '/api/loans', remoteAddress: nextAddress() });
        const messages = server.logLines.map((line) => String((JSON.parse(line) as { msg?: unknown }).msg));
        expect(messages.filter((msg) => msg === 'incoming request' || msg === 'request completed')).toEqual(expected);
      } finally {
        await server.close();
      }
    }
  });
});
