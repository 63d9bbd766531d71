import {
  JOURNEY_STEP_IDS,
  MISMATCH_MESSAGES,
  MATCH_CRITERIA,
  OFFER_ORDER,
  citySlugSchema,
  loanProductSlugSchema,
  type MismatchCode,
} from '@rinn/offers';
import { BACK_BUTTON_SLUGS } from '@rinn/rules';
import { z } from 'zod/mini';
import { documentLanguageQuerySchema, downloadedFileSchema, idSchema, instantSchema, rupeesSchema } from '../common.js';
import { defineRoute } from '../route.js';

/*
 * The loan application journey (§10). Every call is the signed-in customer's own (the
 * journey's OTP step uses the otp-v2 login calls first). The calls mirror the actors of
 * `applicationJourneyMachine` (`@rinn/machines`): `loadDraft` → journeyResume, `saveStep` →
 * journeyStart (first save) + journeySaveStep, `fetchOffers` → journeyOffers, `createApplication`
 * → journeyApply. Figures are those of `@rinn/offers` (matchOffers, buildOffer, keyFactStatement).
 */

const bilingualSchema = z.object({
  en: z.string().check(z.minLength(1)),
  hi: z.string().check(z.minLength(1)),
});

/** NUL and unpaired surrogates: PostgreSQL's jsonb and text refuse them, so the contract does. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;
const UNSTORABLE_MESSAGE = 'Contains characters that cannot be saved';

/** Text a client sends that is stored as it is. */
const storable = (schema: z.ZodMiniString<string>) =>
  schema.check(z.refine((value) => !UNSTORABLE.test(value), UNSTORABLE_MESSAGE));
const text = storable(z.string().check(z.trim(), z.minLength(1), z.maxLength(4096)));
const positiveInt = z.int().check(z.positive());
const amountSchema = z.number().check(z.nonnegative());

/** The §3 journey-start parameters with the defaults applied (`buildJourneyStart` of `@rinn/rules`). */
export const journeyStartParamsSchema = z.object({
  productsId: positiveInt,
  vendorsId: positiveInt,
  backBtnSlug: z.optional(z.enum(BACK_BUTTON_SLUGS)),
  mobileNumber: z.optional(text),
  userToken: z.optional(text),
  userMobile: z.optional(text),
  creditParentCls: z.optional(text),
  formSource: z.optional(text),
  basicToken: z.optional(text),
});

/** One step of a journey (STEP-001 of `@rinn/offers`). */
export const journeyStepIdSchema = z.enum(JOURNEY_STEP_IDS);

/** One field of a step: the step forms hold only text, numbers and yes/no answers. */
const stepFieldValueSchema = z.union([
  storable(z.string().check(z.maxLength(4096))),
  z.number(),
  z.boolean(),
  z.null(),
]);
const fieldNameSchema = storable(z.string().check(z.maxLength(64)));

/** A step's saved values (flat: field name → value). */
const savedStepValuesSchema = z.record(fieldNameSchema, stepFieldValueSchema);

/**
 * A step's values as entered; the server checks them with `validateJourneyStep` (STEP-003). The
 * caller's type is the machine's `Record<string, unknown>`; anything but a flat value is refused.
 */
export const journeyStepValuesSchema = z
  .record(fieldNameSchema, z.pipe(z.unknown(), stepFieldValueSchema))
  .check(
    z.meta({
      description:
        'Field name → text, number, boolean or null (the fields of the step, see @rinn/offers journeyStepSchema).',
    }),
  );

/** Saved steps by step id (`SavedSteps` of `@rinn/offers`). */
export const savedStepsSchema = z.partialRecord(journeyStepIdSchema, savedStepValuesSchema);

/** What starting or resuming a journey names: the start parameters and the loan type (STEP-004). */
export const journeyStartBodySchema = z.object({
  params: journeyStartParamsSchema,
  product: loanProductSlugSchema,
});

/** A journey draft: the application being filled in, saved step by step. */
export const journeyDraftSchema = z.object({
  draftId: idSchema,
  product: loanProductSlugSchema,
  params: journeyStartParamsSchema,
  /** The steps of the loan type, in order (`journeySteps`). */
  steps: z.array(journeyStepIdSchema),
  saved: savedStepsSchema,
  /** The first step not yet saved; null when every step is saved (offers come next). */
  currentStep: z.nullable(journeyStepIdSchema),
  /** `open` while filling in and choosing; `applied` once an offer was chosen. */
  status: z.enum(['open', 'applied']),
  /** The application created from the chosen offer, once there is one. */
  applicationId: z.nullable(idSchema),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});

/** One matching lender's offer (`Offer` of `@rinn/offers`). */
export const journeyOfferSchema = z.object({
  lenderId: positiveInt,
  lenderName: z.string().check(z.minLength(1)),
  product: loanProductSlugSchema,
  loanAmount: rupeesSchema,
  tenureMonths: positiveInt,
  roi: z.number().check(z.gte(0), z.lte(100)),
  rateType: z.enum(['fixed', 'floating']),
  emi: rupeesSchema,
  processingFeeBeforeGst: rupeesSchema,
  processingFee: rupeesSchema,
  stampDuty: rupeesSchema,
  valuationCharges: rupeesSchema,
  serviceCharges: rupeesSchema,
  totalCharges: rupeesSchema,
  netDisbursed: rupeesSchema,
  totalInterest: amountSchema,
  totalPayable: amountSchema,
  apr: z.number().check(z.gte(0), z.lte(1000)),
});

const mismatchCodes = Object.keys(MISMATCH_MESSAGES.en) as [MismatchCode, ...MismatchCode[]];

/** Why a lender does not match (`MismatchReason` of `@rinn/offers`, MATCH-002). */
export const mismatchReasonSchema = z.object({
  code: z.enum(mismatchCodes),
  criterion: z.enum(MATCH_CRITERIA),
  required: z.exactOptional(z.number()),
  actual: z.exactOptional(z.number()),
  message: bilingualSchema,
});

const openedLenderSchema = z.object({
  lenderId: positiveInt,
  lenderName: z.string().check(z.minLength(1)),
});
const changedValueSchema = z.object({
  value: positiveInt,
  lenders: z.array(openedLenderSchema).check(z.minLength(1)),
});

/** What one change alone would open (`WaysForward` of `@rinn/offers`, WAYS-001…004). */
export const waysForwardSchema = z.object({
  amount: z.nullable(changedValueSchema),
  tenure: z.nullable(changedValueSchema),
  income: z.array(
    z.extend(openedLenderSchema, {
      required: z.int().check(z.nonnegative()),
      coApplicantIncome: z.int().check(z.positive()),
    }),
  ),
  creditScore: z.array(
    z.extend(openedLenderSchema, { required: z.int().check(z.gte(300), z.lte(900)) }),
  ),
});

/** `data` of journeyOffers: `OfferMatch` of `@rinn/offers` plus the bureau score matched on. */
export const journeyOffersSchema = z.object({
  offers: z.array(journeyOfferSchema),
  notMatched: z.array(
    z.object({
      lenderId: positiveInt,
      lenderName: z.string().check(z.minLength(1)),
      reasons: z.array(mismatchReasonSchema).check(z.minLength(1)),
    }),
  ),
  orderedBy: z.literal(OFFER_ORDER),
  criteriaAsOf: z.string().check(z.minLength(1)),
  /** The bureau score the offers were matched on (null: no bureau record, MATCH-005). */
  creditScore: z.nullable(z.int().check(z.gte(300), z.lte(900))),
  /** When no lender matches: the ways forward (`waysForward`); null when there are offers. */
  waysForward: z.nullable(waysForwardSchema),
});

const calendarDateObjectSchema = z.object({
  year: positiveInt,
  month: z.int().check(z.gte(1), z.lte(12)),
  day: z.int().check(z.gte(1), z.lte(31)),
});
const calendarMonthObjectSchema = z.object({
  year: positiveInt,
  month: z.int().check(z.gte(1), z.lte(12)),
});

/** `data` of journeyKfs: RBI's Key Fact Statement as data (`KeyFactStatement` of `@rinn/offers`). */
export const keyFactStatementSchema = z.object({
  reference: z.string().check(z.minLength(1)),
  issuedOn: calendarDateObjectSchema,
  validityWorkingDays: positiveInt,
  lender: z.object({
    id: positiveInt,
    name: z.string().check(z.minLength(1)),
    kind: z.enum(['bank', 'nbfc']),
  }),
  lendingServiceProvider: z.object({
    name: z.string().check(z.minLength(1)),
    role: z.string().check(z.minLength(1)),
  }),
  loan: z.object({
    product: loanProductSlugSchema,
    productName: z.string().check(z.minLength(1)),
    sanctionedAmount: rupeesSchema,
    disbursal: bilingualSchema,
    tenureMonths: positiveInt,
  }),
  instalments: z.object({
    type: z.literal('monthly'),
    count: positiveInt,
    amount: rupeesSchema,
    lastInstalmentAmount: amountSchema,
    firstDue: calendarMonthObjectSchema,
  }),
  interest: z.object({
    type: z.enum(['fixed', 'floating']),
    ratePercent: z.number().check(z.gte(0), z.lte(100)),
    floating: z.nullable(
      z.object({ benchmark: z.string().check(z.minLength(1)), resetEveryMonths: positiveInt }),
    ),
  }),
  charges: z.array(
    z.object({
      id: z.enum(['processing-fee', 'stamp-duty', 'valuation-charges', 'service-charges']),
      label: bilingualSchema,
      payableTo: z.enum(['lender', 'third-party']),
      frequency: z.literal('one-time'),
      amount: rupeesSchema,
    }),
  ),
  totalUpfrontCharges: rupeesSchema,
  netDisbursed: rupeesSchema,
  aprPercent: z.number().check(z.gte(0), z.lte(1000)),
  contingentCharges: z.array(
    z.object({
      id: z.enum(['penal-charges', 'bounce-charges', 'foreclosure-charges']),
      label: bilingualSchema,
      description: bilingualSchema,
    }),
  ),
  coolingOff: z.object({ days: z.int().check(z.nonnegative()), description: bilingualSchema }),
  grievance: z.object({
    lendingServiceProvider: z.object({
      name: z.string().check(z.minLength(1)),
      designation: z.string().check(z.minLength(1)),
      email: z.string().check(z.minLength(1)),
      phone: z.string().check(z.minLength(1)),
      hours: z.string().check(z.minLength(1)),
      address: z.string().check(z.minLength(1)),
      responseWithinDays: positiveInt,
    }),
    lender: z.object({
      lenderName: z.string().check(z.minLength(1)),
      designation: z.string().check(z.minLength(1)),
      phone: z.string().check(z.minLength(1)),
      website: z.string().check(z.minLength(1)),
    }),
  }),
  recoveryAgents: bilingualSchema,
  repaymentSchedule: z.object({
    instalments: positiveInt,
    totalPrincipal: amountSchema,
    totalInterest: amountSchema,
    totalPayable: amountSchema,
    years: z.array(
      z.object({
        year: positiveInt,
        instalments: positiveInt,
        principal: amountSchema,
        interest: amountSchema,
        closingBalance: amountSchema,
      }),
    ),
  }),
  source: z.string().check(z.minLength(1)),
  criteriaAsOf: z.string().check(z.minLength(1)),
});

/** The city slugs a journey accepts (personal details), re-exported for clients building forms. */
export const journeyCitySchema = citySlugSchema;

const draftParams = z.object({ id: idSchema });
/** An offer of a draft is named by its lender (one offer per lender and draft). */
const offerParams = z.object({
  id: idSchema,
  lenderId: z.coerce.number().check(z.int(), z.positive(), z.lte(1_000_000)),
});

/** `POST /api/journey`: start a draft for the signed-in customer (the machine's first `saveStep`). */
export const journeyStartRoute = defineRoute({
  id: 'journeyStart',
  method: 'POST',
  path: '/api/journey',
  auth: 'bearer+session',
  request: { body: journeyStartBodySchema },
  response: journeyDraftSchema,
  responseKind: 'json',
  successStatus: 201,
  errors: [],
  summary: 'Start a loan application journey (a draft with no steps saved) for the signed-in customer.',
  specSection: '§3 Journey start parameters; §10 Entry',
});

/** `POST /api/journey/resume`: the draft to continue, or null (the machine's `loadDraft`). */
export const journeyResumeRoute = defineRoute({
  id: 'journeyResume',
  method: 'POST',
  path: '/api/journey/resume',
  auth: 'bearer+session',
  request: { body: journeyStartBodySchema },
  response: z.object({ draft: z.nullable(journeyDraftSchema) }),
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary:
    "The customer's open draft to continue: the one whose id is params.userToken (the dashboard's Resume Application), else the latest open draft of the loan type, else null.",
  specSection: '§4 Application card (Resume Application); §10 Resumable from the dashboard',
});

/** `GET /api/journey/:id`: one draft with its saved steps and current step. */
export const journeyGetRoute = defineRoute({
  id: 'journeyGet',
  method: 'GET',
  path: '/api/journey/:id',
  auth: 'bearer+session',
  request: { params: draftParams },
  response: journeyDraftSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND'],
  summary: "The customer's draft with its saved steps and the step to continue at; anyone else's answers 404.",
  specSection: '§4 Application card (Resume Application); §10 Resumable from the dashboard',
});

/** `PUT /api/journey/:id/step`: save one step (save as you go). */
export const journeySaveStepRoute = defineRoute({
  id: 'journeySaveStep',
  method: 'PUT',
  path: '/api/journey/:id/step',
  auth: 'bearer+session',
  request: { params: draftParams, body: z.object({ step: journeyStepIdSchema, values: journeyStepValuesSchema }) },
  response: journeyDraftSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND', 'CONFLICT'],
  summary:
    'Check one step with the loan type\'s step schema and save it; invalid fields answer 400 with one issue per field (body.values.<field>), an applied draft 409.',
  specSection: '§5 Validation rules; §10 Saved as the visitor goes',
});

/** `GET /api/journey/:id/offers`: the matched offers and the other lenders with reasons. */
export const journeyOffersRoute = defineRoute({
  id: 'journeyOffers',
  method: 'GET',
  path: '/api/journey/:id/offers',
  auth: 'bearer+session',
  request: { params: draftParams },
  response: journeyOffersSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND', 'CONFLICT'],
  summary:
    "Fetch the customer's bureau score and match every lender (matchOffers): offers by APR, every other lender with its reasons; 409 while a step is missing.",
  specSection: '§3 Offer voucher; §10 Offer matching; RBI Digital Lending Directions 2025',
});

/** `GET /api/journey/:id/offers/:lenderId/kfs`: the Key Fact Statement of one offer. */
export const journeyKfsRoute = defineRoute({
  id: 'journeyKfs',
  method: 'GET',
  path: '/api/journey/:id/offers/:lenderId/kfs',
  auth: 'bearer+session',
  request: { params: offerParams },
  response: keyFactStatementSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND', 'CONFLICT'],
  summary: "The Key Fact Statement (RBI format) of the lender's offer on this draft; a lender without an offer answers 404.",
  specSection: '§3 Offer voucher; §10 Key Fact Statement; RBI KFS circular, April 2024',
});

/** `GET /api/journey/:id/offers/:lenderId/kfs/download`: the same KFS as a PDF. */
export const journeyKfsDownloadRoute = defineRoute({
  id: 'journeyKfsDownload',
  method: 'GET',
  path: '/api/journey/:id/offers/:lenderId/kfs/download',
  auth: 'bearer+session',
  request: { params: offerParams, query: documentLanguageQuerySchema },
  response: downloadedFileSchema,
  responseKind: 'json',
  successStatus: 200,
  errors: ['NOT_FOUND', 'CONFLICT'],
  summary: 'The Key Fact Statement of the offer as a base64 PDF with its file name, in English or Hindi (`lang`).',
  specSection: '§3 Document download; §10 Key Fact Statement (downloadable as a PDF)',
});

/** `POST /api/journey/:id/application`: choose an offer after its KFS (the machine's `createApplication`). */
export const journeyApplyRoute = defineRoute({
  id: 'journeyApply',
  method: 'POST',
  path: '/api/journey/:id/application',
  auth: 'bearer+session',
  request: {
    params: draftParams,
    body: z.object({ lenderId: positiveInt, kfsAcknowledged: z.literal(true) }),
  },
  response: z.object({
    /** The application the dashboard now lists (`GET /api/application/:id`). */
    applicationId: idSchema,
    draftId: idSchema,
    lenderName: z.string().check(z.minLength(1)),
    /** The lender's consent request (the consent flow of §7 consent). */
    consentReferenceId: idSchema,
  }),
  responseKind: 'json',
  successStatus: 201,
  errors: ['NOT_FOUND', 'CONFLICT'],
  summary:
    'Choose an offer after acknowledging its KFS: creates the application (stages, offer voucher, lender) and the lender consent request; a second choice answers 409.',
  specSection: '§4 Application card; §7 consent; §10 Choosing an offer',
});

/** The journey routes by id, in route-table order (`ROUTES` spreads them; `loadRoute` loads this file alone). */
export const JOURNEY_ROUTES = {
  journeyStart: journeyStartRoute,
  journeyResume: journeyResumeRoute,
  journeyGet: journeyGetRoute,
  journeySaveStep: journeySaveStepRoute,
  journeyOffers: journeyOffersRoute,
  journeyKfs: journeyKfsRoute,
  journeyKfsDownload: journeyKfsDownloadRoute,
  journeyApply: journeyApplyRoute,
} as const;
