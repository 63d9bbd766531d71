import { describe, expect, it } from 'vitest';
import {
  BUSINESS_JOURNEY_PATH,
  CARD_PRODUCT_CODES,
  LOAN_PRODUCTS,
  PRODUCT_IDS,
  PRODUCT_VENDOR_PAIRS,
  VENDOR_IDS,
  cityPagePath,
  loanProduct,
} from './products.js';

describe('product and vendor ids', () => {
  it('PROD-001: product ids match the spec table, both readings of 2 and 3 included', () => {
    expect(PRODUCT_IDS).toEqual({
      newCarCalculator: 1,
      personalOrCarEmi: 2,
      dashboardResume: 2,
      balanceTransfer: 3,
      refinance: 3,
      journeyBuilderDefault: 5,
      twoWheeler: 7,
      constantSet: 9,
      creditScoreCheck: 17,
      personalLoanChatbot: 26,
    });
  });

  it('PROD-002: vendor ids are 5, 6 and 7', () => {
    expect(Object.values(VENDOR_IDS).sort()).toEqual([5, 6, 7]);
    expect(VENDOR_IDS.standard).toBe(5);
    expect(VENDOR_IDS.nbfcResume).toBe(6);
  });

  it('PROD-003: fixed product/vendor pairs are 26/5, 9/5, 7/7 and the builder default 5/5', () => {
    expect(PRODUCT_VENDOR_PAIRS).toEqual({
      personalLoanChatbot: { productsId: 26, vendorsId: 5 },
      constantSet: { productsId: 9, vendorsId: 5 },
      twoWheeler: { productsId: 7, vendorsId: 7 },
      journeyBuilderDefault: { productsId: 5, vendorsId: 5 },
    });
  });

  it('PROD-004: cards use tw_ev and refinance as product codes', () => {
    expect(CARD_PRODUCT_CODES).toEqual({ twoWheelerEv: 'tw_ev', refinance: 'refinance' });
  });
});

describe('loan products', () => {
  it('PROD-005: ten loan types with unique slugs, the seven pages of §2 and Rinn pages for the other three', () => {
    expect(LOAN_PRODUCTS).toHaveLength(10);
    expect(new Set(LOAN_PRODUCTS.map((p) => p.slug)).size).toBe(10);
    expect(LOAN_PRODUCTS.map((p) => p.route).sort()).toEqual(
      ['/bt-top-up-loan', '/business-loan', '/commercial-vehicle-loan', '/ev-loan', '/instant-loan', '/new-car-loan', '/personal-loan', '/refinance', '/two-wheeler-loan', '/used-car-loan'],
    );
    for (const product of LOAN_PRODUCTS) expect(product.route).toBe(`/${product.slug}`);
  });

  it('PROD-005: FAQ hub categories are the seven of §2', () => {
    expect(LOAN_PRODUCTS.flatMap((p) => (p.faqCategory === null ? [] : [p.faqCategory])).sort()).toEqual(
      ['business-loan', 'green-loan', 'new-car-loan', 'personal-loan', 'refinance', 'two-wheeler-loan', 'used-car-loan'],
    );
    expect(loanProduct('ev-loan')?.faqCategory).toBe('green-loan');
    expect(loanProduct('no-such-loan')).toBeUndefined();
  });

  it('PROD-006: the business journey page opens with the popup flag', () => {
    expect(BUSINESS_JOURNEY_PATH).toBe('/uj-business?popup=1');
  });

  it('PROD-007: city pages live at /{product}/city/{citySlug}', () => {
    expect(cityPagePath('refinance', 'pune')).toBe('/refinance/city/pune');
    expect(cityPagePath('refinance', 'new delhi')).toBe('/refinance/city/new%20delhi');
  });
});
