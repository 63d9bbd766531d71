import { z } from 'zod';
import { requiredField, type Validator } from './field.js';
import { CHATBOT_EMAIL_INVALID, CONTACT_EMAIL_INVALID } from './messages.js';

/**
 * Whether a non-empty value is an email address.
 *
 * Uses zod's own email pattern (`z.regexes.email`) so the whole workspace agrees on what an email
 * address is.
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
  return z.regexes.email.test(value);
}

const contactEmail = requiredField(isValidEmail, CONTACT_EMAIL_INVALID, 'Email address');
const chatbotEmail = requiredField(isValidEmail, CHATBOT_EMAIL_INVALID, 'Email address');

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

/**
 * Zod schema of a required email (contact form and shared message).
 *
 * @example emailSchema.parse('asha@example.in')
 */
export const emailSchema: z.ZodString = contactEmail.schema;

/**
 * Zod schema of a required email with the chatbot's message.
 *
 * @example chatbotEmailSchema.safeParse('asha').success // false
 */
export const chatbotEmailSchema: z.ZodString = chatbotEmail.schema;
