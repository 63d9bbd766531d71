import { loadRoute, type RouteId } from '@rinn/contract';

/**
 * Starts loading, side by side, every module a signed-in page waits for before it can ask for its
 * data: the session machine (its runtime and XState), the API client, and the schemas of the calls
 * the page makes. A signed-in page calls it when its route module runs, which is before React
 * hydrates the page; left to themselves they load one after another once it has (the session
 * bridge's effect loads the runtime, the runtime the client, the first call its schemas), and on a
 * slow phone each of those steps is a round trip that the page's largest paint, its first card,
 * waits for. Each module still loads once: the later imports find it loaded.
 *
 * A failure here is the page's own load's to report, when it imports the same module again.
 *
 * @param routes - the calls the page makes first (`applicationList` on the dashboard)
 */
export function warmUpSignedInPage(routes: readonly RouteId[]): void {
  // Pre-rendering evaluates route modules too; there is nothing to warm up there.
  if (typeof window === 'undefined') return;
  void Promise.all([import('./session-runtime.ts'), import('./api.ts'), ...routes.map((id) => loadRoute(id))]).catch(() => undefined);
}
