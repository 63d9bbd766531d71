import type { Locale } from './locale.js';

/**
 * India has kept UTC+05:30 all year since 1945 (no daylight saving), so the wall clock in India is
 * the UTC clock moved by a fixed 330 minutes — exact from 1946 on (before, the zone had other
 * offsets), which covers every date Rinn shows.
 */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** A moment as a clock on a wall in India reads it. */
export interface IndiaClock {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  /** 1–31. */
  readonly day: number;
  /** 0–23. */
  readonly hour: number;
  readonly minute: number;
}

/**
 * The date and time in India (Asia/Kolkata) at an instant, by arithmetic.
 *
 * Dates are not read through `Intl.DateTimeFormat`: building the first one on a page loads ICU's
 * calendar data, about 40 ms of main thread in desktop Chromium (measured) and four times that on
 * a budget phone, which the dashboard would pay before showing its cards. The tests prove these
 * parts, and the texts built from them, equal to `Intl.DateTimeFormat` in Asia/Kolkata.
 *
 * @param instant - a valid Date
 * @returns its year, month, day, hour and minute in India
 * @example indiaClock(new Date('2026-11-21T18:30:00Z')) // { year: 2026, month: 11, day: 22, hour: 0, minute: 0 }
 */
export function indiaClock(instant: Date): IndiaClock {
  const wall = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}

/**
 * Month names as CLDR writes them for en-IN and hi-IN (the data behind `Intl`; English "Sept" and
 * the Hindi abbreviations with ॰ are CLDR's), January first.
 */
export const MONTH_NAMES: Readonly<Record<Locale, { readonly short: readonly string[]; readonly long: readonly string[] }>> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  hi: {
    short: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    long: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  },
};

/**
 * The name of a month.
 *
 * @param month - 1–12
 * @param locale - the page language
 * @param width - 'short' (Nov, नव॰) or 'long' (November, नवंबर)
 * @returns the name
 * @example monthName(11, 'hi', 'long') // 'नवंबर'
 */
export function monthName(month: number, locale: Locale, width: 'short' | 'long'): string {
  return MONTH_NAMES[locale][width][month - 1] ?? String(month);
}

/**
 * A 12-hour clock time as en-IN and hi-IN write it: no leading zero on the hour, lower-case am/pm.
 *
 * @param clock - the time in India
 * @returns e.g. '9:05 pm', '12:00 am'
 * @example clockTime({ year: 2026, month: 11, day: 22, hour: 0, minute: 0 }) // '12:00 am'
 */
export function clockTime(clock: Pick<IndiaClock, 'hour' | 'minute'>): string {
  const hour = clock.hour % 12 === 0 ? 12 : clock.hour % 12;
  return `${hour}:${String(clock.minute).padStart(2, '0')} ${clock.hour < 12 ? 'am' : 'pm'}`;
}
