import { CHAT_MESSAGES, type ChatQuestionCode } from './chat-messages.js';
// The chat question's limits (CHATQ-001) are with the other §9 display constants, in display.ts: a
// page that reads those does not bundle the chat's validation and its messages.
import { CHAT_QUESTION_LIMITS } from './display.js';

/**
 * Short replies that skip validation: the chatbot's own Yes/No buttons send them, and greetings
 * and acknowledgements are valid turns even though they are short.
 *
 * @rule CHATQ-002 These preset words skip validation: yes, no, hi, hello, hey, ok, okay, thanks,
 *   thank you, bye — compared after trimming, ignoring case and trailing . ! ? (the spec says only
 *   that certain preset words skip validation; the list was chosen here).
 * @spec §5 Chat question
 */
export const CHAT_PRESET_REPLIES = ['yes', 'no', 'hi', 'hello', 'hey', 'ok', 'okay', 'thanks', 'thank you', 'bye'] as const;

/** The result of validating a chat question. */
export type ChatQuestionResult = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly code: ChatQuestionCode };

const characters = (text: string): string[] => Array.from(text);

/**
 * Whether a text is one of the {@link CHAT_PRESET_REPLIES} (CHATQ-002).
 *
 * @param text - the typed text
 * @returns true for a preset reply
 * @example
 * ```ts
 * isPresetReply(' Thanks! '); // true
 * ```
 */
export function isPresetReply(text: string): boolean {
  const normalised = text.trim().replace(/[.!?]+$/u, '').trim().toLowerCase();
  return (CHAT_PRESET_REPLIES as readonly string[]).includes(normalised);
}

/**
 * Whether a text reads as a question rather than noise.
 *
 * @rule CHATQ-003 Valid text contains at least two different letters (any script, ignoring case),
 *   so digits only, symbols only and one letter repeated ("aaaa", "a???") are refused. The spec
 *   names the rule without defining it; this definition was chosen here.
 * @spec §5 Chat question
 * @param text - the question
 * @returns true when it has two or more distinct letters
 * @example
 * ```ts
 * hasValidQuestionText('aaaa'); // false
 * hasValidQuestionText('EMI?'); // true
 * ```
 */
export function hasValidQuestionText(text: string): boolean {
  const letters = new Set(characters(text.toLowerCase()).filter((character) => /\p{L}/u.test(character)));
  return letters.size >= 2;
}

/**
 * Validates a chat question before it is sent.
 *
 * @rule CHATQ-004 Unless it is a preset reply, a question is checked in this order: empty →
 *   "Please type a valid question."; under 4 characters → "Your question seems too short. Could
 *   you please provide more details?"; over 300 → "Your question is too long. Can you please ask
 *   something more specific?"; not valid text → "Please ask a specific question so I can assist
 *   you better."
 * @spec §5 Chat question
 * @param text - the question as typed (surrounding spaces are ignored)
 * @returns `{ ok: true }` or `{ ok: false, message, code }` with one of {@link CHAT_MESSAGES} and its
 *   name (the code, which `CHAT_QUESTION_MESSAGES` writes in each page language)
 * @example
 * ```ts
 * validateChatQuestion('abc'); // { ok: false, message: 'Your question seems too short. Could you please provide more details?', code: 'tooShort' }
 * validateChatQuestion('What is my EMI?'); // { ok: true }
 * ```
 */
export function validateChatQuestion(text: string): ChatQuestionResult {
  if (isPresetReply(text)) return { ok: true };
  const length = characters(text.trim()).length;
  if (length === 0) return { ok: false, message: CHAT_MESSAGES.empty, code: 'empty' };
  if (length < CHAT_QUESTION_LIMITS.minLength) return { ok: false, message: CHAT_MESSAGES.tooShort, code: 'tooShort' };
  if (length > CHAT_QUESTION_LIMITS.maxLength) return { ok: false, message: CHAT_MESSAGES.tooLong, code: 'tooLong' };
  if (!hasValidQuestionText(text)) return { ok: false, message: CHAT_MESSAGES.notSpecific, code: 'notSpecific' };
  return { ok: true };
}

/**
 * Cuts chat input to the input cap (CHATQ-001). Use it on every change instead of the HTML
 * `maxlength`, which counts UTF-16 units and can split a character.
 *
 * @param text - the input box's value
 * @returns its first 255 characters
 * @example
 * ```ts
 * capChatInput('x'.repeat(300)).length; // 255
 * ```
 */
export function capChatInput(text: string): string {
  const chars = characters(text);
  return chars.length <= CHAT_QUESTION_LIMITS.inputCap ? text : chars.slice(0, CHAT_QUESTION_LIMITS.inputCap).join('');
}
