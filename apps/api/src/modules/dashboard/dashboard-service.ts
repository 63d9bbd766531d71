import { CARD_PRODUCT_CODE_BY_SLUG, type LoanProductSlug } from '@rinn/rules';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applications, customers, financeDetails, journeyDrafts, offerVouchers, sanctionLetters } from '../../db/schema.js';
import { applicationCard, ownApplicationById } from '../applications/application-card.js';
import { draftCard } from '../journey/draft-card.js';

/** Reads the dashboard's data, always scoped to one customer. */
export class DashboardService {
  constructor(private readonly db: Database) {}

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
    const slugs = product === undefined ? undefined : (Object.keys(CARD_PRODUCT_CODE_BY_SLUG) as LoanProductSlug[]).filter((slug) => CARD_PRODUCT_CODE_BY_SLUG[slug] === product);
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
    const [row] = await this.db.select().from(applications).where(ownApplicationById(customerId, id)).limit(1);
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
}
