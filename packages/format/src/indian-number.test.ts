import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FormatError } from './errors.js';
import { formatIndianNumber, parseIndianNumber } from './indian-number.js';

const locale = fc.constantFrom('en' as const, 'hi' as const);

describe('Indian digit grouping', () => {
  it('FMT-001: examples in English and Hindi', () => {
    expect(formatIndianNumber(1234567)).toBe('12,34,567');
    expect(formatIndianNumber(1234567, { locale: 'hi' })).toBe('12,34,567');
    expect(formatIndianNumber(100000)).toBe('1,00,000');
    expect(formatIndianNumber(2500000)).toBe('25,00,000');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(-1234567)).toBe('-12,34,567');
    expect(formatIndianNumber(-0)).toBe('0');
    expect(formatIndianNumber(1234.567)).toBe('1,234.57');
    expect(formatIndianNumber(1234.567, { maximumFractionDigits: 0 })).toBe('1,235');
  });

  it('FMT-001: refuses NaN and infinities with a typed error', () => {
    expect(() => formatIndianNumber(Number.NaN)).toThrow(FormatError);
    try {
      formatIndianNumber(Number.POSITIVE_INFINITY);
    } catch (error) {
      expect(error).toBeInstanceOf(FormatError);
      expect((error as FormatError).code).toBe('NOT_FINITE');
    }
  });

  test.prop([fc.integer({ min: 1000, max: Number.MAX_SAFE_INTEGER }), locale])(
    'FMT-001: every integer of 1,000 or more has the shape ^\\d{1,2}(,\\d{2})*,\\d{3}$',
    (n, lang) => {
      expect(formatIndianNumber(n, { locale: lang })).toMatch(/^\d{1,2}(,\d{2})*,\d{3}$/);
    },
  );

  test.prop([fc.maxSafeInteger(), locale])('FMT-003: parse(format(x)) = x for every safe integer', (n, lang) => {
    expect(parseIndianNumber(formatIndianNumber(n, { locale: lang }))).toBe(n === 0 ? 0 : n);
  });

  test.prop([fc.integer({ min: -1e12, max: 1e12 })])('FMT-003: parse(format(x)) = x for amounts with paise', (paise) => {
    const amount = paise / 100;
    expect(parseIndianNumber(formatIndianNumber(amount))).toBe(amount);
  });

  it('FMT-003: strips commas; anything else is not a number', () => {
    expect(parseIndianNumber('12,34,567')).toBe(1234567);
    expect(parseIndianNumber(' 1,234.50 ')).toBe(1234.5);
    expect(parseIndianNumber('-5')).toBe(-5);
    for (const text of ['', ',', '₹12', '12 34', '1e5', '.5', '5.', '--5', 'abc', ',12']) expect(parseIndianNumber(text)).toBeUndefined();
  });
});

describe('Intl underneath', () => {
  test.prop([fc.double({ min: -1e15, max: 1e15, noNaN: true }), locale])('FMT-001: the output is exactly Intl.NumberFormat for en-IN / hi-IN', (n, lang) => {
    const intl = new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 2, signDisplay: 'negative' });
    expect(formatIndianNumber(n, { locale: lang })).toBe(intl.format(n));
  });
});
