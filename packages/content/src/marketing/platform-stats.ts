import { CITY_NAMES } from '../cities/city-list.js';
import type { PlatformStats } from '../schemas.js';

/**
 * Customer-trust figures shown when the platform stats fetch fails.
 *
 * @rule CONTENT-011 When the stats fetch fails the trust section falls back to fixed defaults in
 *   the §3 Platform stats shape; the launch-city count equals the number of cities Rinn has city
 *   pages for, so the fallback never claims a city the site does not serve.
 * @spec §8 Error catalogue (stats fetch failure); §3 Platform stats
 * @example DEFAULT_PLATFORM_STATS.total_launch_cities // 24
 */
export const DEFAULT_PLATFORM_STATS: PlatformStats = {
  total_channel_partner: 1_200,
  total_applied_amount: 1_50_00_00_000,
  total_customer: 45_000,
  total_launch_cities: Object.keys(CITY_NAMES).length,
};

/** The four figures of §3 Platform stats, in the schema's order. */
const PLATFORM_STATS_FIELDS = ['total_channel_partner', 'total_applied_amount', 'total_customer', 'total_launch_cities'] as const;

/**
 * Reads platform stats as `platformStatsSchema` does, without zod: each figure a whole number of
 * at least 0 that a double holds exactly, other keys left out. The home page reads the live figures
 * with this, so a content page need not load zod and the API client's schemas (about 45 kB of
 * gzipped JavaScript) for four numbers.
 *
 * @rule CONTENT-018 Platform stats read without a schema library accept exactly what
 *   `platformStatsSchema` accepts and give exactly what it gives; anything else reads as no stats,
 *   and the painted figures stay (CONTENT-011).
 * @spec §3 Platform stats; §8 Error catalogue (stats fetch failure)
 * @param value - the `data` of a `GET /api/platform-stats` answer
 * @returns the stats, or null when `value` is not platform stats
 * @example readPlatformStats({ total_channel_partner: 1, total_applied_amount: 2, total_customer: 3, total_launch_cities: 4 })?.total_customer // 3
 */
export function readPlatformStats(value: unknown): PlatformStats | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const figures: Partial<Record<(typeof PLATFORM_STATS_FIELDS)[number], number>> = {};
  for (const field of PLATFORM_STATS_FIELDS) {
    const figure = fields[field];
    if (typeof figure !== 'number' || !Number.isSafeInteger(figure) || figure < 0) return null;
    figures[field] = figure;
  }
  return figures as PlatformStats;
}
