/**
 * Operator command: lifts a mobile's OTP lockout (OTP-010) and records who did it.
 *
 *   npm run otp:unlock -- --mobile 9876543210 [--by "ops:priya"] [--reason "ticket TCK-42"]
 *
 * `--by` defaults to the operating-system user running the command. It reads the same environment
 * as the server (DATABASE_URL or RINN_DATA_DIR, the secrets). With the embedded PGlite database,
 * stop the server first: one process at a time may open its files.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { mobileFieldSchema } from '@rinn/contract';
import { z } from 'zod/mini';
import { systemClock } from '../../clock.js';
import { ConfigError, loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { maskMobiles } from '../../http/mask-mobile.js';
import { DEFAULT_OTP_LIMITS } from './otp-limits.js';
import { OtpService } from './otp-service.js';
import { logOnlySmsProvider } from './sms-provider.js';
import { SmsQueue } from './sms-queue.js';

const EXIT_USAGE = 64;
const EXIT_CONFIG = 78;

const USAGE = 'Usage: npm run otp:unlock -- --mobile <10 digits> [--by <operator>] [--reason <text>]';

const argumentsSchema = z.object({
  mobile: mobileFieldSchema,
  by: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
  reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
});

async function main(): Promise<number> {
  let raw: Record<string, unknown>;
  try {
    raw = parseArgs({ options: { mobile: { type: 'string' }, by: { type: 'string' }, reason: { type: 'string' } }, strict: true }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return EXIT_USAGE;
  }
  const parsed = argumentsSchema.safeParse({ ...raw, by: raw.by ?? `os:${userInfo().username}` });
  if (!parsed.success) {
    console.error(`${parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${USAGE}`);
    return EXIT_USAGE;
  }
  const args = parsed.data;
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    // No SMS is sent by an unlock; the service needs a provider all the same.
    const quiet = { info: () => undefined, warn: () => undefined };
    // An unlock sends nothing; the queue is not started (the servers' workers deliver what is queued).
    const sms = new SmsQueue({ db: database.db, clock: systemClock, provider: logOnlySmsProvider(quiet), secret: config.secrets.otpSecret, log: quiet });
    const otp = new OtpService({ db: database.db, clock: systemClock, sms, secret: config.secrets.otpSecret, limits: DEFAULT_OTP_LIMITS });
    const { failuresCleared } = await otp.unlock(args.mobile, args.by, args.reason ?? null);
    console.log(`Unlocked ${maskMobiles(args.mobile)} for OTP login: ${failuresCleared} wrong tries no longer count. Recorded as lifted by ${args.by}.`);
    return 0;
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
