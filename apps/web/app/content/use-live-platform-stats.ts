import type { PlatformStats } from '@rinn/content';
import { useEffect, useState } from 'react';

/**
 * The home page's trust figures, live: the page paints the content's figures (pre-rendered, and
 * what CONTENT-011 falls back to), then asks `GET /api/platform-stats` once it is interactive and
 * shows what the platform serves. A failed call keeps the figures painted (§8 stats fetch failure).
 *
 * @param painted - the figures the page was rendered with
 * @returns the figures to show
 */
export function useLivePlatformStats(painted: PlatformStats): PlatformStats {
  const [stats, setStats] = useState(painted);
  useEffect(() => {
    let active = true;
    void (async () => {
      try {
        const { browserApiClient } = await import('../session/api.ts');
        const { data } = await browserApiClient().platformStats({});
        if (active) setStats(data);
      } catch {
        // CONTENT-011: the painted figures stay.
      }
    })();
    return () => {
      active = false;
    };
  }, []);
  return stats;
}
