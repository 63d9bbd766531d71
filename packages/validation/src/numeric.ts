import { parseIndianNumber } from '@rinn/format';
import { fieldFrom, isBlank, optionalField, type PlainField, type Validator } from './field.js';
import type { FieldMessage } from './field-message.js';

// Numeric inputs strip commas (§5): every numeric rule reads the text with @rinn/format's
// parseIndianNumber (FMT-003), so "12,34,567" is 1234567 here exactly as it is everywhere else.

/** §5 Shared validators: interest rate between 0 and 30 (percent per annum). */
const INTEREST_RATE_MIN = 0;
const INTEREST_RATE_MAX = 30;

const isWholeNumber = (value: string): boolean => /^[\d,]+$/.test(value.trim()) && parseIndianNumber(value) !== undefined;
const isDecimal = (value: string): boolean => parseIndianNumber(value) !== undefined;
const isPositive = (value: string): boolean => (parseIndianNumber(value) ?? 0) > 0;
const isInterestRate = (value: string): boolean => {
  const rate = parseIndianNumber(value);
  return rate !== undefined && rate >= INTEREST_RATE_MIN && rate <= INTEREST_RATE_MAX;
};

/**
 * @rule VAL-NUMBER-001 number accepts digits only, with optional Indian grouping commas (a whole
 *   number ≥ 0); empty passes.
 * @spec §5 Shared validators (number)
 */
export const wholeNumber = optionalField(isWholeNumber, 'NUMBER_INVALID', 'Whole number: digits, optionally with grouping commas; empty allowed');
/**
 * @rule VAL-DECIMAL-001 decimal accepts a number with an optional minus sign, grouping commas and an
 *   optional fraction after a point, as parseIndianNumber reads it (FMT-003); empty passes.
 * @spec §5 Shared validators (decimal)
 */
export const decimal = optionalField(isDecimal, 'DECIMAL_INVALID', 'Decimal number, optionally with grouping commas; empty allowed');
/**
 * @rule VAL-POSITIVE-001 positive accepts a decimal number greater than 0; empty passes.
 * @spec §5 Shared validators (positive number)
 */
export const positive = optionalField(isPositive, 'POSITIVE_INVALID', 'Number greater than 0; empty allowed');
/**
 * @rule VAL-RATE-001 An interest rate is a decimal number from 0 to 30 inclusive; empty passes.
 * @spec §5 Shared validators (interest rate between 0 and 30)
 */
export const interestRate = optionalField(isInterestRate, 'INTEREST_RATE_INVALID', 'Interest rate in percent per annum, 0 to 30; empty allowed');

const assertFinite = (limit: number): void => {
  if (!Number.isFinite(limit)) throw new RangeError(`A value limit must be a finite number, got ${limit}`);
};

/**
 * @rule VAL-RANGE-001 minValue(n) refuses a value that is not a number or is below n; empty passes.
 * @spec §5 Shared validators (minValue)
 */
export const minValueField = (minimum: number, message: FieldMessage | undefined): PlainField => {
  assertFinite(minimum);
  const refusal: FieldMessage = message ?? { code: 'MIN_VALUE', params: { minimum } };
  return fieldFrom((value) => (isBlank(value) || (parseIndianNumber(value) ?? Number.NaN) >= minimum ? undefined : refusal));
};

/**
 * @rule VAL-RANGE-002 maxValue(n) refuses a value that is not a number or is above n; empty passes.
 * @spec §5 Shared validators (maxValue)
 */
export const maxValueField = (maximum: number, message: FieldMessage | undefined): PlainField => {
  assertFinite(maximum);
  const refusal: FieldMessage = message ?? { code: 'MAX_VALUE', params: { maximum } };
  return fieldFrom((value) => (isBlank(value) || (parseIndianNumber(value) ?? Number.NaN) <= maximum ? undefined : refusal));
};

/**
 * Validator: digits only (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with 'Please enter digits only.'.
 * @example validateNumber('12a') // { ok: false, message: 'Please enter digits only.' }
 */
export const validateNumber: Validator = wholeNumber.validate;

/**
 * Validator: a decimal number (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with 'Please enter a valid number.'.
 * @example validateDecimal('1.2.3') // { ok: false, message: 'Please enter a valid number.' }
 */
export const validateDecimal: Validator = decimal.validate;

/**
 * Validator: a number greater than zero (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with 'Please enter a number greater than 0.'.
 * @example validatePositive('0') // { ok: false, message: 'Please enter a number greater than 0.' }
 */
export const validatePositive: Validator = positive.validate;

/**
 * Validator: an interest rate from 0 to 30 percent (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with the interest-rate message.
 * @example validateInterestRate('30.5') // { ok: false, message: 'Please enter an interest rate between 0 and 30.' }
 */
export const validateInterestRate: Validator = interestRate.validate;

/**
 * Validator factory: a number of at least `minimum` (empty passes).
 *
 * @param minimum - The smallest value allowed.
 * @param message - The message (a code) to show instead of the default 'Please enter a value of at least {minimum}.'.
 * @returns The validator.
 * @throws RangeError when `minimum` is not finite.
 * @example minValue(10000)('9,999') // { ok: false, message: 'Please enter a value of at least 10,000.' }
 */
export function minValue(minimum: number, message?: FieldMessage): Validator {
  return minValueField(minimum, message).validate;
}

/**
 * Validator factory: a number of at most `maximum` (empty passes).
 *
 * @param maximum - The largest value allowed.
 * @param message - The message (a code) to show instead of the default 'Please enter a value of at most {maximum}.'.
 * @returns The validator.
 * @throws RangeError when `maximum` is not finite.
 * @example maxValue(2500000)('25,00,001') // { ok: false, message: 'Please enter a value of at most 25,00,000.' }
 */
export function maxValue(maximum: number, message?: FieldMessage): Validator {
  return maxValueField(maximum, message).validate;
}

