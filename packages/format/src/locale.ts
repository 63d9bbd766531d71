/** The languages Rinn is written in (the language toggle of §1 switches between them). */
export type Locale = 'en' | 'hi';

/** The time zone every date is shown in (§9 Display); `indiaClock` applies it. */
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
