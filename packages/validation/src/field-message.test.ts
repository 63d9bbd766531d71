import { fc, test } from '@fast-check/vitest';
import { formatIndianNumber } from '@rinn/format';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as validation from './index.js';
import {
  FIELD_MESSAGE_CODES,
  FIELD_MESSAGES,
  FIELD_MESSAGES_EN,
  FIELD_MESSAGES_HI,
  fieldMessageText,
  type FieldMessage,
  type FieldMessageCatalogue,
  type FieldMessageCode,
} from './field-message.js';
import { MESSAGES } from './messages.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;
// Latin text a Hindi message may keep: what the visitor types or reads on a card, not words.
const KEPT_AS_WRITTEN = ['https://', 'http://'];
// Example codes of the English text: runs of capitals and digits with at least one of each.
const EXAMPLE_CODE = /\b(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d)[A-Z0-9]+\b/g;

const exampleCodesOf = (english: string): string[] => english.match(EXAMPLE_CODE) ?? [];
const withoutKeptText = (hindi: string, english: string): string =>
  [...KEPT_AS_WRITTEN, ...exampleCodesOf(english)].reduce((text, kept) => text.split(kept).join(''), hindi);

// Every string constant the package exports under a SCREAMING_SNAKE_CASE name is a message.
const exportedMessages = Object.entries(validation as Record<string, unknown>).filter(
  (entry): entry is [string, string] => /^[A-Z_]+$/.test(entry[0]) && typeof entry[1] === 'string',
);

const fixedCodes = Object.keys(MESSAGES) as (keyof typeof MESSAGES)[];

/** A message of every counted code, for a limit. */
const countedMessages = (limit: number): FieldMessage[] => [
  { code: 'MIN_LENGTH', params: { minimum: limit } },
  { code: 'MAX_LENGTH', params: { maximum: limit } },
  { code: 'MIN_VALUE', params: { minimum: limit } },
  { code: 'MAX_VALUE', params: { maximum: limit } },
];
const isValueCode = (message: FieldMessage): boolean => message.code === 'MIN_VALUE' || message.code === 'MAX_VALUE';

/** One message of a code, with limits where the code has them. */
const sampleOf = (code: FieldMessageCode): FieldMessage =>
  countedMessages(7).find((message) => message.code === code) ?? ({ code } as FieldMessage);

describe('field messages', () => {
  it('VAL-LOCALE-001: each language is a complete record of the codes, so a missing text does not compile', () => {
    expectTypeOf(FIELD_MESSAGES_EN).toEqualTypeOf<FieldMessageCatalogue>();
    expectTypeOf(FIELD_MESSAGES_HI).toEqualTypeOf<FieldMessageCatalogue>();
    expectTypeOf<keyof FieldMessageCatalogue>().toEqualTypeOf<FieldMessageCode>();
  });

  it.each(FIELD_MESSAGE_CODES)('VAL-LOCALE-001: %s has a non-empty text in English and in Hindi', (code) => {
    for (const language of ['en', 'hi'] as const) {
      expect(Object.keys(FIELD_MESSAGES[language]).sort()).toEqual([...FIELD_MESSAGE_CODES].sort());
      expect(fieldMessageText(sampleOf(code), language).trim()).not.toBe('');
    }
  });

  it('VAL-LOCALE-001: the codes are the fixed messages and the four counted ones', () => {
    expect([...FIELD_MESSAGE_CODES].sort()).toEqual([...fixedCodes, 'MIN_LENGTH', 'MAX_LENGTH', 'MIN_VALUE', 'MAX_VALUE'].sort());
  });

  it('VAL-LOCALE-001: every exported message constant is the English text of its code', () => {
    expect(exportedMessages.length).toBeGreaterThan(0);
    for (const [name, message] of exportedMessages) {
      expect(MESSAGES).toHaveProperty(name, message);
      expect(fieldMessageText({ code: name as keyof typeof MESSAGES }, 'en')).toBe(message);
    }
  });

  it.each(fixedCodes)('VAL-LOCALE-001: %s has a Hindi text in Devanagari with no Latin words', (code) => {
    const english = fieldMessageText({ code }, 'en');
    const hindi = fieldMessageText({ code }, 'hi');
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(DEVANAGARI);
    expect(withoutKeptText(hindi, english)).not.toMatch(LATIN);
  });

  it.each(fixedCodes)('VAL-LOCALE-001: %s keeps its example codes and digits', (code) => {
    const english = fieldMessageText({ code }, 'en');
    const hindi = fieldMessageText({ code }, 'hi');
    for (const example of exampleCodesOf(english)) expect(hindi).toContain(example);
    for (const number of english.match(/\d+/g) ?? []) expect(hindi).toContain(number);
  });

  it('VAL-LOCALE-001: the OTP messages write OTP in Devanagari, as the Hindi OTP labels do', () => {
    expect(fieldMessageText({ code: 'CHATBOT_OTP_INVALID' }, 'hi')).toBe('कृपया सही ओटीपी डालें');
    expect(fieldMessageText({ code: 'CONTACT_OTP_INCORRECT' }, 'hi')).toBe('आपका डाला गया ओटीपी ग़लत है');
    for (const code of ['CHATBOT_OTP_INVALID', 'CONTACT_OTP_INCORRECT'] as const) expect(fieldMessageText({ code }, 'hi')).not.toMatch(LATIN);
  });

  it('VAL-LOCALE-001: the Hindi texts are as reviewed for the forms the site shows most', () => {
    expect(fieldMessageText({ code: 'MOBILE_INVALID' }, 'hi')).toBe('कृपया सही मोबाइल नंबर डालें');
    expect(fieldMessageText({ code: 'LOGIN_MOBILE_INVALID' }, 'hi')).toBe('मोबाइल नंबर मान्य नहीं है');
    expect(fieldMessageText({ code: 'REQUIRED' }, 'hi')).toBe('यह फ़ील्ड खाली नहीं छोड़ा जा सकता');
    expect(fieldMessageText({ code: 'PAN_INVALID' }, 'hi')).toBe('कृपया सही पैन डालें, जैसे ABCPE1234F।');
  });

  it('VAL-LOCALE-001: two different codes never share a text in one language', () => {
    for (const language of ['en', 'hi'] as const) {
      const texts = FIELD_MESSAGE_CODES.map((code) => fieldMessageText(sampleOf(code), language));
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  test.prop([fc.nat({ max: 100_000 })])('VAL-LOCALE-001: a counted message keeps its number in both languages, for every limit', (limit) => {
    for (const message of countedMessages(limit)) {
      const shown = isValueCode(message) ? formatIndianNumber(limit) : String(limit);
      const hindi = fieldMessageText(message, 'hi');
      expect(hindi).toMatch(DEVANAGARI);
      expect(withoutKeptText(hindi, '')).not.toMatch(LATIN);
      expect(hindi).toContain(shown);
      expect(fieldMessageText(message, 'en')).toContain(shown);
    }
  });

  test.prop([fc.constantFrom('MIN_VALUE', 'MAX_VALUE'), fc.double({ min: -1e12, max: 1e12, noNaN: true })])(
    'VAL-LOCALE-001: a value limit keeps its sign, grouping and fraction in Hindi',
    (code, limit) => {
      const message: FieldMessage = code === 'MIN_VALUE' ? { code, params: { minimum: limit } } : { code, params: { maximum: limit } };
      expect(fieldMessageText(message, 'hi')).toContain(formatIndianNumber(limit));
      expect(fieldMessageText(message, 'hi')).toMatch(DEVANAGARI);
    },
  );

  test.prop([fc.nat({ max: 10_000 })])('VAL-LOCALE-001: a length in English says character for one and characters otherwise', (limit) => {
    const noun = limit === 1 ? 'character' : 'characters';
    expect(fieldMessageText({ code: 'MIN_LENGTH', params: { minimum: limit } }, 'en')).toBe(`Please enter at least ${limit} ${noun}.`);
    expect(fieldMessageText({ code: 'MAX_LENGTH', params: { maximum: limit } }, 'en')).toBe(`Please enter no more than ${limit} ${noun}.`);
  });

  it('VAL-LOCALE-001: the counted messages in both languages', () => {
    expect(fieldMessageText({ code: 'MIN_LENGTH', params: { minimum: 3 } }, 'en')).toBe('Please enter at least 3 characters.');
    expect(fieldMessageText({ code: 'MAX_LENGTH', params: { maximum: 255 } }, 'en')).toBe('Please enter no more than 255 characters.');
    expect(fieldMessageText({ code: 'MIN_VALUE', params: { minimum: 10000 } }, 'en')).toBe('Please enter a value of at least 10,000.');
    expect(fieldMessageText({ code: 'MAX_VALUE', params: { maximum: 30 } }, 'en')).toBe('Please enter a value of at most 30.');
    expect(fieldMessageText({ code: 'MIN_LENGTH', params: { minimum: 3 } }, 'hi')).toBe('कृपया कम से कम 3 अक्षर डालें।');
    expect(fieldMessageText({ code: 'MAX_LENGTH', params: { maximum: 255 } }, 'hi')).toBe('कृपया 255 से ज़्यादा अक्षर न डालें।');
    expect(fieldMessageText({ code: 'MIN_VALUE', params: { minimum: 10000 } }, 'hi')).toBe('कृपया कम से कम 10,000 का मान डालें।');
    expect(fieldMessageText({ code: 'MAX_VALUE', params: { maximum: 2500000 } }, 'hi')).toBe('कृपया अधिकतम 25,00,000 का मान डालें।');
  });

  it('VAL-LOCALE-001: English pages show the spec texts unchanged', () => {
    for (const code of fixedCodes) expect(fieldMessageText({ code }, 'en')).toBe(MESSAGES[code]);
  });
});
