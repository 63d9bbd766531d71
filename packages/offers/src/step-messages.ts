import type { Locale } from '@rinn/format';
import { fieldMessageText, type FieldMessage } from '@rinn/validation';
import { STEP_MESSAGES, STEP_MESSAGES_HI, type StepMessages } from './messages.js';

/** The codes of the journey steps' own messages with no limits in them. */
type FixedStepCode = 'chooseOption' | 'bureauConsentRequired' | 'incomeOutOfRange' | 'employerInvalid';

/**
 * A message of the journey steps' own checks, as `validateJourneyStep` produces it: a code (the
 * name of the text in {@link STEP_MESSAGES}) and the range it quotes.
 */
export type StepMessage =
  | { readonly code: FixedStepCode }
  | { readonly code: 'amountOutOfRange' | 'tenureOutOfRange' | 'ageOutOfRange'; readonly params: { readonly min: number; readonly max: number } };

/** A message of a journey step: one of the steps' own, or a field message of `@rinn/validation`. */
export type JourneyMessage = StepMessage | FieldMessage;

/** The step messages of each page language: complete records of the codes, so a gap does not compile. */
export const STEP_MESSAGE_CATALOGUES: Readonly<Record<Locale, StepMessages>> = { en: STEP_MESSAGES, hi: STEP_MESSAGES_HI };

/** Every code of a {@link StepMessage}. */
export const STEP_MESSAGE_CODES = Object.keys(STEP_MESSAGES) as readonly StepMessage['code'][];

/**
 * Whether a journey message is one of the steps' own (not a field message of `@rinn/validation`).
 *
 * @param message - a journey message
 * @returns true for a step message
 * @example isStepMessage({ code: 'chooseOption' }) // true
 */
export function isStepMessage(message: JourneyMessage): message is StepMessage {
  return Object.hasOwn(STEP_MESSAGES, message.code);
}

/**
 * A journey step message in the page's language.
 *
 * @rule STEP-LOCALE-001 Every message of the journey steps is a code with the range it quotes,
 *   written out by the catalogue of the page's language: English on English pages, Devanagari on
 *   Hindi pages with the amount and tenure limits carried over (amounts as rupees through
 *   `@rinn/format`); a field message of `@rinn/validation` is written by its own catalogue. No
 *   text is read back to build another language.
 * @spec §1 (content in English with Hindi variants); §5 Validation rules; §10 Language
 * @param message - A message as `validateJourneyStep` gave it.
 * @param language - The page language.
 * @returns The text to show.
 * @example journeyMessageText({ code: 'chooseOption' }, 'hi') // 'कृपया एक विकल्प चुनें।'
 * @example journeyMessageText({ code: 'tenureOutOfRange', params: { min: 12, max: 60 } }, 'hi') // 'कृपया 12 से 60 महीने के बीच की अवधि चुनें।'
 * @example journeyMessageText({ code: 'REQUIRED' }, 'en') // 'Field cannot be left empty'
 */
export function journeyMessageText(message: JourneyMessage, language: Locale): string {
  if (!isStepMessage(message)) return fieldMessageText(message, language);
  const catalogue = STEP_MESSAGE_CATALOGUES[language];
  switch (message.code) {
    case 'amountOutOfRange':
    case 'tenureOutOfRange':
    case 'ageOutOfRange':
      return catalogue[message.code](message.params.min, message.params.max);
    default:
      return catalogue[message.code];
  }
}
