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

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The formatter cached under `key`, built once: building one is costly and they are immutable. */
function shared<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => Format): Format {
  let format = formats.get(key) as Format | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

/**
 * A shared Intl.NumberFormat: each distinct configuration is built once.
 *
 * @param locale - A Rinn locale.
 * @param options - Intl number options.
 * @returns The formatter.
 * @example numberFormat('en', { maximumFractionDigits: 0 }).format(1234567) // '12,34,567'
 */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return shared(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(locale), options));
}

/**
 * A shared Intl.DateTimeFormat in Asia/Kolkata: each distinct configuration is built once.
 *
 * @param locale - A Rinn locale.
 * @param options - Intl date options (the time zone is always Asia/Kolkata).
 * @returns The formatter.
 * @example dateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(0)) // '1 Jan 1970'
 */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return shared(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: INDIA_TIME_ZONE }));
}
