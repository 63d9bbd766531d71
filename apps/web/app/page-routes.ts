import { BANK_NAMES, BANK_PAGE_KINDS, bankPagePath, LEGAL_PAGE_SLUGS, LOAN_TYPES, type BankSlug } from '@rinn/content';
import { stripLanguage } from '@rinn/rules';
import { matchPath } from 'react-router';

/** A page of the site: its path pattern (unprefixed English form) and its route module. */
export interface PageRoute {
  readonly path: string;
  readonly file: string;
}

/** The home page: the one page whose language segment is its whole path (`/hi`). */
export const HOME_ROUTE: PageRoute = { path: '/', file: 'routes/home.tsx' };

/**
 * Every page the app renders. Each also exists under /en and /hi (spec §2: the language toggle
 * swaps or prefixes the language segment of any path), so this one list drives the route table,
 * the pre-rendered paths and the sitemap.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  HOME_ROUTE,
  { path: '/emi-calculator', file: 'routes/emi-calculator.tsx' },
  { path: '/two-wheeler-calculator', file: 'routes/two-wheeler-calculator.tsx' },
  { path: '/bt-calculator', file: 'routes/bt-calculator.tsx' },
  ...LOAN_TYPES.map((loanType) => ({ path: `/${loanType.slug}`, file: 'routes/product-page.tsx' })),
  ...LEGAL_PAGE_SLUGS.map((slug) => ({ path: `/${slug}`, file: 'routes/legal-page.tsx' })),
  ...['/cibil-score', '/personal-loan-interest-rate', '/what-is-a-personal-loan-emi', '/contact-us'].map((path) => ({ path, file: 'routes/content-page.tsx' })),
  ...(Object.keys(BANK_NAMES) as BankSlug[]).flatMap((bank) =>
    BANK_PAGE_KINDS.map((kind) => ({ path: bankPagePath(bank, kind), file: 'routes/bank-page.tsx' })),
  ),
  { path: '/resources', file: 'routes/blog-search.tsx' },
  { path: '/resources/faq', file: 'routes/faq.tsx' },
  { path: '/resources/faq/:category', file: 'routes/faq.tsx' },
  { path: '/resources/search', file: 'routes/blog-search.tsx' },
  { path: '/resources/:slug', file: 'routes/blog-article.tsx' },
  { path: '/:product/city/:city', file: 'routes/city-page.tsx' },
  { path: '/expired-link', file: 'routes/expired-link.tsx' },
  { path: '/cibil-score-check', file: 'routes/cibil-score-check.tsx' },
  { path: '/uj-business', file: 'routes/uj-business.tsx' },
  { path: '/dashboard', file: 'routes/dashboard.tsx' },
  { path: '/loan-details/:id', file: 'routes/loan-details.tsx' },
  { path: '/consent/:token', file: 'routes/consent.tsx' },
  { path: '/sanction-letter', file: 'routes/sanction-letter.tsx' },
  { path: '/journey', file: 'routes/journey.tsx' },
];

/**
 * Whether a pathname is served by one of {@link PAGE_ROUTES}, with or without a language segment.
 *
 * @param pathname - a site-relative pathname
 * @returns true when a page route matches it
 * @example
 * ```ts
 * isPagePath('/hi/emi-calculator'); // true
 * isPagePath('/no-such-page'); // false
 * ```
 */
export function isPagePath(pathname: string): boolean {
  const unprefixed = stripLanguage(pathname);
  return PAGE_ROUTES.some((page) => matchPath({ path: page.path, end: true }, unprefixed) !== null);
}
