import { optionalField, type Validator } from './field.js';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * Whether a year of the Gregorian calendar is a leap year.
 *
 * @param year - The year.
 * @returns True for years divisible by 4, except centuries not divisible by 400.
 * @example isLeapYear(2000) // true
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Whether a value is a real calendar date written dd/mm/yyyy.
 *
 * @rule VAL-DATE-001 A date is written dd/mm/yyyy with two-digit day and month and a four-digit
 *   year from 0001, and names a day that exists in the Gregorian calendar (29/02 only in leap
 *   years); empty passes.
 * @spec §5 Shared validators (date dd/mm/yyyy)
 * @param value - A non-blank value.
 * @returns True when it is a real date.
 * @example isValidDate('29/02/2024') // true
 * @example isValidDate('29/02/2023') // false
 */
export function isValidDate(value: string): boolean {
  const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!parts) return false;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= daysInMonth;
}

export const date = optionalField(isValidDate, 'DATE_INVALID', 'Calendar date written dd/mm/yyyy; empty allowed');

/**
 * Validator: a dd/mm/yyyy calendar date (empty passes).
 *
 * @param value - The text typed.
 * @returns Accepted or refused with 'Please enter a valid date as dd/mm/yyyy.'.
 * @example validateDate('31/04/2026') // { ok: false, message: 'Please enter a valid date as dd/mm/yyyy.' }
 */
export const validateDate: Validator = date.validate;
