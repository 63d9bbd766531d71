import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server.js';
import { json, nextAddress, startTestServer, testConfig, type TestServer } from './helpers.js';

const LIMIT = 10;

describe('limits shared by instances on one database', () => {
  let first: TestServer;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await startTestServer({ requestsPerMinute: LIMIT });
    // A second instance on the same database, as behind a proxy without sticky sessions.
    second = await buildServer(testConfig(), { clock: first.clock, database: first.database, requestsPerMinute: LIMIT, logDestination: { write: () => undefined } });
    await second.ready();
  }, 180_000);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('SEC-007: two instances together allow an address the API-wide limit once, not once each', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let request = 0; request < 2 * LIMIT; request += 1) {
      const app = request % 2 === 0 ? first.app : second;
      const response = await app.inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: address });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(json(response)).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 200));
    expect(statuses.slice(LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 429));
    // Another address has its own count on both instances.
    expect((await second.inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it('SEC-007: parallel requests on both instances never pass more than the limit', async () => {
    const address = nextAddress();
    const responses = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, request) => (request % 2 === 0 ? first.app : second).inject({ method: 'GET', url: '/api/platform-stats', remoteAddress: address })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(LIMIT);
  });
});
