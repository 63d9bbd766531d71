import { tryAgainAt as inPageLanguage } from '@rinn/contract';

/**
 * When a refused client may try again, as Indian users read it (Asia/Kolkata, §9 Display).
 *
 * @param moment - the earliest retry time.
 * @returns e.g. '22 Nov, 5:32 pm IST'.
 * @example
 * tryAgainAt(new Date('2026-11-22T12:02:00Z')); // '22 Nov, 5:32 pm IST'
 */
export function tryAgainAt(moment: Date): string {
  return inPageLanguage(moment.toISOString(), 'en');
}

/**
 * Whole seconds from now until a moment, at least 1.
 *
 * @param now - the current time.
 * @param moment - a later time.
 * @returns the seconds, rounded up.
 * @example
 * secondsUntil(new Date(0), new Date(1500)); // 2
 */
export function secondsUntil(now: Date, moment: Date): number {
  return Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}
