/**
 * The on-road price of a new car: what a buyer pays to drive it away, and so what a car loan
 * finances (spec §4 New car calculator flow). The catalogue gives only the ex-showroom price of a
 * variant in a city; the registration and road tax at the RTO and the first insurance cover are
 * estimated here, by the explicit rules below, and the page says they are estimates.
 *
 * Sources of the rates (read on 2026-11-26; review them when the notifications change):
 * - Road tax: the one-time road tax of a private petrol car in Delhi under the Delhi Motor
 *   Vehicles Taxation Act, 1962 (Transport Department, Government of NCT of Delhi): 4 % of the
 *   price up to ₹6,00,000, 7 % above that up to ₹10,00,000, 10 % above ₹10,00,000, each slab
 *   applying to the whole price. Other states charge differently (roughly 4 % to 15 %); one
 *   schedule is used everywhere so that the estimate is the same rule in every city.
 * - Registration fees: Rule 81 of the Central Motor Vehicles Rules, 1989 (as amended in 2016) for
 *   a private light motor vehicle: registration ₹600, the registration certificate as a smart card
 *   ₹200, and the endorsement of the loan's hypothecation on it ₹1,500.
 * - Insurance: own damage at the former India Motor Tariff rate for a car of 1,000–1,500 cc in
 *   zone A under five years old, 3.283 % of the insured declared value (95 % of the ex-showroom
 *   price for a new car), plus IRDAI's three-year third-party premium for a new private car of
 *   1,000–1,500 cc (₹9,534, 2019–20), with 18 % GST on the whole premium. Insurers discount the
 *   own-damage part; the engine size is not in the catalogue, so the most common band is assumed.
 *
 * @module
 */
import { LoanMathError } from './errors.js';
import { assertInputObject } from './loan-terms.js';

/** One road-tax slab: the rate of the whole price when the price is at most `upTo` rupees. */
export interface RoadTaxSlab {
  readonly upTo: number;
  readonly percent: number;
}

/** The road-tax slabs of the estimate, in ascending order; the last one has no upper bound. */
export const ROAD_TAX_SLABS: readonly RoadTaxSlab[] = [
  { upTo: 600_000, percent: 4 },
  { upTo: 1_000_000, percent: 7 },
  { upTo: Number.POSITIVE_INFINITY, percent: 10 },
];

/** Registration fees at the RTO in rupees: registration, smart-card certificate, hypothecation endorsement. */
export const REGISTRATION_FEES = { registration: 600, smartCard: 200, hypothecation: 1_500 } as const;

/** The insurance estimate's rates. */
export const INSURANCE_RATES = {
  /** The insured declared value of a new car, as a share of its ex-showroom price. */
  idvShare: 0.95,
  /** Own damage, percent of the insured declared value. */
  ownDamagePercent: 3.283,
  /** Three-year third-party cover of a new private car of 1,000–1,500 cc, in rupees. */
  thirdPartyThreeYears: 9_534,
  /** GST on the premium, percent. */
  gstPercent: 18,
} as const;

/** What a new car costs on the road, in whole rupees. */
export interface OnRoadPrice {
  readonly exShowroom: number;
  /** Road tax and registration fees at the RTO. */
  readonly registration: number;
  /** The first insurance cover. */
  readonly insurance: number;
  /** exShowroom + registration + insurance. */
  readonly onRoad: number;
}

function assertPrice(exShowroom: number): void {
  if (!Number.isSafeInteger(exShowroom) || exShowroom <= 0) {
    throw new LoanMathError('INVALID_CAR_PRICE');
  }
}

/**
 * Registration and road tax at the RTO for a new private car.
 *
 * @rule ONROAD-001 Registration at the RTO is the road tax of the slab the ex-showroom price falls
 *   in, as a share of the whole price (4 % up to ₹6,00,000, 7 % up to ₹10,00,000, 10 % above),
 *   rounded to the rupee, plus ₹2,300 of fees (registration ₹600, smart card ₹200, hypothecation
 *   endorsement ₹1,500).
 * @spec §4 New car calculator flow
 * @param exShowroom - the ex-showroom price in whole rupees, above zero
 * @returns road tax and fees in rupees
 * @example
 * ```ts
 * rtoCharges(500_000); // 22_300 (4 % road tax + ₹2,300 fees)
 * ```
 */
export function rtoCharges(exShowroom: number): number {
  assertPrice(exShowroom);
  const slab = ROAD_TAX_SLABS.find((candidate) => exShowroom <= candidate.upTo) ?? ROAD_TAX_SLABS[ROAD_TAX_SLABS.length - 1];
  const roadTax = Math.round((exShowroom * (slab?.percent ?? 0)) / 100);
  return roadTax + REGISTRATION_FEES.registration + REGISTRATION_FEES.smartCard + REGISTRATION_FEES.hypothecation;
}

/**
 * The first insurance cover of a new private car.
 *
 * @rule ONROAD-002 The first insurance is estimated as own damage at 3.283 % of the insured
 *   declared value (95 % of the ex-showroom price) plus ₹9,534 of three-year third-party cover,
 *   with 18 % GST on the sum, rounded to the rupee.
 * @spec §4 New car calculator flow
 * @param exShowroom - the ex-showroom price in whole rupees, above zero
 * @returns the premium in rupees
 * @example
 * ```ts
 * firstInsurance(500_000); // 29_651
 * ```
 */
export function firstInsurance(exShowroom: number): number {
  assertPrice(exShowroom);
  const { idvShare, ownDamagePercent, thirdPartyThreeYears, gstPercent } = INSURANCE_RATES;
  const ownDamage = (exShowroom * idvShare * ownDamagePercent) / 100;
  return Math.round((ownDamage + thirdPartyThreeYears) * (1 + gstPercent / 100));
}

/**
 * The on-road price of a new car from its ex-showroom price.
 *
 * @rule ONROAD-003 The on-road price is the ex-showroom price plus the RTO charges (ONROAD-001)
 *   plus the first insurance (ONROAD-002), so it is always above the ex-showroom price and grows
 *   with it.
 * @spec §4 New car calculator flow
 * @param exShowroom - the ex-showroom price in whole rupees, above zero
 * @returns the breakdown and the total
 * @example
 * ```ts
 * onRoadPrice(500_000).onRoad; // 551_951
 * ```
 */
export function onRoadPrice(exShowroom: number): OnRoadPrice {
  const registration = rtoCharges(exShowroom);
  const insurance = firstInsurance(exShowroom);
  return { exShowroom, registration, insurance, onRoad: exShowroom + registration + insurance };
}

/**
 * The loan a new car needs once the buyer pays part of it.
 *
 * @rule DOWNPAY-001 The loan amount of a new car is its on-road price minus the down payment; the
 *   down payment is taken as at least ₹0 and at most the on-road price less the smallest loan
 *   (minLoan), so the loan amount never falls below it nor rises above the on-road price.
 * @spec §4 New car calculator flow
 * @param input - on-road price, down payment and the smallest loan, in whole rupees
 * @returns the loan amount and the down payment it takes
 * @example
 * ```ts
 * newCarLoan({ onRoad: 551_951, downPayment: 100_000, minLoan: 10_000 }); // { loanAmount: 451_951, downPayment: 100_000 }
 * ```
 */
export function newCarLoan(input: { readonly onRoad: number; readonly downPayment: number; readonly minLoan: number }): { readonly loanAmount: number; readonly downPayment: number } {
  assertInputObject(input);
  const { onRoad, minLoan } = input;
  if (!Number.isSafeInteger(onRoad) || !Number.isSafeInteger(minLoan) || minLoan < 0 || onRoad < minLoan) {
    throw new LoanMathError('INVALID_CAR_PRICE');
  }
  const typed = Number.isFinite(input.downPayment) ? Math.round(input.downPayment) : 0;
  const downPayment = Math.min(Math.max(0, typed), onRoad - minLoan);
  return { loanAmount: onRoad - downPayment, downPayment };
}
