import { annuityBalanceAfter, monthlyRateOf, solveMonthlyRate } from './annuity.js';
import { emi } from './emi.js';
import { LoanMathError } from './errors.js';
import { assertInputObject, assertRateAndTenure, LOAN_LIMITS } from './loan-terms.js';

/** Largest cash in hand a refinance pays out, in rupees (§9: 10,00,000). */
export const CASH_IN_HAND_CAP = 1_000_000;

/** Foreclosure charge on the outstanding principal, in percent (§9). */
export const FORECLOSURE_CHARGE_PERCENT = 5;

/** EMIs that must have been paid before a refinance pays cash in hand (§9). */
export const MIN_EMIS_PAID_FOR_REFINANCE = 12;

/**
 * The balance-transfer / refinance calculator's inputs. Spec §3 names, and how to map them:
 *
 * | Here | Spec field | Mapping |
 * | --- | --- | --- |
 * | `existingEmi` | `EmiAmt` | as is, rupees |
 * | `originalLoanAmount` | `OrgLoanAmt` | as is, rupees |
 * | `originalTenureMonths` | `selectedMainDuration` | `tenureInMonths(years, 'years')` |
 * | `emisPaid` | `selectedEMIDuration` | as is, a count of monthly EMIs |
 * | `newTenureMonths` | `selectedDuration` | `tenureInMonths(years, 'years')` |
 * | `newAnnualRatePercent` | `selectedInterest` | as is, percent a year |
 */
export interface BalanceTransferInput {
  readonly existingEmi: number;
  readonly originalLoanAmount: number;
  readonly originalTenureMonths: number;
  readonly emisPaid: number;
  readonly newTenureMonths: number;
  readonly newAnnualRatePercent: number;
}

/**
 * The calculator's outputs, in whole rupees. Spec §3 outputs: `emi`, `totalLoanAmount`,
 * `foreclosureCharge` and `cashInHand` (`cashHandAmount`); the rest shows the working.
 */
export interface BalanceTransferResult {
  /** Annual rate in percent implied by the existing EMI, amount and tenure. */
  readonly existingAnnualRatePercent: number;
  /** Principal still owed on the existing loan after the EMIs paid. */
  readonly outstandingPrincipal: number;
  readonly foreclosureCharge: number;
  /** Whether enough EMIs were paid for a refinance to pay cash in hand (REFI-001). */
  readonly refinanceEligible: boolean;
  /** Multiplier of BT-003 for the EMIs paid. */
  readonly topUpMultiplier: number;
  /** Cash paid out to the borrower on top of the transfer (`cashHandAmount`). */
  readonly cashInHand: number;
  /** The new loan: outstanding + foreclosure charge + cash in hand. */
  readonly totalLoanAmount: number;
  /** EMI of the new loan at the new rate and tenure. */
  readonly emi: number;
}

/**
 * Top-up multiplier for the EMIs already paid.
 *
 * @rule BT-003 The cash-in-hand multiplier is 1.3 for 12 to 18 EMIs paid, 1.4 for 19 to 24, and
 *   1.6 otherwise.
 * @spec §9 Calculators (Balance transfer)
 * @param emisPaid - EMIs paid on the existing loan, a whole number from 0
 * @returns 1.3, 1.4 or 1.6
 * @throws LoanMathError `INVALID_EXISTING_LOAN` when `emisPaid` is not a whole number from 0
 * @example
 * ```ts
 * topUpMultiplier(18); // 1.3
 * topUpMultiplier(24); // 1.4
 * topUpMultiplier(36); // 1.6
 * ```
 */
export function topUpMultiplier(emisPaid: number): number {
  // Checked before any comparison: comparing an object converts it, which can throw a TypeError.
  if (!isEmiCount(emisPaid)) throw new LoanMathError('INVALID_EXISTING_LOAN');
  if (emisPaid >= 12 && emisPaid <= 18) return 1.3;
  if (emisPaid >= 19 && emisPaid <= 24) return 1.4;
  return 1.6;
}

/** Whether a count of EMIs paid is one: a whole number from 0 (`Number.isInteger` admits no object). */
function isEmiCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

function assertBalanceTransferInput(input: BalanceTransferInput): void {
  assertInputObject(input);
  const { existingEmi, originalLoanAmount, originalTenureMonths, emisPaid } = input;
  const positive = (value: number): boolean => typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= LOAN_LIMITS.maxPrincipal;
  if (
    !positive(existingEmi) ||
    !positive(originalLoanAmount) ||
    !Number.isInteger(originalTenureMonths) ||
    originalTenureMonths < 1 ||
    originalTenureMonths > LOAN_LIMITS.maxMonths ||
    !isEmiCount(emisPaid) ||
    emisPaid >= originalTenureMonths
  ) {
    throw new LoanMathError('INVALID_EXISTING_LOAN');
  }
  assertRateAndTenure(input.newAnnualRatePercent, input.newTenureMonths);
}

/**
 * Balance transfer with an optional refinance top-up: the new lender pays off the existing loan
 * and its foreclosure charge, and may pay cash in hand on top.
 *
 * The spec leaves three things open; this is the reading a lender uses:
 * - the existing loan's rate is not an input, so it is implied from the existing EMI, original
 *   amount and original tenure (the IRR of the loan), and the outstanding is the principal an
 *   amortization at that rate leaves after the EMIs paid;
 * - the "tenure" in "EMI × tenure × multiplier" is the EMIs paid: the top-up rewards the repayment
 *   track record, which is also what the multiplier bands (12–18, 19–24 EMIs paid) measure;
 * - the "loan amount" that caps the cash is the original loan amount, and `totalLoanAmount` is
 *   the new loan: outstanding + foreclosure charge + cash in hand.
 *
 * @rule BT-001 The outstanding principal is what the existing loan still owes after the EMIs paid,
 *   at the annual rate its EMI, original amount and tenure imply, rounded to the nearest rupee.
 * @spec §3 Balance transfer inputs; §9 Calculators (Balance transfer)
 * @formula find r with EMI = P·r(1+r)^N/((1+r)^N − 1); outstanding = P(1+r)^k − EMI((1+r)^k − 1)/r
 * @workedExample ₹5,00,000 over 60 months with EMI ₹10,624 implies 10.0 % a year; after 24 EMIs
 *   ₹3,29,242 is outstanding
 * @rule BT-002 The foreclosure charge is 5 % of the outstanding principal, rounded to the nearest
 *   rupee, and is added on top of it in the new loan.
 * @spec §9 Calculators (Balance transfer)
 * @workedExample 5 % of ₹3,29,242 = ₹16,462.10 → ₹16,462
 * @rule BT-004 Cash in hand is the smallest of existing EMI × EMIs paid × multiplier,
 *   ₹10,00,000 and the original loan amount, in whole rupees (rounded down, so it never exceeds a
 *   bound), and 0 when refinance is not allowed.
 * @spec §9 Calculators (Balance transfer)
 * @workedExample ₹10,624 × 24 × 1.4 = ₹3,56,966.40 → ₹3,56,966 (below ₹10,00,000 and ₹5,00,000)
 * @rule BT-005 The new loan (`totalLoanAmount`) is outstanding + foreclosure charge + cash in hand,
 *   and its EMI follows EMI-001 at the new rate over the new tenure.
 * @spec §3 Balance transfer outputs; §9 Calculators
 * @workedExample ₹3,29,242 + ₹16,462 + ₹3,56,966 = ₹7,02,670; at 9 % for 36 months → EMI ₹22,345
 * @rule REFI-001 A refinance pays cash in hand only when at least 12 EMIs have been paid; with
 *   fewer the transfer still covers the outstanding and the foreclosure charge.
 * @spec §9 Calculators (Refinance needs at least 12 EMIs paid)
 * @param input - the existing loan and the new rate and tenure (see {@link BalanceTransferInput}
 *   for the mapping to the spec's field names)
 * @returns the outputs in whole rupees, with the implied existing rate and the working
 * @throws {@link LoanMathError} `INVALID_EXISTING_LOAN`, `EXISTING_EMI_TOO_LOW`,
 *   `EXISTING_RATE_OUT_OF_RANGE`, `INVALID_RATE`, `INVALID_TENURE`, or `INVALID_PRINCIPAL` when
 *   the new loan would exceed ₹1,000 crore
 * @example
 * ```ts
 * balanceTransfer({
 *   existingEmi: 10_624, originalLoanAmount: 500_000, originalTenureMonths: 60, emisPaid: 24,
 *   newTenureMonths: 36, newAnnualRatePercent: 9,
 * });
 * // { outstandingPrincipal: 329242, foreclosureCharge: 16462, cashInHand: 356966,
 * //   totalLoanAmount: 702670, emi: 22345, refinanceEligible: true, topUpMultiplier: 1.4, … }
 * ```
 */
export function balanceTransfer(input: BalanceTransferInput): BalanceTransferResult {
  assertBalanceTransferInput(input);
  const { existingEmi, originalLoanAmount, originalTenureMonths, emisPaid } = input;
  if (existingEmi * originalTenureMonths < originalLoanAmount) throw new LoanMathError('EXISTING_EMI_TOO_LOW');
  const existingMonthlyRate = solveMonthlyRate(originalLoanAmount, existingEmi, originalTenureMonths, monthlyRateOf(LOAN_LIMITS.maxAnnualRatePercent));
  if (existingMonthlyRate === undefined) throw new LoanMathError('EXISTING_RATE_OUT_OF_RANGE');
  // A paid-in-full EMI total equal to the amount is a 0 % loan; the solver lands a hair off it.
  const monthlyRate = Math.max(existingMonthlyRate, 0);
  const outstandingPrincipal = Math.max(0, Math.round(annuityBalanceAfter(originalLoanAmount, existingEmi, monthlyRate, emisPaid)));
  const foreclosureCharge = Math.round((outstandingPrincipal * FORECLOSURE_CHARGE_PERCENT) / 100);
  const refinanceEligible = emisPaid >= MIN_EMIS_PAID_FOR_REFINANCE;
  const multiplier = topUpMultiplier(emisPaid);
  const cashInHand = refinanceEligible
    ? Math.floor(Math.min(trackRecordCash(existingEmi, emisPaid, multiplier), CASH_IN_HAND_CAP, originalLoanAmount))
    : 0;
  const totalLoanAmount = outstandingPrincipal + foreclosureCharge + cashInHand;
  return {
    existingAnnualRatePercent: monthlyRate * 1200,
    outstandingPrincipal,
    foreclosureCharge,
    refinanceEligible,
    topUpMultiplier: multiplier,
    cashInHand,
    totalLoanAmount,
    emi: totalLoanAmount > 0 ? emi({ principal: totalLoanAmount, annualRatePercent: input.newAnnualRatePercent, months: input.newTenureMonths }) : 0,
  };
}

/** EMI × EMIs paid × multiplier, in rupees, computed on paise and tenths so it is exact. */
function trackRecordCash(existingEmi: number, emisPaid: number, multiplier: number): number {
  const emiPaise = Math.round(existingEmi * 100);
  const multiplierTenths = Math.round(multiplier * 10);
  return (emiPaise * emisPaid * multiplierTenths) / 1000;
}
