import { loanProductSlugSchema } from '@rinn/offers';
import { JOURNEY_START_KEYS, type JourneyStartInput, type LoanProductSlug } from '@rinn/rules';
import { PAGE_PRODUCT_KEY } from './journey-path.ts';

export { PAGE_PRODUCT_KEY, productJourneyPath } from './journey-path.ts';

/** What the journey page reads from its address. */
export interface JourneyAddress {
  /** The §3 journey-start parameters as given; the machine applies the defaults and refuses bad ones (APPJ-001). */
  readonly start: JourneyStartInput;
  readonly pageProduct?: LoanProductSlug;
}

/**
 * Reads the journey-start parameters and the starting page's loan type from the query, without
 * judging them: a bad id or back-button slug is the machine's to refuse, with its message.
 *
 * @param search - the page's query string
 * @returns the machine's start and page product
 * @example
 * journeyAddressOf('?productsId=2&vendorsId=5&product=used-car-loan');
 * // { start: { productsId: 2, vendorsId: 5 }, pageProduct: 'used-car-loan' }
 */
export function journeyAddressOf(search: string): JourneyAddress {
  const query = new URLSearchParams(search);
  const start: Record<string, string | number> = {};
  for (const key of JOURNEY_START_KEYS) {
    const value = query.get(key);
    if (value === null) continue;
    start[key] = key === 'productsId' || key === 'vendorsId' ? Number(value) : value;
  }
  const product = loanProductSlugSchema.safeParse(query.get(PAGE_PRODUCT_KEY));
  return { start: start, ...(product.success ? { pageProduct: product.data } : {}) };
}
