import { loanProductSlugSchema } from '@rinn/offers';
import { indiaClock } from '@rinn/format';
import { JOURNEY_START_KEYS, journeyStartPath, type CalendarDate, type JourneyStartInput, type LoanProductSlug } from '@rinn/rules';

/**
 * The query key a page adds to the journey address to name its own loan type: product 2 serves
 * personal loans and the car pages alike, so the journey cannot tell them apart by productsId
 * (STEP-004 has the page pass its loan type).
 */
export const PAGE_PRODUCT_KEY = 'product';

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
  return { start: start as JourneyStartInput, ...(product.success ? { pageProduct: product.data } : {}) };
}

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

/**
 * Today in Asia/Kolkata, for the applicant's age on the personal details (STEP-008); the server
 * checks it again on its own clock.
 *
 * @param now - the instant; defaults to the present
 * @returns the calendar date
 */
export function kolkataToday(now: Date = new Date()): CalendarDate {
  const { year, month, day } = indiaClock(now);
  return { year, month, day };
}
