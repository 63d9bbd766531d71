export {
  API_ERRORS,
  API_ERROR_CODES,
  apiErrorCodeSchema,
  apiMessageCodeSchema,
  apiMessageParamsSchema,
  consentLinkStatusSchema,
  envelope,
  errorEnvelopeReadSchema,
  errorEnvelopeSchema,
  fail,
  httpStatusOf,
  ok,
  validationIssueSchema,
} from './envelope.js';
export type { ApiErrorCode, ErrorDetails, ErrorEnvelope, GivenMessage, SuccessEnvelope } from './envelope.js';
export {
  API_MESSAGE_CODES,
  SERVER_MESSAGES,
  SERVER_MESSAGES_EN,
  SERVER_MESSAGES_HI,
  SERVER_MESSAGE_CODES,
  apiMessageText,
  messageOfWire,
  tryAgainAt,
  wireMessage,
} from './api-messages.js';
export type { ApiMessage, ApiMessageCode, ServerMessage, ServerMessageCatalogue, ServerMessageCode, WireMessage } from './api-messages.js';
export {
  ACCESS_TOKEN_EXPIRED_MESSAGE,
  CKYC_DECLINED_MESSAGE,
  CKYC_NO_RECORD_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  NOT_FOUND_MESSAGE,
  RATE_LIMITED_MESSAGE,
  SESSION_TOKEN_EXPIRED_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
} from './messages.js';
export { AUTH_KINDS, HEADERS, NDJSON_CONTENT_TYPE, NO_CACHE } from './headers.js';
export type { AuthKind } from './headers.js';
export {
  base64Schema,
  calendarDateSchema,
  documentLanguageQuerySchema,
  downloadedFileSchema,
  extraInfoSchema,
  idSchema,
  instantSchema,
  mobileFieldSchema,
  percentSchema,
  productCodeSchema,
  queryIdSchema,
  rupeesSchema,
  tokenSchema,
  userSchema,
} from './common.js';
export { buildPath, defineRoute } from './route.js';
export type {
  AnyRoute,
  HttpMethod,
  RouteArgs,
  RouteBody,
  RouteBodyInput,
  RouteData,
  RouteDataInput,
  RouteDefinition,
  RouteHeadersInput,
  RouteParams,
  RouteParamsInput,
  RouteQuery,
  RouteQueryInput,
  RouteRequest,
  ResponseKind,
} from './route.js';
export {
  OTP_RESEND_AFTER_SECONDS,
  autoLoginRoute,
  basicTokenRoute,
  checkTokenExpiryRoute,
  logoutRoute,
  otpSendBodySchema,
  otpSendRoute,
  otpSentSchema,
  otpValueSchema,
  otpVerifyRoute,
  refreshAccessTokenRoute,
  sessionSchema,
} from './routes/session.routes.js';
export {
  applicationCardSchema,
  applicationDetailRoute,
  applicationDetailSchema,
  applicationListRoute,
  applicationStageSchema,
  creditScoreRoute,
  creditScoreSummarySchema,
  creditScoreValueSchema,
  financeAssetSchema,
  financeDetailSchema,
  loanProductSummarySchema,
  loansRoute,
  offerVoucherSchema,
} from './routes/dashboard.routes.js';
export {
  assetRoute,
  assetSchema,
  bankRateRowSchema,
  calculatorDataSchema,
  calculatorKeySchema,
  calculatorQuerySchema,
  calculatorRoute,
  dropdownItemSchema,
  interestRateRoute,
  modelImageRoute,
  platformStatsRoute,
  platformStatsSchema,
} from './routes/catalogue.routes.js';
export {
  BRACKET_MARKERS,
  chatDoneLineSchema,
  chatErrorLineSchema,
  chatStreamLineSchema,
  chatTextChunkSchema,
  isBracketMarker,
} from './chat-stream.js';
export type { ChatStreamLine } from './chat-stream.js';
export { contactEmailRoute, contactOtpSendRoute, contactOtpVerifyRoute, otpVerifiedSchema } from './routes/contact.routes.js';
export {
  CHAT_QUESTION_MAX_LENGTH,
  chatbotAskRoute,
  chatbotFeedbackRoute,
  chatbotSendOtpRoute,
  chatbotVerifyOtpRoute,
  createLeadRoute,
  leadSchema,
} from './routes/chatbot.routes.js';
export {
  ckycStatusRoute,
  CONSENT_PAGE_API_KEY,
  consentDecisionBodySchema,
  consentDecisionRoute,
  consentDecisionSchema,
  consentDetailsSchema,
  consentGetRoute,
  consentOtpSendRoute,
  consentOtpVerifyRoute,
  consentStatusSchema,
  consentWithdrawRoute,
} from './routes/consent.routes.js';
export {
  decryptLeadPayoutRoute,
  decryptRoute,
  documentDownloadRoute,
  payoutRecordSchema,
  payoutStatusSchema,
  sanctionDocumentId,
  sanctionDownloadRoute,
  savePayoutStatusRoute,
} from './routes/documents.routes.js';
export { ANALYTICS_BATCH_MAX, analyticsEventSchema, analyticsEventsRoute } from './routes/analytics.routes.js';
export { devAutoLoginLinkRoute, devConsentLinkRoute, devOutboxRoute, outboxMessageSchema } from './routes/dev.routes.js';
export {
  journeyApplyRoute,
  journeyCitySchema,
  journeyDraftSchema,
  journeyGetRoute,
  journeyKfsDownloadRoute,
  journeyKfsRoute,
  journeyOfferSchema,
  journeyOffersRoute,
  journeyOffersSchema,
  waysForwardSchema,
  journeyResumeRoute,
  journeySaveStepRoute,
  journeyStartBodySchema,
  journeyStartParamsSchema,
  journeyStartRoute,
  journeyStepIdSchema,
  journeyStepValuesSchema,
  keyFactStatementSchema,
  mismatchReasonSchema,
  savedStepsSchema,
} from './routes/journey.routes.js';
export { ROUTES, ROUTE_IDS } from './route-table.js';
export { loadRoute, ROUTE_GROUP_OF } from './route-groups.js';
export type { RouteGroup } from './route-groups.js';
export type { RouteId, Routes } from './route-table.js';
export { ROUTE_EXAMPLES } from './examples.js';
export type { RouteExample } from './examples.js';
export { possibleErrorsOf } from './route-errors.js';
export { API_VERSION, buildOpenApiDocument } from './openapi.js';
export type { JsonObject } from './openapi.js';
