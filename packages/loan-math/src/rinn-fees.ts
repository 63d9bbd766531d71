import { balanceTransfer, type BalanceTransferInput } from './balance-transfer.js';
import { balanceTransferSaving, type BalanceTransferSaving, type NewLoanFees } from './balance-transfer-saving.js';
import { loanCharges, type LoanCharges } from './fees.js';
import { assertInputObject } from './loan-terms.js';

/** Rinn's default valuation charges in rupees (§9). */
export const VALUATION_CHARGES = 943;
/** Rinn's default stamp duty in rupees (§9). */
export const STAMP_DUTY = 300;
/** Rinn's default service (insurance) charges in rupees (§9). */
export const SERVICE_CHARGES = 885;
/** Processing fee, before GST, when an offer supplies none: percent of the loan (§9). */
export const FALLBACK_PROCESSING_FEE_PERCENT = 1.25;

/** An offer's amount and the charges it states; omitted ones take Rinn's defaults (§9). */
export interface RinnLoanChargesInput {
  readonly loanAmount: number;
  /** The lender's processing fee before GST. */
  readonly processingFee?: number | undefined;
  readonly stampDuty?: number | undefined;
  readonly valuationCharges?: number | undefined;
  readonly serviceCharges?: number | undefined;
}

/**
 * {@link loanCharges} with Rinn's defaults for every charge an offer leaves out.
 *
 * @rule FEE-001 Unless the offer supplies them, valuation charges are ₹943, stamp duty ₹300 and
 *   service (insurance) charges ₹885.
 * @spec §9 Calculators (Fee defaults)
 * @rule FEE-003 When no processing fee is supplied it falls back to 1.25 % of the loan, and GST
 *   is added to it like to any processing fee: GST is levied on the lender's fee for its service,
 *   whichever way the fee was arrived at, and the fallback stands in for that fee.
 * @spec §9 Calculators (Fee defaults)
 * @workedExample ₹5,00,000 with no fee: 1.25 % = ₹6,250, shown with GST as ₹7,375; with the default
 *   charges the net disbursed is 5,00,000 − 300 − 943 − 885 − 7,375 = ₹4,90,497
 * @param input - loan amount and the charges the offer states
 * @returns each charge, their total and the net disbursed amount, in rupees
 * @throws {@link LoanMathError} as {@link loanCharges}
 * @example
 * ```ts
 * rinnLoanCharges({ loanAmount: 500_000 }).netDisbursed; // 490497
 * ```
 */
export function rinnLoanCharges(input: RinnLoanChargesInput): LoanCharges {
  assertInputObject(input);
  const { loanAmount } = input;
  return loanCharges({
    loanAmount,
    processingFee: input.processingFee ?? (loanAmount * FALLBACK_PROCESSING_FEE_PERCENT) / 100,
    stampDuty: input.stampDuty ?? STAMP_DUTY,
    valuationCharges: input.valuationCharges ?? VALUATION_CHARGES,
    serviceCharges: input.serviceCharges ?? SERVICE_CHARGES,
  });
}

/** The new loan's charges a balance-transfer comparison states; omitted ones take Rinn's defaults. */
export type RinnNewLoanFees = Partial<NewLoanFees>;

/**
 * {@link balanceTransferSaving} with Rinn's fee defaults for every charge of the new loan left out.
 *
 * @rule BT-009 Unless stated, the new loan's charges in the balance-transfer comparison are Rinn's
 *   defaults on the transfer amount (outstanding + foreclosure charge): valuation ₹943, stamp duty
 *   ₹300 and service charges ₹885 (FEE-001), and a processing fee of 1.25 % with GST (FEE-003).
 * @spec §9 Calculators (Balance transfer; Fee defaults)
 * @workedExample a ₹3,45,704 transfer: 1.25 % = ₹4,321.30, shown with GST as ₹5,099, plus
 *   ₹300 + ₹943 + ₹885: ₹7,227 of charges
 * @param input - the existing loan and the new rate and tenure
 * @param fees - the charges the new lender states (processing fee before GST)
 * @returns as {@link balanceTransferSaving}
 * @throws {@link LoanMathError} as {@link balanceTransferSaving}
 * @example
 * ```ts
 * rinnBalanceTransferSaving({
 *   existingEmi: 10_624, originalLoanAmount: 500_000, originalTenureMonths: 60, emisPaid: 24,
 *   newTenureMonths: 36, newAnnualRatePercent: 9,
 * }).saving; // -20522: switching to 9 % costs ₹20,522
 * ```
 */
export function rinnBalanceTransferSaving(input: BalanceTransferInput, fees: RinnNewLoanFees = {}): BalanceTransferSaving {
  const { outstandingPrincipal, foreclosureCharge } = balanceTransfer(input);
  const transferAmount = outstandingPrincipal + foreclosureCharge;
  return balanceTransferSaving(input, {
    processingFee: fees.processingFee ?? (transferAmount * FALLBACK_PROCESSING_FEE_PERCENT) / 100,
    stampDuty: fees.stampDuty ?? STAMP_DUTY,
    valuationCharges: fees.valuationCharges ?? VALUATION_CHARGES,
    serviceCharges: fees.serviceCharges ?? SERVICE_CHARGES,
  });
}
