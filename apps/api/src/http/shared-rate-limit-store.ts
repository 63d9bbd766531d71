import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { requestCounts } from '../db/schema.js';
import type { CountedWindow, MemoryCountingRateLimitStore } from './request-limit.js';

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
 * the block are numbered up to it. As a {@link CountedWindow} it holds the window's start and the
 * number of the request it counted last (past the limit once it refuses).
 */
interface Lease extends CountedWindow {
  readonly start: number;
  readonly countAfter: number;
  count: number;
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
 * limitRequestsPerAddress(app, { max: 600, timeWindow: 60_000, store: sharedRateLimitStore(db, systemClock), clock: systemClock });
 */
export function sharedRateLimitStore(db: Database, clock: Clock): MemoryCountingRateLimitStore {
  const leases = new Map<string, Lease>();
  let leasesTaken = 0;

  /**
   * The lease's upsert, built once and prepared (a named statement on PostgreSQL, parsed and
   * planned once per connection): adds `size` to the key's window, or starts a new window at
   * `now` when the one stored began at or before `windowEndedBy`.
   */
  const windowEnded = sql`${requestCounts.windowStart} <= ${sql.placeholder('windowEndedBy')}`;
  const leaseStatement = db
    .insert(requestCounts)
    .values({ key: sql.placeholder('key'), windowStart: sql.placeholder('now'), count: sql.placeholder('size') })
    .onConflictDoUpdate({
      target: requestCounts.key,
      set: {
        count: sql`case when ${windowEnded} then ${sql.placeholder('size')} else ${requestCounts.count} + ${sql.placeholder('size')} end`,
        windowStart: sql`case when ${windowEnded} then excluded.window_start else ${requestCounts.windowStart} end`,
      },
    })
    .returning({ count: requestCounts.count, windowStart: requestCounts.windowStart })
    .prepare('rinn_request_count_lease');

  /** Adds a block of `size` to the key's window in the database; returns the lease it gives. */
  async function takeLease(key: string, size: number, windowMs: number, max: number): Promise<Lease> {
    const now = clock.epochMilliseconds();
    const [row] = await leaseStatement.execute({ key, now: new Date(now), size, windowEndedBy: new Date(now - windowMs) });
    if (row === undefined) throw new Error('the request count upsert returned no row');
    leasesTaken += 1;
    if (leasesTaken % SWEEP_EVERY_LEASES === 0) {
      await db.delete(requestCounts).where(lt(requestCounts.windowStart, new Date(now - windowMs)));
      for (const [leasedKey, lease] of leases) if (lease.start + windowMs <= now) leases.delete(leasedKey);
    }
    const countAfter = row.count;
    // Only the part of the block within the limit can be used; past it, the address is refused.
    const usable = Math.max(0, Math.min(size, max - (countAfter - size)));
    return { start: row.windowStart.getTime(), countAfter, count: countAfter - usable, remaining: usable, nextSize: nextLeaseSize(size, max) };
  }

  /**
   * Counts one request against a lease in its window: from its block, or refused when the block is
   * used up. Callers pass a used-up lease only when its window is full: counts only grow until the
   * window ends, so a flood of refused requests writes nothing. The hook refuses a request whose
   * count is past the limit.
   */
  function countOne(lease: Lease, max: number): Lease {
    if (lease.remaining > 0) {
      lease.remaining -= 1;
      lease.count = Math.min(max, lease.countAfter - lease.remaining);
    } else {
      lease.count = max + 1;
    }
    return lease;
  }

  /**
   * Counts one request from the key's lease when it has a block left in the current window, or
   * refuses it when the window is known to be full; `undefined` when a block must be leased first.
   */
  function countFromLease(key: string, windowMs: number, max: number, now: number): Lease | undefined {
    const lease = leases.get(key);
    if (lease === undefined || now >= lease.start + windowMs) return undefined;
    if (lease.remaining === 0 && lease.countAfter < max) return undefined;
    return countOne(lease, max);
  }

  /** Leases a block for the key's window, then counts the request from it. */
  async function leaseAndCount(key: string, windowMs: number, max: number): Promise<Lease> {
    const previous = leases.get(key);
    const fresh = previous === undefined || clock.epochMilliseconds() >= previous.start + windowMs;
    const taken = await takeLease(key, fresh ? 1 : leaseSizeNow(previous.nextSize, max, previous.countAfter), windowMs, max);
    // Requests of one address that waited for leases together each keep their own block.
    const current = leases.get(key);
    if (current !== undefined && current.start === taken.start && current.remaining > 0) {
      current.remaining += taken.remaining;
      return countOne(current, max);
    }
    leases.set(key, taken);
    // A block with nothing usable was leased past the limit: countOne refuses.
    return countOne(taken, max);
  }

  async function count(key: string, windowMs: number, max: number): Promise<RateLimitCount> {
    const counted = countFromLease(key, windowMs, max, clock.epochMilliseconds()) ?? (await leaseAndCount(key, windowMs, max));
    return { current: counted.count, ttl: Math.max(0, counted.start + windowMs - clock.epochMilliseconds()) };
  }

  return {
    countInMemory: (key, timeWindow, max) => countFromLease(key, timeWindow, max, clock.epochMilliseconds()),
    incr(key, callback, timeWindow, max) {
      count(key, timeWindow, max).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  };
}
