import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculatorTerms } from '../tests/support.js';
import { amortizationSchedule } from './amortization.js';
import { SCHEDULE_CSV_HEADER, scheduleToCsv } from './schedule-csv.js';

describe('scheduleToCsv', () => {
  const schedule = amortizationSchedule({ principal: 100_000, annualRatePercent: 10, months: 14, firstPayment: { year: 2025, month: 11 } });
  const lines = scheduleToCsv(schedule).split('\r\n');

  it('AMORT-005: a header, one line per month, a Total line after each year, CRLF line ends', () => {
    expect(lines[0]).toBe('Month,Principal,Interest,EMI,Part-payment,Balance');
    expect(SCHEDULE_CSV_HEADER.join(',')).toBe(lines[0]);
    expect(lines[1]).toBe(`Nov 25,${[schedule.years[0]?.rows[0]?.principalPayment, 833, schedule.emi, 0, schedule.years[0]?.rows[0]?.remainingBalance].join(',')}`);
    expect(lines[3]).toMatch(/^Total 2025,/);
    expect(lines[16]).toMatch(/^Total 2026,\d+,\d+,\d+,0,0$/);
    expect(lines).toHaveLength(1 + 14 + 2 + 1);
    expect(lines.at(-1)).toBe('');
  });

  test.prop([calculatorTerms, fc.integer({ min: 1, max: 12 })])('AMORT-005: every row and total appears once, in order, as plain integers', (terms, month) => {
    const generated = amortizationSchedule({ ...terms, firstPayment: { year: 2026, month } });
    const body = scheduleToCsv(generated).split('\r\n').slice(1, -1);
    const expected = generated.years.flatMap((year) => [...year.rows, year.total]);
    expect(body).toHaveLength(expected.length);
    body.forEach((line, index) => {
      const [label, ...amounts] = line.split(',');
      const item = expected[index];
      expect(label).toBe(item?.label);
      expect(amounts.map(Number)).toEqual([item?.principalPayment, item?.interestPayment, item?.emi, item?.prepayment, item?.remainingBalance]);
      expect(amounts.every((amount) => /^\d+$/.test(amount))).toBe(true);
    });
  });
});
