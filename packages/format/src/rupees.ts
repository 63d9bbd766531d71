import { assertFinite } from './errors.js';
import { numberFormat, type Locale } from './locale.js';

/** Options of {@link formatRupees}. */
export interface RupeesOptions {
  /** Language of the page. Default 'en'. */
  readonly locale?: Locale;
  /** Show paise: always two decimals. Default false: rounded to the nearest rupee. */
  readonly paise?: boolean;
}

/**
 * An amount in rupees with the ₹ sign and Indian grouping.
 *
 * @rule FMT-002 Rupee amounts are shown as ₹ and the Indian-grouped amount (Intl currency INR),
 *   rounded to the nearest rupee, or with exactly two decimals when paise are asked for; a
 *   negative amount starts with a minus sign before the ₹.
 * @spec §9 Display
 * @workedExample 1234567 → "₹12,34,567"; 2124.5 with paise → "₹2,124.50"
 * @param amount - A finite amount in rupees.
 * @param options - Locale and whether to show paise.
 * @returns The formatted amount.
 * @throws FormatError (NOT_FINITE) for NaN or an infinity.
 * @example formatRupees(1234567) // '₹12,34,567'
 * @example formatRupees(2124.5, { paise: true }) // '₹2,124.50'
 */
export function formatRupees(amount: number, options: RupeesOptions = {}): string {
  const { locale = 'en', paise = false } = options;
  const fractionDigits = paise ? 2 : 0;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: 'negative',
  }).format(assertFinite(amount));
}
