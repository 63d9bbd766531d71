import { localizeStepMessage } from '@rinn/offers';
import type { Language } from '@rinn/rules';
import { localizeMessage } from '@rinn/validation';

/**
 * A message of the journey in the page's language: a step check's own message (STEP-LOCALE-001 of
 * `@rinn/offers`) or a field message of `@rinn/validation` (VAL-LOCALE-001) in Hindi on a Hindi page;
 * a server text as it came.
 *
 * @param message - a message of the journey machine, a step check or the server
 * @param language - the page's language
 * @returns the message to show
 * @example
 * ```ts
 * journeyMessage('Please choose an option.', 'hi'); // 'कृपया एक विकल्प चुनें।'
 * journeyMessage('Field cannot be left empty', 'hi'); // 'यह फ़ील्ड खाली नहीं छोड़ा जा सकता'
 * ```
 */
export function journeyMessage(message: string, language: Language): string {
  return localizeMessage(localizeStepMessage(message, language), language);
}
