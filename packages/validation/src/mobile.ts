import { requiredField, type Validator } from './field.js';

/** An Indian mobile number has 10 digits (§9 Login). */
const MOBILE_LENGTH = 10;
/** Indian mobile numbers start with 6, 7, 8 or 9 (the National Numbering Plan's mobile ranges). */
const MOBILE_DIGITS = /^[6-9]\d{9}$/;
/** A placeholder people type to get past a form; §5 refuses it. */
const ALL_NINES = '9999999999';

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/**
 * Keeps what a mobile input may hold: its digits, at most ten.
 *
 * @rule VAL-MOBILE-002 A mobile input keeps only digits (everything else is stripped) and at most
 *   the first 10 of them.
 * @spec §5 Mobile; §9 Login (mobile 10 digits)
 * @rule VAL-MOBILE-005 A number pasted with India's country code or trunk prefix is read as the
 *   mobile it names: 12 digits starting 91 (as in "+91 98765 43210") lose the 91, and 11 digits
 *   starting 0 lose the 0, before the first 10 digits are kept.
 * @spec §5 Mobile
 * @param input - What the user typed or pasted.
 * @returns The digits, without a country code or trunk prefix, truncated to 10.
 * @example normaliseMobile('98765-43210 ext') // '9876543210'
 * @example normaliseMobile('+91 98765 43210') // '9876543210'
 */
export function normaliseMobile(input: string): string {
  const digits = digitsOf(input);
  if (digits.length === MOBILE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === MOBILE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits.slice(0, MOBILE_LENGTH);
}

/**
 * Whether a value is a valid Indian mobile number.
 *
 * @rule VAL-MOBILE-001 A mobile number is valid when its digits (non-digits stripped) are exactly
 *   10, start with 6 to 9, and are not all nines.
 * @spec §5 Mobile
 * @param value - The value as typed; separators such as spaces or hyphens are ignored.
 * @returns True when the digits form a valid mobile number.
 * @example isValidMobile('98765 43210') // true
 * @example isValidMobile('9999999999') // false
 */
export function isValidMobile(value: string): boolean {
  const digits = digitsOf(value);
  return MOBILE_DIGITS.test(digits) && digits !== ALL_NINES;
}

/**
 * Whether an OTP may be sent to this mobile input now.
 *
 * @rule VAL-MOBILE-003 An OTP is sent only when the input holds exactly 10 digits (and nothing
 *   else) and they form a valid mobile number.
 * @spec §5 Mobile ("Send OTP only at exactly 10 digits"); §4 Contact OTP
 * @param mobile - The input's current value, normally the output of {@link normaliseMobile}.
 * @returns True when the OTP may be sent.
 * @example canSendOtp('987654321') // false: only 9 digits
 */
export function canSendOtp(mobile: string): boolean {
  return mobile.length === MOBILE_LENGTH && /^\d+$/.test(mobile) && isValidMobile(mobile);
}

export const sharedMobile = requiredField(isValidMobile, 'MOBILE_INVALID', 'Indian mobile number: 10 digits starting 6-9 (separators ignored), not 9999999999');
export const loginMobile = requiredField(isValidMobile, 'LOGIN_MOBILE_INVALID', 'Indian mobile number: 10 digits starting 6-9 (separators ignored), not 9999999999');

/**
 * Mobile validator for the contact form and shared use.
 *
 * @rule VAL-MOBILE-004 An invalid mobile number is refused with 'Please enter correct mobile
 *   number' (contact form and shared) or 'Mobile Number is not valid' (login modal).
 * @spec §5 Mobile; §8 Invalid mobile
 * @param value - The text typed.
 * @returns Accepted, 'Field cannot be left empty' when blank, else 'Please enter correct mobile number'.
 * @example validateMobile('12345') // { ok: false, message: 'Please enter correct mobile number' }
 */
export const validateMobile: Validator = sharedMobile.validate;

/**
 * Mobile validator for the login modal ('Mobile Number is not valid').
 *
 * @param value - The text typed.
 * @returns Accepted, or refused with the login message (or the empty-field message when blank).
 * @example validateLoginMobile('5876543210') // { ok: false, message: 'Mobile Number is not valid' }
 */
export const validateLoginMobile: Validator = loginMobile.validate;

