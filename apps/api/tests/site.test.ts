import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../src/http/security-headers.js';
import { SiteBuildMissingError, StaticSite } from '../src/modules/site/static-site.js';
import { json, nextAddress, startTestServer, type TestServer } from './helpers.js';

// A web build in miniature, laid out as `react-router build` writes it (apps/web/README.md).
const ROUTER_STATE_SCRIPT = 'window.__reactRouterContext = {"basename":"/"};';
const BOOT_SCRIPT = 'import "/assets/entry.client-AbC123.js";';
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><script type="module" src="/assets/entry.client-AbC123.js"></script></head>` +
  `<body><main>${title} ${'content '.repeat(200)}</main><script>${ROUTER_STATE_SCRIPT}</script><script type="module">${BOOT_SCRIPT}</script></body></html>`;
const FILES: Record<string, string> = {
  'index.html': page('Home'),
  'emi-calculator/index.html': page('EMI Calculator'),
  'hi/emi-calculator/index.html': page('ईएमआई कैलकुलेटर'),
  '404/index.html': page('Page not found'),
  '__spa-fallback.html': page('Loading'),
  '__app-routes.json': JSON.stringify({ spaFallbackPaths: ['^(?:/(?:en|hi))?/loan-details/[^/]+/?$'] }),
  'assets/entry.client-AbC123.js': `export const app = ${JSON.stringify('x'.repeat(4000))};`,
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

// What apps/web/scripts/precompress-build.mjs writes, at a quality the server never uses, so the
// bytes sent show which encoding was read; and a .gz left over from an older build.
const HOME_BROTLI = brotliCompressSync(FILES['index.html']!, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } });
const HOME_GZIP = gzipSync(FILES['index.html']!, { level: 1 });
const STALE_GZIP = gzipSync(page('An older build'), { level: 1 });

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the web build served by the API server', () => {
  let buildDir: string;
  let server: TestServer;

  beforeAll(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'rinn-site-'));
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(buildDir, path)), { recursive: true });
      writeFileSync(join(buildDir, path), text);
    }
    writeFileSync(join(buildDir, 'index.html.br'), HOME_BROTLI);
    writeFileSync(join(buildDir, 'index.html.gz'), HOME_GZIP);
    writeFileSync(join(buildDir, 'emi-calculator/index.html.gz'), STALE_GZIP);
    writeFileSync(join(dirname(buildDir), 'outside-the-build.txt'), 'secret');
    server = await startTestServer({ config: { siteDir: buildDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(join(dirname(buildDir), 'outside-the-build.txt'), { force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('SITE-001: a file, else the pre-rendered index.html, with status 200', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toContain('<title>Home</title>');
    for (const url of ['/emi-calculator', '/emi-calculator/', '/emi-calculator?amount=500000']) {
      const calculator = await get(url);
      expect(calculator.statusCode).toBe(200);
      expect(calculator.body).toContain('<title>EMI Calculator</title>');
    }
    expect((await get('/hi/emi-calculator')).body).toContain('ईएमआई कैलकुलेटर');
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(FILES['robots.txt']);
  });

  it('SITE-001: the build is listed once at start: a page asked again is the same answer, a file added later is not served', async () => {
    const answers = [];
    for (let request = 0; request < 3; request += 1) answers.push(await get('/emi-calculator', { 'accept-encoding': 'br' }));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
      expect(answer.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    }
    writeFileSync(join(buildDir, 'added-after-start.txt'), 'late');
    const added = await get('/added-after-start.txt');
    expect(added.statusCode).toBe(404);
    expect(added.body).not.toContain('late');
    // A reply sent twice would be logged by Fastify as a warning or an error.
    expect(server.logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40)).toEqual([]);
  });

  it('SITE-001: app routes without a pre-rendered page get the SPA fallback; anything else the 404 page with 404', async () => {
    for (const url of ['/loan-details/LN-1042', '/hi/loan-details/LN-1042']) {
      const details = await get(url);
      expect(details.statusCode).toBe(200);
      expect(details.body).toContain('<title>Loading</title>');
    }
    for (const url of ['/no-such-page', '/loan-details', '/loan-details/a/b', '/..%2f..%2foutside-the-build.txt', '/../outside-the-build.txt']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<title>Page not found</title>');
    }
    // A malformed percent-encoding is a bad request, answered before any file is looked up.
    expect((await get('/%E0%A4')).statusCode).toBe(400);
  });

  it('SITE-001: unknown /api/ paths keep their JSON 404, and other methods are not pages', async () => {
    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(json(api).status).toBe(false);
    const post = await server.app.inject({ method: 'POST', url: '/emi-calculator', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toContain('application/json');
  });

  it('SITE-002: a page allows exactly its own inline scripts by hash; other responses allow none', async () => {
    const home = await get('/');
    const policy = String(home.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${sha256(ROUTER_STATE_SCRIPT)} ${sha256(BOOT_SCRIPT)};`);
    expect(policy).not.toContain('unsafe-inline');
    expect((await get('/robots.txt')).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect((await get('/api/platform-stats')).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('SITE-003: fingerprinted assets are immutable; pages revalidate by ETag and answer 304 when unchanged', async () => {
    const asset = await get('/assets/entry.client-AbC123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const home = await get('/');
    expect(home.headers['cache-control']).toBe('no-cache');
    const etag = String(home.headers.etag);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('SITE-003: text is sent Brotli- or gzip-compressed when the browser accepts it, and decodes to the file', async () => {
    const brotli = await get('/emi-calculator', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(FILES['emi-calculator/index.html']);
    expect(brotli.rawPayload.length).toBeLessThan(FILES['emi-calculator/index.html']!.length / 4);
    const gzip = await get('/emi-calculator', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(FILES['emi-calculator/index.html']);
    const plain = await get('/emi-calculator');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    // Small files are not worth the header.
    expect((await get('/robots.txt', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('SITE-004: the .br and .gz files of the build are sent as they are, a stale one is ignored, and none is a page of its own', async () => {
    const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(HOME_BROTLI)).toBe(true);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.rawPayload.equals(HOME_GZIP)).toBe(true);
    const plain = await get('/');
    // One strong ETag per representation, each answering 304 for itself only.
    const etags = [plain, brotli, gzip].map((response) => String(response.headers.etag));
    expect(new Set(etags).size).toBe(3);
    expect((await get('/', { 'accept-encoding': 'br', 'if-none-match': etags[1]! })).statusCode).toBe(304);
    expect((await get('/', { 'accept-encoding': 'br', 'if-none-match': etags[0]! })).statusCode).toBe(200);
    // The stale .gz decodes to another page: the server compresses the real one from memory instead.
    const calculator = await get('/emi-calculator', { 'accept-encoding': 'gzip' });
    expect(calculator.rawPayload.equals(STALE_GZIP)).toBe(false);
    expect(gunzipSync(calculator.rawPayload).toString('utf8')).toBe(FILES['emi-calculator/index.html']);
    for (const url of ['/index.html.br', '/index.html.gz', '/emi-calculator/index.html.gz']) {
      const encoded = await get(url);
      expect(encoded.statusCode, url).toBe(404);
      expect(encoded.body, url).toContain('Page not found');
    }
  });

  it('SITE-001: a directory that is not a web build stops the start with a clear message', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'rinn-empty-'));
    try {
      await expect(StaticSite.open(empty)).rejects.toBeInstanceOf(SiteBuildMissingError);
      await expect(StaticSite.open(empty)).rejects.toThrow(/npx nx run @rinn\/web:build/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('the API-wide limit and the site', () => {
  let buildDir: string;
  let server: TestServer;
  const LIMIT = 3;

  beforeAll(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'rinn-site-limit-'));
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(buildDir, path)), { recursive: true });
      writeFileSync(join(buildDir, path), text);
    }
    server = await startTestServer({ config: { siteDir: buildDir }, requestsPerMinute: LIMIT });
  });
  afterAll(async () => {
    await server.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('SEC-007: pages and assets do not count against the API-wide limit; API calls do', async () => {
    const remoteAddress = nextAddress();
    for (let visit = 0; visit < 4 * LIMIT; visit += 1) {
      const url = visit % 2 === 0 ? '/emi-calculator' : '/assets/entry.client-AbC123.js';
      expect((await server.app.inject({ method: 'GET', url, remoteAddress })).statusCode, url).toBe(200);
    }
    const calls = [];
    for (let call = 0; call <= LIMIT; call += 1) calls.push((await server.app.inject({ method: 'GET', url: '/api/platform-stats', remoteAddress })).statusCode);
    expect(calls).toEqual([...Array.from({ length: LIMIT }, () => 200), 429]);
  });
});
