/**
 * Operator command: creates a consent request in the configured database and prints its link.
 *
 *   npm run consent:link -- --mobile 9876543210 --lender "HDFC Bank" [--application 12]
 *     [--product "Used Car Loan"] [--amount 450000] [--no-ckyc] [--base-url https://rinn.in] [--issue-api-key]
 *
 * It reads the same environment as the server (DATABASE_URL or RINN_DATA_DIR, the secrets). With
 * the embedded PGlite database, stop the server first: one process at a time may open its files.
 */
import { parseArgs } from 'node:util';
import { mobileFieldSchema } from '@rinn/contract';
import { z } from 'zod/mini';
import { systemClock } from '../../clock.js';
import { ConfigError, loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { seedDatabase } from '../../db/seed.js';
import { DEFAULT_OTP_LIMITS } from '../otp/otp-limits.js';
import { OtpService } from '../otp/otp-service.js';
import { outboxSmsProvider } from '../otp/sms-provider.js';
import { SmsQueue } from '../otp/sms-queue.js';
import { SANDBOX_CKYC_KEY, sandboxCkycRegistry } from './ckyc-registry.js';
import { CONSENT_LIFETIMES } from './consent-records.js';
import { ConsentService } from './consent-service.js';

const EXIT_USAGE = 64;
const EXIT_CONFIG = 78;

const USAGE = 'Usage: npm run consent:link -- --mobile <10 digits> --lender <name> [--application <id>] [--product <name>] [--amount <rupees>] [--no-ckyc] [--base-url <url>] [--issue-api-key]';

const argumentsSchema = z.object({
  mobile: mobileFieldSchema,
  lender: z
    .string()
    .check(z.trim(), z.minLength(2, 'Give the lender name with --lender'), z.maxLength(100)),
  application: z.optional(z.coerce.number().check(z.int(), z.positive())),
  product: z.optional(z.string().check(z.trim(), z.minLength(2), z.maxLength(100))),
  amount: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(100_000_000))),
  'no-ckyc': z.optional(z.boolean()),
  'base-url': z.optional(z.url()),
  'issue-api-key': z.optional(z.boolean()),
});

async function main(): Promise<number> {
  let raw: Record<string, unknown>;
  try {
    raw = parseArgs({
      options: {
        mobile: { type: 'string' },
        lender: { type: 'string' },
        application: { type: 'string' },
        product: { type: 'string' },
        amount: { type: 'string' },
        'no-ckyc': { type: 'boolean' },
        'base-url': { type: 'string' },
        'issue-api-key': { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return EXIT_USAGE;
  }
  const parsed = argumentsSchema.safeParse(raw);
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${USAGE}`);
    return EXIT_USAGE;
  }
  const args = parsed.data;
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    await seedDatabase(database.db, systemClock.now());
    const quiet = { info: () => undefined, warn: () => undefined };
    // Not started: a message it queues is delivered by the servers' workers.
    const sms = new SmsQueue({ db: database.db, clock: systemClock, provider: outboxSmsProvider(database.db, systemClock, quiet), secret: config.secrets.otpSecret, log: quiet });
    const consent = new ConsentService({
      db: database.db,
      clock: systemClock,
      otp: new OtpService({ db: database.db, clock: systemClock, sms, secret: config.secrets.otpSecret, limits: DEFAULT_OTP_LIMITS }),
      ckyc: sandboxCkycRegistry(SANDBOX_CKYC_KEY),
      secret: config.secrets.otpSecret,
    });
    const created = await consent.createRequest(
      {
        mobile: args.mobile,
        lenderName: args.lender,
        ...(args.application === undefined ? {} : { applicationId: args.application }),
        ...(args.product === undefined ? {} : { productName: args.product }),
        ...(args.amount === undefined ? {} : { loanAmount: args.amount }),
        ckyc: !args['no-ckyc'],
      },
      { clientIp: null, userAgent: 'rinn consent:link (operator)' },
    );
    const base = (args['base-url'] ?? `http://127.0.0.1:${config.port}`).replace(/\/+$/, '');
    console.log(`Consent request ${created.referenceId} for ${args.lender}`);
    console.log(`Expires: ${created.expiresAt.toISOString()} (${CONSENT_LIFETIMES.linkMs / 3_600_000} hours)`);
    console.log(`Path:    ${created.path}`);
    console.log(`Link:    ${base}${created.path}`);
    if (args['issue-api-key']) {
      console.log(`Lender API key (shown once; send it as x-api-key with source: lender): ${await consent.issueLenderApiKey(args.lender)}`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = EXIT_CONFIG;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
}
