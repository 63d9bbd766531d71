import { chatStreamLineSchema, isBracketMarker } from '@rinn/contract';
import { StreamFailedError, StreamNotSupportedError } from './errors.js';
import { startDeadline, systemTimers, type Deadline, type Timers } from './deadline.js';

/** §9 Chatbot reply timeout. */
export const CHAT_TIMEOUT_MS = 25_000;

/** Options of {@link readChatStream}. */
export interface ChatStreamOptions {
  /** Called with each text chunk as it arrives and the text so far. */
  readonly onChunk?: (chunk: string, textSoFar: string) => void;
  /** Give up after this many milliseconds (§9: 25 s). */
  readonly timeoutMs?: number;
  /** Stops reading; the promise rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Timer functions; tests inject fakes. */
  readonly timers?: Timers;
}

/** The assistant's complete answer. */
export interface ChatStreamResult {
  /** All text chunks, in order, markers left out. */
  readonly text: string;
  /** The thread to continue the conversation in. */
  readonly threadId: string;
}

/** The minimal response shape the reader needs (a fetch Response satisfies it). */
export interface StreamableResponse {
  readonly body: ReadableStream<Uint8Array> | null;
}

/**
 * Reads the chat answer of `POST /api/chatbot-v2` (§7) as it streams.
 *
 * @rule STREAM-003 The reader splits the byte stream into lines itself, so a line (or a multi-byte
 *   character) split across network chunks anywhere is reassembled; the answer is the text chunks
 *   concatenated in order, each also passed to `onChunk` as it arrives.
 * @spec §7 POST chatbot-v2
 * @rule STREAM-004 The answer ends at the first done line, whose threadId is returned. A line that
 *   is neither blank, a marker, nor a valid stream line, a server error line, or an end of stream
 *   without a done line fails with 'An error occurred while processing your request.'
 * @spec §8 Other chat failure
 * @rule STREAM-005 When the whole answer has not arrived within 25 s (or the given timeout), reading
 *   stops, the body is cancelled and a StreamTimeoutError says 'Sorry, the request is taking
 *   longer than expected. Please try again.'
 * @spec §8 Chat request over 25 s, §9 reply timeout 25 s
 * @rule STREAM-006 A response without a readable body raises StreamNotSupportedError.
 * @spec §7 (a response that does not support streaming raises an error), §8
 * @param response - The fetch response (only its `body` is read).
 * @param options - `onChunk`, `timeoutMs` (default 25 000), `signal`, `timers`.
 * @returns The full text and the thread id.
 * @throws {StreamNotSupportedError} When the response has no body stream.
 * @throws {StreamTimeoutError} When the answer takes longer than the timeout.
 * @throws {StreamFailedError} When the stream breaks the line protocol or reports an error.
 * @example const { text, threadId } = await readChatStream(await fetch(url, init), { onChunk: (chunk) => append(chunk) });
 */
export async function readChatStream(response: StreamableResponse, options: ChatStreamOptions = {}): Promise<ChatStreamResult> {
  const deadline = startDeadline(options.timeoutMs ?? CHAT_TIMEOUT_MS, options.timers ?? systemTimers, options.signal);
  try {
    return await readWithin(response, deadline, options.onChunk);
  } finally {
    deadline.dispose();
  }
}

/**
 * Reads a chat stream under a deadline the caller already started (the client starts it before
 * fetch, so the 25 s cover the whole request).
 *
 * @param response - The response to read.
 * @param deadline - The running deadline.
 * @param onChunk - Called with each text chunk.
 * @returns The full text and the thread id.
 * @throws {StreamNotSupportedError | StreamTimeoutError | StreamFailedError} As {@link readChatStream}.
 */
export async function readWithin(
  response: StreamableResponse,
  deadline: Deadline,
  onChunk?: (chunk: string, textSoFar: string) => void,
): Promise<ChatStreamResult> {
  if (response.body === null || typeof response.body.getReader !== 'function') throw new StreamNotSupportedError();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let text = '';

  const handleLine = (rawLine: string): string | undefined => {
    const line = rawLine.trim();
    if (line === '' || isBracketMarker(line)) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new StreamFailedError(`not JSON: ${line.slice(0, 80)}`, error);
    }
    const parsed = chatStreamLineSchema.safeParse(json);
    if (!parsed.success) throw new StreamFailedError(`not a stream line: ${line.slice(0, 80)}`, parsed.error);
    const streamLine = parsed.data;
    if ('done' in streamLine) return streamLine.threadId;
    if ('error' in streamLine) throw new StreamFailedError(`server error: ${streamLine.error.message}`);
    if (isBracketMarker(streamLine.text)) return undefined;
    text += streamLine.text;
    onChunk?.(streamLine.text, text);
    return undefined;
  };

  try {
    for (;;) {
      const { done, value } = await deadline.race(reader.read());
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const threadId = handleLine(line);
        if (threadId !== undefined) return { text, threadId };
      }
      if (done) throw new StreamFailedError('the stream ended without a done line');
    }
  } finally {
    // Stop the download whatever ended the read: done line, timeout, abort or a broken line.
    reader.cancel().catch(() => undefined);
  }
}
