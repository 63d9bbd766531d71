import { describe, expect, it } from 'vitest';
import { PRODUCT_JOURNEYS } from './journeys.js';
import { LOAN_TYPES } from './loan-types.js';

describe('product journeys', () => {
  it('CONTENT-016: every loan type starts a journey with the ids of spec §3', () => {
    expect(Object.keys(PRODUCT_JOURNEYS).sort()).toEqual(LOAN_TYPES.map((loanType) => loanType.id).sort());
    expect(PRODUCT_JOURNEYS).toEqual({
      personal: { productsId: 2, vendorsId: 5 },
      instant: { productsId: 2, vendorsId: 5 },
      'used-car': { productsId: 2, vendorsId: 5 },
      'new-car': { productsId: 1, vendorsId: 5 },
      refinance: { productsId: 3, vendorsId: 5 },
      'bt-top-up': { productsId: 3, vendorsId: 5 },
      'two-wheeler': { productsId: 7, vendorsId: 7 },
      ev: { productsId: 5, vendorsId: 5 },
      'commercial-vehicle': { productsId: 5, vendorsId: 5 },
      business: { productsId: 5, vendorsId: 5 },
    });
  });

  it('CONTENT-016: only vendor ids seen in spec §3 are used', () => {
    for (const journey of Object.values(PRODUCT_JOURNEYS)) expect([5, 6, 7]).toContain(journey.vendorsId);
  });
});
