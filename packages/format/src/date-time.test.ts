import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthYear, toInstant } from './date-time.js';
import { hoursSince } from './elapsed.js';
import { FormatError } from './errors.js';
import { indiaCalendarDate, indiaClock, isoCalendarDate } from './india-calendar.js';
import { INDIA_TIME_ZONE } from './locale.js';
import { formatReadTime } from './read-time.js';

const HALF_PAST_SIX = (18 * 60 + 30) * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;
const pad = (n: number): string => String(n).padStart(2, '0');
/** dd/mm/yyyy of the UTC calendar day of an instant, computed without Intl. */
const utcDay = (ms: number): string => {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

describe('dates in Asia/Kolkata', () => {
  it('FMT-006: examples in English and Hindi', () => {
    expect(formatDate('2026-11-21T18:30:00Z')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-21T18:29:59Z')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate(new Date(Date.UTC(2026, 10, 22, 6)), { style: 'short' })).toBe('22/11/2026');
    expect(formatDate('2026-11-22', { style: 'long' })).toBe('22 November 2026');
    expect(formatDate('2026-11-22', { locale: 'hi', style: 'long' })).toBe('22 नवंबर 2026');
    expect(formatDate('2026-11-21T18:30:00Z', { locale: 'hi' })).toBe('22 नव॰ 2026');
    expect(formatDateTime('2026-11-21T18:30:00Z')).toBe('22 Nov 2026, 12:00 am');
    expect(formatDateTime('2026-11-22T09:15:00+05:30')).toBe('22 Nov 2026, 9:15 am');
    expect(formatDateTime('2026-11-22 21:05:00')).toBe('22 Nov 2026, 9:05 pm');
    expect(formatDateTime('2026-11-22T15:35:00Z', { locale: 'hi' })).toBe('22 नव॰ 2026, 9:05 pm');
  });

  it('FMT-006: reads ISO 8601 and refuses anything else', () => {
    expect(toInstant('2026-11-22').toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(toInstant('2026-11-22T10:00').toISOString()).toBe('2026-11-22T04:30:00.000Z');
    expect(toInstant('2026-11-22T10:00:00.000Z').toISOString()).toBe('2026-11-22T10:00:00.000Z');
    for (const text of ['22/11/2026', 'Nov 22 2026', '2026-13-01', 'yesterday', '']) expect(() => toInstant(text)).toThrow(FormatError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(FormatError);
  });

  test.prop([fc.integer({ min: Date.UTC(1970, 0, 1) / DAY, max: Date.UTC(2100, 0, 1) / DAY }), fc.integer({ min: 0, max: DAY - 1 })])(
    'FMT-006: an instant from 18:30 UTC onwards is already the next day in India, before it the same day',
    (day, msOfDay) => {
      const instant = day * DAY + msOfDay;
      const expected = msOfDay >= HALF_PAST_SIX ? utcDay(instant + DAY) : utcDay(instant);
      expect(formatDate(new Date(instant), { style: 'short' })).toBe(expected);
    },
  );
});

/** From 1946 (India on +05:30 all year since late 1945; before, the zone had other offsets) to 9999. */
const instants = fc.date({ min: new Date('1946-01-01T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true });

describe('the India clock and months', () => {
  it('STEP-008: the calendar day in Asia/Kolkata is already tomorrow from 18:30 UTC, and carries no time', () => {
    expect(indiaCalendarDate(new Date('2026-11-22T18:29:59Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(indiaCalendarDate(new Date('2026-11-22T18:30:00Z'))).toEqual({ year: 2026, month: 11, day: 23 });
  });

  it('FMT-006: a month and its year, in English and Hindi', () => {
    expect(formatMonthYear({ year: 2027, month: 1 })).toBe('January 2027');
    expect(formatMonthYear({ year: 2026, month: 12 }, { locale: 'hi' })).toBe('दिसंबर 2026');
    expect(formatMonthYear({ year: 2027, month: 1 }, { locale: 'hi', length: 'short' })).toBe('जन॰ 27');
    expect(formatMonthYear({ year: 2026, month: 12 }, { locale: 'hi', length: 'short' })).toBe('दिस॰ 26');
  });

  test.prop([instants])('FMT-006: the India clock reads the same year, month, day, hour and minute as Intl', (instant) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: INDIA_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((candidate) => candidate.type === type)?.value);
    expect(indiaClock(instant)).toEqual({ year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') });
  });
});

describe('ISO calendar dates', () => {
  test.prop([instants])('an India date written as ISO 8601 reads back as the same day in India', (instant) => {
    const day = indiaClock(instant);
    expect(isoCalendarDate(day)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(indiaClock(toInstant(isoCalendarDate(day)))).toMatchObject({ year: day.year, month: day.month, day: day.day, hour: 0, minute: 0 });
  });
});

describe('hours since', () => {
  it('FMT-007: whole hours, rounded down, never negative', () => {
    expect(hoursSince('2026-11-22T10:00:00Z', new Date('2026-11-22T12:59:00Z'))).toBe(2);
    expect(hoursSince('2026-11-22T10:00:00Z', '2026-11-22T13:00:00Z')).toBe(3);
    expect(hoursSince('2026-11-22T10:00:00Z', '2026-11-22T09:00:00Z')).toBe(0);
    expect(hoursSince('2026-11-20', '2026-11-22')).toBe(48);
  });

  test.prop([fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 1e10 })])('FMT-007: h hours and less than h+1 hours have passed', (from, elapsed) => {
    const hours = hoursSince(new Date(from), new Date(from + elapsed));
    expect(hours * 3600000).toBeLessThanOrEqual(elapsed);
    expect(elapsed).toBeLessThan((hours + 1) * 3600000);
  });
});

describe('read time', () => {
  it('FMT-008: whole minutes rounded up, at least one, in English and Hindi', () => {
    expect(formatReadTime(5)).toBe('5 min read');
    expect(formatReadTime(4.2)).toBe('5 min read');
    expect(formatReadTime(0)).toBe('1 min read');
    expect(formatReadTime(5, { locale: 'hi' })).toBe('5 मिनट में पढ़ें');
    expect(() => formatReadTime(-1)).toThrow(FormatError);
  });
});
