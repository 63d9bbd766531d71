/**
 * The commands of `rinn`: each declares its options (for node:util parseArgs) and turns parsed
 * values into output. Figures come from @rinn/loan-math, verdicts from @rinn/validation; the JSON
 * output uses the libraries' own field names, and that is the stable, documented format.
 */
import {
  amortizationSchedule,
  apr,
  balanceTransfer,
  loanSummary,
  scheduleToCsv,
  tenureInMonths,
  type AmortizationSchedule,
  type Prepayment,
  type PrepaymentStrategy,
} from '@rinn/loan-math';
import { parseNumericInput, rinnLoanCharges } from '@rinn/loan-math/rinn';
import { formatRupees } from '@rinn/format';
import { validators } from '@rinn/validation';
import { EXIT, UsageError } from './usage-error.js';

type OptionSpec = { readonly type: 'string' | 'boolean'; readonly multiple?: boolean };
export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;
interface Outcome {
  readonly output: string;
  readonly exitCode: number;
}
interface Command {
  readonly options: Record<string, OptionSpec>;
  readonly positionals: number;
  readonly run: (values: Values, positionals: readonly string[]) => Outcome;
}

const format = { type: 'string' } as const;
const text = { type: 'string' } as const;
const loanTermOptions = { amount: text, rate: text, years: text, months: text, format } as const;

type ValidatorField = keyof typeof validators;
type ValueValidator = (value: string) => { ok: true } | { ok: false; message: string };
/** The validators that check one value on their own (factories such as minLength need an argument). */
const validatorFields = (Object.keys(validators) as ValidatorField[]).filter(
  (field) => typeof validators[field] === 'function' && validators[field].length <= 1,
);

export const commands = {
  emi: {
    options: loanTermOptions,
    positionals: 0,
    run: (values) => {
      const terms = loanTerms(values);
      const summary = loanSummary(terms);
      return render(values, ['text', 'json'], { ...terms, ...summary }, () =>
        table([
          ['Loan amount', formatRupees(terms.principal)],
          ['Interest rate', `${terms.annualRatePercent} % a year`],
          ['Tenure', `${terms.months} months`],
          ['EMI', formatRupees(summary.emi)],
          ['Total interest', formatRupees(summary.totalInterest)],
          ['Total payable', formatRupees(summary.totalPayable)],
        ]),
      );
    },
  },
  schedule: {
    options: { ...loanTermOptions, start: text, prepay: { type: 'string', multiple: true }, strategy: text },
    positionals: 0,
    run: (values) => {
      const terms = loanTerms(values);
      const schedule = amortizationSchedule({
        ...terms,
        firstPayment: startMonth(values.start),
        prepayments: prepayments(values.prepay),
        prepaymentStrategy: strategy(values.strategy),
      });
      const chosen = outputFormat(values, ['text', 'csv', 'json']);
      if (chosen === 'csv') return { output: scheduleToCsv(schedule), exitCode: EXIT.ok };
      if (chosen === 'json') return { output: json(schedule), exitCode: EXIT.ok };
      return { output: scheduleText(schedule), exitCode: EXIT.ok };
    },
  },
  bt: {
    options: {
      emi: text, loan: text, 'tenure-months': text, 'emis-paid': text, 'new-rate': text,
      'new-years': text, 'new-months': text, format,
    },
    positionals: 0,
    run: (values) => {
      const result = balanceTransfer({
        existingEmi: requiredNumber(values, 'emi'),
        originalLoanAmount: requiredNumber(values, 'loan'),
        originalTenureMonths: requiredNumber(values, 'tenure-months'),
        emisPaid: requiredNumber(values, 'emis-paid'),
        newAnnualRatePercent: requiredNumber(values, 'new-rate'),
        newTenureMonths: months(values, 'new-years', 'new-months'),
      });
      return render(values, ['text', 'json'], result, () =>
        table([
          ['Existing rate (implied)', `${result.existingAnnualRatePercent} % a year`],
          ['Outstanding principal', formatRupees(result.outstandingPrincipal)],
          ['Foreclosure charge', formatRupees(result.foreclosureCharge)],
          ['Cash in hand', result.refinanceEligible ? formatRupees(result.cashInHand) : `${formatRupees(0)} (needs 12 EMIs paid)`],
          ['New loan amount', formatRupees(result.totalLoanAmount)],
          ['New EMI', formatRupees(result.emi)],
        ]),
      );
    },
  },
  fees: {
    options: { amount: text, 'processing-fee': text, 'stamp-duty': text, valuation: text, service: text, format },
    positionals: 0,
    run: (values) => {
      const charges = rinnLoanCharges({
        loanAmount: requiredNumber(values, 'amount'),
        processingFee: optionalNumber(values, 'processing-fee'),
        stampDuty: optionalNumber(values, 'stamp-duty'),
        valuationCharges: optionalNumber(values, 'valuation'),
        serviceCharges: optionalNumber(values, 'service'),
      });
      return render(values, ['text', 'json'], charges, () =>
        table([
          ['Loan amount', formatRupees(charges.loanAmount)],
          ['Processing fee (incl. 18 % GST)', formatRupees(charges.processingFee)],
          ['Stamp duty', formatRupees(charges.stampDuty)],
          ['Valuation charges', formatRupees(charges.valuationCharges)],
          ['Service charges', formatRupees(charges.serviceCharges)],
          ['Net disbursed amount', formatRupees(charges.netDisbursed)],
        ]),
      );
    },
  },
  apr: {
    options: { ...loanTermOptions, charges: text },
    positionals: 0,
    run: (values) => {
      const terms = loanTerms(values);
      // Without --charges, the upfront charges are Rinn's default fees for this amount (FEE rules).
      const upfrontCharges = optionalNumber(values, 'charges') ?? rinnLoanCharges({ loanAmount: terms.principal }).totalCharges;
      const annualPercentageRate = apr({ ...terms, upfrontCharges });
      return render(values, ['text', 'json'], { ...terms, upfrontCharges, apr: annualPercentageRate }, () =>
        table([
          ['Nominal rate', `${terms.annualRatePercent} % a year`],
          ['Upfront charges', formatRupees(upfrontCharges)],
          ['APR', `${annualPercentageRate} % a year`],
        ]),
      );
    },
  },
  validate: {
    options: { format },
    positionals: 2,
    fields: validatorFields,
    run: (values, [field, value]) => {
      if (!validatorFields.includes(field as ValidatorField)) {
        throw new UsageError(`unknown field "${field}"; one of: ${validatorFields.join(', ')}`);
      }
      const verdict = (validators[field as ValidatorField] as ValueValidator)(value!);
      const exitCode = verdict.ok ? EXIT.ok : EXIT.invalid;
      const output = outputFormat(values, ['text', 'json']) === 'json'
        ? json({ field, value, ...verdict })
        : verdict.ok ? `valid ${field}` : `invalid ${field}: ${verdict.message}`;
      return { output, exitCode };
    },
  },
} satisfies Record<string, Command & { fields?: readonly string[] }>;

export type CommandName = keyof typeof commands;

function loanTerms(values: Values) {
  return {
    principal: requiredNumber(values, 'amount'),
    annualRatePercent: requiredNumber(values, 'rate'),
    months: months(values, 'years', 'months'),
  };
}

/** Cars are chosen in years (× 12), two-wheelers in months as given (§9, SUM rules). */
function months(values: Values, yearsOption: string, monthsOption: string): number {
  const years = optionalNumber(values, yearsOption);
  const monthCount = optionalNumber(values, monthsOption);
  if ((years === undefined) === (monthCount === undefined)) {
    throw new UsageError(`give exactly one of --${yearsOption} or --${monthsOption}`);
  }
  return years !== undefined ? tenureInMonths(years, 'years') : tenureInMonths(monthCount!, 'months');
}

function requiredNumber(values: Values, option: string): number {
  const value = optionalNumber(values, option);
  if (value === undefined) throw new UsageError(`--${option} is required`);
  return value;
}

function optionalNumber(values: Values, option: string): number | undefined {
  const raw = values[option];
  if (raw === undefined) return undefined;
  const parsed = typeof raw === 'string' ? parseNumericInput(raw) : undefined;
  if (parsed === undefined) throw new UsageError(`--${option} must be a number, got "${String(raw)}"`);
  return parsed;
}

function startMonth(raw: Values[string]): { year: number; month: number } {
  if (raw === undefined) {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() + 1 };
  }
  const match = typeof raw === 'string' ? /^(\d{4})-(\d{2})$/.exec(raw) : null;
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) throw new UsageError(`--start must be YYYY-MM, got "${String(raw)}"`);
  return { year: Number(match[1]), month };
}

function prepayments(raw: Values[string]): Prepayment[] {
  const entries = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return entries.map((entry) => {
    const match = typeof entry === 'string' ? /^(\d+):([\d,]+)$/.exec(entry) : null;
    if (!match) throw new UsageError(`--prepay must be MONTH:AMOUNT (e.g. 12:50000), got "${String(entry)}"`);
    return { month: Number(match[1]), amount: parseNumericInput(match[2]!)! };
  });
}

const STRATEGIES: readonly PrepaymentStrategy[] = ['reduce-tenure', 'reduce-emi'];
function strategy(raw: Values[string]): PrepaymentStrategy | undefined {
  if (raw === undefined) return undefined;
  if (!STRATEGIES.includes(raw as PrepaymentStrategy)) {
    throw new UsageError(`--strategy must be one of ${STRATEGIES.join(', ')}, got "${String(raw)}"`);
  }
  return raw as PrepaymentStrategy;
}

function outputFormat<const F extends string>(values: Values, allowed: readonly F[]): F {
  const raw = values.format ?? 'text';
  if (!allowed.includes(raw as F)) throw new UsageError(`--format must be one of ${allowed.join(', ')}, got "${String(raw)}"`);
  return raw as F;
}

function render(values: Values, allowed: readonly ('text' | 'json')[], data: object, asText: () => string): Outcome {
  const output = outputFormat(values, allowed) === 'json' ? json(data) : asText();
  return { output, exitCode: EXIT.ok };
}

function json(data: unknown): string {
  return JSON.stringify(data, null, 2);
}

function table(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
}

function scheduleText(schedule: AmortizationSchedule): string {
  const header = ['Month', 'Principal', 'Interest', 'EMI', 'Balance'];
  const lines: string[][] = [header];
  for (const year of schedule.years) {
    for (const row of year.rows) {
      lines.push([row.label, formatRupees(row.principalPayment), formatRupees(row.interestPayment), formatRupees(row.emi), formatRupees(row.remainingBalance)]);
    }
    const total = year.total;
    lines.push([total.label, formatRupees(total.principalPayment), formatRupees(total.interestPayment), formatRupees(total.emi), formatRupees(total.remainingBalance)]);
  }
  const widths = header.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  const body = lines.map((line) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
  const summary = [
    `EMI ${formatRupees(schedule.emi)} × ${schedule.instalments} instalments`,
    `Total interest ${formatRupees(schedule.totalInterest)}`,
    ...(schedule.totalPrepaid > 0
      ? [`Part-payments ${formatRupees(schedule.totalPrepaid)}: interest saved ${formatRupees(schedule.interestSaved)}, ${schedule.monthsSaved} months saved`]
      : []),
  ];
  return [...body, '', ...summary].join('\n');
}
