import { requiredField, type Validator } from './field.js';

/**
 * Whether a non-empty value is an email address.
 *
 * Uses zod's email pattern (`z.regexes.email`, copied so the plain validators need no zod; a test
 * keeps the copy equal to zod's) so the whole workspace agrees on what an email address is.
 *
 * @rule VAL-EMAIL-001 An email is required and must be a valid address; the message is 'Please
 *   enter valid email ID.' in the chatbot and 'Please enter valid email.' in the contact form and
 *   shared use.
 * @spec §5 Email
 * @param value - A non-blank value.
 * @returns True when it is an email address.
 * @example isValidEmail('asha@example.in') // true
 */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** zod 4's `z.regexes.email`. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const contactEmail = requiredField(isValidEmail, 'CONTACT_EMAIL_INVALID', 'Email address');
export const chatbotEmail = requiredField(isValidEmail, 'CHATBOT_EMAIL_INVALID', 'Email address');

/**
 * Email validator for the contact form and shared use ('Please enter valid email.').
 *
 * @param value - The text typed.
 * @returns Accepted, 'Field cannot be left empty', or 'Please enter valid email.'.
 * @example validateEmail('asha@') // { ok: false, message: 'Please enter valid email.' }
 */
export const validateEmail: Validator = contactEmail.validate;

/**
 * Email validator for the chatbot details form ('Please enter valid email ID.').
 *
 * @param value - The text typed.
 * @returns Accepted, 'Field cannot be left empty', or 'Please enter valid email ID.'.
 * @example validateChatbotEmail('asha@') // { ok: false, message: 'Please enter valid email ID.' }
 */
export const validateChatbotEmail: Validator = chatbotEmail.validate;

