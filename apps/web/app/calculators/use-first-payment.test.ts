import { describe, expect, it } from 'vitest';
import { monthAfter } from './use-first-payment.ts';

describe('first EMI month', () => {
  it('is the month after today in India', () => {
    expect(monthAfter(new Date('2026-05-15T06:00:00Z'))).toEqual({ year: 2026, month: 6 });
  });

  it('rolls over the year, reading the date in Asia/Kolkata', () => {
    expect(monthAfter(new Date('2026-12-10T06:00:00Z'))).toEqual({ year: 2027, month: 1 });
    // 20:00 UTC on 31 December is already 1 January in India.
    expect(monthAfter(new Date('2026-12-31T20:00:00Z'))).toEqual({ year: 2027, month: 2 });
  });
});
