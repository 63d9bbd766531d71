import { amortizationSchedule, type AmortizationSchedule } from './amortization.js';
import { balanceTransfer, type BalanceTransferInput } from './balance-transfer.js';
import { LoanMathError } from './errors.js';
import { loanCharges, type LoanCharges, type LoanChargesInput } from './fees.js';

/**
 * The new loan's charges, in rupees, as an offer states them (the processing fee before GST);
 * every one is required, 0 when there is none. The loan amount they apply to is the transfer
 * amount, so it is not an input. Rinn's defaults: `rinnBalanceTransferSaving` in
 * `@rinn/loan-math/rinn`.
 */
export type NewLoanFees = Omit<LoanChargesInput, 'loanAmount'>;

/** Whether switching pays, in whole rupees; a negative `saving` is a loss. */
export interface BalanceTransferSaving {
  /** The EMI paid now, as entered. */
  readonly existingEmi: number;
  /** EMIs still to pay on the existing loan. */
  readonly emisLeft: number;
  /** Interest still to pay on the existing loan if it is kept. */
  readonly existingInterestLeft: number;
  /** Everything still to pay on the existing loan if it is kept. */
  readonly existingOutgo: number;
  /** Foreclosure charge of the existing loan (BT-002), borrowed in the new loan. */
  readonly foreclosureCharge: number;
  /** The new loan compared: outstanding + foreclosure charge, without cash in hand. */
  readonly transferAmount: number;
  /** EMI of {@link transferAmount} at the new rate over the new tenure. */
  readonly newEmi: number;
  /** Interest on the new loan over its tenure. */
  readonly newInterest: number;
  /** The new loan's charges (FEE-002, FEE-004), paid at the switch. */
  readonly newLoanCharges: LoanCharges;
  /** Everything paid on the new loan: its instalments plus its charges. */
  readonly newOutgo: number;
  /** `existingOutgo − newOutgo`: above 0 switching saves money, below 0 it costs money. */
  readonly saving: number;
  /**
   * The month of the new loan (1 = its first EMI) from which the cumulative outgo on the new
   * loan, charges included, stays below that on the existing loan to the end; `undefined` when
   * switching never pays.
   */
  readonly breakEvenMonth: number | undefined;
}

// The totals do not depend on the calendar, so both schedules start in the same arbitrary month.
const FIRST_PAYMENT = { year: 2000, month: 1 } as const;

/** Each month's instalment of a schedule, in order. */
function instalmentsOf(schedule: AmortizationSchedule): number[] {
  return schedule.years.flatMap((year) => year.rows.map((row) => row.emi));
}

/**
 * The first month from which `cumulative(existing) − cumulative(new) − upfront` stays above 0 to
 * the end of the longer loan, or `undefined` when it does not end above 0.
 */
function breakEvenMonthOf(existing: readonly number[], replacement: readonly number[], upfront: number): number | undefined {
  const horizon = Math.max(existing.length, replacement.length);
  let ahead = -upfront;
  let breakEven: number | undefined;
  for (let month = 1; month <= horizon; month += 1) {
    ahead += (existing[month - 1] ?? 0) - (replacement[month - 1] ?? 0);
    if (ahead <= 0) breakEven = undefined;
    else breakEven ??= month;
  }
  return breakEven;
}

/**
 * Whether a balance transfer saves money: what is left to pay on the existing loan against what
 * the new loan costs, net of its fees, with the month the switch breaks even.
 *
 * The cash in hand of a refinance (BT-004) is left out: it is new borrowing, not a cost of
 * switching, and adding it would make the new loan look dearer for money the existing loan never
 * lent. So the loan compared is the transfer alone, outstanding + foreclosure charge, and its fees
 * are reckoned on that amount.
 *
 * @rule BT-006 The switch is compared like for like, without cash in hand: the existing loan's
 *   outgo is the AMORT-001 schedule of the outstanding principal (BT-001) at its implied rate over
 *   the EMIs left; the new loan's outgo is the AMORT-001 schedule of outstanding + foreclosure
 *   charge (BT-002, borrowed in the new loan) at the new rate over the new tenure, plus the new
 *   loan's charges (processing fee with GST, stamp duty, valuation and service charges, FEE-002 and
 *   FEE-004 on that amount), paid at the switch.
 * @spec §9 Calculators (Balance transfer; Fee defaults)
 * @rule BT-007 The saving is the existing loan's outgo minus the new loan's outgo with its charges,
 *   in whole rupees; a negative saving is a loss, stated as such.
 * @spec §9 Calculators (Balance transfer)
 * @workedExample ₹5,00,000 over 60 months at EMI ₹10,624 with 24 paid leaves 36 EMIs: ₹3,82,465
 *   to pay (₹53,223 interest). Moving ₹3,45,704 (₹3,29,242 outstanding + ₹16,462 foreclosure) to
 *   6 % over 36 months costs ₹3,78,611 in EMIs of ₹10,517 plus a ₹2,500 processing fee shown as
 *   ₹2,950 with GST: ₹3,81,561, a saving of ₹904. At 9 % with no charges the EMI is ₹10,993 and
 *   the new loan costs ₹3,95,760: a loss of ₹13,295.
 * @rule BT-008 The break-even month is the first month of the new loan from which its cumulative
 *   outgo, charges included, stays below the existing loan's cumulative outgo to the end of the
 *   longer of the two; there is one exactly when the saving is above 0.
 * @spec §9 Calculators (Balance transfer)
 * @param input - the existing loan and the new rate and tenure, as for {@link balanceTransfer}
 * @param fees - the new loan's charges in rupees (processing fee before GST); 0 for none
 * @returns both loans' outgo, the saving (negative for a loss) and the break-even month
 * @throws {@link LoanMathError} as {@link balanceTransfer}; `INVALID_CHARGE` for a missing,
 *   negative or non-finite charge; `CHARGES_EXCEED_LOAN` when the charges take up the whole
 *   transfer
 * @example
 * ```ts
 * balanceTransferSaving(
 *   { existingEmi: 10_624, originalLoanAmount: 500_000, originalTenureMonths: 60, emisPaid: 24,
 *     newTenureMonths: 36, newAnnualRatePercent: 6 },
 *   { processingFee: 2_500, stampDuty: 0, valuationCharges: 0, serviceCharges: 0 },
 * );
 * // { existingOutgo: 382465, transferAmount: 345704, newEmi: 10517, newOutgo: 381561,
 * //   saving: 904, breakEvenMonth: 28, … }
 * ```
 */
export function balanceTransferSaving(input: BalanceTransferInput, fees: NewLoanFees): BalanceTransferSaving {
  const transfer = balanceTransfer(input);
  if (typeof fees !== 'object' || fees === null) throw new LoanMathError('INVALID_CHARGE');
  const emisLeft = input.originalTenureMonths - input.emisPaid;
  const transferAmount = transfer.outstandingPrincipal + transfer.foreclosureCharge;
  const charges = loanCharges({ ...fees, loanAmount: transferAmount });
  const existing = amortizationSchedule({
    principal: transfer.outstandingPrincipal,
    annualRatePercent: transfer.existingAnnualRatePercent,
    months: emisLeft,
    firstPayment: FIRST_PAYMENT,
  });
  const replacement = amortizationSchedule({
    principal: transferAmount,
    annualRatePercent: input.newAnnualRatePercent,
    months: input.newTenureMonths,
    firstPayment: FIRST_PAYMENT,
  });
  const existingOutgo = existing.totalPayable;
  const newOutgo = replacement.totalPayable + charges.totalCharges;
  return {
    existingEmi: input.existingEmi,
    emisLeft,
    existingInterestLeft: existing.totalInterest,
    existingOutgo,
    foreclosureCharge: transfer.foreclosureCharge,
    transferAmount,
    newEmi: replacement.emi,
    newInterest: replacement.totalInterest,
    newLoanCharges: charges,
    newOutgo,
    saving: existingOutgo - newOutgo,
    breakEvenMonth: breakEvenMonthOf(instalmentsOf(existing), instalmentsOf(replacement), charges.totalCharges),
  };
}
