import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Answerer } from './modules/assistant/answerer.js';
import { ChatService } from './modules/assistant/chat-service.js';
import { LeadService } from './modules/assistant/lead-service.js';
import { RetrievalAnswerer } from './modules/assistant/retrieval-answerer.js';
import { type CkycRegistry, SANDBOX_CKYC_KEY, sandboxCkycRegistry } from './modules/consent/ckyc-registry.js';
import { sendConsentLinkSms } from './modules/consent/consent-link-sms.js';
import { ConsentService } from './modules/consent/consent-service.js';
import { ContactService } from './modules/contact/contact-service.js';
import { type MailProvider, outboxMailProvider } from './modules/contact/mail-provider.js';
import type { ModuleContext } from './modules/context.js';
import { type CreditBureau, sandboxBureau } from './modules/credit-score/credit-bureau.js';
import { CreditScoreService } from './modules/credit-score/credit-score-service.js';
import { DashboardService } from './modules/dashboard/dashboard-service.js';
import { DocumentsService } from './modules/documents/documents-service.js';
import { JourneyService } from './modules/journey/journey-service.js';
import { DEFAULT_OTP_LIMITS, type OtpLimits } from './modules/otp/otp-limits.js';
import { OtpService } from './modules/otp/otp-service.js';
import type { SmsQueue } from './modules/otp/sms-queue.js';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes, SessionService } from './modules/session/session-service.js';

/** The parts the services are built on: opened and started by the server before composing. */
export interface ServiceParts {
  readonly config: ServerConfig;
  readonly db: Database;
  /** Which database `db` is (PGlite groups OTP sends, DATA-006). */
  readonly driver: 'pglite' | 'postgres';
  readonly clock: Clock;
  readonly sms: SmsQueue;
  readonly log: FastifyBaseLogger;
}

/** Adapters and settings that tests and the benchmark replace; the defaults otherwise. */
export interface ServiceOverrides {
  readonly bureau?: CreditBureau;
  /** The CKYC registry consent asks; the sandbox registry by default. */
  readonly ckyc?: CkycRegistry;
  /** The support assistant's answerer; the retrieval answerer over `@rinn/content` by default. */
  readonly answerer?: Answerer;
  /** Milliseconds between the text lines of a chat answer; `ANSWER_CHUNK_INTERVAL_MS` by default. */
  readonly answerChunkIntervalMs?: number;
  /** Where contact messages are mailed; the `outbox` mail provider by default. */
  readonly mail?: MailProvider;
  readonly otpLimits?: Partial<OtpLimits>;
  readonly sessionLifetimes?: Partial<SessionLifetimes>;
}

/**
 * The API's one composition root: builds every service once, each given the others it needs, so
 * the modules only mount routes over them and no module imports another to build it.
 *
 * @param parts - the config, database, clock, SMS queue and logger.
 * @param overrides - replaced adapters and settings.
 * @returns the context every module is given.
 * @example
 * const context = composeServices({ config, db, driver: 'pglite', clock, sms, log: app.log });
 */
export function composeServices(parts: ServiceParts, overrides: ServiceOverrides = {}): ModuleContext {
  const { config, db, driver, clock, sms, log } = parts;
  const { otpSecret, tokenSecret } = config.secrets;
  const otp = new OtpService({
    db,
    clock,
    sms,
    secret: otpSecret,
    groupSends: driver === 'pglite',
    limits: {
      ...DEFAULT_OTP_LIMITS,
      ...(config.otpSendsPerAddress ? { sendsPerIp: config.otpSendsPerAddress } : {}),
      ...(config.otpSendsPerMobile ? { sendsPerMobile: config.otpSendsPerMobile } : {}),
      ...overrides.otpLimits,
    },
  });
  const consent = new ConsentService({ db, clock, otp, ckyc: overrides.ckyc ?? sandboxCkycRegistry(SANDBOX_CKYC_KEY), secret: otpSecret });
  const creditScores = new CreditScoreService(db, clock, overrides.bureau ?? sandboxBureau(otpSecret));
  return {
    config,
    db,
    clock,
    sms,
    otp,
    consent,
    creditScores,
    sessions: new SessionService({
      db,
      clock,
      tokenSecret,
      hashSecret: otpSecret,
      lifetimes: { ...DEFAULT_SESSION_LIFETIMES, ...overrides.sessionLifetimes },
    }),
    dashboard: new DashboardService(db),
    documents: new DocumentsService(db, clock, tokenSecret),
    journeys: new JourneyService({
      db,
      clock,
      creditScores,
      consent,
      // The same text the consent module sends with the demo request (consent terms page, §2).
      sendConsentLink: (mobile, lenderName, path) => sendConsentLinkSms({ config, sms }, mobile, lenderName, path),
    }),
    contact: new ContactService({ db, clock, otp, mail: overrides.mail ?? outboxMailProvider(db, clock, log), secret: otpSecret, log }),
    chat: new ChatService({
      db,
      clock,
      // Built once per server start: the index over the content is ready before the first question.
      answerer: overrides.answerer ?? new RetrievalAnswerer(),
      log,
      ...(overrides.answerChunkIntervalMs === undefined ? {} : { chunkIntervalMs: overrides.answerChunkIntervalMs }),
    }),
    leads: new LeadService({ db, clock, otp, hashSecret: otpSecret, sealSecret: tokenSecret }),
  };
}
