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
 * The date and time in India (Asia/Kolkata) at an instant, as numbers: for code that computes
 * with the calendar (the first EMI month, a working-day deadline, a dated ticket id) rather than
 * showing it. Arithmetic, not `Intl.DateTimeFormat(...).formatToParts` read back as numbers; the
 * tests prove it equal to Intl in Asia/Kolkata.
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
 * The calendar day an instant falls on in India (Asia/Kolkata), without the time: what the age and
 * deadline rules compute with.
 *
 * @param instant - a valid Date
 * @returns its year, month (1–12) and day in India
 * @example indiaCalendarDate(new Date('2026-11-21T18:30:00Z')) // { year: 2026, month: 11, day: 22 }
 */
export function indiaCalendarDate(instant: Date): { readonly year: number; readonly month: number; readonly day: number } {
  const { year, month, day } = indiaClock(instant);
  return { year, month, day };
}

/**
 * A calendar date as ISO 8601 writes it, for storage, ids and `toInstant` (which reads a date-only
 * text as that day in India).
 *
 * @param date - year, month (1–12) and day
 * @returns 'YYYY-MM-DD'
 * @example isoCalendarDate({ year: 2026, month: 1, day: 5 }) // '2026-01-05'
 */
export function isoCalendarDate(date: { readonly year: number; readonly month: number; readonly day: number }): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
