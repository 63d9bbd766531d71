import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { requestCounts } from '../db/schema.js';

/** What `@fastify/rate-limit` hands a store's `incr` callback. */
interface RateLimitCount {
  readonly current: number;
  readonly ttl: number;
}

/** The store interface `@fastify/rate-limit` calls (its `store` option takes the class). */
export interface RateLimitStore {
  incr(key: string, callback: (error: Error | null, result?: RateLimitCount) => void, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

/** Expired windows are deleted once per this many counted requests, so the table stays small. */
const SWEEP_EVERY_REQUESTS = 1_000;

/**
 * A `@fastify/rate-limit` store whose counters live in the database (table `request_counts`), so
 * the API-wide limit holds across every server instance sharing it, behind a proxy without sticky
 * sessions. One atomic upsert per request counts it and starts a new window when the old one ended.
 *
 * @rule SEC-007 The API-wide per-address limit (600 requests a minute) is counted in the database in
 *   fixed one-minute windows, so two or more instances on one database together allow an address
 *   600 requests a minute, not 600 each. It counts the calls under /api only; the site's pages and
 *   assets are not counted.
 * @spec quality bar (limits hold across instances)
 * @param db - the database every instance shares.
 * @param clock - where windows are timed (the wall clock in servers).
 * @returns the store class for the plugin's `store` option.
 * @example
 * await app.register(rateLimit, { max: 600, timeWindow: 60_000, store: sharedRateLimitStore(db, systemClock) });
 */
export function sharedRateLimitStore(db: Database, clock: Clock): new (options?: unknown) => RateLimitStore {
  let counted = 0;
  async function count(key: string, windowMs: number): Promise<RateLimitCount> {
    const now = clock.now();
    const windowEnded = sql`${requestCounts.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
    const [row] = await db
      .insert(requestCounts)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: requestCounts.key,
        set: {
          count: sql`case when ${windowEnded} then 1 else ${requestCounts.count} + 1 end`,
          windowStart: sql`case when ${windowEnded} then excluded.window_start else ${requestCounts.windowStart} end`,
        },
      })
      .returning({ count: requestCounts.count, windowStart: requestCounts.windowStart });
    counted += 1;
    if (counted % SWEEP_EVERY_REQUESTS === 0) {
      await db.delete(requestCounts).where(lt(requestCounts.windowStart, new Date(now.getTime() - windowMs)));
    }
    return { current: row!.count, ttl: Math.max(0, row!.windowStart.getTime() + windowMs - now.getTime()) };
  }
  return class DatabaseRateLimitStore implements RateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: RateLimitCount) => void, timeWindow: number): void {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): RateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
