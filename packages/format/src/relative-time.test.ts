import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTimeParts, type RelativeTimeParts } from './relative-time.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms);
const UNIT_MS = { minute: MINUTE, hour: HOUR, day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY } as const;
const RANK = ['now', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;
const rank = (parts: RelativeTimeParts) => RANK.indexOf(parts.unit);
const elapsedArb = fc.integer({ min: 0, max: 50 * 365 * DAY });

describe('relative time', () => {
  it('FMT-009: examples in English and Hindi', () => {
    expect(formatRelativeTime(ago(20_000), new Date(NOW))).toBe('just now');
    expect(formatRelativeTime(ago(5 * MINUTE), new Date(NOW))).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * HOUR + 59 * MINUTE), new Date(NOW))).toBe('2 hours ago');
    expect(formatRelativeTime('2026-11-20T10:00:00Z', new Date('2026-11-22T11:00:00Z'))).toBe('2 days ago');
    expect(formatRelativeTime(ago(41 * DAY), new Date(NOW))).toBe('1 month ago');
    expect(formatRelativeTime(ago(15 * DAY), new Date(NOW))).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(800 * DAY), new Date(NOW))).toBe('2 years ago');
    expect(formatRelativeTime(ago(20_000), new Date(NOW), { locale: 'hi' })).toBe('अभी-अभी');
    expect(formatRelativeTime('2026-11-20T10:00:00Z', new Date('2026-11-22T11:00:00Z'), { locale: 'hi' })).toBe('2 दिन पहले');
    expect(formatRelativeTime(ago(5 * HOUR), new Date(NOW), { locale: 'hi' })).toBe('5 घंटे पहले');
  });

  test.prop([fc.integer({ min: -10 * 365 * DAY, max: MINUTE - 1 })])('FMT-009: under a minute, or in the future, is just now', (elapsed) => {
    expect(relativeTimeParts(ago(elapsed), new Date(NOW))).toEqual({ unit: 'now' });
    expect(formatRelativeTime(ago(elapsed), new Date(NOW))).toBe('just now');
    expect(formatRelativeTime(ago(elapsed), new Date(NOW), { locale: 'hi' })).toBe('अभी-अभी');
  });

  test.prop([elapsedArb])('FMT-009: the value is the elapsed time in its unit, rounded down, and the next unit would be under 1', (elapsed) => {
    const parts = relativeTimeParts(ago(elapsed), new Date(NOW));
    if (parts.unit === 'now') {
      expect(elapsed).toBeLessThan(MINUTE);
      return;
    }
    expect(parts.value).toBe(Math.floor(elapsed / UNIT_MS[parts.unit]));
    expect(parts.value).toBeGreaterThanOrEqual(1);
    const larger = { minute: HOUR, hour: DAY, day: 7 * DAY, week: 30 * DAY, month: 365 * DAY, year: Number.POSITIVE_INFINITY }[parts.unit];
    expect(elapsed).toBeLessThan(larger);
  });

  test.prop([elapsedArb, elapsedArb])('FMT-009: a longer time never reads in a smaller unit', (a, b) => {
    const [shorter, longer] = a <= b ? [a, b] : [b, a];
    expect(rank(relativeTimeParts(ago(longer), new Date(NOW)))).toBeGreaterThanOrEqual(rank(relativeTimeParts(ago(shorter), new Date(NOW))));
  });

  test.prop([elapsedArb, fc.constantFrom('en' as const, 'hi' as const)])('FMT-009: the text carries the value in Latin digits and reads as past', (elapsed, locale) => {
    const parts = relativeTimeParts(ago(elapsed), new Date(NOW));
    const text = formatRelativeTime(ago(elapsed), new Date(NOW), { locale });
    if (parts.unit === 'now') return;
    expect(text.replace(/[^\d]/g, '')).toBe(String(parts.value));
    expect(text.endsWith(locale === 'hi' ? 'पहले' : 'ago')).toBe(true);
  });

  it('FMT-009: an invalid date is refused', () => {
    expect(() => formatRelativeTime('yesterday', new Date(NOW))).toThrow(/ISO 8601/);
  });
});
