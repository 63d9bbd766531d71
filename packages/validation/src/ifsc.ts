import { optionalField, type Validator } from './field.js';

/**
 * Whether a value is an Indian Financial System Code.
 *
 * RBI: 11 characters — 4 letters for the bank, a 0 reserved for future use, and 6 characters
 * (usually digits, sometimes letters) for the branch.
 *
 * @rule VAL-IFSC-001 An IFSC is 4 capital letters, the digit 0, and 6 capital letters or digits;
 *   empty passes.
 * @spec §5 Shared validators (IFSC); Reserve Bank of India, IFSC format
 * @param value - A non-blank value.
 * @returns True when it is an IFSC.
 * @example isValidIfsc('SBIN0000001') // true
 */
export function isValidIfsc(value: string): boolean {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value);
}

export const ifsc = optionalField(isValidIfsc, 'IFSC_INVALID', 'IFSC: 4 letters, 0, 6 letters or digits, e.g. SBIN0000001; empty allowed');

/**
 * Validator: an IFSC (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with the IFSC message.
 * @example validateIfsc('SBIN1000001') // { ok: false, message: 'Please enter a valid IFSC, e.g. SBIN0001234.' }
 */
export const validateIfsc: Validator = ifsc.validate;
