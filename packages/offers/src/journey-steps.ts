import { AMOUNT_SLIDER, DURATION_SLIDER } from '@rinn/loan-math/rinn';
import { ageInYearsOn, PRODUCT_IDS, type CalendarDate, type JourneyStartParams, type LoanProductSlug } from '@rinn/rules';
import {
  addressSchema,
  dateSchema,
  emailSchema,
  nameSchema,
  panSchema,
  pincodeSchema,
  requiredSchema,
  vehicleNumberSchema,
} from '@rinn/validation';
import { z } from 'zod/mini';
import { citySlugSchema, type OfferApplication } from './application.js';
import type { Lender } from './lender.js';
import { LENDERS } from './lenders.js';
import { STEP_MESSAGES } from './messages.js';
import type { JourneyMessage, StepMessage } from './step-messages.js';

/** The steps a journey can have, in the order they can appear. */
export const JOURNEY_STEP_IDS = ['personal-details', 'employment', 'vehicle-and-amount', 'purpose-and-amount', 'credit-consent'] as const;

/** One of {@link JOURNEY_STEP_IDS}. */
export type JourneyStepId = (typeof JOURNEY_STEP_IDS)[number];

/** Loan types financed against a vehicle: their journey asks for the vehicle instead of a purpose. */
export const VEHICLE_PRODUCTS = [
  'used-car-loan', 'new-car-loan', 'two-wheeler-loan', 'ev-loan', 'refinance', 'commercial-vehicle-loan',
] as const satisfies readonly LoanProductSlug[];

/** Loan types whose vehicle is already registered, so its registration is asked for. */
const REGISTERED_VEHICLE_PRODUCTS: readonly LoanProductSlug[] = ['used-car-loan', 'refinance'];

/** Purposes a personal, instant or business loan can be asked for. */
export const LOAN_PURPOSES = [
  'medical', 'education', 'wedding', 'travel', 'home-renovation', 'debt-consolidation', 'business', 'other',
] as const;

const required = (schema: z.ZodMiniString<string>) => z.pipe(requiredSchema, schema);
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: STEP_MESSAGES.chooseOption });

/**
 * Personal details, the first step of every journey. The date of birth is dd/mm/yyyy (§5).
 */
export const personalDetailsSchema = z.object({
  fullName: nameSchema,
  dateOfBirth: required(dateSchema),
  email: emailSchema,
  pan: required(panSchema),
  pincode: required(pincodeSchema),
  city: z.enum(citySlugSchema.options, { error: STEP_MESSAGES.chooseOption }),
});

/**
 * The employer's or business's name.
 *
 * @rule STEP-007 The employer or business name is checked like an address line (§5) but refused
 *   with a message of its own, which names the employer or business rather than an address; an
 *   empty field gets the §5 empty-field message.
 * @spec §5 Validation rules; §10 Steps that fit the product (employer or business)
 */
export const employerNameSchema = z.pipe(
  requiredSchema,
  z
    .string()
    .check(
      z.refine((value) => addressSchema.safeParse(value).success, {
        message: STEP_MESSAGES.employerInvalid,
      }),
    ),
);

/** Employment and income, the second step of every journey. */
export const employmentSchema = z.object({
  employment: choice(['salaried', 'self-employed', 'other']),
  /** Employer (salaried) or business name (self-employed). */
  employerName: employerNameSchema,
  netMonthlyIncome: z
    .number({ error: STEP_MESSAGES.incomeOutOfRange })
    .check(
      z.int(STEP_MESSAGES.incomeOutOfRange),
      z.gte(0, STEP_MESSAGES.incomeOutOfRange),
      z.lte(1_00_00_000, STEP_MESSAGES.incomeOutOfRange),
    ),
});

/** The amount and tenure any lender on the panel lends for a product. */
export interface ProductLimits {
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly minTenureMonths: number;
  readonly maxTenureMonths: number;
}

/**
 * The amount and tenure a journey accepts for a product.
 *
 * @rule STEP-002 A journey accepts an amount and a tenure within the widest range any lender on the
 *   panel lends the product for, so no request is refused that some lender could serve; a product
 *   no lender offers accepts the calculators' ranges (₹10,000 to ₹25,00,000, 12 to 84 months) and
 *   its application is listed with every lender's reason.
 * @spec §10 Steps that fit the product; §3 Calculator inputs
 * @param product - the loan type
 * @param lenders - the panel; defaults to `LENDERS`
 * @returns the limits
 * @example
 * ```ts
 * productLimits('two-wheeler-loan').maxTenureMonths; // 48
 * ```
 */
export function productLimits(product: LoanProductSlug, lenders: readonly Lender[] = LENDERS): ProductLimits {
  const terms = lenders.flatMap((lender) => lender.products.filter((candidate) => candidate.product === product));
  if (terms.length === 0) {
    return { minAmount: AMOUNT_SLIDER.min, maxAmount: AMOUNT_SLIDER.max, minTenureMonths: DURATION_SLIDER.min * 12, maxTenureMonths: DURATION_SLIDER.max * 12 };
  }
  return {
    minAmount: Math.min(...terms.map((candidate) => candidate.minAmount)),
    maxAmount: Math.max(...terms.map((candidate) => candidate.maxAmount)),
    minTenureMonths: Math.min(...terms.map((candidate) => candidate.minTenureMonths)),
    maxTenureMonths: Math.max(...terms.map((candidate) => candidate.maxTenureMonths)),
  };
}

/** A whole number from `min` to `max`, with one message for every way it can miss. */
const wholeNumberBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

function amountAndTenure(limits: ProductLimits) {
  const amountMessage = STEP_MESSAGES.amountOutOfRange(limits.minAmount, limits.maxAmount);
  const tenureMessage = STEP_MESSAGES.tenureOutOfRange(limits.minTenureMonths, limits.maxTenureMonths);
  return {
    loanAmount: wholeNumberBetween(limits.minAmount, limits.maxAmount, amountMessage),
    tenureMonths: wholeNumberBetween(limits.minTenureMonths, limits.maxTenureMonths, tenureMessage),
  };
}

/**
 * A registration number as the journey checks and saves it.
 *
 * @rule STEP-006 A registration number is upper-cased before it is checked (VAL-VEHICLE-001/002),
 *   so "mh12ab1234" is accepted and saved as "MH12AB1234"; registration marks are written in
 *   capitals.
 * @spec §5 Shared validators (vehicle number); §10 Steps that fit the product
 */
export const registrationNumberSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value)),
  required(vehicleNumberSchema),
);

/** The vehicle step of a product (registration asked only for a registered vehicle). */
export function vehicleAndAmountSchema(product: LoanProductSlug, lenders: readonly Lender[] = LENDERS) {
  const base = {
    make: required(addressSchema),
    model: required(addressSchema),
    ...amountAndTenure(productLimits(product, lenders)),
  };
  if (!REGISTERED_VEHICLE_PRODUCTS.includes(product)) return z.object(base);
  return z.object({ ...base, registrationNumber: registrationNumberSchema });
}

/** The purpose step of a personal, instant or business loan. */
export function purposeAndAmountSchema(product: LoanProductSlug, lenders: readonly Lender[] = LENDERS) {
  return z.object({ purpose: choice(LOAN_PURPOSES), ...amountAndTenure(productLimits(product, lenders)) });
}

/** Consent to fetch the credit report; the consent text is `BUREAU_CONSENT_TEXT`. */
export const creditConsentSchema = z.object({
  bureauConsent: z
    .boolean({ error: STEP_MESSAGES.bureauConsentRequired })
    .check(z.refine((given) => given, { message: STEP_MESSAGES.bureauConsentRequired })),
});

/**
 * The steps of a product's journey, in order.
 *
 * @rule STEP-001 Every journey asks for personal details, then employment and income, then the
 *   vehicle and amount for a vehicle loan (used car, new car, two-wheeler, EV, loan against a car,
 *   commercial vehicle) or the purpose and amount for any other loan, then consent to fetch the
 *   credit report. A used-car loan and a loan against a car also ask for the registration.
 * @spec §10 Steps that fit the product
 * @param product - the loan type
 * @returns the step ids in order
 * @example
 * ```ts
 * journeySteps('used-car-loan'); // ['personal-details', 'employment', 'vehicle-and-amount', 'credit-consent']
 * ```
 */
export function journeySteps(product: LoanProductSlug): readonly JourneyStepId[] {
  const isVehicle = (VEHICLE_PRODUCTS as readonly LoanProductSlug[]).includes(product);
  return ['personal-details', 'employment', isVehicle ? 'vehicle-and-amount' : 'purpose-and-amount', 'credit-consent'];
}

/** The zod schema of one step of a product's journey. */
export function journeyStepSchema(product: LoanProductSlug, step: JourneyStepId, lenders: readonly Lender[] = LENDERS): z.ZodMiniType {
  switch (step) {
    case 'personal-details':
      return personalDetailsSchema;
    case 'employment':
      return employmentSchema;
    case 'vehicle-and-amount':
      return vehicleAndAmountSchema(product, lenders);
    case 'purpose-and-amount':
      return purposeAndAmountSchema(product, lenders);
    case 'credit-consent':
      return creditConsentSchema;
  }
}

/** The youngest and the oldest applicant a journey for a product accepts. */
export interface ApplicantAgeLimits {
  readonly minAgeYears: number;
  readonly maxAgeYears: number;
}

/** The age of majority: nobody younger can sign a loan agreement (Indian Contract Act, s. 11). */
const AGE_OF_MAJORITY = 18;

/**
 * The ages a journey accepts for a product.
 *
 * @rule STEP-008 An applicant is at least 18 (the age of majority) and no older than the oldest
 *   applicant some lender on the panel could serve for the product: its maximum age at maturity
 *   less its shortest tenure in whole years (MATCH-004). A product no lender offers has only the
 *   minimum. The age is in completed years on the day the step is saved (ELIG-004).
 * @spec §5 Validation rules (date of birth); §10 Offer matching (age criterion)
 * @param product - the loan type
 * @param lenders - the panel; defaults to `LENDERS`
 * @returns the youngest and the oldest age accepted
 * @example
 * ```ts
 * applicantAgeLimits('personal-loan'); // { minAgeYears: 18, maxAgeYears: 59 }
 * ```
 */
export function applicantAgeLimits(product: LoanProductSlug, lenders: readonly Lender[] = LENDERS): ApplicantAgeLimits {
  const terms = lenders.flatMap((lender) => lender.products.filter((candidate) => candidate.product === product));
  const oldest = terms.map((candidate) => candidate.maxAgeAtMaturityYears - Math.ceil(candidate.minTenureMonths / 12));
  return { minAgeYears: AGE_OF_MAJORITY, maxAgeYears: oldest.length === 0 ? 120 : Math.max(AGE_OF_MAJORITY, ...oldest) };
}

/** The outcome of checking one step: its values, or a message (a code, see step-messages.ts) per field. */
export type StepValidation =
  | { readonly ok: true; readonly values: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly fieldErrors: Readonly<Record<string, JourneyMessage>> };

/** The steps' own message of a field whose value its schema refuses (zod gives only English text). */
function stepMessageOf(field: string, limits: ProductLimits): StepMessage | undefined {
  switch (field) {
    case 'city':
    case 'employment':
    case 'purpose':
      return { code: 'chooseOption' };
    case 'employerName':
      return { code: 'employerInvalid' };
    case 'netMonthlyIncome':
      return { code: 'incomeOutOfRange' };
    case 'loanAmount':
      return { code: 'amountOutOfRange', params: { min: limits.minAmount, max: limits.maxAmount } };
    case 'tenureMonths':
      return { code: 'tenureOutOfRange', params: { min: limits.minTenureMonths, max: limits.maxTenureMonths } };
    case 'bureauConsent':
      return { code: 'bureauConsentRequired' };
    default:
      return undefined;
  }
}

/** The field message a `@rinn/validation` schema put on its issue (schemaOf), if any. */
function fieldMessageOf(params: unknown): JourneyMessage | undefined {
  if (typeof params !== 'object' || params === null || !('issue' in params)) return undefined;
  return params.issue as JourneyMessage;
}

/**
 * Checks what a visitor entered on a step, for the journey machine (before saving) and the server
 * (before storing).
 *
 * @rule STEP-003 A step is saved only when every field passes its schema; otherwise each failing
 *   field gets its first message as a code (the `@rinn/validation` message of the field, or the
 *   step's own; a value missing altogether is an empty field).
 *   A step that is not part of the product's journey is refused.
 * @spec §5 Validation rules; §10 Saved as the visitor goes
 * @param product - the loan type
 * @param step - the step
 * @param values - what was entered
 * @param lenders - the panel; defaults to `LENDERS`
 * @param today - the day of saving (Asia/Kolkata); when given, the date of birth is checked against
 *   the ages the product accepts (STEP-008)
 * @returns the parsed values or the field messages
 * @example
 * ```ts
 * validateJourneyStep('personal-loan', 'credit-consent', { bureauConsent: false });
 * // { ok: false, fieldErrors: { bureauConsent: { code: 'bureauConsentRequired' } } }
 * ```
 */
export function validateJourneyStep(
  product: LoanProductSlug,
  step: JourneyStepId,
  values: unknown,
  lenders: readonly Lender[] = LENDERS,
  today?: CalendarDate,
): StepValidation {
  if (!journeySteps(product).includes(step)) return { ok: false, fieldErrors: { step: { code: 'chooseOption' } } };
  const parsed = journeyStepSchema(product, step, lenders).safeParse(values);
  if (parsed.success && step === 'personal-details' && today !== undefined) {
    const [day, month, year] = String((parsed.data as { dateOfBirth: string }).dateOfBirth).split('/').map(Number) as [number, number, number];
    const age = ageInYearsOn({ year, month, day }, today);
    const limits = applicantAgeLimits(product, lenders);
    if (age < limits.minAgeYears || age > limits.maxAgeYears) {
      return { ok: false, fieldErrors: { dateOfBirth: { code: 'ageOutOfRange', params: { min: limits.minAgeYears, max: limits.maxAgeYears } } } };
    }
  }
  if (parsed.success) return { ok: true, values: parsed.data as Record<string, unknown> };
  const limits = productLimits(product, lenders);
  const fieldErrors: Record<string, JourneyMessage> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    // A field schema of @rinn/validation names its message; the steps' own fields have theirs; a
    // value missing altogether (or not even an object) is an empty field.
    fieldErrors[field] ??= fieldMessageOf('params' in issue ? issue.params : undefined) ?? stepMessageOf(field, limits) ?? { code: 'REQUIRED' };
  }
  return { ok: false, fieldErrors };
}

/**
 * The loan type a journey is for.
 *
 * @rule STEP-004 A journey is for the loan type of the page that started it when the page says so;
 *   otherwise its productsId decides: 1 new car, 3 loan against a car (refinance), 7 two-wheeler,
 *   and 2, 5 and any other id a personal loan. Product 2 also serves car EMI pages, which therefore
 *   pass their own loan type.
 * @spec §3 Journey start parameters; §3 Product and vendor ids
 * @param params - the journey-start parameters (`buildJourneyStart` of `@rinn/rules`)
 * @param pageProduct - the loan type of the starting page, when known
 * @returns the loan type
 * @example
 * ```ts
 * journeyProduct({ productsId: 7, vendorsId: 7 }); // 'two-wheeler-loan'
 * journeyProduct({ productsId: 2, vendorsId: 5 }, 'used-car-loan'); // 'used-car-loan'
 * ```
 */
export function journeyProduct(params: Pick<JourneyStartParams, 'productsId'>, pageProduct?: LoanProductSlug): LoanProductSlug {
  if (pageProduct !== undefined) return pageProduct;
  switch (params.productsId) {
    case PRODUCT_IDS.newCarCalculator:
      return 'new-car-loan';
    case PRODUCT_IDS.refinance:
      return 'refinance';
    case PRODUCT_IDS.twoWheeler:
      return 'two-wheeler-loan';
    default:
      return 'personal-loan';
  }
}

/** Saved journey steps, by step id (what the server stores as the visitor goes). */
export type SavedSteps = Partial<Readonly<Record<JourneyStepId, Readonly<Record<string, unknown>>>>>;

/**
 * The matcher's input from a finished journey: the saved steps, the bureau's score and today.
 *
 * @rule STEP-005 The application matched is the saved steps read through their schemas: amount and
 *   tenure from the amount step, income and employment from the employment step, city from the
 *   personal details, the age in completed years on the day of matching (ELIG-004) from the date of
 *   birth, and the bureau's score (null when it has none). A journey with a step missing or invalid
 *   is not matched.
 * @spec §10 Offer matching; §3 Journey start parameters
 * @param product - the loan type
 * @param steps - the saved steps
 * @param creditScore - the bureau's score, or null
 * @param today - the day of matching, in Asia/Kolkata
 * @returns the application, or undefined when a step is missing or invalid
 * @example
 * ```ts
 * offerApplicationFromSteps('personal-loan', saved, 780, { year: 2026, month: 11, day: 23 })?.ageYears;
 * ```
 */
export function offerApplicationFromSteps(
  product: LoanProductSlug,
  steps: SavedSteps,
  creditScore: number | null,
  today: CalendarDate,
  lenders: readonly Lender[] = LENDERS,
): OfferApplication | undefined {
  const parsed = new Map<JourneyStepId, Record<string, unknown>>();
  for (const step of journeySteps(product)) {
    const result = validateJourneyStep(product, step, steps[step], lenders);
    if (!result.ok) return undefined;
    parsed.set(step, { ...result.values });
  }
  const personal = personalDetailsSchema.parse(parsed.get('personal-details'));
  const employment = employmentSchema.parse(parsed.get('employment'));
  const amountStep = (parsed.get('vehicle-and-amount') ?? parsed.get('purpose-and-amount')) as { loanAmount: number; tenureMonths: number };
  const [day, month, year] = personal.dateOfBirth.split('/').map(Number) as [number, number, number];
  return {
    product,
    loanAmount: amountStep.loanAmount,
    tenureMonths: amountStep.tenureMonths,
    netMonthlyIncome: employment.netMonthlyIncome,
    creditScore,
    ageYears: Math.max(0, ageInYearsOn({ year, month, day }, today)),
    city: personal.city,
    employment: employment.employment,
  };
}
