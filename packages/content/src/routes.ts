import { cityPagePath, stripLanguage } from '@rinn/rules';
import { BANK_NAMES, BANK_PAGE_KINDS, type BankPageKind, type BankSlug } from './banks/bank-list.js';
import { CITIES_BY_PRODUCT, CITY_PAGE_PRODUCTS } from './cities/city-list.js';
import { BLOG_ARTICLES } from './blog/index.js';
import { FAQ_HUB_CATEGORIES } from './faq/categories.js';
import { LOAN_TYPES } from './products/loan-types.js';

/**
 * How the web app serves a route: `content` pages are pre-rendered to HTML and listed in the
 * sitemap; `app` pages need a session, a token or a query and render in the browser only.
 */
export type RouteKind = 'content' | 'app';

/** One row of the route table. */
export interface RouteEntry {
  /** Site-relative path without query or hash, e.g. `/personal-loan`. */
  readonly path: string;
  readonly kind: RouteKind;
}

/** Pages that exist in English and Hindi; each has `/hi{path}` and `/en{path}` variants (spec §2). */
export const BILINGUAL_PATHS = ['/two-wheeler-loan', '/personal-loan', '/instant-loan'] as const;

const STATIC_CONTENT_PATHS = [
  '/',
  '/cibil-score',
  '/cibil-score-check',
  '/emi-calculator',
  '/two-wheeler-calculator',
  '/bt-calculator',
  '/personal-loan-interest-rate',
  '/what-is-a-personal-loan-emi',
  '/resources',
  '/resources/faq',
  '/resources/search',
  '/privacy-policy',
  '/terms-and-conditions',
  '/consent-declaration',
  '/experian',
  '/certified-CIC',
  '/contact-us',
] as const;

// These read a session, a token or a query string, so pre-rendering them would show nothing useful.
const STATIC_APP_PATHS = ['/dashboard', '/uj-business', '/expired-link', '/consent', '/sanction-letter'] as const;

/**
 * Routes whose last segment is an id known only at run time; matched by shape, never pre-rendered.
 * `/loan-details/{loanId or id}` is the application detail of spec §2.
 */
const APP_PATH_PATTERNS: readonly RegExp[] = [/^\/loan-details\/[A-Za-z0-9_-]+$/];

/** One blog article as the route table needs it (the editorial list has more fields). */
export interface RoutableArticle {
  readonly slug: string;
}

/**
 * Path of a blog article. Hindi articles carry their language in the slug (`hi-…`), so both
 * languages share one path shape.
 *
 * @param article - The article's slug.
 * @returns `/resources/{slug}`.
 * @example articlePath({ slug: 'how-emi-is-calculated' }) // '/resources/how-emi-is-calculated'
 */
export function articlePath(article: RoutableArticle): string {
  return `/resources/${article.slug}`;
}

/**
 * Path of one of a bank's three personal-loan pages.
 *
 * @param bank - The bank slug.
 * @param page - Which page: the loan page, the interest-rate page or the EMI-calculator page.
 * @returns The site-relative path, e.g. `/sbi-personal-loan-interest-rate`.
 * @example bankPagePath('sbi', 'interest-rate') // '/sbi-personal-loan-interest-rate'
 */
export function bankPagePath(bank: BankSlug, page: BankPageKind): string {
  return page === 'loan' ? `/${bank}-personal-loan` : `/${bank}-personal-loan-${page}`;
}

/**
 * The whole route table: every static route of spec §2 and every dynamic route generated from the
 * content (loan products, FAQ hub categories, city pages, bank pages, blog articles, language variants).
 *
 * @rule CONTENT-001 The route table holds every static route of spec §2, a page for each of the ten
 *   loan types of §1, `/hi` and `/en` variants of the bilingual pages, and one route per FAQ hub
 *   category, city page, bank page and blog article generated from the content itself.
 * @spec §2 Routes
 * @returns Route entries, unique by path, content routes first.
 * @example routeTable().find((route) => route.path === '/dashboard') // { path: '/dashboard', kind: 'app' }
 */
export function routeTable(): readonly RouteEntry[] {
  const contentPaths = [
    ...STATIC_CONTENT_PATHS,
    ...LOAN_TYPES.map((loanType) => `/${loanType.slug}`),
    ...BILINGUAL_PATHS.flatMap((path) => [`/en${path}`, `/hi${path}`]),
    ...FAQ_HUB_CATEGORIES.map((category) => `/resources/faq/${category}`),
    ...CITY_PAGE_PRODUCTS.flatMap((product) => CITIES_BY_PRODUCT[product].map((city) => cityPagePath(product, city))),
    ...(Object.keys(BANK_NAMES) as BankSlug[]).flatMap((bank) => BANK_PAGE_KINDS.map((page) => bankPagePath(bank, page))),
    ...BLOG_ARTICLES.map(articlePath),
  ];
  const entries = [
    ...contentPaths.map((path): RouteEntry => ({ path, kind: 'content' })),
    ...STATIC_APP_PATHS.map((path): RouteEntry => ({ path, kind: 'app' })),
  ];
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && Boolean(seen.add(entry.path)));
}

/**
 * Every route the pre-renderer should render and the sitemap should list.
 *
 * @returns Site-relative paths of all `content` routes, sorted.
 * @example allContentRoutes().includes('/refinance/city/pune') // true
 */
export function allContentRoutes(): readonly string[] {
  return routeTable()
    .filter((entry) => entry.kind === 'content')
    .map((entry) => entry.path)
    .sort();
}

/**
 * Whether an internal link leads to a page that exists.
 *
 * @rule CONTENT-002 A site-relative link is known when its path, without query string, hash or a
 *   trailing slash, is in the route table or has the shape of a run-time route such as
 *   `/loan-details/{id}`; `/#myaccount` and `/resources/search?blog=emi` are therefore known. A
 *   language as the first segment (`/hi/used-car-loan`, LANG-001) leads to the same page in that
 *   language, so the path after it is what must be known.
 * @spec §2 Routes
 * @param href - A site-relative link, optionally with query and hash.
 * @returns `true` when the path is a route of the site.
 * @example isKnownRoute('/?userToken=abc#myaccount') // true
 * @example isKnownRoute('/no-such-page') // false
 */
export function isKnownRoute(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const path = stripLanguage(pathOf(href));
  return knownPaths().has(path) || APP_PATH_PATTERNS.some((pattern) => pattern.test(path));
}

function pathOf(href: string): string {
  const withoutHash = href.split('#', 1)[0] ?? '';
  const path = withoutHash.split('?', 1)[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

let knownPathCache: ReadonlySet<string> | undefined;

// The content is constant, so the set is built once on first use.
function knownPaths(): ReadonlySet<string> {
  knownPathCache ??= new Set(routeTable().map((entry) => entry.path));
  return knownPathCache;
}
