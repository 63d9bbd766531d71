import { optionalField, type Validator } from './field.js';

/**
 * The fourth character of a PAN: the status (holder type) of the PAN holder, as published by the
 * Income Tax Department ("Know your PAN" / PAN structure).
 */
export const PAN_HOLDER_TYPES = {
  A: 'Association of Persons (AOP)',
  B: 'Body of Individuals (BOI)',
  C: 'Company',
  F: 'Firm (including Limited Liability Partnership)',
  G: 'Government',
  H: 'Hindu Undivided Family (HUF)',
  J: 'Artificial Juridical Person',
  L: 'Local Authority',
  P: 'Individual (Person)',
  T: 'Trust (AOP)',
} as const;

/** A PAN holder-type letter. */
export type PanHolderType = keyof typeof PAN_HOLDER_TYPES;

const PAN_SHAPE = /^[A-Z]{5}\d{4}[A-Z]$/;

/**
 * Whether a value is a Permanent Account Number.
 *
 * Structure (Income Tax Department): characters 1–3 an alphabetic series AAA–ZZZ; 4 the holder
 * type; 5 the first letter of the surname (individuals) or of the name (others); 6–9 a sequence
 * number 0001–9999; 10 an alphabetic check character. The holder type is enforced because every
 * PAN carries one of the ten published letters, so any other letter is a typing mistake; the
 * check character's formula is not published, so it is not checked. Capitals only: the input
 * should upper-case as the user types, and lenders' APIs expect capitals.
 *
 * @rule VAL-PAN-001 A PAN is 5 capital letters, 4 digits and 1 capital letter; empty passes.
 * @spec §5 Shared validators (PAN); Income Tax Department, PAN structure
 * @rule VAL-PAN-002 The 4th character of a PAN is one of the Income Tax Department's holder-type
 *   letters A, B, C, F, G, H, J, L, P, T.
 * @spec Income Tax Department, PAN structure (status of the PAN holder)
 * @param value - A non-blank value.
 * @returns True when it is a PAN.
 * @example isValidPan('ABCPE1234F') // true
 * @example isValidPan('ABCXE1234F') // false: X is not a holder type
 */
export function isValidPan(value: string): boolean {
  return PAN_SHAPE.test(value) && panHolderType(value) !== undefined;
}

/**
 * The holder type a PAN declares in its fourth character.
 *
 * @param pan - A value of the PAN shape.
 * @returns The holder-type letter, or undefined when the fourth character is not one.
 * @example panHolderType('ABCPE1234F') // 'P'
 */
export function panHolderType(pan: string): PanHolderType | undefined {
  const letter = pan.charAt(3);
  return Object.hasOwn(PAN_HOLDER_TYPES, letter) ? (letter as PanHolderType) : undefined;
}

export const pan = optionalField(isValidPan, 'PAN_INVALID', 'PAN: 5 letters (4th the holder type), 4 digits, 1 letter, e.g. ABCPE1234F; empty allowed');

/**
 * Validator: a PAN (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with the PAN message.
 * @example validatePan('ABCDE12345') // { ok: false, message: 'Please enter a valid PAN, e.g. ABCPE1234F.' }
 */
export const validatePan: Validator = pan.validate;
