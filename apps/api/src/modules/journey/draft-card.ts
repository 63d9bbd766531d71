import { CARD_PRODUCT_CODE_BY_SLUG, KNOWN_LEAD_STATUSES, type LoanProductSlug } from '@rinn/rules';
import type { journeyDrafts } from '../../db/schema.js';
import { productTitle } from '../applications/application-card.js';
import { JOURNEY_APPLICATION_STAGES, JOURNEY_SYSTEM_ID } from './journey-application.js';

type DraftRow = typeof journeyDrafts.$inferSelect;

/** The card status of a draft: the customer started the journey and has not chosen an offer. */
export const DRAFT_LEAD_STATUS = KNOWN_LEAD_STATUSES['application-started'];

/** The stage a draft has reached, before the stages of an application (JOURNEY_APPLICATION_STAGES). */
export const DRAFT_STAGE = 'Application started';

/** The loan amount the customer entered, once the amount step is saved. */
function enteredAmount(saved: DraftRow['saved']): number | null {
  const amount = saved['vehicle-and-amount']?.['loanAmount'] ?? saved['purpose-and-amount']?.['loanAmount'];
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? amount : null;
}

/**
 * A half-finished journey as a dashboard application card, in the contract's card shape.
 *
 * @rule DRAFT-007 The dashboard lists each of the customer's open drafts with at least one step
 *   saved as an in-progress card: id and userToken are the draft id (so Resume Application
 *   continues that draft, DRAFT-003), status `Application started`, the stage Application started
 *   complete and the application's stages still to come, no lender, no loan id and no offer
 *   voucher, the amount once entered, and isUjActive set, so the card offers Resume Application
 *   (CARD-003) with vendor 5, product 2, formSource userDashboard and back target /dashboard
 *   (CARD-004). A draft whose offer was chosen is listed only as its application.
 * @spec §4 Application card (Resume Application); §10 Resumable from the dashboard
 * @param row - an open draft.
 * @returns the card.
 */
export function draftCard(row: DraftRow) {
  const product = row.product as LoanProductSlug;
  return {
    id: row.id,
    loanId: null,
    product: CARD_PRODUCT_CODE_BY_SLUG[product] ?? product,
    productName: productTitle(product),
    // The product the journey was started with (§3 Journey start productsId).
    productsId: Number(row.params['productsId']),
    lenderName: null,
    loanAmount: enteredAmount(row.saved),
    leadStatus: DRAFT_LEAD_STATUS,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stages: [{ stage: DRAFT_STAGE, isComplete: true }, ...JOURNEY_APPLICATION_STAGES.map((stage) => ({ stage, isComplete: false }))],
    // Not yet in any lender's system: the journey's own system, which by itself never resumes (CARD-003).
    systemId: JOURNEY_SYSTEM_ID,
    systems: [],
    // The user journey is active: the reason Resume Application shows (CARD-003).
    isUjActive: true,
    isNbfcLead: false,
    isNBFC: false,
    isConsentOpted: false,
    isOptedout: false,
    isScoreExpire: false,
    userToken: row.id,
  };
}
