import { languageOfPath, stripLanguage } from '@rinn/rules';
import type { MetaDescriptor } from 'react-router';
import { absoluteUrl, SITE_NAME } from '../site.ts';

/** What a page says about itself to search engines and link previews. */
export interface PageMetaInput {
  /** The page's title; the brand is added unless the title already names it. */
  readonly title: string;
  /** One or two sentences, at most about 160 characters. */
  readonly description: string;
  /** The pathname the page is served at. */
  readonly pathname: string;
  /** Keep the page out of search results (error and token pages). */
  readonly noIndex?: boolean;
}

/**
 * The canonical path of a page: /en/… repeats the unprefixed English page, so it points there;
 * Hindi pages are their own canonical.
 *
 * @param pathname - the pathname the page is served at
 * @returns the canonical pathname
 * @example
 * ```ts
 * canonicalPath('/en/two-wheeler-loan'); // '/two-wheeler-loan'
 * canonicalPath('/hi/two-wheeler-loan'); // '/hi/two-wheeler-loan'
 * ```
 */
export function canonicalPath(pathname: string): string {
  return languageOfPath(pathname) === 'en' ? stripLanguage(pathname) : pathname;
}

/**
 * The meta tags of a page: title, description, canonical link and Open Graph.
 *
 * @param input - the page's title, description and pathname
 * @returns descriptors for a route module's `meta` export
 * @example
 * ```ts
 * export const meta: MetaFunction = ({ location }) =>
 *   pageMeta({ title: 'EMI Calculator', description: '…', pathname: location.pathname });
 * ```
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title.includes(SITE_NAME) ? input.title : `${input.title} | ${SITE_NAME}`;
  const url = absoluteUrl(canonicalPath(input.pathname));
  const language = languageOfPath(input.pathname) ?? 'en';
  return [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: language === 'hi' ? 'hi_IN' : 'en_IN' },
    ...(input.noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
