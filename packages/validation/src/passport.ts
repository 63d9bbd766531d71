import { optionalField, type Validator } from './field.js';

/**
 * Whether a value is an Indian passport number.
 *
 * The Ministry of External Affairs (Passport Seva) issues passport numbers of one letter and seven
 * digits; the letters Q, X and Z are not used as the first character.
 *
 * @rule VAL-PASSPORT-001 An Indian passport number is 1 capital letter other than Q, X or Z,
 *   followed by 7 digits; empty passes.
 * @spec §5 Shared validators (passport); Ministry of External Affairs, passport number format
 * @param value - A non-blank value.
 * @returns True when it is a passport number.
 * @example isValidPassport('J8369854') // true
 */
export function isValidPassport(value: string): boolean {
  return /^[A-PR-WY]\d{7}$/.test(value);
}

export const passport = optionalField(isValidPassport, 'PASSPORT_INVALID', 'Indian passport number: 1 letter (not Q, X, Z) and 7 digits; empty allowed');

/**
 * Validator: an Indian passport number (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with the passport message.
 * @example validatePassport('Q1234567') // { ok: false, message: … }
 */
export const validatePassport: Validator = passport.validate;
