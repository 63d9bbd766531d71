import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { chatStreamLineSchema, isBracketMarker } from './chat-stream.js';

describe('chat stream lines', () => {
  it('STREAM-001: text, done and error lines parse to their kinds', () => {
    expect(chatStreamLineSchema.parse({ text: 'Hello' })).toEqual({ text: 'Hello' });
    expect(chatStreamLineSchema.parse({ done: true, threadId: 'thr_1' })).toEqual({ done: true, threadId: 'thr_1' });
    expect(chatStreamLineSchema.parse({ error: { message: 'boom' } })).toEqual({ error: { message: 'boom' } });
  });

  it('STREAM-001: a done line needs done true and a thread id', () => {
    expect(chatStreamLineSchema.safeParse({ done: false, threadId: 'thr_1' }).success).toBe(false);
    expect(chatStreamLineSchema.safeParse({ done: true }).success).toBe(false);
    expect(chatStreamLineSchema.safeParse({ text: 42 }).success).toBe(false);
  });
});

describe('bracket markers', () => {
  const inner = fc.string({ maxLength: 40 });
  const padding = fc.constantFrom('', ' ', '  ', '\t');

  test.prop([inner, padding, padding, fc.constantFrom<[string, string]>(['[[', ']]'], ['【', '】'])])(
    'STREAM-002: text fully wrapped in [[…]] or 【…】 is a marker',
    (content, before, after, [open, close]) => {
      expect(isBracketMarker(`${before}${open}${content}${close}${after}`)).toBe(true);
    },
  );

  test.prop([fc.string({ minLength: 1, maxLength: 20 }).filter((word) => word.trim() !== '' && !/[[\]【】]/.test(word)), inner])(
    'STREAM-002: text with anything outside the brackets is not a marker',
    (word, content) => {
      expect(isBracketMarker(`${word} [[${content}]]`)).toBe(false);
      expect(isBracketMarker(`【${content}】 ${word}`)).toBe(false);
    },
  );

  it('STREAM-002: single brackets, half markers and empty text are not markers', () => {
    expect(isBracketMarker('[note]')).toBe(false);
    expect(isBracketMarker('[[')).toBe(false);
    expect(isBracketMarker('【')).toBe(false);
    expect(isBracketMarker('')).toBe(false);
    expect(isBracketMarker('【4:0†faq】')).toBe(true);
  });
});
