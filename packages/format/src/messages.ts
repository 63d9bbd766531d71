import type { Locale } from './locale.js';

/**
 * The words the formatters add around numbers, per locale. Hindi uses the Devanagari words a
 * Hindi reader expects; the digits stay Latin, as on the Hindi pages.
 */
export const UNIT_LABELS: Readonly<Record<Locale, {
  readonly lakh: string;
  readonly croreAndMore: string;
  readonly thousandsAndMore: string;
  readonly more: string;
  readonly readTime: (minutes: string) => string;
  /** Under a minute ago (FMT-009). */
  readonly justNow: string;
}>> = {
  en: { lakh: ' Lakh', croreAndMore: ' Cr+', thousandsAndMore: 'K+', more: '+', readTime: (minutes) => `${minutes} min read`, justNow: 'just now' },
  hi: { lakh: ' लाख', croreAndMore: ' करोड़+', thousandsAndMore: ' हज़ार+', more: '+', readTime: (minutes) => `${minutes} मिनट में पढ़ें`, justNow: 'अभी-अभी' },
};

/**
 * Messages of {@link FormatError}.
 */
export const FORMAT_ERROR_MESSAGES = {
  NOT_FINITE: (value: number) => `Expected a finite number, got ${value}`,
  NEGATIVE: (value: number) => `Expected a number of at least 0, got ${value}`,
  INVALID_DATE: (value: string) => `Expected a Date or an ISO 8601 date string, got "${value}"`,
} as const;
