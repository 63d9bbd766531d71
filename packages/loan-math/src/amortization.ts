import { monthlyRateOf } from './annuity.js';
import { emi } from './emi.js';
import { LoanMathError } from './errors.js';
import { assertLoanTerms, LOAN_LIMITS, type LoanTerms } from './loan-terms.js';
import { isWholeRupees, PAISE_PER_RUPEE, paiseToNearestRupee, toPaise } from './money.js';

/** How a part-payment changes the rest of the loan. */
export type PrepaymentStrategy = 'reduce-tenure' | 'reduce-emi';

/** A part-payment made together with one instalment. */
export interface Prepayment {
  /** 1-based number of the instalment it is paid with. */
  readonly month: number;
  /** Amount in whole rupees. */
  readonly amount: number;
}

/** A calendar month; `month` runs from 1 (January) to 12 (December). */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

/** What {@link amortizationSchedule} needs. */
export interface AmortizationInput extends LoanTerms {
  /** Calendar month of the first instalment. */
  readonly firstPayment: CalendarMonth;
  /** Part-payments, in any order; several in one month add up. */
  readonly prepayments?: readonly Prepayment[];
  /** Defaults to `'reduce-tenure'`. */
  readonly prepaymentStrategy?: PrepaymentStrategy;
}

/** The money columns of a schedule line, all in whole rupees. */
export interface AmortizationAmounts {
  /** Principal repaid by the instalment (part-payments excluded). */
  readonly principalPayment: number;
  /** Interest paid by the instalment. */
  readonly interestPayment: number;
  /** Instalment paid: `principalPayment + interestPayment`. */
  readonly emi: number;
  /** Part-payment made with the instalment (0 when none). */
  readonly prepayment: number;
  /** Principal still owed after the line. */
  readonly remainingBalance: number;
}

/** One month of a schedule. */
export interface AmortizationRow extends AmortizationAmounts {
  /** 1-based instalment number. */
  readonly instalment: number;
  readonly year: number;
  /** 1 (January) to 12 (December). */
  readonly month: number;
  /** Short English month and 2-digit year, e.g. `'Jan 25'`. */
  readonly label: string;
}

/** The Total line closing a calendar year: sums of its rows and the year-end balance. */
export interface AmortizationYearTotal extends AmortizationAmounts {
  /** `'Total 2025'`. */
  readonly label: string;
}

/** The rows of one calendar year and their Total line. */
export interface AmortizationYear {
  readonly year: number;
  readonly rows: readonly AmortizationRow[];
  readonly total: AmortizationYearTotal;
}

/** A complete repayment schedule. Every amount is in whole rupees. */
export interface AmortizationSchedule {
  /** EMI of the first instalment (with `'reduce-emi'`, later instalments may be lower). */
  readonly emi: number;
  /** Calendar years in order. */
  readonly years: readonly AmortizationYear[];
  /** Instalments actually paid. */
  readonly instalments: number;
  /** Sum of all instalments' interest. */
  readonly totalInterest: number;
  /** Sum of all part-payments actually applied. */
  readonly totalPrepaid: number;
  /** Everything paid: all instalments plus all part-payments. */
  readonly totalPayable: number;
  /** Interest of the same loan without part-payments minus `totalInterest`. */
  readonly interestSaved: number;
  /** Instalments of the same loan without part-payments minus `instalments`. */
  readonly monthsSaved: number;
  readonly prepaymentStrategy: PrepaymentStrategy;
}

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** One month of the exact ledger, in integer paise. */
interface LedgerEntry {
  readonly principalPaise: number;
  readonly interestPaise: number;
  readonly prepaymentPaise: number;
}

/**
 * The schedule in exact paise. Interest is charged on the balance and rounded to the paisa; the
 * instalment pays it first and the rest repays principal; the final instalment pays whatever is
 * left, so the loan always closes at 0.
 */
function runLedger(
  principalPaise: number,
  monthlyRate: number,
  months: number,
  emiPaise: number,
  prepaymentsByMonth: ReadonlyMap<number, number>,
  strategy: PrepaymentStrategy,
): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  let balance = principalPaise;
  let instalment = emiPaise;
  for (let month = 1; month <= months && balance > 0; month += 1) {
    const interestPaise = Math.round(balance * monthlyRate);
    const closes = month === months || balance + interestPaise <= instalment;
    const principalPaise = closes ? balance : instalment - interestPaise;
    balance -= principalPaise;
    const prepaymentPaise = Math.min(prepaymentsByMonth.get(month) ?? 0, balance);
    if (prepaymentPaise > 0 && strategy === 'reduce-emi' && balance > prepaymentPaise) {
      instalment = reducedInstalmentPaise(instalment, balance - prepaymentPaise, balance);
    }
    balance -= prepaymentPaise;
    entries.push({ principalPaise, interestPaise, prepaymentPaise });
  }
  return entries;
}

/**
 * The instalment scaled by the share of the balance left after a part-payment, rounded up to a
 * whole rupee. Scaling, rather than recomputing an annuity from the balance, is what a lender's
 * recomputation gives on an exact schedule, and unlike a fresh rounding it can never make a
 * part-payment cost more interest than no part-payment; rounding up keeps the tenure.
 */
function reducedInstalmentPaise(instalmentPaise: number, balanceAfterPaise: number, balanceBeforePaise: number): number {
  const numerator = BigInt(instalmentPaise) * BigInt(balanceAfterPaise);
  const denominator = BigInt(balanceBeforePaise) * BigInt(PAISE_PER_RUPEE);
  return Number((numerator + denominator - 1n) / denominator) * PAISE_PER_RUPEE;
}

function assertScheduleInput(input: AmortizationInput): void {
  assertLoanTerms(input);
  if (!isWholeRupees(input.principal)) throw new LoanMathError('PRINCIPAL_NOT_WHOLE_RUPEES');
  const { year, month } = input.firstPayment;
  if (!Number.isInteger(year) || year < 1900 || year > 9999 || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new LoanMathError('INVALID_FIRST_PAYMENT');
  }
  const strategy = input.prepaymentStrategy ?? 'reduce-tenure';
  if (strategy !== 'reduce-tenure' && strategy !== 'reduce-emi') throw new LoanMathError('INVALID_PREPAYMENT_STRATEGY');
  for (const prepayment of input.prepayments ?? []) {
    const monthOk = Number.isInteger(prepayment.month) && prepayment.month >= 1 && prepayment.month <= input.months;
    const amountOk = isWholeRupees(prepayment.amount) && prepayment.amount > 0 && prepayment.amount <= LOAN_LIMITS.maxPrincipal;
    if (!monthOk || !amountOk) throw new LoanMathError('INVALID_PREPAYMENT');
  }
}

function prepaymentsPaiseByMonth(prepayments: readonly Prepayment[]): Map<number, number> {
  const byMonth = new Map<number, number>();
  for (const { month, amount } of prepayments) byMonth.set(month, (byMonth.get(month) ?? 0) + toPaise(amount));
  return byMonth;
}

/**
 * Rupee rows from the paise ledger. Each column is shown as the change in its rounded running
 * total, so rounding never accumulates: shown principal sums to the loan, the last balance is 0,
 * and interest is the instalment minus principal, so every row adds up exactly.
 */
function toRupeeRows(entries: readonly LedgerEntry[], principalRupees: number, firstPayment: CalendarMonth): AmortizationRow[] {
  const rows: AmortizationRow[] = [];
  let paidPaise = 0;
  let repaidPaise = 0;
  let prepaidPaise = 0;
  let shownPaid = 0;
  let shownRepaid = 0;
  let shownPrepaid = 0;
  entries.forEach((entry, index) => {
    paidPaise += entry.principalPaise + entry.interestPaise;
    repaidPaise += entry.principalPaise + entry.prepaymentPaise;
    prepaidPaise += entry.prepaymentPaise;
    const nextPaid = paiseToNearestRupee(paidPaise);
    const nextRepaid = paiseToNearestRupee(repaidPaise);
    const nextPrepaid = paiseToNearestRupee(prepaidPaise);
    const instalmentShown = nextPaid - shownPaid;
    const prepaymentShown = nextPrepaid - shownPrepaid;
    const principalShown = nextRepaid - shownRepaid - prepaymentShown;
    [shownPaid, shownRepaid, shownPrepaid] = [nextPaid, nextRepaid, nextPrepaid];
    const monthIndex = firstPayment.month - 1 + index;
    const year = firstPayment.year + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    rows.push({
      instalment: index + 1,
      year,
      month,
      label: `${MONTH_ABBREVIATIONS[month - 1]} ${String(year % 100).padStart(2, '0')}`,
      principalPayment: principalShown,
      interestPayment: instalmentShown - principalShown,
      emi: instalmentShown,
      prepayment: prepaymentShown,
      remainingBalance: principalRupees - nextRepaid,
    });
  });
  return rows;
}

function sumOf(rows: readonly AmortizationAmounts[], column: keyof Omit<AmortizationAmounts, 'remainingBalance'>): number {
  return rows.reduce((total, row) => total + row[column], 0);
}

function groupByYear(rows: readonly AmortizationRow[]): AmortizationYear[] {
  const years: AmortizationYear[] = [];
  for (const year of new Set(rows.map((row) => row.year))) {
    const yearRows = rows.filter((row) => row.year === year);
    years.push({
      year,
      rows: yearRows,
      total: {
        label: `Total ${year}`,
        principalPayment: sumOf(yearRows, 'principalPayment'),
        interestPayment: sumOf(yearRows, 'interestPayment'),
        emi: sumOf(yearRows, 'emi'),
        prepayment: sumOf(yearRows, 'prepayment'),
        remainingBalance: yearRows[yearRows.length - 1]?.remainingBalance ?? 0,
      },
    });
  }
  return years;
}

/**
 * Month-by-month repayment schedule, grouped by calendar year, with optional part-payments.
 *
 * @rule AMORT-001 Each month interest is charged on the outstanding balance at the annual rate over
 *   1200, in paise rounded to the nearest paisa; the EMI of EMI-001 pays that interest first and
 *   the rest repays principal; the last instalment pays the whole remaining balance plus its
 *   interest, absorbing every rounding, so the loan ends at exactly 0.
 * @spec §3 Amortization data; §9 Calculators
 * @formula interestₖ = round(balanceₖ₋₁ · r) paise; principalₖ = EMI − interestₖ; balanceₖ = balanceₖ₋₁ − principalₖ
 * @workedExample ₹1,00,000 at 10 % for 60 months from Jan 2025: Jan 25 pays ₹833 interest and
 *   ₹1,292 principal of the ₹2,125 EMI, leaving ₹98,708; the last instalment (Dec 29) is smaller
 *   because the rounded-up EMI overpays by 30 paise a month.
 * @rule AMORT-002 Rows are in whole rupees: each column shows the change in its rounded running
 *   total, so in every row principal + interest = EMI, principal repaid (with part-payments) sums
 *   to the loan exactly, each balance is the loan minus principal repaid so far, and the last
 *   balance is 0.
 * @spec §3 Amortization data
 * @rule AMORT-003 Rows are grouped by calendar year counted from the first payment; each row is
 *   labelled with the short English month and 2-digit year ("Jan 25"), and each year ends with a
 *   Total row summing its principal, interest, EMI and part-payments, with the year-end balance.
 * @spec §3 Amortization data; §2 Car loan repayment schedule accordion by year
 * @rule AMORT-004 A schedule needs a loan in whole rupees and a rounded EMI that covers more than
 *   the first month's interest (otherwise the balance would never fall); other input is rejected
 *   with a typed `LoanMathError`.
 * @rule PREPAY-001 A part-payment is paid with the instalment of its month, after it, and is capped
 *   at the balance then outstanding; part-payments after the loan has closed are not applied.
 *   With `reduce-tenure` (the default) the EMI stays and the loan closes early.
 * @rule PREPAY-002 With `reduce-emi` the tenure stays and, after each part-payment, the EMI is
 *   scaled by the share of the balance left and rounded up to a whole rupee; rounding up keeps
 *   the tenure, and scaling (equal to recomputing the annuity on an exact schedule) guarantees a
 *   part-payment never costs more interest.
 * @rule PREPAY-003 The schedule reports the interest saved and the instalments saved against the
 *   same loan without part-payments; part-payments never increase the total interest and
 *   `reduce-tenure` never lengthens the loan.
 * @param input - loan terms, month of the first instalment, optional part-payments and strategy
 * @returns the schedule in whole rupees, grouped by calendar year, with totals and savings
 * @throws {@link LoanMathError} `INVALID_PRINCIPAL`, `INVALID_RATE`, `INVALID_TENURE`,
 *   `PRINCIPAL_NOT_WHOLE_RUPEES`, `INVALID_FIRST_PAYMENT`, `INVALID_PREPAYMENT`,
 *   `INVALID_PREPAYMENT_STRATEGY` or `EMI_DOES_NOT_AMORTIZE`
 * @example
 * ```ts
 * const schedule = amortizationSchedule({
 *   principal: 100_000, annualRatePercent: 10, months: 60,
 *   firstPayment: { year: 2025, month: 1 },
 *   prepayments: [{ month: 12, amount: 20_000 }],
 * });
 * schedule.years[0].rows[0]; // { label: 'Jan 25', principalPayment: 1292, interestPayment: 833, emi: 2125, … }
 * schedule.monthsSaved; // instalments no longer needed thanks to the part-payment
 * ```
 */
export function amortizationSchedule(input: AmortizationInput): AmortizationSchedule {
  assertScheduleInput(input);
  const strategy = input.prepaymentStrategy ?? 'reduce-tenure';
  const monthlyRate = monthlyRateOf(input.annualRatePercent);
  const principalPaise = toPaise(input.principal);
  const emiPaise = emi(input) * PAISE_PER_RUPEE;
  if (input.months > 1 && emiPaise <= Math.round(principalPaise * monthlyRate)) {
    throw new LoanMathError('EMI_DOES_NOT_AMORTIZE');
  }
  const ledger = runLedger(principalPaise, monthlyRate, input.months, emiPaise, prepaymentsPaiseByMonth(input.prepayments ?? []), strategy);
  const rows = toRupeeRows(ledger, input.principal, input.firstPayment);
  const totalInterest = sumOf(rows, 'interestPayment');
  const totalPrepaid = sumOf(rows, 'prepayment');
  const baseline = input.prepayments?.length ? rupeeTotalsWithoutPrepayments(principalPaise, monthlyRate, input.months, emiPaise) : undefined;
  return {
    emi: emiPaise / PAISE_PER_RUPEE,
    years: groupByYear(rows),
    instalments: rows.length,
    totalInterest,
    totalPrepaid,
    totalPayable: sumOf(rows, 'emi') + totalPrepaid,
    interestSaved: baseline ? baseline.totalInterest - totalInterest : 0,
    monthsSaved: baseline ? baseline.instalments - rows.length : 0,
    prepaymentStrategy: strategy,
  };
}

function rupeeTotalsWithoutPrepayments(
  principalPaise: number,
  monthlyRate: number,
  months: number,
  emiPaise: number,
): { totalInterest: number; instalments: number } {
  const ledger = runLedger(principalPaise, monthlyRate, months, emiPaise, new Map(), 'reduce-tenure');
  const interestPaise = ledger.reduce((total, entry) => total + entry.interestPaise, 0);
  // Without part-payments the shown interest is the rounded total paid minus the whole-rupee loan.
  return { totalInterest: paiseToNearestRupee(principalPaise + interestPaise) - principalPaise / PAISE_PER_RUPEE, instalments: ledger.length };
}
