import { SCORE_CURRENT_DAYS } from '@rinn/rules';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { creditScores, customers } from '../../db/schema.js';
import type { CreditBureau } from './credit-bureau.js';

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

/**
 * The customer's credit score: the one free bureau check, stored, and read back for the dashboard
 * and the journey's offers.
 */
export class CreditScoreService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly bureau: CreditBureau,
  ) {}

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
    const [row] = inserted.length > 0 ? inserted : await this.db.select().from(creditScores).where(eq(creditScores.customerId, customerId));
    if (row === undefined) throw new Error('the credit score is missing after its upsert');
    return { ...this.summary(row), isFreeCheck: inserted.length > 0, user };
  }
}
