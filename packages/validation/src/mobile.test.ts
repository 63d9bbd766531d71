import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LOGIN_MOBILE_INVALID, MOBILE_INVALID, REQUIRED } from './messages.js';
import { canSendOtp, isValidMobile, normaliseMobile, validateLoginMobile, validateMobile } from './mobile.js';
import { loginMobileSchema, mobileSchema } from './schemas.js';

const digit = fc.constantFrom(...'0123456789');
const noise = fc.constantFrom(' ', '-', '+', '(', ')', '.', 'a', 'Z', '/', '\t', '१');
/** A string whose characters are digits and separators mixed in any order. */
const mixedInput = fc.array(fc.oneof({ weight: 4, arbitrary: digit }, { weight: 1, arbitrary: noise }), { maxLength: 16 }).map((cs) => cs.join(''));
/** Ten digits forming a valid mobile number, with separators sprinkled between them. */
const validMobileWithNoise = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.array(digit, { minLength: 9, maxLength: 9 }), fc.array(fc.array(noise, { maxLength: 2 }), { minLength: 11, maxLength: 11 }))
  .filter(([first, rest]) => `${first}${rest.join('')}` !== '9999999999')
  .map(([first, rest, gaps]) => [first, ...rest].map((d, i) => `${gaps[i]?.join('') ?? ''}${d}`).join('') + (gaps[10]?.join('') ?? ''));

describe('mobile number', () => {
  test.prop([fc.oneof(mixedInput, fc.string(), validMobileWithNoise)])(
    'VAL-MOBILE-001: accepts exactly the strings whose digits form [6-9]\\d{9} and are not 9999999999',
    (input) => {
      const digits = input.replace(/\D/g, '');
      expect(isValidMobile(input)).toBe(/^[6-9]\d{9}$/.test(digits) && digits !== '9999999999');
    },
  );

  test.prop([validMobileWithNoise])('VAL-MOBILE-001: separators never make a valid number invalid', (input) => {
    expect(isValidMobile(input)).toBe(true);
  });

  it('VAL-MOBILE-001: examples', () => {
    expect(isValidMobile('9876543210')).toBe(true);
    expect(isValidMobile('6000000000')).toBe(true);
    expect(isValidMobile('98765 43210')).toBe(true);
    expect(isValidMobile('9999999999')).toBe(false);
    expect(isValidMobile('5876543210')).toBe(false);
    expect(isValidMobile('0987654321')).toBe(false);
    expect(isValidMobile('987654321')).toBe(false);
    expect(isValidMobile('98765432101')).toBe(false);
    expect(isValidMobile('+91 98765 43210')).toBe(false);
    expect(isValidMobile('')).toBe(false);
  });

  test.prop([fc.string()])('VAL-MOBILE-002: normaliseMobile keeps the first digits only, at most 10', (input) => {
    const normalised = normaliseMobile(input);
    expect(normalised).toMatch(/^\d{0,10}$/);
    const digits = input.replace(/\D/g, '');
    // The digits after a country code or trunk prefix (VAL-MOBILE-005), otherwise the digits themselves.
    const prefixed = (digits.length === 12 && digits.startsWith('91')) || (digits.length === 11 && digits.startsWith('0'));
    expect((prefixed ? digits.slice(digits.length - 10) : digits).startsWith(normalised)).toBe(true);
    expect(normaliseMobile(normalised)).toBe(normalised);
  });

  const mobileNumber = fc.tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/)).map(([first, rest]) => first + rest);
  const separator = fc.constantFrom('', ' ', '-', '  ');

  test.prop([mobileNumber, separator, fc.constantFrom('+91', '91', '0', '+91-', '(+91)')])(
    'VAL-MOBILE-005: a mobile pasted with its country code or trunk prefix becomes the 10-digit mobile',
    (mobile, gap, prefix) => {
      const pasted = `${prefix}${gap}${mobile.slice(0, 5)}${gap}${mobile.slice(5)}`;
      expect(normaliseMobile(pasted)).toBe(mobile);
      expect(normaliseMobile(mobile)).toBe(mobile);
    },
  );

  it('VAL-MOBILE-005: "+91 98765 43210" becomes 9876543210; a 10-digit number starting 91 stays as it is', () => {
    expect(normaliseMobile('+91 98765 43210')).toBe('9876543210');
    expect(normaliseMobile('098765 43210')).toBe('9876543210');
    expect(normaliseMobile('9198765432')).toBe('9198765432');
  });

  it('VAL-MOBILE-002: strips separators and truncates', () => {
    expect(normaliseMobile('98765-43210')).toBe('9876543210');
    expect(normaliseMobile('987654321012')).toBe('9876543210');
    expect(normaliseMobile('abc')).toBe('');
  });

  test.prop([mixedInput])('VAL-MOBILE-003: an OTP is sent only for exactly 10 digits that are a valid number', (input) => {
    expect(canSendOtp(input)).toBe(/^\d{10}$/.test(input) && isValidMobile(input));
  });

  it('VAL-MOBILE-003: examples', () => {
    expect(canSendOtp('9876543210')).toBe(true);
    expect(canSendOtp('987654321')).toBe(false);
    expect(canSendOtp('98765 43210')).toBe(false);
    expect(canSendOtp('9999999999')).toBe(false);
    expect(canSendOtp('1234567890')).toBe(false);
  });

  it('VAL-MOBILE-004: contact/shared and login messages, exactly as the spec writes them', () => {
    expect(validateMobile('12345')).toEqual({ ok: false, message: 'Please enter correct mobile number', issue: { code: 'MOBILE_INVALID' } });
    expect(validateLoginMobile('12345')).toEqual({ ok: false, message: 'Mobile Number is not valid', issue: { code: 'LOGIN_MOBILE_INVALID' } });
    expect(MOBILE_INVALID).toBe('Please enter correct mobile number');
    expect(LOGIN_MOBILE_INVALID).toBe('Mobile Number is not valid');
    expect(validateMobile('9876543210')).toEqual({ ok: true });
    expect(validateMobile('')).toEqual({ ok: false, message: REQUIRED, issue: { code: 'REQUIRED' } });
    expect(mobileSchema.safeParse('12345').error?.issues[0]?.message).toBe(MOBILE_INVALID);
    expect(loginMobileSchema.safeParse('12345').error?.issues[0]?.message).toBe(LOGIN_MOBILE_INVALID);
  });
});
