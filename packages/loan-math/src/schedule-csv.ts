import type { AmortizationAmounts, AmortizationSchedule } from './amortization.js';
import { LoanMathError } from './errors.js';
import { assertInputObject, isList } from './loan-terms.js';

/** Column titles of {@link scheduleToCsv}, in order. */
export const SCHEDULE_CSV_HEADER = ['Month', 'Principal', 'Interest', 'EMI', 'Part-payment', 'Balance'] as const;

const CSV_LINE_BREAK = '\r\n';

function csvLine(label: string, amounts: AmortizationAmounts): string {
  // Labels are generated here ("Jan 25", "Total 2025") and never hold commas or quotes, and the
  // amounts are plain integers without digit grouping, so no field needs quoting.
  return [label, amounts.principalPayment, amounts.interestPayment, amounts.emi, amounts.prepayment, amounts.remainingBalance].join(',');
}

/**
 * A schedule as CSV text for the CLI and the web download.
 *
 * @rule AMORT-005 The CSV has a header row, then one line per month and one Total line after each
 *   calendar year, with amounts as plain whole-rupee integers; lines end with CRLF (RFC 4180).
 * @spec §3 Amortization data
 * @param schedule - a schedule from {@link amortizationSchedule}
 * @returns the CSV text, ending with a line break
 * @example
 * ```ts
 * scheduleToCsv(schedule).split('\r\n').slice(0, 2);
 * // ['Month,Principal,Interest,EMI,Part-payment,Balance', 'Jan 25,1292,833,2125,0,98708']
 * ```
 */
export function scheduleToCsv(schedule: AmortizationSchedule): string {
  assertInputObject(schedule);
  if (!isList(schedule.years)) throw new LoanMathError('MISSING_INPUT');
  const lines: string[] = [SCHEDULE_CSV_HEADER.join(',')];
  for (const year of schedule.years) {
    for (const row of year.rows) lines.push(csvLine(row.label, row));
    lines.push(csvLine(year.total.label, year.total));
  }
  return lines.join(CSV_LINE_BREAK) + CSV_LINE_BREAK;
}
