import type { UiStringKey } from '@rinn/content';
import type { Language } from '@rinn/rules';
import type { WebStringKey } from '../i18n/web-strings.en.ts';

/**
 * What an island gets when its code imports `i18n/web-strings.ts` (decision 0021): the islands
 * build points that import here (`vite.islands.config.ts`). The routed build carries the web app's
 * strings in both languages, as a routed visit may change language in place; an islands page is in
 * one language, and a change of language is a document navigation. So the islands entry loads the
 * page's language, one module of its own, before it hydrates, and the other language never loads.
 *
 * The shared interface strings (`UI_STRINGS` of @rinn/content) come in the same module, each
 * language's re-exported by the web app's strings of that language.
 *
 * @rule ISLAND-004 On an islands page the web app's strings and the shared interface strings load
 *   in the page's language only, before any part hydrates; a part that asks for strings in a
 *   language not loaded is an error, not shown in the wrong language.
 */

export type { WebStringKey };

/** The web app's own strings in one language. */
export type WebStrings = Readonly<Record<WebStringKey, string>>;

/** The interface strings @rinn/content shares with every channel, in one language. */
export type UiStrings = Readonly<Record<UiStringKey, string>>;

/** A language's strings, the web app's own and the shared ones. */
interface LanguageStrings {
  readonly web: WebStrings;
  readonly ui: UiStrings;
}

const LOAD: Readonly<Record<Language, () => Promise<LanguageStrings>>> = {
  en: () => import('../i18n/web-strings.en.ts').then((module) => ({ web: module.EN_WEB_STRINGS, ui: module.EN_UI_STRINGS })),
  hi: () => import('../i18n/web-strings.hi.ts').then((module) => ({ web: module.HI_WEB_STRINGS, ui: module.HI_UI_STRINGS })),
};

const loaded = new Map<Language, LanguageStrings>();

/**
 * Loads the web app's strings in a language, for {@link webStrings}.
 *
 * @param language - the page's language
 * @returns once they are loaded
 */
export async function loadWebStrings(language: Language): Promise<void> {
  loaded.set(language, await LOAD[language]());
}

/**
 * The web app's own strings in a language that {@link loadWebStrings} has loaded.
 *
 * @param language - `en` or `hi`
 * @returns the strings
 * @throws {Error} when that language is not loaded
 */
export function webStrings(language: Language): WebStrings {
  return loadedIn(language).web;
}

/**
 * The shared interface strings in a language that {@link loadWebStrings} has loaded.
 *
 * @param language - `en` or `hi`
 * @returns the strings
 * @throws {Error} when that language is not loaded
 */
export function uiStrings(language: Language): UiStrings {
  return loadedIn(language).ui;
}

function loadedIn(language: Language): LanguageStrings {
  const strings = loaded.get(language);
  if (strings === undefined) {
    throw new Error(`The web app's strings in "${language}" are not loaded: the islands entry loads the page's language (loadWebStrings) before it hydrates.`);
  }
  return strings;
}
