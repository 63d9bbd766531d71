import { sanctionDocumentId } from '@rinn/contract';
import { amortizationSchedule, scheduleToCsv } from '@rinn/loan-math';
import { JOURNEY_START_KEYS, resumeJourney, type Language } from '@rinn/rules';
import { and, asc, eq, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { fitsIntegerKey } from '../../db/int-id.js';
import { applications, customers, leadDocuments, offerVouchers, payoutRecords, sanctionLetters } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';
import { maskMobile } from '../../http/mask-mobile.js';
import { SealedBox, SealedBoxError } from '../../http/sealed-box.js';
import { ownApplicationById } from '../applications/application-card.js';
import { type SanctionLetterInput, sanctionLetterPdf } from './sanction-letter-pdf.js';
import { allOf } from '../../db/conditions.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * How long sealed link keys live.
 *
 * @rule PAYOUT-001 A payout link's key names one lead and lives 30 days; it reads that lead's
 *   stored payout record and may change only that lead's status (a key for another lead, or an
 *   altered key, answers 400 PAYLOAD_INVALID; an expired one 410). A journey link's key lives 7 days.
 * @spec §3 Payout status, §7 decryptLeadPayout, savePayoutStatus, decrypt
 */
export const LINK_KEY_LIFETIMES = { payoutMs: 30 * DAY, journeyMs: 7 * DAY } as const;

/** The document types a lead has; each is generated from the lead's stored data. */
export const LEAD_DOCUMENT_TYPES = {
  sanction_letter: { mimeType: 'application/pdf', extension: 'pdf' },
  repayment_schedule: { mimeType: 'text/csv', extension: 'csv' },
} as const;

type LeadDocumentType = keyof typeof LEAD_DOCUMENT_TYPES;
type ApplicationRow = typeof applications.$inferSelect;
type FlatValue = string | number | boolean | null;

const payoutKeySchema = z.object({ leadsId: z.string(), expiresAt: z.iso.datetime() });
const journeyKeySchema = z.object({
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  expiresAt: z.iso.datetime(),
});

/** A downloadable file as the contract sends it. */
export interface DownloadedFile {
  readonly _file: string;
  readonly fileName: string;
  readonly mimeType: string;
}

/** Sanction letters, lead documents, and the sealed keys of payout and journey links. */
export class DocumentsService {
  private readonly box: SealedBox;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    secret: string,
  ) {
    this.box = new SealedBox(secret, 'link-keys');
  }

  /**
   * The caller's application by the id of the sanction download.
   *
   * @rule DOC-002 Only the owner fetches a sanction letter or document: the application is looked
   *   up among the caller's own, by loanId when its systemId is 1 and by id otherwise (API-008);
   *   anything else, including another customer's application, answers 404.
   * @spec §7 GET sanction/download/{id}, POST document/download; §6
   */
  private async ownApplicationBySanctionId(customerId: string, id: string): Promise<ApplicationRow | undefined> {
    const matches: SQL[] = [allOf(eq(applications.systemId, 1), eq(applications.loanId, id))];
    if (/^\d+$/.test(id) && fitsIntegerKey(Number(id))) matches.push(allOf(ne(applications.systemId, 1), eq(applications.id, Number(id))));
    const [row] = await this.db
      .select()
      .from(applications)
      .where(and(eq(applications.customerId, customerId), or(...matches)))
      .limit(1);
    return row;
  }

  /** The caller's application by card id or loanId (as the dashboard's application/{id}). */
  private async ownApplication(customerId: string, id: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.db.select().from(applications).where(ownApplicationById(customerId, id)).limit(1);
    return row;
  }

  private async sanctionedOffer(application: ApplicationRow): Promise<SanctionLetterInput | undefined> {
    const [sanction] = await this.db.select().from(sanctionLetters).where(eq(sanctionLetters.applicationId, application.id));
    if (!sanction) return undefined;
    const [offer] = await this.db
      .select()
      .from(offerVouchers)
      .where(sanction.offerId === null ? eq(offerVouchers.applicationId, application.id) : eq(offerVouchers.id, sanction.offerId))
      .orderBy(asc(offerVouchers.id))
      .limit(1);
    if (!offer) return undefined;
    const [customer] = await this.db.select().from(customers).where(eq(customers.id, application.customerId));
    const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
    return {
      reference: sanctionDocumentId({ systemId: application.systemId, loanId: application.loanId, id: String(application.id) }) ?? String(application.id),
      borrowerName: name || 'Customer',
      maskedMobile: maskMobile(customer?.mobile ?? ''),
      lenderName: offer.lenderName,
      productName: application.productName,
      loanAmount: offer.loanAmount,
      roi: offer.roi,
      tenure: offer.tenure,
      processingFee: offer.processingFee,
      stampDuty: offer.stampDuty,
      serviceCharges: offer.serviceCharges,
      valuationCharges: offer.valuationCharges,
      sanctionedAt: sanction.createdAt,
    };
  }

  private async sanctionFile(application: ApplicationRow, language: Language = 'en'): Promise<DownloadedFile | undefined> {
    const input = await this.sanctionedOffer(application);
    if (!input) return undefined;
    const bytes = await sanctionLetterPdf(input, language);
    return { _file: Buffer.from(bytes).toString('base64'), fileName: `sanction-letter-${input.reference}.pdf`, mimeType: 'application/pdf' };
  }

  /**
   * The caller's sanction letter, generated now from the sanctioned offer (DOC-001, DOC-002).
   *
   * @param customerId - the caller.
   * @param id - loanId for systemId 1, the application id otherwise.
   * @param language - the visitor's language (PDF-001).
   * @returns the PDF as base64 with its file name.
   * @throws {DomainError} 404 when the caller has no such sanctioned application.
   */
  async sanctionLetter(customerId: string, id: string, language: Language = 'en'): Promise<DownloadedFile> {
    const application = await this.ownApplicationBySanctionId(customerId, id);
    const file = application ? await this.sanctionFile(application, language) : undefined;
    if (!file) throw new DomainError({ code: 'SANCTION_LETTER_NOT_FOUND' });
    return file;
  }

  /**
   * One of the caller's lead documents, generated from the lead's data (DOC-002).
   *
   * @param customerId - the caller.
   * @param request - the lead (card id or loanId), the document id and its type.
   * @returns the file as base64 with its name and type.
   * @throws {DomainError} 404 when the lead is not the caller's or has no such document.
   */
  async document(customerId: string, request: { leadsId: string; docId: string; docType: string }): Promise<DownloadedFile> {
    const application = await this.ownApplication(customerId, request.leadsId);
    const docId = Number(request.docId);
    if (!application || !/^\d+$/.test(request.docId) || !fitsIntegerKey(docId)) throw new DomainError({ code: 'DOCUMENT_NOT_FOUND' });
    const [document] = await this.db
      .select()
      .from(leadDocuments)
      .where(and(eq(leadDocuments.id, docId), eq(leadDocuments.applicationId, application.id), eq(leadDocuments.docType, request.docType)));
    if (!document || !(document.docType in LEAD_DOCUMENT_TYPES)) throw new DomainError({ code: 'DOCUMENT_NOT_FOUND' });
    const file = document.docType === 'sanction_letter' ? await this.sanctionFile(application) : await this.repaymentSchedule(application);
    if (!file) throw new DomainError({ code: 'DOCUMENT_NOT_FOUND' });
    return file;
  }

  private async repaymentSchedule(application: ApplicationRow): Promise<DownloadedFile | undefined> {
    const input = await this.sanctionedOffer(application);
    if (!input) return undefined;
    // Instalments start the month after the sanction (Asia/Kolkata calendar).
    const sanctioned = new Date(input.sanctionedAt.getTime() + 5.5 * 60 * 60 * 1000);
    const next = new Date(Date.UTC(sanctioned.getUTCFullYear(), sanctioned.getUTCMonth() + 1, 1));
    const schedule = amortizationSchedule({
      principal: input.loanAmount,
      annualRatePercent: input.roi,
      months: input.tenure,
      firstPayment: { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1 },
    });
    const { extension, mimeType } = LEAD_DOCUMENT_TYPES.repayment_schedule;
    return { _file: Buffer.from(scheduleToCsv(schedule), 'utf8').toString('base64'), fileName: `repayment-schedule-${input.reference}.${extension}`, mimeType };
  }

  /** The document ids of an application (for the operator and tests). */
  async documentsOf(applicationId: number): Promise<Array<{ id: number; docType: LeadDocumentType }>> {
    const rows = await this.db.select().from(leadDocuments).where(eq(leadDocuments.applicationId, applicationId)).orderBy(asc(leadDocuments.id));
    return rows.filter((row): row is typeof row & { docType: LeadDocumentType } => row.docType in LEAD_DOCUMENT_TYPES);
  }

  private open<Schema extends z.ZodMiniType>(key: string, purpose: string, schema: Schema): z.output<Schema> {
    let opened: unknown;
    try {
      opened = this.box.open(key, purpose);
    } catch (error) {
      if (error instanceof SealedBoxError) throw new DomainError({ code: 'PAYLOAD_INVALID' });
      throw error;
    }
    const parsed = schema.safeParse(opened);
    if (!parsed.success) throw new DomainError({ code: 'PAYLOAD_INVALID' });
    const { expiresAt } = parsed.data as { expiresAt: string };
    if (Date.parse(expiresAt) <= this.clock.now().getTime()) throw new DomainError({ code: 'LINK_EXPIRED' });
    return parsed.data;
  }

  /**
   * A payout link's key for a lead (PAYOUT-001), creating its pending payout record if none exists.
   *
   * @param applicationId - the lead.
   * @returns the sealed key.
   */
  async issuePayoutKey(applicationId: number): Promise<string> {
    const now = this.clock.now();
    await this.db.insert(payoutRecords).values({ applicationId, status: 'pending', remarks: null, updatedAt: now }).onConflictDoNothing();
    return this.box.seal({ leadsId: String(applicationId), expiresAt: new Date(now.getTime() + LINK_KEY_LIFETIMES.payoutMs).toISOString() }, 'payout');
  }

  private payoutView(row: typeof payoutRecords.$inferSelect) {
    return {
      leadsId: String(row.applicationId),
      status: row.status as 'pending' | 'processing' | 'paid' | 'on_hold' | 'rejected',
      remarks: row.remarks,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** The stored payout record a payout key names (PAYOUT-001). */
  async payoutByKey(key: string) {
    const { leadsId } = this.open(key, 'payout', payoutKeySchema);
    const [row] = fitsIntegerKey(Number(leadsId))
      ? await this.db.select().from(payoutRecords).where(eq(payoutRecords.applicationId, Number(leadsId)))
      : [];
    if (!row) throw new DomainError({ code: 'PAYOUT_NOT_FOUND' });
    return this.payoutView(row);
  }

  /** Saves a lead's payout status through its payout key (PAYOUT-001). */
  async savePayoutStatus(request: { leadsId: string; status: string; remarks: string; payoutStatusKey: string }) {
    const { leadsId } = this.open(request.payoutStatusKey, 'payout', payoutKeySchema);
    if (leadsId !== request.leadsId) throw new DomainError({ code: 'PAYOUT_LEAD_MISMATCH' });
    const [row] = fitsIntegerKey(Number(leadsId))
      ? await this.db
          .update(payoutRecords)
          .set({ status: request.status, remarks: request.remarks === '' ? null : request.remarks, updatedAt: this.clock.now() })
          .where(eq(payoutRecords.applicationId, Number(leadsId)))
          .returning()
      : [];
    if (!row) throw new DomainError({ code: 'PAYOUT_NOT_FOUND' });
    return this.payoutView(row);
  }

  /**
   * A journey link's key: the resume parameters of an application (`@rinn/rules` resumeJourney)
   * with its lead id, sealed for 7 days (PAYOUT-001, SEAL-001).
   *
   * @param applicationId - the application.
   * @returns the sealed key, or undefined when there is no such application (or it has no journey token).
   */
  async issueJourneyKey(applicationId: number): Promise<string | undefined> {
    const [row] = await this.db.select().from(applications).where(eq(applications.id, applicationId));
    if (!row || row.userToken === null) return undefined;
    const journey = resumeJourney({ systemId: row.systemId, isNbfcLead: row.isNbfcLead, isNBFC: row.isNbfc, userToken: row.userToken });
    const payload: Record<string, FlatValue> = { leadsId: String(row.id) };
    for (const name of JOURNEY_START_KEYS) {
      const value = journey[name];
      if (value !== undefined) payload[name] = value;
    }
    const expiresAt = new Date(this.clock.now().getTime() + LINK_KEY_LIFETIMES.journeyMs).toISOString();
    return this.box.seal({ payload, expiresAt }, 'journey');
  }

  /** Opens a journey link's key (`POST decrypt`). */
  decryptJourneyKey(key: string): Record<string, FlatValue> {
    return this.open(key, 'journey', journeyKeySchema).payload;
  }
}
