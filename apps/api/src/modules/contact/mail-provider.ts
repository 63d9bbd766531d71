import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { smsOutbox } from '../../db/schema.js';

/** One e-mail to send. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** Where a reply should go (the visitor's own address). */
  readonly replyTo?: string;
  /** The mobile the mail is about; the development outbox route lists mails by it. */
  readonly aboutMobile: string;
}

/** Sends e-mail. A real mail service implements this; development and tests use the outbox. */
export interface MailProvider {
  send(mail: Mail): Promise<void>;
}

/** The log the outbox writes to; mobiles are masked by the logger itself. */
export interface MailLog {
  info(details: object, message: string): void;
}

/**
 * The `outbox` mail provider: records each e-mail in the outbox table the SMS outbox uses (channel
 * `email`), so `GET /api/dev/outbox?mobile=…` shows it in development. Nothing leaves the machine.
 *
 * @rule CONTACT-API-004 With the default `outbox` mail provider a contact message is recorded as an
 *   e-mail to the support mailbox (`CONTACT_DETAILS.supportEmail`) in the outbox, listed by the
 *   sender's mobile on the development outbox route; nothing is sent.
 * @spec §3 Contact form, §11 Contact messages
 * @param db - the database.
 * @param clock - when mails are recorded.
 * @param log - where the send is logged.
 * @returns the provider.
 * @example
 * const mail = outboxMailProvider(db, systemClock, app.log);
 */
export function outboxMailProvider(db: Database, clock: Clock, log: MailLog): MailProvider {
  return {
    async send(mail) {
      const replyTo = mail.replyTo ? `Reply-To: ${mail.replyTo}\n\n` : '';
      await db.insert(smsOutbox).values({
        mobile: mail.aboutMobile,
        channel: 'email',
        recipient: mail.to,
        subject: mail.subject,
        body: `${replyTo}${mail.body}`,
        createdAt: clock.now(),
      });
      log.info({ mobile: mail.aboutMobile, mail: 'outbox' }, `E-mail to ${mail.to} recorded in outbox`);
    },
  };
}
