import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { smsOutbox } from '../../db/schema.js';
import { maskMobiles } from '../../http/mask-mobile.js';

/** The DLT-registered templates Rinn's messages follow; an Indian gateway needs the id of each. */
export const SMS_TEMPLATES = ['login-otp', 'consent-otp', 'chatbot-otp', 'contact-otp', 'consent-link', 'login-locked'] as const;

/** One of {@link SMS_TEMPLATES}. */
export type SmsTemplate = (typeof SMS_TEMPLATES)[number];

/** A text message to send. */
export interface SmsMessage {
  readonly mobile: string;
  readonly body: string;
  readonly template: SmsTemplate;
}

/** What a provider learnt when it handed a message on. */
export interface SmsDelivery {
  readonly providerMessageId?: string;
  /** The provider's status, e.g. `accepted` or `delivered`. */
  readonly status: string;
}

/**
 * Sends text messages: the port every SMS adapter implements (`outbox` in demo mode, `log-only` for
 * staging, the HTTP gateway in production). The server never calls one from a request: messages go
 * through the SMS queue, whose worker calls the adapter.
 */
export interface SmsProvider {
  send(message: SmsMessage): Promise<SmsDelivery | void>;
  /**
   * Sends several messages at once, all or none (a provider that stores them in one write); the
   * queue's worker uses it for a batch when the provider has it, and `send` otherwise.
   */
  sendAll?(messages: readonly SmsMessage[]): Promise<void>;
}

/** The log the outbox writes to; mobiles are masked by the logger itself. */
export interface SmsLog {
  info(details: object, message: string): void;
}

/**
 * The development SMS provider: records each message in the `sms_outbox` table and logs it.
 *
 * @param db - the database.
 * @param clock - when messages are recorded.
 * @param log - where the send is logged (with the mobile masked by the logger).
 * @returns the provider.
 * @example
 * const sms = outboxSmsProvider(db, systemClock, app.log);
 */
export function outboxSmsProvider(db: Database, clock: Clock, log: SmsLog): SmsProvider {
  return {
    async send({ mobile, body }) {
      await db.insert(smsOutbox).values({ mobile, body, createdAt: clock.now() });
      log.info({ mobile, sms: 'outbox' }, `SMS recorded in outbox for ${mobile}`);
    },
    async sendAll(messages) {
      if (messages.length === 0) return;
      const createdAt = clock.now();
      await db.insert(smsOutbox).values(messages.map(({ mobile, body }) => ({ mobile, body, createdAt })));
      for (const { mobile } of messages) log.info({ mobile, sms: 'outbox' }, `SMS recorded in outbox for ${mobile}`);
    },
  };
}

/**
 * The staging SMS provider: sends nothing and stores nothing; it logs that a message was sent and
 * to whom (masked), never its body, so a staging server shows its traffic without holding codes.
 *
 * @rule SMS-001 The `log-only` provider records only that an SMS went to a masked mobile (and its
 *   length), never the body; the `outbox` provider, which stores bodies, runs in demo mode only.
 * @param log - where the send is logged.
 * @returns the provider.
 * @example
 * const sms = logOnlySmsProvider(app.log);
 */
export function logOnlySmsProvider(log: SmsLog): SmsProvider {
  return {
    async send({ mobile, body, template }) {
      const to = maskMobiles(mobile);
      log.info({ to, sms: 'log-only', template, characters: body.length }, `SMS to ${to} (log-only: not sent, body not kept)`);
    },
  };
}

/** A message as the development outbox route returns it. */
export interface OutboxMessage {
  readonly id: string;
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly subject: string | null;
  readonly body: string;
  readonly createdAt: string;
}

/**
 * The latest outbox messages for a mobile, newest first: the SMS sent to it and the e-mails about it
 * (a contact message from that mobile, recorded by the `outbox` mail provider).
 *
 * @param db - the database.
 * @param mobile - whose messages.
 * @param limit - at most this many.
 * @returns the messages.
 * @example
 * const [latest] = await latestOutboxMessages(db, '9876543210', 5);
 */
export async function latestOutboxMessages(db: Database, mobile: string, limit: number): Promise<OutboxMessage[]> {
  const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.id)).limit(limit);
  return rows.map((row) => ({
    id: String(row.id),
    channel: row.channel === 'email' ? 'email' : 'sms',
    to: row.recipient ?? row.mobile,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}
