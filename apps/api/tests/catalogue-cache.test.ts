import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { calculatorRoute, envelope, interestRateRoute, loansRoute, ok, platformStatsRoute, ROUTES } from '@rinn/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanProducts, platformStats } from '../src/db/schema.js';
import { ifNoneMatchHits, preparedAnswerOf, strongEtag } from '../src/http/prepared-answer.js';
import { envelopeSerializer } from '../src/http/mount-cached-route.js';
import { CatalogueCache } from '../src/modules/calculator/catalogue-cache.js';
import { buildServer } from '../src/server.js';
import { json, sameDatabaseAgain, startTestServer, testConfig, type TestServer } from './helpers.js';

const STATS_URL = '/api/platform-stats';

describe('catalogue in memory', () => {
  let server: TestServer;
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
  const customers = async (url = STATS_URL, app = server.app) => json(await app.inject({ method: 'GET', url })).data.total_customer as number;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('CACHE-002: a change to a catalogue table is served by the same instance once committed', async () => {
    const before = await get(STATS_URL);
    const seeded = json(before).data.total_customer as number;
    await server.database.db.update(platformStats).set({ totalCustomer: seeded + 1 }).where(eq(platformStats.id, 1));
    await expect.poll(() => customers(), { timeout: 5_000, interval: 20 }).toBe(seeded + 1);
    expect((await get(STATS_URL)).headers.etag).not.toBe(before.headers.etag);

    // A writer that is not the server (plain SQL, a migration, psql) is seen the same way.
    await server.database.db.execute(sql`UPDATE loan_products SET name = 'Used Car Loans' WHERE code = 'usedcar'`);
    await expect
      .poll(async () => (json<{ code: string; name: string }[]>(await get('/api/loans')).data).find((product) => product.code === 'usedcar')?.name, { timeout: 5_000, interval: 20 })
      .toBe('Used Car Loans');
  });

  it('CACHE-002: a second instance on the same database sees a change the first one made', async () => {
    const again = await sameDatabaseAgain(server.database);
    const second = await buildServer(testConfig(), { clock: server.clock, database: again.handle, logDestination: { write: () => undefined } });
    try {
      await second.ready();
      const start = await customers(STATS_URL, second);
      expect(start).toBe(await customers());
      await server.database.db.update(platformStats).set({ totalCustomer: start + 10 }).where(eq(platformStats.id, 1));
      await expect.poll(() => customers(STATS_URL, second), { timeout: 5_000, interval: 20 }).toBe(start + 10);
      await expect.poll(() => customers(), { timeout: 5_000, interval: 20 }).toBe(start + 10);
      // And the other way round, on a table the answer of another route comes from.
      await again.handle.db.update(loanProducts).set({ maxTenureMonths: 96 }).where(eq(loanProducts.code, 'usedcar'));
      const usedCarTenure = async () => (json<{ code: string; maxTenureMonths: number }[]>(await get('/api/loans')).data).find((product) => product.code === 'usedcar')?.maxTenureMonths;
      await expect.poll(usedCarTenure, { timeout: 5_000, interval: 20 }).toBe(96);
    } finally {
      await second.close();
      await again.close();
    }
  });

  it('CACHE-002: a change made while the PostgreSQL listener connection was lost is served once it is back', async () => {
    // PGlite runs in this process and has no connection to lose; there the change is seen as above.
    if (server.database.driver === 'postgres') {
      const result: unknown = await server.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`,
      );
      const killed = result as { rows: unknown[] };
      expect(killed.rows.length).toBeGreaterThan(0);
    }
    const start = await customers();
    await server.database.db.update(platformStats).set({ totalCustomer: start + 7 }).where(eq(platformStats.id, 1));
    await expect.poll(() => customers(), { timeout: 10_000, interval: 50 }).toBe(start + 7);
  });

  it('CACHE-001: each answer is prepared once per catalogue version, again after a change', async () => {
    const cache = await CatalogueCache.open(server.database, server.app.log);
    try {
      let prepared = 0;
      const prepare = async () => {
        prepared += 1;
        return preparedAnswerOf(Buffer.from('{}'), undefined, undefined);
      };
      const first = cache.answer('k', prepare);
      expect(cache.answer('k', prepare)).toBe(first);
      await first;
      expect(prepared).toBe(1);
      const version = cache.version;
      await server.database.db.update(platformStats).set({ totalLaunchCities: 421 }).where(eq(platformStats.id, 1));
      await expect.poll(() => cache.version, { timeout: 5_000, interval: 20 }).toBeGreaterThan(version);
      await cache.answer('k', prepare);
      expect(prepared).toBe(2);
      // A failed preparation (an unknown id) is not kept.
      await expect(cache.answer('bad', () => Promise.reject(new Error('unknown')))).rejects.toThrow('unknown');
      await expect(cache.answer('bad', prepare)).resolves.toMatchObject({ etag: strongEtag(Buffer.from('{}')) });
    } finally {
      await cache.close();
    }
  });

  it('CACHE-001: the schema serialiser writes what JSON.stringify writes for contract data, and nothing the contract does not name', () => {
    const products = [{ productsId: 1, code: 'usedcar', name: 'Used Car Loan', minAmount: 50_000, maxAmount: 2_000_000, minRatePercent: 12.5, maxTenureMonths: 84 }];
    expect(envelopeSerializer(loansRoute)(ok(products))).toBe(JSON.stringify(ok(products)));
    const stats = { total_channel_partner: 1, total_applied_amount: 2, total_customer: 3, total_launch_cities: 4 };
    expect(JSON.parse(envelopeSerializer(platformStatsRoute)(ok({ ...stats, secret: 'x' })))).toEqual(ok(stats));
  });

  it('CACHE-003: strong ETags per encoding, 304 when the client holds the representation', async () => {
    const plain = await get('/api/loans', { 'accept-encoding': 'identity' });
    const brotli = await get('/api/loans', { 'accept-encoding': 'gzip, deflate, br' });
    const gzipped = await get('/api/loans', { 'accept-encoding': 'gzip' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const etags = [plain, brotli, gzipped].map((response) => String(response.headers.etag));
    // Strong: quoted, no W/ prefix.
    for (const etag of etags) expect(etag.startsWith('"') && etag.endsWith('"') && etag.length > 2).toBe(true);
    expect(new Set(etags).size).toBe(3);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);

    const notModified = await get('/api/loans', { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': `"other", ${etags[1]}` });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etags[1]);
    expect((await get('/api/loans', { 'accept-encoding': 'identity', 'if-none-match': `W/${etags[0]}` })).statusCode).toBe(304);
    expect((await get('/api/loans', { 'if-none-match': '*' })).statusCode).toBe(304);
    // The gzip tag does not stand for the Brotli bytes, nor a stale tag for anything.
    expect((await get('/api/loans', { 'accept-encoding': 'br', 'if-none-match': etags[2]! })).statusCode).toBe(200);
    expect((await get('/api/loans', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    // Small answers (below 1 kB) are sent as they are, validated the same way.
    const small = await get(STATS_URL, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((await get(STATS_URL, { 'accept-encoding': 'br', 'if-none-match': String(small.headers.etag) })).statusCode).toBe(304);
    // Errors are not cached answers: no ETag, the usual no-store.
    const missing = await get('/api/calculator?key=model&makeId=999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('CACHE-003: If-None-Match lists are read tag by tag, weak or strong', () => {
    expect(ifNoneMatchHits(undefined, '"a"')).toBe(false);
    expect(ifNoneMatchHits('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits(' W/"b" , "a"', '"a"')).toBe(true);
    expect(ifNoneMatchHits('"ab"', '"a"')).toBe(false);
    expect(ifNoneMatchHits('*', '"a"')).toBe(true);
  });

  it('CACHE-001: an answer taken from memory is the contract\'s shape, the same bytes on every request, sent once', async () => {
    const routes = [
      [loansRoute, '/api/loans'],
      [calculatorRoute, '/api/calculator?key=city_brand'],
      [interestRateRoute, '/api/interest-rate?product=usedcar'],
      [platformStatsRoute, STATS_URL],
    ] as const;
    const logged = server.logLines.length;
    for (const [route, url] of routes) {
      // The first request may prepare the answer; the later ones are answered from memory at once.
      const answers = [];
      for (let request = 0; request < 3; request += 1) answers.push(await get(url, { 'accept-encoding': 'identity' }));
      for (const answer of answers) {
        expect(answer.statusCode, url).toBe(200);
        expect(answer.body, url).toBe(answers[0]!.body);
        expect(answer.headers.etag, url).toBe(answers[0]!.headers.etag);
        // Checked against the contract's schema here, not only when the answer was built.
        expect(envelope(route.response).safeParse(JSON.parse(answer.body)).success, url).toBe(true);
      }
    }
    // A reply sent twice would be logged by Fastify as a warning or an error.
    expect(server.logLines.slice(logged).filter((line) => (JSON.parse(line) as { level: number }).level >= 40)).toEqual([]);
  });

  it('CACHE-001: every catalogue route is a cached route, with an ETag', async () => {
    const urls = ['/api/loans', '/api/calculator?key=city_brand', '/api/asset?modelId=202&carType=used', '/api/model-image?model_id=202', '/api/interest-rate?product=usedcar', STATS_URL];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toBeDefined();
    }
    expect(Object.values(ROUTES).filter((route) => urls.some((url) => url.split('?')[0] === route.path))).toHaveLength(urls.length);
  });
});
