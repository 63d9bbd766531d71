import { describe, expect, it, vi } from 'vitest';
import { warmUpSignedInPage } from './warm-up.ts';

// What the warm-up asked for, recorded by the stand-ins of the modules it loads.
const requested = vi.hoisted(() => [] as string[]);
vi.mock('./session-runtime.ts', () => {
  requested.push('session runtime');
  return {};
});
vi.mock('./api.ts', () => {
  requested.push('API client');
  return {};
});
vi.mock('@rinn/contract', async (original) => ({
  ...(await original<typeof import('@rinn/contract')>()),
  loadRoute: (id: string) => {
    requested.push(`schemas of ${id}`);
    return Promise.resolve();
  },
}));

describe('warmUpSignedInPage', () => {
  it('asks for the session runtime, the API client and the schemas of the page’s first calls together, without waiting for any', async () => {
    warmUpSignedInPage(['applicationList', 'applicationDetail']);
    // Asked for in the same task: the route schemas do not wait for the runtime or the client.
    expect(requested).toEqual(['schemas of applicationList', 'schemas of applicationDetail']);
    await vi.waitFor(() => expect([...requested].sort()).toEqual(['API client', 'schemas of applicationDetail', 'schemas of applicationList', 'session runtime']));
  });
});
