import { allContentRoutes } from '@rinn/content';
import { LANGUAGES, languageOfPath, swapLanguage } from '@rinn/rules';
import { isPagePath, PAGE_ROUTES } from './page-routes.ts';
import { matchPath } from 'react-router';

/** Where the not-found page is pre-rendered; a static server answers unknown paths with it and status 404. */
export const NOT_FOUND_PATH = '/404';

/** App pages with no per-visitor data in their HTML, so they are pre-rendered but kept out of the sitemap. */
const STATIC_APP_PAGES = ['/expired-link', '/uj-business', '/dashboard', '/sanction-letter'] as const;

/**
 * The pages listed in the sitemap: every content route of @rinn/content (CONTENT-001) that the
 * app has a page for. /en pages repeat the unprefixed English ones, so only their canonical form
 * is listed.
 *
 * @returns site-relative paths, sorted, without duplicates
 */
export function sitemapPaths(): readonly string[] {
  return [...new Set(allContentRoutes().filter((path) => isPagePath(path) && languageOfPath(path) !== 'en'))].sort();
}

/**
 * Every path written to HTML at build time: the sitemap's pages and the static app pages, each in
 * /en and /hi too, the not-found page, and the sitemap and robots.txt files.
 *
 * @returns site-relative paths without duplicates
 */
export function prerenderPaths(): readonly string[] {
  const pages = [...sitemapPaths(), ...STATIC_APP_PAGES.filter(isPagePath)];
  const languageVariants = pages.flatMap((path) => LANGUAGES.map((language) => swapLanguage(path, language)));
  return [...new Set([...pages, ...languageVariants, NOT_FOUND_PATH, '/sitemap.xml', '/robots.txt'])];
}

/** The file the build writes beside the pages, telling a server which paths get the SPA fallback. */
export const APP_ROUTES_FILE = '__app-routes.json';

/** What {@link APP_ROUTES_FILE} holds. */
export interface AppRoutesManifest {
  /** Regular expressions (source text) for app routes with no pre-rendered page at all, with or without /en or /hi. */
  readonly spaFallbackPaths: readonly string[];
}

/** A route pattern (`/loan-details/:id`) as a regular expression over pathnames, language segment optional. */
function patternToRegExpSource(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^(?:/(?:en|hi))?${segments.map((segment) => `/${segment}`).join('')}/?$`;
}

/**
 * The manifest a server needs to answer paths that have no pre-rendered HTML: routes that none of
 * the pre-rendered paths match (an id in the path: loan details, consent links …) are served the
 * SPA fallback with status 200; every other unknown path is the 404 page with status 404. A route
 * with some pre-rendered pages (a blog article) is not in it, so an unknown slug stays a 404.
 *
 * @returns the manifest written to {@link APP_ROUTES_FILE}
 * @example
 * appRoutesManifest().spaFallbackPaths; // ['^(?:/(?:en|hi))?/loan-details/[^/]+/?$', …]
 */
export function appRoutesManifest(): AppRoutesManifest {
  const rendered = prerenderPaths();
  const appOnly = PAGE_ROUTES.filter((page) => !rendered.some((path) => matchPath({ path: page.path, end: true }, path) !== null));
  return { spaFallbackPaths: [...new Set(appOnly.map((page) => patternToRegExpSource(page.path)))] };
}
