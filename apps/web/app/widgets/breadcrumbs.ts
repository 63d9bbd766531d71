import { UI_STRINGS } from '@rinn/content';
import type { Language } from '@rinn/rules';
import type { MetaDescriptor } from 'react-router';
import { localizedPath } from '../i18n/language.ts';
import { absoluteUrl } from '../site.ts';

/** One step of a breadcrumb trail: its label and its site-relative path. */
export interface Crumb {
  readonly name: string;
  readonly path: string;
  /**
   * The language the name is written in, when a page's content is not in the page's language (an
   * English article or legal text on a Hindi path): the trail marks it, so a screen reader reads
   * the name in its own language (LANG-PART-001).
   */
  readonly lang?: Language;
}

/**
 * A breadcrumb trail that starts at the home page of the page's language.
 *
 * @param language - the page's language
 * @param trail - the steps after home, the current page last
 * @returns the whole trail
 * @example
 * ```ts
 * breadcrumbTrail('en', { name: 'Personal Loan', path: '/personal-loan' }); // [{ name: 'Home', path: '/' }, …]
 * ```
 */
export function breadcrumbTrail(language: Language, ...trail: readonly Crumb[]): readonly Crumb[] {
  return [{ name: UI_STRINGS[language].navHome, path: localizedPath('/', language) }, ...trail];
}

/**
 * The trail as schema.org `BreadcrumbList` structured data, for a route's `meta` export (React
 * Router writes it as a `<script type="application/ld+json">` with the JSON escaped for HTML).
 *
 * @param trail - the breadcrumb trail
 * @returns a meta descriptor
 */
export function breadcrumbJsonLd(trail: readonly Crumb[]): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
    },
  };
}
