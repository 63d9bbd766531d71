import { LOAN_PRODUCTS, type LoanProductSlug } from '@rinn/rules';

/**
 * The content's short id of each loan type of spec §1, keyed by the rule package's product slug
 * (`LOAN_PRODUCTS`, PROD-005), which is also the path of its product page. Keyed this way, a loan
 * type added to the rules without an id here is a type error.
 */
const LOAN_TYPE_IDS = {
  'personal-loan': 'personal',
  'instant-loan': 'instant',
  'used-car-loan': 'used-car',
  'new-car-loan': 'new-car',
  refinance: 'refinance',
  'ev-loan': 'ev',
  'two-wheeler-loan': 'two-wheeler',
  'commercial-vehicle-loan': 'commercial-vehicle',
  'bt-top-up-loan': 'bt-top-up',
  'business-loan': 'business',
} as const satisfies Record<LoanProductSlug, string>;

/** One loan type id of spec §1. */
export type LoanTypeId = (typeof LOAN_TYPE_IDS)[LoanProductSlug];

/** The page slug of one loan type (the product page lives at `/{slug}`). */
export type LoanTypeSlug = LoanProductSlug;

/** The ten loan types of spec §1 in the rule package's order, each with the slug of its product page. */
export const LOAN_TYPES: readonly { readonly id: LoanTypeId; readonly slug: LoanTypeSlug }[] = LOAN_PRODUCTS.map((product) => ({
  id: LOAN_TYPE_IDS[product.slug],
  slug: product.slug,
}));
