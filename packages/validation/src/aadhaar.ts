import { optionalField, type Validator } from './field.js';
import { hasValidVerhoeffCheckDigit } from './verhoeff.js';

/** 12 digits, the first 2–9, optionally grouped 4-4-4 with single spaces as printed on the card. */
const AADHAAR_SHAPE = /^[2-9]\d{3} ?\d{4} ?\d{4}$/;

/**
 * Whether a value is an Aadhaar number.
 *
 * UIDAI: 12 digits; the first is never 0 or 1; the last is a Verhoeff check digit. Spaces between
 * the 4-digit groups are accepted because the card prints the number that way.
 *
 * @rule VAL-AADHAAR-001 An Aadhaar number is 12 digits (optionally written 4-4-4 with single
 *   spaces) starting with 2 to 9, whose last digit is the Verhoeff check digit; empty passes.
 * @spec §5 Shared validators (Aadhaar: 12 digits, starting 2 to 9); UIDAI, Aadhaar number structure
 * @param value - A non-blank value.
 * @returns True when it is an Aadhaar number.
 * @example isValidAadhaar('2341 2341 2346') // true
 */
export function isValidAadhaar(value: string): boolean {
  return AADHAAR_SHAPE.test(value) && hasValidVerhoeffCheckDigit(value.replace(/ /g, ''));
}

export const aadhaar = optionalField(isValidAadhaar, 'AADHAAR_INVALID', 'Aadhaar number: 12 digits starting 2-9 with a Verhoeff check digit, optionally grouped 4-4-4 with spaces; empty allowed');

/**
 * Validator: an Aadhaar number (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with 'Please enter a valid 12-digit Aadhaar number.'.
 * @example validateAadhaar('234123412345') // { ok: false, message: 'Please enter a valid 12-digit Aadhaar number.' }
 */
export const validateAadhaar: Validator = aadhaar.validate;
