import { EN_UI_STRINGS, type UiStringKey } from './ui-strings.en.js';
import { HI_UI_STRINGS } from './ui-strings.hi.js';

// Each language is a module of its own, so that a page in one language can load only its own
// strings (the web app's islands pages do).

export type { UiStringKey };

/**
 * Interface strings by language, with the same keys in each.
 *
 * @rule CONTENT-010 Interface strings exist in English and Hindi with exactly the same keys; the
 *   English ones keep the spec's wording ('Enter 4 Digit OTP', 'Whoops! Link Expired', 'Go to
 *   Home', 'No items to display' …), with the brand Rinn where the spec writes "the product".
 * @spec §2 Screens and sections; §8 Error catalogue
 * @example UI_STRINGS.hi.goToHome // 'होम पेज पर जाएँ'
 */
export const UI_STRINGS: { readonly en: Readonly<Record<UiStringKey, string>>; readonly hi: Readonly<Record<UiStringKey, string>> } = {
  en: EN_UI_STRINGS,
  hi: HI_UI_STRINGS,
};
