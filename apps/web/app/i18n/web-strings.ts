import { UI_STRINGS, type UiStringKey } from '@rinn/content';
import type { Language } from '@rinn/rules';
import { EN_WEB_STRINGS, type WebStringKey } from './web-strings.en.ts';
import { HI_WEB_STRINGS } from './web-strings.hi.ts';

/**
 * Interface copy that only the web app shows (page titles, control labels, calculator captions),
 * in English and Hindi with the same keys. Shared interface strings come from `UI_STRINGS` of
 * @rinn/content; anything a second channel would also need belongs there, not here.
 *
 * Each language is a module of its own, so that the islands build can load the page's language
 * only: there `islands/web-strings-stand-in.ts` takes this module's place (decision 0021). Every
 * other build, the server's included, has both here.
 */

export type { WebStringKey };

/** The web app's own strings in one language. */
export type WebStrings = Readonly<Record<WebStringKey, string>>;

const BY_LANGUAGE: Readonly<Record<Language, WebStrings>> = { en: EN_WEB_STRINGS, hi: HI_WEB_STRINGS };

/**
 * The web app's own strings in a language.
 *
 * @param language - `en` or `hi`
 * @returns the strings
 */
export function webStrings(language: Language): WebStrings {
  return BY_LANGUAGE[language];
}

/** The interface strings @rinn/content shares with every channel, in one language. */
export type UiStrings = Readonly<Record<UiStringKey, string>>;

/**
 * The shared interface strings (`UI_STRINGS` of @rinn/content) in a language: read here, beside the
 * web app's own, so that the islands build loads them the same way (in the page's language only).
 *
 * @param language - `en` or `hi`
 * @returns the strings
 */
export function uiStrings(language: Language): UiStrings {
  return UI_STRINGS[language];
}
