import type { Locale } from '@rinn/format';
import { messageTranslator } from '@rinn/validation';
import { STEP_MESSAGES, STEP_MESSAGES_HI } from './messages.js';

const toHindi = messageTranslator(STEP_MESSAGES, STEP_MESSAGES_HI);

/**
 * A journey step message in the page's language.
 *
 * @rule STEP-LOCALE-001 On a Hindi page every message of the journey steps' own checks
 *   (`STEP_MESSAGES`) is shown in Hindi (Devanagari), with the amount and tenure limits of a range
 *   message carried over; English pages show the message unchanged, and a message the steps do not
 *   define (a field message of `@rinn/validation` or a server text) is shown as it came.
 * @spec §1 (content in English with Hindi variants); §5 Validation rules; §10 Language
 * @param message - A message as `validateJourneyStep`, the journey machine or the server gave it.
 * @param language - The page language.
 * @returns The message in that language, or unchanged when it is not a step message.
 * @example localizeStepMessage('Please choose an option.', 'hi') // 'कृपया एक विकल्प चुनें।'
 * @example localizeStepMessage(STEP_MESSAGES.tenureOutOfRange(12, 60), 'hi') // 'कृपया 12 से 60 महीने के बीच की अवधि चुनें।'
 * @example localizeStepMessage('Field cannot be left empty', 'hi') // 'Field cannot be left empty'
 */
export function localizeStepMessage(message: string, language: Locale): string {
  if (language === 'en') return message;
  return toHindi(message) ?? message;
}
