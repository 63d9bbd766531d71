/**
 * The commands of `rinn`: each declares its options (for node:util parseArgs), its help, a zod
 * schema for its option values, and turns them into an {@link Output}. Figures come from
 * @rinn/loan-math and verdicts from @rinn/validation; nothing here computes a loan figure.
 */
import {
  amortizationSchedule,
  apr,
  balanceTransfer,
  emi,
  loanSummary,
  type AmortizationSchedule,
} from '@rinn/loan-math';
import { rinnLoanCharges } from '@rinn/loan-math/rinn';
import { validators } from '@rinn/validation';
import { z } from 'zod/mini';
import { runBatch } from './batch.js';
import {
  amount,
  charge,
  count,
  exactlyOneTenure,
  isoMonth,
  loanTerms,
  parseFields,
  prepayment,
  ratePercent,
  rounding,
  strategy,
  tenureMonths,
  wholeNumber,
} from './options.js';
import { grid, percent, recordOutput, rupees, table, type Cell, type Output, type OutputFormat } from './output.js';
import { UsageError } from './usage-error.js';

type OptionSpec = { readonly type: 'string' | 'boolean'; readonly multiple?: boolean; readonly short?: string };
export type Values = Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;

/** What commands may read besides their arguments. */
export interface CommandContext {
  /** The text of a file, or of standard input for `-`. */
  readonly readInput: (path: string) => Promise<string>;
}

export interface Command {
  /** One line for `rinn --help`. */
  readonly summary: string;
  /** `rinn <command> --help`. */
  readonly help: string;
  /** The command's own options; `--format` and `--help` are added to every command. */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** Fewest and most values after the command. */
  readonly positionals: readonly [number, number];
  readonly defaultFormat?: OutputFormat;
  /** Values are parseArgs' (every option as text); positionals are the values after the command. */
  readonly run: (values: Values, positionals: readonly string[], context: CommandContext) => Output | Promise<Output>;
}

const option = { type: 'string' } as const;
const LOAN_TERM_OPTIONS = { amount: option, rate: option, years: option, months: option } as const;

const LOAN_TERM_HELP = `  --amount N      loan amount in rupees; Indian commas allowed (5,00,000)
  --rate R        annual interest rate in percent (10.5)
  --years Y       tenure in whole years (car loans): Y × 12 instalments
  --months M      tenure in months, as given (two-wheeler loans)`;

/** The lines every command's help ends with. */
export function commonHelp(defaultFormat: OutputFormat = 'text'): string {
  const formats = (['text', 'json', 'csv'] as const).map((name) => (name === defaultFormat ? `${name} (default)` : name)).join(', ');
  return `  --format F      ${formats}
  -h, --help      this help`;
}

/** Validator fields that check one value on their own (factories such as minLength need an argument). */
type ValidatorField = keyof typeof validators;
type ValueValidator = (value: string) => { ok: true } | { ok: false; message: string };
export const VALIDATOR_FIELDS = (Object.keys(validators) as ValidatorField[]).filter(
  (field) => typeof validators[field] === 'function' && validators[field].length <= 1,
);

/**
 * A schedule's amounts do not depend on the calendar (each month's interest is the monthly rate
 * times the balance), so an undated schedule is computed from a January start: the library's
 * calendar years are then the loan's years 1, 2, …, and the calendar itself is never printed.
 */
const UNDATED_FIRST_PAYMENT = { year: 2001, month: 1 } as const;

const scheduleSchema = z.object({
  start: z.optional(isoMonth),
  prepay: z.optional(z.array(prepayment)),
  strategy: z.optional(strategy),
});

const btSchema = z
  .object({
    emi: amount,
    loan: amount,
    'tenure-months': count,
    'emis-paid': wholeNumber,
    'new-rate': ratePercent,
    'new-years': z.optional(count),
    'new-months': z.optional(count),
  })
  .check(z.superRefine(exactlyOneTenure('new-years', 'new-months')));

const feesSchema = z.object({
  amount,
  'processing-fee': z.optional(charge),
  'stamp-duty': z.optional(charge),
  valuation: z.optional(charge),
  service: z.optional(charge),
});

const aprSchema = z.object({ charges: z.optional(charge), rounding: z.optional(rounding) });

export const commands = {
  emi: {
    summary: 'EMI, total payable and total interest of a loan',
    help: `Usage: rinn emi --amount N --rate R (--years Y | --months M) [--format F]

The monthly instalment (EMI, rounded to the rupee), the total payable (EMI × months) and the total
interest.

${LOAN_TERM_HELP}
${commonHelp()}

Example: rinn emi --amount 5,00,000 --rate 10.5 --years 5`,
    options: LOAN_TERM_OPTIONS,
    positionals: [0, 0],
    run: (values) => {
      const terms = parse(loanTerms, values);
      const summary = loanSummary(terms);
      return recordOutput({ ...terms, ...summary }, () =>
        table([
          ['Loan amount', rupees(terms.principal)],
          ['Interest rate', `${percent(terms.annualRatePercent)} a year`],
          ['Tenure', `${terms.months} months`],
          ['EMI', rupees(summary.emi)],
          ['Total interest', rupees(summary.totalInterest)],
          ['Total payable', rupees(summary.totalPayable)],
        ]),
      );
    },
  },
  schedule: {
    summary: 'month-by-month repayment schedule, with part-payments',
    help: `Usage: rinn schedule --amount N --rate R (--years Y | --months M) [--start YYYY-MM]
                     [--prepay MONTH:AMOUNT ...] [--strategy reduce-tenure|reduce-emi] [--format F]

Each instalment's principal, interest, part-payment and the balance left, in whole rupees.

${LOAN_TERM_HELP}
  --start YYYY-MM month of the first instalment. Without it the schedule is undated: instalments
                  are numbered 1..n, grouped into loan years, and the month column is empty. The
                  output never depends on today's date.
  --prepay M:A    a part-payment of A rupees with instalment M (repeatable)
  --strategy S    what a part-payment shortens: reduce-tenure (default) or reduce-emi
${commonHelp()}

CSV columns: instalment, dueMonth (YYYY-MM), principalPayment, interestPayment, emi, prepayment,
remainingBalance.

Example: rinn schedule --amount 300000 --rate 9.5 --months 24 --start 2027-01 --format csv`,
    options: { ...LOAN_TERM_OPTIONS, start: option, prepay: { type: 'string', multiple: true }, strategy: option },
    positionals: [0, 0],
    run: (values) => {
      const terms = parse(loanTerms, values);
      const extra = parse(scheduleSchema, values);
      const schedule = amortizationSchedule({
        ...terms,
        firstPayment: extra.start ?? UNDATED_FIRST_PAYMENT,
        prepayments: extra.prepay ?? [],
        ...(extra.strategy === undefined ? {} : { prepaymentStrategy: extra.strategy }),
      });
      return scheduleOutput(schedule, extra.start !== undefined);
    },
  },
  bt: {
    summary: 'balance transfer or refinance of an existing loan',
    help: `Usage: rinn bt --emi N --loan N --tenure-months M --emis-paid K --new-rate R
              (--new-years Y | --new-months M) [--format F]

Moves an existing loan to a new rate: the outstanding principal, the 5 % foreclosure charge, the
cash in hand (after 12 EMIs paid) and the new loan's EMI.

  --emi N             the existing loan's EMI in rupees
  --loan N            the existing loan's original amount in rupees
  --tenure-months M   the existing loan's tenure in months
  --emis-paid K       EMIs paid so far
  --new-rate R        the new annual rate in percent
  --new-years Y       the new tenure in years (or --new-months M)
${commonHelp()}

Example: rinn bt --emi 10624 --loan 5,00,000 --tenure-months 60 --emis-paid 24 --new-rate 9 --new-years 3`,
    options: {
      emi: option, loan: option, 'tenure-months': option, 'emis-paid': option, 'new-rate': option,
      'new-years': option, 'new-months': option,
    },
    positionals: [0, 0],
    run: (values) => {
      const input = parse(btSchema, values);
      const result = balanceTransfer({
        existingEmi: input.emi,
        originalLoanAmount: input.loan,
        originalTenureMonths: input['tenure-months'],
        emisPaid: input['emis-paid'],
        newAnnualRatePercent: input['new-rate'],
        newTenureMonths: tenureMonths(input['new-years'], input['new-months'], 'new-years', 'new-months'),
      });
      return recordOutput({ ...result }, () =>
        table([
          ['Existing rate (implied)', `${percent(result.existingAnnualRatePercent)} a year`],
          ['Outstanding principal', rupees(result.outstandingPrincipal)],
          ['Foreclosure charge', rupees(result.foreclosureCharge)],
          ['Cash in hand', result.refinanceEligible ? rupees(result.cashInHand) : `${rupees(0)} (needs 12 EMIs paid)`],
          ['New loan amount', rupees(result.totalLoanAmount)],
          ['New EMI', rupees(result.emi)],
        ]),
      );
    },
  },
  fees: {
    summary: 'charges deducted from a loan and the net amount disbursed',
    help: `Usage: rinn fees --amount N [--processing-fee N] [--stamp-duty N] [--valuation N] [--service N]
                 [--format F]

Every charge, their total and the net amount disbursed. A charge left out takes Rinn's default:
processing fee 1.25 % of the loan, stamp duty ₹300, valuation ₹943, service ₹885. The processing
fee is shown with 18 % GST, rounded to the rupee.

  --amount N           loan amount in rupees
  --processing-fee N   the lender's processing fee before GST
  --stamp-duty N       stamp duty (0 for none)
  --valuation N        valuation charges (0 for none)
  --service N          service (insurance) charges (0 for none)
${commonHelp()}

Example: rinn fees --amount 47000 --processing-fee 1175 --stamp-duty 0 --valuation 0 --service 0`,
    options: { amount: option, 'processing-fee': option, 'stamp-duty': option, valuation: option, service: option },
    positionals: [0, 0],
    run: (values) => {
      const input = parse(feesSchema, values);
      const charges = rinnLoanCharges({
        loanAmount: input.amount,
        processingFee: input['processing-fee'],
        stampDuty: input['stamp-duty'],
        valuationCharges: input.valuation,
        serviceCharges: input.service,
      });
      return recordOutput({ ...charges }, () =>
        table([
          ['Loan amount', rupees(charges.loanAmount)],
          ['Processing fee (incl. 18 % GST)', rupees(charges.processingFee)],
          ['Stamp duty', rupees(charges.stampDuty)],
          ['Valuation charges', rupees(charges.valuationCharges)],
          ['Service charges', rupees(charges.serviceCharges)],
          ['Total charges', rupees(charges.totalCharges)],
          ['Net disbursed amount', rupees(charges.netDisbursed)],
        ]),
      );
    },
  },
  apr: {
    summary: 'annual percentage rate (APR) with upfront charges, as a KFS states it',
    help: `Usage: rinn apr --amount N --rate R (--years Y | --months M) [--charges N]
                [--rounding rupee|paisa|none] [--format F]

The APR: 12 × the monthly internal rate of return of the amount disbursed (loan − upfront charges)
against the instalments. Text shows it to two decimals; JSON and CSV carry the exact figure.

${LOAN_TERM_HELP}
  --charges N     upfront charges in rupees; default: Rinn's fees for the amount (see rinn fees)
  --rounding R    how the instalment is rounded: rupee (default, Rinn's EMI), paisa or none
${commonHelp()}

Example: rinn apr --amount 47000 --rate 21 --months 24 --charges 1387 --rounding paisa`,
    options: { ...LOAN_TERM_OPTIONS, charges: option, rounding: option },
    positionals: [0, 0],
    run: (values) => {
      const terms = parse(loanTerms, values);
      const extra = parse(aprSchema, values);
      const instalmentRounding = extra.rounding ?? 'rupee';
      // Without --charges, the upfront charges are Rinn's default fees for this amount (FEE rules).
      const upfrontCharges = extra.charges ?? rinnLoanCharges({ loanAmount: terms.principal }).totalCharges;
      const input = { ...terms, upfrontCharges, rounding: instalmentRounding };
      const instalment = emi(input);
      const annualPercentageRate = apr(input);
      return recordOutput({ ...terms, rounding: instalmentRounding, upfrontCharges, emi: instalment, apr: annualPercentageRate }, () =>
        table([
          ['Loan amount', rupees(terms.principal)],
          ['Nominal rate', `${percent(terms.annualRatePercent)} a year`],
          ['Tenure', `${terms.months} months`],
          ['EMI', rupees(instalment)],
          ['Upfront charges', rupees(upfrontCharges)],
          ['APR', `${percent(annualPercentageRate)} a year`],
        ]),
      );
    },
  },
  validate: {
    summary: 'check one value with the form validators',
    help: `Usage: rinn validate FIELD VALUE [--format F]

Checks VALUE with the validator of FIELD and prints the form's message when it is invalid.
Exit code 0 when valid, 1 when invalid.

  FIELD           ${VALIDATOR_FIELDS.join(', ')}
${commonHelp()}

Example: rinn validate pan ABCPE1234F`,
    options: {},
    positionals: [2, 2],
    run: (_values, [field, value]) => {
      if (field === undefined || value === undefined) throw new UsageError('give a field and a value');
      if (!VALIDATOR_FIELDS.includes(field as ValidatorField)) {
        throw new UsageError(`unknown field "${field}"; one of: ${VALIDATOR_FIELDS.join(', ')}`);
      }
      const verdict = (validators[field as ValidatorField] as ValueValidator)(value);
      const record: Record<string, Cell> = { field, value, ...verdict };
      return recordOutput(record, () => (verdict.ok ? `valid ${field}` : `invalid ${field}: ${verdict.message}`), verdict.ok ? 0 : 1);
    },
  },
  batch: {
    summary: 'EMIs of many loans: CSV in (amount,rate,years), one result row per loan out',
    help: `Usage: rinn batch [emi] [FILE | -] [--format F]

Reads a CSV file (or standard input for - or no FILE) with a header row naming the columns
amount, rate and years or months (in any order, any case; other columns are ignored), and writes
one result row per input row, in the same order.

A row that cannot be computed gets its error on its own result row (row number, field, message)
and on stderr; the other rows are still computed. Exit code 1 when any row failed.

Result columns: row (spreadsheet row: the header is row 1), principal, annualRatePercent, months,
emi, totalPayable, totalInterest, errorField, errorMessage.

${commonHelp('csv')}

Example: rinn batch loans.csv > emis.csv
         rinn batch emi < loans.csv`,
    options: {},
    positionals: [0, 2],
    defaultFormat: 'csv',
    run: async (_values, positionals, context) => {
      const [first, second] = positionals;
      if (positionals.length === 2 && first !== 'emi') throw new UsageError(`the only batch calculation is emi, got "${first}"`);
      const path = second ?? (first === 'emi' || first === undefined ? '-' : first);
      return runBatch(await context.readInput(path));
    },
  },
} satisfies Record<string, Command>;

export type CommandName = keyof typeof commands;

/** Option values through a schema; a bad one is reported with its option name. */
const parse: <S extends z.ZodMiniType>(schema: S, values: Values) => z.output<S> = parseFields;

function isoMonthOf(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

function scheduleOutput(schedule: AmortizationSchedule, dated: boolean): Output {
  const rows = schedule.years.flatMap((year) =>
    year.rows.map((row) => ({
      instalment: row.instalment,
      dueMonth: dated ? isoMonthOf(row.year, row.month) : null,
      principalPayment: row.principalPayment,
      interestPayment: row.interestPayment,
      emi: row.emi,
      prepayment: row.prepayment,
      remainingBalance: row.remainingBalance,
    })),
  );
  const json = {
    emi: schedule.emi,
    instalments: schedule.instalments,
    totalInterest: schedule.totalInterest,
    totalPrepaid: schedule.totalPrepaid,
    totalPayable: schedule.totalPayable,
    interestSaved: schedule.interestSaved,
    monthsSaved: schedule.monthsSaved,
    prepaymentStrategy: schedule.prepaymentStrategy,
    firstDueMonth: rows[0]?.dueMonth ?? null,
    rows,
  };
  const columns = ['instalment', 'dueMonth', 'principalPayment', 'interestPayment', 'emi', 'prepayment', 'remainingBalance'] as const;
  return {
    json: () => json,
    csv: () => [columns, ...rows.map((row) => columns.map((column) => row[column]))],
    text: () => scheduleText(schedule, dated),
  };
}

function scheduleText(schedule: AmortizationSchedule, dated: boolean): string {
  const withPrepayments = schedule.totalPrepaid > 0;
  const amounts = (line: { principalPayment: number; interestPayment: number; prepayment: number; emi: number; remainingBalance: number }) => [
    rupees(line.principalPayment),
    rupees(line.interestPayment),
    ...(withPrepayments ? [rupees(line.prepayment)] : []),
    rupees(line.emi),
    rupees(line.remainingBalance),
  ];
  const header = ['#', ...(dated ? ['Month'] : []), 'Principal', 'Interest', ...(withPrepayments ? ['Part-payment'] : []), 'EMI', 'Balance'];
  const lines: string[][] = [header];
  schedule.years.forEach((year, index) => {
    for (const row of year.rows) lines.push([String(row.instalment), ...(dated ? [row.label] : []), ...amounts(row)]);
    lines.push([dated ? year.total.label : `Total year ${index + 1}`, ...(dated ? [''] : []), ...amounts(year.total)]);
  });
  const summary = [
    `EMI ${rupees(schedule.emi)} × ${schedule.instalments} instalments${dated ? '' : ' (undated: give --start YYYY-MM for months)'}`,
    `Total interest ${rupees(schedule.totalInterest)}`,
    `Total payable ${rupees(schedule.totalPayable)}`,
    ...(withPrepayments
      ? [`Part-payments ${rupees(schedule.totalPrepaid)}: interest saved ${rupees(schedule.interestSaved)}, ${schedule.monthsSaved} months saved`]
      : []),
  ];
  return [grid(lines, dated ? 2 : 1), '', ...summary].join('\n');
}
