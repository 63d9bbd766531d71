import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod/mini';
import type { DatabaseLocation } from './db/database.js';
import type { SmsGatewayOptions } from './modules/otp/sms-gateway.js';
import { SMS_TEMPLATES, type SmsTemplate } from './modules/otp/sms-provider.js';

/** The repository root, so the default data directory does not depend on the working directory. */
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const SECRET_MIN_LENGTH = 32;

const secretSchema = z
  .string()
  .check(z.minLength(SECRET_MIN_LENGTH, `must be at least ${SECRET_MIN_LENGTH} characters`));

const environmentSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65_535)), 3000),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  RINN_DATA_DIR: z.optional(z.string().check(z.minLength(1))),
  DATABASE_URL: z.optional(z.string().check(z.url())),
  // PostgreSQL's own default max_connections is 100: one instance's pool cannot use more.
  RINN_DATABASE_POOL_SIZE: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  RINN_MODE: z.optional(z.enum(['demo'])),
  RINN_SMS: z.optional(z.enum(['outbox', 'log-only', 'gateway'])),
  RINN_SMS_GATEWAY_URL: z.optional(z.string().check(z.url())),
  RINN_SMS_GATEWAY_KEY: z.optional(z.string().check(z.minLength(8))),
  RINN_SMS_SENDER_ID: z.optional(
    z.string().check(z.regex(/^[A-Z]{6}$/, 'must be the 6-letter DLT header')),
  ),
  RINN_SMS_DLT_ENTITY_ID: z.optional(
    z.string().check(z.regex(/^\d{10,30}$/, 'must be the DLT entity id (digits)')),
  ),
  RINN_SMS_DLT_TEMPLATES: z.optional(z.string().check(z.minLength(2))),
  RINN_TRUST_PROXY: z.optional(z.string().check(z.minLength(1))),
  RINN_OTP_SECRET: z.optional(secretSchema),
  RINN_TOKEN_SECRET: z.optional(secretSchema),
  RINN_SITE_DIR: z.optional(z.string().check(z.minLength(1))),
  RINN_LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  RINN_OTP_SENDS_PER_ADDRESS: z.optional(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
  ),
  RINN_OTP_SENDS_PER_MOBILE: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000))),
  RINN_REQUESTS_PER_MINUTE: z.optional(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000_000)),
  ),
});

/** The SMS providers RINN_SMS can name. */
export type SmsProviderName = 'outbox' | 'log-only' | 'gateway';

/** The DLT template ids RINN_SMS_DLT_TEMPLATES must give, as a JSON object. */
const dltTemplatesSchema = z.strictObject(
  Object.fromEntries(
    SMS_TEMPLATES.map((template) => [template, z.string().check(z.regex(/^\d{10,30}$/))]),
  ) as Record<SmsTemplate, z.ZodMiniString<string>>,
);

/** Secrets the server keys its hashes and tokens with. */
export interface ServerSecrets {
  /** HMAC key for OTP codes and one-time tokens stored in the database. */
  readonly otpSecret: string;
  /** HMAC key that signs access tokens (JWT, HS256). */
  readonly tokenSecret: string;
}

/** Everything the server needs to start, parsed from the environment by {@link loadConfig}. */
export interface ServerConfig {
  readonly mode: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** Where the embedded database and generated development secrets live. */
  readonly dataDir: string;
  /** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under the data directory. */
  readonly database: DatabaseLocation;
  /**
   * Demo mode (RINN_MODE=demo, which `npm start` sets): the outbox SMS provider, the development
   * routes and the demo consent request. Never in production.
   */
  readonly demo: boolean;
  /** `outbox` in demo mode (and only there), `log-only` otherwise unless RINN_SMS names another. */
  readonly sms: SmsProviderName;
  /** The gateway's address and DLT registration, when RINN_SMS=gateway. */
  readonly smsGateway?: SmsGatewayOptions;
  /**
   * Fastify's `trustProxy` value: `true`, a hop count, or addresses/CIDRs of trusted proxies. `false` unless RINN_TRUST_PROXY is set, so a client cannot
   * choose its own address (and reset an address-based limit) with X-Forwarded-For.
   */
  readonly trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  readonly secrets: ServerSecrets;
  readonly logLevel: string;
  /** The web app's build (apps/web/build/client) to serve outside /api/; API only when absent. */
  readonly siteDir?: string;
  /**
   * OTPs one client address may ask for in 15 minutes, when not the default 20 (OTP-003). Raised
   * where many people share one address: a carrier's CGNAT behind a trusted proxy, or the browser
   * tests, which sign in a dozen customers from 127.0.0.1.
   */
  readonly otpSendsPerAddress?: number;
  /**
   * OTPs one mobile may be sent in 15 minutes, when not the default 3 (OTP-003). Demo mode only:
   * the browser tests sign the demo customer in from several specs within minutes.
   */
  readonly otpSendsPerMobile?: number;
  /** Requests per minute one client address may make across the API, when not the default 600 (SEC-007). */
  readonly requestsPerMinute?: number;
}

/** Raised when the environment cannot configure a server; the message names every bad variable. */
export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

function developmentSecrets(dataDir: string): ServerSecrets {
  const file = join(dataDir, 'dev-secrets.json');
  if (existsSync(file)) {
    const stored = z.object({ otpSecret: secretSchema, tokenSecret: secretSchema }).safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (stored.success) return stored.data;
  }
  const generated = { otpSecret: randomBytes(32).toString('base64url'), tokenSecret: randomBytes(32).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  return generated;
}

/**
 * Reads the server configuration from environment variables.
 *
 * @rule SEC-001 Outside demo mode the server refuses to start without RINN_OTP_SECRET and
 *   RINN_TOKEN_SECRET; demo mode generates them once and keeps them in the data directory so
 *   sessions survive restarts.
 * @rule SEC-006 Demo mode is explicit: only RINN_MODE=demo (which `npm start` sets) enables the
 *   outbox SMS provider and the development routes; RINN_SMS=outbox without it, and demo mode or the
 *   outbox under NODE_ENV=production, refuse to start.
 * @param environment - the variables to read, normally `process.env`.
 * @returns the parsed configuration.
 * @throws {ConfigError} when a variable is malformed, a secret is missing outside demo mode, or the
 *   outbox or demo mode is asked for where it is not allowed.
 * @example
 * const config = loadConfig({ PORT: '8080', RINN_DATA_DIR: '/tmp/rinn', RINN_MODE: 'demo' });
 */
export function loadConfig(environment: Readonly<Record<string, string | undefined>>): ServerConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const demo = env.RINN_MODE === 'demo';
  const sms: SmsProviderName = env.RINN_SMS ?? (demo ? 'outbox' : 'log-only');
  if (env.NODE_ENV === 'production' && demo) {
    throw new ConfigError('Invalid configuration: RINN_MODE=demo cannot run with NODE_ENV=production');
  }
  if (env.NODE_ENV === 'production' && sms === 'outbox') {
    throw new ConfigError('Invalid configuration: RINN_SMS=outbox stores SMS bodies and is refused with NODE_ENV=production');
  }
  if (env.RINN_OTP_SENDS_PER_MOBILE !== undefined && !demo) {
    throw new ConfigError('Invalid configuration: RINN_OTP_SENDS_PER_MOBILE is for the demo and its tests only; set RINN_MODE=demo');
  }
  if (env.RINN_DATABASE_POOL_SIZE !== undefined && env.DATABASE_URL === undefined) {
    throw new ConfigError('Invalid configuration: RINN_DATABASE_POOL_SIZE sizes the PostgreSQL pool; set DATABASE_URL too (PGlite has no pool)');
  }
  if (sms === 'outbox' && !demo) {
    throw new ConfigError('Invalid configuration: RINN_SMS=outbox is for the demo only; set RINN_MODE=demo (npm start does)');
  }
  let smsGateway: SmsGatewayOptions | undefined;
  if (sms === 'gateway') {
    const { RINN_SMS_GATEWAY_URL: url, RINN_SMS_GATEWAY_KEY: apiKey, RINN_SMS_SENDER_ID: senderId, RINN_SMS_DLT_ENTITY_ID: dltEntityId } = env;
    if (!url || !apiKey || !senderId || !dltEntityId || !env.RINN_SMS_DLT_TEMPLATES) {
      throw new ConfigError(
        'Invalid configuration: RINN_SMS=gateway needs RINN_SMS_GATEWAY_URL, RINN_SMS_GATEWAY_KEY, RINN_SMS_SENDER_ID, RINN_SMS_DLT_ENTITY_ID and RINN_SMS_DLT_TEMPLATES',
      );
    }
    let templates: unknown;
    try {
      templates = JSON.parse(env.RINN_SMS_DLT_TEMPLATES);
    } catch {
      templates = undefined;
    }
    const templateIds = dltTemplatesSchema.safeParse(templates);
    if (!templateIds.success) {
      throw new ConfigError(`Invalid configuration: RINN_SMS_DLT_TEMPLATES must be a JSON object of the DLT template id of each of ${SMS_TEMPLATES.join(', ')}`);
    }
    smsGateway = { url, apiKey, senderId, dltEntityId, templateIds: templateIds.data };
  }
  const dataDir = resolve(repositoryRoot, env.RINN_DATA_DIR ?? '.data');
  let secrets: ServerSecrets;
  if (env.RINN_OTP_SECRET && env.RINN_TOKEN_SECRET) {
    secrets = { otpSecret: env.RINN_OTP_SECRET, tokenSecret: env.RINN_TOKEN_SECRET };
  } else if (demo) {
    secrets = developmentSecrets(dataDir);
  } else {
    throw new ConfigError('Invalid configuration: RINN_OTP_SECRET and RINN_TOKEN_SECRET are required outside demo mode (RINN_MODE=demo)');
  }
  return {
    mode: env.NODE_ENV,
    demo,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, ...(env.RINN_DATABASE_POOL_SIZE === undefined ? {} : { poolSize: env.RINN_DATABASE_POOL_SIZE }) }
      : { kind: 'pglite', dataDir },
    sms,
    ...(smsGateway ? { smsGateway } : {}),
    trustProxy: parseTrustProxy(env.RINN_TRUST_PROXY),
    secrets,
    logLevel: env.RINN_LOG_LEVEL,
    ...(env.RINN_SITE_DIR ? { siteDir: resolve(repositoryRoot, env.RINN_SITE_DIR) } : {}),
    ...(env.RINN_OTP_SENDS_PER_ADDRESS ? { otpSendsPerAddress: env.RINN_OTP_SENDS_PER_ADDRESS } : {}),
    ...(env.RINN_OTP_SENDS_PER_MOBILE ? { otpSendsPerMobile: env.RINN_OTP_SENDS_PER_MOBILE } : {}),
    ...(env.RINN_REQUESTS_PER_MINUTE ? { requestsPerMinute: env.RINN_REQUESTS_PER_MINUTE } : {}),
  };
}
