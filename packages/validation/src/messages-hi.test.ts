import { fc, test } from '@fast-check/vitest';
import { formatIndianNumber } from '@rinn/format';
import { describe, expect, it } from 'vitest';
import * as validation from './index.js';
import { localizeMessage } from './messages-hi.js';
import { maxLengthMessage, maxValueMessage, MESSAGES, minLengthMessage, minValueMessage } from './messages.js';

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

const numberedFactories = [
  { name: 'minLengthMessage', english: minLengthMessage },
  { name: 'maxLengthMessage', english: maxLengthMessage },
  { name: 'minValueMessage', english: minValueMessage },
  { name: 'maxValueMessage', english: maxValueMessage },
] as const;

describe('localizeMessage', () => {
  it('VAL-LOCALE-001: every exported message constant is one of MESSAGES, so the checks below cover them all', () => {
    expect(exportedMessages.length).toBeGreaterThan(0);
    for (const [name, message] of exportedMessages) expect(MESSAGES).toHaveProperty(name, message);
  });

  it.each(Object.entries(MESSAGES))('VAL-LOCALE-001: %s has a Hindi text in Devanagari with no Latin words', (_name, english) => {
    const hindi = localizeMessage(english, 'hi');
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(DEVANAGARI);
    expect(withoutKeptText(hindi, english)).not.toMatch(LATIN);
  });

  it.each(Object.entries(MESSAGES))('VAL-LOCALE-001: %s keeps its example codes and digits', (_name, english) => {
    const hindi = localizeMessage(english, 'hi');
    for (const code of exampleCodesOf(english)) expect(hindi).toContain(code);
    for (const number of english.match(/\d+/g) ?? []) expect(hindi).toContain(number);
  });

  it('VAL-LOCALE-001: the OTP messages write OTP in Devanagari, as the Hindi OTP labels do', () => {
    expect(localizeMessage(MESSAGES.CHATBOT_OTP_INVALID, 'hi')).toBe('कृपया सही ओटीपी डालें');
    expect(localizeMessage(MESSAGES.CONTACT_OTP_INCORRECT, 'hi')).toBe('आपका डाला गया ओटीपी ग़लत है');
    for (const english of [MESSAGES.CHATBOT_OTP_INVALID, MESSAGES.CONTACT_OTP_INCORRECT]) expect(localizeMessage(english, 'hi')).not.toMatch(LATIN);
  });

  it('VAL-LOCALE-001: the Hindi texts are as reviewed for the forms the site shows most', () => {
    expect(localizeMessage('Please enter correct mobile number', 'hi')).toBe('कृपया सही मोबाइल नंबर डालें');
    expect(localizeMessage('Mobile Number is not valid', 'hi')).toBe('मोबाइल नंबर मान्य नहीं है');
    expect(localizeMessage('Field cannot be left empty', 'hi')).toBe('यह फ़ील्ड खाली नहीं छोड़ा जा सकता');
    expect(localizeMessage(MESSAGES.PAN_INVALID, 'hi')).toBe('कृपया सही पैन डालें, जैसे ABCPE1234F।');
  });

  it('VAL-LOCALE-001: two different messages never share a Hindi text', () => {
    const hindi = Object.values(MESSAGES).map((english) => localizeMessage(english, 'hi'));
    expect(new Set(hindi).size).toBe(hindi.length);
  });

  test.prop([fc.constantFrom(...numberedFactories), fc.nat({ max: 100_000 })])(
    'VAL-LOCALE-001: a numbered message keeps its number in Hindi, for every limit',
    ({ english }, limit) => {
      const hindi = localizeMessage(english(limit), 'hi');
      expect(hindi).toMatch(DEVANAGARI);
      expect(withoutKeptText(hindi, '')).not.toMatch(LATIN);
      const shown = english === minValueMessage || english === maxValueMessage ? formatIndianNumber(limit) : String(limit);
      expect(hindi).toContain(shown);
    },
  );

  test.prop([fc.constantFrom(minValueMessage, maxValueMessage), fc.double({ min: -1e12, max: 1e12, noNaN: true })])(
    'VAL-LOCALE-001: a value limit keeps its sign, grouping and fraction in Hindi',
    (english, limit) => {
      expect(localizeMessage(english(limit), 'hi')).toContain(formatIndianNumber(limit));
      expect(localizeMessage(english(limit), 'hi')).toMatch(DEVANAGARI);
    },
  );

  it('VAL-LOCALE-001: the numbered messages in Hindi', () => {
    expect(localizeMessage(minLengthMessage(3), 'hi')).toBe('कृपया कम से कम 3 अक्षर डालें।');
    expect(localizeMessage(maxLengthMessage(255), 'hi')).toBe('कृपया 255 से ज़्यादा अक्षर न डालें।');
    expect(localizeMessage(minValueMessage(10000), 'hi')).toBe('कृपया कम से कम 10,000 का मान डालें।');
    expect(localizeMessage(maxValueMessage(2500000), 'hi')).toBe('कृपया अधिकतम 25,00,000 का मान डालें।');
  });

  test.prop([fc.string()])('VAL-LOCALE-001: English pages show every message unchanged', (message) => {
    expect(localizeMessage(message, 'en')).toBe(message);
  });

  it('VAL-LOCALE-001: English pages show the package messages unchanged', () => {
    for (const english of Object.values(MESSAGES)) expect(localizeMessage(english, 'en')).toBe(english);
    expect(localizeMessage(minValueMessage(10000), 'en')).toBe('Please enter a value of at least 10,000.');
  });

  it('VAL-LOCALE-001: a message the package does not define is shown as it came', () => {
    for (const unknown of [
      'Session Token has expired',
      'Too many attempts. Please try again later.',
      '',
      'Please enter correct mobile number ',
      'Please enter at least some characters.',
      'Please enter a value of at least 18 years.',
      'कृपया सही मोबाइल नंबर डालें',
    ]) {
      expect(localizeMessage(unknown, 'hi')).toBe(unknown);
    }
  });
});
