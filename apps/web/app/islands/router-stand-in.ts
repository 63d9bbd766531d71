import { createElement, useSyncExternalStore, type AnchorHTMLAttributes, type ReactElement } from 'react';

/**
 * What an island gets when its code imports `react-router` (decision 0021): the islands build
 * points that import here (`vite.islands.config.ts`), so a content page's interactive parts hydrate
 * without the router, and every other build keeps React Router itself. It implements only what the
 * islands' modules import; one more name makes the islands build fail with a missing export, and
 * `router-stand-in.test.tsx` holds each of these to the markup and behaviour of React Router's own.
 *
 * A link is a plain link: a change of page is a document navigation, to the next pre-rendered page.
 * A change of the address within the page (the login's `#myaccount`, an auto-login query taken out
 * of the address) goes through the history API, as the router would, and re-renders what reads it.
 *
 * @rule ISLAND-003 In the islands build, a link is written exactly as React Router writes it on the
 *   same page (so pre-rendered links hydrate unchanged) and is followed by the browser; a
 *   navigation to the same path changes the address through the history API, without a reload,
 *   replacing the entry when asked, and every reader of the address re-renders; a hash the browser
 *   changes (a `#myaccount` link) is read the same way.
 */

/** Where a link or a navigation goes: a path, or parts of one (a missing pathname is this page's). */
export type To = string | { readonly pathname?: string; readonly search?: string; readonly hash?: string };

/** The page's address, as `useLocation` gives it. */
export interface Location {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
  readonly key: string;
}

/** The address `to` resolves to from this page, as React Router resolves an absolute `to`. */
function resolve(to: To): string {
  if (typeof to === 'string') return to;
  // React Router: a `to` without a pathname keeps the page's path, and its search and hash are
  // the ones given (none when not given).
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state as unknown, key: 'default' };
}

let current: Location | undefined;
const listeners = new Set<() => void>();

/** Re-reads the address into `current`, keeping the same object while it is the same address; true when it changed. */
function refresh(): boolean {
  const next = readLocation();
  if (current !== undefined && next.pathname === current.pathname && next.search === current.search && next.hash === current.hash) return false;
  current = next;
  return true;
}

function snapshot(): Location {
  // While no reader listens, no event keeps `current` up to date: the address is read afresh.
  if (current === undefined || listeners.size === 0) refresh();
  return current as Location;
}

/** Re-reads the address and tells every reader, when it changed. */
function addressChanged(): void {
  if (!refresh()) return;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('popstate', addressChanged);
    window.addEventListener('hashchange', addressChanged);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', addressChanged);
      window.removeEventListener('hashchange', addressChanged);
    }
  };
}

/**
 * The page's address, re-read when it changes within the page.
 *
 * @returns the address
 */
export function useLocation(): Location {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Options of a navigation: `replace` takes the place of this entry in the history. */
export interface NavigateOptions {
  readonly replace?: boolean;
}

/**
 * Goes to `to`: a change within the page (the same path) through the history API, anything else
 * as a document navigation. A negative or positive number moves through the history.
 *
 * @param to - where to go, or a step through the history
 * @param options - `replace`
 * @returns a promise that resolves once the address is changed (at once for a document navigation)
 */
function navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
  if (typeof to === 'number') {
    window.history.go(to);
    return Promise.resolve();
  }
  const target = new URL(resolve(to), window.location.href);
  if (target.origin === window.location.origin && target.pathname === window.location.pathname) {
    // `location.replace` to an address without its fragment would reload the page.
    const address = `${target.pathname}${target.search}${target.hash}`;
    if (options.replace === true) window.history.replaceState(window.history.state, '', address);
    else window.history.pushState(null, '', address);
    addressChanged();
  } else if (options.replace === true) window.location.replace(target.href);
  else window.location.assign(target.href);
  return Promise.resolve();
}

/**
 * The function that navigates; the same one on every render, as React Router's is.
 *
 * @returns navigate
 */
export function useNavigate(): typeof navigate {
  return navigate;
}

/** The props of {@link Link}: an anchor's, with `to` in place of `href`. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  readonly to: To;
  /** React Router's prefetching: nothing to prefetch without the router. */
  readonly prefetch?: 'none' | 'intent' | 'render' | 'viewport';
};

/**
 * A plain link, written as React Router writes an internal one (its `data-discover` included), so
 * that a pre-rendered link hydrates unchanged; a click is the browser's own navigation.
 *
 * @param props - an anchor's props, with `to`
 * @returns the anchor
 */
export function Link({ to, prefetch: _prefetch, ...anchor }: LinkProps): ReactElement {
  return createElement('a', { ...anchor, href: resolve(to), 'data-discover': 'true' });
}
