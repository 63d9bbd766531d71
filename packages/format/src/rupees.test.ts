import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './indian-number.js';
import { formatRupees } from './rupees.js';

describe('rupee amounts', () => {
  it('FMT-002: examples', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(1234567, { locale: 'hi' })).toBe('₹12,34,567');
    expect(formatRupees(2124.5)).toBe('₹2,125');
    expect(formatRupees(2124.5, { paise: true })).toBe('₹2,124.50');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(-1500)).toBe('-₹1,500');
    expect(formatRupees(-0.2)).toBe('₹0');
  });

  test.prop([fc.integer({ min: 0, max: 1e13 })])('FMT-002: a whole-rupee amount is ₹ and its Indian-grouped digits', (rupees) => {
    expect(formatRupees(rupees)).toBe(`₹${formatIndianNumber(rupees)}`);
    expect(formatRupees(rupees, { paise: true })).toBe(`₹${formatIndianNumber(rupees)}.00`);
  });
});
