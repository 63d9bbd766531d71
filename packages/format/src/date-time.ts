import { FormatError } from './errors.js';
import { dateTimeFormat, type Locale } from './locale.js';
import { FORMAT_ERROR_MESSAGES } from './messages.js';

/** A moment as the API sends it (ISO 8601 text) or as code holds it. */
export type DateInput = Date | string;

/** How much of the date to show. */
export type DateStyle = 'short' | 'medium' | 'long';

/** Options of {@link formatDate} and {@link formatDateTime}. */
export interface DateOptions {
  /** Language of the page. Default 'en'. */
  readonly locale?: Locale;
  /** 'short' "22/11/2026", 'medium' "22 Nov 2026" (default), 'long' "22 November 2026". */
  readonly style?: DateStyle;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;
const HAS_OFFSET = /(Z|[+-]\d{2}:\d{2})$/;
/** India has kept +05:30 all year since 1945 (no daylight saving), so a fixed offset is exact. */
const INDIA_OFFSET = '+05:30';

/**
 * The instant a date input names.
 *
 * A date-only string ("2026-11-22") names that calendar day in India (midnight IST). A date-time
 * without an offset is read as Indian time too, because the API and its users are in India; with
 * "Z" or an offset it is exact.
 *
 * @param input - A Date or an ISO 8601 string.
 * @returns The instant.
 * @throws FormatError (INVALID_DATE) for an invalid Date or a string that is not ISO 8601.
 * @example toInstant('2026-11-22').toISOString() // '2026-11-21T18:30:00.000Z'
 */
export function toInstant(input: DateInput): Date {
  let instant: Date;
  if (input instanceof Date) {
    instant = input;
  } else {
    // A space between date and time is common in database output; ISO 8601 writes a T.
    const text = input.trim().replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T');
    if (ISO_DATE.test(text)) instant = new Date(`${text}T00:00:00${INDIA_OFFSET}`);
    else if (ISO_DATE_TIME.test(text)) instant = new Date(HAS_OFFSET.test(text) ? text : `${text}${INDIA_OFFSET}`);
    else instant = new Date(Number.NaN);
  }
  if (Number.isNaN(instant.getTime())) throw new FormatError('INVALID_DATE', FORMAT_ERROR_MESSAGES.INVALID_DATE(String(input)));
  return instant;
}

const DATE_PARTS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
};

/**
 * A calendar date as seen in India.
 *
 * @rule FMT-006 Dates and times are shown in the Asia/Kolkata time zone whatever the device's zone
 *   (Intl.DateTimeFormat with timeZone Asia/Kolkata): an instant at 18:30 UTC or later is already
 *   the next day.
 * @spec §9 Display ("Dates use the Asia/Kolkata time zone")
 * @workedExample 2026-11-21T18:30:00Z → "22 Nov 2026"; Hindi → "22 नव॰ 2026"
 * @param input - A Date or an ISO 8601 string.
 * @param options - Locale and style.
 * @returns The formatted date.
 * @throws FormatError (INVALID_DATE) when the input is not a valid date.
 * @example formatDate('2026-11-21T18:30:00Z') // '22 Nov 2026'
 * @example formatDate('2026-11-22', { style: 'short' }) // '22/11/2026'
 */
export function formatDate(input: DateInput, options: DateOptions = {}): string {
  const { locale = 'en', style = 'medium' } = options;
  return dateTimeFormat(locale, DATE_PARTS[style]).format(toInstant(input));
}

/**
 * A date and a 12-hour clock time as seen in India.
 *
 * @param input - A Date or an ISO 8601 string.
 * @param options - Locale and the style of the date part.
 * @returns The formatted date and time, e.g. "22 Nov 2026, 12:00 am".
 * @throws FormatError (INVALID_DATE) when the input is not a valid date.
 * @example formatDateTime('2026-11-21T18:30:00Z') // '22 Nov 2026, 12:00 am'
 */
export function formatDateTime(input: DateInput, options: DateOptions = {}): string {
  const { locale = 'en', style = 'medium' } = options;
  return dateTimeFormat(locale, { ...DATE_PARTS[style], hour: 'numeric', minute: '2-digit', hour12: true }).format(toInstant(input));
}

/**
 * A calendar month, e.g. the first EMI month of a Key Fact Statement.
 *
 * @param month - year and month (1–12)
 * @param options - the page language, and `length: 'short'` for a table column (short month,
 *   two-digit year)
 * @returns e.g. 'January 2027', 'जनवरी 2027'; short: 'जन॰ 27'
 * @example formatMonthYear({ year: 2027, month: 1 }, { locale: 'hi' }) // 'जनवरी 2027'
 * @example formatMonthYear({ year: 2027, month: 1 }, { locale: 'hi', length: 'short' }) // 'जन॰ 27'
 */
export function formatMonthYear(
  month: { readonly year: number; readonly month: number },
  options: Pick<DateOptions, 'locale'> & { readonly length?: 'long' | 'short' } = {},
): string {
  // Mid-month at noon UTC: the same month in India whatever the offset.
  const midMonth = new Date(Date.UTC(month.year, month.month - 1, 15, 12));
  const short = options.length === 'short';
  return dateTimeFormat(options.locale ?? 'en', { month: short ? 'short' : 'long', year: short ? '2-digit' : 'numeric' }).format(midMonth);
}
