import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { durationUnitName, formatDuration } from './duration.js';

describe('formatDuration', () => {
  it('FMT-010: "1 year", "5 years", "1 month", "18 months", and the Hindi words', () => {
    expect(formatDuration(1, 'years')).toBe('1 year');
    expect(formatDuration(5, 'years')).toBe('5 years');
    expect(formatDuration(1, 'months')).toBe('1 month');
    expect(formatDuration(18, 'months')).toBe('18 months');
    expect(formatDuration(1, 'years', { locale: 'hi' })).toBe('1 वर्ष');
    expect(formatDuration(5, 'years', { locale: 'hi' })).toBe('5 वर्ष');
    expect(formatDuration(1, 'months', { locale: 'hi' })).toBe('1 महीना');
    expect(formatDuration(18, 'months', { locale: 'hi' })).toBe('18 महीने');
  });

  test.prop([fc.integer({ min: 0, max: 1_200 }), fc.constantFrom('years', 'months' as const), fc.constantFrom('en', 'hi' as const)])(
    'FMT-010: the text is the number then its unit word, and only 1 takes the English singular',
    (value, unit, locale) => {
      const word = durationUnitName(value, unit, { locale });
      expect(formatDuration(value, unit, { locale })).toBe(`${value.toLocaleString(locale === 'hi' ? 'hi-IN' : 'en-IN')} ${word}`);
      if (locale === 'en') expect(word).toBe(value === 1 ? unit.slice(0, -1) : unit);
    },
  );

  it('FMT-010: a negative or non-finite tenure is an error', () => {
    expect(() => formatDuration(-1, 'years')).toThrow();
    expect(() => durationUnitName(Number.NaN, 'months')).toThrow();
  });
});
