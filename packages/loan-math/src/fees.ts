import { LoanMathError } from './errors.js';
import { assertInputObject, LOAN_LIMITS } from './loan-terms.js';

/** GST added to the processing fee, in percent (§9: "the fee plus 18 percent"). */
export const GST_ON_PROCESSING_FEE_PERCENT = 18;

/**
 * An offer's amount and charges in rupees (spec §3 Offer voucher: `loanAmount`, `processingFee`,
 * `stampDuty`, `serviceCharges`, `valuationCharges`). Every charge is required, 0 when there is
 * none: the core never fills in a default. Rinn's defaults live in `@rinn/loan-math/rinn`
 * (`rinnLoanCharges`).
 */
export interface LoanChargesInput {
  readonly loanAmount: number;
  /** The lender's processing fee before GST. */
  readonly processingFee: number;
  readonly stampDuty: number;
  readonly valuationCharges: number;
  readonly serviceCharges: number;
}

/** Every charge deducted from a loan, and what reaches the borrower. */
export interface LoanCharges {
  readonly loanAmount: number;
  /** Processing fee before GST, as supplied (unrounded). */
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

function assertCharge(charge: unknown): asserts charge is number {
  if (typeof charge !== 'number' || !Number.isFinite(charge) || charge < 0) throw new LoanMathError('INVALID_CHARGE');
}

/**
 * Charges deducted from a loan and the net amount disbursed. Every charge is taken as given; a
 * missing one is an error, never a silent default (Rinn's defaults: `rinnLoanCharges` in
 * `@rinn/loan-math/rinn`).
 *
 * @rule FEE-004 The net amount disbursed is the loan minus stamp duty, valuation charges, service
 *   charges and the processing fee shown (with GST); the charges must leave something to disburse.
 * @spec §9 Calculators (Fee defaults)
 * @workedExample ₹47,000 with a ₹1,175 processing fee and no other charge: fee shown ₹1,387,
 *   net disbursed ₹45,613
 * @param input - loan amount and every charge of the offer (0 when there is none)
 * @returns each charge, their total and the net disbursed amount, in rupees
 * @throws {@link LoanMathError} `MISSING_INPUT` without an input object, `INVALID_PRINCIPAL` for a
 *   loan amount that is not a positive finite amount up to ₹1,000 crore, `INVALID_CHARGE` for a
 *   missing, negative or non-finite charge, `CHARGES_EXCEED_LOAN` when nothing would be disbursed
 * @example
 * ```ts
 * loanCharges({ loanAmount: 47_000, processingFee: 1_175, stampDuty: 0, valuationCharges: 0, serviceCharges: 0 }).totalCharges; // 1387
 * ```
 */
export function loanCharges(input: LoanChargesInput): LoanCharges {
  assertInputObject(input);
  const { loanAmount, stampDuty, valuationCharges, serviceCharges } = input;
  if (typeof loanAmount !== 'number' || !Number.isFinite(loanAmount) || loanAmount <= 0 || loanAmount > LOAN_LIMITS.maxPrincipal) {
    throw new LoanMathError('INVALID_PRINCIPAL');
  }
  assertCharge(stampDuty);
  assertCharge(valuationCharges);
  assertCharge(serviceCharges);
  const processingFeeBeforeGst = input.processingFee;
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
