export { LOAN_MATH_MESSAGES } from './messages.js';
export { LoanMathError, type LoanMathErrorCode } from './errors.js';
export { LOAN_LIMITS, assertLoanTerms, assertCalculatorInputs, type LoanTerms } from './loan-terms.js';
export { emi } from './emi.js';
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
export {
  loanCharges,
  processingFeeWithGst,
  VALUATION_CHARGES,
  STAMP_DUTY,
  SERVICE_CHARGES,
  GST_ON_PROCESSING_FEE_PERCENT,
  FALLBACK_PROCESSING_FEE_PERCENT,
  type LoanCharges,
  type LoanChargesInput,
} from './fees.js';
export { apr, type AprInput } from './apr.js';
export {
  AMOUNT_SLIDER,
  DURATION_SLIDER,
  INTEREST_SLIDER,
  SPEED_DIAL,
  REFINANCE_CARD_SCROLL_THRESHOLD_PX,
} from './calculator-constants.js';
export {
  parseNumericInput,
  sanitizeAmountInput,
  clampToRange,
  snapAmountToSlider,
  clampInterestRate,
  stepSlider,
  stepAmountSlider,
  type SliderRange,
  type SliderDirection,
} from './calculator-inputs.js';
export { emiGaugePercent, refinanceGaugePercent } from './gauge.js';
