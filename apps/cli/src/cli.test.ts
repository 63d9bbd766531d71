import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fc, test } from '@fast-check/vitest';
import { amortizationSchedule, apr, balanceTransfer, emi, loanSummary } from '@rinn/loan-math';
import { rinnLoanCharges } from '@rinn/loan-math/rinn';
import { validators } from '@rinn/validation';
import { describe, expect, it } from 'vitest';
import { commands } from './commands.js';
import { csvObjects, run } from './test-support.js';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageVersion = (JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { version: string }).version;
const COMMAND_NAMES = Object.keys(commands);

/** A command line of every command that succeeds, for the checks every command must pass. */
const SAMPLE_COMMANDS: Readonly<Record<string, readonly string[]>> = {
  emi: ['emi', '--amount', '5,00,000', '--rate', '10.5', '--years', '5'],
  schedule: ['schedule', '--amount', '300000', '--rate', '9.5', '--months', '24', '--start', '2027-01'],
  bt: ['bt', '--emi', '10624', '--loan', '500000', '--tenure-months', '60', '--emis-paid', '24', '--new-rate', '9', '--new-years', '3'],
  fees: ['fees', '--amount', '500000'],
  apr: ['apr', '--amount', '500000', '--rate', '12', '--years', '3'],
  validate: ['validate', 'pan', 'ABCPE1234F'],
  batch: ['batch', 'loans.csv'],
};
const FILES = { 'loans.csv': 'amount,rate,years\n500000,10.5,5\n' };

describe('help and version', () => {
  it.each([['--help'], ['-h'], ['help']])('rinn %s lists every command and exits 0', async (flag) => {
    const { stdout, exitCode } = await run([flag]);
    expect(exitCode).toBe(0);
    for (const name of COMMAND_NAMES) expect(stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
  });

  it.each(COMMAND_NAMES.flatMap((name) => [[name, '--help'], [name, '-h']]))('rinn %s %s prints its usage and exits 0', async (name, flag) => {
    const { stdout, stderr, exitCode } = await run([name, flag]);
    expect(exitCode).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(new RegExp(`^Usage: rinn ${name}`));
    expect(stdout).toContain('--format');
  });

  it('rinn help <command> is the command’s usage, and --help wins over any other mistake', async () => {
    expect((await run(['help', 'schedule'])).stdout).toMatch(/^Usage: rinn schedule/);
    const helped = await run(['emi', '--colour', 'red', '--help']);
    expect(helped.exitCode).toBe(0);
    expect(helped.stdout).toMatch(/^Usage: rinn emi/);
  });

  it('every command’s help has a working example', async () => {
    for (const name of COMMAND_NAMES) {
      const example = /^Example: rinn (.+)$/m.exec(commands[name as keyof typeof commands].help)?.[1];
      expect(example, name).toBeDefined();
      const argv = example!.split(' ').filter((part) => part !== '>' && !part.endsWith('.csv') && part !== '<');
      const { exitCode, stderr } = await run(argv, { '-': FILES['loans.csv'] });
      expect(stderr, example).toBe('');
      expect(exitCode, example).toBe(0);
    }
  });

  it('rinn --version prints the package version and exits 0', async () => {
    expect(await run(['--version'])).toEqual({ stdout: `${packageVersion}\n`, stderr: '', exitCode: 0 });
  });

  it('rinn without a command prints the usage on stderr and exits 2', async () => {
    const { stdout, stderr, exitCode } = await run([]);
    expect(exitCode).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Usage: rinn <command>');
  });
});

describe('rinn emi', () => {
  it('prints the library’s loan summary as JSON, with its field names', async () => {
    const { stdout, exitCode } = await run(['emi', '--amount', '5,00,000', '--rate', '10.5', '--years', '5', '--format', 'json']);
    expect(exitCode).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      principal: 500000,
      annualRatePercent: 10.5,
      months: 60,
      ...loanSummary({ principal: 500000, annualRatePercent: 10.5, months: 60 }),
    });
  });

  it('prints rupees with Indian grouping as text', async () => {
    const { stdout } = await run(['emi', '--amount', '100000', '--rate', '10', '--years', '5']);
    expect(stdout).toMatch(/^EMI\s+₹2,125$/m);
    expect(stdout).toMatch(/^Loan amount\s+₹1,00,000$/m);
    expect(stdout).toMatch(/^Total payable\s+₹1,27,500$/m);
  });

  it('takes two-wheeler tenures in months as given', async () => {
    const { stdout } = await run(['emi', '--amount', '90000', '--rate', '10.5', '--months', '18', '--format', 'json']);
    expect((JSON.parse(stdout) as Record<string, unknown>).months).toBe(18);
  });

  test.prop([fc.integer({ min: 10_000, max: 2_500_000 }), fc.integer({ min: 20, max: 300 }), fc.integer({ min: 1, max: 84 })])(
    'agrees with @rinn/loan-math for any calculator input',
    async (principal, rateTenths, months) => {
      const rate = rateTenths / 10;
      const { stdout } = await run(['emi', '--amount', String(principal), '--rate', String(rate), '--months', String(months), '--format', 'json']);
      expect((JSON.parse(stdout) as Record<string, unknown>).emi).toBe(loanSummary({ principal, annualRatePercent: rate, months }).emi);
    },
  );
});

describe('--format on every command', () => {
  it.each(COMMAND_NAMES)('%s writes text, JSON and CSV', async (name) => {
    const argv = SAMPLE_COMMANDS[name]!;
    for (const format of ['text', 'json', 'csv']) {
      const { exitCode, stdout, stderr } = await run([...argv, '--format', format], FILES);
      expect(stderr, format).toBe('');
      expect(exitCode, format).toBe(0);
      expect(stdout.length, format).toBeGreaterThan(0);
    }
  });

  it.each(['emi', 'bt', 'fees', 'apr', 'validate'])('%s: the CSV is a header of the JSON field names and one row of their values', async (name) => {
    const argv = SAMPLE_COMMANDS[name]!;
    const json = JSON.parse((await run([...argv, '--format', 'json'])).stdout) as Record<string, unknown>;
    const csv = csvObjects((await run([...argv, '--format', 'csv'])).stdout);
    expect(csv).toEqual([Object.fromEntries(Object.entries(json).map(([key, value]) => [key, String(value)]))]);
  });

  it.each(COMMAND_NAMES)('%s refuses an unknown format with exit code 2', async (name) => {
    const { stderr, exitCode } = await run([...SAMPLE_COMMANDS[name]!, '--format', 'xml'], FILES);
    expect(exitCode).toBe(2);
    expect(stderr).toBe(`rinn ${name}: --format: must be one of text, json, csv, got "xml"\n`);
  });
});

describe('text output is rounded and grouped, never raw floats', () => {
  const rawFloat = /\d\.\d{3,}/;

  it('apr shows two decimals: ₹5,00,000 at 12 % for 3 years with Rinn’s fees is 13.34 % a year', async () => {
    const { stdout } = await run(SAMPLE_COMMANDS.apr!);
    expect(stdout).toMatch(/^APR\s+13\.34 % a year$/m);
    expect(stdout).toMatch(/^Upfront charges\s+₹9,503$/m);
  });

  it('fees prints every charge and the total', async () => {
    const { stdout } = await run(SAMPLE_COMMANDS.fees!);
    const charges = rinnLoanCharges({ loanAmount: 500000 });
    expect(charges.totalCharges).toBe(9503);
    expect(stdout).toMatch(/^Total charges\s+₹9,503$/m);
    expect(stdout).toMatch(/^Net disbursed amount\s+₹4,90,497$/m);
  });

  it('a paise instalment is shown with two decimals', async () => {
    const { stdout } = await run(['apr', '--amount', '47000', '--rate', '21', '--months', '24', '--charges', '1387', '--rounding', 'paisa']);
    expect(stdout).toMatch(/^EMI\s+₹2,415\.13$/m);
    expect(stdout).toMatch(/^APR\s+24\.15 % a year$/m);
  });

  test.prop([fc.integer({ min: 10_000, max: 2_500_000 }), fc.integer({ min: 200, max: 3000 }), fc.integer({ min: 12, max: 84 }), fc.integer({ min: 0, max: 9_000 })])(
    'for any loan, no text output holds a float with more than two decimals',
    async (principal, rateHundredths, months, charges) => {
      const terms = ['--amount', String(principal), '--rate', String(rateHundredths / 100), '--months', String(months)];
      for (const argv of [['emi', ...terms], ['apr', ...terms, '--charges', String(charges)], ['fees', '--amount', String(principal)]]) {
        const { stdout, exitCode } = await run(argv);
        expect(exitCode).toBe(0);
        expect(stdout).not.toMatch(rawFloat);
      }
      const { stdout } = await run(['apr', ...terms, '--charges', String(charges)]);
      const expected = apr({ principal, annualRatePercent: rateHundredths / 100, months, upfrontCharges: charges });
      const shown = Number(/^APR\s+([\d,.]+) % a year$/m.exec(stdout)![1]!.replaceAll(',', ''));
      expect(Math.abs(shown - expected)).toBeLessThanOrEqual(0.005 + 1e-9);
    },
  );

  it('bt shows the implied rate rounded', async () => {
    const { stdout } = await run(SAMPLE_COMMANDS.bt!);
    expect(stdout).toMatch(/^Existing rate \(implied\)\s+\d+(\.\d{1,2})? % a year$/m);
    expect(stdout).not.toMatch(rawFloat);
  });
});

describe('rinn schedule', () => {
  const terms = { principal: 300000, annualRatePercent: 9.5, months: 24 };
  const argv = ['schedule', '--amount', '300000', '--rate', '9.5', '--months', '24'];

  it('writes one CSV row per instalment, with the month as ISO YYYY-MM', async () => {
    const { stdout } = await run([...argv, '--start', '2027-11', '--format', 'csv']);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe('instalment,dueMonth,principalPayment,interestPayment,emi,prepayment,remainingBalance');
    const rows = csvObjects(stdout);
    expect(rows).toHaveLength(24);
    expect(rows.slice(0, 3).map((row) => row.dueMonth)).toEqual(['2027-11', '2027-12', '2028-01']);
    expect(rows.at(-1)).toMatchObject({ instalment: '24', dueMonth: '2029-10', remainingBalance: '0' });
  });

  it('JSON rows are the library’s rows, flattened, with the totals', async () => {
    const { stdout } = await run([...argv, '--start', '2027-01', '--prepay', '6:50000', '--prepay', '12:25,000', '--strategy', 'reduce-emi', '--format', 'json']);
    const expected = amortizationSchedule({ ...terms, firstPayment: { year: 2027, month: 1 }, prepayments: [{ month: 6, amount: 50000 }, { month: 12, amount: 25000 }], prepaymentStrategy: 'reduce-emi' });
    const json = JSON.parse(stdout) as Record<string, unknown>;
    expect(json).toMatchObject({
      emi: expected.emi, instalments: expected.instalments, totalInterest: expected.totalInterest, totalPrepaid: 75000,
      totalPayable: expected.totalPayable, interestSaved: expected.interestSaved, monthsSaved: expected.monthsSaved,
      prepaymentStrategy: 'reduce-emi', firstDueMonth: '2027-01',
    });
    const libraryRows = expected.years.flatMap((year) => year.rows);
    expect(json.rows).toEqual(libraryRows.map(({ year, month, label: _label, ...amounts }) => ({ ...amounts, dueMonth: `${year}-${String(month).padStart(2, '0')}` })));
  });

  it('shows month labels and yearly totals as text', async () => {
    const { stdout } = await run([...argv, '--start', '2027-01']);
    expect(stdout).toMatch(/^1\s+Jan 27\s+₹/m);
    expect(stdout).toMatch(/^24\s+Dec 28\s+₹/m);
    expect(stdout).toMatch(/^Total 2028\s+₹/m);
  });

  it('without --start the schedule is undated: numbered instalments, loan years, empty months', async () => {
    const text = (await run(argv)).stdout;
    expect(text).toMatch(/^Total year 2\s+₹/m);
    expect(text).not.toMatch(/Jan|Dec|20\d\d/);
    const rows = csvObjects((await run([...argv, '--format', 'csv'])).stdout);
    expect(rows.map((row) => row.instalment)).toEqual(Array.from({ length: 24 }, (_, index) => String(index + 1)));
    expect(rows.every((row) => row.dueMonth === '')).toBe(true);
    expect(JSON.parse((await run([...argv, '--format', 'json'])).stdout)).toMatchObject({ firstDueMonth: null });
  });

  test.prop([
    fc.integer({ min: 10, max: 250 }).map((thousands) => thousands * 1000),
    fc.integer({ min: 0, max: 300 }).map((tenths) => tenths / 10),
    fc.integer({ min: 1, max: 84 }),
    fc.integer({ min: 1990, max: 2090 }),
    fc.integer({ min: 1, max: 12 }),
  ])('the amounts do not depend on the start month, and the same command line prints the same schedule', async (principal, rate, months, year, month) => {
    const loan = ['schedule', '--amount', String(principal), '--rate', String(rate), '--months', String(months), '--format', 'csv'];
    const start = `${year}-${String(month).padStart(2, '0')}`;
    const undated = (await run(loan)).stdout;
    const dated = csvObjects((await run([...loan, '--start', start])).stdout);
    expect((await run(loan)).stdout).toBe(undated);
    expect(dated.map(({ dueMonth: _month, ...amounts }) => amounts)).toEqual(csvObjects(undated).map(({ dueMonth: _month, ...amounts }) => amounts));
    expect(dated[0]!.dueMonth).toBe(start);
  });
});

describe('rinn bt, fees, apr and validate', () => {
  it('bt matches balanceTransfer', async () => {
    const { stdout } = await run([...SAMPLE_COMMANDS.bt!, '--format', 'json']);
    expect(JSON.parse(stdout)).toEqual(balanceTransfer({
      existingEmi: 10624, originalLoanAmount: 500000, originalTenureMonths: 60, emisPaid: 24, newAnnualRatePercent: 9, newTenureMonths: 36,
    }));
  });

  it('fees matches rinnLoanCharges, with the spec’s defaults', async () => {
    const { stdout } = await run(['fees', '--amount', '500000', '--format', 'json']);
    expect(JSON.parse(stdout)).toEqual(rinnLoanCharges({ loanAmount: 500000 }));
  });

  it('apr defaults the upfront charges to Rinn’s fees and reports the instalment it used', async () => {
    const { stdout } = await run([...SAMPLE_COMMANDS.apr!, '--format', 'json']);
    const upfrontCharges = rinnLoanCharges({ loanAmount: 500000 }).totalCharges;
    const loan = { principal: 500000, annualRatePercent: 12, months: 36 };
    expect(JSON.parse(stdout)).toEqual({ ...loan, rounding: 'rupee', upfrontCharges, emi: emi(loan), apr: apr({ ...loan, upfrontCharges }) });
  });

  it('accepts a valid PAN with exit code 0', async () => {
    expect(await run(['validate', 'pan', 'ABCPE1234F'])).toMatchObject({ exitCode: 0, stdout: 'valid pan\n' });
  });

  it('rejects an invalid mobile with the spec’s message and exit code 1', async () => {
    const result = await run(['validate', 'mobile', '5123456789', '--format', 'json']);
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({ field: 'mobile', value: '5123456789', ...validators.mobile('5123456789') });
  });
});

describe('bad arguments', () => {
  it.each([
    [['emi', '--amount', '100000', '--rate', '10'], 'rinn emi: --years: give exactly one of years or months'],
    [['emi', '--amount', 'lots', '--rate', '10', '--years', '5'], 'rinn emi: --amount: must be a number, got "lots"'],
    [['emi', '--amount', '100000', '--rate', '10', '--years', '5', '--months', '60'], 'rinn emi: --years: give exactly one of years or months'],
    [['emi', '--amount', '100000', '--rate', '10', '--years', '5', '--colour', 'red'], 'rinn emi: unknown option "--colour" (see the options with --help)'],
    [['emi', '--rate', '10', '--years', '5'], 'rinn emi: --amount: is required'],
    [['emi', '--amount=-5', '--rate', '10', '--years', '5'], 'rinn emi: --amount: must be above 0'],
    [['emi', '--amount', '100000', '--rate', '150', '--years', '5'], 'rinn emi: --rate: The annual interest rate must be a finite percentage from 0 to 100.'],
    [['emi', '--amount', '100000', '--rate', '10', '--years', '5', 'extra'], 'rinn emi: takes 0 value(s) after the command, got 1 (see rinn emi --help)'],
    [['schedule', '--amount', '100000', '--rate', '10', '--years', '5', '--start', '2027-13'], 'rinn schedule: --start: must be a month as YYYY-MM (e.g. 2027-01), got "2027-13"'],
    [['schedule', '--amount', '100000', '--rate', '10', '--years', '5', '--prepay', 'soon'], 'rinn schedule: --prepay: must be MONTH:AMOUNT (e.g. 12:50000), got "soon"'],
    [['apr', '--amount', '100000', '--rate', '10', '--years', '5', '--rounding', 'crore'], 'rinn apr: --rounding: must be one of rupee, paisa, none, got "crore"'],
    [['apr', '--amount', '100000', '--rate', '10', '--years', '5', '--charges', '100000'], 'rinn apr: --charges: The fees and charges take up the whole loan; nothing would be disbursed.'],
    [['validate', 'horoscope', 'leo'], expect.stringMatching(/^rinn validate: unknown field "horoscope"; one of: /)],
    [['validate', 'pan'], 'rinn validate: takes 2 value(s) after the command, got 1 (see rinn validate --help)'],
    [['launch'], 'rinn: unknown command "launch" (see rinn --help)'],
    [['--colour'], 'rinn: unknown option "--colour" before the command (see rinn --help)'],
  ])('%j gives one clear line on stderr and exit code 2', async (argv, message) => {
    const { stdout, stderr, exitCode } = await run(argv);
    expect(exitCode).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.endsWith('\n')).toBe(true);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr.trimEnd()).toEqual(message);
  });
});

describe('the rinn binary', () => {
  it('runs from a terminal in the workspace (bin/rinn.mjs, from the sources), from any directory', () => {
    const bin = join(appDir, 'bin', 'rinn.mjs');
    const result = spawnSync(process.execPath, [bin, 'emi', '--amount', '100000', '--rate', '10', '--years', '5', '--format', 'json'], { encoding: 'utf8', cwd: tmpdir() });
    expect(result.status).toBe(0);
    expect((JSON.parse(result.stdout) as Record<string, unknown>).emi).toBe(2125);
  }, 30_000);

  it('reads a batch from standard input', () => {
    const bin = join(appDir, 'bin', 'rinn.mjs');
    const result = spawnSync(process.execPath, [bin, 'batch', 'emi'], { encoding: 'utf8', input: 'amount,rate,years\n100000,10,5\n100000,ten,5\n' });
    expect(result.status).toBe(1);
    expect(result.stdout.split('\r\n').slice(1, 3)).toEqual(['2,100000,10,60,2125,127500,27500,,', '3,,,,,,,rate,"must be a number, got ""ten"""']);
    expect(result.stderr).toBe('rinn batch: row 3: rate: must be a number, got "ten"\n');
  }, 30_000);
});
