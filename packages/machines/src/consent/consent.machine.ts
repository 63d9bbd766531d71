import { assign, forwardTo, setup } from 'xstate';
import { createOtpMachine } from '../otp/otp.machine.js';
import { errorMessage } from '../shared/error-message.js';
import { promiseNotProvided } from '../shared/not-provided.js';
import type { NavigationTarget } from '../session/session.types.js';
import type {
  CkycQuery,
  CkycStatus,
  ConsentContext,
  ConsentEvent,
  ConsentInput,
  ConsentOtpVerified,
  ConsentSubmission,
  ConsentSubmitted,
} from './consent.types.js';

/** The CKYC lookup's answer when it has nothing for the customer (§8). */
export const CKYC_NO_RECORD = 'No record found!';

/**
 * The consent status a failed call carried, if any: the server answers an unknown, decided or
 * expired link with one (e.g. the API client's `ApiError.consentStatus`).
 *
 * @param error - what an actor rejected with.
 * @returns the status, or null when the failure says nothing about the link.
 * @example
 * ```ts
 * consentStatusOf({ message: 'Already approved', consentStatus: 'approved' }); // 'approved'
 * consentStatusOf(new Error('offline')); // null
 * ```
 */
export function consentStatusOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('consentStatus' in error)) return null;
  const status = (error).consentStatus;
  return typeof status === 'string' && status !== '' ? status : null;
}

/**
 * The consent page's OTP child: the shared OTP machine, sent to the link's token (`subject`), whose
 * `verifyOtp` answers the token to use from then on. The app provides it with the consent OTP
 * calls: `consentOtpMachine.provide({ actors: { sendOtp, verifyOtp } })`.
 */
export const consentOtpMachine = createOtpMachine<ConsentOtpVerified>();

/** What a failed call rejected with: an actor's error, the OTP child's outcome or report. */
function failureOf(event: unknown): unknown {
  if (typeof event !== 'object' || event === null) return undefined;
  if ('failure' in event) return event.failure;
  if ('output' in event && typeof event.output === 'object' && event.output !== null && 'failure' in event.output) return event.output.failure;
  return 'error' in event ? event.error : undefined;
}

/**
 * The lender consent flow reached through a tokenised link.
 *
 * @rule CONSENT-001 The link sends an OTP; a 4th digit verifies it by itself. The heading follows
 *   the check (verifying, verified, invalid) and a failure shows the server's message inline;
 *   editing the OTP after a failure starts again.
 * @spec §4 Consent OTP, §8 Contact and consent OTP failures
 * @rule CONSENT-002 On the terms the loan-initiated box starts checked and Accept needs it; the
 *   WhatsApp opt-in starts unticked. (§4 has it ticked; a pre-ticked box is not the free, specific
 *   and unambiguous consent the DPDP Act asks for marketing messages, so the borrower ticks it.)
 * @spec §4 Consent terms
 * @rule CONSENT-003 Decline first asks No / Yes: No returns to the terms, Yes submits the refusal.
 * @spec §4 Consent terms
 * @rule CONSENT-004 With CKYC on, the CKYC status is fetched 1.5 s after an approval or 0.5 s after
 *   a refusal; "No record found!" returns to the terms, otherwise the accepted screen shows the
 *   CKYC id (or the rejected screen shows).
 * @spec §4 Consent terms, §8 Consent 'No record found!'
 * @rule CONSENT-005 When the submission answers with a consent status (the link can no longer be
 *   used), or any call of the flow fails with one (an unknown, already decided or expired link —
 *   also on a second visit, when the OTP is requested), the page goes to
 *   /expired-link?consent={status}.
 * @spec §2 Routes (/expired-link), §8 Expired consent
 * @rule CONSENT-006 The OTP box counts down the wait before another code may be asked for (as the
 *   login does, LOGIN-003), then offers Resend OTP, which asks again. A link reopened within the
 *   wait gets the OTP box for the code already sent, with the wait the server gave counted down,
 *   not an error.
 * @spec §4 Consent OTP, Login modal
 * @example
 * ```ts
 * const otp = consentOtpMachine.provide({ actors: { sendOtp, verifyOtp } });
 * const consent = consentMachine.provide({ actors: { otp, submitConsent, fetchCkycStatus, navigate } });
 * createActor(consent, { input: { token, ckyc: query.ckyc === 'true', origin: query.origin } }).start();
 * ```
 */
export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  actors: {
    otp: consentOtpMachine,
    submitConsent: promiseNotProvided<ConsentSubmitted, ConsentSubmission>('submitConsent'),
    fetchCkycStatus: promiseNotProvided<CkycStatus, CkycQuery>('fetchCkycStatus'),
    navigate: promiseNotProvided<void, NavigationTarget>('navigate'),
  },
  delays: {
    CKYC_AFTER_APPROVAL: 1500,
    CKYC_AFTER_REFUSAL: 500,
  },
  guards: {
    loanInitiatedChecked: ({ context }) => context.loanInitiatedChecked,
    approved: ({ context }) => context.decision === 'approved',
    withCkyc: ({ context }) => context.ckyc,
    linkUnusable: ({ event }) => consentStatusOf(failureOf(event)) !== null,
    resendFailed: ({ event }) => event.type === 'OTP.FAILED' && event.during === 'resend',
  },
  actions: {
    toOtp: forwardTo('otp'),
    showError: assign({ error: ({ event }) => errorMessage(failureOf(event)) }),
    rememberLinkStatus: assign({ expiredStatus: ({ event }) => consentStatusOf(failureOf(event)) }),
    approve: assign({ decision: 'approved', error: null }),
    refuse: assign({ decision: 'rejected', error: null }),
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({
    token: input.token,
    ckyc: input.ckyc,
    origin: input.origin,
    mobile: null,
    referenceId: null,
    otpStatus: 'entering',
    error: null,
    loanInitiatedChecked: true,
    whatsappOptIn: false,
    decision: null,
    ckycId: null,
    expiredStatus: null,
  }),
  initial: 'otp',
  states: {
    // The OTP child asks for the code (a link reopened within the wait gets the earlier one),
    // counts down to Resend OTP and verifies at the 4th digit (CONSENT-001, CONSENT-006).
    otp: {
      on: {
        'OTP.CHANGE': { actions: 'toOtp' },
        'OTP.RESEND': { actions: 'toOtp' },
        'OTP.FAILED': [
          { guard: 'linkUnusable', target: 'linkExpired', actions: 'rememberLinkStatus' },
          { guard: 'resendFailed', target: 'otpUnavailable', actions: 'showError' },
        ],
      },
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({ subject: context.token, verifyOnLastDigit: true, clearErrorOnTyping: true }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'verified',
            target: 'terms',
            actions: assign(({ event }) =>
              (event.output.status === 'verified'
                ? { token: event.output.result.token, referenceId: event.output.referenceId, mobile: event.output.sent.mobile ?? null, otpStatus: 'verified' as const }
                : {})),
          },
          { guard: 'linkUnusable', target: 'linkExpired', actions: 'rememberLinkStatus' },
          { target: 'otpUnavailable', actions: 'showError' },
        ],
      },
    },
    otpUnavailable: {
      on: { RETRY: { target: 'otp', actions: assign({ error: null }) } },
    },
    terms: {
      initial: 'reading',
      states: {
        reading: {
          on: {
            'LOAN_INITIATED.TOGGLE': { actions: assign({ loanInitiatedChecked: ({ context }) => !context.loanInitiatedChecked }) },
            'WHATSAPP.TOGGLE': { actions: assign({ whatsappOptIn: ({ context }) => !context.whatsappOptIn }) },
            ACCEPT: { guard: 'loanInitiatedChecked', target: '#consent.submitting', actions: 'approve' },
            DECLINE: 'confirmingDecline',
          },
        },
        confirmingDecline: {
          on: {
            'DECLINE.CANCEL': 'reading',
            'DECLINE.CONFIRM': { target: '#consent.submitting', actions: 'refuse' },
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submitConsent',
        src: 'submitConsent',
        input: ({ context }) => ({
          token: context.token,
          status: context.decision ?? 'rejected',
          extraInfo: { whatsappOptIn: context.whatsappOptIn, loanInitiatedChecked: context.loanInitiatedChecked, ckyc: context.ckyc },
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.consentStatus !== null && event.output.consentStatus !== '',
            target: 'linkExpired',
            actions: assign({ expiredStatus: ({ event }) => event.output.consentStatus }),
          },
          { guard: 'withCkyc', target: 'awaitingCkyc' },
          { target: 'decided' },
        ],
        onError: [
          { guard: 'linkUnusable', target: 'linkExpired', actions: 'rememberLinkStatus' },
          { target: 'terms', actions: 'showError' },
        ],
      },
    },
    awaitingCkyc: {
      after: {
        CKYC_AFTER_APPROVAL: { guard: 'approved', target: 'fetchingCkyc' },
        CKYC_AFTER_REFUSAL: { guard: ({ context }) => context.decision === 'rejected', target: 'fetchingCkyc' },
      },
    },
    fetchingCkyc: {
      invoke: {
        id: 'fetchCkycStatus',
        src: 'fetchCkycStatus',
        input: ({ context }) => ({ referenceId: context.referenceId ?? '', origin: context.origin }),
        onDone: [
          {
            guard: ({ event }) => event.output.message === CKYC_NO_RECORD,
            target: 'terms',
            actions: assign({ decision: null, error: CKYC_NO_RECORD }),
          },
          { target: 'decided', actions: assign({ ckycId: ({ event }) => event.output.ckycId }) },
        ],
        onError: 'decided',
      },
    },
    decided: {
      always: [{ guard: 'approved', target: 'accepted' }, { target: 'rejected' }],
    },
    accepted: { type: 'final' },
    rejected: { type: 'final' },
    linkExpired: {
      invoke: {
        id: 'navigate',
        src: 'navigate',
        input: ({ context }) => ({ to: `/expired-link?consent=${encodeURIComponent(context.expiredStatus ?? '')}` }),
      },
    },
  },
});
