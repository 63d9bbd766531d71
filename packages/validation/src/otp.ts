import { requiredField, type Validator } from './field.js';

/** §9 Login: the OTP has 4 digits. */
const OTP_DIGITS = /^\d{4}$/;

/**
 * Whether a value is a complete one-time password.
 *
 * @rule VAL-OTP-001 An OTP is digits only and exactly 4 of them; the message is 'Please enter a
 *   valid Otp' in the chatbot (the default) and 'The OTP you have entered is incorrect' in the
 *   contact form.
 * @spec §5 OTP; §9 Login (OTP 4 digits)
 * @param value - The OTP as typed.
 * @returns True when it is exactly 4 digits.
 * @example isValidOtp('0427') // true
 */
export function isValidOtp(value: string): boolean {
  return OTP_DIGITS.test(value);
}

export const chatbotOtp = requiredField(isValidOtp, 'CHATBOT_OTP_INVALID', 'One-time password: exactly 4 digits');
export const contactOtp = requiredField(isValidOtp, 'CONTACT_OTP_INCORRECT', 'One-time password: exactly 4 digits');

/**
 * OTP validator with the default (chatbot) message 'Please enter a valid Otp'.
 *
 * @param value - The text typed.
 * @returns Accepted, 'Field cannot be left empty', or 'Please enter a valid Otp'.
 * @example validateOtp('12a4') // { ok: false, message: 'Please enter a valid Otp' }
 */
export const validateOtp: Validator = chatbotOtp.validate;

/**
 * OTP validator for the contact form ('The OTP you have entered is incorrect').
 *
 * @param value - The text typed.
 * @returns Accepted, 'Field cannot be left empty', or the contact form's message.
 * @example validateContactOtp('123') // { ok: false, message: 'The OTP you have entered is incorrect' }
 */
export const validateContactOtp: Validator = contactOtp.validate;

