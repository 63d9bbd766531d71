import { loadRoute } from '@rinn/contract';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.js';
import { NETWORK_ERROR_MESSAGE } from './messages.js';
import { createMemoryTokenStore } from './token-store.js';
import { demoSession, fakeFetch, jsonResponse } from '../tests/support/fakes.js';

vi.mock('@rinn/contract', async (importOriginal) => {
  const contract = await importOriginal<typeof import('@rinn/contract')>();
  return { ...contract, loadRoute: vi.fn(contract.loadRoute) };
});

const loadRouteSpy = vi.mocked(loadRoute);

describe('routes loaded on first use', () => {
  it('API-011: building the client loads no route; a call loads the route it makes, and only that one', async () => {
    loadRouteSpy.mockClear();
    const server = fakeFetch(() => jsonResponse(200, { status: true, message: 'ok', data: { loans: [] } }));
    const client = createApiClient({ baseUrl: '', fetch: server.fetch, tokens: createMemoryTokenStore(demoSession()) });
    expect(loadRouteSpy).not.toHaveBeenCalled();
    await client.loans().catch(() => undefined);
    expect(loadRouteSpy.mock.calls).toEqual([['loans']]);
  });

  it('CLIENT-003: a route that cannot be loaded (offline in a browser) is NETWORK_ERROR, with nothing sent', async () => {
    loadRouteSpy.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const server = fakeFetch(() => jsonResponse(200, {}));
    const client = createApiClient({ baseUrl: '', fetch: server.fetch, tokens: createMemoryTokenStore(demoSession()) });
    await expect(client.applicationList({ query: {} })).rejects.toMatchObject({ code: 'NETWORK_ERROR', httpStatus: 0, routeId: 'applicationList', message: NETWORK_ERROR_MESSAGE });
    expect(server.requests).toHaveLength(0);
  });
});
