import { assertNonNegative } from './errors.js';
import { formatIndianNumber } from './indian-number.js';
import type { Locale } from './locale.js';
import { UNIT_LABELS } from './messages.js';

/**
 * A count of customers or partners, in thousands with a plus: "25K+".
 *
 * The count is rounded down to whole thousands so the "+" stays true; below a thousand the exact
 * count is shown with a plus.
 *
 * @rule FMT-005 Customer and partner counts are shown in whole thousands, rounded down, with "K+"
 *   (Hindi " हज़ार+"): 25,430 → "25K+"; a count below 1,000 is shown as itself with "+".
 * @spec §9 Display ("Customers and partners shown in thousands with '+'")
 * @workedExample 25,430 → "25K+"; 12,00,000 → "1,200K+"; 850 → "850+"
 * @param count - A count of at least 0.
 * @param options - The locale (default 'en').
 * @returns The rounded-down count with its plus.
 * @throws FormatError (NOT_FINITE, NEGATIVE) for NaN, an infinity or a negative count.
 * @example formatThousandsPlus(25430) // '25K+'
 * @example formatThousandsPlus(25430, { locale: 'hi' }) // '25 हज़ार+'
 */
export function formatThousandsPlus(count: number, options: { readonly locale?: Locale } = {}): string {
  const { locale = 'en' } = options;
  const whole = Math.floor(assertNonNegative(count));
  const labels = UNIT_LABELS[locale];
  if (whole < 1000) return `${formatIndianNumber(whole, { locale })}${labels.more}`;
  return `${formatIndianNumber(Math.floor(whole / 1000), { locale })}${labels.thousandsAndMore}`;
}
