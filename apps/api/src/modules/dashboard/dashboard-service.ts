import { SCORE_CURRENT_DAYS } from '@rinn/rules';
import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { fitsIntegerKey } from '../../db/int-id.js';
import { applications, creditScores, customers, financeDetails, journeyDrafts, offerVouchers, sanctionLetters } from '../../db/schema.js';
import { draftCard } from '../journey/draft-card.js';
import { CARD_PRODUCT_CODE } from '../journey/journey-service.js';
import type { CreditBureau } from './credit-bureau.js';

type ApplicationRow = typeof applications.$inferSelect;

const DAY = 24 * 60 * 60 * 1000;

/**
 * @rule BUREAU-002 A new customer's first score comes from the bureau once, free, and is stored with
 *   its date; later requests answer from the stored score without asking the bureau again.
 * @spec §1 A one-time free credit-score check is offered to new users.
 * @rule BUREAU-003 A stored score is marked expired 45 days after the bureau answered, the longest a
 *   bureau update takes.
 * @spec §9 Credit score: a bureau update takes 30 to 45 days.
 * @remarks The rule package's SCORE-006 constant, so the API's expiry and the date the credit-score
 *   check shows can never disagree.
 */
export const SCORE_VALIDITY_DAYS: number = SCORE_CURRENT_DAYS;

/** An application card as the contract sends it. */
export function applicationCard(row: ApplicationRow) {
  return {
    id: String(row.id),
    loanId: row.loanId,
    product: row.product,
    productName: row.productName,
    productsId: row.productsId,
    lenderName: row.lenderName,
    loanAmount: row.loanAmount,
    leadStatus: row.leadStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stages: row.stages,
    systemId: row.systemId,
    systems: row.systems,
    isUjActive: row.isUjActive,
    isNbfcLead: row.isNbfcLead,
    isNBFC: row.isNbfc,
    isConsentOpted: row.isConsentOpted,
    isOptedout: row.isOptedout,
    isScoreExpire: row.isScoreExpire,
    userToken: row.userToken,
  };
}

/** Reads the dashboard's data, always scoped to one customer. */
export class DashboardService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly bureau: CreditBureau,
  ) {}

  /**
   * The customer's applications, newest first.
   *
   * @rule DATA-003 A customer sees only their own applications; another customer's application id
   *   answers 404 exactly like an id that does not exist.
   * @spec §6 Roles and permissions
   * @param customerId - whose.
   * @param product - only this product code, when given.
   * @returns the cards.
   */
  async applications(customerId: string, product?: string) {
    const [rows, drafts] = await Promise.all([
      this.db
        .select()
        .from(applications)
        .where(and(eq(applications.customerId, customerId), product === undefined ? undefined : eq(applications.product, product)))
        .orderBy(desc(applications.createdAt), desc(applications.id)),
      this.openDrafts(customerId, product),
    ]);
    // Both lists come newest first; one stable sort interleaves them by when each was started (DRAFT-007).
    const cards = [...rows.map(applicationCard), ...drafts.map(draftCard)];
    return cards.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  }

  /** The customer's open drafts with a step saved (DRAFT-007), newest first; of one product code when given. */
  private async openDrafts(customerId: string, product?: string, id?: string) {
    const slugs = product === undefined ? undefined : Object.keys(CARD_PRODUCT_CODE).filter((slug) => CARD_PRODUCT_CODE[slug as keyof typeof CARD_PRODUCT_CODE] === product);
    if (slugs?.length === 0) return [];
    return this.db
      .select()
      .from(journeyDrafts)
      .where(
        and(
          eq(journeyDrafts.customerId, customerId),
          eq(journeyDrafts.status, 'open'),
          ne(journeyDrafts.saved, sql`'{}'::jsonb`),
          slugs === undefined ? undefined : inArray(journeyDrafts.product, slugs),
          id === undefined ? undefined : eq(journeyDrafts.id, id),
        ),
      )
      .orderBy(desc(journeyDrafts.createdAt), desc(journeyDrafts.id));
  }

  /**
   * One of the customer's applications with offers, finance detail and whether a sanction letter
   * exists. The id is the card's id, or its loanId (systemId 1 uses the loanId, §7 sanction).
   * A listed draft's id answers its card (DRAFT-007) with no offers, finance or sanction letter,
   * so its View details page and vehicle box work like any other card's.
   *
   * @param customerId - whose.
   * @param id - the card's id or loanId.
   * @returns the detail, or undefined when the customer has no such application.
   */
  async application(customerId: string, id: string) {
    const matches: SQL[] = [eq(applications.loanId, id)];
    if (/^\d+$/.test(id) && fitsIntegerKey(Number(id))) matches.push(eq(applications.id, Number(id)));
    const [row] = await this.db
      .select()
      .from(applications)
      .where(and(eq(applications.customerId, customerId), or(...matches)))
      .limit(1);
    if (!row) return this.draftDetail(customerId, id);
    const [offers, finance, letters] = await Promise.all([
      this.db.select().from(offerVouchers).where(eq(offerVouchers.applicationId, row.id)).orderBy(offerVouchers.id),
      this.db.select().from(financeDetails).where(eq(financeDetails.applicationId, row.id)).limit(1),
      this.db.select({ id: sanctionLetters.id }).from(sanctionLetters).where(eq(sanctionLetters.applicationId, row.id)),
    ]);
    const vehicle = finance[0];
    return {
      application: applicationCard(row),
      offers: offers.map((offer) => ({
        loanId: offer.loanId,
        lenderName: offer.lenderName,
        loanAmount: offer.loanAmount,
        roi: offer.roi,
        emi: offer.emi,
        tenure: offer.tenure,
        processingFee: offer.processingFee,
        stampDuty: offer.stampDuty,
        serviceCharges: offer.serviceCharges,
        valuationCharges: offer.valuationCharges,
        voucherExpiryDate: offer.voucherExpiryDate,
        offerType: offer.offerType,
        imgColor: offer.imgColor,
      })),
      finance: vehicle
        ? {
            systemId: row.systemId,
            loanId: row.loanId,
            id: String(row.id),
            asset: { make_name: vehicle.makeName, model_name: vehicle.modelName, variant_name: vehicle.variantName, model_id: vehicle.modelId },
          }
        : null,
      sanctionLetterAvailable: letters.length > 0,
    };
  }

  private async draftDetail(customerId: string, id: string) {
    const [draft] = await this.openDrafts(customerId, undefined, id);
    if (!draft) return undefined;
    return { application: draftCard(draft), offers: [], finance: null, sanctionLetterAvailable: false };
  }

  /**
   * Whether an application id (or loanId) belongs to the customer.
   *
   * @param customerId - whose.
   * @param id - the card's id or loanId.
   * @returns true when it does.
   */
  async ownsApplication(customerId: string, id: string): Promise<boolean> {
    return (await this.application(customerId, id)) !== undefined;
  }

  /**
   * The customer's stored score, without asking the bureau.
   *
   * @param customerId - whose.
   * @returns the summary, or null when the customer never checked.
   */
  async storedScore(customerId: string) {
    const [row] = await this.db.select().from(creditScores).where(eq(creditScores.customerId, customerId));
    return row ? this.summary(row) : null;
  }

  private summary(row: typeof creditScores.$inferSelect) {
    return {
      creditScore: row.score,
      fetchedAt: row.checkedAt.toISOString(),
      isScoreExpire: this.clock.now().getTime() - row.checkedAt.getTime() > SCORE_VALIDITY_DAYS * DAY,
    };
  }

  /**
   * The customer as the dashboard greets them: the profile's name now, which a journey may have
   * given since the session was stored (DRAFT-008).
   *
   * @param customerId - whose.
   * @returns the mobile and name, or undefined for an unknown customer.
   */
  async user(customerId: string) {
    const [customer] = await this.db.select().from(customers).where(eq(customers.id, customerId));
    return customer ? { mobile: customer.mobile, name: { firstName: customer.firstName, lastName: customer.lastName } } : undefined;
  }

  /**
   * The customer's score: the stored one, or the one free bureau check for a new customer.
   *
   * @param customerId - whose.
   * @returns the summary, whether this call used the free check, and the user.
   */
  async creditScore(customerId: string) {
    const [customer] = await this.db.select().from(customers).where(eq(customers.id, customerId));
    if (!customer) return undefined;
    const user = { mobile: customer.mobile, name: { firstName: customer.firstName, lastName: customer.lastName } };
    const stored = await this.storedScore(customerId);
    if (stored) return { ...stored, isFreeCheck: false, user };
    const report = await this.bureau.fetchScore(customer.mobile);
    const inserted = await this.db
      .insert(creditScores)
      .values({ customerId, score: report.score, bureau: report.bureau, checkedAt: this.clock.now() })
      .onConflictDoNothing({ target: creditScores.customerId })
      .returning();
    // Two first requests at once: only one stores; both answer with the stored row.
    const row = inserted[0] ?? (await this.db.select().from(creditScores).where(eq(creditScores.customerId, customerId)))[0]!;
    return { ...this.summary(row), isFreeCheck: inserted.length > 0, user };
  }
}
