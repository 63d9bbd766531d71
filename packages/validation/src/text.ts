import { optionalField, type Validator } from './field.js';

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

// The WHATWG URL parser every target has (Node, browsers, React Native's polyfill); declared here
// because the package compiles without host types.
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { readonly protocol: string; readonly hostname: string } }).URL;

/** zod 4's `z.regexes.domain` (copied so the plain validators need no zod; a test keeps it equal). */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

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
  // What `z.url({ protocol: /^https?$/, hostname: z.regexes.domain })` checks, without zod: the
  // WHATWG URL parser, then the protocol and a dotted domain name (no bare "localhost").
  let parsed: { readonly protocol: string; readonly hostname: string };
  try {
    parsed = new WhatwgUrl(value.trim());
  } catch {
    return false;
  }
  return /^https?:$/.test(parsed.protocol) && DOMAIN_PATTERN.test(parsed.hostname);
}

export const alpha = optionalField(isAlpha, 'ALPHA_INVALID', 'Letters only; empty allowed');
export const alphanumeric = optionalField(isAlphanumeric, 'ALPHANUMERIC_INVALID', 'Letters and digits only; empty allowed');
export const address = optionalField(isValidAddress, 'ADDRESS_INVALID', "Postal address: letters, digits, whitespace and , . - / # ' ( ) & : ;; empty allowed");
export const url = optionalField(isValidUrl, 'URL_INVALID', 'http(s) web address with a domain name; empty allowed');

/**
 * Validator: letters only (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with 'Please use letters only.'.
 * @example validateAlpha('Pune1') // { ok: false, message: 'Please use letters only.' }
 */
export const validateAlpha: Validator = alpha.validate;

/**
 * Validator: letters and digits only (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with 'Please use letters and numbers only.'.
 * @example validateAlphanumeric('VXi 20') // { ok: false, message: 'Please use letters and numbers only.' }
 */
export const validateAlphanumeric: Validator = alphanumeric.validate;

/**
 * Validator: address characters (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with the address message.
 * @example validateAddress('12 MG Road <b>') // { ok: false, message: … }
 */
export const validateAddress: Validator = address.validate;

/**
 * Validator: an http(s) web address (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with the URL message.
 * @example validateUrl('example') // { ok: false, message: … }
 */
export const validateUrl: Validator = url.validate;
