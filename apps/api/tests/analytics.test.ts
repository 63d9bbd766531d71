import { analyticsEventSchema } from '@rinn/contract';
import { fc } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema.js';
import { authHeaders, json, login, startTestServer, type TestServer } from './helpers.js';

const EVENT = { name: 'page_view', source: 'direct', platform: 'web-mobile', location: '/emi-calculator', online: true, occurredAt: '2026-11-22T05:12:00.000Z' } as const;

describe('analytics events', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ requestsPerMinute: 1_000_000 });
  });
  afterAll(() => server.close());

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: '/api/analytics/events', payload: payload as object, headers });
  const stored = () => server.database.db.select().from(analyticsEvents);

  it('ANALYTICS-004: a batch is stored whole with its own fields and the time received, nothing of the request', async () => {
    const before = (await stored()).length;
    const session = await login(server.app, '9123400001');
    const answer = await post({ events: [EVENT, { ...EVENT, location: '/hi/used-car-loan', online: false }] }, authHeaders(session));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(json(answer).data).toEqual({ accepted: 2 });
    const rows = (await stored()).slice(before);
    expect(rows.map(({ id: _id, receivedAt, occurredAt, ...fields }) => ({ ...fields, occurredAt: occurredAt.toISOString(), received: receivedAt.toISOString() }))).toEqual([
      { name: 'page_view', source: 'direct', platform: 'web-mobile', location: '/emi-calculator', online: true, occurredAt: EVENT.occurredAt, received: server.clock.now().toISOString() },
      { name: 'page_view', source: 'direct', platform: 'web-mobile', location: '/hi/used-car-loan', online: false, occurredAt: EVENT.occurredAt, received: server.clock.now().toISOString() },
    ]);
    // The table has no column that could hold a person, a session or an address.
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'location', 'name', 'occurredAt', 'online', 'platform', 'receivedAt', 'source']);
  });

  it('ANALYTICS-004: a batch with any invalid event, or none, or too many, is refused whole and stores nothing', async () => {
    const before = (await stored()).length;
    const refused = [
      { events: [] },
      { events: Array.from({ length: 21 }, () => EVENT) },
      { events: [EVENT, { ...EVENT, location: '/consent/abc?ckyc=true' }] },
      { events: [EVENT, { ...EVENT, name: 'mobile_typed' }] },
      { events: [{ ...EVENT, mobile: '9876543210' }] },
      { events: [{ ...EVENT, source: '<script>' }] },
      { events: [{ ...EVENT, occurredAt: 'yesterday' }] },
    ];
    for (const body of refused) {
      const answer = await post(body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await stored()).length).toBe(before);
  });

  it('ANALYTICS-004: whatever a client sends, the answer is 201 or a 4xx with a message, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fc.record({ events: fc.array(fc.oneof(fc.anything(), fc.string().map((location) => ({ ...EVENT, location }))), { maxLength: 3 }) })), async (body) => {
        const answer = await post(body);
        const valid = typeof body === 'object' && body !== null && 'events' in body && Array.isArray(body.events) && body.events.length > 0 && body.events.every((event) => analyticsEventSchema.safeParse(event).success);
        if (valid) expect(answer.statusCode, answer.body).toBe(201);
        // A body that is not JSON at all is told so (415); anything else invalid is a 400.
        else expect([400, 415], answer.body).toContain(answer.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});
