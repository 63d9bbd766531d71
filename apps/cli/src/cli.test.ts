import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fc, test } from '@fast-check/vitest';
import { amortizationSchedule, apr, balanceTransfer, loanSummary, scheduleToCsv } from '@rinn/loan-math';
import { rinnLoanCharges } from '@rinn/loan-math/rinn';
import { validators } from '@rinn/validation';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.js';

function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const exitCode = runCli(argv, { writeOut: (t) => (stdout += t), writeErr: (t) => (stderr += t) });
  return { stdout, stderr, exitCode };
}

describe('rinn emi', () => {
  it('prints the library’s loan summary as JSON, with its field names', () => {
    const { stdout, exitCode } = run('emi', '--amount', '5,00,000', '--rate', '10.5', '--years', '5', '--format', 'json');
    expect(exitCode).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      principal: 500000,
      annualRatePercent: 10.5,
      months: 60,
      ...loanSummary({ principal: 500000, annualRatePercent: 10.5, months: 60 }),
    });
  });

  it('prints rupees with Indian grouping as text', () => {
    const { stdout } = run('emi', '--amount', '100000', '--rate', '10', '--years', '5');
    expect(stdout).toMatch(/EMI\s+₹2,125/);
    expect(stdout).toMatch(/Loan amount\s+₹1,00,000/);
  });

  it('takes two-wheeler tenures in months as given', () => {
    const { stdout } = run('emi', '--amount', '90000', '--rate', '10.5', '--months', '18', '--format', 'json');
    expect(JSON.parse(stdout).months).toBe(18);
  });

  test.prop([fc.integer({ min: 10_000, max: 2_500_000 }), fc.integer({ min: 20, max: 300 }), fc.integer({ min: 1, max: 84 })])(
    'agrees with @rinn/loan-math for any calculator input',
    (principal, rateTenths, months) => {
      const rate = rateTenths / 10;
      const { stdout } = run('emi', '--amount', String(principal), '--rate', String(rate), '--months', String(months), '--format', 'json');
      expect(JSON.parse(stdout).emi).toBe(loanSummary({ principal, annualRatePercent: rate, months }).emi);
    },
  );
});

describe('rinn schedule', () => {
  const terms = { principal: 300000, annualRatePercent: 9.5, months: 24, firstPayment: { year: 2027, month: 1 } };

  it('writes the library’s CSV', () => {
    const { stdout } = run('schedule', '--amount', '300000', '--rate', '9.5', '--months', '24', '--start', '2027-01', '--format', 'csv');
    expect(stdout.trimEnd()).toBe(scheduleToCsv(amortizationSchedule(terms)).trimEnd());
  });

  it('applies part-payments and reports what they save', () => {
    const { stdout } = run('schedule', '--amount', '300000', '--rate', '9.5', '--months', '24', '--start', '2027-01',
      '--prepay', '6:50000', '--prepay', '12:25,000', '--strategy', 'reduce-emi', '--format', 'json');
    const expected = amortizationSchedule({ ...terms, prepayments: [{ month: 6, amount: 50000 }, { month: 12, amount: 25000 }], prepaymentStrategy: 'reduce-emi' });
    expect(JSON.parse(stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('shows month labels and yearly totals as text', () => {
    const { stdout } = run('schedule', '--amount', '300000', '--rate', '9.5', '--months', '24', '--start', '2027-01');
    expect(stdout).toContain('Jan 27');
    expect(stdout).toContain('Dec 28');
  });
});

describe('rinn bt, fees and apr', () => {
  it('bt matches balanceTransfer', () => {
    const { stdout } = run('bt', '--emi', '12,000', '--loan', '5,00,000', '--tenure-months', '60', '--emis-paid', '20',
      '--new-rate', '11', '--new-years', '5', '--format', 'json');
    expect(JSON.parse(stdout)).toEqual(balanceTransfer({
      existingEmi: 12000, originalLoanAmount: 500000, originalTenureMonths: 60, emisPaid: 20, newAnnualRatePercent: 11, newTenureMonths: 60,
    }));
  });

  it('fees matches rinnLoanCharges, with the spec’s defaults', () => {
    const { stdout } = run('fees', '--amount', '500000', '--format', 'json');
    expect(JSON.parse(stdout)).toEqual(rinnLoanCharges({ loanAmount: 500000 }));
  });

  it('apr defaults the upfront charges to Rinn’s fees', () => {
    const { stdout } = run('apr', '--amount', '500000', '--rate', '12', '--years', '3', '--format', 'json');
    const upfrontCharges = rinnLoanCharges({ loanAmount: 500000 }).totalCharges;
    expect(JSON.parse(stdout)).toMatchObject({ upfrontCharges, apr: apr({ principal: 500000, annualRatePercent: 12, months: 36, upfrontCharges }) });
  });
});

describe('rinn validate', () => {
  it('accepts a valid PAN with exit code 0', () => {
    expect(run('validate', 'pan', 'ABCPE1234F')).toMatchObject({ exitCode: 0, stdout: 'valid pan\n' });
  });

  it('rejects an invalid mobile with the spec’s message and exit code 1', () => {
    const result = run('validate', 'mobile', '5123456789', '--format', 'json');
    expect(result.exitCode).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({ field: 'mobile', value: '5123456789', ...validators.mobile('5123456789') });
  });
});

describe('bad arguments', () => {
  it.each([
    [['emi', '--amount', '100000', '--rate', '10']],
    [['emi', '--amount', 'lots', '--rate', '10', '--years', '5']],
    [['emi', '--amount', '100000', '--rate', '10', '--years', '5', '--months', '60']],
    [['emi', '--amount', '100000', '--rate', '10', '--years', '5', '--colour', 'red']],
    [['emi', '--amount', '-5', '--rate', '10', '--years', '5']],
    [['schedule', '--amount', '100000', '--rate', '10', '--years', '5', '--start', '2027-13']],
    [['schedule', '--amount', '100000', '--rate', '10', '--years', '5', '--format', 'xml']],
    [['validate', 'horoscope', 'leo']],
    [['validate', 'pan']],
    [['launch']],
    [[]],
  ])('%j gives one line on stderr and exit code 2', (argv) => {
    const { stderr, exitCode } = run(...argv);
    expect(exitCode).toBe(2);
    if (argv.length > 0) expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('the rinn binary', () => {
  it('runs from a terminal', () => {
    const bin = join(dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'rinn.mjs');
    const result = spawnSync(process.execPath, [bin, 'emi', '--amount', '100000', '--rate', '10', '--years', '5', '--format', 'json'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).emi).toBe(2125);
  }, 30_000);
});
