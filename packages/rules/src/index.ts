// Public API of @rinn/rules. Explicit named exports only, grouped by rule file.

export { RulesError, type RulesErrorCode } from './errors.js';
export {
  CARD_MESSAGE_CATALOGUES,
  CARD_MESSAGES,
  CARD_MESSAGES_HI,
  DISPLAY_MESSAGES,
  ELIGIBILITY_MESSAGE_CATALOGUES,
  ELIGIBILITY_MESSAGES,
  ELIGIBILITY_MESSAGES_HI,
  ERROR_MESSAGES,
  cardMessageText,
  eligibilityMessageText,
  type CardMessage,
  type CardMessageCatalogue,
  type CardMessageCode,
  type EligibilityMessage,
  type EligibilityMessageCatalogue,
  type EligibilityMessageCode,
} from './messages.js';
export { CHAT_MESSAGES, CHAT_MESSAGES_HI, CHAT_QUESTION_MESSAGES, type ChatQuestionCode } from './chat-messages.js';

export {
  CREDIT_SCORE_FACTS,
  CREDIT_SCORE_RANGE,
  GENERAL_SCORE_GUIDE,
  SCORE_BANDS,
  SCORE_CURRENT_DAYS,
  SCORE_TABLE_ROWS,
  assertCreditScore,
  isCreditScore,
  isExcellentScore,
  isGoodScore,
  scoreBand,
  scoreCurrentUntil,
  type ScoreBand,
  type ScoreBandId,
  type ScoreBandOfScale,
} from './score-bands.js';

export { LOGIN_RETURN_PAGES, loginDestination } from './login-destination.js';

export {
  BUSINESS_JOURNEY_PATH,
  CARD_PRODUCT_CODES,
  CARD_PRODUCT_CODE_BY_SLUG,
  loanTypeOfCardProduct,
  LOAN_PRODUCTS,
  PRODUCT_IDS,
  PRODUCT_VENDOR_PAIRS,
  VENDOR_IDS,
  cityPagePath,
  loanProduct,
  type LoanProduct,
  type LoanProductSlug,
  type ProductVendorPair,
} from './products.js';

export {
  BACK_BUTTON_SLUGS,
  FORM_SOURCES,
  JOURNEY_START_KEYS,
  JOURNEY_START_PATH,
  buildJourneyStart,
  journeyStartPath,
  parseJourneyStart,
  type BackButtonSlug,
  type JourneyStart,
  type JourneyStartInput,
  type JourneyStartParams,
} from './journey-start.js';

export {
  LEAD_STATUSES,
  applicationReference,
  canResume,
  canViewDetails,
  cardStatus,
  hoursSinceActivity,
  isNbfcApplication,
  lastActivityMessage,
  loanDetailsPath,
  optOutState,
  parseLoanDetailsQuery,
  refinanceSharedMessage,
  resumeJourney,
  showSanctionDownload,
  type ApplicationCard,
  type ApplicationStage,
  type ApplicationSystem,
  type CardStatus,
  type LoanDetailsQuery,
  type OptOutState,
  type SanctionLetterFetch,
} from './application-card.js';
export {
  KNOWN_LEAD_STATUSES,
  LENDER_CONSENT_STAGE,
  NEXT_STEP_ANCHOR,
  cardView,
  displayReference,
  isDisbursed,
  isJourneyDraft,
  leadStatusCode,
  nextAction,
  progressAfterConsent,
  resumeTarget,
  type CardView,
  type ConsentProgress,
  type LeadStatusCode,
  type NextAction,
  type ResumeTarget,
} from './application-progress.js';

export {
  ELIGIBILITY_CRITERIA,
  LOAN_RATE_FACTS,
  ageInYearsOn,
  checkEligibility,
  type Applicant,
  type CalendarDate,
  type CriterionId,
  type CriterionResult,
  type EligibilityProduct,
  type EligibilityResult,
  type EmploymentType,
} from './eligibility.js';

export {
  CHAT_PRESET_REPLIES,
  capChatInput,
  hasValidQuestionText,
  isPresetReply,
  validateChatQuestion,
  type ChatQuestionResult,
} from './chat-question.js';

export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  languageOfPath,
  stripLanguage,
  swapLanguage,
  toggledLanguage,
  type Language,
} from './language.js';

export {
  CAROUSEL,
  CHATBOT_TIMINGS,
  CHAT_QUESTION_LIMITS,
  DISPLAY,
  FAQ_COUNTS,
  LOGIN_RULES,
  PAGE_SIZES,
  RATING,
  REFINANCE_CARD,
  WIDGET_TIMINGS,
  faqVisibleCount,
  hasMoreFaqs,
  type FaqKind,
} from './display.js';

export { pageCount, pageSlice } from './pagination.js';

export { nameParts, type CustomerName } from './customer-name.js';
export {
  ANALYTICS_EVENTS,
  ANALYTICS_SOURCE_PATTERN,
  MOBILE_MAX_WIDTH,
  analyticsLocation,
  analyticsPlatform,
  analyticsSource,
  type AnalyticsEventName,
  type AnalyticsPlatform,
} from './analytics.js';
