import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
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
 * A store that counts synchronously (in this process's memory): the request check is a map lookup
 * and an increment, with no callback, promise or result object per request.
 */
export interface SynchronousRateLimitStore extends RateLimitStore {
  /** Counts one request of `key` and returns its window (the same object while the window lasts). */
  count(key: string, timeWindow: number): CountedWindow;
}

function isSynchronous(store: RateLimitStore): store is SynchronousRateLimitStore {
  return typeof (store as Partial<SynchronousRateLimitStore>).count === 'function';
}

/** What {@link limitRequestsPerAddress} needs. */
export interface RequestLimitOptions {
  /** Requests one client address may make in a window. */
  readonly max: number;
  /** The window, in milliseconds. */
  readonly timeWindow: number;
  /** Where the windows are counted (SEC-007 leased in the database, SEC-008 in this process). */
  readonly store: RateLimitStore;
  /** The wall clock, in milliseconds (the same clock the store's windows are timed by). */
  readonly now: () => number;
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
 * callback hook: a request it lets through costs no promise, and on the in-process store
 * (SEC-008) no allocation.
 *
 * @param app - the server, before its routes are registered.
 * @param options - the limit, its window, where it is counted and the clock.
 * @example
 * limitRequestsPerAddress(app, { max: 600, timeWindow: 60_000, store: processRateLimitStore(database, systemClock), now: Date.now });
 */
export function limitRequestsPerAddress(app: FastifyInstance, { max, timeWindow, store, now }: RequestLimitOptions): void {
  const refuse = (reply: FastifyReply, ttl: number): Error => {
    const seconds = Math.ceil(ttl / 1000);
    reply.header('retry-after', String(seconds));
    return limitExceeded(seconds);
  };
  const hook: onRequestHookHandler = isSynchronous(store)
    ? (request, reply, done) => {
        const window = store.count(request.ip, timeWindow);
        if (window.count <= max) return done();
        done(refuse(reply, window.start + timeWindow - now()));
      }
    : (request: FastifyRequest, reply: FastifyReply, done) => {
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
  app.addHook('onRoute', (route) => {
    const config = route.config as { rateLimit?: unknown } | undefined;
    if (config?.rateLimit === false) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [hook] : Array.isArray(own) ? [...own, hook] : [own, hook];
  });
}
