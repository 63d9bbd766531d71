import { z } from 'zod';
import { optionalField, type Validator } from './field.js';
import { ADDRESS_INVALID, ALPHA_INVALID, ALPHANUMERIC_INVALID, URL_INVALID } from './messages.js';

/**
 * Whether a value is Latin letters only (no spaces, digits or marks).
 *
 * @rule VAL-ALPHA-001 alpha accepts letters A–Z in either case and nothing else; empty passes.
 * @spec §5 Shared validators (alpha)
 * @param value - A non-blank value.
 * @returns True when every character is a letter.
 * @example isAlpha('Pune') // true
 */
export function isAlpha(value: string): boolean {
  return /^[A-Za-z]+$/.test(value);
}

/**
 * Whether a value is Latin letters and digits only.
 *
 * @rule VAL-ALNUM-001 alphanumeric accepts letters A–Z in either case and digits 0–9 and nothing
 *   else (no spaces or special characters); empty passes.
 * @spec §5 Shared validators (alphanumeric)
 * @param value - A non-blank value.
 * @returns True when every character is a letter or a digit.
 * @example isAlphanumeric('VXi20') // true
 */
export function isAlphanumeric(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

/**
 * Whether a value uses only the characters of a postal address.
 *
 * @rule VAL-ADDRESS-001 An address holds letters, digits, whitespace (line breaks included) and
 *   the punctuation , . - / # ' ( ) & : ; — and at least one letter or digit; empty passes.
 * @spec §5 Shared validators (address characters)
 * @param value - A non-blank value.
 * @returns True when every character is allowed and one is a letter or digit.
 * @example isValidAddress('Flat 4B, 12/3 MG Road, Pune - 411001') // true
 */
export function isValidAddress(value: string): boolean {
  return /^[A-Za-z0-9\s,.\-/#'()&:;]+$/.test(value) && /[A-Za-z0-9]/.test(value);
}

// zod's URL check parses with the WHATWG URL parser; the domain pattern refuses bare hosts such
// as "localhost" that a visitor could not open.
const webAddress = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/**
 * Whether a value is a web address a visitor can open.
 *
 * @rule VAL-URL-001 A URL is an absolute http or https address with a dotted domain name; empty
 *   passes.
 * @spec §5 Shared validators (url)
 * @param value - A non-blank value.
 * @returns True when it is an http(s) URL with a domain.
 * @example isValidUrl('https://example.in/loans?type=car') // true
 */
export function isValidUrl(value: string): boolean {
  return webAddress.safeParse(value).success;
}

const alpha = optionalField(isAlpha, ALPHA_INVALID, 'Letters only; empty allowed');
const alphanumeric = optionalField(isAlphanumeric, ALPHANUMERIC_INVALID, 'Letters and digits only; empty allowed');
const address = optionalField(isValidAddress, ADDRESS_INVALID, "Postal address: letters, digits, whitespace and , . - / # ' ( ) & : ;; empty allowed");
const url = optionalField(isValidUrl, URL_INVALID, 'http(s) web address with a domain name; empty allowed');

/**
 * Validator: letters only (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with 'Please use letters only.'.
 * @example validateAlpha('Pune1') // { ok: false, message: 'Please use letters only.' }
 */
export const validateAlpha: Validator = alpha.validate;
/**
 * Zod schema of {@link validateAlpha}.
 *
 * @example alphaSchema.safeParse('Pune').success // true
 */
export const alphaSchema: z.ZodString = alpha.schema;

/**
 * Validator: letters and digits only (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with 'Please use letters and numbers only.'.
 * @example validateAlphanumeric('VXi 20') // { ok: false, message: 'Please use letters and numbers only.' }
 */
export const validateAlphanumeric: Validator = alphanumeric.validate;
/**
 * Zod schema of {@link validateAlphanumeric}.
 *
 * @example alphanumericSchema.safeParse('VXi20').success // true
 */
export const alphanumericSchema: z.ZodString = alphanumeric.schema;

/**
 * Validator: address characters (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with the address message.
 * @example validateAddress('12 MG Road <b>') // { ok: false, message: … }
 */
export const validateAddress: Validator = address.validate;
/**
 * Zod schema of {@link validateAddress}.
 *
 * @example addressSchema.safeParse('12 MG Road').success // true
 */
export const addressSchema: z.ZodString = address.schema;

/**
 * Validator: an http(s) web address (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with the URL message.
 * @example validateUrl('example') // { ok: false, message: … }
 */
export const validateUrl: Validator = url.validate;
/**
 * Zod schema of {@link validateUrl}.
 *
 * @example urlSchema.safeParse('https://example.in').success // true
 */
export const urlSchema: z.ZodString = url.schema;
