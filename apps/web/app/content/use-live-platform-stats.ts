import { apiAddress } from '@rinn/api-client';
import { readPlatformStats, type PlatformStats } from '@rinn/content';
import { API_BASE_URL } from '../session/api-base-url.ts';
import { useLoadedData } from '../widgets/loaded-data.ts';

/** §7 Platform stats fetch: the contract's `platformStatsRoute.path`, which a unit test holds it to. */
export const PLATFORM_STATS_PATH = '/api/platform-stats';

/**
 * Asks the platform for its stats with the browser's `fetch`, not the API client: the client
 * brings zod and the contract's schemas, about 45 kB of gzipped JavaScript, which no other part of
 * a content page needs, for four numbers. The answer is read as the client would read it: a
 * success envelope (API-001) whose `data` is platform stats (CONTENT-018).
 *
 * @param fetchImpl - the fetch to use (the browser's by default)
 * @returns the stats, or null when the call failed or answered anything else
 * @throws when the network fails or the answer is not JSON (the caller keeps its figures)
 */
export async function fetchPlatformStats(fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<PlatformStats | null> {
  const response = await fetchImpl(apiAddress(API_BASE_URL, PLATFORM_STATS_PATH), { headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const answer: unknown = await response.json();
  if (typeof answer !== 'object' || answer === null || (answer as { readonly status?: unknown }).status !== true) return null;
  return readPlatformStats((answer as { readonly data?: unknown }).data);
}

/**
 * The home page's trust figures, live: the page paints the content's figures (pre-rendered, and
 * what CONTENT-011 falls back to), then asks `GET /api/platform-stats` once it is interactive and
 * shows what the platform serves. A failed call keeps the figures painted (§8 stats fetch failure).
 *
 * @param painted - the figures the page was rendered with
 * @returns the figures to show
 */
export function useLivePlatformStats(painted: PlatformStats): PlatformStats {
  // A failed call (CONTENT-011) or an answer that is not stats keeps the painted figures.
  const { state } = useLoadedData(() => fetchPlatformStats(), []);
  return state.kind === 'ready' && state.data !== null ? state.data : painted;
}
