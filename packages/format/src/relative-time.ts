import { toInstant, type DateInput } from './date-time.js';
import type { Locale } from './locale.js';
import { intlLocale } from './locale.js';
import { UNIT_LABELS } from './messages.js';

/** The units a relative time is told in, from the smallest. */
export type RelativeTimeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** How long ago something happened, as a person would round it. */
export type RelativeTimeParts = { readonly unit: 'now' } | { readonly unit: RelativeTimeUnit; readonly value: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago `from` was, in the largest unit that fits, rounded down (see {@link formatRelativeTime}).
 *
 * @param from - When it happened (e.g. an application's updatedAt).
 * @param now - The current moment, passed in by the caller.
 * @returns `{ unit: 'now' }` under a minute (or in the future), else the unit and a whole value ≥ 1.
 * @throws FormatError (INVALID_DATE) when either input is not a valid date.
 * @example relativeTimeParts('2026-11-20T10:00:00Z', new Date('2026-11-22T11:00:00Z')) // { unit: 'day', value: 2 }
 */
export function relativeTimeParts(from: DateInput, now: DateInput): RelativeTimeParts {
  const elapsed = toInstant(now).getTime() - toInstant(from).getTime();
  if (elapsed < MINUTE_MS) return { unit: 'now' };
  if (elapsed < HOUR_MS) return { unit: 'minute', value: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hour', value: Math.floor(elapsed / HOUR_MS) };
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 7) return { unit: 'day', value: days };
  if (days < 30) return { unit: 'week', value: Math.floor(days / 7) };
  if (days < 365) return { unit: 'month', value: Math.floor(days / 30) };
  return { unit: 'year', value: Math.floor(days / 365) };
}

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'always', style: 'long' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/**
 * How long ago something happened, as a person writes it: "just now", "5 minutes ago",
 * "2 hours ago", "2 days ago", "3 weeks ago" (Hindi "अभी-अभी", "2 दिन पहले" …).
 *
 * @rule FMT-009 A time in the past is told in the largest unit that fits, rounded down: minutes
 *   under an hour, hours under a day, days under a week, weeks under 30 days, months (of 30 days)
 *   under a year, then years; under a minute, and any time in the future (a clock ahead of the
 *   device's), it is "just now". The words are Intl's for the page language.
 * @spec §3 Application or lead (updatedAt shown as last activity)
 * @workedExample 2026-11-20T10:00Z seen at 2026-11-22T11:00Z → "2 days ago" (Hindi "2 दिन पहले")
 * @param from - When it happened.
 * @param now - The current moment, passed in by the caller.
 * @param options - The locale (default 'en').
 * @returns The text.
 * @throws FormatError (INVALID_DATE) when either input is not a valid date.
 * @example formatRelativeTime('2026-11-22T10:00:00Z', new Date('2026-11-22T12:59:00Z')) // '2 hours ago'
 */
export function formatRelativeTime(from: DateInput, now: DateInput, options: { readonly locale?: Locale } = {}): string {
  const { locale = 'en' } = options;
  const parts = relativeTimeParts(from, now);
  if (parts.unit === 'now') return UNIT_LABELS[locale].justNow;
  return relativeFormat(locale).format(-parts.value, parts.unit);
}
