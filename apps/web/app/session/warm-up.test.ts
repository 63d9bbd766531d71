import type { ApiClient } from '@rinn/api-client';
import { applicationDetailRoute, applicationListRoute } from '@rinn/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from './browser-token-store.ts';
import { takeFirstCall } from './first-call.ts';
import { warmUpSignedInPage, type WarmUpStarts } from './warm-up.ts';

// What the warm-up asked for, recorded by the stand-ins of what it starts.
const requested: string[] = [];
const client = { name: 'browser API client' } as unknown as ApiClient;
const starts: WarmUpStarts = {
  loadRoute: (id) => {
    requested.push(`schemas of ${id}`);
    return Promise.resolve();
  },
  browserSession: () => {
    requested.push('session restored');
    return Promise.resolve();
  },
  browserApiClient: () => client,
};

afterEach(() => {
  requested.length = 0;
  window.localStorage.clear();
  void takeFirstCall('dashboard')?.catch(() => undefined);
});

describe('warmUpSignedInPage', () => {
  it('registers the schemas of the page’s first calls with the client together, and with no stored session starts nothing else', () => {
    const call = vi.fn(() => Promise.resolve('applications'));
    warmUpSignedInPage([applicationListRoute, applicationDetailRoute], { key: 'dashboard', call }, starts);
    // Asked for in the same task: the route schemas do not wait for one another.
    expect(requested).toEqual(['schemas of applicationList', 'schemas of applicationDetail']);
    expect(call).not.toHaveBeenCalled();
    expect(takeFirstCall('dashboard')).toBeNull();
  });

  it('FIRST-CALL-001 with a stored session, restores it and asks for the page’s first call through the browser client, in the same task', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'a', refreshToken: 'r', sessionToken: 's', user: { mobile: '9876543210' }, autoLogin: false }));
    const call = vi.fn((given: unknown) => Promise.resolve({ given }));
    warmUpSignedInPage([applicationListRoute], { key: 'dashboard', call }, starts);
    expect(requested).toEqual(['schemas of applicationList', 'session restored']);
    expect(call).toHaveBeenCalledWith(client);
    await expect(takeFirstCall('dashboard')).resolves.toEqual({ given: client });
  });
});
