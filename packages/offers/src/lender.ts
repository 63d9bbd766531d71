import type { EmploymentType, LoanProductSlug } from '@rinn/rules';
import type { CitySlug } from '@rinn/content';

/** The employment types a lender can accept (`other` is never accepted for an unsecured loan). */
export type LenderEmploymentType = Exclude<EmploymentType, 'other'>;

/** How the rate behaves over the loan's life (KFS "type of interest rate"). */
export type RateType = 'fixed' | 'floating';

/**
 * One rate band: applicants whose credit score is at least `minScore` get `ratePercent`.
 * A product's bands are ordered by `minScore` descending; the first band the score reaches applies.
 */
export interface RateBand {
  readonly minScore: number;
  /** Nominal rate of interest, percent a year. */
  readonly ratePercent: number;
}

/** A lender's terms for one product. All amounts are rupees, tenures months, rates percent a year. */
export interface LenderProductTerms {
  readonly product: LoanProductSlug;
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly minTenureMonths: number;
  readonly maxTenureMonths: number;
  readonly rateType: RateType;
  /** Rate by credit-score band, best band first. */
  readonly rateBands: readonly RateBand[];
  readonly minCreditScore: number;
  readonly minNetMonthlyIncome: number;
  readonly minAgeYears: number;
  /** Oldest the borrower may be when the last instalment falls due. */
  readonly maxAgeAtMaturityYears: number;
  readonly employmentTypes: readonly LenderEmploymentType[];
  /** Processing fee before GST, percent of the loan, bounded by the minimum and maximum below. */
  readonly processingFeePercent: number;
  readonly processingFeeMin: number;
  readonly processingFeeMax: number;
  /** Stamp duty on the loan agreement, paid to the state through the lender (a third party). */
  readonly stampDuty: number;
  /** Vehicle valuation by the lender's empanelled valuer (a third party); 0 when none is done. */
  readonly valuationCharges: number;
  /** Documentation / service charges kept by the lender. */
  readonly serviceCharges: number;
}

/** Charges that arise only if something happens after disbursal (KFS "contingent charges"). */
export interface ContingentCharges {
  /** Penal charge on the overdue instalment, percent a year, not compounded (RBI, Aug 2023). */
  readonly penalChargePercentPerAnnum: number;
  /** Charge per dishonoured instalment (cheque, NACH or e-mandate bounce), before GST. */
  readonly bounceCharge: number;
  /** Foreclosure charge on the principal outstanding, percent, before GST; 0 on floating-rate loans. */
  readonly foreclosurePercent: number;
  /** Foreclosure is allowed only after this many instalments have been paid. */
  readonly foreclosureAfterInstalments: number;
}

/** The lender's own grievance contact, printed in the KFS beside Rinn's officer. */
export interface LenderGrievanceContact {
  readonly designation: string;
  readonly phone: string;
  readonly website: string;
}

/** A regulated lender on Rinn's panel and the criteria it lends on. */
export interface Lender {
  /** The partner's id in `LENDING_PARTNERS` of `@rinn/content`. */
  readonly id: number;
  readonly name: string;
  readonly kind: 'bank' | 'nbfc';
  /** Cities it lends in; `all` for every city Rinn serves. */
  readonly cities: 'all' | readonly CitySlug[];
  readonly products: readonly LenderProductTerms[];
  readonly contingent: ContingentCharges;
  /** Days after disbursal in which the borrower may exit by repaying principal and proportionate APR. */
  readonly coolingOffDays: number;
  readonly grievance: LenderGrievanceContact;
}
