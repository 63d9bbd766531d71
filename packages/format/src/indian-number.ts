import { assertFinite } from './errors.js';
import { numberFormat, type Locale } from './locale.js';

/** Options of {@link formatIndianNumber}. */
export interface IndianNumberOptions {
  /** Language of the page; both use Latin digits and Indian grouping. Default 'en'. */
  readonly locale?: Locale;
  /** Most digits after the decimal point (rounded half away from zero). Default 2. */
  readonly maximumFractionDigits?: number;
}

/**
 * A number with Indian digit grouping: the last three digits, then groups of two.
 *
 * @rule FMT-001 Numbers are shown with Indian digit grouping (…,dd,dd,ddd) by Intl.NumberFormat for
 *   en-IN or hi-IN, with at most 2 decimals by default and no sign on zero.
 * @spec §9 Display ("Indian digit grouping")
 * @workedExample 1234567 → "12,34,567"
 * @param value - A finite number.
 * @param options - Locale and decimals.
 * @returns The grouped number, e.g. "12,34,567".
 * @throws FormatError (NOT_FINITE) for NaN or an infinity.
 * @example formatIndianNumber(1234567) // '12,34,567'
 * @example formatIndianNumber(1234.5, { locale: 'hi' }) // '1,234.5'
 */
export function formatIndianNumber(value: number, options: IndianNumberOptions = {}): string {
  const { locale = 'en', maximumFractionDigits = 2 } = options;
  return numberFormat(locale, { maximumFractionDigits, signDisplay: 'negative' }).format(assertFinite(value));
}

/** An optional minus, digits with commas anywhere between them, and an optional fraction. */
const GROUPED_NUMBER = /^-?\d[\d,]*(\.\d+)?$/;

/**
 * Reads a number written with digit grouping, as typed into a numeric input.
 *
 * @rule FMT-003 Parsing removes the grouping commas and reads what remains as a plain decimal
 *   number (optional minus sign, digits, optional fraction); anything else reads as undefined.
 *   parseIndianNumber(formatIndianNumber(n)) = n for every safe integer n.
 * @spec §5 ("Numeric inputs strip commas"); §9 Display
 * @workedExample "12,34,567" → 1234567
 * @param text - The text, e.g. "12,34,567"; surrounding whitespace is ignored.
 * @returns The number, or undefined when the text is not a number.
 * @example parseIndianNumber('12,34,567') // 1234567
 * @example parseIndianNumber('₹12') // undefined
 */
export function parseIndianNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!GROUPED_NUMBER.test(trimmed)) return undefined;
  return Number(trimmed.replace(/,/g, ''));
}
