import { assertNonNegative } from './errors.js';
import { formatIndianNumber } from './indian-number.js';
import type { Locale } from './locale.js';
import { UNIT_LABELS } from './messages.js';

/**
 * A blog article's reading time.
 *
 * @rule FMT-008 Reading time is shown in whole minutes, rounded up and at least 1: "5 min read"
 *   (Hindi "5 मिनट में पढ़ें").
 * @spec §2 Blog banner (read time); §3 Blog item readTime
 * @workedExample 4.2 minutes → "5 min read"; 0 → "1 min read"
 * @param minutes - Estimated minutes, at least 0.
 * @param options - The locale (default 'en').
 * @returns The reading time label.
 * @throws FormatError (NOT_FINITE, NEGATIVE) for NaN, an infinity or a negative number.
 * @example formatReadTime(4.2) // '5 min read'
 */
export function formatReadTime(minutes: number, options: { readonly locale?: Locale } = {}): string {
  const { locale = 'en' } = options;
  const whole = Math.max(1, Math.ceil(assertNonNegative(minutes)));
  return UNIT_LABELS[locale].readTime(formatIndianNumber(whole, { locale }));
}
