import { LoanMathError } from './errors.js';
import { LOAN_LIMITS } from './loan-terms.js';

/** Default valuation charges in rupees (§9). */
export const VALUATION_CHARGES = 943;
/** Default stamp duty in rupees (§9). */
export const STAMP_DUTY = 300;
/** Default service (insurance) charges in rupees (§9). */
export const SERVICE_CHARGES = 885;
/** GST added to the processing fee, in percent (§9: "the fee plus 18 percent"). */
export const GST_ON_PROCESSING_FEE_PERCENT = 18;
/** Processing fee, before GST, when the offer supplies none: percent of the loan (§9). */
export const FALLBACK_PROCESSING_FEE_PERCENT = 1.25;

/**
 * An offer's amount and charges in rupees (spec §3 Offer voucher: `loanAmount`, `processingFee`,
 * `stampDuty`, `serviceCharges`, `valuationCharges`). Omitted charges take the §9 defaults.
 */
export interface LoanChargesInput {
  readonly loanAmount: number;
  /** The lender's processing fee before GST. */
  readonly processingFee?: number;
  readonly stampDuty?: number;
  readonly valuationCharges?: number;
  readonly serviceCharges?: number;
}

/** Every charge deducted from a loan, and what reaches the borrower. */
export interface LoanCharges {
  readonly loanAmount: number;
  /** Processing fee before GST: as supplied, or the 1.25 % fallback (unrounded). */
  readonly processingFeeBeforeGst: number;
  /** Processing fee shown and deducted: fee + 18 % GST, rounded to the rupee. */
  readonly processingFee: number;
  readonly stampDuty: number;
  readonly valuationCharges: number;
  readonly serviceCharges: number;
  /** processingFee + stampDuty + valuationCharges + serviceCharges. */
  readonly totalCharges: number;
  /** loanAmount − totalCharges. */
  readonly netDisbursed: number;
}

/**
 * Processing fee as shown to the borrower: the lender's fee plus GST.
 *
 * @rule FEE-002 The processing fee shown is the fee plus 18 % GST, rounded to the nearest rupee.
 * @spec §9 Calculators (Fee defaults)
 * @formula shown = round(fee · 118 / 100)
 * @workedExample fee ₹2,500 → ₹2,950
 * @param fee - the lender's processing fee before GST, in rupees
 * @returns the fee including GST, in whole rupees
 * @throws {@link LoanMathError} `INVALID_CHARGE` when the fee is negative or not finite
 * @example
 * ```ts
 * processingFeeWithGst(2_500); // 2950
 * ```
 */
export function processingFeeWithGst(fee: number): number {
  assertCharge(fee);
  return Math.round((fee * (100 + GST_ON_PROCESSING_FEE_PERCENT)) / 100);
}

function assertCharge(charge: number): void {
  if (!Number.isFinite(charge) || charge < 0) throw new LoanMathError('INVALID_CHARGE');
}

/**
 * Charges deducted from a loan and the net amount disbursed.
 *
 * @rule FEE-001 Unless the offer supplies them, valuation charges are ₹943, stamp duty ₹300 and
 *   service (insurance) charges ₹885.
 * @spec §9 Calculators (Fee defaults)
 * @rule FEE-003 When no processing fee is supplied it falls back to 1.25 % of the loan, and GST
 *   is added to it like to any processing fee: GST is levied on the lender's fee for its service,
 *   whichever way the fee was arrived at, and the fallback stands in for that fee.
 * @spec §9 Calculators (Fee defaults)
 * @workedExample ₹5,00,000 with no fee: 1.25 % = ₹6,250, shown with GST as ₹7,375
 * @rule FEE-004 The net amount disbursed is the loan minus stamp duty, valuation charges, service
 *   charges and the processing fee shown (with GST); the charges must leave something to disburse.
 * @spec §9 Calculators (Fee defaults)
 * @workedExample ₹5,00,000 with default charges: 5,00,000 − 300 − 943 − 885 − 7,375 = ₹4,90,497
 * @param input - loan amount and any charges the offer states
 * @returns each charge, their total and the net disbursed amount, in rupees
 * @throws {@link LoanMathError} `INVALID_PRINCIPAL` for a loan amount that is not a positive finite
 *   amount up to ₹1,000 crore, `INVALID_CHARGE` for a negative or non-finite charge,
 *   `CHARGES_EXCEED_LOAN` when nothing would be disbursed
 * @example
 * ```ts
 * loanCharges({ loanAmount: 500_000 }).netDisbursed; // 490497
 * loanCharges({ loanAmount: 500_000, processingFee: 2_500 }).processingFee; // 2950
 * ```
 */
export function loanCharges(input: LoanChargesInput): LoanCharges {
  const { loanAmount } = input;
  if (!Number.isFinite(loanAmount) || loanAmount <= 0 || loanAmount > LOAN_LIMITS.maxPrincipal) {
    throw new LoanMathError('INVALID_PRINCIPAL');
  }
  const stampDuty = input.stampDuty ?? STAMP_DUTY;
  const valuationCharges = input.valuationCharges ?? VALUATION_CHARGES;
  const serviceCharges = input.serviceCharges ?? SERVICE_CHARGES;
  [stampDuty, valuationCharges, serviceCharges].forEach(assertCharge);
  const processingFeeBeforeGst = input.processingFee ?? (loanAmount * FALLBACK_PROCESSING_FEE_PERCENT) / 100;
  const processingFee = processingFeeWithGst(processingFeeBeforeGst);
  const totalCharges = processingFee + stampDuty + valuationCharges + serviceCharges;
  if (totalCharges >= loanAmount) throw new LoanMathError('CHARGES_EXCEED_LOAN');
  return {
    loanAmount,
    processingFeeBeforeGst,
    processingFee,
    stampDuty,
    valuationCharges,
    serviceCharges,
    totalCharges,
    netDisbursed: loanAmount - totalCharges,
  };
}
