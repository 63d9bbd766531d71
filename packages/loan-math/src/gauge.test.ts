import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../tests/support.js';
import { emiGaugePercent, refinanceGaugePercent } from './gauge.js';

const money = fc.double({ min: -1e7, max: 1e8, noNaN: true });

describe('gauges', () => {
  it('GAUGE-001: EMI ÷ max EMI × 100, clamped to 0–100', () => {
    expect(emiGaugePercent(2_125, 8_500)).toBe(25);
    expect(emiGaugePercent(9_000, 8_500)).toBe(100);
    expect(emiGaugePercent(-1, 8_500)).toBe(0);
    expect(emiGaugePercent(2_125, 0)).toBe(0);
  });

  it('GAUGE-002: cash in hand ÷ total loan × 100', () => {
    expect(refinanceGaugePercent(356_966, 702_670)).toBeCloseTo(50.801, 3);
    expect(refinanceGaugePercent(0, 0)).toBe(0);
  });

  test.prop([money, money])('GAUGE-001, GAUGE-002: always between 0 and 100', (part, whole) => {
    for (const percent of [emiGaugePercent(part, whole), refinanceGaugePercent(part, whole)]) {
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
    }
  });

  it('GAUGE-001: non-finite values are rejected', () => {
    expect(errorCodeOf(() => emiGaugePercent(Number.NaN, 100))).toBe('INVALID_GAUGE_INPUT');
    expect(errorCodeOf(() => refinanceGaugePercent(1, Number.POSITIVE_INFINITY))).toBe('INVALID_GAUGE_INPUT');
  });
});
