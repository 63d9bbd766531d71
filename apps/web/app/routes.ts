import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LANGUAGES } from '@rinn/rules';
import { LANGUAGE_PARAM } from './i18n/language.ts';
import { HOME_ROUTE, PAGE_ROUTES, type PageRoute } from './page-routes.ts';

// One entry per page, its language an optional first segment: `:lang?/emi-calculator` serves
// /emi-calculator, /en/emi-calculator and /hi/emi-calculator, and root.tsx answers any other first
// segment with the not-found page (LANG-001). An entry per page and language made React Router
// flatten, rank and compile 165 routes, twice, while it creates its router on hydration (a
// monolithic task of the dashboard's start); this table has 59. The home page keeps an entry per
// language: an optional segment alone would match every one-segment path.
//
// Several paths share a module (product pages, legal pages …), so a route's id is its path rather
// than the default, the module's file name.
function pageRoute(page: PageRoute): RouteConfigEntry {
  return route(`:${LANGUAGE_PARAM}?${page.path}`, page.file, { id: page.path });
}

export default [
  index(HOME_ROUTE.file, { id: HOME_ROUTE.path }),
  ...LANGUAGES.map((language) => route(language, HOME_ROUTE.file, { id: `/${language}` })),
  ...PAGE_ROUTES.filter((page) => page !== HOME_ROUTE).map(pageRoute),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
