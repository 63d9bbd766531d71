/**
 * How `rinn` prints: every command's result can be written as text (for people), JSON (for
 * scripts) or CSV (for spreadsheets and batch jobs). Text shows rupees with the ₹ sign and Indian
 * grouping and rounds percentages; JSON and CSV carry the library's exact numbers.
 */
import { formatIndianNumber, formatRupees } from '@rinn/format';
import { toCsv } from './csv.js';

export const OUTPUT_FORMATS = ['text', 'json', 'csv'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export type Cell = string | number | boolean | null;

/** A command's answer in every format, built only for the one asked for. */
export interface Output {
  readonly text: () => string;
  readonly json: () => unknown;
  /** Rows of cells, the header first; CSV columns are the JSON field names. */
  readonly csv: () => readonly (readonly Cell[])[];
  /** 0 unless the command says otherwise (validate: 1 for an invalid value; batch: 1 when a row failed). */
  readonly exitCode?: number;
  /** Lines for stderr (batch: one per failed row). */
  readonly diagnostics?: readonly string[];
}

/** The output of a flat record: JSON is the record, CSV a header and one row. */
export function recordOutput(record: Readonly<Record<string, Cell>>, text: () => string, exitCode = 0): Output {
  return { text, json: () => record, csv: () => [Object.keys(record), Object.values(record)], exitCode };
}

/** The text of `output` in `format`, ending with a line break. */
export function render(output: Output, format: OutputFormat): string {
  if (format === 'json') return `${JSON.stringify(output.json(), null, 2)}\n`;
  if (format === 'csv') return toCsv(output.csv());
  const text = output.text();
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** Rupees with ₹ and Indian grouping; two decimals only when the amount has paise. */
export function rupees(amount: number): string {
  return formatRupees(amount, { paise: !Number.isInteger(amount) });
}

/** A percentage to at most two decimals, Indian grouping: 13.33905… → "13.34 %". */
export function percent(value: number): string {
  return `${formatIndianNumber(value, { maximumFractionDigits: 2 })} %`;
}

/** Label–value lines with the values in one column. */
export function table(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
}

/**
 * A grid with a header; the first `leftColumns` columns are left-aligned, the rest right-aligned.
 * A line shorter than the header (a note such as an error) runs on from its last cell unpadded.
 */
export function grid(lines: readonly (readonly string[])[], leftColumns = 1): string {
  const columns = lines[0]?.length ?? 0;
  const full = lines.filter((line) => line.length === columns);
  const widths = Array.from({ length: columns }, (_, column) => Math.max(...full.map((line) => (line[column] ?? '').length)));
  return lines
    .map((line) =>
      line
        .map((cell, column) => {
          if (line.length < columns && column === line.length - 1) return cell;
          return column < leftColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
