import { randomBytes } from 'node:crypto';
import { indiaCalendarDate, isoCalendarDate } from '@rinn/format';
import type { journeyDraftSchema, journeyStartParamsSchema } from '@rinn/contract';
import { SERVER_MESSAGES_EN as EN } from '@rinn/contract';
import {
  KFS_VALIDITY_WORKING_DAYS,
  LENDERS,
  VEHICLE_PRODUCTS,
  journeySteps,
  keyFactStatement,
  lenderById,
  matchOffers,
  offerApplicationFromSteps,
  validateJourneyStep,
  waysForward,
  type JourneyStepId,
  type KeyFactStatement,
  type Offer,
  type OfferMatch,
  type SavedSteps,
  type WaysForward,
} from '@rinn/offers';
import { CARD_PRODUCT_CODE_BY_SLUG, nameParts, type CalendarDate, type Language, type LoanProductSlug } from '@rinn/rules';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Clock } from '../../clock.js';
import type { Database, Transaction } from '../../db/database.js';
import { applications, brands, customers, financeDetails, journeyDrafts, models, offerVouchers } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';
import { opaqueToken } from '../../http/keyed-hash.js';
import type { AuditActor } from '../consent/consent-records.js';
import type { ConsentService } from '../consent/consent-service.js';
import { productTitle } from '../applications/application-card.js';
import type { DownloadedFile } from '../documents/documents-service.js';
import { JOURNEY_APPLICATION_STAGES, JOURNEY_LEAD_STATUS, JOURNEY_SYSTEM_ID } from './journey-application.js';
import { keyFactStatementPdf } from './kfs-pdf.js';

type DraftRow = typeof journeyDrafts.$inferSelect;
type StartParams = z.output<typeof journeyStartParamsSchema>;
type DraftView = z.input<typeof journeyDraftSchema>;
type FlatValue = string | number | boolean | null;

/** What the journey tells the customer, in English (the contract's catalogue has each code); pinned by the tests. */
export const JOURNEY_MESSAGES = {
  draftNotFound: EN.DRAFT_NOT_FOUND,
  stepInvalid: EN.STEP_INVALID,
  stepsMissing: EN.STEPS_MISSING,
  offersFirst: EN.OFFERS_FIRST,
  noSuchOffer: EN.NO_SUCH_OFFER,
  alreadyApplied: EN.ALREADY_APPLIED,
  stepSaved: EN.STEP_SAVED,
  applied: (lenderName: string) => EN.APPLIED({ lenderName }),
} as const;

/** The day `workingDays` Monday-to-Friday days after `from`. */
function addWorkingDays(from: CalendarDate, workingDays: number): CalendarDate {
  const day = new Date(Date.UTC(from.year, from.month - 1, from.day));
  let left = workingDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

/** The draft's first step not yet saved, or null when every step is. */
function currentStep(product: LoanProductSlug, saved: SavedSteps): JourneyStepId | null {
  return journeySteps(product).find((step) => saved[step] === undefined) ?? null;
}

function draftView(row: DraftRow): DraftView {
  const product = row.product as LoanProductSlug;
  const saved = row.saved;
  return {
    draftId: row.id,
    product,
    params: row.params,
    steps: [...journeySteps(product)],
    saved,
    currentStep: currentStep(product, saved),
    status: row.status === 'applied' ? 'applied' : 'open',
    applicationId: row.applicationId === null ? null : String(row.applicationId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The offers stored with a draft, with the score they were matched on. */
export interface StoredOffers {
  readonly match: OfferMatch;
  readonly creditScore: number | null;
  /** When no lender matches, what one change would open (WAYS-001…004); otherwise null. */
  readonly waysForward: WaysForward | null;
}

/** The one thing the journey asks of the credit-score module: the customer's bureau score. */
export interface CreditScoreReader {
  /** The stored score, or the one free check (BUREAU-002); undefined for an unknown customer. */
  creditScore(customerId: string): Promise<{ readonly creditScore: number } | undefined>;
}

/** What the journey service needs. */
export interface JourneyServiceDependencies {
  readonly db: Database;
  readonly clock: Clock;
  /** Reads the customer's bureau score (stored, or the one free check, BUREAU-002). */
  readonly creditScores: CreditScoreReader;
  readonly consent: ConsentService;
  /** Sends the lender consent link to the customer. */
  readonly sendConsentLink: (mobile: string, lenderName: string, path: string) => Promise<void>;
}

/**
 * The loan application journey on the server (§10): drafts saved step by step, offers from
 * `matchOffers` with the customer's bureau score, the KFS, and the chosen offer as an application
 * on the dashboard with its lender consent request.
 */
export class JourneyService {
  constructor(private readonly deps: JourneyServiceDependencies) {}

  /**
   * The customer's draft.
   *
   * @rule DRAFT-001 A journey draft belongs to the customer who started it: every journey call
   *   looks the draft up among the caller's own, and another customer's draft id answers 404
   *   exactly like an id that does not exist (DATA-003).
   * @spec §6 Roles and permissions; §10 Saved as the visitor goes (a draft belongs to its customer)
   */
  private async own(customerId: string, id: string, db: Database | Transaction = this.deps.db): Promise<DraftRow> {
    const [row] = await db
      .select()
      .from(journeyDrafts)
      .where(and(eq(journeyDrafts.id, id), eq(journeyDrafts.customerId, customerId)))
      .limit(1);
    if (!row) throw new DomainError({ code: 'DRAFT_NOT_FOUND' });
    return row;
  }

  /**
   * Starts a draft with no steps saved.
   *
   * @param customerId - the signed-in customer.
   * @param params - the journey-start parameters.
   * @param product - the loan type (STEP-004).
   * @returns the draft.
   */
  async start(customerId: string, params: StartParams, product: LoanProductSlug): Promise<DraftView> {
    const now = this.deps.clock.now();
    const [row] = await this.deps.db
      .insert(journeyDrafts)
      .values({
        id: `JRN-${randomBytes(16).toString('base64url')}`,
        customerId,
        product,
        params,
        saved: {},
        status: 'open',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (row === undefined) throw new Error('the journey draft insert returned no row');
    return draftView(row);
  }

  /**
   * The draft a journey continues with.
   *
   * @rule DRAFT-003 A journey resumes the customer's open draft whose id is the start's userToken
   *   (the dashboard's Resume Application); without one, the customer's most recently changed
   *   open draft of the same loan type; otherwise none, and a new draft starts at the first save.
   *   The draft continues at its first step not yet saved (APPJ-003); a draft whose offer was
   *   chosen is never resumed.
   * @spec §4 Application card (Resume Application); §10 Resumable from the dashboard
   * @param customerId - the signed-in customer.
   * @param params - the journey-start parameters.
   * @param product - the loan type of the page.
   * @returns the draft, or null.
   */
  async resume(customerId: string, params: StartParams, product: LoanProductSlug): Promise<DraftView | null> {
    const open = and(eq(journeyDrafts.customerId, customerId), eq(journeyDrafts.status, 'open'));
    if (params.userToken !== undefined) {
      const [byToken] = await this.deps.db
        .select()
        .from(journeyDrafts)
        .where(and(open, eq(journeyDrafts.id, params.userToken)))
        .limit(1);
      if (byToken) return draftView(byToken);
    }
    const [latest] = await this.deps.db
      .select()
      .from(journeyDrafts)
      .where(and(open, eq(journeyDrafts.product, product)))
      .orderBy(desc(journeyDrafts.updatedAt), desc(journeyDrafts.createdAt))
      .limit(1);
    return latest ? draftView(latest) : null;
  }

  /**
   * One draft.
   *
   * @param customerId - the signed-in customer.
   * @param id - the draft id.
   * @returns the draft with its saved steps and current step.
   */
  async get(customerId: string, id: string): Promise<DraftView> {
    return draftView(await this.own(customerId, id));
  }

  /**
   * Saves one step.
   *
   * @rule DRAFT-002 A step is saved only when it belongs to the draft's loan type and every field
   *   passes the step's schema (STEP-003); otherwise the call answers 400 with one issue per
   *   field (`body.values.<field>`, or `body.step`) and nothing is stored. Saving a step replaces
   *   that step's values and forgets the offers matched on the old answers. A draft whose offer
   *   was chosen can no longer change (409). The date of birth is checked against the ages the
   *   loan type accepts on today's date in Asia/Kolkata (STEP-008).
   * @spec §5 Validation rules; §10 Saved as the visitor goes
   * @param customerId - the signed-in customer.
   * @param id - the draft id.
   * @param step - the step.
   * @param values - what was entered.
   * @returns the draft after the save.
   */
  async saveStep(customerId: string, id: string, step: JourneyStepId, values: Readonly<Record<string, FlatValue>>): Promise<DraftView> {
    const draft = await this.own(customerId, id);
    if (draft.status !== 'open') throw new DomainError({ code: 'ALREADY_APPLIED' });
    const checked = validateJourneyStep(draft.product as LoanProductSlug, step, values, LENDERS, indiaCalendarDate(this.deps.clock.now()));
    if (!checked.ok) {
      const issues = Object.entries(checked.fieldErrors).map(([field, message]) => ({
        path: field === 'step' ? 'body.step' : field === 'form' ? 'body.values' : `body.values.${field}`,
        message,
      }));
      throw new DomainError(issues[0]?.message ?? { code: 'STEP_INVALID' }, { issues });
    }
    const stepValues = JSON.stringify({ [step]: checked.values });
    // One statement: concurrent saves of different steps both land (jsonb merge in the database).
    const [row] = await this.deps.db
      .update(journeyDrafts)
      .set({
        saved: sql`${journeyDrafts.saved} || ${stepValues}::jsonb`,
        offers: null,
        creditScore: null,
        updatedAt: this.deps.clock.now(),
      })
      .where(and(eq(journeyDrafts.id, draft.id), eq(journeyDrafts.status, 'open')))
      .returning();
    if (!row) throw new DomainError({ code: 'ALREADY_APPLIED' });
    if (step === 'personal-details' && typeof checked.values['fullName'] === 'string') await this.adoptName(customerId, checked.values['fullName']);
    return draftView(row);
  }

  /**
   * Gives a customer without a name the one typed in the journey.
   *
   * @rule DRAFT-008 The full name saved with the personal details becomes the customer's name
   *   (NAME-001 parts) when the profile has none yet, so a new customer is greeted by the name
   *   they gave; a name the profile already holds is never overwritten by a journey.
   * @spec §2 Dashboard (welcome greeting with the first and last name); §3 Logged-in user info
   * @param customerId - the signed-in customer.
   * @param fullName - the name as validated by the step.
   */
  private async adoptName(customerId: string, fullName: string): Promise<void> {
    const { firstName, lastName } = nameParts(fullName);
    if (firstName === null) return;
    await this.deps.db
      .update(customers)
      .set({ firstName, lastName })
      .where(and(eq(customers.id, customerId), isNull(customers.firstName), isNull(customers.lastName)));
  }

  /**
   * The offers of a finished draft.
   *
   * @rule DRAFT-004 Offers are matched (`matchOffers`, MATCH-001…005) on the saved steps read by
   *   `offerApplicationFromSteps` with the customer's bureau score (the stored score, or the one
   *   free check, BUREAU-002) and today's date in Asia/Kolkata, and stored with the draft; the
   *   KFS and the choice use only the stored offers, so the offer chosen is the offer shown. A
   *   draft with a step missing answers 409; a draft whose offer was chosen answers its stored
   *   offers. When no lender matches, the answer carries the ways forward (`waysForward`,
   *   WAYS-001…004) computed on the same application, so a visitor never meets a dead end.
   * @spec §10 Offer matching; RBI Digital Lending Directions 2025
   * @param customerId - the signed-in customer.
   * @param id - the draft id.
   * @returns the offers, the other lenders with reasons and the score.
   */
  async offers(customerId: string, id: string): Promise<StoredOffers> {
    const draft = await this.own(customerId, id);
    if (draft.status !== 'open') {
      const stored = this.stored(draft);
      if (stored) return stored;
    }
    const score = await this.deps.creditScores.creditScore(customerId);
    const creditScore = score?.creditScore ?? null;
    const application = offerApplicationFromSteps(
      draft.product as LoanProductSlug,
      draft.saved,
      creditScore,
      indiaCalendarDate(this.deps.clock.now()),
    );
    if (application === undefined) throw new DomainError({ code: 'STEPS_MISSING' });
    const match = matchOffers(application);
    await this.deps.db
      .update(journeyDrafts)
      .set({ offers: match, creditScore })
      .where(and(eq(journeyDrafts.id, draft.id), eq(journeyDrafts.status, 'open')));
    return { match, creditScore, waysForward: match.offers.length === 0 ? waysForward(application) : null };
  }

  private stored(draft: DraftRow): StoredOffers | undefined {
    if (draft.offers === null || draft.offers === undefined) return undefined;
    const match = draft.offers;
    // Stored offers are a chosen draft's, which had at least one offer: no way forward to give.
    return { match, creditScore: draft.creditScore, waysForward: null };
  }

  private storedOffer(draft: DraftRow, lenderId: number): Offer {
    const stored = this.stored(draft);
    if (!stored) throw new DomainError({ code: 'OFFERS_FIRST' });
    const offer = stored.match.offers.find((candidate) => candidate.lenderId === lenderId);
    if (!offer || !lenderById(lenderId)) throw new DomainError({ code: 'NO_SUCH_OFFER' });
    return offer;
  }

  private statement(draft: DraftRow, offer: Offer): KeyFactStatement {
    const issuedOn = indiaCalendarDate(this.deps.clock.now());
    const firstInstalmentDue = issuedOn.month === 12 ? { year: issuedOn.year + 1, month: 1 } : { year: issuedOn.year, month: issuedOn.month + 1 };
    const lender = lenderById(offer.lenderId);
    if (lender === undefined) throw new Error(`offer of unknown lender ${offer.lenderId}`);
    return keyFactStatement(offer, lender, { reference: draft.id, issuedOn, firstInstalmentDue });
  }

  /**
   * The Key Fact Statement of one stored offer (`keyFactStatement` of `@rinn/offers`), issued today.
   *
   * @param customerId - the signed-in customer.
   * @param id - the draft id.
   * @param lenderId - the offer's lender.
   * @returns the statement.
   */
  async kfs(customerId: string, id: string, lenderId: number): Promise<KeyFactStatement> {
    const draft = await this.own(customerId, id);
    return this.statement(draft, this.storedOffer(draft, lenderId));
  }

  /**
   * The same statement as a PDF.
   *
   * @param customerId - the signed-in customer.
   * @param id - the draft id.
   * @param lenderId - the offer's lender.
   * @param language - the visitor's language (PDF-001).
   * @returns the file.
   */
  async kfsPdf(customerId: string, id: string, lenderId: number, language: Language = 'en'): Promise<DownloadedFile> {
    const kfs = await this.kfs(customerId, id, lenderId);
    const bytes = await keyFactStatementPdf(kfs, language);
    return { _file: Buffer.from(bytes).toString('base64'), fileName: `key-fact-statement-${kfs.reference}.pdf`, mimeType: 'application/pdf' };
  }

  /**
   * Chooses an offer: the application, its offer voucher and stages, then the lender's consent.
   *
   * @rule DRAFT-005 An offer is chosen once, after its KFS was acknowledged, and only among the
   *   draft's stored offers: one transaction marks the draft applied (a conditional update, so a
   *   second choice answers 409) and creates the dashboard application (product code, lender,
   *   amount, `Consent pending`, stages with the first complete), its offer voucher (the offer's
   *   amount, rate, EMI, tenure, fee before GST and charges, valid for the KFS's working days)
   *   and, for a catalogued vehicle, its finance detail. Then the lender's consent request is
   *   created through the consent service and its link sent by SMS; if that fails, choosing the
   *   same offer again completes it.
   * @spec §10 Choosing an offer (consent through the consent flow); §3 Offer voucher; §4 Application card
   * @param customerId - the signed-in customer.
   * @param mobile - the customer's mobile (the consent link goes to it).
   * @param id - the draft id.
   * @param lenderId - the chosen offer's lender.
   * @param actor - who asks, for the consent audit trail.
   * @returns the application id, lender and consent reference.
   */
  async apply(customerId: string, mobile: string, id: string, lenderId: number, actor: AuditActor) {
    const draft = await this.own(customerId, id);
    if (draft.status !== 'open') {
      if (draft.chosenLenderId === lenderId && draft.consentReferenceId === null && draft.applicationId !== null) {
        return this.requestConsent(draft.id, mobile, draft.applicationId, this.storedOffer(draft, lenderId).lenderName, actor);
      }
      throw new DomainError({ code: 'ALREADY_APPLIED' });
    }
    const offer = this.storedOffer(draft, lenderId);
    const lender = lenderById(lenderId);
    if (lender === undefined) throw new Error(`offer of unknown lender ${lenderId}`);
    const product = draft.product as LoanProductSlug;
    const params = draft.params;
    const now = this.deps.clock.now();
    const issuedOn = indiaCalendarDate(now);
    const applicationId = await this.deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(journeyDrafts)
        .set({ status: 'applied', chosenLenderId: lenderId, updatedAt: now })
        .where(and(eq(journeyDrafts.id, draft.id), eq(journeyDrafts.status, 'open')))
        .returning({ id: journeyDrafts.id });
      if (!claimed) throw new DomainError({ code: 'ALREADY_APPLIED' });
      const userToken = opaqueToken();
      const [application] = await tx
        .insert(applications)
        .values({
          customerId,
          loanId: null,
          product: CARD_PRODUCT_CODE_BY_SLUG[product],
          productName: productTitle(product),
          lenderName: offer.lenderName,
          productsId: params.productsId,
          vendorsId: params.vendorsId,
          leadStatus: JOURNEY_LEAD_STATUS,
          systemId: JOURNEY_SYSTEM_ID,
          systems: [{ systemId: JOURNEY_SYSTEM_ID, userToken }],
          stages: JOURNEY_APPLICATION_STAGES.map((stage, index) => ({ stage, isComplete: index === 0 })),
          isUjActive: false,
          isNbfcLead: false,
          isNbfc: lender.kind === 'nbfc',
          isConsentOpted: false,
          isOptedout: false,
          isScoreExpire: false,
          userToken,
          loanAmount: offer.loanAmount,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: applications.id });
      if (application === undefined) throw new Error('the application insert returned no row');
      await tx.insert(offerVouchers).values({
        applicationId: application.id,
        loanId: null,
        lenderName: offer.lenderName,
        loanAmount: offer.loanAmount,
        roi: offer.roi,
        emi: offer.emi,
        tenure: offer.tenureMonths,
        // The voucher carries the fee before GST; the card adds the 18 % (§3 Offer voucher).
        processingFee: offer.processingFeeBeforeGst,
        stampDuty: offer.stampDuty,
        serviceCharges: offer.serviceCharges,
        valuationCharges: offer.valuationCharges,
        voucherExpiryDate: isoCalendarDate(addWorkingDays(issuedOn, KFS_VALIDITY_WORKING_DAYS)),
        offerType: 'marketplaceOffer',
        imgColor: 'blue',
      });
      await this.financeDetail(tx, application.id, product, draft.saved);
      await tx.update(journeyDrafts).set({ applicationId: application.id }).where(eq(journeyDrafts.id, draft.id));
      return application.id;
    });
    return this.requestConsent(draft.id, mobile, applicationId, offer.lenderName, actor);
  }

  /** A vehicle loan's finance detail, when the make and model are in the catalogue. */
  private async financeDetail(tx: Transaction, applicationId: number, product: LoanProductSlug, saved: SavedSteps): Promise<void> {
    if (!(VEHICLE_PRODUCTS as readonly string[]).includes(product)) return;
    const vehicle = saved['vehicle-and-amount'];
    if (typeof vehicle?.make !== 'string' || typeof vehicle.model !== 'string') return;
    const [model] = await tx
      .select({ id: models.id, name: models.name, brand: brands.name })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(and(sql`lower(${brands.name}) = lower(${vehicle.make})`, sql`lower(${models.name}) = lower(${vehicle.model})`))
      .limit(1);
    if (!model) return;
    await tx.insert(financeDetails).values({ applicationId, modelId: model.id, makeName: model.brand, modelName: model.name, variantName: null });
  }

  private async requestConsent(draftId: string, mobile: string, applicationId: number, lenderName: string, actor: AuditActor) {
    const created = await this.deps.consent.createRequest({ mobile, lenderName, applicationId }, actor, 'rinn');
    await this.deps.db.update(journeyDrafts).set({ consentReferenceId: created.referenceId }).where(eq(journeyDrafts.id, draftId));
    await this.deps.sendConsentLink(mobile, lenderName, created.path);
    return { applicationId: String(applicationId), draftId, lenderName, consentReferenceId: created.referenceId };
  }
}
