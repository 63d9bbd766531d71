import type { ShownMessage } from '@rinn/machines';
import { journeyMessageText, type JourneyMessage } from '@rinn/offers';
import type { Language } from '@rinn/rules';

/**
 * A machine's message in the page's language: a message code (a field message of
 * `@rinn/validation`, VAL-LOCALE-001, or a journey step's own, STEP-LOCALE-001 of `@rinn/offers`)
 * written out by the catalogue of that language; a text (the server's own words) as it came;
 * nothing as ''.
 *
 * @param message - what the machine hands the UI
 * @param language - the page's language
 * @returns the text to show
 * @example
 * ```ts
 * shownText({ code: 'MOBILE_INVALID' }, 'hi'); // 'कृपया सही मोबाइल नंबर डालें'
 * shownText({ code: 'chooseOption' }, 'hi'); // 'कृपया एक विकल्प चुनें।'
 * shownText('Incorrect OTP', 'hi'); // 'Incorrect OTP'
 * ```
 */
export function shownText(message: ShownMessage | JourneyMessage | null | undefined, language: Language): string {
  if (message === null || message === undefined) return '';
  return typeof message === 'string' ? message : journeyMessageText(message, language);
}
