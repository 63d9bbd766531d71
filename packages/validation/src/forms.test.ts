import { describe, expect, it } from 'vitest';
import { chatbotDetailsSchema, contactFormSchema } from './forms.js';

const messagesOf = (result: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('contact form', () => {
  const valid = { name: 'Asha Rani', email: 'asha@example.in', mobile: '9876543210', message: 'Please call me back.', otp: '0427' };

  it('VAL-FORM-001: a complete form passes', () => {
    expect(contactFormSchema.parse(valid)).toEqual(valid);
  });

  it('VAL-FORM-001: each field shows the contact form message', () => {
    const result = contactFormSchema.safeParse({ name: 'Asha1', email: 'asha@', mobile: '12345', message: 'Hi', otp: '12' });
    expect(messagesOf(result)).toEqual({
      name: 'Please enter a valid name',
      email: 'Please enter valid email.',
      mobile: 'Please enter correct mobile number',
      message: 'Write at least 10 characters in the message.',
      otp: 'The OTP you have entered is incorrect',
    });
  });

  it('VAL-FORM-001: empty fields show the empty-field message', () => {
    const result = contactFormSchema.safeParse({ name: '', email: '', mobile: '', message: ' ', otp: '' });
    expect(new Set(Object.values(messagesOf(result)))).toEqual(new Set(['Field cannot be left empty']));
    expect(Object.keys(messagesOf(result)).sort()).toEqual(['email', 'message', 'mobile', 'name', 'otp']);
  });
});

describe('chatbot details form', () => {
  const valid = { name: 'Asha', email: 'asha@example.in', mobile: '9876543210', otp: '0427', consent: true };

  it('VAL-FORM-002: passes only with every field valid and consent ticked', () => {
    expect(chatbotDetailsSchema.safeParse(valid).success).toBe(true);
    expect(messagesOf(chatbotDetailsSchema.safeParse({ ...valid, consent: false }))).toEqual({ consent: 'Please tick the consent box to continue.' });
    for (const field of ['name', 'email', 'mobile', 'otp'] as const) {
      expect(chatbotDetailsSchema.safeParse({ ...valid, [field]: '' }).success).toBe(false);
    }
  });

  it('VAL-FORM-002: chatbot messages for email and OTP', () => {
    const result = chatbotDetailsSchema.safeParse({ ...valid, email: 'asha@', otp: '12a4' });
    expect(messagesOf(result)).toEqual({ email: 'Please enter valid email ID.', otp: 'Please enter a valid Otp' });
  });
});
