import { allContentRoutes } from '@rinn/content';
import { LANGUAGES, languageOfPath, swapLanguage } from '@rinn/rules';
import { isPagePath, PAGE_ROUTES } from './page-routes.ts';

/** Where the not-found page is pre-rendered; a static server answers unknown paths with it and status 404. */
export const NOT_FOUND_PATH = '/404';

/**
 * The pages listed in the sitemap: every content route of @rinn/content that the app has a page
 * for, plus the static page routes that are content (not the expired-link screen). /en pages
 * repeat the unprefixed English ones, so only their canonical form is listed.
 *
 * @returns site-relative paths, sorted, without duplicates
 */
export function sitemapPaths(): readonly string[] {
  const staticPages = PAGE_ROUTES.map((page) => page.path).filter((path) => !path.includes(':') && path !== '/expired-link');
  const content = allContentRoutes().filter((path) => isPagePath(path) && languageOfPath(path) !== 'en');
  return [...new Set([...staticPages, ...content])].sort();
}

/**
 * Every path written to HTML at build time: the sitemap's pages, each static page in /en and /hi
 * too, the expired-link screen, the not-found page, and the sitemap and robots.txt files.
 *
 * @returns site-relative paths without duplicates
 */
export function prerenderPaths(): readonly string[] {
  const pages = [...sitemapPaths(), '/expired-link'];
  const languageVariants = pages.flatMap((path) => LANGUAGES.map((language) => swapLanguage(path, language)));
  return [...new Set([...pages, ...languageVariants, NOT_FOUND_PATH, '/sitemap.xml', '/robots.txt'])];
}
