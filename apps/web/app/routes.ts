import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LANGUAGES, type Language } from '@rinn/rules';
import { PAGE_ROUTES, type PageRoute } from './page-routes.ts';

// Several paths share a module (product pages, legal pages …), so every route gets an id made of
// its language and path rather than the default id, which is the module's file name.
function pageRoute(page: PageRoute, language: Language | null): RouteConfigEntry {
  const id = `${language ?? 'base'}:${page.path}`;
  if (language === null) return page.path === '/' ? index(page.file, { id }) : route(page.path.slice(1), page.file, { id });
  return route(`${language}${page.path === '/' ? '' : page.path}`, page.file, { id });
}

export default [
  ...PAGE_ROUTES.map((page) => pageRoute(page, null)),
  ...LANGUAGES.flatMap((language) => PAGE_ROUTES.map((page) => pageRoute(page, language))),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
