import { stripLanguage } from './language.js';

/**
 * The events the web app records (§7 analytics). Only page views for now: each further event is
 * added here, with the place that records it, so no name exists that nothing sends.
 */
export const ANALYTICS_EVENTS = ['page_view'] as const;

/** One analytics event's name. */
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Where an event happened, on a phone-sized or a larger screen (§7 `platform`). */
export type AnalyticsPlatform = 'web-mobile' | 'web-desktop';

/** The screen width below which an event counts as `web-mobile` (the site's phone layout). */
export const MOBILE_MAX_WIDTH = 767;

// Paths whose later segments carry a secret or a person's record: only their first segment is kept.
const PRIVATE_PATH_PREFIXES = ['/consent', '/loan-details', '/journey', '/sanction-letter', '/dashboard'] as const;

/**
 * The `location` an event is recorded with: the page, never what identifies a person.
 *
 * @rule ANALYTICS-001 An event's location is the page's path without its query or fragment (they
 *   carry tokens, mobiles and UTM values); the language segment is kept as `/hi` or dropped for
 *   English; a path under /consent, /loan-details, /journey, /sanction-letter or /dashboard keeps
 *   only that first segment, so no token or application id is ever recorded.
 * @spec §7 Analytics events (location); DPDP Act (data minimisation)
 * @param address - the page's path, with or without query and fragment
 * @returns the location to record
 * @example
 * ```ts
 * analyticsLocation('/hi/consent/abc123?ckyc=true'); // '/hi/consent'
 * analyticsLocation('/emi-calculator?amount=500000'); // '/emi-calculator'
 * ```
 */
export function analyticsLocation(address: string): string {
  const path = (address.split(/[?#]/, 1)[0] ?? '') || '/';
  const hindi = path === '/hi' || path.startsWith('/hi/');
  const unprefixed = stripLanguage(path.startsWith('/') ? path : `/${path}`);
  const privatePrefix = PRIVATE_PATH_PREFIXES.find((prefix) => unprefixed === prefix || unprefixed.startsWith(`${prefix}/`));
  const kept = privatePrefix ?? unprefixed.replace(/\/+$/, '');
  const page = kept === '' ? '/' : kept;
  if (!hindi) return page;
  return page === '/' ? '/hi' : `/hi${page}`;
}

/**
 * The platform an event is recorded with, from the width of the visitor's screen.
 *
 * @rule ANALYTICS-002 An event is `web-mobile` when the viewport is at most 767 px wide (the site's
 *   phone layout), `web-desktop` otherwise.
 * @spec §7 Analytics events (platform)
 * @param viewportWidth - the viewport's width in CSS pixels
 * @returns the platform
 */
export function analyticsPlatform(viewportWidth: number): AnalyticsPlatform {
  return viewportWidth <= MOBILE_MAX_WIDTH ? 'web-mobile' : 'web-desktop';
}

/** What a recorded `source` may hold: a short lower-case token. */
export const ANALYTICS_SOURCE_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,39}$/;

/**
 * Where the visitor came from, as events record it (§7 `source`).
 *
 * @rule ANALYTICS-003 The source is the landing address's `utm_source` when it is a short token
 *   (lower-cased, at most 40 of a–z, 0–9, `_`, `.`, `-`), else the host of a referrer from another
 *   site, else `direct`.
 * @spec §7 Analytics events (source)
 * @param landingSearch - the query of the first page of the visit
 * @param referrer - `document.referrer` of that page ('' for none)
 * @param ownHost - the site's own host
 * @returns the source
 * @example
 * ```ts
 * analyticsSource('?utm_source=Newsletter', '', 'rinn.in'); // 'newsletter'
 * analyticsSource('', 'https://www.google.com/search', 'rinn.in'); // 'www.google.com'
 * ```
 */
export function analyticsSource(landingSearch: string, referrer: string, ownHost: string): string {
  const utm = queryValue(landingSearch, 'utm_source').trim().toLowerCase();
  if (ANALYTICS_SOURCE_PATTERN.test(utm)) return utm;
  // The package runs without a DOM or Node's URL, so the host is read from the address itself.
  const host = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(referrer)?.[1]?.toLowerCase() ?? '';
  if (host !== '' && host !== ownHost.toLowerCase() && ANALYTICS_SOURCE_PATTERN.test(host)) return host;
  return 'direct';
}

/** The first value of a query parameter, decoded, or '' when it is absent or malformed. */
function queryValue(search: string, name: string): string {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key = '', value = ''] = pair.split('=', 2);
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return '';
    }
  }
  return '';
}
