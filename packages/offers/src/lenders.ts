import { LENDING_PARTNERS, type CitySlug } from '@rinn/content';
import { SERVICE_CHARGES, STAMP_DUTY, VALUATION_CHARGES } from '@rinn/loan-math/rinn';
import { OffersError } from './errors.js';
import type { ContingentCharges, Lender, LenderProductTerms, RateBand } from './lender.js';

/**
 * The month the criteria below were compared with the lenders' published terms. They are
 * illustrative: a lender's real offer depends on its own underwriting, and the rates, fees and
 * limits change often. Refresh them together and move this month forward.
 */
export const LENDER_CRITERIA_AS_OF = '2026-11';

/** Where the figures come from, printed next to every offer and on the KFS. */
export const LENDER_CRITERIA_SOURCE =
  'Illustrative terms based on the lenders’ published rates, fees and eligibility for retail loans; the lender confirms the final terms in its sanction letter.';

// Cities where the NBFC-style digital partner lends; the banks lend in every city Rinn serves.
const IDFC_FIRST_CITIES: readonly CitySlug[] = [
  'ahmedabad', 'bangalore', 'chandigarh', 'chennai', 'coimbatore', 'new-delhi', 'gurugram', 'hyderabad', 'indore',
  'jaipur', 'kochi', 'kolkata', 'lucknow', 'mumbai', 'pune', 'surat',
];

const bands = (...pairs: ReadonlyArray<readonly [minScore: number, ratePercent: number]>): readonly RateBand[] =>
  pairs.map(([minScore, ratePercent]) => ({ minScore, ratePercent }));

/** An unsecured loan: no valuation; documentation charges are the lender's own. */
function unsecured(
  product: 'personal-loan' | 'instant-loan',
  terms: Omit<LenderProductTerms, 'product' | 'valuationCharges' | 'stampDuty' | 'serviceCharges' | 'minCreditScore'> & {
    readonly serviceCharges?: number;
  },
): LenderProductTerms {
  return {
    product,
    stampDuty: STAMP_DUTY,
    valuationCharges: 0,
    serviceCharges: 0,
    ...terms,
    minCreditScore: lowestBand(terms.rateBands),
  };
}

/** A vehicle loan: §9's stamp duty and service charges; valuation only where a used vehicle is valued. */
function vehicle(
  product: 'used-car-loan' | 'new-car-loan' | 'two-wheeler-loan' | 'ev-loan' | 'refinance',
  terms: Omit<LenderProductTerms, 'product' | 'valuationCharges' | 'stampDuty' | 'serviceCharges' | 'minCreditScore'>,
): LenderProductTerms {
  const valued = product === 'used-car-loan' || product === 'refinance';
  return {
    product,
    stampDuty: STAMP_DUTY,
    valuationCharges: valued ? VALUATION_CHARGES : 0,
    serviceCharges: SERVICE_CHARGES,
    ...terms,
    minCreditScore: lowestBand(terms.rateBands),
  };
}

function lowestBand(rateBands: readonly RateBand[]): number {
  const last = rateBands.at(-1);
  if (last === undefined) throw new OffersError('INVALID_LENDER', 'A product needs at least one rate band.');
  return last.minScore;
}

const SALARIED = ['salaried'] as const;
const BOTH = ['salaried', 'self-employed'] as const;

const STANDARD_AGE = { minAgeYears: 21, maxAgeAtMaturityYears: 60 } as const;
const VEHICLE_AGE = { minAgeYears: 21, maxAgeAtMaturityYears: 65 } as const;

interface LenderSeed {
  readonly id: number;
  readonly kind: Lender['kind'];
  readonly cities: Lender['cities'];
  readonly products: readonly LenderProductTerms[];
  readonly contingent: ContingentCharges;
}

const SEEDS: readonly LenderSeed[] = [
  {
    id: 1, // State Bank of India
    kind: 'bank',
    cities: 'all',
    contingent: { penalChargePercentPerAnnum: 24, bounceCharge: 500, foreclosurePercent: 3, foreclosureAfterInstalments: 0 },
    products: [
      unsecured('personal-loan', {
        minAmount: 25_000, maxAmount: 35_00_000, minTenureMonths: 6, maxTenureMonths: 72, rateType: 'fixed',
        rateBands: bands([800, 10.3], [750, 11.45], [700, 13.3], [680, 15.3]),
        minNetMonthlyIncome: 15_000, ...STANDARD_AGE, employmentTypes: SALARIED,
        processingFeePercent: 1.5, processingFeeMin: 1_000, processingFeeMax: 15_000,
      }),
      vehicle('new-car-loan', {
        minAmount: 1_00_000, maxAmount: 1_00_00_000, minTenureMonths: 12, maxTenureMonths: 84, rateType: 'fixed',
        rateBands: bands([800, 9.1], [750, 9.45], [700, 9.85]),
        minNetMonthlyIncome: 25_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 0.4, processingFeeMin: 1_000, processingFeeMax: 7_500,
      }),
      vehicle('used-car-loan', {
        minAmount: 1_00_000, maxAmount: 50_00_000, minTenureMonths: 12, maxTenureMonths: 84, rateType: 'fixed',
        rateBands: bands([800, 11.6], [750, 12.6], [700, 13.6]),
        minNetMonthlyIncome: 25_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 0.5, processingFeeMin: 1_000, processingFeeMax: 10_000,
      }),
      vehicle('ev-loan', {
        minAmount: 1_00_000, maxAmount: 1_00_00_000, minTenureMonths: 36, maxTenureMonths: 96, rateType: 'fixed',
        rateBands: bands([800, 8.9], [750, 9.25], [700, 9.65]),
        minNetMonthlyIncome: 25_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 0, processingFeeMin: 0, processingFeeMax: 0,
      }),
    ],
  },
  {
    id: 2, // HDFC Bank
    kind: 'bank',
    cities: 'all',
    contingent: { penalChargePercentPerAnnum: 24, bounceCharge: 550, foreclosurePercent: 4, foreclosureAfterInstalments: 12 },
    products: [
      unsecured('personal-loan', {
        minAmount: 50_000, maxAmount: 40_00_000, minTenureMonths: 12, maxTenureMonths: 60, rateType: 'fixed',
        rateBands: bands([800, 10.9], [750, 12.5], [720, 15.5], [700, 19.5]),
        minNetMonthlyIncome: 25_000, ...STANDARD_AGE, employmentTypes: SALARIED,
        processingFeePercent: 2, processingFeeMin: 0, processingFeeMax: 6_500,
      }),
      vehicle('new-car-loan', {
        minAmount: 1_00_000, maxAmount: 1_00_00_000, minTenureMonths: 12, maxTenureMonths: 84, rateType: 'fixed',
        rateBands: bands([800, 9.4], [750, 9.9], [700, 10.75]),
        minNetMonthlyIncome: 25_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 0.5, processingFeeMin: 3_500, processingFeeMax: 9_000,
      }),
      vehicle('used-car-loan', {
        minAmount: 1_00_000, maxAmount: 50_00_000, minTenureMonths: 12, maxTenureMonths: 84, rateType: 'fixed',
        rateBands: bands([780, 14], [730, 15], [700, 16.5]),
        minNetMonthlyIncome: 20_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 1, processingFeeMin: 3_000, processingFeeMax: 15_000,
      }),
      vehicle('two-wheeler-loan', {
        minAmount: 20_000, maxAmount: 3_00_000, minTenureMonths: 12, maxTenureMonths: 48, rateType: 'fixed',
        rateBands: bands([750, 10.5], [700, 13.5], [650, 17.5]),
        minNetMonthlyIncome: 12_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 2, processingFeeMin: 1_000, processingFeeMax: 3_000,
      }),
      vehicle('refinance', {
        minAmount: 1_00_000, maxAmount: 30_00_000, minTenureMonths: 12, maxTenureMonths: 60, rateType: 'fixed',
        rateBands: bands([780, 14.5], [730, 16], [700, 18]),
        minNetMonthlyIncome: 20_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 1, processingFeeMin: 3_000, processingFeeMax: 15_000,
      }),
    ],
  },
  {
    id: 3, // ICICI Bank
    kind: 'bank',
    cities: 'all',
    contingent: { penalChargePercentPerAnnum: 24, bounceCharge: 500, foreclosurePercent: 5, foreclosureAfterInstalments: 12 },
    products: [
      unsecured('personal-loan', {
        minAmount: 50_000, maxAmount: 50_00_000, minTenureMonths: 12, maxTenureMonths: 72, rateType: 'fixed',
        rateBands: bands([800, 10.85], [750, 12.75], [725, 16.65]),
        minNetMonthlyIncome: 30_000, minAgeYears: 23, maxAgeAtMaturityYears: 60, employmentTypes: SALARIED,
        processingFeePercent: 2, processingFeeMin: 0, processingFeeMax: 12_500,
      }),
      unsecured('instant-loan', {
        minAmount: 10_000, maxAmount: 5_00_000, minTenureMonths: 6, maxTenureMonths: 36, rateType: 'fixed',
        rateBands: bands([800, 12.5], [750, 14.5], [725, 16.65]),
        minNetMonthlyIncome: 25_000, minAgeYears: 23, maxAgeAtMaturityYears: 60, employmentTypes: SALARIED,
        processingFeePercent: 2, processingFeeMin: 499, processingFeeMax: 5_000,
      }),
      vehicle('new-car-loan', {
        minAmount: 1_00_000, maxAmount: 1_00_00_000, minTenureMonths: 12, maxTenureMonths: 84, rateType: 'fixed',
        rateBands: bands([800, 9.1], [750, 9.8], [700, 10.9]),
        minNetMonthlyIncome: 25_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 0.5, processingFeeMin: 3_000, processingFeeMax: 8_500,
      }),
      vehicle('used-car-loan', {
        minAmount: 1_00_000, maxAmount: 50_00_000, minTenureMonths: 12, maxTenureMonths: 84, rateType: 'fixed',
        rateBands: bands([780, 15], [730, 16], [700, 17.5]),
        minNetMonthlyIncome: 20_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 1, processingFeeMin: 3_000, processingFeeMax: 15_000,
      }),
      vehicle('two-wheeler-loan', {
        minAmount: 20_000, maxAmount: 5_00_000, minTenureMonths: 12, maxTenureMonths: 48, rateType: 'fixed',
        rateBands: bands([750, 10.75], [700, 13.75], [650, 18]),
        minNetMonthlyIncome: 12_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 2, processingFeeMin: 1_000, processingFeeMax: 3_500,
      }),
      vehicle('refinance', {
        minAmount: 1_00_000, maxAmount: 25_00_000, minTenureMonths: 12, maxTenureMonths: 60, rateType: 'fixed',
        rateBands: bands([780, 15.5], [730, 17], [700, 18.5]),
        minNetMonthlyIncome: 20_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 1, processingFeeMin: 3_000, processingFeeMax: 15_000,
      }),
    ],
  },
  {
    id: 4, // Axis Bank
    kind: 'bank',
    cities: 'all',
    contingent: { penalChargePercentPerAnnum: 24, bounceCharge: 500, foreclosurePercent: 5, foreclosureAfterInstalments: 12 },
    products: [
      unsecured('personal-loan', {
        minAmount: 50_000, maxAmount: 40_00_000, minTenureMonths: 12, maxTenureMonths: 60, rateType: 'fixed',
        rateBands: bands([800, 11], [750, 14], [700, 18], [680, 22]),
        minNetMonthlyIncome: 25_000, ...STANDARD_AGE, employmentTypes: SALARIED,
        processingFeePercent: 2, processingFeeMin: 0, processingFeeMax: 15_000,
      }),
      vehicle('new-car-loan', {
        minAmount: 1_00_000, maxAmount: 1_00_00_000, minTenureMonths: 12, maxTenureMonths: 84, rateType: 'fixed',
        rateBands: bands([800, 9.3], [750, 9.9], [700, 11]),
        minNetMonthlyIncome: 25_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 0.5, processingFeeMin: 3_500, processingFeeMax: 10_000,
      }),
      vehicle('used-car-loan', {
        minAmount: 1_00_000, maxAmount: 40_00_000, minTenureMonths: 12, maxTenureMonths: 60, rateType: 'fixed',
        rateBands: bands([780, 15.5], [730, 16.5], [700, 18]),
        minNetMonthlyIncome: 20_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 1, processingFeeMin: 3_500, processingFeeMax: 15_000,
      }),
      vehicle('refinance', {
        minAmount: 1_00_000, maxAmount: 25_00_000, minTenureMonths: 12, maxTenureMonths: 60, rateType: 'fixed',
        rateBands: bands([780, 15.75], [730, 17], [700, 19]),
        minNetMonthlyIncome: 20_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 1, processingFeeMin: 3_500, processingFeeMax: 15_000,
      }),
    ],
  },
  {
    id: 5, // Kotak Mahindra Bank
    kind: 'bank',
    cities: 'all',
    contingent: { penalChargePercentPerAnnum: 24, bounceCharge: 600, foreclosurePercent: 5, foreclosureAfterInstalments: 12 },
    products: [
      unsecured('personal-loan', {
        minAmount: 50_000, maxAmount: 40_00_000, minTenureMonths: 12, maxTenureMonths: 60, rateType: 'fixed',
        rateBands: bands([800, 10.99], [750, 13.5], [720, 16.99]),
        minNetMonthlyIncome: 25_000, ...STANDARD_AGE, employmentTypes: SALARIED,
        processingFeePercent: 3, processingFeeMin: 0, processingFeeMax: 25_000,
      }),
      unsecured('instant-loan', {
        minAmount: 10_000, maxAmount: 5_00_000, minTenureMonths: 6, maxTenureMonths: 48, rateType: 'fixed',
        rateBands: bands([800, 12.99], [750, 14.99], [720, 16.99]),
        minNetMonthlyIncome: 25_000, ...STANDARD_AGE, employmentTypes: SALARIED,
        processingFeePercent: 2.5, processingFeeMin: 999, processingFeeMax: 7_500,
      }),
      vehicle('new-car-loan', {
        minAmount: 1_00_000, maxAmount: 75_00_000, minTenureMonths: 12, maxTenureMonths: 84, rateType: 'fixed',
        rateBands: bands([800, 9.5], [750, 10.25], [700, 11.5]),
        minNetMonthlyIncome: 25_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 0.6, processingFeeMin: 3_500, processingFeeMax: 10_000,
      }),
      vehicle('used-car-loan', {
        minAmount: 1_00_000, maxAmount: 40_00_000, minTenureMonths: 12, maxTenureMonths: 72, rateType: 'fixed',
        rateBands: bands([780, 15.25], [730, 16.5], [700, 18]),
        minNetMonthlyIncome: 20_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 1, processingFeeMin: 3_500, processingFeeMax: 15_000,
      }),
      vehicle('refinance', {
        minAmount: 1_00_000, maxAmount: 25_00_000, minTenureMonths: 12, maxTenureMonths: 60, rateType: 'fixed',
        rateBands: bands([780, 15.5], [730, 17], [700, 18.5]),
        minNetMonthlyIncome: 20_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 1, processingFeeMin: 3_500, processingFeeMax: 15_000,
      }),
    ],
  },
  {
    id: 6, // Bank of Baroda
    kind: 'bank',
    cities: 'all',
    contingent: { penalChargePercentPerAnnum: 12, bounceCharge: 500, foreclosurePercent: 2, foreclosureAfterInstalments: 0 },
    products: [
      unsecured('personal-loan', {
        minAmount: 50_000, maxAmount: 20_00_000, minTenureMonths: 12, maxTenureMonths: 60, rateType: 'fixed',
        rateBands: bands([800, 10.9], [750, 12.9], [700, 15.5], [680, 18.25]),
        minNetMonthlyIncome: 20_000, ...STANDARD_AGE, employmentTypes: BOTH,
        processingFeePercent: 2, processingFeeMin: 1_000, processingFeeMax: 10_000,
      }),
      vehicle('new-car-loan', {
        minAmount: 1_00_000, maxAmount: 1_00_00_000, minTenureMonths: 12, maxTenureMonths: 84, rateType: 'floating',
        rateBands: bands([800, 8.9], [750, 9.4], [700, 10.4]),
        minNetMonthlyIncome: 25_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 0.25, processingFeeMin: 1_000, processingFeeMax: 5_000,
      }),
      vehicle('ev-loan', {
        minAmount: 1_00_000, maxAmount: 1_00_00_000, minTenureMonths: 12, maxTenureMonths: 84, rateType: 'floating',
        rateBands: bands([800, 8.75], [750, 9.15], [700, 10.15]),
        minNetMonthlyIncome: 25_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 0, processingFeeMin: 0, processingFeeMax: 0,
      }),
    ],
  },
  {
    id: 7, // IDFC FIRST Bank
    kind: 'bank',
    cities: IDFC_FIRST_CITIES,
    contingent: { penalChargePercentPerAnnum: 24, bounceCharge: 500, foreclosurePercent: 5, foreclosureAfterInstalments: 6 },
    products: [
      unsecured('personal-loan', {
        minAmount: 20_000, maxAmount: 10_00_000, minTenureMonths: 9, maxTenureMonths: 60, rateType: 'fixed',
        rateBands: bands([800, 10.99], [750, 13.99], [700, 17.99], [680, 21.99]),
        minNetMonthlyIncome: 20_000, minAgeYears: 23, maxAgeAtMaturityYears: 60, employmentTypes: BOTH,
        processingFeePercent: 2, processingFeeMin: 0, processingFeeMax: 10_000,
      }),
      unsecured('instant-loan', {
        minAmount: 10_000, maxAmount: 5_00_000, minTenureMonths: 6, maxTenureMonths: 36, rateType: 'fixed',
        rateBands: bands([800, 12.99], [750, 15.99], [700, 19.99]),
        minNetMonthlyIncome: 20_000, minAgeYears: 23, maxAgeAtMaturityYears: 60, employmentTypes: BOTH,
        processingFeePercent: 2, processingFeeMin: 499, processingFeeMax: 5_000,
      }),
      vehicle('used-car-loan', {
        minAmount: 1_00_000, maxAmount: 30_00_000, minTenureMonths: 12, maxTenureMonths: 60, rateType: 'fixed',
        rateBands: bands([780, 14.5], [730, 16.5], [700, 18.5]),
        minNetMonthlyIncome: 20_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 1.5, processingFeeMin: 3_000, processingFeeMax: 15_000,
      }),
      vehicle('two-wheeler-loan', {
        minAmount: 20_000, maxAmount: 3_00_000, minTenureMonths: 12, maxTenureMonths: 48, rateType: 'fixed',
        rateBands: bands([750, 11.5], [700, 14.5], [650, 19]),
        minNetMonthlyIncome: 12_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 2.5, processingFeeMin: 1_000, processingFeeMax: 3_500,
      }),
      vehicle('ev-loan', {
        minAmount: 25_000, maxAmount: 50_00_000, minTenureMonths: 12, maxTenureMonths: 84, rateType: 'fixed',
        rateBands: bands([800, 9.99], [750, 11.5], [700, 13.5]),
        minNetMonthlyIncome: 15_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 1, processingFeeMin: 1_000, processingFeeMax: 10_000,
      }),
      vehicle('refinance', {
        minAmount: 1_00_000, maxAmount: 20_00_000, minTenureMonths: 12, maxTenureMonths: 48, rateType: 'fixed',
        rateBands: bands([780, 15.5], [730, 17.5], [700, 19.5]),
        minNetMonthlyIncome: 20_000, ...VEHICLE_AGE, employmentTypes: BOTH,
        processingFeePercent: 1.5, processingFeeMin: 3_000, processingFeeMax: 15_000,
      }),
    ],
  },
];

/** Cooling-off (look-up) period every partner gives: RBI's minimum for loans of 7 days or more. */
const COOLING_OFF_DAYS = 3;

/**
 * Every partner lender of Rinn with the criteria it lends on, as data.
 *
 * Names, customer-care numbers and websites come from `LENDING_PARTNERS` of `@rinn/content`, so a
 * lender is named the same in the carousel, the legal pages, the offers and the KFS.
 *
 * @rule LENDER-001 Every lending partner of `@rinn/content` has exactly one lender record with the
 *   same id and name, and every lender record is a lending partner.
 * @spec §3 Lending partner; §10 Offer matching (lender criteria are data)
 * @rule LENDER-002 A lender's product terms are consistent: minimum amount and tenure at most the
 *   maximum, rate bands ordered by minimum score descending with rates ascending, the minimum credit
 *   score equal to the lowest band, the processing-fee minimum at most its maximum, a cooling-off
 *   period of at least 3 days (RBI Digital Lending Directions, 2025: loans of 7 days or more).
 * @spec §10 Offer matching (lender criteria are data); RBI Digital Lending Directions 2025
 * @example
 * ```ts
 * LENDERS.find((lender) => lender.id === 1)?.name; // 'State Bank of India'
 * ```
 */
export const LENDERS: readonly Lender[] = SEEDS.map((seed) => {
  const partner = LENDING_PARTNERS.find((candidate) => candidate.id === seed.id);
  if (partner === undefined) throw new OffersError('INVALID_LENDER', `No lending partner has id ${seed.id}.`);
  return {
    ...seed,
    name: partner.imgAlt,
    coolingOffDays: COOLING_OFF_DAYS,
    grievance: { designation: 'Principal Nodal Officer', phone: partner.customerCareContact, website: partner.imgLink },
  };
});

/**
 * The lender with an id.
 *
 * @param id - a lending partner's id
 * @param lenders - the lenders to search; defaults to {@link LENDERS}
 * @returns the lender, or undefined
 * @example
 * ```ts
 * lenderById(7)?.name; // 'IDFC FIRST Bank'
 * ```
 */
export function lenderById(id: number, lenders: readonly Lender[] = LENDERS): Lender | undefined {
  return lenders.find((lender) => lender.id === id);
}
