import { z } from 'zod/mini';
import {
  calendarDateSchema,
  idSchema,
  instantSchema,
  percentSchema,
  productCodeSchema,
  rupeesSchema,
  tokenSchema,
  userSchema,
} from '../common.js';
import { defineRoute } from '../route.js';

/** Scores run 300 to 900 (§3 Credit score, §9). */
export const creditScoreValueSchema = z.int().check(z.gte(300), z.lte(900));

/** One step of an application's progress (§3 `stages`: stage and isComplete). */
export const applicationStageSchema = z.object({
  stage: z.string().check(z.minLength(1)),
  isComplete: z.boolean(),
});

/**
 * An application or lead as a dashboard card shows it (§3 Application or lead, §4 Application card).
 * `leadStatus` is `Cancelled`, `Completed`, or any other text, which means in progress.
 */
export const applicationCardSchema = z.object({
  /** Shown as the reference number when there is no `loanId`. */
  id: idSchema,
  /** The lender's loan id once there is one; the sanction letter of systemId 1 is fetched by it. */
  loanId: z.nullable(idSchema),
  /** e.g. `personal-loan`, `usedcar`, `refinance`, `tw_ev` (the card rules of §4 test these). */
  product: productCodeSchema,
  productName: z.string().check(z.minLength(1)),
  productsId: z.int().check(z.positive()),
  lenderName: z.nullable(z.string()),
  loanAmount: z.nullable(rupeesSchema),
  leadStatus: z.string().check(z.minLength(1)),
  /** Shown as "Applied on". */
  createdAt: instantSchema,
  /** Shown as last activity, in hours ago. */
  updatedAt: instantSchema,
  stages: z.array(applicationStageSchema),
  /** Which lending system holds the application (1 and 5 may resume, §4). */
  systemId: z.int().check(z.positive()),
  systems: z.array(z.object({ systemId: z.int().check(z.positive()), userToken: tokenSchema })),
  isUjActive: z.boolean(),
  isNbfcLead: z.boolean(),
  isNBFC: z.boolean(),
  isConsentOpted: z.boolean(),
  isOptedout: z.boolean(),
  isScoreExpire: z.boolean(),
  /** Passed as userToken when the journey resumes. */
  userToken: z.nullable(tokenSchema),
});

/** The credit score as the dashboard shows it; the band comes from `@rinn/rules`. */
export const creditScoreSummarySchema = z.object({
  creditScore: creditScoreValueSchema,
  /** When the bureau answered. */
  fetchedAt: instantSchema,
  /** The report is too old to rely on; a new check is offered. */
  isScoreExpire: z.boolean(),
});

/**
 * An offer voucher (§3 Offer voucher). Fee fields are null when the lender supplied none, so the
 * client applies the spec's defaults (valuation 943, stamp duty 300, service 885, processing fee
 * 1.25 % of the loan; §9) through `@rinn/loan-math` rather than the server guessing.
 */
export const offerVoucherSchema = z.object({
  loanId: z.nullable(idSchema),
  lenderName: z.string().check(z.minLength(1)),
  loanAmount: rupeesSchema,
  /** Rate of interest, percent per annum. */
  roi: percentSchema,
  emi: rupeesSchema,
  /** Months. */
  tenure: z.int().check(z.gte(1), z.lte(360)),
  /** Before GST; the card shows it plus 18 %. */
  processingFee: z.nullable(rupeesSchema),
  stampDuty: z.nullable(rupeesSchema),
  serviceCharges: z.nullable(rupeesSchema),
  valuationCharges: z.nullable(rupeesSchema),
  voucherExpiryDate: calendarDateSchema,
  /** `cdfsOffer` or another offer kind. */
  offerType: z.string().check(z.minLength(1)),
  /** `blck` for the dark voucher art, anything else for the light one. */
  imgColor: z.string().check(z.minLength(1)),
});

/** A vehicle's identity on a finance detail (§3 Finance detail `asset`). */
export const financeAssetSchema = z.object({
  make_name: z.string().check(z.minLength(1)),
  model_name: z.string().check(z.minLength(1)),
  variant_name: z.nullable(z.string()),
  model_id: z.int().check(z.positive()),
});

/** The financed asset of a vehicle loan (§3 Finance detail). */
export const financeDetailSchema = z.object({
  systemId: z.int().check(z.positive()),
  loanId: z.nullable(idSchema),
  id: idSchema,
  asset: financeAssetSchema,
});

/** `data` of `GET /api/application/:id`. */
export const applicationDetailSchema = z.object({
  application: applicationCardSchema,
  offers: z.array(offerVoucherSchema),
  /** Vehicle loans only. */
  finance: z.nullable(financeDetailSchema),
  /** Whether `sanction/download` will answer for this application. */
  sanctionLetterAvailable: z.boolean(),
});

/** A loan product Rinn offers (`GET /api/loans`). */
export const loanProductSummarySchema = z.object({
  productsId: z.int().check(z.positive()),
  code: productCodeSchema,
  name: z.string().check(z.minLength(1)),
  minAmount: rupeesSchema,
  maxAmount: rupeesSchema,
  /** Lowest advertised rate, percent per annum. */
  minRatePercent: percentSchema,
  maxTenureMonths: z.int().check(z.positive()),
});

/** `GET /api/application`: the logged-in customer's applications and score (§7, §2 Dashboard). */
export const applicationListRoute = defineRoute({
  id: 'applicationList',
  method: 'GET',
  path: '/api/application',
  auth: 'bearer+session',
  request: { query: z.object({ product: z.optional(productCodeSchema) }) },
  response: z.object({
    /** The customer's profile as it is now: the greeting's name (§2 Dashboard). */
    user: userSchema,
    creditScore: z.nullable(creditScoreSummarySchema),
    applications: z.array(applicationCardSchema),
  }),
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary:
    "The customer's own applications (newest first), latest credit score and profile name, for the dashboard.",
  specSection: '§7 GET application, §2 Dashboard, §3 Application or lead',
});

/** `GET /api/application/:id`: one application with offers and finance detail (§7). */
export const applicationDetailRoute = defineRoute({
  id: 'applicationDetail',
  method: 'GET',
  path: '/api/application/:id',
  auth: 'bearer+session',
  request: {
    params: z.object({ id: idSchema }),
    query: z.object({
      systemId: z._default(z.coerce.number().check(z.int(), z.positive()), 2),
      product: z.optional(productCodeSchema),
      /** Comma-separated system ids the card carries. */
      systems: z.optional(z.string().check(z.regex(/^\d+(,\d+)*$/, 'Comma-separated system ids'))),
    }),
  },
  response: applicationDetailSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND'],
  summary:
    "One of the customer's applications with its offer vouchers and finance detail; another customer's id answers 404.",
  specSection: '§7 GET application/{id}, §3 Offer voucher, Finance detail',
});

/** `GET /api/loans`: the loan products on offer (§7 loans; shape not shown, designed here). */
export const loansRoute = defineRoute({
  id: 'loans',
  method: 'GET',
  path: '/api/loans',
  auth: 'none',
  request: {},
  response: z.array(loanProductSummarySchema),
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary: 'The loan products Rinn offers, with amount, rate and tenure ranges.',
  specSection: '§7 GET loans, §1 Loan types',
});

/** `GET /api/credit-score`: the customer's bureau score (§7, §1 one free check). */
export const creditScoreRoute = defineRoute({
  id: 'creditScore',
  method: 'GET',
  path: '/api/credit-score',
  auth: 'bearer+session',
  request: { query: z.object({ leadId: z.optional(idSchema) }) },
  response: z.extend(creditScoreSummarySchema, {
    /** This answer used the customer's one free check. */
    isFreeCheck: z.boolean(),
    user: userSchema,
  }),
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND'],
  summary: "The customer's credit score (300 to 900) from the bureau, stored with its date.",
  specSection: '§7 GET credit-score, §3 Credit score',
});

/** The dashboard routes by id, in route-table order (`ROUTES` spreads them; `loadRoute` loads this file alone). */
export const DASHBOARD_ROUTES = {
  applicationList: applicationListRoute,
  applicationDetail: applicationDetailRoute,
  loans: loansRoute,
  creditScore: creditScoreRoute,
} as const;
