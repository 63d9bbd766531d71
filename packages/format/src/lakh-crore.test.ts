import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatLakhCrore } from './lakh-crore.js';
import { parseIndianNumber } from './indian-number.js';

describe('Lakh and Cr+', () => {
  it('FMT-004: examples in English', () => {
    expect(formatLakhCrore(99999)).toBe('99,999');
    expect(formatLakhCrore(100000)).toBe('1 Lakh');
    expect(formatLakhCrore(1250000)).toBe('12.5 Lakh');
    expect(formatLakhCrore(2500000)).toBe('25 Lakh');
    expect(formatLakhCrore(1234567)).toBe('12.34 Lakh');
    expect(formatLakhCrore(9999999)).toBe('99.99 Lakh');
    expect(formatLakhCrore(10000000)).toBe('1 Cr+');
    expect(formatLakhCrore(15000000)).toBe('1.5 Cr+');
    expect(formatLakhCrore(52300000000)).toBe('5,230 Cr+');
    expect(formatLakhCrore(-1250000)).toBe('-12.5 Lakh');
  });

  it('FMT-004: examples in Hindi', () => {
    expect(formatLakhCrore(1250000, { locale: 'hi' })).toBe('12.5 लाख');
    expect(formatLakhCrore(10000000, { locale: 'hi' })).toBe('1 करोड़+');
    expect(formatLakhCrore(52300000000, { locale: 'hi' })).toBe('5,230 करोड़+');
    expect(formatLakhCrore(50000, { locale: 'hi' })).toBe('50,000');
  });

  test.prop([fc.integer({ min: 100000, max: 1e15 })])('FMT-004: the unit follows the size and the shown value never overstates the amount', (amount) => {
    const shown = formatLakhCrore(amount);
    const [, number, unit] = /^([\d,.]+) (Lakh|Cr\+)$/.exec(shown) ?? [];
    expect(unit).toBe(amount >= 1e7 ? 'Cr+' : 'Lakh');
    const scale = unit === 'Cr+' ? 1e7 : 1e5;
    const value = parseIndianNumber(number ?? '') ?? Number.NaN;
    expect(value * scale).toBeLessThanOrEqual(amount + 1e-6);
    expect(amount - value * scale).toBeLessThan(scale / 100 + 1e-6);
  });
});
