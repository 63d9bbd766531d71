import { DEFAULT_LANGUAGE, languageOfPath, swapLanguage, type Language } from '@rinn/rules';
import { useLocation } from 'react-router';
import { uiStrings, webStrings, type UiStrings, type WebStringKey } from './web-strings.ts';

/** The route parameter that holds a page's optional language segment (`/:lang?/emi-calculator`, routes.ts). */
export const LANGUAGE_PARAM = 'lang';

export type { UiStrings };

/**
 * The language a page is shown in: the path's /en or /hi segment, English without one.
 *
 * @param pathname - the page's pathname
 * @returns `en` or `hi`
 * @example
 * ```ts
 * pageLanguage('/hi/two-wheeler-loan'); // 'hi'
 * ```
 */
export function pageLanguage(pathname: string): Language {
  return languageOfPath(pathname) ?? DEFAULT_LANGUAGE;
}

/**
 * A site link as the current page's language would have it: Hindi pages keep visitors in Hindi;
 * English pages link to the unprefixed paths.
 *
 * @param path - a site-relative path in its unprefixed form, e.g. `/emi-calculator`
 * @param language - the current page's language
 * @returns `/hi{path}` for Hindi, `path` for English
 * @example
 * ```ts
 * localizedPath('/emi-calculator', 'hi'); // '/hi/emi-calculator'
 * ```
 */
export function localizedPath(path: string, language: Language): string {
  return language === 'hi' ? swapLanguage(path, 'hi') : path;
}

/** The current page's language with the shared and the web app's own strings in it. */
export interface PageLanguage {
  readonly language: Language;
  /** `UI_STRINGS` of @rinn/content. */
  readonly strings: UiStrings;
  /** The web app's own copy ({@link webStrings}). */
  readonly text: Readonly<Record<WebStringKey, string>>;
}

/**
 * The current page's language and its interface strings.
 *
 * @returns the language, `UI_STRINGS` in it and the web app's own strings in it
 */
export function useLanguage(): PageLanguage {
  const language = pageLanguage(useLocation().pathname);
  return { language, strings: uiStrings(language), text: webStrings(language) };
}
