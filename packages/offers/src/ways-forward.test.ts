import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import type { OfferApplication } from './application.js';
import { LENDERS } from './lenders.js';
import { matchOffers } from './match.js';
import { applicationArbitrary, lenderPanelArbitrary } from './testing/arbitraries.js';
import type { Lender } from './lender.js';
import { waysForward } from './ways-forward.js';

const panels = fc.oneof(fc.constant([...LENDERS]), lenderPanelArbitrary);

const shown = (application: OfferApplication, lenders: readonly Lender[]) =>
  matchOffers(application, lenders).offers.map(({ lenderId, lenderName }) => ({ lenderId, lenderName }));

const opens = (application: OfferApplication, lenders: readonly Lender[], lenderId: number) =>
  matchOffers(application, lenders).offers.some((offer) => offer.lenderId === lenderId);

const deadEnd: OfferApplication = {
  product: 'personal-loan',
  loanAmount: 3_00_000,
  tenureMonths: 36,
  netMonthlyIncome: 12_000,
  creditScore: 780,
  ageYears: 32,
  city: 'pune',
  employment: 'salaried',
};

describe('waysForward', () => {
  test.prop([applicationArbitrary, panels, fc.integer({ min: 1, max: 1_20_00_000 })], { numRuns: 300 })(
    'WAYS-001: the amount offered is matched by the matcher, and no amount nearer the one asked for is',
    (application, lenders, other) => {
      const { amount } = waysForward(application, lenders);
      const requested = application.loanAmount;
      if (shown(application, lenders).length > 0) {
        expect(amount).toBeNull();
        return;
      }
      const otherOpens = shown({ ...application, loanAmount: other }, lenders).length > 0;
      if (amount === null) {
        expect(otherOpens).toBe(false);
        return;
      }
      expect(amount.lenders).toEqual(shown({ ...application, loanAmount: amount.value }, lenders));
      expect(amount.lenders.length).toBeGreaterThan(0);
      if (otherOpens) {
        const distance = Math.abs(other - requested);
        const offered = Math.abs(amount.value - requested);
        expect(distance).toBeGreaterThanOrEqual(offered);
        if (distance === offered) expect(other).toBeLessThanOrEqual(amount.value);
      }
    },
  );

  test.prop([applicationArbitrary, panels], { numRuns: 60 })(
    'WAYS-002: the tenure offered is the nearest whole number of months any lender matches at, age at maturity included',
    (application, lenders) => {
      const { tenure } = waysForward(application, lenders);
      const requested = application.tenureMonths;
      if (shown(application, lenders).length > 0) {
        expect(tenure).toBeNull();
        return;
      }
      // Every tenure a journey could ask for, checked by the matcher itself.
      const matching: number[] = [];
      for (let months = 1; months <= 200; months += 1) {
        if (shown({ ...application, tenureMonths: months }, lenders).length > 0) matching.push(months);
      }
      const nearest = [...matching].sort((left, right) => Math.abs(left - requested) - Math.abs(right - requested) || right - left)[0];
      if (nearest === undefined) {
        // No tenure up to 200 months opens a lender; any suggestion must lie beyond and match.
        if (tenure !== null) expect(tenure.value).toBeGreaterThan(200);
        return;
      }
      expect(tenure?.value).toBe(nearest);
      expect(tenure?.lenders).toEqual(shown({ ...application, tenureMonths: nearest }, lenders));
    },
  );

  test.prop([applicationArbitrary, panels], { numRuns: 300 })(
    'WAYS-003: exactly the lenders a higher income alone would open are listed, each at its minimum, with the co-applicant’s share',
    (application, lenders) => {
      const { income } = waysForward(application, lenders);
      const richer = { ...application, netMonthlyIncome: 10_00_00_000 };
      const expected = lenders
        .filter((lender) => !opens(application, lenders, lender.id) && opens(richer, lenders, lender.id))
        .map((lender) => lender.id)
        .sort((left, right) => left - right);
      expect(income.map((entry) => entry.lenderId).sort((left, right) => left - right)).toEqual(expected);
      for (const entry of income) {
        expect(opens({ ...application, netMonthlyIncome: entry.required }, lenders, entry.lenderId)).toBe(true);
        expect(opens({ ...application, netMonthlyIncome: entry.required - 1 }, lenders, entry.lenderId)).toBe(false);
        expect(entry.coApplicantIncome).toBe(entry.required - application.netMonthlyIncome);
        expect(entry.coApplicantIncome).toBeGreaterThan(0);
      }
      const order = income.map((entry) => entry.required);
      expect(order).toEqual([...order].sort((left, right) => left - right));
    },
  );

  test.prop([applicationArbitrary, panels], { numRuns: 300 })(
    'WAYS-004: exactly the lenders a better credit score alone would open are listed, each at its minimum score',
    (application, lenders) => {
      const { creditScore } = waysForward(application, lenders);
      const best = { ...application, creditScore: 900 };
      const expected = lenders
        .filter((lender) => !opens(application, lenders, lender.id) && opens(best, lenders, lender.id))
        .map((lender) => lender.id)
        .sort((left, right) => left - right);
      expect(creditScore.map((entry) => entry.lenderId).sort((left, right) => left - right)).toEqual(expected);
      for (const entry of creditScore) {
        expect(opens({ ...application, creditScore: entry.required }, lenders, entry.lenderId)).toBe(true);
        if (entry.required > 300) expect(opens({ ...application, creditScore: entry.required - 1 }, lenders, entry.lenderId)).toBe(false);
      }
      const order = creditScore.map((entry) => entry.required);
      expect(order).toEqual([...order].sort((left, right) => left - right));
    },
  );

  it('WAYS-003: a salaried applicant earning ₹12,000 a month opens the personal-loan panel from ₹15,000', () => {
    const ways = waysForward(deadEnd);
    expect(matchOffers(deadEnd).offers).toEqual([]);
    expect(ways.income[0]).toMatchObject({ lenderName: 'State Bank of India', required: 15_000, coApplicantIncome: 3_000 });
    // The amount and the tenure do not help when the income is what every lender misses.
    expect(ways.amount).toBeNull();
    expect(ways.tenure).toBeNull();
  });

  it('WAYS-001: an amount above every lender’s maximum is brought down to the largest one lent', () => {
    const tooMuch = { ...deadEnd, netMonthlyIncome: 2_00_000, loanAmount: 90_00_000 };
    const largest = Math.max(...LENDERS.flatMap((lender) => lender.products.filter((terms) => terms.product === 'personal-loan').map((terms) => terms.maxAmount)));
    expect(waysForward(tooMuch).amount?.value).toBe(largest);
  });

  it('WAYS-002: a 55-year-old asking for 84 months is offered the longest tenure repaid by 60', () => {
    const older = { ...deadEnd, netMonthlyIncome: 60_000, ageYears: 55, tenureMonths: 84 };
    const ways = waysForward(older);
    expect(matchOffers(older).offers).toEqual([]);
    expect(ways.tenure?.value).toBe(60);
  });

  it('WAYS-004: a score of 650 is told which lenders open at which score', () => {
    const ways = waysForward({ ...deadEnd, netMonthlyIncome: 60_000, creditScore: 650 });
    expect(ways.creditScore.length).toBeGreaterThan(0);
    expect(ways.creditScore[0]!.required).toBeGreaterThan(650);
  });
});
