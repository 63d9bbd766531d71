/** The route handle of a page that is an application shell and so hydrates once painted (HYDRATE-005). */
export interface AppShellHandle {
  readonly appShell: true;
  /**
   * The path of the API call the page makes first with a stored session (the dashboard's
   * application list): the build has the page's head send it early (FIRST-CALL-002).
   */
  readonly firstCallPath?: string;
}

/**
 * The handle a route exports when its pre-rendered page shows nothing useful without the app
 * (the dashboard, loan details, a sanction letter, the journey, a consent link): its modules load
 * as soon as the page has painted instead of waiting for the visitor to act.
 *
 * @example
 * export const handle = APP_SHELL;
 */
export const APP_SHELL: AppShellHandle = { appShell: true };

/**
 * Whether a route's handle marks its page as an application shell.
 *
 * @param handle - a route module's `handle` export, whatever it is
 * @returns true for `APP_SHELL`
 */
export function isAppShell(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as Partial<AppShellHandle>).appShell === true;
}

/**
 * The path of the call an application shell's page sends early (FIRST-CALL-002), if any.
 *
 * @param handle - a route module's `handle` export, whatever it is
 * @returns the API path, or null
 */
export function firstCallPath(handle: unknown): string | null {
  if (!isAppShell(handle)) return null;
  const path = (handle as AppShellHandle).firstCallPath;
  return typeof path === 'string' ? path : null;
}

/** The route handle of a content page pre-rendered as islands (decision 0021). */
export interface IslandsHandle {
  readonly islands: true;
}

/**
 * The handle a route exports when its pre-rendered page hydrates as islands: only its marked
 * parts (the site-wide ones) hydrate, each on a root of its own, and the page loads no router.
 *
 * @example
 * export const handle = ISLANDS;
 */
export const ISLANDS: IslandsHandle = { islands: true };

/**
 * Whether a route's handle marks its page as an islands page.
 *
 * @param handle - a route module's `handle` export, whatever it is
 * @returns true for `ISLANDS`
 */
export function isIslandsPage(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as Partial<IslandsHandle>).islands === true;
}

/**
 * Whether a page is pre-rendered as islands: one of its routes says so, and the build has an islands
 * build (the development server has none, and routes every page). `root.tsx` leaves the router's
 * scripts out of such a page and `entry.server.tsx` gives it the islands entry; both ask this.
 *
 * @param handles - the `handle` exports of the page's matched routes
 * @returns true for a page to pre-render as islands
 */
export function prerendersAsIslands(handles: readonly unknown[]): boolean {
  return !import.meta.env.DEV && handles.some((handle) => isIslandsPage(handle));
}
