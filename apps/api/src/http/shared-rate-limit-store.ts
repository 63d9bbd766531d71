import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { requestCounts } from '../db/schema.js';

/** What a store hands its `incr` callback: the window's count so far and the milliseconds left in it. */
interface RateLimitCount {
  readonly current: number;
  readonly ttl: number;
}

/** The store interface of the API-wide limit (`limitRequestsPerAddress` counts through one). */
export interface RateLimitStore {
  incr(key: string, callback: (error: Error | null, result?: RateLimitCount) => void, timeWindow: number, max: number): void;
}

/** Expired windows are deleted once per this many leases taken, so the table stays small. */
const SWEEP_EVERY_LEASES = 1_000;

/** The largest block an instance leases, as a share of the limit: 600 a minute → blocks of up to 30. */
const LARGEST_LEASE_SHARE = 1 / 20;

/**
 * The largest block, as a share of what an instance last saw left of the window: blocks shrink as
 * the count nears the limit, so the window's last requests are counted one by one, exactly.
 */
const LEASE_SHARE_OF_WHAT_IS_LEFT = 1 / 8;

/**
 * The block of an address's window an instance has leased from the database and not used yet.
 * `countAfter` is the window's count in the database once the block was taken: the requests of
 * the block are numbered up to it.
 */
interface Lease {
  readonly windowStart: number;
  readonly countAfter: number;
  remaining: number;
  /** The size of the next block to ask for: 1 at first, doubling while the address stays busy. */
  nextSize: number;
}

/**
 * The size of the next lease after one of `size`, for a limit of `max`.
 *
 * @param size - the lease just taken.
 * @param max - the limit of a window.
 * @returns twice `size`, at most a twentieth of `max` (and at least 1).
 */
export function nextLeaseSize(size: number, max: number): number {
  return Math.max(1, Math.min(size * 2, Math.floor(max * LARGEST_LEASE_SHARE)));
}

/**
 * The block to ask for now: the lease's next size, but at most an eighth of what is left of the
 * window as the instance last saw it (and at least 1).
 *
 * @param nextSize - the lease's next size ({@link nextLeaseSize}).
 * @param max - the limit of a window.
 * @param countSeen - the window's count in the database after the instance's last lease (0 for a new window).
 * @returns the size of the block to lease.
 */
export function leaseSizeNow(nextSize: number, max: number, countSeen: number): number {
  return Math.max(1, Math.min(nextSize, Math.floor((max - countSeen) * LEASE_SHARE_OF_WHAT_IS_LEFT)));
}

/**
 * A store of the API-wide limit whose counters live in the database (table `request_counts`), so
 * the API-wide limit holds across every server instance sharing it, behind a proxy without sticky
 * sessions.
 *
 * Each instance leases an address's requests from the database in blocks: one atomic upsert adds
 * the block to the window's count (starting a new window when the old one ended), and the
 * instance then answers that many requests from memory. A block is 1 request at first and doubles
 * while the address keeps asking, up to a twentieth of the limit and an eighth of what the instance
 * last saw left, so a quiet address and the last requests of a window are counted one by one, and
 * a busy address costs a database write per block instead of per request: a catalogue read stays
 * a memory read.
 *
 * @rule SEC-007 The API-wide per-address limit (600 requests a minute) is counted, on PostgreSQL, in
 *   the database in fixed one-minute windows, so two or more instances on one database together allow an address
 *   at most 600 requests a minute, not 600 each. An instance leases an address's requests in blocks
 *   of 1 doubling up to a twentieth of the limit and an eighth of what it last saw left of the
 *   window; a block it leased and did not use may refuse the address early on another instance, by
 *   at most that block. It counts the calls under /api only; the site's pages and assets are not
 *   counted.
 * @spec quality bar (limits hold across instances)
 * @param db - the database every instance shares.
 * @param clock - where windows are timed (the wall clock in servers).
 * @returns the store for `limitRequestsPerAddress`'s `store` option.
 * @example
 * limitRequestsPerAddress(app, { max: 600, timeWindow: 60_000, store: sharedRateLimitStore(db, systemClock), now: Date.now });
 */
export function sharedRateLimitStore(db: Database, clock: Clock): RateLimitStore {
  const leases = new Map<string, Lease>();
  let leasesTaken = 0;

  /** Adds a block of `size` to the key's window in the database; returns the lease it gives. */
  async function takeLease(key: string, size: number, windowMs: number, max: number): Promise<Lease> {
    const now = clock.now();
    const windowEnded = sql`${requestCounts.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
    const [row] = await db
      .insert(requestCounts)
      .values({ key, windowStart: now, count: size })
      .onConflictDoUpdate({
        target: requestCounts.key,
        set: {
          count: sql`case when ${windowEnded} then ${size} else ${requestCounts.count} + ${size} end`,
          windowStart: sql`case when ${windowEnded} then excluded.window_start else ${requestCounts.windowStart} end`,
        },
      })
      .returning({ count: requestCounts.count, windowStart: requestCounts.windowStart });
    if (row === undefined) throw new Error('the request count upsert returned no row');
    leasesTaken += 1;
    if (leasesTaken % SWEEP_EVERY_LEASES === 0) {
      await db.delete(requestCounts).where(lt(requestCounts.windowStart, new Date(now.getTime() - windowMs)));
      for (const [leasedKey, lease] of leases) if (lease.windowStart + windowMs <= now.getTime()) leases.delete(leasedKey);
    }
    const countAfter = row.count;
    // Only the part of the block within the limit can be used; past it, the address is refused.
    const usable = Math.max(0, Math.min(size, max - (countAfter - size)));
    return { windowStart: row.windowStart.getTime(), countAfter, remaining: usable, nextSize: nextLeaseSize(size, max) };
  }

  async function count(key: string, windowMs: number, max: number): Promise<RateLimitCount> {
    const now = clock.now().getTime();
    let lease = leases.get(key);
    if (lease !== undefined && now >= lease.windowStart + windowMs) lease = undefined;
    if (lease !== undefined && lease.remaining === 0 && lease.countAfter >= max) {
      // The window's count has reached the limit, and counts only grow until it ends: refused
      // without asking the database again, so a flood of refused requests writes nothing.
      return { current: max + 1, ttl: Math.max(0, lease.windowStart + windowMs - now) };
    }
    if (lease === undefined || lease.remaining === 0) {
      const taken = await takeLease(key, lease === undefined ? 1 : leaseSizeNow(lease.nextSize, max, lease.countAfter), windowMs, max);
      // Requests of one address that waited for leases together each keep their own block.
      const current = leases.get(key);
      if (current !== undefined && current.windowStart === taken.windowStart && current.remaining > 0) {
        current.remaining += taken.remaining;
        lease = current;
      } else {
        leases.set(key, taken);
        lease = taken;
      }
      if (lease.remaining === 0) {
        // Refused: the count is past the limit (the plugin answers 429 when current > max).
        return { current: max + 1, ttl: Math.max(0, lease.windowStart + windowMs - now) };
      }
    }
    lease.remaining -= 1;
    return { current: Math.min(max, lease.countAfter - lease.remaining), ttl: Math.max(0, lease.windowStart + windowMs - now) };
  }

  return {
    incr(key, callback, timeWindow, max) {
      count(key, timeWindow, max).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  };
}
