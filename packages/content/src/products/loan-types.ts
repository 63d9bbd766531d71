/**
 * The ten loan types of spec §1, each with the path of its product page. Seven pages are named by
 * spec §2; business-loan, commercial-vehicle-loan and bt-top-up-loan are Rinn's own paths for the
 * remaining three loan types.
 */
export const LOAN_TYPES = [
  { id: 'personal', slug: 'personal-loan' },
  { id: 'instant', slug: 'instant-loan' },
  { id: 'used-car', slug: 'used-car-loan' },
  { id: 'new-car', slug: 'new-car-loan' },
  { id: 'refinance', slug: 'refinance' },
  { id: 'ev', slug: 'ev-loan' },
  { id: 'two-wheeler', slug: 'two-wheeler-loan' },
  { id: 'commercial-vehicle', slug: 'commercial-vehicle-loan' },
  { id: 'bt-top-up', slug: 'bt-top-up-loan' },
  { id: 'business', slug: 'business-loan' },
] as const;

/** One loan type id of spec §1. */
export type LoanTypeId = (typeof LOAN_TYPES)[number]['id'];

/** The page slug of one loan type (the product page lives at `/{slug}`). */
export type LoanTypeSlug = (typeof LOAN_TYPES)[number]['slug'];
