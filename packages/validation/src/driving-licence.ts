import { optionalField, type Validator } from './field.js';

/**
 * Whether a value is a driving licence number in the national (Sarathi) format.
 *
 * MoRTH's Sarathi system numbers licences as SS RR YYYY NNNNNNN: the 2-letter state code, the
 * 2-digit RTO code, the 4-digit year of issue and a 7-digit serial — 15 characters, commonly
 * written with a space or hyphen between the groups. The state code is not checked against a
 * list because codes change (Telangana moved from TS to TG in 2024); the year must be 19xx or 20xx.
 *
 * @rule VAL-DL-001 A driving licence number is 2 capital letters (state), 2 digits (RTO), a 4-digit
 *   year from 1900 to 2099 and 7 digits, with an optional single space or hyphen between the
 *   groups; empty passes.
 * @spec §5 Shared validators (driving licence); MoRTH Sarathi licence number format
 * @param value - A non-blank value.
 * @returns True when it is a driving licence number.
 * @example isValidDrivingLicence('MH14 20110062821') // true
 * @example isValidDrivingLicence('HR-0619850034761') // true
 */
export function isValidDrivingLicence(value: string): boolean {
  return /^[A-Z]{2}[ -]?\d{2}[ -]?(19|20)\d{2}[ -]?\d{7}$/.test(value);
}

export const drivingLicence = optionalField(isValidDrivingLicence, 'DRIVING_LICENCE_INVALID', 'Driving licence number (Sarathi): state code, RTO code, year, 7-digit serial, e.g. MH14 20110062821; empty allowed');

/**
 * Validator: a driving licence number (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with the driving licence message.
 * @example validateDrivingLicence('MH1420110062') // { ok: false, message: … }
 */
export const validateDrivingLicence: Validator = drivingLicence.validate;
