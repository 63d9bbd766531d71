import { LANGUAGES, swapLanguage } from '@rinn/rules';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_PARAM } from './i18n/language.ts';
import { PAGE_ROUTES } from './page-routes.ts';
import { NOT_FOUND_PATH, prerenderPaths } from './prerender-paths.ts';
import routes from './routes.ts';

// The route table as React Router's router sees it: every entry a child of the root layout, and an
// entry without an id named after its module file.
const pages: RouteObject[] = routes.map(({ id, path, index, file }) => ({ id: id ?? file.replace(/\.tsx?$/, ''), ...(index === true ? { index: true } : path === undefined ? {} : { path }) }));
const table: RouteObject[] = [{ id: 'root', path: '', children: pages }];

/** The id of the page route a pathname reaches, and its params. */
function matched(pathname: string): { id: string | undefined; params: Record<string, string | undefined> } | null {
  const page = matchRoutes(table, pathname)?.at(-1);
  return page === undefined ? null : { id: page.route.id, params: page.params };
}

describe('the route table', () => {
  it('has one entry per page (one per language for the home page), not one per page and language', () => {
    expect(routes).toHaveLength(PAGE_ROUTES.length + LANGUAGES.length + ['sitemap.xml', 'robots.txt', '*'].length);
    expect(new Set(pages.map((entry) => entry.id)).size).toBe(pages.length);
  });

  it('serves every page in English, /en and /hi from the same entry, the language in its own parameter', () => {
    for (const page of PAGE_ROUTES.filter((entry) => !entry.path.includes(':') && entry.path !== '/')) {
      expect(matched(page.path)).toEqual({ id: page.path, params: {} });
      expect(matched(swapLanguage(page.path, 'hi'))).toEqual({ id: page.path, params: { [LANGUAGE_PARAM]: 'hi' } });
      expect(matched(swapLanguage(page.path, 'en'))).toEqual({ id: page.path, params: { [LANGUAGE_PARAM]: 'en' } });
    }
    expect(matched('/hi/refinance/city/pune')).toEqual({ id: '/:product/city/:city', params: { [LANGUAGE_PARAM]: 'hi', product: 'refinance', city: 'pune' } });
    expect(matched('/hi/resources/faq/refinance')?.id).toBe('/resources/faq/:category');
    expect(matched('/')?.id).toBe('/');
    expect(matched('/hi')?.id).toBe('/hi');
    expect(matched('/en')?.id).toBe('/en');
  });

  it('reaches a page for every pre-rendered path except the not-found page, and the not-found route for unknown paths', () => {
    for (const path of prerenderPaths()) {
      const reached = matched(path)?.id;
      if (path === NOT_FOUND_PATH) expect(reached).toBe('routes/not-found');
      else expect(reached, path).not.toBe('routes/not-found');
    }
    expect(matched('/no-such-page')?.id).toBe('routes/not-found');
    expect(matched('/hi/no-such-page')?.id).toBe('routes/not-found');
  });

  it('takes any first segment in the language place, which the root layout then answers as not found', () => {
    expect(matched('/fr/emi-calculator')).toEqual({ id: '/emi-calculator', params: { [LANGUAGE_PARAM]: 'fr' } });
  });
});
