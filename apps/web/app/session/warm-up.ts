import type { ApiClient } from '@rinn/api-client';
import { loadRoute, type AnyRoute, type RouteId } from '@rinn/contract';
import { browserApiClient } from './api.ts';
import { startFirstCall, storedSessionToken, type FirstCall } from './first-call.ts';
import { browserSession } from './session-runtime.ts';

/** A signed-in page's first call, asked for early (FIRST-CALL-001). */
export interface FirstCallRequest<T> {
  /** Which page's call it is: the page's load takes it under the same key. */
  readonly key: string;
  readonly call: FirstCall<T>;
}

/** What the warm-up starts: the browser's own, unless a test hands in stand-ins that record it. */
export interface WarmUpStarts {
  /** Registers a call's schemas with the client (`loadRoute` of the contract). */
  readonly loadRoute: (id: RouteId) => Promise<unknown>;
  /** Restores the stored session (the session runtime's `browserSession`). */
  readonly browserSession: () => Promise<unknown>;
  /** The client the first call goes through. */
  readonly browserApiClient: () => ApiClient;
}

const BROWSER: WarmUpStarts = { loadRoute, browserSession, browserApiClient };

/**
 * Gets a signed-in page ready while React hydrates it. The modules the page waits for before it can
 * ask for its data (the session machine with its runtime and XState, the API client and its schema
 * library) are static imports of this module, so they are among the page's own modules, fetched
 * in the same round trip as React rather than one after another once it has hydrated (the session
 * bridge's effect loaded the runtime, the runtime the client, the first call its schemas; on a slow
 * phone each step was a round trip the page's largest paint, its first card, waited for). So are
 * the definitions of the page's first calls, which the page passes in, imported from the contract:
 * the client finds their schemas loaded (`loadRoute` loads the same module) instead of asking for
 * them once the page runs. Then, as the route module runs, before hydration, when a session is
 * stored on this browser, the session machine restores it and the page's first call is asked for
 * (FIRST-CALL-001), so that both are done, or on their way, when the hydrated page looks for them.
 *
 * A failure here is the page's own load's to report, when it asks again.
 *
 * @param routes - the definitions of the calls the page makes first (`applicationListRoute` on the dashboard)
 * @param first - the first call to ask for now, when the page itself is being opened
 * @param starts - what it starts: the browser's session, client and schemas (tests pass stand-ins)
 */
export function warmUpSignedInPage<T>(routes: readonly AnyRoute[], first?: FirstCallRequest<T>, starts: WarmUpStarts = BROWSER): void {
  // Pre-rendering evaluates route modules too; there is nothing to warm up there.
  if (typeof window === 'undefined') return;
  // Already loaded with the page's modules: this only registers them as the client's, at once.
  void Promise.all(routes.map((route) => starts.loadRoute(route.id as RouteId))).catch(() => undefined);
  if (storedSessionToken() === null) return;
  // The session bridge finds it started (it hands it the router's navigate, and any link).
  void starts.browserSession().catch(() => undefined);
  if (first !== undefined) startFirstCall(first.key, () => first.call(starts.browserApiClient()));
}
