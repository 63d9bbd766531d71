import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { chatbotFeedback, leads } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';
import { hashesEqual, keyedHash } from '../../http/keyed-hash.js';
import { SealedBox } from '../../http/sealed-box.js';
import { storableText } from '../../http/storable-text.js';
import type { OtpService } from '../otp/otp-service.js';
import { assertVerifiedMobile } from '../otp/verified-mobile.js';

/** What the lead service needs from the server. */
export interface LeadServiceDependencies {
  readonly db: Database;
  readonly clock: Clock;
  readonly otp: OtpService;
  /** Keys the request fingerprint. */
  readonly hashSecret: string;
  /** The key of the sealed `encryptedFields` is derived from it. */
  readonly sealSecret: string;
}

/** A create-lead request as the contract parses it. */
export interface LeadInput {
  readonly productsId: number;
  readonly vendorsId: number;
  readonly mobile: string;
  readonly name: string;
  readonly personalEmail?: string | undefined;
  readonly encryptedFields?: Readonly<Record<string, string>> | undefined;
  readonly utmSource?: string | undefined;
  readonly status: 'active';
  readonly referenceId: string;
}

/** A lead as create-lead answers it (never its encrypted fields). */
export interface LeadView {
  readonly leadsId: string;
  readonly productsId: number;
  readonly vendorsId: number;
  readonly mobile: string;
  readonly name: string;
  readonly personalEmail: string | null;
  readonly utmSource: string | null;
  readonly status: 'active';
  readonly createdAt: string;
}

const LEAD_FIELDS_PURPOSE = (leadId: string) => `lead-fields:${leadId}`;

/** The request with its keys in a fixed order, so the same request always hashes the same. */
function canonical(input: LeadInput): string {
  const fields = input.encryptedFields ? Object.entries(input.encryptedFields).sort(([a], [b]) => a.localeCompare(b)) : null;
  return JSON.stringify([input.productsId, input.vendorsId, input.mobile, input.name, input.personalEmail ?? null, input.utmSource ?? null, input.status, fields]);
}

function viewOf(row: typeof leads.$inferSelect): LeadView {
  return {
    leadsId: row.id,
    productsId: row.productsId,
    vendorsId: row.vendorsId,
    mobile: row.mobile,
    name: row.name,
    personalEmail: row.personalEmail,
    utmSource: row.utmSource,
    status: 'active',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Leads from verified mobiles (§7 create-lead) and the chat's feedback on them (§7 chatbot-feedback). */
export class LeadService {
  private readonly box: SealedBox;

  constructor(private readonly deps: LeadServiceDependencies) {
    this.box = new SealedBox(deps.sealSecret, 'lead-encrypted-fields');
  }

  /**
   * Creates a lead.
   *
   * @rule ASSIST-006 create-lead stores a lead, status 'active', only for a mobile verified by a
   *   chatbot OTP (OTP-008) for the referenceId it names; the chatbot's leads carry productsId 26
   *   and vendorsId 5 (PRODUCT_VENDOR_PAIRS.personalLoanChatbot). The lead id is `LEAD-` and 96
   *   random bits, since it lets the widget post feedback and link a chat thread.
   * @spec §7 POST create-lead, §3 Lead (create), §3 Product and vendor ids
   * @rule ASSIST-007 `encryptedFields` are stored only AES-256-GCM sealed (SEAL-001, the lead id as
   *   associated data, so a sealed value cannot be moved to another lead) and are never echoed.
   * @spec §3 Lead (create) encryptedFields
   * @rule ASSIST-008 One verification makes one lead: the same request again (a retry) answers the
   *   same lead; a different request with the same verification answers 400 MOBILE_NOT_VERIFIED.
   * @spec §7 POST create-lead
   * @param input - the parsed request.
   * @returns the stored lead.
   * @throws {DomainError} 400 MOBILE_NOT_VERIFIED.
   */
  async create(input: LeadInput): Promise<LeadView> {
    const { db, clock, otp } = this.deps;
    await assertVerifiedMobile(otp, clock, 'chatbot', input.mobile, input.referenceId);
    const requestHash = keyedHash(this.deps.hashSecret, 'lead-request', canonical(input));
    const leadId = `LEAD-${randomBytes(12).toString('base64url')}`;
    const inserted = await db
      .insert(leads)
      .values({
        id: leadId,
        productsId: input.productsId,
        vendorsId: input.vendorsId,
        mobile: input.mobile,
        name: input.name,
        personalEmail: input.personalEmail ?? null,
        utmSource: input.utmSource === undefined ? null : storableText(input.utmSource),
        status: input.status,
        encryptedFields: input.encryptedFields ? this.box.seal(input.encryptedFields, LEAD_FIELDS_PURPOSE(leadId)) : null,
        referenceId: input.referenceId,
        requestHash,
        createdAt: clock.now(),
      })
      .onConflictDoNothing({ target: [leads.mobile, leads.referenceId] })
      .returning();
    if (inserted[0]) return viewOf(inserted[0]);
    const [existing] = await db.select().from(leads).where(and(eq(leads.mobile, input.mobile), eq(leads.referenceId, input.referenceId)));
    if (!existing || !hashesEqual(existing.requestHash, requestHash)) throw new DomainError({ code: 'VERIFICATION_USED' });
    return viewOf(existing);
  }

  /**
   * Opens a lead's sealed fields (for back-office use and tests; no route returns them).
   *
   * @param leadId - the lead.
   * @returns the fields, or null when the lead has none or does not exist.
   */
  async encryptedFieldsOf(leadId: string): Promise<Record<string, string> | null> {
    const [row] = await this.deps.db.select({ sealed: leads.encryptedFields }).from(leads).where(eq(leads.id, leadId));
    if (!row?.sealed) return null;
    return this.box.open(row.sealed, LEAD_FIELDS_PURPOSE(leadId)) as Record<string, string>;
  }

  /**
   * Whether a lead exists.
   *
   * @param leadId - the lead id a client sent.
   * @returns true when it does.
   */
  async exists(leadId: string): Promise<boolean> {
    const [row] = await this.deps.db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
    return row !== undefined;
  }

  /**
   * Stores feedback on a conversation.
   *
   * @rule ASSIST-009 chatbot-feedback stores Yes or No, with the optional comment (at most 500
   *   characters, trimmed, empty kept as none), against an existing lead; an unknown lead answers 404.
   * @spec §7 POST chatbot-feedback, §4 Chatbot
   * @param input - lead, Yes/No, comment.
   * @returns the feedback id.
   * @throws {DomainError} 404 NOT_FOUND for an unknown lead.
   */
  async feedback(input: { readonly leadId: string; readonly feedback: 'Yes' | 'No'; readonly feedbackComment?: string | undefined }): Promise<{ feedbackId: string }> {
    if (!(await this.exists(input.leadId))) throw new DomainError({ code: 'LEAD_NOT_FOUND' });
    const comment = input.feedbackComment ? storableText(input.feedbackComment).trim() || null : null;
    const [row] = await this.deps.db
      .insert(chatbotFeedback)
      .values({ leadId: input.leadId, feedback: input.feedback, comment, createdAt: this.deps.clock.now() })
      .returning({ id: chatbotFeedback.id });
    if (row === undefined) throw new Error('the feedback insert returned no row');
    return { feedbackId: `FB-${row.id}` };
  }
}
