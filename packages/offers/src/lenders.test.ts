import { describe, expect, it } from 'vitest';
import { BANK_PAGES, BANK_NAMES, LENDING_PARTNERS, USED_CAR_RATE_TABLE } from '@rinn/content';
import { LOAN_RATE_FACTS } from '@rinn/rules';
import { LENDERS, LENDER_CRITERIA_AS_OF, lenderById } from './lenders.js';

describe('lender criteria', () => {
  it('LENDER-001: every lending partner has one lender record with its id and name, and no other lender exists', () => {
    expect(LENDERS.map((lender) => [lender.id, lender.name])).toEqual(LENDING_PARTNERS.map((partner) => [partner.id, partner.imgAlt]));
    expect(new Set(LENDERS.map((lender) => lender.id)).size).toBe(LENDERS.length);
    expect(lenderById(7)?.grievance).toEqual({ designation: 'Principal Nodal Officer', phone: '1800 10 888', website: 'https://www.idfcfirstbank.com' });
    expect(lenderById(99)).toBeUndefined();
    expect(LENDER_CRITERIA_AS_OF).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
  });

  it.each(LENDERS.map((lender) => [lender.name, lender] as const))('LENDER-002: %s has consistent terms', (_, lender) => {
    expect(lender.coolingOffDays).toBeGreaterThanOrEqual(3);
    expect(new Set(lender.products.map((terms) => terms.product)).size).toBe(lender.products.length);
    for (const terms of lender.products) {
      expect(terms.minAmount).toBeLessThanOrEqual(terms.maxAmount);
      expect(terms.minTenureMonths).toBeLessThanOrEqual(terms.maxTenureMonths);
      expect(terms.processingFeeMin).toBeLessThanOrEqual(terms.processingFeeMax);
      expect(terms.minAgeYears).toBeGreaterThanOrEqual(18);
      expect(terms.minCreditScore).toBe(terms.rateBands.at(-1)!.minScore);
      for (let index = 1; index < terms.rateBands.length; index += 1) {
        expect(terms.rateBands[index]!.minScore).toBeLessThan(terms.rateBands[index - 1]!.minScore);
        expect(terms.rateBands[index]!.ratePercent).toBeGreaterThan(terms.rateBands[index - 1]!.ratePercent);
      }
      expect(terms.employmentTypes.length).toBeGreaterThan(0);
    }
  });

  it('LENDER-002: personal-loan rates stay within each bank page’s published range', () => {
    const slugOf = new Map<string, string>(Object.entries(BANK_NAMES).map(([slug, name]) => [name, slug]));
    for (const lender of LENDERS) {
      const page = BANK_PAGES.find((candidate) => candidate.slug === slugOf.get(lender.name));
      const terms = lender.products.find((candidate) => candidate.product === 'personal-loan');
      if (!page || !terms) continue;
      expect(terms.rateBands[0]!.ratePercent).toBe(page.rate.minPercent);
      expect(terms.rateBands.at(-1)!.ratePercent).toBeLessThanOrEqual(page.rate.maxPercent);
    }
  });

  it('LENDER-002: used-car best rates are the §9 indicative rates and two-wheeler rates start at 10.5 %', () => {
    for (const row of USED_CAR_RATE_TABLE.rows) {
      const lender = LENDERS.find((candidate) => candidate.name === row.bankname)!;
      const terms = lender.products.find((candidate) => candidate.product === 'used-car-loan')!;
      expect(`${terms.rateBands[0]!.ratePercent}%`).toBe(row.interest);
      expect(`${terms.processingFeePercent}%`).toBe(row.pf);
    }
    const twoWheelerRates = LENDERS.flatMap((lender) => lender.products.filter((terms) => terms.product === 'two-wheeler-loan'))
      .map((terms) => terms.rateBands[0]!.ratePercent);
    expect(Math.min(...twoWheelerRates)).toBe(LOAN_RATE_FACTS.twoWheeler.minRatePercentPerAnnum);
  });
});
