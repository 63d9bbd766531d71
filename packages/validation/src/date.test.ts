import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isLeapYear, isValidDate, validateDate } from './date.js';

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

describe('date dd/mm/yyyy', () => {
  it('VAL-DATE-001: examples including leap years', () => {
    for (const value of ['22/11/2026', '01/01/0001', '29/02/2024', '29/02/2000', '31/12/9999', '31/01/2026', '30/04/2026']) expect(isValidDate(value)).toBe(true);
    for (const value of ['29/02/2023', '29/02/1900', '31/04/2026', '00/01/2026', '01/13/2026', '01/00/2026', '32/01/2026', '1/1/2026', '2026-11-22', '22/11/26', '01/01/0000', '22-11-2026']) {
      expect(isValidDate(value)).toBe(false);
    }
    expect(validateDate('31/04/2026')).toEqual({ ok: false, message: 'Please enter a valid date as dd/mm/yyyy.', issue: { code: 'DATE_INVALID' } });
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
  });

  // The calendar oracle: a date exists when Date.UTC does not roll it over into another day.
  test.prop([fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 })])(
    'VAL-DATE-001: agrees with the Gregorian calendar of Date.UTC',
    (year, month, day) => {
      const instant = new Date(0);
      instant.setUTCFullYear(year, month - 1, day);
      const exists = instant.getUTCFullYear() === year && instant.getUTCMonth() === month - 1 && instant.getUTCDate() === day;
      expect(isValidDate(`${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`)).toBe(exists);
    },
  );
});
