import { fieldFrom, isBlank, type PlainField, type Validator } from './field.js';

/**
 * Number of characters a person sees, ignoring surrounding whitespace. Counts code points, so a
 * character outside the Basic Multilingual Plane counts once.
 *
 * @param value - The text.
 * @returns Its trimmed length in code points.
 * @example visibleLength('  नमस्ते ') // 6
 */
export function visibleLength(value: string): number {
  return [...value.trim()].length;
}

const assertLimit = (limit: number): void => {
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`A length limit must be a whole number of at least 0, got ${limit}`);
};

export const minLengthField = (minimum: number): PlainField => {
  assertLimit(minimum);
  return fieldFrom((value) => (visibleLength(value) >= minimum ? undefined : { code: 'MIN_LENGTH', params: { minimum } }));
};

export const maxLengthField = (maximum: number): PlainField => {
  assertLimit(maximum);
  return fieldFrom((value) => (isBlank(value) || [...value].length <= maximum ? undefined : { code: 'MAX_LENGTH', params: { maximum } }));
};

/**
 * Validator factory: at least `minimum` characters.
 *
 * @rule VAL-LENGTH-001 minLength(n) refuses a value with fewer than n characters (surrounding
 *   whitespace not counted), including the empty value when n > 0.
 * @spec §5 Shared validators (minLength; "Empty values pass unless minLength applies")
 * @param minimum - The fewest characters allowed (a whole number ≥ 0).
 * @returns The validator.
 * @throws RangeError when `minimum` is not a whole number ≥ 0.
 * @example minLength(3)('ab') // { ok: false, message: 'Please enter at least 3 characters.' }
 */
export function minLength(minimum: number): Validator {
  return minLengthField(minimum).validate;
}

/**
 * Validator factory: at most `maximum` characters.
 *
 * @rule VAL-LENGTH-002 maxLength(n) refuses a value with more than n characters (counted as
 *   typed, in code points); the empty value passes.
 * @spec §5 Shared validators (maxLength)
 * @param maximum - The most characters allowed (a whole number ≥ 0).
 * @returns The validator.
 * @throws RangeError when `maximum` is not a whole number ≥ 0.
 * @example maxLength(5)('abcdef') // { ok: false, message: 'Please enter no more than 5 characters.' }
 */
export function maxLength(maximum: number): Validator {
  return maxLengthField(maximum).validate;
}

