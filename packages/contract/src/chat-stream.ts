import { z } from 'zod/mini';
import { idSchema } from './common.js';

/** A piece of the assistant's answer; the pieces concatenated are the answer. */
export const chatTextChunkSchema = z.object({ text: z.string() });

/** The last line of a stream: the thread to continue in. */
export const chatDoneLineSchema = z.object({ done: z.literal(true), threadId: idSchema });

/** A failure after the stream started; the client shows the generic chat error (§8). */
export const chatErrorLineSchema = z.object({
  error: z.object({ message: z.string().check(z.minLength(1)) }),
});

/**
 * One line of the chat stream.
 *
 * @rule STREAM-001 The chat answer is newline-delimited JSON (`application/x-ndjson`, UTF-8): zero
 *   or more text lines `{"text":"…"}`, then exactly one final line `{"done":true,"threadId":"…"}`;
 *   a server that fails midway ends with `{"error":{"message":"…"}}` instead. Blank lines are
 *   allowed and mean nothing.
 * @spec §7 POST chatbot-v2
 */
export const chatStreamLineSchema = z.union([chatDoneLineSchema, chatErrorLineSchema, chatTextChunkSchema]);

/** A parsed stream line. */
export type ChatStreamLine = z.output<typeof chatStreamLineSchema>;

/** The bracket pairs that mark a line as a control marker rather than answer text. */
export const BRACKET_MARKERS = [
  ['[[', ']]'],
  ['【', '】'],
] as const;

/**
 * Whether a line (or a text chunk) is a marker the client must not show: its trimmed content is
 * fully wrapped in `[[…]]` or `【…】` — citation and tool markers a language model emits, such as
 * `【4:0†faq】`.
 *
 * @rule STREAM-002 A raw stream line, or the text of a chunk, that is fully wrapped in `[[` … `]]`
 *   or `【` … `】` (after trimming) is a marker and is ignored; brackets inside ordinary text are
 *   kept.
 * @spec §7 POST chatbot-v2 (lines fully wrapped in special bracket markers are ignored)
 * @param text - A raw line or a chunk's text.
 * @returns True when the whole text is one bracket marker.
 * @example isBracketMarker('【4:0†faq】') // true
 * @example isBracketMarker('See [[this]] page') // false
 */
export function isBracketMarker(text: string): boolean {
  const trimmed = text.trim();
  return BRACKET_MARKERS.some(
    ([open, close]) => trimmed.length >= open.length + close.length && trimmed.startsWith(open) && trimmed.endsWith(close),
  );
}
