import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import type { OfferApplication } from './application.js';
import type { Lender } from './lender.js';
import { LENDERS, lenderById } from './lenders.js';
import { ageAtMaturity, lenderMismatches, matchOffers, MATCH_CRITERIA, OFFER_ORDER, type MatchCriterion } from './match.js';
import { applicationArbitrary, lenderPanelArbitrary } from './testing/arbitraries.js';

/** The criteria written out again, independently of the matcher, as the oracle of MATCH-001/002. */
function failedCriteria(application: OfferApplication, lender: Lender): Set<MatchCriterion> {
  const terms = lender.products.find((candidate) => candidate.product === application.product);
  if (!terms) return new Set(['product']);
  const failed = new Set<MatchCriterion>();
  if (application.loanAmount < terms.minAmount || application.loanAmount > terms.maxAmount) failed.add('amount');
  if (application.tenureMonths < terms.minTenureMonths || application.tenureMonths > terms.maxTenureMonths) failed.add('tenure');
  if (application.netMonthlyIncome < terms.minNetMonthlyIncome) failed.add('income');
  if (application.creditScore === null || application.creditScore < terms.minCreditScore) failed.add('credit-score');
  const yearsToRepay = Math.ceil(application.tenureMonths / 12);
  if (application.ageYears < terms.minAgeYears || application.ageYears + yearsToRepay > terms.maxAgeAtMaturityYears) failed.add('age');
  if (lender.cities !== 'all' && !lender.cities.includes(application.city)) failed.add('city');
  if (application.employment === 'other' || !(terms.employmentTypes as readonly string[]).includes(application.employment)) failed.add('employment');
  return failed;
}

const goodApplication: OfferApplication = {
  product: 'personal-loan',
  loanAmount: 3_00_000,
  tenureMonths: 36,
  netMonthlyIncome: 60_000,
  creditScore: 780,
  ageYears: 32,
  city: 'pune',
  employment: 'salaried',
};

const panels = fc.oneof(fc.constant([...LENDERS]), lenderPanelArbitrary);

describe('matchOffers', () => {
  test.prop([applicationArbitrary, panels], { numRuns: 300 })(
    'MATCH-001: a lender’s offer is shown if and only if every criterion holds',
    (application, lenders) => {
      const shown = new Set(matchOffers(application, lenders).offers.map((offer) => offer.lenderId));
      for (const lender of lenders) expect(shown.has(lender.id)).toBe(failedCriteria(application, lender).size === 0);
    },
  );

  test.prop([applicationArbitrary, panels], { numRuns: 300 })(
    'MATCH-002: reasons are non-empty exactly when a lender is not shown, and name every failed criterion',
    (application, lenders) => {
      const result = matchOffers(application, lenders);
      expect(result.offers.length + result.notMatched.length).toBe(lenders.length);
      for (const entry of result.notMatched) {
        const lender = lenders.find((candidate) => candidate.id === entry.lenderId)!;
        expect(entry.reasons.length).toBeGreaterThan(0);
        expect(new Set(entry.reasons.map((reason) => reason.criterion))).toEqual(failedCriteria(application, lender));
        // Reported in the documented order of criteria.
        const positions = entry.reasons.map((reason) => MATCH_CRITERIA.indexOf(reason.criterion));
        expect(positions).toEqual([...positions].sort((left, right) => left - right));
        for (const reason of entry.reasons) {
          expect(reason.message.en.length).toBeGreaterThan(0);
          expect(reason.message.hi.length).toBeGreaterThan(0);
        }
      }
      for (const offer of result.offers) {
        expect(lenderMismatches(application, lenders.find((candidate) => candidate.id === offer.lenderId)!)).toEqual([]);
      }
    },
  );

  test.prop([applicationArbitrary, panels.chain((lenders) => fc.tuple(fc.constant(lenders), fc.shuffledSubarray([...lenders], { minLength: lenders.length })))], { numRuns: 200 })(
    'MATCH-003: offers are sorted by APR, then lender name, then id, whatever order the lenders come in',
    (application, [lenders, shuffled]) => {
      const result = matchOffers(application, lenders);
      expect(result.orderedBy).toBe(OFFER_ORDER);
      for (let index = 1; index < result.offers.length; index += 1) {
        const before = result.offers[index - 1]!;
        const after = result.offers[index]!;
        const order = before.apr - after.apr || before.lenderName.localeCompare(after.lenderName, 'en') || before.lenderId - after.lenderId;
        expect(order).toBeLessThan(0);
      }
      const names = result.notMatched.map((entry) => entry.lenderName);
      expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'en')));
      expect(matchOffers(application, shuffled)).toEqual(result);
    },
  );

  it('MATCH-001: a salaried 32-year-old in Pune with a 780 score gets offers from the personal-loan lenders', () => {
    const result = matchOffers(goodApplication);
    expect(result.criteriaAsOf).toBe('2026-11');
    // Kotak’s rate is lower than IDFC FIRST’s and Axis’s, but its 3 % fee makes its APR the highest.
    expect(result.offers.map((offer) => [offer.lenderName, offer.roi, offer.apr])).toEqual([
      ['State Bank of India', 11.45, 12.77],
      ['HDFC Bank', 12.5, 14.25],
      ['ICICI Bank', 12.75, 14.5],
      ['Bank of Baroda', 12.9, 14.65],
      ['IDFC FIRST Bank', 13.99, 15.75],
      ['Axis Bank', 14, 15.76],
      ['Kotak Mahindra Bank', 13.5, 16.12],
    ]);
    expect(result.notMatched).toEqual([]);
  });

  it('MATCH-002: each failed criterion is a typed reason with the limit, the value and both languages', () => {
    const reasons = lenderMismatches({ ...goodApplication, netMonthlyIncome: 18_000, creditScore: 670, city: 'guwahati' }, lenderById(7)!);
    expect(reasons.map((reason) => reason.code)).toEqual(['INCOME_BELOW_MINIMUM', 'CREDIT_SCORE_BELOW_MINIMUM', 'CITY_NOT_SERVED']);
    expect(reasons[0]).toMatchObject({
      criterion: 'income',
      required: 20_000,
      actual: 18_000,
      message: {
        en: 'This lender needs a net monthly income of at least ₹20,000; yours is ₹18,000.',
        hi: 'इस ऋणदाता के लिए कम से कम ₹20,000 की मासिक शुद्ध आय चाहिए; आपकी आय ₹18,000 है।',
      },
    });
    expect(reasons[2]).toEqual({
      code: 'CITY_NOT_SERVED',
      criterion: 'city',
      message: { en: 'This lender does not lend in your city yet.', hi: 'यह ऋणदाता अभी आपके शहर में लोन नहीं देता।' },
    });
  });

  it('MATCH-002: a lender that does not lend the product has that as its only reason', () => {
    const reasons = lenderMismatches({ ...goodApplication, product: 'two-wheeler-loan', loanAmount: 1, creditScore: null }, lenderById(1)!);
    expect(reasons.map((reason) => reason.code)).toEqual(['PRODUCT_NOT_OFFERED']);
    const business = matchOffers({ ...goodApplication, product: 'business-loan' });
    expect(business.offers).toEqual([]);
    expect(business.notMatched.map((entry) => entry.reasons[0]!.code)).toEqual(LENDERS.map(() => 'PRODUCT_NOT_OFFERED'));
  });

  it('MATCH-004: the age at maturity adds the tenure rounded up to whole years', () => {
    expect(ageAtMaturity(55, 60)).toBe(60);
    expect(ageAtMaturity(55, 61)).toBe(61);
    const sbi = lenderById(1)!;
    expect(lenderMismatches({ ...goodApplication, ageYears: 55, tenureMonths: 60 }, sbi)).toEqual([]);
    expect(lenderMismatches({ ...goodApplication, ageYears: 55, tenureMonths: 61 }, sbi)[0]).toMatchObject({
      code: 'AGE_ABOVE_MAXIMUM_AT_MATURITY',
      required: 60,
      actual: 61,
    });
  });

  it('MATCH-005: no bureau score fails every lender’s score criterion with its own code', () => {
    const result = matchOffers({ ...goodApplication, creditScore: null });
    expect(result.offers).toEqual([]);
    for (const entry of result.notMatched) {
      expect(entry.reasons.map((reason) => reason.code)).toEqual(['CREDIT_SCORE_UNAVAILABLE']);
    }
    expect(result.notMatched[0]!.reasons[0]!.message.en).toBe(
      'This lender needs a credit score of at least 680, and the credit bureau has no score for you yet.',
    );
  });
});
