import { RulesError } from './errors.js';
import { ERROR_MESSAGES } from './messages.js';
import { PRODUCT_VENDOR_PAIRS } from './products.js';
import { decodeQuery, encodeQuery } from './query-string.js';

/**
 * Back-button targets a journey may be started with.
 *
 * @rule JOURNEY-001 A journey started from a calculator or the dashboard carries a back-button
 *   slug of /emi-calculator, /refinance or /dashboard; no other slug is accepted.
 * @spec §2 Routes (back-button slugs); §4 Application card
 */
export const BACK_BUTTON_SLUGS = ['/emi-calculator', '/refinance', '/dashboard'] as const;

/** One of {@link BACK_BUTTON_SLUGS}. */
export type BackButtonSlug = (typeof BACK_BUTTON_SLUGS)[number];

/** Known `formSource` values; the dashboard sends `userDashboard`. */
export const FORM_SOURCES = { dashboard: 'userDashboard' } as const;

/** What a caller supplies to start a journey; everything is optional (spec §3). */
export interface JourneyStartInput {
  readonly productsId?: number;
  readonly vendorsId?: number;
  readonly backBtnSlug?: BackButtonSlug;
  readonly mobileNumber?: string;
  readonly userToken?: string;
  readonly userMobile?: string;
  readonly creditParentCls?: string;
  readonly formSource?: string;
  readonly basicToken?: string;
}

/** Journey-start parameters with the defaults applied: product and vendor are always present. */
export interface JourneyStartParams extends JourneyStartInput {
  readonly productsId: number;
  readonly vendorsId: number;
}

/** A ready journey start: the parameters as an object and as a URL query string (no `?`). */
export interface JourneyStart {
  readonly params: JourneyStartParams;
  readonly query: string;
}

/** Parameter names in the order the spec lists them, which is also the order of the query. */
export const JOURNEY_START_KEYS = [
  'productsId',
  'vendorsId',
  'backBtnSlug',
  'mobileNumber',
  'userToken',
  'userMobile',
  'creditParentCls',
  'formSource',
  'basicToken',
] as const satisfies readonly (keyof JourneyStartInput)[];

const TEXT_KEYS = JOURNEY_START_KEYS.filter(
  (key): key is Exclude<(typeof JOURNEY_START_KEYS)[number], 'productsId' | 'vendorsId' | 'backBtnSlug'> =>
    key !== 'productsId' && key !== 'vendorsId' && key !== 'backBtnSlug',
);

function isBackButtonSlug(value: string): value is BackButtonSlug {
  return (BACK_BUTTON_SLUGS as readonly string[]).includes(value);
}

function checkedId(field: 'productsId' | 'vendorsId', value: number): number {
  if (!Number.isInteger(value) || value <= 0) {
    throw new RulesError('INVALID_JOURNEY_START', ERROR_MESSAGES.invalidJourneyId(field, value));
  }
  return value;
}

/**
 * Builds the parameters that start a loan journey, applying the defaults.
 *
 * @rule JOURNEY-002 A journey start without a product or vendor uses product 5 and vendor 5.
 *   Empty text parameters are left out rather than sent blank.
 * @spec §3 Journey start parameters; §3 Product and vendor ids
 * @workedExample {} → productsId=5&vendorsId=5
 * @param input - the known parameters; any may be omitted
 * @returns the parameters object and the same parameters as a query string
 * @throws {@link RulesError} `INVALID_JOURNEY_START` when an id is not a positive whole number or
 *   the back-button slug is not one of {@link BACK_BUTTON_SLUGS}
 * @example
 * ```ts
 * buildJourneyStart({ productsId: 2, vendorsId: 6, formSource: 'userDashboard', backBtnSlug: '/dashboard' }).query;
 * // 'productsId=2&vendorsId=6&backBtnSlug=%2Fdashboard&formSource=userDashboard'
 * ```
 */
export function buildJourneyStart(input: JourneyStartInput = {}): JourneyStart {
  const defaults = PRODUCT_VENDOR_PAIRS.journeyBuilderDefault;
  const params: { -readonly [Key in keyof JourneyStartParams]: JourneyStartParams[Key] } = {
    productsId: checkedId('productsId', input.productsId ?? defaults.productsId),
    vendorsId: checkedId('vendorsId', input.vendorsId ?? defaults.vendorsId),
  };
  if (input.backBtnSlug !== undefined) {
    if (!isBackButtonSlug(input.backBtnSlug)) {
      throw new RulesError('INVALID_JOURNEY_START', ERROR_MESSAGES.invalidBackButtonSlug(input.backBtnSlug));
    }
    params.backBtnSlug = input.backBtnSlug;
  }
  for (const key of TEXT_KEYS) {
    const value = input[key];
    if (value !== undefined && value !== '') params[key] = value;
  }
  const query = encodeQuery(
    JOURNEY_START_KEYS.flatMap((key) => {
      const value = params[key];
      return value === undefined ? [] : [[key, String(value)] as const];
    }),
  );
  return { params, query };
}

/** The page a loan journey starts on; its query is the journey start of {@link buildJourneyStart}. */
export const JOURNEY_START_PATH = '/journey';

/**
 * The address that starts (or resumes) a loan journey: the journey page with the journey-start
 * query.
 *
 * @rule JOURNEY-004 Every journey-start link goes to /journey with the query of
 *   {@link buildJourneyStart}, so reading its query gives back the parameters it was built from.
 * @spec §3 Journey start parameters; §4 Application card (Resume Application)
 * @param input - the known parameters; any may be omitted
 * @returns `/journey?productsId=…&vendorsId=…`
 * @throws {@link RulesError} `INVALID_JOURNEY_START` as {@link buildJourneyStart}
 * @example
 * ```ts
 * journeyStartPath({ productsId: 2, vendorsId: 5 }); // '/journey?productsId=2&vendorsId=5'
 * ```
 */
export function journeyStartPath(input: JourneyStartInput = {}): string {
  return `${JOURNEY_START_PATH}?${buildJourneyStart(input).query}`;
}

/**
 * Reads journey-start parameters back from a query string, the inverse of
 * {@link buildJourneyStart} (unknown keys are ignored).
 *
 * @rule JOURNEY-003 Reading a built journey query gives back exactly the parameters it was built
 *   from.
 * @spec §3 Journey start parameters
 * @param query - a query string, with or without the leading `?`
 * @returns the parameters, validated and with defaults applied as by {@link buildJourneyStart}
 * @throws {@link RulesError} `INVALID_JOURNEY_START` for a bad id or back-button slug
 * @example
 * ```ts
 * parseJourneyStart('?productsId=2&vendorsId=6').productsId; // 2
 * ```
 */
export function parseJourneyStart(query: string): JourneyStartParams {
  const search = decodeQuery(query);
  const backBtnSlug = search.get('backBtnSlug');
  const input: { -readonly [Key in keyof JourneyStartInput]: JourneyStartInput[Key] } = {};
  for (const key of ['productsId', 'vendorsId'] as const) {
    const raw = search.get(key);
    if (raw !== undefined) input[key] = Number(raw);
  }
  if (backBtnSlug !== undefined) input.backBtnSlug = backBtnSlug as BackButtonSlug;
  for (const key of TEXT_KEYS) {
    const value = search.get(key);
    if (value !== undefined) input[key] = value;
  }
  return buildJourneyStart(input).params;
}
