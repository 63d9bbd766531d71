import { loanProduct, type LoanProductSlug } from '@rinn/rules';
import { eq, type SQL } from 'drizzle-orm';
import { fitsIntegerKey } from '../../db/int-id.js';
import { applications } from '../../db/schema.js';
import { allOf, anyOf } from '../../db/conditions.js';

/** A stored application, as the dashboard, the documents and consent read it. */
export type ApplicationRow = typeof applications.$inferSelect;

/**
 * An application card as the contract sends it.
 *
 * @param row - the stored application.
 * @returns the card (§3 application list).
 */
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

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/**
 * The card title of a loan type.
 *
 * @param product - the loan type.
 * @returns e.g. `Used Car Loan`.
 * @example
 * productTitle('used-car-loan'); // 'Used Car Loan'
 */
export const productTitle = (product: LoanProductSlug): string => titleCase(loanProduct(product)?.name ?? product);

/**
 * One of a customer's applications named by its card id or its loanId (the card's two ids, §3).
 *
 * @param customerId - whose.
 * @param id - the card's id or loanId.
 * @returns the condition for a `where`.
 */
export function ownApplicationById(customerId: string, id: string): SQL {
  const byNumber = /^\d+$/.test(id) && fitsIntegerKey(Number(id)) ? [eq(applications.id, Number(id))] : [];
  return allOf(eq(applications.customerId, customerId), anyOf(eq(applications.loanId, id), ...byNumber));
}
