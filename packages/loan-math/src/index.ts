/**
 * The zero-dependency core: every fee and rounding choice is an argument. Rinn's own product
 * constants (slider ranges, default fees, gauges, calculator input rules) are in './rinn.ts',
 * published as the subpath `@rinn/loan-math/rinn`.
 *
 * @packageDocumentation
 * @module @rinn/loan-math
 */
export { LOAN_MATH_MESSAGES } from './messages.js';
export { LOAN_MATH_MESSAGES_HI, LOAN_MATH_MESSAGE_CATALOGUES } from './messages-hi.js';
export { LoanMathError, type LoanMathErrorCode } from './errors.js';
export { LOAN_LIMITS, assertLoanTerms, type LoanTerms } from './loan-terms.js';
export { emi, type EmiInput, type EmiRounding } from './emi.js';
export { loanSummary, tenureInMonths, type LoanSummary, type TenureUnit } from './loan-summary.js';
export {
  amortizationSchedule,
  type AmortizationAmounts,
  type AmortizationInput,
  type AmortizationRow,
  type AmortizationSchedule,
  type AmortizationYear,
  type AmortizationYearTotal,
  type CalendarMonth,
  type Prepayment,
  type PrepaymentStrategy,
} from './amortization.js';
export { partPayment, type PartPaymentAccepted, type PartPaymentInput, type PartPaymentRefusal, type PartPaymentResult } from './part-payment.js';
export { scheduleToCsv, SCHEDULE_CSV_HEADER } from './schedule-csv.js';
export {
  balanceTransfer,
  topUpMultiplier,
  CASH_IN_HAND_CAP,
  FORECLOSURE_CHARGE_PERCENT,
  MIN_EMIS_PAID_FOR_REFINANCE,
  type BalanceTransferInput,
  type BalanceTransferResult,
} from './balance-transfer.js';
export { balanceTransferSaving, type BalanceTransferSaving, type NewLoanFees } from './balance-transfer-saving.js';
export {
  loanCharges,
  processingFeeWithGst,
  GST_ON_PROCESSING_FEE_PERCENT,
  type LoanCharges,
  type LoanChargesInput,
} from './fees.js';
export { apr, type AprInput } from './apr.js';
