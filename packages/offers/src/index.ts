// Public API of @rinn/offers. Explicit named exports only, grouped by rule file.

export { OffersError, type OffersErrorCode } from './errors.js';
export { BUREAU_CONSENT_TEXT, MISMATCH_MESSAGES, STEP_MESSAGES, STEP_MESSAGES_HI, type MismatchCode, type StepMessages, type MismatchFacts } from './messages.js';
export {
  isStepMessage,
  journeyMessageText,
  STEP_MESSAGE_CATALOGUES,
  STEP_MESSAGE_CODES,
  type JourneyMessage,
  type StepMessage,
} from './step-messages.js';

export type {
  ContingentCharges,
  Lender,
  LenderEmploymentType,
  LenderGrievanceContact,
  LenderProductTerms,
  RateBand,
  RateType,
} from './lender.js';
export { LENDERS, LENDER_CRITERIA_AS_OF, LENDER_CRITERIA_SOURCE, lenderById } from './lenders.js';

export {
  citySlugSchema,
  employmentTypeSchema,
  loanProductSlugSchema,
  offerApplicationSchema,
  type OfferApplication,
} from './application.js';

export { buildOffer, processingFeeBeforeGst, productTerms, rateForScore, type Offer } from './offer.js';

export {
  MATCH_CRITERIA,
  OFFER_ORDER,
  ageAtMaturity,
  lenderMismatches,
  matchOffers,
  type MatchCriterion,
  type MismatchReason,
  type NonMatchingLender,
  type OfferMatch,
} from './match.js';

export {
  COMPARISON_ROWS,
  DEFAULT_OFFER_SORT,
  MAX_COMPARED_OFFERS,
  MIN_COMPARED_OFFERS,
  OFFER_SORT_KEYS,
  canCompareOffers,
  compareOffers,
  offerSortValue,
  offerTotalCost,
  sortOffers,
  toggleComparedOffer,
  type ComparisonRow,
  type ComparisonRowKey,
  type OfferSortKey,
} from './compare.js';

export {
  KFS_VALIDITY_WORKING_DAYS,
  keyFactStatement,
  type ChargePayee,
  type KeyFactStatement,
  type KfsCharge,
  type KfsContingentCharge,
  type KfsOptions,
  type KfsScheduleYear,
} from './kfs.js';
export { KFS_LABELS, type KfsLabelKey } from './kfs-labels.js';

export {
  JOURNEY_STEP_IDS,
  LOAN_PURPOSES,
  applicantAgeLimits,
  VEHICLE_PRODUCTS,
  creditConsentSchema,
  employerNameSchema,
  employmentSchema,
  journeyProduct,
  journeyStepSchema,
  journeySteps,
  offerApplicationFromSteps,
  personalDetailsSchema,
  productLimits,
  purposeAndAmountSchema,
  registrationNumberSchema,
  validateJourneyStep,
  vehicleAndAmountSchema,
  type ApplicantAgeLimits,
  type JourneyStepId,
  type ProductLimits,
  type SavedSteps,
  type StepValidation,
} from './journey-steps.js';

export {
  waysForward,
  type ChangedValue,
  type IncomeThreshold,
  type LenderThreshold,
  type OpenedLender,
  type WaysForward,
} from './ways-forward.js';
export { PIN_DISTRICTS_BY_CITY, cityForPincode, valuesAfterChange } from './pincode-city.js';
