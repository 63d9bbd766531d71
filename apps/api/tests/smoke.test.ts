import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, json, login, startTestServer, type TestServer } from './helpers.js';

describe('smoke', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('logs in the demo customer and lists applications', async () => {
    const session = await login(server.app);
    const list = await server.app.inject({ method: 'GET', url: '/api/application', headers: authHeaders(session) });
    expect(list.statusCode, list.body).toBe(200);
    expect(json(list).data.applications).toHaveLength(8);
  });
});
