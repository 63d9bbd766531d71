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
