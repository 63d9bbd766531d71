import type { Offer } from './offer.js';

/** What a visitor may sort the offers by: the APR, the EMI, or the fees deducted at disbursal. */
export const OFFER_SORT_KEYS = ['apr', 'emi', 'fees'] as const;

/** One of {@link OFFER_SORT_KEYS}. */
export type OfferSortKey = (typeof OFFER_SORT_KEYS)[number];

/** The sort the offers screen opens with: the matcher's own key, APR (MATCH-003). */
export const DEFAULT_OFFER_SORT: OfferSortKey = 'apr';

/** How many offers may be compared side by side at once. */
export const MAX_COMPARED_OFFERS = 3;

/** The fewest offers a comparison shows (one offer has nothing to be compared with). */
export const MIN_COMPARED_OFFERS = 2;

/**
 * What an offer costs over the amount borrowed: its total interest plus every charge deducted at
 * disbursal.
 *
 * @rule COMPARE-003 An offer's total cost is its total interest (EMI × tenure − amount, SUM-001)
 *   plus its total upfront charges (processing fee with GST, stamp duty, valuation and service
 *   charges, FEE-001…004): what the loan costs over the amount borrowed.
 * @spec §10 Sorting and comparing offers; §10 Offer figures
 * @formula totalCost = totalInterest + totalCharges
 * @param offer - the offer
 * @returns the total cost in rupees
 * @example
 * ```ts
 * offerTotalCost({ totalInterest: 55_896, totalCharges: 5_610 }); // 61506
 * ```
 */
export function offerTotalCost(offer: Pick<Offer, 'totalInterest' | 'totalCharges'>): number {
  return offer.totalInterest + offer.totalCharges;
}

/** The figure an offer is sorted by for a key ("fees" are the total upfront charges). */
export function offerSortValue(offer: Pick<Offer, 'apr' | 'emi' | 'totalCharges'>, key: OfferSortKey): number {
  switch (key) {
    case 'apr':
      return offer.apr;
    case 'emi':
      return offer.emi;
    case 'fees':
      return offer.totalCharges;
  }
}

type Sortable = Pick<Offer, 'lenderId' | 'lenderName' | 'apr' | 'emi' | 'totalCharges'>;

/**
 * The offers sorted by the visitor's chosen key, lowest first.
 *
 * @rule COMPARE-001 Offers sort by APR, EMI or fees (the total upfront charges), lowest first; ties
 *   fall back to the matcher's neutral order (APR, then lender name, then lender id, MATCH-003), so
 *   the same offers always come out in the same order, whatever order they came in. Sorting never
 *   drops, adds or changes an offer.
 * @spec §10 Sorting and comparing offers; §10 Offer matching (neutral ordering)
 * @param offers - the offers (not changed)
 * @param key - what to sort by; defaults to {@link DEFAULT_OFFER_SORT}
 * @returns a new array of the same offers in order
 * @example
 * ```ts
 * sortOffers(match.offers, 'emi')[0]; // the offer with the lowest EMI
 * ```
 */
export function sortOffers<T extends Sortable>(offers: readonly T[], key: OfferSortKey = DEFAULT_OFFER_SORT): T[] {
  return [...offers].sort(
    (left, right) =>
      offerSortValue(left, key) - offerSortValue(right, key) ||
      left.apr - right.apr ||
      left.lenderName.localeCompare(right.lenderName, 'en') ||
      left.lenderId - right.lenderId,
  );
}

/**
 * Ticks or unticks an offer for the side-by-side comparison.
 *
 * @rule COMPARE-002 At most three offers are compared at once: ticking an offer adds it after those
 *   already ticked, unticking removes it, and a fourth tick is refused (the selection is returned
 *   unchanged). The comparison opens with two or three ticked offers.
 * @spec §10 Sorting and comparing offers
 * @param selected - the lender ids ticked so far, in the order they were ticked
 * @param lenderId - the offer's lender id
 * @returns the new selection (the same array when nothing changes)
 * @example
 * ```ts
 * toggleComparedOffer([1, 2], 3); // [1, 2, 3]
 * toggleComparedOffer([1, 2, 3], 4); // [1, 2, 3]
 * toggleComparedOffer([1, 2, 3], 2); // [1, 3]
 * ```
 */
export function toggleComparedOffer(selected: readonly number[], lenderId: number): readonly number[] {
  if (selected.includes(lenderId)) return selected.filter((id) => id !== lenderId);
  if (selected.length >= MAX_COMPARED_OFFERS) return selected;
  return [...selected, lenderId];
}

/**
 * Whether a selection of offers can be compared.
 *
 * @param selected - the ticked lender ids
 * @returns true for two or three offers (COMPARE-002)
 */
export function canCompareOffers(selected: readonly number[]): boolean {
  return selected.length >= MIN_COMPARED_OFFERS && selected.length <= MAX_COMPARED_OFFERS;
}

/** The rows of the comparison table, in the order they are shown. */
export const COMPARISON_ROWS = ['apr', 'emi', 'processingFee', 'totalInterest', 'totalCost', 'tenureMonths'] as const;

/** One of {@link COMPARISON_ROWS}. */
export type ComparisonRowKey = (typeof COMPARISON_ROWS)[number];

/** One row of a comparison: each offer's value, and which of them is the best. */
export interface ComparisonRow {
  readonly key: ComparisonRowKey;
  /** One value per offer, in the offers' order. */
  readonly values: readonly number[];
  /** Per offer, whether its value is the best of the row; all false when the row has no best. */
  readonly best: readonly boolean[];
}

type Comparable = Pick<Offer, 'apr' | 'emi' | 'processingFee' | 'totalInterest' | 'totalCharges' | 'tenureMonths'>;

function rowValue(offer: Comparable, key: ComparisonRowKey): number {
  return key === 'totalCost' ? offerTotalCost(offer) : offer[key];
}

/**
 * The side-by-side comparison of two or three offers.
 *
 * @rule COMPARE-004 In a comparison every cost row (APR, EMI, processing fee, total interest, total
 *   cost) marks as best the offer or offers with the lowest value; a row where every offer has the
 *   same value marks none, and the tenure row marks none (it is the applicant's own choice, the
 *   same for every offer).
 * @spec §10 Sorting and comparing offers
 * @param offers - the compared offers, in column order
 * @returns one row per {@link COMPARISON_ROWS} entry
 * @example
 * ```ts
 * compareOffers([sbi, hdfc]).find((row) => row.key === 'apr')?.best; // [true, false]
 * ```
 */
export function compareOffers(offers: readonly Comparable[]): ComparisonRow[] {
  return COMPARISON_ROWS.map((key) => {
    const values = offers.map((offer) => rowValue(offer, key));
    const lowest = Math.min(...values);
    const allEqual = values.every((value) => value === lowest);
    const marks = key !== 'tenureMonths' && !allEqual;
    return { key, values, best: values.map((value) => marks && value === lowest) };
  });
}
