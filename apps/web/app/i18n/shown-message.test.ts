import { STEP_MESSAGES } from '@rinn/offers';
import { MESSAGES } from '@rinn/validation';
import { describe, expect, it } from 'vitest';
import { failureText, shownText } from './shown-message.ts';

describe('shownText', () => {
  it('STEP-LOCALE-001 VAL-LOCALE-001: a Hindi page shows the step and the field messages in Hindi', () => {
    expect(shownText({ code: 'chooseOption' }, 'hi')).toBe('कृपया एक विकल्प चुनें।');
    expect(shownText({ code: 'tenureOutOfRange', params: { min: 12, max: 84 } }, 'hi')).toBe('कृपया 12 से 84 महीने के बीच की अवधि चुनें।');
    expect(shownText({ code: 'REQUIRED' }, 'hi')).toBe('यह फ़ील्ड खाली नहीं छोड़ा जा सकता');
    expect(shownText({ code: 'MIN_LENGTH', params: { minimum: 3 } }, 'hi')).toBe('कृपया कम से कम 3 अक्षर डालें।');
  });

  it('STEP-LOCALE-001 VAL-LOCALE-001: an English page shows the English texts, and a server text passes through', () => {
    expect(shownText({ code: 'chooseOption' }, 'en')).toBe(STEP_MESSAGES.chooseOption);
    expect(shownText({ code: 'REQUIRED' }, 'en')).toBe(MESSAGES.REQUIRED);
    expect(shownText('The server is busy.', 'hi')).toBe('The server is busy.');
    expect(shownText(null, 'hi')).toBe('');
  });

  it('API-MSG-001: a server message sent with its code shows in the page language', () => {
    const incorrect = { code: 'OTP_INCORRECT', params: { attemptsLeft: 2 } } as const;
    expect(shownText(incorrect, 'en')).toBe('Incorrect OTP. 2 attempts left.');
    expect(shownText(incorrect, 'hi')).toBe('ग़लत ओटीपी। 2 कोशिशें बाकी।');
    expect(shownText({ code: 'OTP_RESEND_TOO_SOON', params: { seconds: 20 } }, 'hi')).toBe('नया ओटीपी माँगने से पहले कृपया 20 सेकंड रुकें।');
  });
});

describe('failureText', () => {
  it('API-MSG-001: a failed call says the server’s message by its code in the page language', () => {
    const notFound = Object.assign(new Error('Application not found.'), { apiMessage: { code: 'APPLICATION_NOT_FOUND' } });
    expect(failureText(notFound, 'hi')).toBe('आवेदन नहीं मिला।');
    expect(failureText(notFound, 'en')).toBe('Application not found.');
  });

  it('LOAD-CODE-004: without a code, only a server’s error answer is said, and only on an English page', () => {
    const refused = Object.assign(new Error('Please log in again.'), { httpStatus: 401 });
    expect(failureText(refused, 'en')).toBe('Please log in again.');
    expect(failureText(refused, 'hi')).toBeUndefined();
    const mismatch = Object.assign(new Error('The answer to applicationList does not match the contract at applications.0.id: invalid'), { httpStatus: 200 });
    for (const error of [mismatch, new TypeError("Cannot read properties of undefined (reading 'id')"), new Error('offline'), 'not an error']) {
      expect(failureText(error, 'en')).toBeUndefined();
    }
  });
});
