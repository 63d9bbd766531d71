// fast-check generators shared by the tests of this package (not exported from the package).
import { CITY_NAMES, type CitySlug } from '@rinn/content';
import { LOAN_PRODUCTS, type LoanProductSlug } from '@rinn/rules';
import { fc } from '@fast-check/vitest';
import type { OfferApplication } from '../application.js';
import type { Lender, LenderProductTerms } from '../lender.js';
import { LENDERS } from '../lenders.js';

const productSlugs = LOAN_PRODUCTS.map((product) => product.slug);
const citySlugs = Object.keys(CITY_NAMES) as CitySlug[];
const offeredProducts = [...new Set(LENDERS.flatMap((lender) => lender.products.map((terms) => terms.product)))];

/** Applications across every product, city and employment type, around and beyond the lenders' limits. */
export const applicationArbitrary: fc.Arbitrary<OfferApplication> = fc.record({
  product: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...offeredProducts) }, { weight: 1, arbitrary: fc.constantFrom(...productSlugs) }),
  loanAmount: fc.oneof(fc.integer({ min: 10_000, max: 60_00_000 }), fc.integer({ min: 1_000, max: 1_20_00_000 })),
  tenureMonths: fc.integer({ min: 3, max: 100 }),
  netMonthlyIncome: fc.integer({ min: 0, max: 3_00_000 }),
  creditScore: fc.option(fc.integer({ min: 300, max: 900 }), { nil: null, freq: 8 }),
  ageYears: fc.integer({ min: 18, max: 70 }),
  city: fc.constantFrom(...citySlugs),
  employment: fc.constantFrom('salaried' as const, 'self-employed' as const, 'other' as const),
});

const termsArbitrary = (product: LoanProductSlug): fc.Arbitrary<LenderProductTerms> =>
  fc
    .record({
      amounts: fc.tuple(fc.integer({ min: 10_000, max: 20_00_000 }), fc.integer({ min: 0, max: 80_00_000 })),
      tenures: fc.tuple(fc.integer({ min: 3, max: 36 }), fc.integer({ min: 0, max: 60 })),
      scores: fc.uniqueArray(fc.integer({ min: 550, max: 850 }), { minLength: 1, maxLength: 4 }),
      baseRate: fc.integer({ min: 700, max: 2000 }).map((hundredths) => hundredths / 100),
      rateType: fc.constantFrom('fixed' as const, 'floating' as const),
      minNetMonthlyIncome: fc.integer({ min: 0, max: 60_000 }),
      minAgeYears: fc.integer({ min: 18, max: 25 }),
      maxAgeAtMaturityYears: fc.integer({ min: 55, max: 70 }),
      employmentTypes: fc.subarray(['salaried', 'self-employed'] as const, { minLength: 1 }),
      processingFeePercent: fc.integer({ min: 0, max: 300 }).map((hundredths) => hundredths / 100),
      feeBounds: fc.tuple(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 20_000 })),
      stampDuty: fc.integer({ min: 0, max: 1_000 }),
      valuationCharges: fc.integer({ min: 0, max: 1_500 }),
      serviceCharges: fc.integer({ min: 0, max: 1_500 }),
    })
    .map((drawn) => {
      const scores = [...drawn.scores].sort((left, right) => right - left);
      return {
        product,
        minAmount: drawn.amounts[0],
        maxAmount: drawn.amounts[0] + drawn.amounts[1],
        minTenureMonths: drawn.tenures[0],
        maxTenureMonths: drawn.tenures[0] + drawn.tenures[1],
        rateType: drawn.rateType,
        rateBands: scores.map((minScore, index) => ({ minScore, ratePercent: drawn.baseRate + index * 1.25 })),
        minCreditScore: Math.min(...scores),
        minNetMonthlyIncome: drawn.minNetMonthlyIncome,
        minAgeYears: drawn.minAgeYears,
        maxAgeAtMaturityYears: drawn.maxAgeAtMaturityYears,
        employmentTypes: drawn.employmentTypes,
        processingFeePercent: drawn.processingFeePercent,
        processingFeeMin: drawn.feeBounds[0],
        processingFeeMax: drawn.feeBounds[0] + drawn.feeBounds[1],
        stampDuty: drawn.stampDuty,
        valuationCharges: drawn.valuationCharges,
        serviceCharges: drawn.serviceCharges,
      };
    });

/** A panel of made-up lenders with consistent terms (unique ids, names that may tie on APR). */
export const lenderPanelArbitrary: fc.Arbitrary<Lender[]> = fc
  .uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 6 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .record({
            name: fc.constantFrom('Alpha Bank', 'Beta Finance', 'Gamma Bank', 'Delta Credit'),
            products: fc.subarray(offeredProducts, { minLength: 1 }).chain((products) => fc.tuple(...products.map(termsArbitrary))),
            cities: fc.oneof(fc.constant('all' as const), fc.subarray(citySlugs, { minLength: 1 })),
            foreclosurePercent: fc.integer({ min: 0, max: 5 }),
          })
          .map(
            (drawn): Lender => ({
              id,
              name: drawn.name,
              kind: 'bank',
              cities: drawn.cities,
              products: drawn.products,
              contingent: { penalChargePercentPerAnnum: 24, bounceCharge: 500, foreclosurePercent: drawn.foreclosurePercent, foreclosureAfterInstalments: 12 },
              coolingOffDays: 3,
              grievance: { designation: 'Principal Nodal Officer', phone: '1800 000 000', website: 'https://example.com' },
            }),
          ),
      ),
    ),
  );
