import { CONTENT_PAGES, CONTENT_PAGES_HI, parseBlogMarkup, type ContentPage } from '@rinn/content';
import type { Language } from '@rinn/rules';
import type { ParsedSection } from './ContentSections.tsx';

/** What a content page's loader hands its component: the page without raw markup. */
export interface ContentPageData {
  readonly path: string;
  readonly lang: ContentPage['lang'];
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly heading: string;
  readonly intro: string;
  readonly sections: readonly ParsedSection[];
  readonly cta: ContentPage['cta'];
}

/**
 * The text page of `CONTENT_PAGES` (or `CONTENT_PAGES_HI`) at a path, with its section bodies
 * parsed (BLOG-001).
 *
 * @param path - the unprefixed path, e.g. `/cibil-score`
 * @param language - the page's language
 * @returns the page, or undefined when no content page lives there
 */
export function contentPageData(path: string, language: Language): ContentPageData | undefined {
  const page = (language === 'hi' ? CONTENT_PAGES_HI : CONTENT_PAGES).find((candidate) => candidate.path === path);
  if (page === undefined) return undefined;
  return {
    path: page.path,
    lang: page.lang,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    heading: page.heading,
    intro: page.intro,
    sections: page.sections.map((section) => ({ id: section.id, heading: section.heading, blocks: parseBlogMarkup(section.body) })),
    cta: page.cta,
  };
}
