import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock.js';
import { type ServiceOverrides, composeServices } from './composition-root.js';
import { ConfigError, type ServerConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { seedDatabase } from './db/seed.js';
import { installErrorHandling } from './http/error-handling.js';
import { lazyRequestLogger, writesRequestLines } from './http/lazy-request-logger.js';
import { REDACTED, REDACTED_LOG_PATHS, serializeRequest } from './http/log-redaction.js';
import { type LogDestination, maskingDestination } from './http/mask-mobile.js';
import { compressResponses } from './http/compression.js';
import { addSecurityHeaders } from './http/security-headers.js';
import { processRateLimitStore } from './http/process-rate-limit-store.js';
import { limitRequestsPerAddress } from './http/request-limit.js';
import { replayAnswers } from './http/answer-replay.js';
import { sharedRateLimitStore } from './http/shared-rate-limit-store.js';
import { refuseUnstorableText } from './http/storable-text.js';
import { assistantModule } from './modules/assistant/assistant.module.js';
import { CatalogueCache } from './modules/calculator/catalogue-cache.js';
import { catalogueModule } from './modules/calculator/catalogue.module.js';
import { consentModule } from './modules/consent/consent.module.js';
import { analyticsModule } from './modules/analytics/analytics.module.js';
import { contactModule } from './modules/contact/contact.module.js';
import { documentsModule } from './modules/documents/documents.module.js';
import { journeyModule } from './modules/journey/journey.module.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { devModule } from './modules/dev/dev.module.js';
import { otpModule } from './modules/otp/otp.module.js';
import { httpGatewaySmsProvider } from './modules/otp/sms-gateway.js';
import { type SmsLog, type SmsProvider, logOnlySmsProvider, outboxSmsProvider } from './modules/otp/sms-provider.js';
import { SmsQueue } from './modules/otp/sms-queue.js';
import { sessionModule } from './modules/session/session.module.js';
import { siteModule } from './modules/site/site.module.js';
import { StaticSite } from './modules/site/static-site.js';
import { z } from 'zod/mini';

// zod/mini loads no locale, so zod's own issues would read only "Invalid input". The API quotes them
// as the detail of REQUEST_FIELD_INVALID, so the server speaks zod's English ("Invalid input:
// expected string, received undefined"). The browser does without: its forms show the field rules'
// own messages, and the locale would cost every signed-in page 2.7 kB.
z.config(z.locales.en());

/** Replaceable parts of the server; tests and the benchmark swap them. */
export interface ServerOverrides extends ServiceOverrides {
  readonly clock?: Clock;
  /** An already open database; otherwise the one the config names is opened (and closed with the server). */
  readonly database?: DatabaseHandle;
  readonly sms?: SmsProvider;
  /** Where log lines go (after masking); stdout by default. */
  readonly logDestination?: LogDestination;
  /** Requests per minute per client address across the API; 600 by default. */
  readonly requestsPerMinute?: number;
  /**
   * Where the API-wide limit is counted: `process` (SEC-008) on PGlite and `database` (leased,
   * SEC-007) on PostgreSQL by default; tests pick the leased store to test it on either.
   */
  readonly rateLimitStore?: 'process' | 'database';
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** The SMS adapter RINN_SMS names. */
function smsProviderOf(config: ServerConfig, db: DatabaseHandle['db'], clock: Clock, log: SmsLog): SmsProvider {
  if (config.sms === 'outbox') return outboxSmsProvider(db, clock, log);
  if (config.sms === 'gateway' && config.smsGateway) return httpGatewaySmsProvider(config.smsGateway);
  return logOnlySmsProvider(log);
}

/**
 * Builds the Rinn API server: opens and migrates the database, seeds it on first start, and mounts
 * one module per area of §7 under `/api/`.
 *
 * @param config - from {@link loadConfig}.
 * @param overrides - test and benchmark replacements.
 * @returns the Fastify instance, ready to `listen` or `inject`.
 * @throws when the database cannot be opened or migrated.
 * @example
 * const app = await buildServer(loadConfig(process.env));
 * await app.listen({ port: 3000 });
 */
export async function buildServer(config: ServerConfig, overrides: ServerOverrides = {}): Promise<FastifyInstance> {
  const clock = overrides.clock ?? systemClock;
  // loadConfig refuses these already; a config built by hand must not slip past (SEC-006).
  if (config.mode === 'production' && (config.demo || config.sms === 'outbox')) {
    throw new ConfigError('Invalid configuration: demo mode and the SMS outbox are refused with NODE_ENV=production');
  }
  // Opened first: a missing web build should stop the start before a database is opened.
  const site = config.siteDir ? await StaticSite.open(config.siteDir) : undefined;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: maskingDestination(overrides.logDestination ?? process.stdout),
      serializers: { req: serializeRequest },
      redact: { paths: [...REDACTED_LOG_PATHS], censor: REDACTED },
    },
    // A request's pino child is made only when it writes a line (most write none at warn).
    childLoggerFactory: lazyRequestLogger,
    // Fastify's request lines are info lines: at a level that writes none, they are not built.
    logController: new LogController({ disableRequestLogging: !writesRequestLines(config.logLevel) }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = overrides.database ?? (await openDatabase(config.database));
  if (!overrides.database) app.addHook('onClose', () => database.close());
  await seedDatabase(database.db, clock.now());
  const catalogue = await CatalogueCache.open(database, app.log);
  app.addHook('onClose', () => catalogue.close());

  const sms = new SmsQueue({
    db: database.db,
    clock,
    provider: overrides.sms ?? smsProviderOf(config, database.db, clock, app.log),
    secret: config.secrets.otpSecret,
    log: app.log,
  });
  sms.start();
  app.addHook('preClose', () => sms.stop());
  const context = composeServices({ config, db: database.db, driver: database.driver, clock, sms, log: app.log }, overrides);

  const limit = limitRequestsPerAddress(app, {
    max: overrides.requestsPerMinute ?? config.requestsPerMinute ?? 600,
    timeWindow: 60_000,
    // A refusal says when to try again (Retry-After, and retryAfterSeconds in its body); an
    // answered request carries no count headers, which no client of the API reads.
    // Every instance counts against one limit: on PostgreSQL in the database, leased in blocks
    // (SEC-007); on PGlite, which one process holds, in that process's memory (SEC-008). Timed by
    // the wall clock.
    store:
      (overrides.rateLimitStore ?? (database.driver === 'pglite' ? 'process' : 'database')) === 'process'
        ? processRateLimitStore(database, systemClock)
        : sharedRateLimitStore(database.db, systemClock),
    clock: systemClock,
  });
  // In this order: the answer replay's hooks run after compression's on the way out (it records
  // the bytes as sent) and before the security headers' on the way in (a recorded answer has them).
  compressResponses(app);
  replayAnswers(app, limit);
  addSecurityHeaders(app, config.mode === 'production');
  installErrorHandling(app);
  refuseUnstorableText(app);
  await app.register(async (api) => {
    await api.register(otpModule, context);
    await api.register(sessionModule, context);
    await api.register(dashboardModule, context);
    await api.register(catalogueModule, { catalogue });
    await api.register(consentModule, context);
    await api.register(documentsModule, context);
    await api.register(journeyModule, context);
    await api.register(assistantModule, context);
    await api.register(contactModule, context);
    await api.register(analyticsModule, context);
    if (config.demo && config.sms === 'outbox') await api.register(devModule, context);
  });
  if (site) await app.register(siteModule, { site });
  return app;
}
