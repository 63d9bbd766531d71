import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS, CITY_MODAL_TITLE, FAQ_ALL_TAB } from './messages.js';
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

  it('shows what a failed effect said, whatever it rejected with', () => {
    expect(errorMessage(new Error('Incorrect OTP'))).toBe('Incorrect OTP');
    expect(errorMessage({ message: 'Link expired' })).toBe('Link expired');
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage({ message: 42 })).toBe('[object Object]');
  });
});
