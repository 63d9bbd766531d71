import { monthlyRateOf } from './annuity.js';
import { emi } from './emi.js';
import { LoanMathError } from './errors.js';
import { assertLoanTerms, isList, LOAN_LIMITS, type LoanTerms } from './loan-terms.js';
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

// Row labels depend only on the month and the year modulo 100, so the 1,200 possible labels are
// built once each, on first use, instead of formatting a string for every row of every schedule.
const monthLabels: (string | undefined)[] = Array.from({ length: 1200 }, () => undefined);

function monthLabel(year: number, monthIndex: number): string {
  const yearOfCentury = year % 100;
  const key = yearOfCentury * 12 + monthIndex;
  return (monthLabels[key] ??= `${MONTH_ABBREVIATIONS[monthIndex]} ${String(yearOfCentury).padStart(2, '0')}`);
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
  if (typeof input.firstPayment !== 'object' || input.firstPayment === null) throw new LoanMathError('INVALID_FIRST_PAYMENT');
  const { year, month } = input.firstPayment;
  if (!Number.isInteger(year) || year < 1900 || year > 9999 || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new LoanMathError('INVALID_FIRST_PAYMENT');
  }
  const strategy = input.prepaymentStrategy ?? 'reduce-tenure';
  if (strategy !== 'reduce-tenure' && strategy !== 'reduce-emi') throw new LoanMathError('INVALID_PREPAYMENT_STRATEGY');
  if (input.prepayments !== undefined && !isList(input.prepayments)) throw new LoanMathError('INVALID_PREPAYMENT');
  for (const prepayment of input.prepayments ?? []) {
    if (typeof prepayment !== 'object' || prepayment === null) throw new LoanMathError('INVALID_PREPAYMENT');
    const monthOk = Number.isInteger(prepayment.month) && prepayment.month >= 1 && prepayment.month <= input.months;
    const amountOk = isWholeRupees(prepayment.amount) && prepayment.amount > 0 && prepayment.amount <= LOAN_LIMITS.maxPrincipal;
    if (!monthOk || !amountOk) throw new LoanMathError('INVALID_PREPAYMENT');
  }
}

/** Part-payments in paise indexed by instalment number (index 0 unused); several in a month add up. */
function prepaymentsPaiseByMonth(prepayments: readonly Prepayment[], months: number): number[] {
  const byMonth = Array.from({ length: months + 1 }, () => 0);
  for (const { month, amount } of prepayments) byMonth[month] = (byMonth[month] ?? 0) + toPaise(amount);
  return byMonth;
}

/** What the single pass of {@link runSchedule} produces besides its rows. */
interface ScheduleTotals {
  readonly years: AmortizationYear[];
  readonly instalments: number;
  readonly totalInterest: number;
  readonly totalPrepaid: number;
  readonly totalPayable: number;
}

/**
 * The schedule in one pass. The ledger runs in exact integer paise: interest is charged on the
 * balance and rounded to the paisa; the instalment pays it first and the rest repays principal;
 * the final instalment pays whatever is left, so the loan always closes at 0. Each rupee column
 * is shown as the change in its rounded running total, so rounding never accumulates: shown
 * principal sums to the loan, the last balance is 0, and interest is the instalment minus
 * principal, so every row adds up exactly. Rows are grouped into calendar years as they are made,
 * and the year totals and schedule totals are running sums, so nothing is walked twice.
 */
function runSchedule(
  principalRupees: number,
  monthlyRate: number,
  months: number,
  emiPaise: number,
  prepaymentsByMonth: readonly number[] | undefined,
  strategy: PrepaymentStrategy,
  firstPayment: CalendarMonth,
): ScheduleTotals {
  const years: AmortizationYear[] = [];
  let year = firstPayment.year;
  let monthIndex = firstPayment.month - 1;
  let yearRows: AmortizationRow[] = [];
  let yearPrincipal = 0;
  let yearInterest = 0;
  let yearPaid = 0;
  let yearPrepaid = 0;
  let remainingBalance = principalRupees;

  let balancePaise = principalRupees * PAISE_PER_RUPEE;
  let instalmentPaise = emiPaise;
  let paidPaise = 0;
  let repaidPaise = 0;
  let prepaidPaise = 0;
  let shownPaid = 0;
  let shownRepaid = 0;
  let shownPrepaid = 0;
  let instalment = 0;
  while (instalment < months && balancePaise > 0) {
    instalment += 1;
    const interestPaise = Math.round(balancePaise * monthlyRate);
    const closes = instalment === months || balancePaise + interestPaise <= instalmentPaise;
    const principalPaise = closes ? balancePaise : instalmentPaise - interestPaise;
    balancePaise -= principalPaise;
    let prepaymentPaise = 0;
    if (prepaymentsByMonth !== undefined) {
      prepaymentPaise = Math.min(prepaymentsByMonth[instalment] ?? 0, balancePaise);
      if (prepaymentPaise > 0 && strategy === 'reduce-emi' && balancePaise > prepaymentPaise) {
        instalmentPaise = reducedInstalmentPaise(instalmentPaise, balancePaise - prepaymentPaise, balancePaise);
      }
      balancePaise -= prepaymentPaise;
    }

    paidPaise += principalPaise + interestPaise;
    repaidPaise += principalPaise + prepaymentPaise;
    prepaidPaise += prepaymentPaise;
    const nextPaid = paiseToNearestRupee(paidPaise);
    const nextRepaid = paiseToNearestRupee(repaidPaise);
    const nextPrepaid = paiseToNearestRupee(prepaidPaise);
    const emiShown = nextPaid - shownPaid;
    const prepaymentShown = nextPrepaid - shownPrepaid;
    const principalShown = nextRepaid - shownRepaid - prepaymentShown;
    const interestShown = emiShown - principalShown;
    shownPaid = nextPaid;
    shownRepaid = nextRepaid;
    shownPrepaid = nextPrepaid;
    remainingBalance = principalRupees - nextRepaid;

    yearRows.push({
      instalment,
      year,
      month: monthIndex + 1,
      label: monthLabel(year, monthIndex),
      principalPayment: principalShown,
      interestPayment: interestShown,
      emi: emiShown,
      prepayment: prepaymentShown,
      remainingBalance,
    });
    yearPrincipal += principalShown;
    yearInterest += interestShown;
    yearPaid += emiShown;
    yearPrepaid += prepaymentShown;

    monthIndex += 1;
    if (monthIndex === 12) {
      years.push(yearOf(year, yearRows, yearPrincipal, yearInterest, yearPaid, yearPrepaid, remainingBalance));
      year += 1;
      monthIndex = 0;
      yearRows = [];
      yearPrincipal = yearInterest = yearPaid = yearPrepaid = 0;
    }
  }
  if (yearRows.length > 0) years.push(yearOf(year, yearRows, yearPrincipal, yearInterest, yearPaid, yearPrepaid, remainingBalance));
  return {
    years,
    instalments: instalment,
    totalInterest: shownPaid - (shownRepaid - shownPrepaid),
    totalPrepaid: shownPrepaid,
    totalPayable: shownPaid + shownPrepaid,
  };
}

/** A calendar year's rows with their Total line; a plain function, so the loop's locals stay in registers. */
function yearOf(
  year: number,
  rows: AmortizationRow[],
  principalPayment: number,
  interestPayment: number,
  emi: number,
  prepayment: number,
  remainingBalance: number,
): AmortizationYear {
  return { year, rows, total: { label: yearTotalLabel(year), principalPayment, interestPayment, emi, prepayment, remainingBalance } };
}

const yearTotalLabels = new Map<number, string>();

function yearTotalLabel(year: number): string {
  let label = yearTotalLabels.get(year);
  if (label === undefined) {
    label = `Total ${year}`;
    yearTotalLabels.set(year, label);
  }
  return label;
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
  const emiPaise = emi({ principal: input.principal, annualRatePercent: input.annualRatePercent, months: input.months }) * PAISE_PER_RUPEE;
  if (input.months > 1 && emiPaise <= Math.round(principalPaise * monthlyRate)) {
    throw new LoanMathError('EMI_DOES_NOT_AMORTIZE');
  }
  const hasPrepayments = input.prepayments !== undefined && input.prepayments.length > 0;
  const prepaymentsByMonth = hasPrepayments ? prepaymentsPaiseByMonth(input.prepayments, input.months) : undefined;
  const schedule = runSchedule(input.principal, monthlyRate, input.months, emiPaise, prepaymentsByMonth, strategy, input.firstPayment);
  const baseline = hasPrepayments ? rupeeTotalsWithoutPrepayments(principalPaise, monthlyRate, input.months, emiPaise) : undefined;
  return {
    emi: emiPaise / PAISE_PER_RUPEE,
    years: schedule.years,
    instalments: schedule.instalments,
    totalInterest: schedule.totalInterest,
    totalPrepaid: schedule.totalPrepaid,
    totalPayable: schedule.totalPayable,
    interestSaved: baseline ? baseline.totalInterest - schedule.totalInterest : 0,
    monthsSaved: baseline ? baseline.instalments - schedule.instalments : 0,
    prepaymentStrategy: strategy,
  };
}

/** Interest and instalments of the same loan without part-payments: the ledger alone, no rows. */
function rupeeTotalsWithoutPrepayments(
  principalPaise: number,
  monthlyRate: number,
  months: number,
  emiPaise: number,
): { totalInterest: number; instalments: number } {
  let balancePaise = principalPaise;
  let interestPaise = 0;
  let instalments = 0;
  while (instalments < months && balancePaise > 0) {
    instalments += 1;
    const monthInterest = Math.round(balancePaise * monthlyRate);
    const closes = instalments === months || balancePaise + monthInterest <= emiPaise;
    balancePaise -= closes ? balancePaise : emiPaise - monthInterest;
    interestPaise += monthInterest;
  }
  // Without part-payments the shown interest is the rounded total paid minus the whole-rupee loan.
  return { totalInterest: paiseToNearestRupee(principalPaise + interestPaise) - principalPaise / PAISE_PER_RUPEE, instalments };
}
