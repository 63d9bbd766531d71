import type { Locale } from '@rinn/format';
import { STEP_MESSAGES, STEP_MESSAGES_HI, type StepMessages } from './messages.js';

type StepMessageName = keyof typeof STEP_MESSAGES;

const NAMES = Object.keys(STEP_MESSAGES) as StepMessageName[];

/** The Hindi of a message without numbers, by its English text. */
const HINDI_BY_ENGLISH: ReadonlyMap<string, string> = new Map(
  NAMES.flatMap((name) => {
    const english = STEP_MESSAGES[name];
    const hindi = STEP_MESSAGES_HI[name];
    return typeof english === 'string' && typeof hindi === 'string' ? [[english, hindi] as const] : [];
  }),
);

type RangeFactory = (min: number, max: number) => string;

/** A message with a range in it: its English factory, a pattern that reads the range back, and its Hindi. */
interface RangeMessage {
  readonly english: RangeFactory;
  readonly pattern: RegExp;
  readonly hindi: RangeFactory;
}

// Sample limits whose digits the factories' own words do not contain, so splitting the English at
// them leaves the text around the numbers (what `₹` and grouping add stays with the number).
const SAMPLE_MIN = 7;
const SAMPLE_MAX = 9;
const NUMBER = '(\\d[\\d,]*)';
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function rangeMessage(english: RangeFactory, hindi: RangeFactory): RangeMessage {
  const sample = english(SAMPLE_MIN, SAMPLE_MAX);
  const [before = '', rest = ''] = sample.split(String(SAMPLE_MIN));
  const [middle = '', after = ''] = rest.split(String(SAMPLE_MAX));
  return { english, hindi, pattern: new RegExp(`^${escape(before)}${NUMBER}${escape(middle)}${NUMBER}${escape(after)}$`) };
}

const RANGE_MESSAGES: readonly RangeMessage[] = NAMES.flatMap((name) => {
  const english: unknown = STEP_MESSAGES[name];
  const hindi: StepMessages[StepMessageName] = STEP_MESSAGES_HI[name];
  return typeof english === 'function' && typeof hindi === 'function' ? [rangeMessage(english as RangeFactory, hindi)] : [];
});

const numberOf = (text: string): number => Number(text.replaceAll(',', ''));

function hindiOfRange(message: string): string | undefined {
  for (const { english, pattern, hindi } of RANGE_MESSAGES) {
    const found = pattern.exec(message);
    if (!found) continue;
    const min = numberOf(found[1] ?? '');
    const max = numberOf(found[2] ?? '');
    // Only a text the factory itself writes for these limits is translated.
    if (english(min, max) === message) return hindi(min, max);
  }
  return undefined;
}

/**
 * A journey step message in the page's language.
 *
 * @rule STEP-LOCALE-001 On a Hindi page every message of the journey steps' own checks
 *   (`STEP_MESSAGES`) is shown in Hindi (Devanagari), with the amount and tenure limits of a range
 *   message carried over; English pages show the message unchanged, and a message the steps do not
 *   define (a field message of `@rinn/validation` or a server text) is shown as it came.
 * @spec §1 (content in English with Hindi variants); §5 Validation rules; issue 8 (application journey)
 * @param message - A message as `validateJourneyStep`, the journey machine or the server gave it.
 * @param language - The page language.
 * @returns The message in that language, or unchanged when it is not a step message.
 * @example localizeStepMessage('Please choose an option.', 'hi') // 'कृपया एक विकल्प चुनें।'
 * @example localizeStepMessage(STEP_MESSAGES.tenureOutOfRange(12, 60), 'hi') // 'कृपया 12 से 60 महीने के बीच की अवधि चुनें।'
 * @example localizeStepMessage('Field cannot be left empty', 'hi') // 'Field cannot be left empty'
 */
export function localizeStepMessage(message: string, language: Locale): string {
  if (language === 'en') return message;
  return HINDI_BY_ENGLISH.get(message) ?? hindiOfRange(message) ?? message;
}
