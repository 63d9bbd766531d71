import { assertNonNegative } from './errors.js';
import { intlLocale, type Locale } from './locale.js';

/** The units a loan's tenure is told in. */
export type DurationUnit = 'years' | 'months';

const durationFormats = new Map<string, Intl.NumberFormat>();

function durationFormat(unit: DurationUnit, locale: Locale): Intl.NumberFormat {
  const key = `${unit}:${locale}`;
  let format = durationFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: unit === 'years' ? 'year' : 'month', unitDisplay: 'long', maximumFractionDigits: 0 });
    durationFormats.set(key, format);
  }
  return format;
}

/**
 * A tenure as a person says it: "1 year", "5 years", "1 month", "18 months" (Hindi "1 वर्ष",
 * "5 वर्ष", "1 महीना", "18 महीने").
 *
 * @rule FMT-010 A tenure is written with its number and the unit in the page language, singular
 *   or plural as the number needs: "1 year", "5 years", "1 month", "18 months"; Hindi "1 वर्ष",
 *   "5 वर्ष", "1 महीना", "18 महीने". The words are Intl's unit names, so no plural is hand-made.
 * @spec §2 Calculators (tenure slider); §9 Display
 * @workedExample 1 → "1 year"; 5 → "5 years"; 18 months in Hindi → "18 महीने"
 * @param value - A whole number of years or months, at least 0.
 * @param unit - 'years' or 'months'.
 * @param options - The locale (default 'en').
 * @returns The tenure as text.
 * @throws FormatError (NOT_FINITE, NEGATIVE) for NaN, an infinity or a negative number.
 * @example formatDuration(1, 'years') // '1 year'
 */
export function formatDuration(value: number, unit: DurationUnit, options: { readonly locale?: Locale } = {}): string {
  return durationFormat(unit, options.locale ?? 'en').format(assertNonNegative(value));
}

/**
 * The unit word of {@link formatDuration} alone, for a field that shows the number in an input
 * and the unit beside it: "year" beside 1, "years" beside 5 (FMT-010).
 *
 * @param value - The number the word goes with.
 * @param unit - 'years' or 'months'.
 * @param options - The locale (default 'en').
 * @returns The unit word.
 * @throws FormatError (NOT_FINITE, NEGATIVE) as {@link formatDuration}.
 * @example durationUnitName(5, 'years', { locale: 'hi' }) // 'वर्ष'
 */
export function durationUnitName(value: number, unit: DurationUnit, options: { readonly locale?: Locale } = {}): string {
  const parts = durationFormat(unit, options.locale ?? 'en').formatToParts(assertNonNegative(value));
  return parts
    .filter((part) => part.type === 'unit')
    .map((part) => part.value)
    .join('');
}
