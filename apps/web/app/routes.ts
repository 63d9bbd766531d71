import { index, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LANGUAGES } from '@rinn/rules';
import { PAGE_ROUTES } from './page-routes.ts';

const unprefixedPages: RouteConfigEntry[] = PAGE_ROUTES.map((page) =>
  page.path === '/' ? index(page.file) : route(page.path.slice(1), page.file),
);

// The same modules again under /en and /hi; ids must be unique, so they carry the language.
const languagePages: RouteConfigEntry[] = LANGUAGES.flatMap((language) =>
  PAGE_ROUTES.map((page) => route(`${language}${page.path === '/' ? '' : page.path}`, page.file, { id: `${language}:${page.file}` })),
);

export default [
  ...unprefixedPages,
  ...languagePages,
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
