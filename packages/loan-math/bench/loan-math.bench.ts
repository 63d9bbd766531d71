// Throughput of @rinn/loan-math beside the same work done with @formulajs/formulajs and, for the
// schedule, beside a hand-written paise loop (the floor: the ledger alone, no rows, no labels),
// all measured in one run on one machine so the ratios mean something. Run with `npm run bench`. Each case is
// time-boxed; the numbers are indicative, never asserted.
import { IPMT, PMT, PPMT } from '@formulajs/formulajs';
import { amortizationSchedule, emi } from '../src/index.js';

// The two host globals this script needs, declared for this module only: referencing Node's types
// would put them in scope for the package's sources too, which must stay host-free.
declare const console: { log(...values: unknown[]): void };
declare const performance: { now(): number };

const CASE_MILLISECONDS = 1_000;
const BATCH = 64;

// A few different loans, cycled, so neither side can be measured on a constant.
const loans = Array.from({ length: 16 }, (_, index) => ({
  principal: 100_000 + index * 37_500,
  annualRatePercent: 8 + index * 0.75,
  months: 84,
}));

let sink = 0;

function opsPerSecond(work: (index: number) => number): number {
  for (let index = 0; index < BATCH; index += 1) sink += work(index); // warm-up
  let operations = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < CASE_MILLISECONDS) {
    for (let index = 0; index < BATCH; index += 1) sink += work(operations + index);
    operations += BATCH;
    elapsed = performance.now() - started;
  }
  return (operations * 1_000) / elapsed;
}

const loanAt = (index: number) => loans[index % loans.length] as (typeof loans)[number];
// Built once, so the schedule case measures the schedule rather than an object spread.
const scheduleInputs = loans.map((loan) => ({ ...loan, firstPayment: { year: 2026, month: 1 } }));
const scheduleInputAt = (index: number) => scheduleInputs[index % scheduleInputs.length] as (typeof scheduleInputs)[number];

function formulaEmi(index: number): number {
  const { principal, annualRatePercent, months } = loanAt(index);
  return Math.round(-(PMT(annualRatePercent / 1200, months, principal) as number));
}

function formulaSchedule(index: number): number {
  const { principal, annualRatePercent, months } = loanAt(index);
  const rate = annualRatePercent / 1200;
  let balance = principal;
  for (let period = 1; period <= months; period += 1) {
    const interest = -(IPMT(rate, period, months, principal) as number);
    const repaid = -(PPMT(rate, period, months, principal) as number);
    balance -= repaid;
    sink += interest;
  }
  return balance;
}

/** The same paise ledger as the schedule, written as a bare loop: total interest, no rows. */
function handWrittenSchedule(index: number): number {
  const { principal, annualRatePercent, months } = loanAt(index);
  const rate = annualRatePercent / 1200;
  const instalment = Math.round((principal * rate) / -Math.expm1(-months * Math.log1p(rate))) * 100;
  let balance = principal * 100;
  let interestPaid = 0;
  for (let month = 1; month <= months && balance > 0; month += 1) {
    const interest = Math.round(balance * rate);
    balance -= month === months || balance + interest <= instalment ? balance : instalment - interest;
    interestPaid += interest;
  }
  return interestPaid;
}

const cases = [
  { name: 'EMI', rinn: (index: number) => emi(loanAt(index)), formulajs: formulaEmi },
  {
    name: 'schedule, 84 months',
    rinn: (index: number) => amortizationSchedule(scheduleInputAt(index)).totalInterest,
    formulajs: formulaSchedule,
    handWritten: handWrittenSchedule,
  },
];

const format = (value: number): string => Math.round(value).toLocaleString('en-IN').padStart(14);
const microseconds = (opsPerSecondValue: number): string => `${(1e6 / opsPerSecondValue).toFixed(2)} µs`.padStart(11);
console.log(
  `${'case'.padEnd(22)}${'rinn ops/s'.padStart(14)}${'each'.padStart(11)}${'formulajs ops/s'.padStart(18)}   rinn ÷ formulajs` +
    `${'hand loop ops/s'.padStart(18)}   rinn ÷ hand loop`,
);
for (const { name, rinn, formulajs, handWritten } of cases as { name: string; rinn: (index: number) => number; formulajs: (index: number) => number; handWritten?: (index: number) => number }[]) {
  // The hand loop runs before and after rinn, so a machine that got busier mid-run shows as spread.
  const handBefore = handWritten ? opsPerSecond(handWritten) : undefined;
  const ours = opsPerSecond(rinn);
  const theirs = opsPerSecond(formulajs);
  const handAfter = handWritten ? opsPerSecond(handWritten) : undefined;
  let hand = '';
  if (handBefore !== undefined && handAfter !== undefined) {
    const [low, high] = [ours / Math.max(handBefore, handAfter), ours / Math.min(handBefore, handAfter)];
    hand = `${format((handBefore + handAfter) / 2).padStart(18)}   ${low.toFixed(2)}–${high.toFixed(2)}×`;
  }
  console.log(`${name.padEnd(22)}${format(ours)}${microseconds(ours)}${format(theirs).padStart(18)}   ${(ours / theirs).toFixed(2)}×${hand}`);
}
console.log(
  [
    '',
    'The rinn schedule does more than the formulajs loop: interest exact to the paisa, whole-rupee',
    `rows that reconcile, labels and calendar-year totals. (checksum ${Math.round(sink) % 1_000})`,
  ].join('\n'),
);
