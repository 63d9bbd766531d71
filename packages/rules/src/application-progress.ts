import {
  applicationReference,
  canResume,
  canViewDetails,
  cardStatus,
  hoursSinceActivity,
  lastActivityMessage,
  LEAD_STATUSES,
  loanDetailsPath,
  optOutState,
  refinanceSharedMessage,
  resumeJourney,
  type ApplicationCard,
  type ApplicationStage,
  type CardStatus,
  type OptOutState,
} from './application-card.js';
import type { JourneyStartInput } from './journey-start.js';
import type { CardMessage } from './messages.js';
import { loanTypeOfCardProduct, type LoanProductSlug } from './products.js';

/**
 * The lead statuses Rinn's own systems write, by meaning. The journey writes the first two; the
 * others come from the lenders' systems. Anything else is shown as sent.
 */
export const KNOWN_LEAD_STATUSES = {
  'application-started': 'Application started',
  'consent-pending': 'Consent pending',
  'documents-pending': 'Documents pending',
  'offer-shared': 'Offer shared',
  'eligibility-check': 'Eligibility check',
  'lead-created': 'Lead created',
  'lender-review': 'Lender review',
  'under-review': 'Under review',
  'loan-disbursed': LEAD_STATUSES.completed,
  cancelled: LEAD_STATUSES.cancelled,
} as const;

/** The meaning of a known lead status (its words per language are the app's). */
export type LeadStatusCode = keyof typeof KNOWN_LEAD_STATUSES;

const CODE_OF_STATUS = new Map<string, LeadStatusCode>(
  Object.entries(KNOWN_LEAD_STATUSES).map(([code, status]) => [status.toLowerCase(), code as LeadStatusCode]),
);

/**
 * What a card's status means, so that it is shown in words in the page language.
 *
 * @rule CARD-014 A card shows its application's own status in words: each status of
 *   KNOWN_LEAD_STATUSES (compared without regard to case or surrounding spaces) has a code the
 *   page words in its language (Completed reads "Loan disbursed"); any other status has no code
 *   and is shown as the server sent it.
 * @spec §3 Application or lead (leadStatus); §4 Application card
 * @param leadStatus - the application's `leadStatus`
 * @returns the code, or null for a status Rinn does not know
 * @example
 * ```ts
 * leadStatusCode('Documents pending'); // 'documents-pending'
 * leadStatusCode('Completed'); // 'loan-disbursed'
 * leadStatusCode('With the valuer'); // null
 * ```
 */
export function leadStatusCode(leadStatus: string): LeadStatusCode | null {
  return CODE_OF_STATUS.get(leadStatus.trim().toLowerCase()) ?? null;
}

/**
 * Whether a card is a journey draft: a journey started and saved, with no offer chosen yet.
 *
 * @param card - the application
 * @returns true for a draft (status Application started, user journey active)
 */
export function isJourneyDraft(card: Pick<ApplicationCard, 'leadStatus' | 'isUjActive'>): boolean {
  return card.isUjActive && leadStatusCode(card.leadStatus) === 'application-started';
}

/**
 * What the customer does next on an application.
 *
 * - `continue-application`: the journey's form, at the first step not yet saved;
 * - `give-consent`: open the lender's consent link (sent by SMS);
 * - `upload-documents`: get the documents ready for the lender;
 * - `review-offer`: look at the offer shared;
 * - `track-progress`: nothing to do; the lender is working on it.
 */
export type NextAction = 'continue-application' | 'give-consent' | 'upload-documents' | 'review-offer' | 'track-progress';

/**
 * The next step of an application, from its status.
 *
 * @rule CARD-013 The next step of an application follows its status: a journey draft continues
 *   its form; Consent pending is the lender's consent; Documents pending the documents; Offer
 *   shared the offer; any other status in progress is the lender's to move (track progress). A
 *   disbursed or cancelled application has no next step.
 * @spec §4 Application card (Resume Application); §3 Application or lead
 * @param card - the application
 * @returns the next step, or null when there is none
 * @example
 * ```ts
 * nextAction({ leadStatus: 'Offer shared', isUjActive: false }); // 'review-offer'
 * ```
 */
export function nextAction(card: Pick<ApplicationCard, 'leadStatus' | 'isUjActive'>): NextAction | null {
  if (isJourneyDraft(card)) return 'continue-application';
  switch (leadStatusCode(card.leadStatus)) {
    case 'loan-disbursed':
    case 'cancelled':
      return null;
    case 'consent-pending':
      return 'give-consent';
    case 'documents-pending':
      return 'upload-documents';
    case 'offer-shared':
      return 'review-offer';
    default:
      return 'track-progress';
  }
}

/** The stage of a journey application that the borrower's consent to the lender completes. */
export const LENDER_CONSENT_STAGE = 'Lender consent';

/** The part of an application a consent decision changes. */
export interface ConsentProgress {
  readonly leadStatus: string;
  readonly stages: readonly ApplicationStage[];
}

/**
 * The application after the borrower decided on the lender's consent request.
 *
 * @rule CARD-017 A consent decision moves its application on, so the dashboard shows it: an
 *   approval marks the Lender consent stage complete and turns Consent pending into Lender review
 *   (the lender's to move next); a refusal turns Consent pending into Cancelled (the lender will not
 *   process it) and completes no stage. An application in any other status keeps its status.
 * @spec §4 Consent terms (accepted, rejected); §4 Application card (status, stages)
 * @param application - the application's status and stages
 * @param decision - the borrower's decision
 * @returns the status and stages to store
 * @example
 * ```ts
 * progressAfterConsent({ leadStatus: 'Consent pending', stages: [{ stage: 'Lender consent', isComplete: false }] }, 'approved');
 * // { leadStatus: 'Lender review', stages: [{ stage: 'Lender consent', isComplete: true }] }
 * ```
 */
export function progressAfterConsent(application: ConsentProgress, decision: 'approved' | 'rejected'): ConsentProgress {
  const waiting = leadStatusCode(application.leadStatus) === 'consent-pending';
  if (decision === 'rejected') {
    return { leadStatus: waiting ? KNOWN_LEAD_STATUSES.cancelled : application.leadStatus, stages: application.stages };
  }
  return {
    leadStatus: waiting ? KNOWN_LEAD_STATUSES['lender-review'] : application.leadStatus,
    stages: application.stages.map((stage) => (stage.stage === LENDER_CONSENT_STAGE ? { ...stage, isComplete: true } : stage)),
  };
}

/** Where Resume Application leads. */
export type ResumeTarget =
  /** The journey, which reopens the draft (its id is the userToken) with its answers, at its next step. */
  | { readonly kind: 'journey'; readonly start: JourneyStartInput; readonly loanType: LoanProductSlug | null }
  /** The application's detail page, at its next step. */
  | { readonly kind: 'next-step'; readonly action: NextAction; readonly path: string };

/** The anchor of the detail page's next-step section. */
export const NEXT_STEP_ANCHOR = 'next-step';

/**
 * Whether a disbursed loan offers Resume Application.
 *
 * @rule CARD-012 A disbursed loan (status Completed) never offers Resume Application, even with
 *   the user journey active or in system 1 or 5: CARD-003 read literally would offer it, but §4
 *   resumes an application still under way, and a disbursed loan has nothing left to resume.
 * @spec §4 Application card (Resume Application; Completed is loan disbursed)
 * @param card - the application
 * @returns true when the status is Completed
 */
export function isDisbursed(card: Pick<ApplicationCard, 'leadStatus'>): boolean {
  return leadStatusCode(card.leadStatus) === 'loan-disbursed';
}

/**
 * Where the card's Resume Application leads, or null when the card offers none.
 *
 * @rule CARD-015 Resume Application shows when CARD-003 offers it, the loan is not disbursed
 *   (CARD-012) and the application has somewhere to resume: a journey draft resumes in the
 *   journey with its own product and loan type and its draft id as userToken (CARD-004), which
 *   reopens its saved answers at its first step not saved; any other application opens its detail
 *   page at its next step (CARD-013). An application without a detail page (CARD-007: tw_ev,
 *   refinance) and past its form has nothing to resume, so shows no Resume.
 * @spec §4 Application card (Resume Application); §2 Routes (/loan-details)
 * @param card - the application
 * @returns the target, or null
 * @example
 * ```ts
 * resumeTarget({ ...card, leadStatus: 'Documents pending', systemId: 1 });
 * // { kind: 'next-step', action: 'upload-documents', path: '/loan-details/…#next-step' }
 * ```
 */
export function resumeTarget(card: ApplicationCard): ResumeTarget | null {
  if (!canResume(card) || isDisbursed(card)) return null;
  const action = nextAction(card);
  if (action === null) return null;
  if (action === 'continue-application') {
    return { kind: 'journey', start: resumeJourney(card), loanType: loanTypeOfCardProduct(card.product) };
  }
  if (!canViewDetails(card)) return null;
  return { kind: 'next-step', action, path: `${loanDetailsPath(card)}#${NEXT_STEP_ANCHOR}` };
}

const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * The reference a customer reads on a card and quotes to support.
 *
 * @rule CARD-016 The reference shown is the loan id once the lender gave one; a journey draft
 *   has none yet (the card says it is not submitted); any other application is RN-{year it was
 *   made, in India}-{its id}, a numeric id padded to six digits (RN-2026-000042), another id
 *   upper-cased. The CARD-006 id still names the application in links and calls.
 * @spec §3 Application or lead (loanId or id shown as the reference number)
 * @workedExample id 42, no loanId, createdAt 2026-11-01T10:00:00Z → RN-2026-000042
 * @param card - the application
 * @returns the reference, or null for a draft
 * @example
 * ```ts
 * displayReference({ ...card, loanId: 'RNUC2026000184' }); // 'RNUC2026000184'
 * ```
 */
export function displayReference(card: Pick<ApplicationCard, 'loanId' | 'id' | 'createdAt' | 'leadStatus' | 'isUjActive'>): string | null {
  if (card.loanId !== undefined && card.loanId !== null && String(card.loanId) !== '') return String(card.loanId);
  if (isJourneyDraft(card)) return null;
  const id = String(card.id ?? '');
  const created = Date.parse(card.createdAt);
  const year = Number.isNaN(created) ? null : new Date(created + INDIA_OFFSET_MS).getUTCFullYear();
  const serial = /^\d+$/.test(id) ? id.padStart(6, '0') : id.toUpperCase();
  return year === null ? `RN-${serial}` : `RN-${year}-${serial}`;
}

/** Everything a dashboard application card shows, decided. */
export interface CardView {
  /** The CARD-006 id: links and calls. */
  readonly reference: string;
  /** What the customer reads (CARD-016); null for a draft, which has none yet. */
  readonly displayReference: string | null;
  readonly status: CardStatus;
  /** The status's meaning (CARD-014), or null to show `leadStatus` as sent. */
  readonly statusCode: LeadStatusCode | null;
  readonly leadStatus: string;
  /** The raw createdAt, for the caller to format in Asia/Kolkata as Applied on. */
  readonly appliedOn: string;
  /** The raw updatedAt, for the caller to tell as relative time (FMT-009). */
  readonly lastActivityAt: string;
  readonly lastActivityHours: number;
  /** The hours since, as a message (CARD-011), for `cardMessageText`. */
  readonly lastActivity: CardMessage;
  readonly stages: readonly ApplicationStage[];
  readonly nextAction: NextAction | null;
  /** Where Resume Application leads (CARD-015), or null when it does not show. */
  readonly resume: ResumeTarget | null;
  readonly optOut: OptOutState;
  /** The View details link, or null when it is not offered. */
  readonly detailsPath: string | null;
  /** CARD-009's message, for `cardMessageText`, or null when it does not apply. */
  readonly refinanceMessage: CardMessage | null;
}

/**
 * Everything a dashboard card shows, from the application and the current time. The sanction
 * link depends on a fetch, so it is decided separately by `showSanctionDownload`.
 *
 * @param card - the application
 * @param now - the current time, from the caller
 * @returns the card's view model (CARD-001, CARD-003 to CARD-009, CARD-011 to CARD-016)
 * @throws RulesError `MISSING_APPLICATION_ID` or `INVALID_TIMESTAMP` for bad data
 * @example
 * ```ts
 * const view = cardView(application, new Date());
 * if (view.resume?.kind === 'journey') startJourney(buildJourneyStart({ ...view.resume.start, userMobile }));
 * ```
 */
export function cardView(card: ApplicationCard, now: Date): CardView {
  return {
    reference: applicationReference(card),
    displayReference: displayReference(card),
    status: cardStatus(card.leadStatus),
    statusCode: leadStatusCode(card.leadStatus),
    leadStatus: card.leadStatus,
    appliedOn: card.createdAt,
    lastActivityAt: card.updatedAt,
    lastActivityHours: hoursSinceActivity(card.updatedAt, now),
    lastActivity: lastActivityMessage(card.updatedAt, now),
    stages: card.stages,
    nextAction: nextAction(card),
    resume: resumeTarget(card),
    optOut: optOutState(card),
    detailsPath: canViewDetails(card) ? loanDetailsPath(card) : null,
    refinanceMessage: refinanceSharedMessage(card),
  };
}
