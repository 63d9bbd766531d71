import { requiredField, type Validator } from './field.js';
import { visibleLength } from './length.js';

/** §5 Contact message: at least 10 characters. */
const CONTACT_MESSAGE_MIN_LENGTH = 10;

export const contactMessage = requiredField((value) => visibleLength(value) >= CONTACT_MESSAGE_MIN_LENGTH, 'CONTACT_MESSAGE_TOO_SHORT', 'Contact message: at least 10 characters');

/**
 * Validator of the contact form's message.
 *
 * @rule VAL-MESSAGE-001 The contact message needs at least 10 characters (surrounding whitespace
 *   not counted), else 'Write at least 10 characters in the message.'; empty gives 'Field cannot
 *   be left empty'.
 * @spec §5 Contact message
 * @param value - The text typed.
 * @returns Accepted or refused with the message to show.
 * @example validateContactMessage('Hi there') // { ok: false, message: 'Write at least 10 characters in the message.' }
 */
export const validateContactMessage: Validator = contactMessage.validate;

