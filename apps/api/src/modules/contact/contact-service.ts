import { randomBytes } from 'node:crypto';
import { CONTACT_DETAILS } from '@rinn/content';
import { indiaClock, isoCalendarDate } from '@rinn/format';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { contactMessages } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';
import { hashesEqual, keyedHash } from '../../http/keyed-hash.js';
import { storableText } from '../../http/storable-text.js';
import type { OtpService } from '../otp/otp-service.js';
import { assertVerifiedMobile } from '../otp/verified-mobile.js';
import type { MailProvider } from './mail-provider.js';

/** What the contact service needs from the server. */
export interface ContactServiceDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly otp: OtpService;
  readonly mail: MailProvider;
  /** Keys the request fingerprint. */
  readonly secret: string;
  readonly log: { error(details: object, message: string): void };
}

/** A contact form message as `contact/email` receives it. */
export interface ContactMessageInput {
  readonly name: string;
  readonly email: string;
  readonly mobile: string;
  readonly message: string;
  readonly referenceId: string;
}

/** The acknowledgement of a stored message. */
export interface ContactTicket {
  readonly ticketId: string;
  readonly receivedAt: string;
}

/** Letters and digits that cannot be mistaken for each other when read out on a call (32 of them). */
const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `TCK-YYYYMMDD-XXXXXXXX`: the India date the message arrived and 40 random bits, 5 per character. */
function newTicketId(at: Date): string {
  const suffix = Array.from(randomBytes(8), (byte) => TICKET_ALPHABET[byte % TICKET_ALPHABET.length]).join('');
  return `TCK-${isoCalendarDate(indiaClock(at)).replaceAll('-', '')}-${suffix}`;
}

/**
 * Stores contact form messages from verified mobiles and hands them to the support mailbox.
 */
export class ContactService {
  constructor(private readonly deps: ContactServiceDependencies) {}

  private fingerprint(input: ContactMessageInput): string {
    return keyedHash(this.deps.secret, 'contact-message', JSON.stringify([input.name, input.email, input.mobile, input.message]));
  }

  /**
   * Stores a message and passes it to the mail provider.
   *
   * @rule CONTACT-API-001 contact/email accepts a message only from a mobile verified by a contact
   *   OTP (OTP-008) for the referenceId it names; the message is stored before it is acknowledged
   *   with a ticket id.
   * @spec §7 POST contact/email, §3 Contact form
   * @rule CONTACT-API-002 One verification sends one message: repeating the same request (a retry)
   *   answers the same ticket and stores nothing new; a different message with the same
   *   verification answers 400 MOBILE_NOT_VERIFIED until the mobile is verified again.
   * @spec §7 POST contact/email
   * @rule CONTACT-API-003 A stored message is acknowledged even when the mail provider fails; the
   *   failure is logged and the message keeps `mailed_at` empty, so no acknowledged message is lost.
   * @spec §3 Contact form; §13 Nothing acknowledged is lost
   * @param input - the form's fields and the verified referenceId.
   * @returns the ticket.
   * @throws {DomainError} 400 MOBILE_NOT_VERIFIED.
   */
  async submit(input: ContactMessageInput): Promise<ContactTicket> {
    const { db, clock, otp, mail, log } = this.deps;
    await assertVerifiedMobile(otp, clock, 'contact', input.mobile, input.referenceId);
    const requestHash = this.fingerprint(input);
    const now = clock.now();
    const inserted = await db
      .insert(contactMessages)
      .values({ ticketId: newTicketId(now), ...input, name: storableText(input.name), message: storableText(input.message), requestHash, createdAt: now })
      .onConflictDoNothing({ target: [contactMessages.mobile, contactMessages.referenceId] })
      .returning();
    const stored = inserted[0];
    if (!stored) {
      const [existing] = await db
        .select()
        .from(contactMessages)
        .where(and(eq(contactMessages.mobile, input.mobile), eq(contactMessages.referenceId, input.referenceId)));
      if (!existing || !hashesEqual(existing.requestHash, requestHash)) throw new DomainError({ code: 'VERIFICATION_USED' });
      return { ticketId: existing.ticketId, receivedAt: existing.createdAt.toISOString() };
    }
    try {
      await mail.send({
        to: CONTACT_DETAILS.supportEmail,
        subject: `Contact form ${stored.ticketId}: ${stored.name}`,
        body: [
          `Ticket: ${stored.ticketId}`,
          `Received: ${stored.createdAt.toISOString()}`,
          `Name: ${stored.name}`,
          `Email: ${stored.email}`,
          `Mobile: ${stored.mobile} (verified by OTP)`,
          '',
          stored.message,
        ].join('\n'),
        replyTo: stored.email,
        aboutMobile: stored.mobile,
      });
      await db
        .update(contactMessages)
        .set({ mailedAt: clock.now() })
        .where(and(eq(contactMessages.id, stored.id), isNull(contactMessages.mailedAt)));
    } catch (error) {
      log.error({ err: error, ticketId: stored.ticketId }, 'Contact message stored but the mail provider failed');
    }
    return { ticketId: stored.ticketId, receivedAt: stored.createdAt.toISOString() };
  }
}
