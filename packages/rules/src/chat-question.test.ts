import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  CHAT_PRESET_REPLIES,
  capChatInput,
  hasValidQuestionText,
  isPresetReply,
  validateChatQuestion,
} from './chat-question.js';
import { CHAT_MESSAGES, CHAT_MESSAGES_HI, CHAT_QUESTION_MESSAGES, type ChatQuestionCode } from './chat-messages.js';
import { CHAT_QUESTION_LIMITS } from './display.js';

const fail = (code: ChatQuestionCode) => ({ ok: false, message: CHAT_MESSAGES[code], code });

describe('messages', () => {
  it('CHATQ-004: messages are the exact texts of §5', () => {
    expect(CHAT_MESSAGES).toEqual({
      empty: 'Please type a valid question.',
      tooShort: 'Your question seems too short. Could you please provide more details?',
      tooLong: 'Your question is too long. Can you please ask something more specific?',
      notSpecific: 'Please ask a specific question so I can assist you better.',
    });
  });

  it('CHATQ-004: every code has an English and a Hindi text, the Hindi in Devanagari with no Latin words', () => {
    const codes = Object.keys(CHAT_MESSAGES).sort();
    expect(Object.keys(CHAT_MESSAGES_HI).sort()).toEqual(codes);
    for (const language of ['en', 'hi'] as const) expect(Object.keys(CHAT_QUESTION_MESSAGES[language]).sort()).toEqual(codes);
    for (const code of codes as ChatQuestionCode[]) {
      expect(CHAT_MESSAGES_HI[code]).toMatch(/[\u0900-\u097F]/);
      expect(CHAT_MESSAGES_HI[code]).not.toMatch(/[A-Za-z]/);
    }
    expect(new Set(Object.values(CHAT_MESSAGES_HI)).size).toBe(codes.length);
  });
});

describe('validateChatQuestion', () => {
  it.each([
    ['', 'empty'],
    ['   \n', 'empty'],
    ['abc', 'tooShort'],
    ['  ab  ', 'tooShort'],
    ['a'.repeat(301), 'tooLong'],
    ['aaaa', 'notSpecific'],
    ['1234 5678', 'notSpecific'],
    ['?!?!?!', 'notSpecific'],
    ['a???', 'notSpecific'],
  ] as const)('CHATQ-004: "%s" is refused', (text, code) => {
    expect(validateChatQuestion(text)).toEqual(fail(code));
  });

  it.each(['What is my EMI?', 'EMI?', 'abcd', 'ab'.repeat(150), 'मेरा EMI क्या है?', 'क्या मुझे लोन मिलेगा'])(
    'CHATQ-004: "%s" is accepted',
    (text) => {
      expect(validateChatQuestion(text)).toEqual({ ok: true });
    },
  );

  it('CHATQ-001: the boundaries are 4 and 300 characters after trimming', () => {
    expect(CHAT_QUESTION_LIMITS).toEqual({ minLength: 4, maxLength: 300, inputCap: 255 });
    expect(validateChatQuestion('abcd')).toEqual({ ok: true });
    expect(validateChatQuestion(`  ${'ab'.repeat(150)}  `)).toEqual({ ok: true });
    expect(validateChatQuestion(`${'ab'.repeat(150)}c`)).toEqual(fail('tooLong'));
    expect(validateChatQuestion('कया')).toEqual(fail('tooShort'));
  });

  it('CHATQ-002: preset replies skip validation, whatever their case and trailing punctuation', () => {
    expect(CHAT_PRESET_REPLIES).toEqual(['yes', 'no', 'hi', 'hello', 'hey', 'ok', 'okay', 'thanks', 'thank you', 'bye']);
    for (const text of ['Yes', 'No', 'hi', ' Hello! ', 'OK', 'Thank you.', 'thanks!!', 'Bye?']) {
      expect(isPresetReply(text)).toBe(true);
      expect(validateChatQuestion(text)).toEqual({ ok: true });
    }
    expect(isPresetReply('yes please')).toBe(false);
    expect(isPresetReply('')).toBe(false);
  });

  test.prop([fc.string({ maxLength: 400 })])('CHATQ-004: result is ok or one of the four messages, and never ok for under 4 characters unless preset', (text) => {
    const result = validateChatQuestion(text);
    if (result.ok) {
      const length = Array.from(text.trim()).length;
      expect(isPresetReply(text) || (length >= 4 && length <= 300 && hasValidQuestionText(text))).toBe(true);
    } else {
      expect(Object.values(CHAT_MESSAGES)).toContain(result.message);
      expect(result.message).toBe(CHAT_MESSAGES[result.code]);
      expect(isPresetReply(text)).toBe(false);
    }
  });

  test.prop([fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => c.trim() !== ''), fc.integer({ min: 4, max: 150 })])(
    'CHATQ-003: a single character repeated is never a valid question',
    (character, times) => {
      expect(hasValidQuestionText(character.repeat(times))).toBe(false);
      expect(validateChatQuestion(character.repeat(times)).ok).toBe(false);
    },
  );

  test.prop([fc.string({ maxLength: 40 })])('CHATQ-003: adding two different letters makes any text valid', (text) => {
    expect(hasValidQuestionText(`${text}ab`)).toBe(true);
    expect(hasValidQuestionText(`${text}कख`)).toBe(true);
  });

  it('CHATQ-003: letters are compared ignoring case', () => {
    expect(hasValidQuestionText('Aa')).toBe(false);
    expect(hasValidQuestionText('Ab')).toBe(true);
  });
});

describe('capChatInput', () => {
  it('CHATQ-001: cuts to 255 characters without splitting one', () => {
    expect(capChatInput('x'.repeat(300))).toBe('x'.repeat(255));
    expect(capChatInput('😀'.repeat(300))).toBe('😀'.repeat(255));
    expect(capChatInput('short')).toBe('short');
  });

  test.prop([fc.string({ unit: 'binary', maxLength: 400 })])('CHATQ-001: the capped text is a prefix of at most 255 characters, and capping is idempotent', (text) => {
    const capped = capChatInput(text);
    expect(Array.from(capped).length).toBeLessThanOrEqual(255);
    expect(text.startsWith(capped)).toBe(true);
    expect(capChatInput(capped)).toBe(capped);
    if (Array.from(text).length <= 255) expect(capped).toBe(text);
  });
});
