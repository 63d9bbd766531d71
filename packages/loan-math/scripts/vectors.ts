// Golden vectors: inputs and exact outputs of the core's calculators, drawn with a fixed seed from
// the property-test generators (tests/arbitraries.ts), so a port of this package to another
// language can prove it gives the same answers. scripts/generate-vectors.ts writes them to
// vectors/*.json; tests/vectors.test.ts recomputes every case and checks that regenerating them
// gives byte-identical files.
import * as fc from 'fast-check';
import { amortizationSchedule, type AmortizationInput, type AmortizationSchedule } from '../src/amortization.js';
import { apr, type AprInput } from '../src/apr.js';
import { balanceTransfer, type BalanceTransferInput, type BalanceTransferResult } from '../src/balance-transfer.js';
import { emi, type EmiRounding } from '../src/emi.js';
import { LoanMathError, type LoanMathErrorCode } from '../src/errors.js';
import type { LoanTerms } from '../src/loan-terms.js';
import { anyTerms, calculatorTerms, existingLoans, firstPayments, withCharges, withPrepayments } from '../tests/arbitraries.js';

/** The seed every vector file is drawn with. Changing it changes every file. */
export const VECTOR_SEED = 20_261_126;

export const ROUNDINGS: readonly EmiRounding[] = ['rupee', 'paisa', 'none'];

const GENERATED_BY = 'npm run vectors -w @rinn/loan-math (packages/loan-math/scripts/generate-vectors.ts)';
const GENERATORS = 'packages/loan-math/tests/arbitraries.ts';

/** `fc.sample` with the vector seed: the same cases on every run. */
function sample<T>(arbitrary: fc.Arbitrary<T>, numRuns: number, seedOffset: number): T[] {
  return fc.sample(arbitrary, { seed: VECTOR_SEED + seedOffset, numRuns });
}

/** One output per rounding: what `run` gives with `rounding: 'rupee' | 'paisa' | 'none'`. */
function perRounding(run: (rounding: EmiRounding) => number): Record<EmiRounding, number> {
  return Object.fromEntries(ROUNDINGS.map((rounding) => [rounding, run(rounding)])) as Record<EmiRounding, number>;
}

/** How many rows at each end of a schedule a vector lists (the year totals cover the rest). */
export const SCHEDULE_EDGE_ROWS = 3;

/** The part of a schedule a vector records: the summary, every year's totals and the first and last rows. */
export function scheduleVectorOutput(schedule: AmortizationSchedule) {
  const rows = schedule.years.flatMap((year) => year.rows);
  return {
    emi: schedule.emi,
    instalments: schedule.instalments,
    totalInterest: schedule.totalInterest,
    totalPrepaid: schedule.totalPrepaid,
    totalPayable: schedule.totalPayable,
    interestSaved: schedule.interestSaved,
    monthsSaved: schedule.monthsSaved,
    prepaymentStrategy: schedule.prepaymentStrategy,
    yearTotals: schedule.years.map((year) => ({ year: year.year, ...year.total })),
    firstRows: rows.slice(0, SCHEDULE_EDGE_ROWS),
    lastRows: rows.length > SCHEDULE_EDGE_ROWS ? rows.slice(-Math.min(SCHEDULE_EDGE_ROWS, rows.length - SCHEDULE_EDGE_ROWS)) : [],
  };
}

export interface VectorFile<Input, Output> {
  readonly description: string;
  readonly function: string;
  readonly seed: number;
  readonly generators: string;
  readonly generatedBy: string;
  readonly cases: readonly { readonly input: Input; readonly output: Output }[];
}

/** What a vector records for an input the library refuses: the LoanMathError's code. */
export interface RefusedOutput {
  readonly error: LoanMathErrorCode;
}

/** `run`'s result, or `{ error: code }` when it throws a LoanMathError (anything else is a bug and is rethrown). */
export function outcomeOf<T>(run: () => T): T | RefusedOutput {
  try {
    return run();
  } catch (error) {
    if (error instanceof LoanMathError) return { error: error.code };
    throw error;
  }
}

const termsOf = ({ principal, annualRatePercent, months }: LoanTerms): LoanTerms => ({ principal, annualRatePercent, months });

function emiVectors(): VectorFile<LoanTerms, Record<EmiRounding, number>> {
  const terms = [...sample(calculatorTerms, 30, 0), ...sample(anyTerms, 30, 1)].map(termsOf);
  return {
    description:
      'EMI golden vectors for @rinn/loan-math emi(). Each case gives the loan (principal in rupees, annual rate in percent, tenure in months) ' +
      'and the EMI for each rounding option: emi({ ...input, rounding }). "rupee" and "paisa" must match exactly; "none" is the unrounded ' +
      'IEEE-754 double and may differ from another implementation in the last bits. The first 30 cases are drawn from calculatorTerms ' +
      `(the calculator's slider ranges) with seed ${VECTOR_SEED}, the next 30 from anyTerms with seed ${VECTOR_SEED + 1}, using fc.sample.`,
    function: 'emi',
    seed: VECTOR_SEED,
    generators: `${GENERATORS}: calculatorTerms, anyTerms`,
    generatedBy: GENERATED_BY,
    cases: terms.map((input) => ({ input, output: perRounding((rounding) => emi({ ...input, rounding })) })),
  };
}

function scheduleVectors(): VectorFile<AmortizationInput, ReturnType<typeof scheduleVectorOutput> | RefusedOutput> {
  const plain = sample(fc.tuple(calculatorTerms, firstPayments), 10, 10).map(([terms, firstPayment]): AmortizationInput => ({ ...termsOf(terms), firstPayment }));
  const long = sample(fc.tuple(anyTerms, firstPayments), 5, 11).map(([terms, firstPayment]): AmortizationInput => ({ ...termsOf(terms), firstPayment }));
  const prepaid = sample(fc.tuple(withPrepayments, firstPayments), 15, 12).map(
    ([[terms, prepayments, prepaymentStrategy], firstPayment]): AmortizationInput => ({ ...termsOf(terms), firstPayment, prepayments, prepaymentStrategy }),
  );
  return {
    description:
      'Amortization schedule golden vectors for @rinn/loan-math amortizationSchedule(). Each case gives the input and, of the result, ' +
      `the summary, every calendar year's totals and the first and last ${SCHEDULE_EDGE_ROWS} rows (all whole rupees). ` +
      `Cases 1–10: calculatorTerms with no prepayment (seed ${VECTOR_SEED + 10}); 11–15: anyTerms, up to 360 months (seed ${VECTOR_SEED + 11}); ` +
      `16–30: withPrepayments, one to four part-prepayments under either strategy (seed ${VECTOR_SEED + 12}); first payment months from firstPayments. ` +
      'An input the library refuses has output { "error": code }, the LoanMathError code (e.g. EMI_DOES_NOT_AMORTIZE when the rounded EMI ' +
      'does not cover the first month\'s interest). Drawn with fc.sample; every number must match exactly.',
    function: 'amortizationSchedule',
    seed: VECTOR_SEED,
    generators: `${GENERATORS}: calculatorTerms, anyTerms, withPrepayments, firstPayments`,
    generatedBy: GENERATED_BY,
    cases: [...plain, ...long, ...prepaid].map((input) => ({ input, output: outcomeOf(() => scheduleVectorOutput(amortizationSchedule(input))) })),
  };
}

function balanceTransferVectors(): VectorFile<BalanceTransferInput, BalanceTransferResult> {
  const inputs = sample(existingLoans, 40, 20).map(({ input }) => input);
  return {
    description:
      'Balance transfer golden vectors for @rinn/loan-math balanceTransfer(). Each case gives an existing loan (its EMI computed from a known rate), ' +
      'the EMIs paid and the new rate and tenure, and the whole result. Every field is in whole rupees and must match exactly except ' +
      'existingAnnualRatePercent, the rate solved from the existing EMI (an IEEE-754 double; compare it to about 1e-9). ' +
      `Drawn from existingLoans with seed ${VECTOR_SEED + 20} using fc.sample.`,
    function: 'balanceTransfer',
    seed: VECTOR_SEED,
    generators: `${GENERATORS}: existingLoans`,
    generatedBy: GENERATED_BY,
    cases: inputs.map((input) => ({ input, output: balanceTransfer(input) })),
  };
}

function aprVectors(): VectorFile<Omit<AprInput, 'rounding'>, Record<EmiRounding, number>> {
  const inputs = sample(withCharges, 40, 30).map(([terms, upfrontCharges]) => ({ ...termsOf(terms), upfrontCharges }));
  return {
    description:
      'APR golden vectors for @rinn/loan-math apr(). Each case gives the loan and its upfront charges in rupees, and the APR in percent a year ' +
      'for each rounding of the EMI: apr({ ...input, rounding }). The APR is an unrounded IEEE-754 double solved iteratively: this library ' +
      'reproduces it exactly; another implementation should agree to about 1e-9 percentage points. ' +
      `Drawn from withCharges (charges up to half the principal) with seed ${VECTOR_SEED + 30} using fc.sample.`,
    function: 'apr',
    seed: VECTOR_SEED,
    generators: `${GENERATORS}: withCharges`,
    generatedBy: GENERATED_BY,
    cases: inputs.map((input) => ({ input, output: perRounding((rounding) => apr({ ...input, rounding })) })),
  };
}

/** A vector file as text: the header pretty-printed, one case a line, so diffs stay readable. */
function serialise(file: VectorFile<unknown, unknown>): string {
  const { cases, ...header } = file;
  const head = JSON.stringify(header, null, 2).slice(0, -2);
  return `${head},\n  "cases": [\n${cases.map((entry) => `    ${JSON.stringify(entry)}`).join(',\n')}\n  ]\n}\n`;
}

/** Every vector file, by file name under vectors/, as the exact text to write. */
export function buildVectorFiles(): Record<string, string> {
  return {
    'emi.json': serialise(emiVectors()),
    'amortization-schedule.json': serialise(scheduleVectors()),
    'balance-transfer.json': serialise(balanceTransferVectors()),
    'apr.json': serialise(aprVectors()),
  };
}
