import type { ShownMessage } from '../shared/shown-message.js';
import type { JourneyMessage, JourneyStepId, KeyFactStatement, OfferMatch, OfferSortKey, SavedSteps, WaysForward } from '@rinn/offers';
import type { CalendarDate, JourneyStartInput, JourneyStartParams, LoanProductSlug } from '@rinn/rules';
import type { AuthSession } from '../session/session.types.js';

/** What the journey page gives the machine. */
export interface ApplicationJourneyInput {
  /** The §3 journey-start parameters from the page's query (`parseJourneyStart`) or a button. */
  readonly start: JourneyStartInput;
  /** The loan type of the page that started the journey, when it knows it (STEP-004). */
  readonly pageProduct?: LoanProductSlug;
  /** The signed-in session, or null for a visitor. */
  readonly session: AuthSession | null;
  /** Today in Asia/Kolkata, for the applicant's age (STEP-008); without it the age is left to the server. */
  readonly today?: CalendarDate;
}

/** A saved, unfinished application as `loadDraft` and `saveStep` know it. */
export interface JourneyDraft {
  readonly draftId: string;
  readonly product: LoanProductSlug;
  readonly saved: SavedSteps;
}

/** Input of `loadDraft`: which journey to continue (§4 resume: the card's user token). */
export interface DraftQuery {
  readonly params: JourneyStartParams;
  readonly product: LoanProductSlug;
  readonly session: AuthSession;
}

/** Input of `saveStep`: one validated step (save-as-you-go); the first save creates the draft. */
export interface StepSave {
  readonly draftId: string | null;
  readonly params: JourneyStartParams;
  readonly product: LoanProductSlug;
  readonly step: JourneyStepId;
  readonly values: Readonly<Record<string, unknown>>;
  readonly session: AuthSession;
}

/** Output of `saveStep`. */
export interface StepSaved {
  readonly draftId: string;
}

/** Input of `fetchOffers`: the server fetches the bureau score and runs `matchOffers`. */
export interface OffersQuery {
  readonly draftId: string;
  readonly session: AuthSession;
}

/**
 * Output of `fetchOffers`: the matcher's answer, the bureau score it was matched on (null: no
 * bureau record) and, when no lender matches, what one change would open (WAYS-001…004).
 */
export interface JourneyOffers extends OfferMatch {
  readonly creditScore: number | null;
  readonly waysForward: WaysForward | null;
}

/**
 * Input of `loadKeyFactStatement` (the server's KFS of the chosen offer, KFS-001) and of
 * `downloadKeyFactStatement` (its PDF, saved by the actor the app provides).
 */
export interface KfsRequest {
  readonly draftId: string;
  readonly lenderId: number;
}

/** Input of `createApplication`: the chosen offer, after the visitor has seen its KFS. */
export interface ApplicationRequest {
  readonly draftId: string;
  readonly lenderId: number;
  readonly kfsAcknowledged: true;
  readonly session: AuthSession;
}

/** Output of `createApplication`: the application the dashboard will show. */
export interface CreatedApplication {
  readonly applicationId: string;
  /** The server's own message about what happens next, shown on the confirmation. */
  readonly message?: string;
}

/** What the journey machine remembers between events. */
export interface ApplicationJourneyContext {
  /** The start with defaults applied, or null when it was refused. */
  readonly params: JourneyStartParams | null;
  readonly startError: ShownMessage | null;
  readonly product: LoanProductSlug;
  readonly steps: readonly JourneyStepId[];
  readonly stepIndex: number;
  /** Today, as the page gave it (STEP-008), or null. */
  readonly today: CalendarDate | null;
  readonly session: AuthSession | null;
  /** The mobile being verified (digits only, at most 10). */
  readonly mobile: string;
  readonly draftId: string | null;
  readonly saved: SavedSteps;
  /** What the form of the current step holds. */
  readonly values: Readonly<Record<string, unknown>>;
  readonly fieldErrors: Readonly<Record<string, JourneyMessage>>;
  /** The message of the last failed effect (OTP, save, offers, create). */
  readonly error: ShownMessage | null;
  readonly match: JourneyOffers | null;
  /** What the offers are sorted by (COMPARE-001); APR until the visitor picks another key. */
  readonly offerSort: OfferSortKey;
  /** The offers ticked to compare, in the order they were ticked (COMPARE-002). */
  readonly comparedLenderIds: readonly number[];
  readonly chosenLenderId: number | null;
  /** The chosen offer's Key Fact Statement once the server has given it. */
  readonly kfs: KeyFactStatement | null;
  /** Why the KFS could not be loaded, when it could not. */
  readonly kfsError: ShownMessage | null;
  readonly kfsAcknowledged: boolean;
  readonly applicationId: string | null;
  /** The server's message on creating the application, when it sent one. */
  readonly applicationMessage: string | null;
}

/** Everything the journey machine responds to (a UI sends them through `connect`). */
export type ApplicationJourneyEvent =
  | { type: 'MOBILE.CHANGE'; value: string }
  | { type: 'OTP.SEND' }
  | { type: 'OTP.CHANGE'; value: string }
  | { type: 'OTP.SUBMIT' }
  | { type: 'OTP.RESEND' }
  | { type: 'EDIT_MOBILE' }
  | { type: 'FIELD.CHANGE'; field: string; value: unknown }
  | { type: 'VALUES.SET'; values: Readonly<Record<string, unknown>> }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'OFFER.CHOOSE'; lenderId: number }
  | { type: 'OFFERS.SORT'; key: OfferSortKey }
  /** Tick or untick an offer for the comparison (COMPARE-002). */
  | { type: 'OFFERS.COMPARE_TOGGLE'; lenderId: number }
  | { type: 'OFFERS.COMPARE_CLEAR' }
  | { type: 'OFFERS.COMPARE_OPEN' }
  | { type: 'OFFERS.COMPARE_CLOSE' }
  /** Try a way forward: the amount or tenure the matcher found would open a lender (WAYS-001/002). */
  | { type: 'WAY_FORWARD.TRY'; field: 'loanAmount' | 'tenureMonths'; value: number }
  | { type: 'KFS.ACKNOWLEDGE'; acknowledged: boolean }
  | { type: 'KFS.RETRY' }
  | { type: 'KFS.DOWNLOAD' }
  | { type: 'OFFER.ACCEPT' };
