import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Clock } from '../clock.js';
import type { RateLimitStore } from './shared-rate-limit-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route's requests are not counted against the API-wide limit. */
    rateLimit?: false;
  }
}

/** The count of a fixed window as a store keeps it: when it started and the requests counted in it. */
export interface CountedWindow {
  readonly start: number;
  readonly count: number;
}

/**
 * A store that can count a request in this process's memory, synchronously: the request check is
 * then a map lookup and an increment, with no callback, promise or result object per request.
 */
export interface MemoryCountingRateLimitStore extends RateLimitStore {
  /**
   * Counts one request of `key` in memory when the store can, and returns its window (a count past
   * `max` when the request is refused); `undefined` when it cannot without asking the database,
   * and then the request is counted through `incr`.
   */
  countInMemory(key: string, timeWindow: number, max: number): CountedWindow | undefined;
}

function countsInMemory(store: RateLimitStore): store is MemoryCountingRateLimitStore {
  return typeof (store as Partial<MemoryCountingRateLimitStore>).countInMemory === 'function';
}

/** What {@link limitRequestsPerAddress} needs. */
export interface RequestLimitOptions {
  /** Requests one client address may make in a window. */
  readonly max: number;
  /** The window, in milliseconds. */
  readonly timeWindow: number;
  /** Where the windows are counted (SEC-007 leased in the database, SEC-008 in this process). */
  readonly store: RateLimitStore;
  /** The clock the store's windows are timed by (the wall clock in servers). */
  readonly clock: Clock;
}

/** How a hook that runs before a route's own hooks counts a request against the limit. */
export interface EarlyRequestCount {
  /**
   * Counts the request now, when its window is in memory: true when it is within the limit (its
   * route's hook will not count it again), false when it is past it (its route's hook refuses it,
   * without counting it again), undefined when it was not counted (its route's hook counts it).
   */
  admit(request: FastifyRequest): boolean | undefined;
}

/** The error a refused request ends its hooks with: the error handler answers it 429 (SEC-004). */
function limitExceeded(retryAfterSeconds: number): Error & { statusCode: number } {
  return Object.assign(new Error(`Rate limit exceeded, retry in ${retryAfterSeconds} s`), { statusCode: 429 });
}

/**
 * The API-wide limit per client address: every route registered after this call counts each of its
 * requests against the address's fixed window and refuses the one past `max` with 429 and
 * `Retry-After` (the error handler writes the envelope with `retryAfterSeconds`). Routes whose
 * config says `rateLimit: false` (the site's files) are not counted. It does what
 * `@fastify/rate-limit`'s global limit did here (the same stores, windows and answers) in a plain
 * callback hook. A request the store counts in memory (always on SEC-008's store; on SEC-007's while
 * the instance holds a leased block for the address) costs no promise and no allocation; one that
 * needs the database waits for it through the store's callback.
 *
 * A hook that answers a request before its route's hooks run (CACHE-004's replay) counts it
 * through the returned {@link EarlyRequestCount} first; the route's hook then does not count it
 * again.
 *
 * @param app - the server, before its routes are registered.
 * @param options - the limit, its window, where it is counted and the clock.
 * @returns the count for hooks that run before the route's.
 * @example
 * limitRequestsPerAddress(app, { max: 600, timeWindow: 60_000, store: processRateLimitStore(database, systemClock), clock: systemClock });
 */
export function limitRequestsPerAddress(app: FastifyInstance, { max, timeWindow, store, clock }: RequestLimitOptions): EarlyRequestCount {
  const refuse = (reply: FastifyReply, ttl: number): Error => {
    const seconds = Math.ceil(ttl / 1000);
    reply.header('retry-after', String(seconds));
    return limitExceeded(seconds);
  };
  // Requests counted early and found past the limit: their route's hook refuses them without
  // counting them a second time. (One within the limit is answered by the early hook.)
  const refusedEarly = new WeakMap<FastifyRequest, CountedWindow>();
  const early: EarlyRequestCount = {
    admit(request) {
      const window = countsInMemory(store) ? store.countInMemory(request.ip, timeWindow, max) : undefined;
      if (window === undefined) return undefined;
      if (window.count <= max) return true;
      refusedEarly.set(request, window);
      return false;
    },
  };
  const countInStore: onRequestHookHandler = (request: FastifyRequest, reply: FastifyReply, done) => {
    store.incr(
      request.ip,
      (error, result) => {
        if (error) return done(error);
        if (result === undefined || result.current <= max) return done();
        done(refuse(reply, result.ttl));
      },
      timeWindow,
      max,
    );
  };
  const hook: onRequestHookHandler = countsInMemory(store)
    ? function countInMemoryFirst(request, reply, done) {
        const window = refusedEarly.get(request) ?? store.countInMemory(request.ip, timeWindow, max);
        if (window === undefined) return countInStore.call(this, request, reply, done);
        if (window.count <= max) return done();
        done(refuse(reply, window.start + timeWindow - clock.epochMilliseconds()));
      }
    : countInStore;
  app.addHook('onRoute', (route) => {
    const config = route.config as { rateLimit?: unknown } | undefined;
    if (config?.rateLimit === false) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [hook] : Array.isArray(own) ? [...own, hook] : [own, hook];
  });
  return early;
}
