import type { Clock } from '../clock.js';
import type { DatabaseHandle } from '../db/database.js';
import type { CountedWindow, MemoryCountingRateLimitStore } from './request-limit.js';

/** One address's fixed window: when it started and the requests counted in it. */
interface Window {
  readonly start: number;
  count: number;
}

/** Expired windows are dropped once per this many new windows, so the map holds about a minute's addresses. */
const SWEEP_EVERY_NEW_WINDOWS = 10_000;

/** The windows of every server in this process over one embedded database, by that database. */
const windowsByDatabase = new WeakMap<DatabaseHandle, Map<string, Window>>();

/**
 * A store of the API-wide limit counting in this process's memory, shared by every server built
 * over the same database handle. For the embedded database (PGlite), which one process opens and
 * no other can share, that is every instance there is, so the count is exact without a database
 * write: a request's rate-limit check is a map lookup and an increment.
 *
 * @rule SEC-008 On the embedded database (PGlite), the API-wide per-address limit of SEC-007 is
 *   counted in the memory of the one process that holds the database, in the same fixed one-minute
 *   windows, shared by every server instance over that database, and exactly: the limit passes
 *   and the next request is refused, with no database write on any request. A restart starts
 *   the counts afresh. On PostgreSQL the leased count of SEC-007 is used.
 * @spec quality bar (limits hold across instances)
 * @param database - the embedded database every instance in the process shares.
 * @param clock - where windows are timed (the wall clock in servers).
 * @returns the store for `limitRequestsPerAddress`'s `store` option.
 * @example
 * limitRequestsPerAddress(app, { max: 600, timeWindow: 60_000, store: processRateLimitStore(database, systemClock), clock: systemClock });
 */
export function processRateLimitStore(database: DatabaseHandle, clock: Clock): MemoryCountingRateLimitStore {
  let windows = windowsByDatabase.get(database);
  if (windows === undefined) {
    windows = new Map();
    windowsByDatabase.set(database, windows);
  }
  const shared = windows;
  let newWindows = 0;

  const count = (key: string, timeWindow: number): CountedWindow => {
    const now = clock.epochMilliseconds();
    let window = shared.get(key);
    if (window === undefined || now >= window.start + timeWindow) {
      window = { start: now, count: 0 };
      shared.set(key, window);
      newWindows += 1;
      if (newWindows % SWEEP_EVERY_NEW_WINDOWS === 0) {
        for (const [other, { start }] of shared) if (now >= start + timeWindow) shared.delete(other);
      }
    }
    // The window object itself is the answer: no result object per request.
    window.count += 1;
    return window;
  };

  return {
    countInMemory: count,
    incr(key, callback, timeWindow) {
      const window = count(key, timeWindow);
      callback(null, { current: window.count, ttl: window.start + timeWindow - clock.epochMilliseconds() });
    },
  };
}
