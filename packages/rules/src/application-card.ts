import { RulesError } from './errors.js';
import { ERROR_MESSAGES, type CardMessage } from './messages.js';
import { CARD_PRODUCT_CODES, PRODUCT_IDS, VENDOR_IDS } from './products.js';
import { FORM_SOURCES, type JourneyStartInput } from './journey-start.js';
import { decodeQuery, encodeQuery } from './query-string.js';

/** One step of an application's progress. */
export interface ApplicationStage {
  readonly stage: string;
  readonly isComplete: boolean;
}

/** One of the systems an application lives in. */
export interface ApplicationSystem {
  readonly systemId: number;
  readonly userToken: string;
}

/**
 * An application or lead as the dashboard receives it (spec §3 Application or lead).
 *
 * `product` is the product code (`tw_ev`, `refinance` …): §3 does not list it among the fields,
 * but §2 and §4 use it on the card and in the `/loan-details` link.
 */
export interface ApplicationCard {
  /** Loan id; the reference for system 1. */
  readonly loanId?: string | number | undefined;
  /** Application id; the reference for every other system. */
  readonly id?: string | number | undefined;
  readonly leadStatus: string;
  /** ISO 8601 timestamp, shown as Applied on. */
  readonly createdAt: string;
  /** ISO 8601 timestamp, shown as last activity in hours. */
  readonly updatedAt: string;
  readonly stages: readonly ApplicationStage[];
  readonly systemId: number;
  readonly systems: readonly ApplicationSystem[];
  readonly product: string;
  /** The product the application was started with (§3 Journey start productsId). */
  readonly productsId?: number | undefined;
  readonly isUjActive: boolean;
  readonly isNbfcLead: boolean;
  readonly isNBFC: boolean;
  readonly isConsentOpted: boolean;
  readonly isOptedout: boolean;
  readonly isScoreExpire: boolean;
  readonly userToken: string;
}

/** The colour class of a card's status. */
export type CardStatus = 'cancel' | 'loan-disbursed' | 'in-progress';

/** The lead statuses that have their own colour; every other value means in progress. */
export const LEAD_STATUSES = { cancelled: 'Cancelled', completed: 'Completed' } as const;

/**
 * The colour class of a lead status.
 *
 * @rule CARD-001 A card's status colour is cancel for Cancelled, loan disbursed for Completed and
 *   in progress for any other status. Statuses are compared exactly, as the API sends them.
 * @spec §3 Application or lead; §4 Application card
 * @param leadStatus - the application's `leadStatus`
 * @returns `cancel`, `loan-disbursed` or `in-progress`
 * @example
 * ```ts
 * cardStatus('Completed'); // 'loan-disbursed'
 * cardStatus('Docs pending'); // 'in-progress'
 * ```
 */
export function cardStatus(leadStatus: string): CardStatus {
  if (leadStatus === LEAD_STATUSES.cancelled) return 'cancel';
  if (leadStatus === LEAD_STATUSES.completed) return 'loan-disbursed';
  return 'in-progress';
}

/**
 * Whether an application is an NBFC lead.
 *
 * @rule CARD-002 An application is an NBFC lead when either isNbfcLead or isNBFC is set; the spec
 *   lists both flags without telling them apart, so either one counts.
 * @spec §3 Application or lead; §6 Roles (NBFC leads)
 * @param card - the application
 * @returns true when either NBFC flag is set
 * @example
 * ```ts
 * isNbfcApplication({ ...card, isNBFC: true }); // true
 * ```
 */
export function isNbfcApplication(card: Pick<ApplicationCard, 'isNbfcLead' | 'isNBFC'>): boolean {
  return card.isNbfcLead || card.isNBFC;
}

/**
 * Whether the card offers Resume Application.
 *
 * @rule CARD-003 Resume Application shows when the user journey is active (isUjActive), or when
 *   systemId is 1 or 5 and the status is not Cancelled.
 * @spec §4 Application card
 * @param card - the application
 * @returns true when the Resume button shows
 * @example
 * ```ts
 * canResume({ ...card, isUjActive: false, systemId: 5, leadStatus: 'Cancelled' }); // false
 * ```
 */
export function canResume(card: Pick<ApplicationCard, 'isUjActive' | 'systemId' | 'leadStatus'>): boolean {
  if (card.isUjActive) return true;
  return (card.systemId === 1 || card.systemId === 5) && card.leadStatus !== LEAD_STATUSES.cancelled;
}

/**
 * The journey-start parameters that resume an application from the dashboard. Pass them, with the
 * session's mobile and tokens, to `buildJourneyStart`.
 *
 * @rule CARD-004 Resuming starts the application's own product (its productsId; product 2, §3's
 *   dashboard-resume id, only when the card carries none: sending 2 for every card opened a
 *   personal-loan journey for a car loan) with formSource userDashboard and back target
 *   /dashboard, with vendor 6 for systemId 5 or an NBFC lead and vendor 5 for all others, and the
 *   application's own user token.
 * @spec §4 Application card; §3 Journey start parameters
 * @param card - the application
 * @returns the journey-start input (product, vendor, form source, back slug, user token)
 * @example
 * ```ts
 * resumeJourney({ ...card, systemId: 5 }).vendorsId; // 6
 * resumeJourney({ ...card, productsId: 9 }).productsId; // 9
 * ```
 */
export function resumeJourney(
  card: Pick<ApplicationCard, 'systemId' | 'isNbfcLead' | 'isNBFC' | 'userToken' | 'productsId'>,
): JourneyStartInput {
  const differentStart = card.systemId === 5 || isNbfcApplication(card);
  return {
    productsId: card.productsId ?? PRODUCT_IDS.dashboardResume,
    vendorsId: differentStart ? VENDOR_IDS.nbfcResume : VENDOR_IDS.standard,
    formSource: FORM_SOURCES.dashboard,
    backBtnSlug: '/dashboard',
    userToken: card.userToken,
  };
}

/** What the card shows for opting out: nothing, a disabled label, or a clickable control. */
export type OptOutState =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'opted-out'; readonly label: { readonly code: 'optedOut' }; readonly disabled: true }
  | { readonly kind: 'available' };

/**
 * The card's opt-out control.
 *
 * @rule CARD-005 Opt-out shows only for non-NBFC leads with consent opted and the score not
 *   expired, and never for the tw_ev product. If the user already opted out it is a disabled
 *   Opted-out label; otherwise it is clickable (the click shows the revoke/delete overlay).
 * @spec §4 Application card
 * @param card - the application
 * @returns a discriminated union on `kind`
 * @example
 * ```ts
 * optOutState({ ...card, isConsentOpted: true, isOptedout: true }); // { kind: 'opted-out', label: { code: 'optedOut' }, disabled: true }
 * ```
 */
export function optOutState(
  card: Pick<ApplicationCard, 'isNbfcLead' | 'isNBFC' | 'isConsentOpted' | 'isScoreExpire' | 'isOptedout' | 'product'>,
): OptOutState {
  const offered =
    !isNbfcApplication(card) &&
    card.isConsentOpted &&
    !card.isScoreExpire &&
    card.product !== CARD_PRODUCT_CODES.twoWheelerEv;
  if (!offered) return { kind: 'hidden' };
  if (card.isOptedout) return { kind: 'opted-out', label: { code: 'optedOut' }, disabled: true };
  return { kind: 'available' };
}

/**
 * The id that identifies an application to the server.
 *
 * @rule CARD-006 System 1 identifies an application by its loanId, every other system by its id;
 *   the same value is the card's reference number, the /loan-details path segment and the
 *   sanction-letter download id. When the preferred one is missing the other is used.
 * @spec §2 Routes (/loan-details); §3 Application or lead; §7 sanction/download
 * @param card - the application
 * @returns the loanId or id, as a string
 * @throws {@link RulesError} `MISSING_APPLICATION_ID` when both are missing
 * @example
 * ```ts
 * applicationReference({ systemId: 1, loanId: 'L9', id: 4 }); // 'L9'
 * applicationReference({ systemId: 2, loanId: 'L9', id: 4 }); // '4'
 * ```
 */
export function applicationReference(card: Pick<ApplicationCard, 'systemId' | 'loanId' | 'id'>): string {
  const [preferred, fallback] = card.systemId === 1 ? [card.loanId, card.id] : [card.id, card.loanId];
  const reference = preferred ?? fallback;
  if (reference === undefined || reference === '') {
    throw new RulesError('MISSING_APPLICATION_ID', ERROR_MESSAGES.missingApplicationId);
  }
  return String(reference);
}

/**
 * Whether the card links to its detail page.
 *
 * @rule CARD-007 View details is offered for every product except tw_ev and refinance.
 * @spec §2 Routes (/loan-details); §4 Application card
 * @param card - the application
 * @returns false for tw_ev and refinance
 * @example
 * ```ts
 * canViewDetails({ product: 'refinance' }); // false
 * ```
 */
export function canViewDetails(card: Pick<ApplicationCard, 'product'>): boolean {
  return card.product !== CARD_PRODUCT_CODES.twoWheelerEv && card.product !== CARD_PRODUCT_CODES.refinance;
}

/** The query of a `/loan-details` link, read back. */
export interface LoanDetailsQuery {
  readonly systemId: number;
  readonly product: string;
  /** The system ids of the application's systems. */
  readonly systems: readonly number[];
}

/**
 * Path of the application detail page.
 *
 * @rule CARD-008 The View details link is /loan-details/{reference}?systemId=..&product=..&systems=..
 *   with the CARD-006 reference; systems is the comma-separated list of the card's system ids (the
 *   spec does not show its encoding). The systems' user tokens never go into the link: a URL ends
 *   up in server logs, browser history and Referer headers.
 * @spec §2 Routes (/loan-details); §7 GET application/{id}
 * @workedExample systemId 2, id 42, product usedcar, systems [{systemId: 2, userToken: t}, {systemId: 5, userToken: u}] →
 *   /loan-details/42?systemId=2&product=usedcar&systems=2%2C5
 * @param card - the application
 * @returns the path with its query, URI-encoded
 * @throws {@link RulesError} `MISSING_APPLICATION_ID` when both loanId and id are missing
 * @example
 * ```ts
 * loanDetailsPath({ systemId: 1, loanId: 'L9', product: 'usedcar', systems: [] });
 * // '/loan-details/L9?systemId=1&product=usedcar&systems='
 * ```
 */
export function loanDetailsPath(card: Pick<ApplicationCard, 'systemId' | 'loanId' | 'id' | 'product' | 'systems'>): string {
  const query = encodeQuery([
    ['systemId', String(card.systemId)],
    ['product', card.product],
    ['systems', card.systems.map((system) => system.systemId).join(',')],
  ]);
  return `/loan-details/${encodeURIComponent(applicationReference(card))}?${query}`;
}

/**
 * Reads the query of a `/loan-details` link back (CARD-008), for the detail page.
 *
 * @param search - the query string, with or without `?`
 * @returns systemId (2 when absent, as the detail call defaults), product and the system ids; an
 *   unreadable systems value reads as no systems
 * @example
 * ```ts
 * parseLoanDetailsQuery('?systemId=1&product=usedcar&systems=1%2C2'); // { systemId: 1, product: 'usedcar', systems: [1, 2] }
 * ```
 */
export function parseLoanDetailsQuery(search: string): LoanDetailsQuery {
  const query = decodeQuery(search);
  const systemId = Number(query.get('systemId') ?? 2);
  return {
    systemId: Number.isInteger(systemId) ? systemId : 2,
    product: query.get('product') ?? '',
    systems: parseSystems(query.get('systems')),
  };
}

function parseSystems(raw: string | undefined): readonly number[] {
  if (raw === undefined || !/^\d+(,\d+)*$/.test(raw)) return [];
  return raw.split(',').map(Number);
}

/**
 * The message a refinance card shows once every stage is done.
 *
 * @rule CARD-009 A refinance application whose stages are all complete says "Your application has
 *   been shared with our loan expert." (text written here; the spec gives only its meaning). An
 *   application with no stages has not completed any, so shows nothing.
 * @spec §4 Application card (Refinance)
 * @param card - the application
 * @returns the message's code (written out by `cardMessageText`), or null when it does not apply
 * @example
 * ```ts
 * refinanceSharedMessage({ product: 'refinance', stages: [{ stage: 'KYC', isComplete: true }] }); // { code: 'refinanceShared' }
 * // cardMessageText({ code: 'refinanceShared' }, 'en'): 'Your application has been shared with our loan expert.'
 * ```
 */
export function refinanceSharedMessage(card: Pick<ApplicationCard, 'product' | 'stages'>): { readonly code: 'refinanceShared' } | null {
  const allComplete = card.stages.length > 0 && card.stages.every((stage) => stage.isComplete);
  return card.product === CARD_PRODUCT_CODES.refinance && allComplete ? { code: 'refinanceShared' } : null;
}

/** Outcome of fetching a sanction letter (spec §3 Sanction document). */
export type SanctionLetterFetch =
  | { readonly state: 'pending' }
  | { readonly state: 'failed' }
  | { readonly state: 'succeeded'; readonly fileName: string; readonly file: string };

/**
 * Whether the sanction-letter download link shows.
 *
 * @rule CARD-010 The sanction letter download link shows only when the letter fetch succeeded
 *   with a file; while pending or after a failure it is hidden, silently.
 * @spec §4 Application card; §8 Sanction letter fetch failure
 * @param fetch - where the letter fetch stands
 * @returns true only for a succeeded fetch with non-empty content
 * @example
 * ```ts
 * showSanctionDownload({ state: 'failed' }); // false
 * ```
 */
export function showSanctionDownload(fetch: SanctionLetterFetch): boolean {
  return fetch.state === 'succeeded' && fetch.file.length > 0;
}

const HOUR_MS = 3_600_000;
// A strict ISO 8601 date-time with an explicit offset: bare dates and offset-less times would be
// read in the runtime's local zone, so the same card would show different hours on different hosts.
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function parseTimestamp(value: string): number {
  const time = ISO_TIMESTAMP.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw new RulesError('INVALID_TIMESTAMP', ERROR_MESSAGES.invalidTimestamp(value));
  return time;
}

/**
 * Whole hours since the application's last activity.
 *
 * @rule CARD-011 Last activity is the whole number of hours from updatedAt to now, rounded down,
 *   §3's figure with the suffix hrs; a future updatedAt (clock skew) counts as 0. The dashboard
 *   tells the same moment as a person writes it instead (FMT-009, "2 days ago"), since "984 hrs"
 *   reads as a figure to work out, not a time.
 * @spec §3 Application or lead (updatedAt)
 * @workedExample updatedAt 2026-01-01T00:00:00Z, now 2026-01-01T05:59:59Z → 5 hrs
 * @param updatedAt - ISO 8601 timestamp with a Z or ±hh:mm offset
 * @param now - the current time, from the caller
 * @returns hours, ≥ 0
 * @throws {@link RulesError} `INVALID_TIMESTAMP` when updatedAt is not such a timestamp
 * @example
 * ```ts
 * hoursSinceActivity('2026-01-01T00:00:00Z', new Date('2026-01-02T01:00:00Z')); // 25
 * ```
 */
export function hoursSinceActivity(updatedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - parseTimestamp(updatedAt)) / HOUR_MS));
}

/**
 * The last-activity message of a card (CARD-011): its code and the hours; `cardMessageText`
 * writes it as `5 hrs`, or `5 घंटे` in Hindi.
 *
 * @param updatedAt - ISO 8601 timestamp with a Z or ±hh:mm offset
 * @param now - the current time, from the caller
 * @returns the message, written out by `cardMessageText`
 * @throws {@link RulesError} `INVALID_TIMESTAMP` when updatedAt is not such a timestamp
 * @example
 * ```ts
 * lastActivityMessage('2026-01-01T00:00:00Z', new Date('2026-01-01T05:00:00Z')); // { code: 'lastActivity', params: { hours: 5 } }
 * ```
 */
export function lastActivityMessage(updatedAt: string, now: Date): CardMessage & { readonly code: 'lastActivity' } {
  return { code: 'lastActivity', params: { hours: hoursSinceActivity(updatedAt, now) } };
}
