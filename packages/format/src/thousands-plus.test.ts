import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FormatError } from './errors.js';
import { parseIndianNumber } from './indian-number.js';
import { formatThousandsPlus } from './thousands-plus.js';

describe('thousands with a plus', () => {
  it('FMT-005: examples in English and Hindi', () => {
    expect(formatThousandsPlus(25430)).toBe('25K+');
    expect(formatThousandsPlus(25000)).toBe('25K+');
    expect(formatThousandsPlus(1000)).toBe('1K+');
    expect(formatThousandsPlus(999)).toBe('999+');
    expect(formatThousandsPlus(1200000)).toBe('1,200K+');
    expect(formatThousandsPlus(25430, { locale: 'hi' })).toBe('25 हज़ार+');
    expect(formatThousandsPlus(850, { locale: 'hi' })).toBe('850+');
    expect(() => formatThousandsPlus(-1)).toThrow(FormatError);
  });

  test.prop([fc.integer({ min: 1000, max: 1e12 })])('FMT-005: the shown thousands are the count rounded down', (count) => {
    const [, thousands] = /^([\d,]+)K\+$/.exec(formatThousandsPlus(count)) ?? [];
    const shown = parseIndianNumber(thousands ?? '') ?? Number.NaN;
    expect(shown * 1000).toBeLessThanOrEqual(count);
    expect(count).toBeLessThan((shown + 1) * 1000);
  });
});
