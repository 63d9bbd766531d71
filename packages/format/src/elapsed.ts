import { toInstant, type DateInput } from './date-time.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Whole hours from one moment to another, for "last activity … hrs" on an application card.
 *
 * @rule FMT-007 Hours since an update are whole hours, rounded down, and never negative (a clock
 *   ahead of the device's shows 0).
 * @spec §3 Application or lead (updatedAt shown as last activity with the suffix hrs)
 * @workedExample from 10:00 to 12:59 the same day → 2
 * @param from - When it happened (e.g. updatedAt).
 * @param now - The current moment, passed in by the caller.
 * @returns The whole hours elapsed, at least 0.
 * @throws FormatError (INVALID_DATE) when either input is not a valid date.
 * @example hoursSince('2026-11-22T10:00:00Z', new Date('2026-11-22T12:59:00Z')) // 2
 */
export function hoursSince(from: DateInput, now: DateInput): number {
  const elapsed = toInstant(now).getTime() - toInstant(from).getTime();
  return Math.max(0, Math.floor(elapsed / HOUR_MS));
}
