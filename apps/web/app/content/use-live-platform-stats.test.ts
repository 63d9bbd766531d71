import { DEFAULT_PLATFORM_STATS } from '@rinn/content';
import { platformStatsRoute } from '@rinn/contract';
import { describe, expect, it } from 'vitest';
import { fetchPlatformStats, PLATFORM_STATS_PATH } from './use-live-platform-stats.ts';

/** A fetch that answers every call with `body` (JSON unless a string) and `status`, and records the addresses asked. */
function answering(body: unknown, status = 200): { fetch: typeof fetch; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    fetch: (input) => {
      asked.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
    },
  };
}

describe('fetchPlatformStats', () => {
  it('asks the contract’s platform stats address', async () => {
    expect(PLATFORM_STATS_PATH).toBe(platformStatsRoute.path);
    const { fetch, asked } = answering({ status: true, message: '', data: DEFAULT_PLATFORM_STATS });
    await fetchPlatformStats(fetch);
    expect(asked).toEqual([PLATFORM_STATS_PATH]);
  });

  it('CONTENT-018: reads the stats of a success envelope, other keys left out', async () => {
    const grown = { ...DEFAULT_PLATFORM_STATS, total_customer: DEFAULT_PLATFORM_STATS.total_customer + 1 };
    expect(await fetchPlatformStats(answering({ status: true, message: '', data: { ...grown, note: 'x' } }).fetch)).toEqual(grown);
  });

  it('CONTENT-011, CONTENT-018: a failed call, an error envelope or data that are not stats read as none', async () => {
    expect(await fetchPlatformStats(answering({ status: false, message: 'Service unavailable', data: null }, 503).fetch)).toBeNull();
    expect(await fetchPlatformStats(answering({ status: false, message: 'No', data: DEFAULT_PLATFORM_STATS }).fetch)).toBeNull();
    expect(await fetchPlatformStats(answering({ status: true, message: '', data: { ...DEFAULT_PLATFORM_STATS, total_customer: -1 } }).fetch)).toBeNull();
    expect(await fetchPlatformStats(answering([DEFAULT_PLATFORM_STATS]).fetch)).toBeNull();
    await expect(fetchPlatformStats(answering('<html>').fetch)).rejects.toThrow();
  });
});
