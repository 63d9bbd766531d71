import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { isBracketMarker } from '@rinn/contract';
import { readChatStream } from './chat-stream.js';
import { createApiClient } from './api-client.js';
import { StreamFailedError, StreamNotSupportedError, StreamTimeoutError } from './errors.js';
import { CHAT_FAILED_MESSAGE, CHAT_TIMEOUT_MESSAGE } from './messages.js';
import { createMemoryTokenStore } from './token-store.js';
import { byteStream, fakeFetch, manualTimers, ndjsonResponse, settle } from '../tests/support/fakes.js';

const encoder = new TextEncoder();

/** Cuts bytes at the given positions (any positions, also inside multi-byte characters). */
function splitBytes(bytes: Uint8Array, cuts: readonly number[]): Uint8Array[] {
  const positions = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const position of [...positions, bytes.length]) {
    pieces.push(bytes.slice(start, position));
    start = position;
  }
  return pieces;
}

const respond = (text: string, cuts: readonly number[] = []) => ({ body: byteStream(splitBytes(encoder.encode(text), cuts)) });

const chunkText = fc.string({ unit: fc.oneof(fc.constantFrom('₹', 'लोन', '😀', '\n', '"', '\\'), fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' })), maxLength: 30 })
  // A chunk that happens to be a whole marker is rightly dropped; the property is about splitting.
  .filter((text) => !isBracketMarker(text));
const markerLine = fc.constantFrom('【4:0†faq】', '[[tool:search]]', '  【source】  ', '[[]]');

describe('readChatStream', () => {
  test.prop([fc.array(chunkText, { maxLength: 12 }), fc.array(markerLine, { maxLength: 3 }), fc.array(fc.nat(), { maxLength: 20 })])(
    'STREAM-003: any split of a valid NDJSON payload reassembles the same text, markers left out',
    async (chunks, markers, cuts) => {
      const lines = chunks.map((text) => JSON.stringify({ text }));
      markers.forEach((marker, index) => lines.splice((index * 3) % (lines.length + 1), 0, marker));
      const payload = `${lines.join('\n')}\n${JSON.stringify({ done: true, threadId: 'thr_42' })}\n`;
      const seen: string[] = [];
      const result = await readChatStream(respond(payload, cuts), { onChunk: (chunk) => seen.push(chunk) });
      expect(result).toEqual({ text: chunks.join(''), threadId: 'thr_42' });
      expect(seen).toEqual(chunks);
    },
  );

  it('STREAM-003: CRLF line ends, blank lines and a final line without newline are read', async () => {
    const result = await readChatStream(respond('{"text":"a"}\r\n\r\n{"text":"b"}\r\n{"done":true,"threadId":"t1"}'));
    expect(result).toEqual({ text: 'ab', threadId: 't1' });
  });

  it('STREAM-002: raw marker lines and text chunks that are whole markers are ignored, brackets inside text kept', async () => {
    const payload = [
      '【4:0†faq】',
      '[[status:thinking]]',
      JSON.stringify({ text: '【3:1†blog】' }),
      JSON.stringify({ text: 'See [[the FAQ]] 【here】.' }),
      JSON.stringify({ done: true, threadId: 't1' }),
    ].join('\n');
    expect(await readChatStream(respond(payload))).toEqual({ text: 'See [[the FAQ]] 【here】.', threadId: 't1' });
  });

  it('STREAM-004: the answer ends at the done line; anything after it is not read', async () => {
    const payload = '{"text":"a"}\n{"done":true,"threadId":"t1"}\n{"text":"late"}\nnot json';
    expect(await readChatStream(respond(payload))).toEqual({ text: 'a', threadId: 't1' });
  });

  it('STREAM-004: a stream that ends without a done line fails with the chat failure message', async () => {
    const error = await readChatStream(respond('{"text":"a"}\n')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StreamFailedError);
    expect((error as Error).message).toBe(CHAT_FAILED_MESSAGE);
    expect(CHAT_FAILED_MESSAGE).toBe('An error occurred while processing your request.');
  });

  it('STREAM-004: a line that is not JSON, not a stream line, or a server error line fails', async () => {
    for (const bad of ['hello there', '{"txt":"a"}', '{"error":{"message":"model down"}}', '[1,2]']) {
      await expect(readChatStream(respond(`${bad}\n{"done":true,"threadId":"t1"}\n`)), bad).rejects.toBeInstanceOf(StreamFailedError);
    }
  });

  it('STREAM-005: no complete answer within the timeout raises StreamTimeoutError and cancels the body', async () => {
    const clock = manualTimers();
    let cancelled = false;
    const body = byteStream([encoder.encode('{"text":"partial"}\n')], { endless: true, onCancel: () => (cancelled = true) });
    const reading = readChatStream({ body }, { timers: clock.timers });
    const outcome = reading.catch((caught: unknown) => caught);
    await settle();
    expect(clock.delays).toEqual([25_000]);
    clock.fireAll();
    const error = await outcome;
    expect(error).toBeInstanceOf(StreamTimeoutError);
    expect((error as Error).message).toBe(CHAT_TIMEOUT_MESSAGE);
    expect(CHAT_TIMEOUT_MESSAGE).toBe('Sorry, the request is taking longer than expected. Please try again.');
    await settle();
    expect(cancelled).toBe(true);
  });

  it('STREAM-005: a finished answer clears its timer', async () => {
    const clock = manualTimers();
    await readChatStream(respond('{"done":true,"threadId":"t1"}\n'), { timers: clock.timers, timeoutMs: 1_000 });
    expect(clock.delays).toEqual([1_000]);
    expect(clock.pending()).toBe(0);
  });

  it('STREAM-005: an abort signal stops reading with its reason', async () => {
    const controller = new AbortController();
    const body = byteStream([], { endless: true });
    const reading = readChatStream({ body }, { signal: controller.signal, timers: manualTimers().timers });
    controller.abort(new Error('user closed the chat'));
    await expect(reading).rejects.toThrow('user closed the chat');
  });

  it('STREAM-006: a response without a readable body raises StreamNotSupportedError', async () => {
    await expect(readChatStream({ body: null })).rejects.toBeInstanceOf(StreamNotSupportedError);
    await expect(readChatStream({ body: {} as ReadableStream<Uint8Array> })).rejects.toBeInstanceOf(StreamNotSupportedError);
  });
});

describe('chatbotAsk timeout', () => {
  it('STREAM-005: the 25 s cover the request itself, and the fetch is aborted when they run out', async () => {
    const clock = manualTimers();
    let fetchSignal: AbortSignal | undefined;
    const server = fakeFetch((request) => {
      fetchSignal = request.signal;
      return new Promise<Response>(() => undefined);
    });
    const client = createApiClient({ baseUrl: '', fetch: server.fetch, tokens: createMemoryTokenStore(), timers: clock.timers });
    const outcome = client.chatbotAsk({ body: { question: 'Is anyone there?' } }).catch((caught: unknown) => caught);
    await settle();
    expect(clock.delays).toEqual([25_000]);
    clock.fireAll();
    expect(await outcome).toBeInstanceOf(StreamTimeoutError);
    expect(fetchSignal?.aborted).toBe(true);
  });

  it('STREAM-006: a chat response without a body raises StreamNotSupportedError', async () => {
    const server = fakeFetch(() => new Response(null, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }));
    const client = createApiClient({ baseUrl: '', fetch: server.fetch, tokens: createMemoryTokenStore(), timers: manualTimers().timers });
    await expect(client.chatbotAsk({ body: { question: 'Hello there' } })).rejects.toBeInstanceOf(StreamNotSupportedError);
  });

  it('STREAM-003: a streamed answer split into single bytes still reads', async () => {
    const bytes = encoder.encode('{"text":"₹1,00,000 लोन"}\n{"done":true,"threadId":"t9"}\n');
    const server = fakeFetch(() => ndjsonResponse([...bytes].map((byte) => Uint8Array.of(byte))));
    const client = createApiClient({ baseUrl: '', fetch: server.fetch, tokens: createMemoryTokenStore(), timers: manualTimers().timers });
    expect(await client.chatbotAsk({ body: { question: 'Loan?' } })).toEqual({ text: '₹1,00,000 लोन', threadId: 't9' });
  });
});
