import { optionalField, type Validator } from './field.js';

/**
 * Whether a value is a Voter ID (Electors Photo Identity Card, EPIC) number.
 *
 * The Election Commission of India issues EPIC numbers as a 3-letter series (the Functional
 * Unique Serial Number code of the assembly constituency) followed by a 7-digit serial. Older
 * cards in state-specific formats exist; ECI replaces them with this format on reissue.
 *
 * @rule VAL-VOTER-001 A voter ID (EPIC) is 3 capital letters followed by 7 digits; empty passes.
 * @spec §5 Shared validators (voter ID); Election Commission of India, EPIC number format
 * @param value - A non-blank value.
 * @returns True when it is an EPIC number.
 * @example isValidVoterId('ABC1234567') // true
 */
export function isValidVoterId(value: string): boolean {
  return /^[A-Z]{3}\d{7}$/.test(value);
}

export const voterId = optionalField(isValidVoterId, 'VOTER_ID_INVALID', 'Voter ID (EPIC): 3 letters and 7 digits; empty allowed');

/**
 * Validator: a Voter ID / EPIC number (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with the voter ID message.
 * @example validateVoterId('AB12345678') // { ok: false, message: … }
 */
export const validateVoterId: Validator = voterId.validate;
