import { allContentRoutes } from '@rinn/content';
import { LANGUAGES, languageOfPath, swapLanguage } from '@rinn/rules';
import { isPagePath } from './page-routes.ts';

/** Where the not-found page is pre-rendered; a static server answers unknown paths with it and status 404. */
export const NOT_FOUND_PATH = '/404';

/** App pages with no per-visitor data in their HTML, so they are pre-rendered but kept out of the sitemap. */
const STATIC_APP_PAGES = ['/expired-link', '/uj-business', '/dashboard'] as const;

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
