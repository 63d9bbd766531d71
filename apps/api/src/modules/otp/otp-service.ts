import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Clock } from '../../clock.js';
import type { Database, Transaction } from '../../db/database.js';
import { GroupCommit } from '../../db/group-commit.js';
import { customers, otpCodes, otpFailures, otpUnlocks } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';
import { hashesEqual, keyedHash } from '../../http/keyed-hash.js';
import { messages } from '../../http/messages.js';
import { secondsUntil, tryAgainAt } from '../../http/try-again-at.js';
import type { OtpLimits } from './otp-limits.js';
import type { SmsTemplate } from './sms-provider.js';
import type { SmsQueue } from './sms-queue.js';

/** What the OTP service needs from the server. */
export interface OtpServiceDependencies {
  readonly db: Database;
  readonly clock: Clock;
  /** The durable SMS queue: a send writes its message's row in its own statement (OTP-011). */
  readonly sms: Pick<SmsQueue, 'send' | 'sealForQueue' | 'queued'>;
  readonly secret: string;
  readonly limits: OtpLimits;
  /**
   * Write sends that arrive while one is in flight together, in one transaction (DATA-006): for
   * PGlite, which runs one transaction at a time; not for PostgreSQL.
   */
  readonly groupSends?: boolean;
}

/** A sent OTP, as the client may learn about it (never the code). */
export interface OtpSent {
  readonly expiresInSeconds: number;
  readonly resendAfterSeconds: number;
}

/** The customer a verified OTP logged in. */
export interface OtpVerified {
  readonly customerId: string;
  readonly mobile: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
}

/**
 * What an OTP proves. A code is bound to its purpose, so a code sent for one flow (say, a lender
 * consent) never verifies another (a login); every purpose shares the same limits (OTP-001 to OTP-005).
 */
export type OtpPurpose = 'login' | 'consent' | 'chatbot' | 'contact';

/** A request to send an OTP (a login OTP unless `purpose` says otherwise). */
export interface SendOtpRequest {
  readonly mobile: string;
  readonly referenceId: string;
  readonly clientIp: string;
  readonly purpose?: OtpPurpose;
}

/** A request to verify an OTP (a login OTP unless `purpose` says otherwise). */
export interface VerifyOtpRequest {
  readonly mobile: string;
  readonly referenceId: string;
  readonly otp: string;
  readonly purpose?: OtpPurpose;
}

/** The SMS text of each purpose. */
const SMS_BODIES: Readonly<Record<OtpPurpose, (code: string) => string>> = {
  login: messages.smsOtpBody,
  consent: messages.smsConsentOtpBody,
  chatbot: messages.smsChatbotOtpBody,
  contact: messages.smsContactOtpBody,
};

/** The DLT template each purpose's SMS follows. */
const SMS_TEMPLATE_OF: Readonly<Record<OtpPurpose, SmsTemplate>> = {
  login: 'login-otp',
  consent: 'consent-otp',
  chatbot: 'chatbot-otp',
  contact: 'contact-otp',
};

const OTP_DIGITS = 4;

/**
 * A 4-digit code from the cryptographic generator.
 *
 * @rule OTP-006 Codes are 4 digits from a cryptographic random generator and are stored only as an
 *   HMAC-SHA256 keyed with a server secret, bound to the mobile and referenceId that asked.
 * @spec §9 Login: OTP 4 digits.
 * @returns the code, zero-padded.
 * @example
 * generateOtpCode(); // '0417'
 */
export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_DIGITS).toString().padStart(OTP_DIGITS, '0');
}

/** Serialises OTP work on one key across every server instance sharing the database. */
async function lockKey(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The answer of `rinn_otp_send_queued` (migrations 0010 and 0011): sent, or which limit refused and when it frees up. */
const sendOutcomeSchema = z.object({
  outcome: z.enum(['sent', 'locked', 'ip-limit', 'cooldown', 'mobile-limit']),
  // node-postgres and PGlite both give a Date; a string is read too, so a driver change cannot break it.
  retry_at: z.nullable(
    z.union([
      z.date(),
      z.pipe(
        z.string(),
        z.transform((text) => new Date(text)),
      ),
    ]),
  ),
});

/** The answers of `rinn_otp_send_queued_group` (migration 0012), each with its send's place in the group. */
const groupOutcomesSchema = z.array(z.extend(sendOutcomeSchema, { ordinal: z.int() }));

/** What a send call answered. */
type SendOutcome = z.infer<typeof sendOutcomeSchema>;

/** One send's arguments to the send functions (the limits are passed beside them). */
interface SendCall {
  readonly mobile: string;
  readonly referenceId: string;
  readonly clientIp: string;
  readonly purpose: OtpPurpose;
  readonly codeHash: string;
  /** ISO timestamps, as the clock gave them. */
  readonly now: string;
  readonly expiresAt: string;
  readonly smsTemplate: SmsTemplate;
  readonly smsSealedBody: string;
}

/**
 * The 429 of a refused send, in the words of the limit that refused it.
 *
 * @rule OTP-011 A send takes its locks, checks every send limit (OTP-001 to OTP-005, in that order:
 *   lockout, address, cooldown, mobile), stores the new code and queues its sealed SMS in one
 *   database call (`rinn_otp_send_queued`), so a send costs one round trip and one commit, an OTP the
 *   API says it sent always has its SMS queued, and the limits hold across instances as the
 *   statement-by-statement transaction did.
 */
function sendRefusal(outcome: Exclude<z.infer<typeof sendOutcomeSchema>['outcome'], 'sent'>, now: Date, retryAt: Date): DomainError {
  const retryAfterSeconds = secondsUntil(now, retryAt);
  switch (outcome) {
    case 'locked':
      return new DomainError({ code: 'OTP_DAILY_LIMIT', params: { at: retryAt.toISOString() } }, { retryAfterSeconds });
    case 'ip-limit':
      return new DomainError({ code: 'OTP_IP_LIMIT', params: { at: retryAt.toISOString() } }, { retryAfterSeconds });
    case 'cooldown':
      return new DomainError({ code: 'OTP_RESEND_TOO_SOON', params: { seconds: retryAfterSeconds } }, { retryAfterSeconds });
    case 'mobile-limit':
      return new DomainError({ code: 'OTP_SEND_LIMIT', params: { at: retryAt.toISOString() } }, { retryAfterSeconds });
  }
}

type VerifyOutcome =
  | { readonly kind: 'verified'; readonly customer: OtpVerified | null }
  | { readonly kind: 'refused'; readonly error: DomainError; readonly lockedUntil?: Date };

/**
 * Sends and verifies login OTPs with every limit held in the database, so the limits hold across
 * server instances and restarts.
 */
export class OtpService {
  private readonly sendGroup: GroupCommit<SendCall, SendOutcome> | undefined;

  constructor(private readonly deps: OtpServiceDependencies) {
    this.sendGroup =
      deps.groupSends === true ? new GroupCommit({ one: (call) => this.sendAlone(call), many: (calls) => this.sendTogether(calls) }) : undefined;
  }

  /** The limits as the send functions take them. */
  private limitArguments(): SQL {
    const { limits } = this.deps;
    const interval = (ms: number) => sql`${`${ms} milliseconds`}::interval`;
    return sql`${limits.sendsPerIp}::integer, ${interval(limits.sendsPerIpWindowMs)},
      ${limits.sendsPerMobile}::integer, ${interval(limits.sendsPerMobileWindowMs)}, ${interval(limits.resendCooldownMs)},
      ${limits.wrongTriesPerMobile}::integer, ${interval(limits.wrongTriesPerMobileWindowMs)}`;
  }

  /** One send in one call of `rinn_otp_send_queued` (OTP-011), in a commit of its own. */
  private async sendAlone(call: SendCall): Promise<SendOutcome> {
    const { rows } = (await this.deps.db.execute(sql`select "outcome", "retry_at" from rinn_otp_send_queued(
      ${call.mobile}, ${call.referenceId}, ${call.clientIp}, ${call.purpose}, ${call.codeHash},
      ${call.now}::timestamptz, ${call.expiresAt}::timestamptz,
      ${this.limitArguments()},
      ${call.smsTemplate}, ${call.smsSealedBody}
    )`)) as { readonly rows: readonly unknown[] };
    return sendOutcomeSchema.parse(rows[0]);
  }

  /**
   * Several sends in one call of `rinn_otp_send_queued_group` (DATA-006): each through
   * `rinn_otp_send_queued`, in the order given, in one statement and one commit.
   */
  private async sendTogether(calls: readonly SendCall[]): Promise<readonly SendOutcome[]> {
    const { rows } = (await this.deps.db.execute(sql`select "ordinal", "outcome", "retry_at" from rinn_otp_send_queued_group(
      ${JSON.stringify(calls)}::jsonb, ${this.limitArguments()}
    )`)) as { readonly rows: readonly unknown[] };
    const answers = groupOutcomesSchema.parse(rows);
    return [...answers].sort((a, b) => a.ordinal - b.ordinal);
  }

  private hash(purpose: OtpPurpose, mobile: string, referenceId: string, code: string): string {
    return keyedHash(this.deps.secret, `${purpose}-otp`, mobile, referenceId, code);
  }

  /** Where the daily wrong-try window of a mobile starts: 24 hours ago, or its latest unlock if later. */
  private async countingSince(tx: Transaction | Database, mobile: string, now: Date): Promise<Date> {
    const windowStart = new Date(now.getTime() - this.deps.limits.wrongTriesPerMobileWindowMs);
    const [unlock] = await tx
      .select({ createdAt: otpUnlocks.createdAt })
      .from(otpUnlocks)
      .where(and(eq(otpUnlocks.mobile, mobile), gt(otpUnlocks.createdAt, windowStart)))
      .orderBy(desc(otpUnlocks.createdAt))
      .limit(1);
    return unlock?.createdAt ?? windowStart;
  }

  /**
   * Lifts a mobile's daily lockout: the wrong tries so far stop counting, and who did it is kept.
   *
   * @rule OTP-010 An operator can lift a mobile's lockout with `npm run otp:unlock -- --mobile M`;
   *   the wrong tries before it stop counting towards OTP-005, and the unlock is recorded in
   *   `otp_unlocks` with who lifted it, why and how many tries it cleared.
   * @param mobile - the locked mobile.
   * @param unlockedBy - the operator.
   * @param reason - why (a support ticket, say).
   * @returns how many wrong tries stopped counting.
   */
  async unlock(mobile: string, unlockedBy: string, reason: string | null): Promise<{ failuresCleared: number }> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      await lockKey(tx, `otp-mobile:${mobile}`);
      const now = clock.now();
      const since = await this.countingSince(tx, mobile, now);
      const [counted] = await tx.select({ value: count() }).from(otpFailures).where(and(eq(otpFailures.mobile, mobile), gt(otpFailures.createdAt, since)));
      const failuresCleared = counted?.value ?? 0;
      await tx.insert(otpUnlocks).values({ mobile, unlockedBy, reason, failuresCleared, createdAt: now });
      return { failuresCleared };
    });
  }

  /**
   * When a mobile that has just used up its wrong tries may try again.
   *
   * @rule OTP-009 The wrong try that reaches a mobile's daily cap (OTP-005) texts its owner that
   *   login is locked, until when, and that support can unlock it; the refusal itself is unchanged.
   */
  private async lockedUntil(tx: Transaction, mobile: string, now: Date): Promise<Date> {
    try {
      await this.assertNotLockedOut(tx, mobile, now);
    } catch (error) {
      if (error instanceof DomainError && error.retryAfterSeconds !== undefined) return new Date(now.getTime() + error.retryAfterSeconds * 1000);
    }
    return new Date(now.getTime() + this.deps.limits.wrongTriesPerMobileWindowMs);
  }

  /** Refuses when the mobile has used up its wrong tries for the day. */
  private async assertNotLockedOut(tx: Transaction, mobile: string, now: Date): Promise<void> {
    const { limits } = this.deps;
    const windowStart = await this.countingSince(tx, mobile, now);
    const failures = await tx
      .select({ createdAt: otpFailures.createdAt })
      .from(otpFailures)
      .where(and(eq(otpFailures.mobile, mobile), gt(otpFailures.createdAt, windowStart)))
      .orderBy(desc(otpFailures.createdAt))
      .limit(limits.wrongTriesPerMobile);
    if (failures.length < limits.wrongTriesPerMobile) return;
    // The window frees up when the oldest of the last N failures leaves it.
    const oldestCounted = failures.at(-1)?.createdAt;
    if (oldestCounted === undefined) return;
    const retryAt = new Date(oldestCounted.getTime() + limits.wrongTriesPerMobileWindowMs);
    throw new DomainError({ code: 'OTP_DAILY_LIMIT', params: { at: retryAt.toISOString() } }, { retryAfterSeconds: secondsUntil(now, retryAt) });
  }

  /**
   * Creates a code for the mobile and hands it to the SMS provider.
   *
   * @param request - mobile, referenceId and the client's address.
   * @returns how long the code lives and when a resend is allowed.
   * @throws {DomainError} 429 when a send limit or the resend cooldown refuses.
   */
  async send(request: SendOtpRequest): Promise<OtpSent> {
    const { limits, sms } = this.deps;
    const code = generateOtpCode();
    const purpose = request.purpose ?? 'login';
    const message = sms.sealForQueue({ mobile: request.mobile, body: SMS_BODIES[purpose](code), template: SMS_TEMPLATE_OF[purpose] });
    const now = this.deps.clock.now();
    const call: SendCall = {
      mobile: request.mobile,
      referenceId: request.referenceId,
      clientIp: request.clientIp,
      purpose,
      codeHash: this.hash(purpose, request.mobile, request.referenceId, code),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + limits.codeLifetimeMs).toISOString(),
      smsTemplate: message.template,
      smsSealedBody: message.sealedBody,
    };
    const { outcome, retry_at: retryAt } = this.sendGroup ? await this.sendGroup.execute(call) : await this.sendAlone(call);
    if (outcome !== 'sent') throw sendRefusal(outcome, now, retryAt ?? now);
    // The code and its SMS committed together; the worker delivers the SMS outside this request.
    sms.queued();
    return {
      expiresInSeconds: Math.round(limits.codeLifetimeMs / 1000),
      resendAfterSeconds: Math.round(limits.resendCooldownMs / 1000),
    };
  }

  /**
   * Checks a login code; on success consumes it (once, atomically) and returns the customer,
   * creating the customer on first login.
   *
   * @param request - mobile, referenceId and the code typed.
   * @returns the logged-in customer.
   * @throws {DomainError} 400 for a wrong, dead or expired code, 429 when the daily limit is reached.
   */
  async verify(request: VerifyOtpRequest): Promise<OtpVerified> {
    const customer = await this.check({ ...request, purpose: 'login' });
    if (customer === null) throw new Error('a verified login code has no customer');
    return customer;
  }

  /**
   * Checks a code of another purpose (a consent link's mobile): the same single use, wrong-try and
   * daily limits as a login, but no customer is created and no session follows.
   *
   * @param request - mobile, referenceId, the code typed and its purpose.
   * @throws {DomainError} 400 for a wrong, dead or expired code, 429 when the daily limit is reached.
   */
  async verifyPossession(request: VerifyOtpRequest & { readonly purpose: Exclude<OtpPurpose, 'login'> }): Promise<void> {
    await this.check(request);
  }

  private async check(request: VerifyOtpRequest & { readonly purpose: OtpPurpose }): Promise<OtpVerified | null> {
    const { db, clock, limits } = this.deps;
    const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
      await lockKey(tx, `otp-mobile:${request.mobile}`);
      const now = clock.now();
      await this.assertNotLockedOut(tx, request.mobile, now);
      const [live] = await tx
        .select()
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.mobile, request.mobile),
            eq(otpCodes.referenceId, request.referenceId),
            eq(otpCodes.purpose, request.purpose),
            isNull(otpCodes.consumedAt),
            isNull(otpCodes.supersededAt),
            gt(otpCodes.expiresAt, now),
            lt(otpCodes.failedAttempts, limits.wrongTriesPerCode),
          ),
        )
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      if (!live) return { kind: 'refused', error: new DomainError({ code: 'OTP_NO_LONGER_VALID' }) };

      if (hashesEqual(live.codeHash, this.hash(request.purpose, request.mobile, request.referenceId, request.otp))) {
        const consumed = await tx
          .update(otpCodes)
          .set({ consumedAt: now })
          .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt), lt(otpCodes.failedAttempts, limits.wrongTriesPerCode)))
          .returning({ id: otpCodes.id });
        if (consumed.length === 0) return { kind: 'refused', error: new DomainError({ code: 'OTP_NO_LONGER_VALID' }) };
        if (request.purpose !== 'login') return { kind: 'verified', customer: null };
        await tx.insert(customers).values({ mobile: request.mobile, createdAt: now }).onConflictDoNothing({ target: customers.mobile });
        const [customer] = await tx.select().from(customers).where(eq(customers.mobile, request.mobile));
        if (customer === undefined) throw new Error('the customer is missing after its upsert');
        return {
          kind: 'verified',
          customer: { customerId: customer.id, mobile: customer.mobile, firstName: customer.firstName, lastName: customer.lastName },
        };
      }

      const counted = await tx
        .update(otpCodes)
        .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
        .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt), lt(otpCodes.failedAttempts, limits.wrongTriesPerCode)))
        .returning({ failedAttempts: otpCodes.failedAttempts });
      const attempts = counted[0]?.failedAttempts;
      if (attempts === undefined) return { kind: 'refused', error: new DomainError({ code: 'OTP_NO_LONGER_VALID' }) };
      await tx.insert(otpFailures).values({ mobile: request.mobile, otpCodeId: live.id, createdAt: now });
      const attemptsLeft = limits.wrongTriesPerCode - attempts;
      const since = await this.countingSince(tx, request.mobile, now);
      const [failuresToday] = await tx
        .select({ value: count() })
        .from(otpFailures)
        .where(and(eq(otpFailures.mobile, request.mobile), gt(otpFailures.createdAt, since)));
      const lockedNow = (failuresToday?.value ?? 0) === limits.wrongTriesPerMobile;
      return {
        kind: 'refused',
        ...(lockedNow ? { lockedUntil: await this.lockedUntil(tx, request.mobile, now) } : {}),
        error:
          attemptsLeft > 0
            ? new DomainError({ code: 'OTP_INCORRECT', params: { attemptsLeft: attemptsLeft } })
            : new DomainError({ code: 'OTP_NO_LONGER_VALID' }),
      };
    });
    if (outcome.kind === 'refused') {
      if (outcome.lockedUntil) {
        // The owner learns at once that login is locked and why, whoever made the tries.
        await this.deps.sms.send({ mobile: request.mobile, body: messages.smsLoginLocked(tryAgainAt(outcome.lockedUntil)), template: 'login-locked' });
      }
      throw outcome.error;
    }
    return outcome.customer;
  }

  /**
   * The mobile the latest code of a purpose and referenceId was sent to, for verify calls that
   * carry no mobile (the chatbot's: the code is bound to the mobile its send asked for).
   *
   * @param purpose - the flow that sent the code.
   * @param referenceId - what the send returned.
   * @returns the mobile, or null when no code was sent for them.
   */
  async mobileOf(purpose: OtpPurpose, referenceId: string): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ mobile: otpCodes.mobile })
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.referenceId, referenceId)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    return row?.mobile ?? null;
  }

  /**
   * When a code of this purpose, mobile and referenceId was verified (consumed), if ever.
   *
   * @param purpose - the flow.
   * @param mobile - the mobile.
   * @param referenceId - the send's referenceId.
   * @returns the latest verification time, or null.
   */
  async verifiedAt(purpose: OtpPurpose, mobile: string, referenceId: string): Promise<Date | null> {
    const [row] = await this.deps.db
      .select({ consumedAt: otpCodes.consumedAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.mobile, mobile), eq(otpCodes.referenceId, referenceId), isNotNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.consumedAt))
      .limit(1);
    return row?.consumedAt ?? null;
  }

  /**
   * How many wrong tries were counted for a mobile since a moment (for tests and monitoring).
   *
   * @param mobile - the mobile.
   * @param since - start of the window.
   * @returns the count.
   */
  async countedFailures(mobile: string, since: Date): Promise<number> {
    const [row] = await this.deps.db
      .select({ value: count() })
      .from(otpFailures)
      .where(and(eq(otpFailures.mobile, mobile), gt(otpFailures.createdAt, since)));
    return row?.value ?? 0;
  }
}
