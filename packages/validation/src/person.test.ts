import { describe, expect, it } from 'vitest';
import { validateContactMessage } from './contact-message.js';
import { isValidEmail, validateChatbotEmail, validateEmail } from './email.js';
import { isValidName, validateFullName, validateName } from './name.js';
import { isValidOtp, validateContactOtp, validateOtp } from './otp.js';
import { chatbotEmailSchema, contactMessageSchema, contactOtpSchema, emailSchema, otpSchema } from './schemas.js';

describe('name', () => {
  it("VAL-NAME-001: letters and spaces only, else 'Please enter a valid name'", () => {
    for (const name of ['Asha', 'Asha Rani', 'rahul kumar SINGH', 'Asha ']) expect(isValidName(name)).toBe(true);
    for (const name of ['R2D2', 'Asha-Rani', "D'Souza", 'A. Kumar', 'आशा', 'Asha_Rani']) expect(isValidName(name)).toBe(false);
    expect(validateName('R2D2')).toEqual({ ok: false, message: 'Please enter a valid name', issue: { code: 'NAME_INVALID' } });
    expect(validateName('Asha Rani')).toEqual({ ok: true });
  });

  it('VAL-NAME-001: the full-name validator applies the same rule but lets empty pass', () => {
    expect(validateFullName('')).toEqual({ ok: true });
    expect(validateFullName('Asha Rani')).toEqual({ ok: true });
    expect(validateFullName('Asha1')).toEqual({ ok: false, message: 'Please enter a valid name', issue: { code: 'NAME_INVALID' } });
  });
});

describe('email', () => {
  it('VAL-EMAIL-001: valid and invalid addresses', () => {
    for (const email of ['asha@example.in', 'asha.rani+loans@mail.example.co.in', 'a_b@x.io']) expect(isValidEmail(email)).toBe(true);
    for (const email of ['asha', 'asha@', '@example.in', 'asha@example', 'asha @example.in', 'asha@@example.in']) expect(isValidEmail(email)).toBe(false);
  });

  it("VAL-EMAIL-001: 'Please enter valid email ID.' in the chatbot, 'Please enter valid email.' in the contact form", () => {
    expect(validateChatbotEmail('asha@')).toEqual({ ok: false, message: 'Please enter valid email ID.', issue: { code: 'CHATBOT_EMAIL_INVALID' } });
    expect(validateEmail('asha@')).toEqual({ ok: false, message: 'Please enter valid email.', issue: { code: 'CONTACT_EMAIL_INVALID' } });
    expect(chatbotEmailSchema.safeParse('asha@').error?.issues[0]?.message).toBe('Please enter valid email ID.');
    expect(emailSchema.safeParse('asha@').error?.issues[0]?.message).toBe('Please enter valid email.');
    expect(emailSchema.safeParse('asha@example.in').success).toBe(true);
  });
});

describe('OTP', () => {
  it('VAL-OTP-001: digits only, exactly 4', () => {
    expect(isValidOtp('0427')).toBe(true);
    for (const otp of ['427', '04271', '04a7', ' 0427', '०४२७', '4.27']) expect(isValidOtp(otp)).toBe(false);
  });

  it("VAL-OTP-001: 'Please enter a valid Otp' in the chatbot, 'The OTP you have entered is incorrect' in the contact form", () => {
    expect(validateOtp('123')).toEqual({ ok: false, message: 'Please enter a valid Otp', issue: { code: 'CHATBOT_OTP_INVALID' } });
    expect(validateContactOtp('123')).toEqual({ ok: false, message: 'The OTP you have entered is incorrect', issue: { code: 'CONTACT_OTP_INCORRECT' } });
    expect(otpSchema.safeParse('12a4').error?.issues[0]?.message).toBe('Please enter a valid Otp');
    expect(contactOtpSchema.safeParse('12a4').error?.issues[0]?.message).toBe('The OTP you have entered is incorrect');
  });
});

describe('contact message', () => {
  it("VAL-MESSAGE-001: at least 10 characters, else 'Write at least 10 characters in the message.'", () => {
    expect(validateContactMessage('123456789')).toEqual({ ok: false, message: 'Write at least 10 characters in the message.', issue: { code: 'CONTACT_MESSAGE_TOO_SHORT' } });
    expect(validateContactMessage('  123456789  ')).toEqual({ ok: false, message: 'Write at least 10 characters in the message.', issue: { code: 'CONTACT_MESSAGE_TOO_SHORT' } });
    expect(validateContactMessage('1234567890')).toEqual({ ok: true });
    expect(validateContactMessage('')).toEqual({ ok: false, message: 'Field cannot be left empty', issue: { code: 'REQUIRED' } });
    expect(contactMessageSchema.safeParse('Please call me back.').success).toBe(true);
  });
});
