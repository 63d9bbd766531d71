import { CITY_NAMES, type CitySlug } from '@rinn/content';
import { CREDIT_SCORE_RANGE, LOAN_PRODUCTS, type EmploymentType, type LoanProductSlug } from '@rinn/rules';
import { z } from 'zod/mini';

/** The slugs of every loan type, as a zod enum. */
export const loanProductSlugSchema = z.enum(LOAN_PRODUCTS.map((product) => product.slug) as [LoanProductSlug, ...LoanProductSlug[]]);

/** The cities Rinn serves (every city with a city page), as a zod enum. */
export const citySlugSchema = z.enum(Object.keys(CITY_NAMES) as [CitySlug, ...CitySlug[]]);

/** The employment types of `@rinn/rules`, as a zod enum. */
export const employmentTypeSchema = z.enum(['salaried', 'self-employed', 'other'] satisfies EmploymentType[]);

/**
 * What the matcher needs to know about an application: the facts every lender criterion reads.
 * The server assembles it from the saved journey steps and the bureau's answer (`creditScore`,
 * `null` when the bureau has no record), and the age on the day of matching (`ageInYearsOn`).
 */
export const offerApplicationSchema = z.object({
  product: loanProductSlugSchema,
  /** Rupees. */
  loanAmount: z.int().check(z.positive()),
  tenureMonths: z.int().check(z.gte(1), z.lte(1200)),
  /** Net monthly take-home income, rupees. */
  netMonthlyIncome: z.int().check(z.nonnegative()),
  creditScore: z.nullable(
    z.int().check(z.gte(CREDIT_SCORE_RANGE.min), z.lte(CREDIT_SCORE_RANGE.max)),
  ),
  /** Completed years on the day of matching. */
  ageYears: z.int().check(z.gte(0), z.lte(120)),
  city: citySlugSchema,
  employment: employmentTypeSchema,
});

/** An application as the matcher reads it (see {@link offerApplicationSchema}). */
export type OfferApplication = z.infer<typeof offerApplicationSchema>;
