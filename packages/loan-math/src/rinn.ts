/**
 * `@rinn/loan-math/rinn`: Rinn's product choices on top of the core — the calculators' slider
 * ranges and input rules, the fee defaults of §9 and the gauges. Integrators who want Rinn's
 * behaviour import these; the core (`@rinn/loan-math`) never applies them silently.
 *
 * @packageDocumentation
 * @module @rinn/loan-math/rinn
 */
export {
  AMOUNT_SLIDER,
  DURATION_SLIDER,
  INTEREST_SLIDER,
  SPEED_DIAL,
  REFINANCE_CARD_SCROLL_THRESHOLD_PX,
} from './calculator-constants.js';
export { assertCalculatorInputs } from './loan-terms.js';
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
export {
  rinnLoanCharges,
  rinnBalanceTransferSaving,
  VALUATION_CHARGES,
  STAMP_DUTY,
  SERVICE_CHARGES,
  FALLBACK_PROCESSING_FEE_PERCENT,
  type RinnLoanChargesInput,
  type RinnNewLoanFees,
} from './rinn-fees.js';
export {
  onRoadPrice,
  rtoCharges,
  firstInsurance,
  newCarLoan,
  ROAD_TAX_SLABS,
  REGISTRATION_FEES,
  INSURANCE_RATES,
  type OnRoadPrice,
  type RoadTaxSlab,
} from './on-road-price.js';
