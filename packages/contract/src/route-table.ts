import {
  autoLoginRoute,
  basicTokenRoute,
  checkTokenExpiryRoute,
  logoutRoute,
  otpSendRoute,
  otpVerifyRoute,
  refreshAccessTokenRoute,
} from './routes/session.routes.js';
import {
  applicationDetailRoute,
  applicationListRoute,
  creditScoreRoute,
  loansRoute,
} from './routes/dashboard.routes.js';
import {
  assetRoute,
  calculatorRoute,
  interestRateRoute,
  modelImageRoute,
  platformStatsRoute,
} from './routes/catalogue.routes.js';
import { contactEmailRoute, contactOtpSendRoute, contactOtpVerifyRoute } from './routes/contact.routes.js';
import {
  chatbotAskRoute,
  chatbotFeedbackRoute,
  chatbotSendOtpRoute,
  chatbotVerifyOtpRoute,
  createLeadRoute,
} from './routes/chatbot.routes.js';
import {
  ckycStatusRoute,
  consentDecisionRoute,
  consentGetRoute,
  consentOtpSendRoute,
  consentOtpVerifyRoute,
  consentWithdrawRoute,
} from './routes/consent.routes.js';
import {
  decryptLeadPayoutRoute,
  decryptRoute,
  documentDownloadRoute,
  sanctionDownloadRoute,
  savePayoutStatusRoute,
} from './routes/documents.routes.js';
import { devConsentLinkRoute, devOutboxRoute } from './routes/dev.routes.js';
import {
  journeyApplyRoute,
  journeyGetRoute,
  journeyKfsDownloadRoute,
  journeyKfsRoute,
  journeyOffersRoute,
  journeyResumeRoute,
  journeySaveStepRoute,
  journeyStartRoute,
} from './routes/journey.routes.js';
import type { AnyRoute } from './route.js';

/**
 * Every call of spec §7, keyed by route id. The server mounts exactly these; the client has one
 * method per key. Add a call here and both sides see it.
 *
 * @rule API-005 Every call of §7 has exactly one route: a unique id equal to its key, a unique
 *   method and path under `/api/`, an auth kind, schemas for the request parts it takes and for
 *   its response `data`, a summary and the spec section it comes from.
 * @spec §7 The calls the product makes
 */
export const ROUTES = {
  otpSend: otpSendRoute,
  otpVerify: otpVerifyRoute,
  refreshAccessToken: refreshAccessTokenRoute,
  autoLogin: autoLoginRoute,
  checkTokenExpiry: checkTokenExpiryRoute,
  basicToken: basicTokenRoute,
  logout: logoutRoute,
  applicationList: applicationListRoute,
  applicationDetail: applicationDetailRoute,
  loans: loansRoute,
  creditScore: creditScoreRoute,
  calculator: calculatorRoute,
  asset: assetRoute,
  modelImage: modelImageRoute,
  interestRate: interestRateRoute,
  platformStats: platformStatsRoute,
  contactOtpSend: contactOtpSendRoute,
  contactOtpVerify: contactOtpVerifyRoute,
  contactEmail: contactEmailRoute,
  chatbotAsk: chatbotAskRoute,
  chatbotSendOtp: chatbotSendOtpRoute,
  chatbotVerifyOtp: chatbotVerifyOtpRoute,
  chatbotFeedback: chatbotFeedbackRoute,
  createLead: createLeadRoute,
  consentGet: consentGetRoute,
  consentOtpSend: consentOtpSendRoute,
  consentOtpVerify: consentOtpVerifyRoute,
  consentDecision: consentDecisionRoute,
  consentWithdraw: consentWithdrawRoute,
  ckycStatus: ckycStatusRoute,
  sanctionDownload: sanctionDownloadRoute,
  documentDownload: documentDownloadRoute,
  decrypt: decryptRoute,
  decryptLeadPayout: decryptLeadPayoutRoute,
  savePayoutStatus: savePayoutStatusRoute,
  journeyStart: journeyStartRoute,
  journeyResume: journeyResumeRoute,
  journeyGet: journeyGetRoute,
  journeySaveStep: journeySaveStepRoute,
  journeyOffers: journeyOffersRoute,
  journeyKfs: journeyKfsRoute,
  journeyKfsDownload: journeyKfsDownloadRoute,
  journeyApply: journeyApplyRoute,
  devOutbox: devOutboxRoute,
  devConsentLink: devConsentLinkRoute,
} as const satisfies Record<string, AnyRoute>;

/** The route table's type. */
export type Routes = typeof ROUTES;

/** A route id (`'otpSend'`, `'applicationList'` …). */
export type RouteId = keyof Routes;

/** Every route id, in table order. */
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];
