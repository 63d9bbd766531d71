import { stripLanguage, type Language } from '@rinn/rules';
import { data } from 'react-router';
import { pageLanguage } from '../i18n/language.ts';

/** Where a content loader runs: the page's language and its path without the language segment. */
export interface ContentRequest {
  readonly language: Language;
  /** e.g. `/personal-loan` for `/hi/personal-loan`. */
  readonly path: string;
}

/**
 * Reads a content page's request. Content loaders run at build time only, for the pre-rendered
 * paths, so their data ships in the HTML rather than in the page's JavaScript.
 *
 * @param request - the loader's request
 * @returns the language and the unprefixed path
 */
export function contentRequest(request: Request): ContentRequest {
  const { pathname } = new URL(request.url);
  return { language: pageLanguage(pathname), path: stripLanguage(pathname) };
}

/**
 * The 404 a content loader throws for a path with no content; the root error boundary renders the
 * not-found page for it.
 *
 * @returns a thrown-able 404 response
 */
export function notFound(): ReturnType<typeof data<null>> {
  return data(null, { status: 404 });
}
