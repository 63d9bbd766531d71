import { optionalField, type Validator } from './field.js';

/**
 * Whether a value is an Indian postal PIN code.
 *
 * India Post's PIN has six digits; the first names one of the nine postal zones (1–8 geographic,
 * 9 the Army Postal Service), so it is never 0.
 *
 * @rule VAL-PINCODE-001 A pincode is exactly 6 digits and does not start with 0; empty passes.
 * @spec §5 Shared validators (pincode: 6 digits, no leading zero); India Post, "Postal Index Number"
 * @param value - A non-blank value.
 * @returns True when it is a PIN code.
 * @example isValidPincode('110001') // true
 */
export function isValidPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}

export const pincode = optionalField(isValidPincode, 'PINCODE_INVALID', 'PIN code: 6 digits, not starting with 0; empty allowed');

/**
 * Validator: a 6-digit PIN code (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with 'Please enter a valid 6-digit pincode.'.
 * @example validatePincode('011001') // { ok: false, message: 'Please enter a valid 6-digit pincode.' }
 */
export const validatePincode: Validator = pincode.validate;
