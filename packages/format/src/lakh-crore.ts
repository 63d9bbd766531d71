import { assertFinite } from './errors.js';
import { formatIndianNumber } from './indian-number.js';
import { numberFormat, type Locale } from './locale.js';
import { UNIT_LABELS } from './messages.js';

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/**
 * An amount abbreviated the Indian way: Lakh from one lakh, Cr+ from one crore.
 *
 * The shown value is truncated, never rounded up, to two decimals: "+" promises at least that
 * much, and rounding would turn 99,99,999 into "100 Lakh" instead of staying below a crore.
 *
 * @rule FMT-004 From 1,00,000 an amount is shown in lakhs ("12.5 Lakh", Hindi "12.5 लाख"); from
 *   1,00,00,000 in crores with a plus ("1 Cr+", Hindi "1 करोड़+"); the number is truncated to at
 *   most 2 decimals; smaller amounts are shown in full with Indian grouping.
 * @spec §9 Display ("1 lakh or more shown as Lakh, 1 crore or more as Cr+")
 * @workedExample 12,50,000 → "12.5 Lakh"; 1,00,00,000 → "1 Cr+"; 99,999 → "99,999"
 * @param amount - A finite amount; a negative one keeps its sign.
 * @param options - The locale (default 'en').
 * @returns The abbreviated amount.
 * @throws FormatError (NOT_FINITE) for NaN or an infinity.
 * @example formatLakhCrore(1250000) // '12.5 Lakh'
 * @example formatLakhCrore(52300000000, { locale: 'hi' }) // '5,230 करोड़+'
 */
export function formatLakhCrore(amount: number, options: { readonly locale?: Locale } = {}): string {
  const { locale = 'en' } = options;
  const magnitude = Math.abs(assertFinite(amount));
  if (magnitude < LAKH) return formatIndianNumber(amount, { locale });
  const [unit, label] = magnitude >= CRORE ? [CRORE, UNIT_LABELS[locale].croreAndMore] : [LAKH, UNIT_LABELS[locale].lakh];
  const scaled = numberFormat(locale, { maximumFractionDigits: 2, roundingMode: 'trunc', signDisplay: 'negative' }).format(amount / unit);
  return `${scaled}${label}`;
}
