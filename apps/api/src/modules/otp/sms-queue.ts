import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { smsQueue } from '../../db/schema.js';
import { SealedBox } from '../../http/sealed-box.js';
import type { SmsLog, SmsMessage, SmsProvider, SmsTemplate } from './sms-provider.js';

/** How the queue retries a message its provider could not take. */
export const SMS_QUEUE_LIMITS = {
  /** Tries before a message is given up (each try is itself up to the adapter's own retries). */
  attempts: 6,
  /** The wait after the first failed try, doubled after each next one, at most {@link maxBackoffMs}. */
  firstBackoffMs: 5_000,
  maxBackoffMs: 10 * 60_000,
  /** Messages a worker claims at once; it hands them to the provider side by side. */
  batch: 32,
  /** How long a newly queued message waits for others queued after it, to be claimed together. */
  gatherMs: 10,
  /** How long a claimed message is left to its worker before another may try it (a crashed send). */
  leaseMs: 30_000,
  /** How often an idle worker looks for due messages (retries, and messages other instances queued). */
  pollMs: 1_000,
} as const;

const SEAL_PURPOSE = 'sms-body';

/** A message a worker has claimed. */
interface ClaimedSms {
  readonly id: number;
  readonly mobile: string;
  readonly template: string;
  readonly sealedBody: string | null;
  readonly attempts: number;
}

/** A delivered message, as its batch records it. */
interface DeliveredSms {
  readonly id: number;
  readonly provider_message_id: string | null;
  readonly provider_status: string;
}

/**
 * The durable SMS queue: a request only writes the message (its body sealed) to `sms_queue` and
 * returns; a worker in every instance drains due messages through the SMS provider, so a slow
 * gateway never holds a request and a message survives a restart. Once delivered or given up, the
 * body is removed.
 *
 * @rule SMS-003 An SMS is handed off through the `sms_queue` table, outside the request: the body is
 *   stored sealed (AES-256-GCM under a key derived from RINN_OTP_SECRET) only until the provider has
 *   it or it is given up after 6 tries with doubling backoff, then removed; one message is claimed by
 *   one worker at a time across instances (in batches of up to 32, claimed and recorded in one
 *   statement each), and a claim a crashed worker left is retried after 30 s.
 */
export class SmsQueue {
  private readonly box: SealedBox;
  private draining: Promise<void> | undefined;
  private drainAgain = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private gathering: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly deps: { readonly db: Database; readonly clock: Clock; readonly provider: SmsProvider; readonly secret: string; readonly log: SmsLog & { warn(details: object, message: string): void } },
  ) {
    this.box = new SealedBox(deps.secret, 'sms-queue');
  }

  /**
   * Queues a message and wakes the worker; returns once the message is durable.
   *
   * @param message - mobile, body and template.
   */
  async send(message: SmsMessage): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.insert(smsQueue).values({ mobile: message.mobile, ...this.sealForQueue(message), nextAttemptAt: now, createdAt: now });
    this.wakeSoon();
  }

  /**
   * A message as the queue stores it (its template and sealed body), for a statement that writes
   * the queue row itself in its own commit (an OTP send, OTP-011); call {@link queued} once it has
   * committed.
   *
   * @param message - mobile, body and template.
   * @returns the row's template and sealed body.
   */
  sealForQueue(message: SmsMessage): { readonly template: SmsTemplate; readonly sealedBody: string } {
    return { template: message.template, sealedBody: this.box.seal(message.body, SEAL_PURPOSE) };
  }

  /** Tells the worker a row written by someone else's statement has committed. */
  queued(): void {
    this.wakeSoon();
  }

  /** Starts draining in the background, now and every poll interval. */
  start(): void {
    this.timer ??= setInterval(() => this.wake(), SMS_QUEUE_LIMITS.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops the worker and waits for a send in flight. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.gathering) clearTimeout(this.gathering);
    this.gathering = undefined;
    await this.draining;
  }

  /**
   * Wakes the worker after {@link SMS_QUEUE_LIMITS.gatherMs}, once however many messages are
   * queued meanwhile: under load they are claimed as one batch, not one claim per message.
   */
  private wakeSoon(): void {
    this.gathering ??= setTimeout(() => {
      this.gathering = undefined;
      this.wake();
    }, SMS_QUEUE_LIMITS.gatherMs);
  }

  private wake(): void {
    void this.deliverDue().catch((error: unknown) => this.deps.log.warn({ err: error }, 'SMS queue drain failed'));
  }

  /**
   * Delivers every message due now, one at a time, and resolves when none is left (also what the
   * demo's outbox route waits for, so it shows what was just sent).
   */
  async deliverDue(): Promise<void> {
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.drainAgain = false;
          while (await this.deliverNext());
        } while (this.drainAgain);
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  /**
   * Claims up to a batch of the oldest due messages in one statement, hands them to the provider
   * side by side, and records the delivered ones in one statement; true when the batch was full (more
   * may be due). A
   * batch costs the database two writes however many messages it holds, so on PGlite, which runs one
   * transaction at a time, the worker does not queue a write of its own behind every request.
   */
  private async deliverNext(): Promise<boolean> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const due = db
      .select({ id: smsQueue.id })
      .from(smsQueue)
      .where(and(eq(smsQueue.status, 'pending'), lte(smsQueue.nextAttemptAt, now)))
      // Oldest due first, along the (status, next_attempt_at) index: a backlog is not sorted whole.
      .orderBy(asc(smsQueue.nextAttemptAt), asc(smsQueue.id))
      .limit(SMS_QUEUE_LIMITS.batch)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(smsQueue)
      .set({ attempts: sql`${smsQueue.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + SMS_QUEUE_LIMITS.leaseMs) })
      .where(inArray(smsQueue.id, due))
      .returning({ id: smsQueue.id, mobile: smsQueue.mobile, template: smsQueue.template, sealedBody: smsQueue.sealedBody, attempts: smsQueue.attempts });
    if (claimed.length === 0) return false;
    const outcomes = await this.deliverAll(claimed);
    const delivered = outcomes.flatMap((outcome) => (outcome === undefined ? [] : [outcome]));
    if (delivered.length > 0) {
      await db.execute(sql`update "sms_queue" set "status" = 'sent', "sealed_body" = null, "sent_at" = ${clock.now().toISOString()}::timestamptz,
        "provider_message_id" = delivered."provider_message_id", "provider_status" = delivered."provider_status"
        from jsonb_to_recordset(${JSON.stringify(delivered)}::jsonb) as delivered("id" integer, "provider_message_id" text, "provider_status" text)
        where "sms_queue"."id" = delivered."id"`);
    }
    // A batch not full means nothing else was due when it was claimed: no empty claim to end on.
    return claimed.length === SMS_QUEUE_LIMITS.batch;
  }

  /**
   * Hands a claimed batch to the provider: in one call when it takes several at once (the outbox's
   * one insert), each message side by side otherwise, or when that one call failed.
   */
  private async deliverAll(claimed: readonly ClaimedSms[]): Promise<(DeliveredSms | undefined)[]> {
    const { provider } = this.deps;
    if (provider.sendAll && claimed.length > 1) {
      const opened = claimed.map((message) => ({ message, body: this.openBody(message) }));
      if (opened.every((entry) => entry.body !== undefined)) {
        try {
          await provider.sendAll(opened.map(({ message, body }) => ({ mobile: message.mobile, body: body ?? '', template: message.template as SmsTemplate })));
          return claimed.map((message) => ({ id: message.id, provider_message_id: null, provider_status: 'sent' }));
        } catch {
          // Nothing was taken: each message is tried on its own below, and its failure recorded.
        }
      }
    }
    return Promise.all(claimed.map((message) => this.deliver(message)));
  }

  private openBody(claimed: ClaimedSms): string | undefined {
    try {
      return String(this.box.open(claimed.sealedBody ?? '', SEAL_PURPOSE));
    } catch {
      return undefined;
    }
  }

  /**
   * Hands one claimed message to the provider. A delivered one is returned, to be recorded with its
   * batch; a failed one is recorded here (given up, or its next try pushed back).
   */
  private async deliver(claimed: ClaimedSms): Promise<DeliveredSms | undefined> {
    const { db, clock, provider, log } = this.deps;
    const scrubbed = { sealedBody: null } as const;
    const body = this.openBody(claimed);
    if (body === undefined) {
      await db.update(smsQueue).set({ ...scrubbed, status: 'failed', providerStatus: 'body could not be opened' }).where(eq(smsQueue.id, claimed.id));
      return undefined;
    }
    try {
      const delivery = await provider.send({ mobile: claimed.mobile, body, template: claimed.template as SmsTemplate });
      return { id: claimed.id, provider_message_id: delivery?.providerMessageId ?? null, provider_status: delivery?.status ?? 'sent' };
    } catch (error) {
      const permanent = (error as { permanent?: boolean }).permanent === true;
      const reason = error instanceof Error ? error.message : String(error);
      if (permanent || claimed.attempts >= SMS_QUEUE_LIMITS.attempts) {
        await db.update(smsQueue).set({ ...scrubbed, status: 'failed', providerStatus: reason.slice(0, 500) }).where(eq(smsQueue.id, claimed.id));
        log.warn({ smsId: claimed.id, template: claimed.template, attempts: claimed.attempts }, `SMS given up: ${reason}`);
      } else {
        const backoff = Math.min(SMS_QUEUE_LIMITS.firstBackoffMs * 2 ** (claimed.attempts - 1), SMS_QUEUE_LIMITS.maxBackoffMs);
        await db
          .update(smsQueue)
          .set({ nextAttemptAt: new Date(clock.now().getTime() + backoff), providerStatus: reason.slice(0, 500) })
          .where(eq(smsQueue.id, claimed.id));
        log.warn({ smsId: claimed.id, template: claimed.template, attempts: claimed.attempts }, `SMS not sent, will retry: ${reason}`);
      }
      return undefined;
    }
  }
}
