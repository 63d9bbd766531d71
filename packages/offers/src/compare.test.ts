import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  COMPARISON_ROWS,
  MAX_COMPARED_OFFERS,
  OFFER_SORT_KEYS,
  canCompareOffers,
  compareOffers,
  offerSortValue,
  offerTotalCost,
  sortOffers,
  toggleComparedOffer,
  type OfferSortKey,
} from './compare.js';
import { matchOffers } from './match.js';
import { applicationArbitrary } from './testing/arbitraries.js';

/** Offer-like records from few values, so that ties on every key are common. */
const offerArbitrary = fc.record({
  lenderId: fc.integer({ min: 1, max: 9 }),
  lenderName: fc.constantFrom('Alpha Bank', 'Beta Finance', 'Gamma Bank'),
  apr: fc.constantFrom(12.5, 13.25, 14),
  emi: fc.constantFrom(9_886, 10_050),
  totalCharges: fc.constantFrom(0, 2_360, 5_610),
});
const offersArbitrary = fc.uniqueArray(offerArbitrary, { selector: (offer) => offer.lenderId, maxLength: 9 });
const keyArbitrary = fc.constantFrom<OfferSortKey>(...OFFER_SORT_KEYS);

const neutralOrder = (left: { apr: number; lenderName: string; lenderId: number }, right: typeof left): number =>
  left.apr - right.apr || left.lenderName.localeCompare(right.lenderName, 'en') || left.lenderId - right.lenderId;

describe('sortOffers', () => {
  test.prop([offersArbitrary, keyArbitrary], { numRuns: 300 })(
    'COMPARE-001: the sorted offers are the same offers, non-decreasing by the key, ties in the neutral order',
    (offers, key) => {
      const sorted = sortOffers(offers, key);
      // A permutation: the same objects, each once.
      expect(sorted).toHaveLength(offers.length);
      expect(new Set(sorted)).toEqual(new Set(offers));
      for (let index = 1; index < sorted.length; index += 1) {
        const before = sorted[index - 1]!;
        const after = sorted[index]!;
        expect(offerSortValue(before, key)).toBeLessThanOrEqual(offerSortValue(after, key));
        if (offerSortValue(before, key) === offerSortValue(after, key)) expect(neutralOrder(before, after)).toBeLessThan(0);
      }
    },
  );

  test.prop([offersArbitrary.chain((offers) => fc.tuple(fc.constant(offers), fc.shuffledSubarray(offers, { minLength: offers.length }))), keyArbitrary])(
    'COMPARE-001: the order does not depend on the order the offers came in, and the input is not changed',
    ([offers, shuffled], key) => {
      const copy = [...offers];
      expect(sortOffers(shuffled, key)).toEqual(sortOffers(offers, key));
      expect(offers).toEqual(copy);
    },
  );

  test.prop([applicationArbitrary], { numRuns: 100 })('COMPARE-001: by APR (the default) it is the matcher’s order', (application) => {
    const { offers } = matchOffers(application);
    expect(sortOffers(offers)).toEqual(offers);
  });

  it('COMPARE-001: the real panel sorted by EMI and by fees', () => {
    const { offers } = matchOffers({
      product: 'personal-loan',
      loanAmount: 3_00_000,
      tenureMonths: 36,
      netMonthlyIncome: 60_000,
      creditScore: 780,
      ageYears: 32,
      city: 'pune',
      employment: 'salaried',
    });
    const byEmi = sortOffers(offers, 'emi');
    expect(byEmi[0]!.lenderName).toBe('State Bank of India');
    // Kotak’s rate is below IDFC FIRST’s and Axis’s, so its EMI is too, though its APR is the highest.
    expect(byEmi.findIndex((offer) => offer.lenderName === 'Kotak Mahindra Bank')).toBeLessThan(
      byEmi.findIndex((offer) => offer.lenderName === 'IDFC FIRST Bank'),
    );
    const byFees = sortOffers(offers, 'fees');
    expect(byFees.map((offer) => offer.totalCharges)).toEqual(offers.map((offer) => offer.totalCharges).sort((left, right) => left - right));
  });
});

describe('toggleComparedOffer', () => {
  test.prop([fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 30 })])(
    'COMPARE-002: any run of ticks keeps at most three distinct offers, in the order they were ticked',
    (ticks) => {
      let selected: readonly number[] = [];
      for (const lenderId of ticks) {
        const before = selected;
        selected = toggleComparedOffer(selected, lenderId);
        if (before.includes(lenderId)) expect(selected).toEqual(before.filter((id) => id !== lenderId));
        else if (before.length === MAX_COMPARED_OFFERS) expect(selected).toBe(before);
        else expect(selected).toEqual([...before, lenderId]);
        expect(new Set(selected).size).toBe(selected.length);
        expect(selected.length).toBeLessThanOrEqual(MAX_COMPARED_OFFERS);
      }
    },
  );

  it('COMPARE-002: two or three offers can be compared, one or four cannot', () => {
    expect(toggleComparedOffer([1, 2, 3], 4)).toEqual([1, 2, 3]);
    expect(canCompareOffers([])).toBe(false);
    expect(canCompareOffers([1])).toBe(false);
    expect(canCompareOffers([1, 2])).toBe(true);
    expect(canCompareOffers([1, 2, 3])).toBe(true);
    expect(canCompareOffers([1, 2, 3, 4])).toBe(false);
  });
});

describe('compareOffers', () => {
  const comparable = fc.record({
    apr: fc.constantFrom(12.5, 14),
    emi: fc.constantFrom(9_886, 10_050),
    processingFee: fc.constantFrom(0, 5_310),
    totalInterest: fc.integer({ min: 0, max: 2_00_000 }),
    totalCharges: fc.constantFrom(0, 5_610),
    tenureMonths: fc.constant(36),
  });

  test.prop([fc.array(comparable, { minLength: 2, maxLength: 3 })], { numRuns: 300 })(
    'COMPARE-004: each cost row marks exactly the lowest values as best, unless they are all equal; tenure marks none',
    (offers) => {
      const rows = compareOffers(offers);
      expect(rows.map((row) => row.key)).toEqual([...COMPARISON_ROWS]);
      for (const row of rows) {
        expect(row.values).toHaveLength(offers.length);
        const lowest = Math.min(...row.values);
        const allEqual = row.values.every((value) => value === lowest);
        row.values.forEach((value, index) => {
          expect(row.best[index]).toBe(row.key !== 'tenureMonths' && !allEqual && value === lowest);
        });
      }
      expect(rows.find((row) => row.key === 'totalCost')!.values).toEqual(offers.map(offerTotalCost));
    },
  );

  it('COMPARE-003: the total cost is the total interest plus the upfront charges', () => {
    expect(offerTotalCost({ totalInterest: 55_896, totalCharges: 5_610 })).toBe(61_506);
  });

  test.prop([applicationArbitrary], { numRuns: 100 })('COMPARE-003: every real offer costs its interest and its charges', (application) => {
    for (const offer of matchOffers(application).offers) {
      expect(offerTotalCost(offer)).toBe(offer.totalPayable - offer.loanAmount + offer.totalCharges);
    }
  });
});
