/** The languages Rinn is written in (the language toggle of §1 switches between them). */
export type Locale = 'en' | 'hi';

/** The time zone every date is shown in (§9 Display). */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * The BCP 47 tag Intl needs for a Rinn locale: Indian English or Hindi, both with Indian digit
 * grouping and Latin digits.
 *
 * @param locale - A Rinn locale.
 * @returns 'en-IN' or 'hi-IN'.
 * @example intlLocale('hi') // 'hi-IN'
 */
export function intlLocale(locale: Locale): 'en-IN' | 'hi-IN' {
  return locale === 'hi' ? 'hi-IN' : 'en-IN';
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A shared Intl.NumberFormat: building one is costly and they are immutable, so each distinct
 * configuration is built once.
 *
 * @param locale - A Rinn locale.
 * @param options - Intl number options.
 * @returns The formatter.
 * @example numberFormat('en', { maximumFractionDigits: 0 }).format(1234567) // '12,34,567'
 */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A shared Intl.DateTimeFormat in Asia/Kolkata.
 *
 * @param locale - A Rinn locale.
 * @param options - Intl date options (the time zone is always Asia/Kolkata).
 * @returns The formatter.
 * @example dateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(0)) // '1 Jan 1970'
 */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: INDIA_TIME_ZONE });
    dateTimeFormats.set(key, format);
  }
  return format;
}
