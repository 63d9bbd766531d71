import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from './blog/index.js';
import { allContentRoutes, articlePath, BILINGUAL_PATHS, isKnownRoute, routeTable } from './routes.js';

const SPEC_STATIC_ROUTES = [
  '/', '/dashboard', '/cibil-score', '/cibil-score-check', '/emi-calculator', '/two-wheeler-calculator',
  '/bt-calculator', '/personal-loan', '/used-car-loan', '/new-car-loan', '/refinance', '/ev-loan',
  '/two-wheeler-loan', '/instant-loan', '/personal-loan-interest-rate', '/what-is-a-personal-loan-emi',
  '/resources/faq', '/resources/search', '/uj-business', '/privacy-policy', '/terms-and-conditions',
  '/consent-declaration', '/experian', '/certified-CIC', '/expired-link', '/hi/two-wheeler-loan',
  '/en/two-wheeler-loan',
];

describe('route table', () => {
  it.each(SPEC_STATIC_ROUTES)('CONTENT-001: spec §2 route %s is known', (path) => {
    expect(isKnownRoute(path)).toBe(true);
  });

  it('CONTENT-001: has one page for each of the ten loan types of §1', () => {
    for (const path of ['/business-loan', '/commercial-vehicle-loan', '/bt-top-up-loan']) {
      expect(isKnownRoute(path)).toBe(true);
    }
  });

  it('CONTENT-001: generates FAQ hub, city and bank routes from the data', () => {
    const routes = allContentRoutes();
    expect(routes).toContain('/resources/faq/green-loan');
    expect(routes).toContain('/refinance/city/visakhapatnam');
    expect(routes).toContain('/refinance/city/new-delhi');
    expect(routes).toContain('/sbi-personal-loan');
    expect(routes).toContain('/hdfc-bank-personal-loan-interest-rate');
    expect(routes).toContain('/icici-bank-personal-loan-emi-calculator');
    expect(routes.filter((path) => path.startsWith('/refinance/city/'))).toHaveLength(24);
    expect(routes).toContain('/refinance/city/kolkata');
    expect(routes).toContain('/refinance/city/gurugram');
  });

  it('CONTENT-001: every blog article, English and Hindi, has a pre-rendered route', () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThan(0);
    for (const article of BLOG_ARTICLES) expect(allContentRoutes()).toContain(articlePath(article));
    expect(BLOG_ARTICLES.some((article) => article.lang === 'hi')).toBe(true);
  });

  it('CONTENT-001: the bilingual product pages have /en and /hi routes of their own; unknown FAQ hubs none', () => {
    const paths = routeTable().map((entry) => entry.path);
    for (const path of BILINGUAL_PATHS) expect(paths).toEqual(expect.arrayContaining([`/en${path}`, `/hi${path}`]));
    expect(paths).not.toContain('/hi/refinance');
    expect(isKnownRoute('/resources/faq/credit-score')).toBe(false);
  });

  it('CONTENT-001: paths are unique and app-only pages are left out of the pre-render list', () => {
    const paths = routeTable().map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(allContentRoutes()).not.toContain('/dashboard');
    expect(allContentRoutes()).not.toContain('/expired-link');
  });

  it('CONTENT-002: ignores query string, hash and a trailing slash', () => {
    expect(isKnownRoute('/#myaccount')).toBe(true);
    expect(isKnownRoute('/?userToken=abc#myaccount')).toBe(true);
    expect(isKnownRoute('/resources/search?blog=emi')).toBe(true);
    expect(isKnownRoute('/expired-link?consent=approved')).toBe(true);
    expect(isKnownRoute('/uj-business?popup=1')).toBe(true);
    expect(isKnownRoute('/refinance/')).toBe(true);
    expect(isKnownRoute('/loan-details/LN12345?systemId=2&product=usedcar')).toBe(true);
  });

  it('CONTENT-002: a language as the first segment leads to the page after it', () => {
    expect(isKnownRoute('/hi/used-car-loan')).toBe(true);
    expect(isKnownRoute('/en/refinance/city/pune')).toBe(true);
    expect(isKnownRoute('/hi')).toBe(true);
    expect(isKnownRoute('/hi/refinance')).toBe(true);
    expect(isKnownRoute('/hi/no-such-page')).toBe(false);
    expect(isKnownRoute('/fr/used-car-loan')).toBe(false);
  });

  it('CONTENT-002: rejects unknown, external and relative links', () => {
    expect(isKnownRoute('/no-such-page')).toBe(false);
    expect(isKnownRoute('/refinance/city/atlantis')).toBe(false);
    expect(isKnownRoute('//evil.example/refinance')).toBe(false);
    expect(isKnownRoute('https://rinn.in/refinance')).toBe(false);
    expect(isKnownRoute('refinance')).toBe(false);
    expect(isKnownRoute('')).toBe(false);
  });

  test.prop([fc.constantFrom(...routeTable().map((entry) => entry.path)), fc.webQueryParameters(), fc.webFragments()])(
    'CONTENT-002: every route stays known whatever query and hash follow it',
    (path, query, fragment) => {
      expect(isKnownRoute(`${path}?${query}#${fragment}`)).toBe(true);
    },
  );
});
