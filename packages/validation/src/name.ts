import { optionalField, requiredField, type Validator } from './field.js';

/**
 * Whether a non-empty value is a person's name.
 *
 * Only Latin letters are accepted because the name is matched against PAN and credit-bureau
 * records, which are kept in Latin script.
 *
 * @rule VAL-NAME-001 A name (the full name) is letters A–Z (either case) and spaces only; anything
 *   else is refused with 'Please enter a valid name'.
 * @spec §5 Name; §5 Shared validators (full name)
 * @param value - A non-blank value.
 * @returns True when it is letters and spaces only.
 * @example isValidName('Asha Rani') // true
 */
export function isValidName(value: string): boolean {
  return /^[A-Za-z ]+$/.test(value);
}

export const requiredName = requiredField(isValidName, 'NAME_INVALID', 'Name: letters and spaces');
export const optionalFullName = optionalField(isValidName, 'NAME_INVALID', 'Full name: letters and spaces; empty allowed');

/**
 * Required name validator (chatbot details and contact form).
 *
 * @param value - The text typed.
 * @returns Accepted, 'Field cannot be left empty', or 'Please enter a valid name'.
 * @example validateName('R2D2') // { ok: false, message: 'Please enter a valid name' }
 */
export const validateName: Validator = requiredName.validate;

/**
 * Shared full-name validator: the name rule, but an empty value passes.
 *
 * @param value - The text typed.
 * @returns Accepted when empty or a valid name, else 'Please enter a valid name'.
 * @example validateFullName('') // { ok: true }
 */
export const validateFullName: Validator = optionalFullName.validate;

