import { describe, expect, it } from 'vitest';
import { CHAT_TEXT_CATALOGUES, CHAT_TEXTS, CHAT_TEXTS_HI, CITY_MODAL_TITLE, FAQ_ALL_TAB } from './messages.js';
import { errorMessage } from './shared/error-message.js';

describe('messages', () => {
  it('pins the texts of §2, §4 and §8 exactly', () => {
    expect(FAQ_ALL_TAB).toBe('All');
    expect(CITY_MODAL_TITLE).toBe('Locations');
    expect(CHAT_TEXTS.timeout).toBe('Sorry, the request is taking longer than expected. Please try again.');
    expect(CHAT_TEXTS.delays).toBe('We’re experiencing some delays. Please try again in a moment.');
    expect(CHAT_TEXTS.failed).toBe('An error occurred while processing your request.');
    expect(CHAT_TEXTS.closed).toBe('This conversation has been closed');
  });

  it('has every chat text in English and in Hindi, the Hindi in Devanagari with no Latin words', () => {
    const codes = Object.keys(CHAT_TEXTS).sort();
    expect(Object.keys(CHAT_TEXTS_HI).sort()).toEqual(codes);
    for (const language of ['en', 'hi'] as const) expect(Object.keys(CHAT_TEXT_CATALOGUES[language]).sort()).toEqual(codes);
    for (const hindi of Object.values(CHAT_TEXTS_HI)) {
      expect(hindi).toMatch(/[\u0900-\u097F]/);
      expect(hindi).not.toMatch(/[A-Za-z]/);
    }
    expect(new Set(Object.values(CHAT_TEXTS_HI)).size).toBe(codes.length);
  });

  it('shows what a failed effect said, whatever it rejected with', () => {
    expect(errorMessage(new Error('Incorrect OTP'))).toBe('Incorrect OTP');
    expect(errorMessage({ message: 'Link expired' })).toBe('Link expired');
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage({ message: 42 })).toBe('[object Object]');
  });
});
