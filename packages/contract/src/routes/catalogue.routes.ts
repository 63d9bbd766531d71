import { z } from 'zod/mini';
import { percentSchema, productCodeSchema, queryIdSchema, rupeesSchema } from '../common.js';
import { defineRoute } from '../route.js';

/** What a calculator lookup asks for (§7 calculator `key`). */
export const calculatorKeySchema = z.enum(['city_brand', 'model', 'variant', 'price']);

/** One dropdown entry (§3 Calculator dropdown lists: text and value). */
export const dropdownItemSchema = z.object({
  text: z.string().check(z.minLength(1)),
  value: z.int().check(z.positive()),
});

/**
 * Query of `GET /api/calculator`.
 *
 * @rule API-006 A calculator lookup names what it needs: `city_brand` needs nothing, `model` needs
 *   makeId, `variant` needs modelId, and `price` needs variantId and cityId; a missing id is a
 *   400, never an empty list.
 * @spec §7 GET calculator, §4 New car calculator flow
 */
export const calculatorQuerySchema = z
  .object({
    key: calculatorKeySchema,
    makeId: z.optional(queryIdSchema),
    modelId: z.optional(queryIdSchema),
    variantId: z.optional(queryIdSchema),
    cityId: z.optional(queryIdSchema),
  })
  .check(
    z.superRefine((query, context) => {
      const needs: Record<
        z.output<typeof calculatorKeySchema>,
        ReadonlyArray<'makeId' | 'modelId' | 'variantId' | 'cityId'>
      > = {
        city_brand: [],
        model: ['makeId'],
        variant: ['modelId'],
        price: ['variantId', 'cityId'],
      };
      for (const field of needs[query.key]) {
        if (query[field] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: `${field} is required when key is ${query.key}`,
          });
        }
      }
    }),
  );

/**
 * `data` of a calculator lookup: `city_brand` fills city and brand, `model` fills model, `variant`
 * fills variant, `price` fills price.
 */
export const calculatorDataSchema = z.object({
  city: z.optional(z.array(dropdownItemSchema)),
  brand: z.optional(z.array(dropdownItemSchema)),
  model: z.optional(z.array(dropdownItemSchema)),
  variant: z.optional(z.array(dropdownItemSchema)),
  price: z.optional(z.object({ ex_showroom_price: rupeesSchema.check(z.positive()) })),
});

/** One row of an interest-rate table (§3 Bank rate row). */
export const bankRateRowSchema = z.object({
  /** Logo image path or URL. */
  logo: z.string().check(z.minLength(1)),
  bankname: z.string().check(z.minLength(1)),
  /** Starting rate, percent per annum. */
  interest: percentSchema,
  /** Processing fee, percent of the loan (upper bound). */
  pf: percentSchema,
});

/** Customer-trust numbers (§3 Platform stats); `total_applied_amount` in rupees. */
export const platformStatsSchema = z.object({
  total_channel_partner: z.int().check(z.nonnegative()),
  total_applied_amount: rupeesSchema,
  total_customer: z.int().check(z.nonnegative()),
  total_launch_cities: z.int().check(z.nonnegative()),
});

/** Details of a car model for the used or new car journey (§7 asset; shape not shown). */
export const assetSchema = z.object({
  model_id: z.int().check(z.positive()),
  make_name: z.string().check(z.minLength(1)),
  model_name: z.string().check(z.minLength(1)),
  carType: z.enum(['used', 'new']),
  body_type: z.nullable(z.string()),
  fuel_types: z.array(z.string().check(z.minLength(1))),
  transmissions: z.array(z.string().check(z.minLength(1))),
  seating_capacity: z.nullable(z.int().check(z.positive())),
  variants: z.array(
    z.object({
      variant_id: z.int().check(z.positive()),
      variant_name: z.string().check(z.minLength(1)),
      /** Lowest ex-showroom price across cities; null when not sold new any more. */
      ex_showroom_price: z.nullable(rupeesSchema),
    }),
  ),
});

/** `GET /api/calculator`: new-car catalogue lookups (§7, §4 New car calculator flow). */
export const calculatorRoute = defineRoute({
  id: 'calculator',
  method: 'GET',
  path: '/api/calculator',
  auth: 'none',
  request: { query: calculatorQuerySchema },
  response: calculatorDataSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND'],
  summary: 'City and brand lists, models of a make, variants of a model, or the ex-showroom price of a variant in a city.',
  specSection: '§7 GET calculator, §3 Calculator dropdown lists',
});

/** `GET /api/asset`: a car model's details (§7 asset). */
export const assetRoute = defineRoute({
  id: 'asset',
  method: 'GET',
  path: '/api/asset',
  auth: 'none',
  request: { query: z.object({ modelId: queryIdSchema, carType: z.enum(['used', 'new']) }) },
  response: assetSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND'],
  summary: 'A car model with its fuel types, transmissions and variants.',
  specSection: '§7 GET asset',
});

/** `GET /api/model-image`: a model's picture (§7 Model image lookup; path designed here). */
export const modelImageRoute = defineRoute({
  id: 'modelImage',
  method: 'GET',
  path: '/api/model-image',
  auth: 'none',
  request: { query: z.object({ model_id: queryIdSchema }) },
  response: z.object({ modelImage: z.nullable(z.string().check(z.minLength(1))) }),
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND'],
  summary:
    "A model's image path, or null when there is none (the card then hides it silently, §8).",
  specSection: '§7 Model image lookup, §3 Finance detail',
});

/** `GET /api/interest-rate`: bank rate rows for a product (§7 interest-rate). */
export const interestRateRoute = defineRoute({
  id: 'interestRate',
  method: 'GET',
  path: '/api/interest-rate',
  auth: 'none',
  request: { query: z.object({ product: productCodeSchema }) },
  response: z.array(bankRateRowSchema),
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary: 'Interest-rate comparison rows (logo, bank name, starting rate, processing fee) for a product; empty for an unknown product.',
  specSection: '§7 GET interest-rate, §3 Bank rate row',
});

/** `GET /api/platform-stats`: customer-trust numbers (§7 Platform stats fetch; path designed here). */
export const platformStatsRoute = defineRoute({
  id: 'platformStats',
  method: 'GET',
  path: '/api/platform-stats',
  auth: 'none',
  request: {},
  response: platformStatsSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary: 'Channel partners, amount applied for, customers and launch cities (the page falls back to defaults on failure).',
  specSection: '§7 Platform stats fetch, §3 Platform stats',
});

/** The catalogue routes by id, in route-table order (`ROUTES` spreads them; `loadRoute` loads this file alone). */
export const CATALOGUE_ROUTES = {
  calculator: calculatorRoute,
  asset: assetRoute,
  modelImage: modelImageRoute,
  interestRate: interestRateRoute,
  platformStats: platformStatsRoute,
} as const;
