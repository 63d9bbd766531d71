/**
 * `rinn batch`: the EMI of every loan in a CSV file. Each row goes through the same schema as the
 * options of `rinn emi` (its columns have the options' names) and through `loanSummary`; a row that
 * fails is reported on its own result row and on stderr, and the others are still computed.
 */
import { LoanMathError, loanSummary } from '@rinn/loan-math';
import { CsvSyntaxError, parseCsv } from './csv.js';
import { FieldError, fieldOfLoanMathError, loanTerms, parseFields } from './options.js';
import { grid, percent, rupees, type Cell, type Output } from './output.js';
import { UsageError } from './usage-error.js';

const INPUT_COLUMNS = ['amount', 'rate', 'years', 'months'] as const;
type InputColumn = (typeof INPUT_COLUMNS)[number];

export const BATCH_RESULT_COLUMNS = [
  'row',
  'principal',
  'annualRatePercent',
  'months',
  'emi',
  'totalPayable',
  'totalInterest',
  'errorField',
  'errorMessage',
] as const;

interface BatchSuccess {
  readonly row: number;
  readonly principal: number;
  readonly annualRatePercent: number;
  readonly months: number;
  readonly emi: number;
  readonly totalPayable: number;
  readonly totalInterest: number;
}

interface BatchFailure {
  readonly row: number;
  readonly error: { readonly field: string; readonly message: string };
}

export type BatchResult = BatchSuccess | BatchFailure;

/** Where each input column is in the header; a usage error when a needed one is missing. */
function columnIndexes(header: readonly string[]): Partial<Record<InputColumn, number>> {
  const indexes: Partial<Record<InputColumn, number>> = {};
  header.forEach((name, index) => {
    const column = name.trim().toLowerCase() as InputColumn;
    if (INPUT_COLUMNS.includes(column) && indexes[column] === undefined) indexes[column] = index;
  });
  const missing: string[] = (['amount', 'rate'] as const).filter((column) => indexes[column] === undefined);
  if (indexes.years === undefined && indexes.months === undefined) missing.push('years or months');
  if (missing.length > 0) {
    throw new UsageError(`the header row needs the columns amount, rate and years or months; missing ${missing.join(', ')}`);
  }
  return indexes;
}

function resultOf(row: number, values: Readonly<Record<InputColumn, string | undefined>>): BatchResult {
  try {
    const terms = parseFields(loanTerms, values);
    return { row, ...terms, ...loanSummary(terms) };
  } catch (error) {
    if (error instanceof FieldError) return { row, error: { field: error.field, message: error.message } };
    if (error instanceof LoanMathError) {
      const tenure = values.years !== undefined ? 'years' : 'months';
      return { row, error: { field: fieldOfLoanMathError(error.code, { amount: 'amount', rate: 'rate', tenure }), message: error.message } };
    }
    throw error;
  }
}

/**
 * The EMI of every row of a CSV text.
 *
 * @throws {@link UsageError} when the text is not CSV, is empty, or its header lacks a column
 */
export function batchResults(csvText: string): BatchResult[] {
  let records;
  try {
    records = parseCsv(csvText);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new UsageError(`the input is not valid CSV: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (header === undefined) throw new UsageError('the input is empty; it needs a header row (amount,rate,years) and a row per loan');
  const indexes = columnIndexes(header.fields);
  return rows.map(({ row, fields }) => {
    const cell = (column: InputColumn) => {
      const index = indexes[column];
      const value = index === undefined ? undefined : fields[index]?.trim();
      return value === '' ? undefined : value;
    };
    return resultOf(row, { amount: cell('amount'), rate: cell('rate'), years: cell('years'), months: cell('months') });
  });
}

function isFailure(result: BatchResult): result is BatchFailure {
  return 'error' in result;
}

/** `rinn batch`'s output: CSV, JSON or a text table, exit code 1 when any row failed. */
export function runBatch(csvText: string): Output {
  const results = batchResults(csvText);
  const failures = results.filter(isFailure);
  return {
    exitCode: failures.length > 0 ? 1 : 0,
    diagnostics: failures.map(({ row, error }) => `row ${row}: ${error.field ? `${error.field}: ` : ''}${error.message}`),
    json: () => results,
    csv: () => [BATCH_RESULT_COLUMNS, ...results.map(csvRow)],
    text: () => batchText(results, failures.length),
  };
}

function csvRow(result: BatchResult): readonly Cell[] {
  if (isFailure(result)) return [result.row, null, null, null, null, null, null, result.error.field, result.error.message];
  return [result.row, result.principal, result.annualRatePercent, result.months, result.emi, result.totalPayable, result.totalInterest, null, null];
}

function batchText(results: readonly BatchResult[], failed: number): string {
  const lines = [['Row', 'Amount', 'Rate', 'Months', 'EMI', 'Total interest', 'Total payable']];
  for (const result of results) {
    if (isFailure(result)) {
      lines.push([String(result.row), `error: ${result.error.field ? `${result.error.field}: ` : ''}${result.error.message}`]);
    } else {
      lines.push([
        String(result.row),
        rupees(result.principal),
        percent(result.annualRatePercent),
        String(result.months),
        rupees(result.emi),
        rupees(result.totalInterest),
        rupees(result.totalPayable),
      ]);
    }
  }
  const summary = `${results.length - failed} of ${results.length} loans computed${failed > 0 ? `, ${failed} failed` : ''}`;
  return `${grid(lines)}\n\n${summary}`;
}
