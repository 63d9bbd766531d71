import { indiaClock } from '@rinn/format';
import type { CalendarMonth } from '@rinn/loan-math';
import { startTransition, useEffect, useState } from 'react';

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
 * The month draws the calculator's schedule and year chart, which only the browser draws: up to
 * 30 years of rows and bars. Set in an effect as a plain update, that drawing was rendered in one
 * go, without yielding: the last task of a calculator page's hydration, 50–70 ms at 4× CPU. Set in
 * a transition, React renders it in slices and answers a tap between them.
 *
 * @rule HYDRATE-015 What a calculator draws only in the browser (its schedule and year chart,
 *   which depend on today's date) is drawn after hydration as a transition: its rendering yields
 *   to the visitor's input, and a part of it that suspends keeps what is on screen.
 * @returns the month, or null before the page has hydrated
 */
export function useFirstPaymentMonth(): CalendarMonth | null {
  const [month, setMonth] = useState<CalendarMonth | null>(null);
  useEffect(() => startTransition(() => setMonth(monthAfter(new Date()))), []);
  return month;
}
