import { indiaClock } from '@rinn/format';
import type { CalendarMonth } from '@rinn/loan-math';
import { useEffect, useState } from 'react';

/**
 * The calendar month after a given instant in India, when a loan taken then pays its first EMI.
 *
 * @param now - the instant
 * @returns year and month (1–12) of the following month in Asia/Kolkata
 * @example
 * ```ts
 * monthAfter(new Date('2026-12-31T20:00:00Z')); // { year: 2027, month: 2 } (already 1 Jan in India)
 * ```
 */
export function monthAfter(now: Date): CalendarMonth {
  const { year, month } = indiaClock(now);
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/**
 * The first EMI month of a loan taken today, read from the clock after the page has hydrated, so
 * the pre-rendered HTML (built on another day) never disagrees with the browser's first render.
 *
 * @returns the month, or null before the page has hydrated
 */
export function useFirstPaymentMonth(): CalendarMonth | null {
  const [month, setMonth] = useState<CalendarMonth | null>(null);
  useEffect(() => setMonth(monthAfter(new Date())), []);
  return month;
}
