import { journeyStartPath, type JourneyStartInput, type LoanProductSlug } from '@rinn/rules';

// The journey's address, apart from its reader (journey-input.ts), so that the pages that only
// link to the journey (the dashboard's Resume) load neither the reader nor its schemas.

/**
 * The query key a page adds to the journey address to name its own loan type: product 2 serves
 * personal loans and the car pages alike, so the journey cannot tell them apart by productsId
 * (STEP-004 has the page pass its loan type).
 */
export const PAGE_PRODUCT_KEY = 'product';

/**
 * The address a "Check your offer" button of a product page opens: the journey with the page's
 * product and vendor ids (CONTENT-016) and the page's loan type.
 *
 * @param ids - the page's journey ids
 * @param product - the page's loan type
 * @returns a site-relative address
 * @example
 * productJourneyPath({ productsId: 2, vendorsId: 5 }, 'used-car-loan'); // '/journey?productsId=2&vendorsId=5&product=used-car-loan'
 */
export function productJourneyPath(ids: JourneyStartInput, product: LoanProductSlug): string {
  return `${journeyStartPath(ids)}&${PAGE_PRODUCT_KEY}=${encodeURIComponent(product)}`;
}
