import { fc, test } from '@fast-check/vitest';
import { loanSummary } from '@rinn/loan-math';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';
import { csvObjects, run } from './test-support.js';

const batch = (text: string, ...options: string[]) => run(['batch', 'loans.csv', ...options], { 'loans.csv': text });

describe('rinn batch', () => {
  it('writes one CSV result row per loan, in order, numbered by spreadsheet row', async () => {
    const { stdout, stderr, exitCode } = await batch('amount,rate,years\n100000,10,5\n"5,00,000",10.5,5\n');
    expect(exitCode).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toBe(
      'row,principal,annualRatePercent,months,emi,totalPayable,totalInterest,errorField,errorMessage\r\n' +
        '2,100000,10,60,2125,127500,27500,,\r\n' +
        '3,500000,10.5,60,10747,644820,144820,,\r\n',
    );
  });

  it('takes the columns in any order and case, years or months per row, ignores other columns, a BOM and CRLF', async () => {
    const input = '\uFEFFCustomer,Months,Rate,AMOUNT,Years\r\nA-1,18,10.5,90000,\r\nA-2,,10,100000,5\r\n';
    const rows = csvObjects((await batch(input)).stdout);
    expect(rows.map((row) => [row.row, row.months, row.emi])).toEqual([
      ['2', '18', String(loanSummary({ principal: 90000, annualRatePercent: 10.5, months: 18 }).emi)],
      ['3', '60', '2125'],
    ]);
  });

  it('reports a bad row on its own row and on stderr, computes the others, and exits 1', async () => {
    const input = 'amount,rate,years\n100000,10,5\nlots,10,5\n100000,10\n100000,150,5\n\n100000,10,5.5\n100000,10,5\n';
    const { stdout, stderr, exitCode } = await batch(input);
    expect(exitCode).toBe(1);
    const rows = csvObjects(stdout);
    expect(rows.map((row) => [row.row, row.emi, row.errorField, row.errorMessage])).toEqual([
      ['2', '2125', '', ''],
      ['3', '', 'amount', 'must be a number, got "lots"'],
      ['4', '', 'years', 'give exactly one of years or months'],
      ['5', '', 'rate', 'The annual interest rate must be a finite percentage from 0 to 100.'],
      ['7', '', 'years', 'must be a whole number from 1'],
      ['8', '2125', '', ''],
    ]);
    expect(stderr.trimEnd().split('\n')).toEqual([
      'rinn batch: row 3: amount: must be a number, got "lots"',
      'rinn batch: row 4: years: give exactly one of years or months',
      'rinn batch: row 5: rate: The annual interest rate must be a finite percentage from 0 to 100.',
      'rinn batch: row 7: years: must be a whole number from 1',
    ]);
  });

  it('writes JSON: results, or the row’s error with its field and message', async () => {
    const { stdout, exitCode } = await batch('amount,rate,months\n100000,10,60\n100000,x,60\n', '--format', 'json');
    expect(exitCode).toBe(1);
    expect(JSON.parse(stdout)).toEqual([
      { row: 2, principal: 100000, annualRatePercent: 10, months: 60, emi: 2125, totalPayable: 127500, totalInterest: 27500 },
      { row: 3, error: { field: 'rate', message: 'must be a number, got "x"' } },
    ]);
  });

  it('writes a text table with rupees and errors in place', async () => {
    const { stdout } = await batch('amount,rate,years\n100000,10,5\n100000,x,5\n', '--format', 'text');
    expect(stdout).toMatch(/^2\s+₹1,00,000\s+10 %\s+60\s+₹2,125\s+₹27,500\s+₹1,27,500$/m);
    expect(stdout).toMatch(/^3\s+error: rate: must be a number, got "x"$/m);
    expect(stdout).toMatch(/^1 of 2 loans computed, 1 failed$/m);
  });

  it('reads standard input for -, for "emi" and for no file', async () => {
    const stdin = { '-': 'amount,rate,years\n100000,10,5\n' };
    for (const argv of [['batch'], ['batch', '-'], ['batch', 'emi'], ['batch', 'emi', '-']]) {
      const { stdout, exitCode } = await run(argv, stdin);
      expect(exitCode, argv.join(' ')).toBe(0);
      expect(csvObjects(stdout)[0]!.emi).toBe('2125');
    }
  });

  it.each([
    ['', 'rinn batch: the input is empty; it needs a header row (amount,rate,years) and a row per loan'],
    ['principal,rate,years\n100000,10,5\n', 'rinn batch: the header row needs the columns amount, rate and years or months; missing amount'],
    ['amount,rate\n100000,10\n', 'rinn batch: the header row needs the columns amount, rate and years or months; missing years or months'],
    ['amount,rate,years\n"100000,10,5\n', 'rinn batch: the input is not valid CSV: row 2: a quoted field is never closed'],
  ])('a file that is not a loan table (%j) is a usage error, exit code 2', async (input, message) => {
    const { stdout, stderr, exitCode } = await batch(input);
    expect(exitCode).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`${message}\n`);
  });

  it('refuses a calculation other than emi', async () => {
    expect(await run(['batch', 'apr', 'loans.csv'])).toMatchObject({ exitCode: 2, stderr: 'rinn batch: the only batch calculation is emi, got "apr"\n' });
  });

  const loan = fc.record({
    principal: fc.integer({ min: 10_000, max: 2_500_000 }),
    rate: fc.integer({ min: 0, max: 3000 }).map((hundredths) => hundredths / 100),
    months: fc.integer({ min: 1, max: 84 }),
  });
  const row = fc.oneof({ weight: 4, arbitrary: loan.map((terms) => ({ ok: true as const, terms })) }, { weight: 1, arbitrary: fc.constant({ ok: false as const }) });

  test.prop([fc.array(row, { maxLength: 30 })])('every good row equals rinn emi for it, every bad row fails alone, and the exit code says whether any failed', async (rows) => {
    const input = toCsv([
      ['amount', 'rate', 'months'],
      ...rows.map((entry) => (entry.ok ? [entry.terms.principal, entry.terms.rate, entry.terms.months] : ['-', 'n/a', '0'])),
    ]);
    const { stdout, exitCode } = await batch(input);
    const results = JSON.parse((await batch(input, '--format', 'json')).stdout) as Record<string, unknown>[];
    expect(csvObjects(stdout)).toHaveLength(rows.length);
    expect(exitCode).toBe(rows.some((entry) => !entry.ok) ? 1 : 0);
    rows.forEach((entry, index) => {
      if (!entry.ok) {
        expect(results[index]).toEqual({ row: index + 2, error: { field: 'amount', message: 'must be a number, got "-"' } });
        return;
      }
      const { principal, rate, months } = entry.terms;
      expect(results[index]).toEqual({ row: index + 2, principal, annualRatePercent: rate, months, ...loanSummary({ principal, annualRatePercent: rate, months }) });
    });
  });

  it('computes 10,000 loans well within 2 seconds', async () => {
    const lines = ['amount,rate,years', ...Array.from({ length: 10_000 }, (_, index) => `${10_000 + index * 100},${(index % 28) + 2},${(index % 7) + 1}`)];
    const started = performance.now();
    const { stdout, exitCode } = await batch(lines.join('\n'));
    const elapsed = performance.now() - started;
    expect(exitCode).toBe(0);
    expect(stdout.split('\r\n')).toHaveLength(10_002);
    expect(elapsed).toBeLessThan(2_000);
  });
});
