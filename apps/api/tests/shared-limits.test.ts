import { fc, test } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { requestCounts } from '../src/db/schema.js';
import { manualClock } from '../src/clock.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { processRateLimitStore } from '../src/http/process-rate-limit-store.js';
import { leaseSizeNow, nextLeaseSize } from '../src/http/shared-rate-limit-store.js';
import { buildServer } from '../src/server.js';
import { json, nextAddress, startTestServer, testConfig, type TestServer } from './helpers.js';

const LIMIT = 10;

/**
 * Two instances of the server on one database, as behind a proxy without sticky sessions, started
 * before the block's tests and closed after them; `store` picks how the API-wide limit is counted
 * (left out: what the database driver defaults to).
 */
function twoInstances(requestsPerMinute: number, store?: 'database' | 'process') {
  const servers = {} as { first: TestServer; second: FastifyInstance };
  const choice = store === undefined ? {} : { rateLimitStore: store };
  beforeAll(async () => {
    servers.first = await startTestServer({ requestsPerMinute, ...choice });
    servers.second = await buildServer(testConfig(), {
      clock: servers.first.clock,
      database: servers.first.database,
      requestsPerMinute,
      ...choice,
      logDestination: { write: () => undefined },
    });
    await servers.second.ready();
  }, 180_000);
  afterAll(async () => {
    await servers.second.close();
    await servers.first.close();
  });
  return servers;
}

describe('limits shared by instances on one database', () => {
  const servers = twoInstances(LIMIT);

  it('SEC-007: two instances together allow an address the API-wide limit once, not once each', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let request = 0; request < 2 * LIMIT; request += 1) {
      const app = request % 2 === 0 ? servers.first.app : servers.second;
      const response = await app.inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: address });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(json(response)).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 200));
    expect(statuses.slice(LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 429));
    // Another address has its own count on both instances.
    expect((await servers.second.inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it('SEC-007: parallel requests on both instances never pass more than the limit', async () => {
    const address = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, request) => (request % 2 === 0 ? servers.first.app : servers.second).inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: address })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(LIMIT);
  });
});

describe('the API-wide limit leased in blocks', () => {
  const BUSY_LIMIT = 200;
  // The leased store is PostgreSQL's default; picked here so it is tested on PGlite too.
  const servers = twoInstances(BUSY_LIMIT, 'database');

  test.prop([fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 100_000 })])(
    'SEC-007: a lease doubles while the address stays busy, never past a twentieth of the limit nor below 1',
    (size, max) => {
      const next = nextLeaseSize(size, max);
      expect(next).toBeGreaterThanOrEqual(1);
      expect(next).toBeLessThanOrEqual(Math.max(1, Math.floor(max / 20)));
      expect(next).toBeLessThanOrEqual(size * 2);
      if (size * 2 <= max / 20) expect(next).toBe(size * 2);
    },
  );

  test.prop([fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), fc.nat({ max: 200_000 })])(
    'SEC-007: a block is at most an eighth of what was left of the window, and 1 near its end',
    (nextSize, max, countSeen) => {
      const size = leaseSizeNow(nextSize, max, countSeen);
      expect(size).toBeGreaterThanOrEqual(1);
      expect(size).toBeLessThanOrEqual(nextSize);
      if (max - countSeen < 16) expect(size).toBe(1);
      else expect(size).toBeLessThanOrEqual((max - countSeen) / 8);
    },
  );

  it('SEC-007: requests alternating between the instances pass exactly the limit, as on one instance', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let request = 0; request < BUSY_LIMIT + 5; request += 1) {
      const app = request % 2 === 0 ? servers.first.app : servers.second;
      statuses.push((await app.inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: address })).statusCode);
    }
    expect(statuses.slice(0, BUSY_LIMIT)).toEqual(Array.from({ length: BUSY_LIMIT }, () => 200));
    expect(statuses.slice(BUSY_LIMIT)).toEqual(Array.from({ length: 5 }, () => 429));
    // Once an instance has seen the window full, refusals write nothing more to the database.
    const countNow = async () => (await servers.first.database.db.select().from(requestCounts).where(eq(requestCounts.key, address)))[0]?.count;
    const before = await countNow();
    for (let request = 0; request < 20; request += 1) {
      expect((await servers.first.app.inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: address })).statusCode).toBe(429);
    }
    expect(await countNow()).toBe(before);
  });

  it('SEC-007: a busy address is counted in blocks, not a database write per request', async () => {
    const address = nextAddress();
    for (let request = 0; request < 100; request += 1) {
      expect((await servers.first.app.inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: address })).statusCode).toBe(200);
    }
    const [row] = await servers.first.database.db.select().from(requestCounts).where(eq(requestCounts.key, address));
    // Blocks of 1, 2, 4, 8 and then 10 (a twentieth of 200): 13 leases for 100 requests, the last
    // one partly unused.
    expect(row?.count).toBeGreaterThanOrEqual(100);
    expect(row?.count).toBeLessThan(100 + BUSY_LIMIT / 20);
  });

  it('SEC-007: parallel requests of a busy address on both instances never pass the limit, and unused blocks refuse at most a block early', async () => {
    const address = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 3 * BUSY_LIMIT }, (_, request) => (request % 2 === 0 ? servers.first.app : servers.second).inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: address })),
    );
    const passed = responses.filter((response) => response.statusCode === 200).length;
    expect(passed).toBeLessThanOrEqual(BUSY_LIMIT);
    expect(passed).toBeGreaterThanOrEqual(BUSY_LIMIT - BUSY_LIMIT / 20);
  });
});

describe('the API-wide limit counted in process memory (PGlite)', () => {
  const servers = twoInstances(LIMIT, 'process');

  it('SEC-008: two instances over one embedded database pass exactly the limit, then refuse, writing no count', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let request = 0; request < LIMIT + 5; request += 1) {
      const app = request % 2 === 0 ? servers.first.app : servers.second;
      const response = await app.inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: address });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(json(response)).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 200));
    expect(statuses.slice(LIMIT)).toEqual(Array.from({ length: 5 }, () => 429));
    expect(await servers.first.database.db.select().from(requestCounts).where(eq(requestCounts.key, address))).toEqual([]);
    expect((await servers.second.inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it('SEC-008: parallel requests on both instances pass exactly the limit', async () => {
    const address = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, request) => (request % 2 === 0 ? servers.first.app : servers.second).inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: address })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(LIMIT);
  });

  test.prop([fc.integer({ min: 1, max: 20 }), fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: 1, maxLength: 200 })])(
    'SEC-008: each fixed window passes exactly the limit, shared by every store over one database',
    (max, gaps) => {
      const WINDOW_MS = 60_000;
      const clock = manualClock(new Date('2026-11-27T00:00:00Z'));
      const handle = {} as DatabaseHandle;
      // Two instances' stores over the same database count together.
      const stores = [processRateLimitStore(handle, clock), processRateLimitStore(handle, clock)];
      let windowStart = -Infinity;
      let inWindow = 0;
      gaps.forEach((gap, index) => {
        clock.advance(gap);
        const now = clock.now().getTime();
        if (now >= windowStart + WINDOW_MS) {
          windowStart = now;
          inWindow = 0;
        }
        inWindow += 1;
        let result: { current: number; ttl: number } | undefined;
        stores[index % 2]!.incr('10.0.0.1', (error, counted) => {
          expect(error).toBeNull();
          result = counted;
        }, WINDOW_MS, max);
        // The hook refuses when current > max: exactly the first `max` of a window pass.
        expect(result).toEqual({ current: inWindow, ttl: windowStart + WINDOW_MS - now });
        expect(result!.current <= max).toBe(inWindow <= max);
      });
    },
  );
});
