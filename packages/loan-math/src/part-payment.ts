import { amortizationSchedule, type AmortizationInput, type AmortizationRow, type AmortizationSchedule, type Prepayment } from './amortization.js';
import { assertInputObject } from './loan-terms.js';

/** One part-payment on a loan, as a calculator's part-payment simulator takes it. */
export interface PartPaymentInput extends Omit<AmortizationInput, 'prepayments'> {
  /** The part-payment: the instalment it is paid with and its amount in whole rupees. */
  readonly prepayment: Prepayment;
}

/** Why a part-payment was refused; the figures let the caller word the reason in any language. */
export type PartPaymentRefusal =
  | {
      readonly accepted: false;
      /** The instalment is not a whole number from 1 to {@link latestInstalment}. */
      readonly reason: 'INSTALMENT_OUTSIDE_SCHEDULE';
      /** The highest instalment accepted: the one before the last, after which nothing is owed. */
      readonly latestInstalment: number;
    }
  | {
      readonly accepted: false;
      /** The amount would repay everything still owed: that is a foreclosure, not a part-payment. */
      readonly reason: 'AMOUNT_NOT_BELOW_BALANCE';
      /** Principal still owed after that instalment, without the part-payment. */
      readonly outstanding: number;
    };

/** An accepted part-payment and what it does to the loan. */
export interface PartPaymentAccepted {
  readonly accepted: true;
  /** The schedule with the part-payment (AMORT-001, PREPAY-001 to PREPAY-003). */
  readonly schedule: AmortizationSchedule;
  /** Principal still owed after the instalment, before the part-payment. */
  readonly outstandingBefore: number;
  /** The EMI before the part-payment. */
  readonly emiBefore: number;
  /** The instalment due the month after the part-payment: with `reduce-emi`, the new EMI. */
  readonly emiAfter: number;
}

/** What {@link partPayment} decides. */
export type PartPaymentResult = PartPaymentAccepted | PartPaymentRefusal;

function rowOf(schedule: AmortizationSchedule, instalment: number): AmortizationRow | undefined {
  for (const year of schedule.years) {
    for (const row of year.rows) if (row.instalment === instalment) return row;
  }
  return undefined;
}

/**
 * Checks one part-payment the way a lender would take it, and applies it.
 *
 * The schedule itself (PREPAY-001) caps a part-payment at the balance so that any list of
 * part-payments has a schedule; a person typing one amount is better told that paying off the
 * whole balance is a foreclosure, and which instalments exist, than shown a silently capped
 * figure.
 *
 * @rule PREPAY-004 A part-payment is paid with an instalment of the schedule that leaves something
 *   owed: a whole number from 1 to the instalment before the last; any other is refused, stating
 *   the highest accepted.
 * @spec §2 Car loan repayment schedule; §9 Calculators
 * @rule PREPAY-005 A part-payment must be below the principal still owed after its instalment
 *   (the schedule without it); at or above it the payment is refused, stating that balance, since
 *   repaying it all is a foreclosure rather than a part-payment.
 * @spec §9 Calculators
 * @workedExample ₹1,00,000 at 10 % for 60 months owes ₹83,769 after instalment 12: ₹83,768 is
 *   accepted, ₹83,769 is refused
 * @rule PREPAY-006 An accepted part-payment reports the EMI before it and the instalment due the
 *   month after it; with `reduce-emi` that is the new, lower EMI of PREPAY-002, with
 *   `reduce-tenure` the EMI is unchanged (unless that instalment is the last, which pays the
 *   balance left with its rounding, AMORT-001).
 * @spec §9 Calculators
 * @workedExample ₹1,00,000 at 10 % for 60 months with ₹20,000 paid with instalment 12 in
 *   reduce-EMI mode: the EMI falls from ₹2,125 to ₹1,618
 * @param input - the loan terms, first payment month, strategy and the one part-payment
 * @returns the schedule with the part-payment and the EMI after it, or why it was refused
 * @throws {@link LoanMathError} as {@link amortizationSchedule} for loan terms no loan can have or
 *   an amount that is not a positive whole number of rupees
 * @example
 * ```ts
 * const terms = { principal: 100_000, annualRatePercent: 10, months: 60, firstPayment: { year: 2025, month: 1 } };
 * partPayment({ ...terms, prepayment: { month: 12, amount: 90_000 } });
 * // { accepted: false, reason: 'AMOUNT_NOT_BELOW_BALANCE', outstanding: 83769 }
 * partPayment({ ...terms, prepaymentStrategy: 'reduce-emi', prepayment: { month: 12, amount: 20_000 } });
 * // { accepted: true, emiBefore: 2125, emiAfter: 1618, … }
 * ```
 */
export function partPayment(input: PartPaymentInput): PartPaymentResult {
  assertInputObject(input);
  const { prepayment, ...terms } = input;
  const baseline = amortizationSchedule(terms);
  const month = (prepayment as Prepayment | undefined)?.month;
  const latestInstalment = baseline.instalments - 1;
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > latestInstalment) {
    return { accepted: false, reason: 'INSTALMENT_OUTSIDE_SCHEDULE', latestInstalment };
  }
  const outstandingBefore = rowOf(baseline, month)?.remainingBalance ?? 0;
  // A malformed amount is the schedule's to reject; only a well-formed one is compared.
  const schedule = amortizationSchedule({ ...terms, prepayments: [prepayment] });
  if (prepayment.amount >= outstandingBefore) return { accepted: false, reason: 'AMOUNT_NOT_BELOW_BALANCE', outstanding: outstandingBefore };
  return {
    accepted: true,
    schedule,
    outstandingBefore,
    emiBefore: baseline.emi,
    emiAfter: rowOf(schedule, month + 1)?.emi ?? 0,
  };
}
