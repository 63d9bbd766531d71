import { describe, expect, it } from 'vitest';
import * as messages from './messages.js';

describe('messages', () => {
  it('VAL-MOBILE-004: VAL-NAME-001: VAL-EMAIL-001: VAL-OTP-001: VAL-MESSAGE-001: VAL-REQUIRED-001: the spec §5 texts, character for character', () => {
    expect(messages.MOBILE_INVALID).toBe('Please enter correct mobile number');
    expect(messages.LOGIN_MOBILE_INVALID).toBe('Mobile Number is not valid');
    expect(messages.NAME_INVALID).toBe('Please enter a valid name');
    expect(messages.CHATBOT_EMAIL_INVALID).toBe('Please enter valid email ID.');
    expect(messages.CONTACT_EMAIL_INVALID).toBe('Please enter valid email.');
    expect(messages.CHATBOT_OTP_INVALID).toBe('Please enter a valid Otp');
    expect(messages.CONTACT_OTP_INCORRECT).toBe('The OTP you have entered is incorrect');
    expect(messages.CONTACT_MESSAGE_TOO_SHORT).toBe('Write at least 10 characters in the message.');
    expect(messages.REQUIRED).toBe('Field cannot be left empty');
  });

  it('MESSAGES holds every fixed message under its constant name', () => {
    const constants = Object.entries(messages).filter(([name, value]) => /^[A-Z_]+$/.test(name) && name !== 'MESSAGES' && typeof value === 'string');
    expect(Object.fromEntries(constants)).toEqual(messages.MESSAGES);
  });
});
