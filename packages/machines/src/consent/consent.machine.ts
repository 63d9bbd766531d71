import { assign, setup } from 'xstate';
import { LOGIN_RULES } from '@rinn/rules';
import { errorMessage } from '../shared/error-message.js';
import { promiseNotProvided } from '../shared/not-provided.js';
import type { NavigationTarget } from '../session/session.types.js';
import type {
  CkycQuery,
  CkycStatus,
  ConsentContext,
  ConsentEvent,
  ConsentInput,
  ConsentOtpCheck,
  ConsentOtpSent,
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
 * const consent = consentMachine.provide({ actors: { requestConsentOtp, verifyConsentOtp, submitConsent, fetchCkycStatus, navigate } });
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
    requestConsentOtp: promiseNotProvided<ConsentOtpSent, { readonly token: string }>('requestConsentOtp'),
    verifyConsentOtp: promiseNotProvided<ConsentOtpVerified, ConsentOtpCheck>('verifyConsentOtp'),
    submitConsent: promiseNotProvided<ConsentSubmitted, ConsentSubmission>('submitConsent'),
    fetchCkycStatus: promiseNotProvided<CkycStatus, CkycQuery>('fetchCkycStatus'),
    navigate: promiseNotProvided<void, NavigationTarget>('navigate'),
  },
  delays: {
    RESEND_TICK: 1000,
    CKYC_AFTER_APPROVAL: 1500,
    CKYC_AFTER_REFUSAL: 500,
  },
  guards: {
    otpComplete: ({ context }) => context.otp.length === LOGIN_RULES.otpLength,
    mayResendNow: ({ context }) => context.secondsUntilResend <= 0,
    lastSecond: ({ context }) => context.secondsUntilResend <= 1,
    loanInitiatedChecked: ({ context }) => context.loanInitiatedChecked,
    approved: ({ context }) => context.decision === 'approved',
    withCkyc: ({ context }) => context.ckyc,
    linkUnusable: ({ event }) => consentStatusOf((event as { error?: unknown }).error) !== null,
  },
  actions: {
    typeOtp: assign({
      otp: ({ context, event }) =>
        (event.type === 'OTP.CHANGE' ? event.value.replace(/\D/g, '').slice(0, LOGIN_RULES.otpLength) : context.otp),
      otpStatus: 'entering',
      error: null,
    }),
    showError: assign({ error: ({ event }) => errorMessage((event as { error?: unknown }).error) }),
    rememberLinkStatus: assign({ expiredStatus: ({ event }) => consentStatusOf((event as { error?: unknown }).error) }),
    tick: assign({ secondsUntilResend: ({ context }) => Math.max(0, context.secondsUntilResend - 1) }),
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
    otp: '',
    otpStatus: 'entering',
    error: null,
    loanInitiatedChecked: true,
    whatsappOptIn: false,
    otpSentEarlier: false,
    secondsUntilResend: 0,
    decision: null,
    ckycId: null,
    expiredStatus: null,
  }),
  initial: 'requestingOtp',
  states: {
    requestingOtp: {
      invoke: {
        id: 'requestConsentOtp',
        src: 'requestConsentOtp',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'otp',
          actions: assign({
            mobile: ({ event }) => event.output.mobile,
            referenceId: ({ event }) => event.output.referenceId,
            secondsUntilResend: ({ event }) => Math.max(0, Math.ceil(event.output.resendAfterSeconds)),
            otpSentEarlier: ({ event }) => event.output.sentEarlier,
          }),
        },
        onError: [
          { guard: 'linkUnusable', target: 'linkExpired', actions: 'rememberLinkStatus' },
          { target: 'otpUnavailable', actions: 'showError' },
        ],
      },
    },
    otpUnavailable: {
      on: { RETRY: { target: 'requestingOtp', actions: assign({ error: null }) } },
    },
    otp: {
      type: 'parallel',
      states: {
        code: {
          initial: 'entering',
          states: {
            entering: {
              on: { 'OTP.CHANGE': { target: 'checkingLength', actions: 'typeOtp' } },
            },
            checkingLength: {
              always: [{ guard: 'otpComplete', target: 'verifying' }, { target: 'entering' }],
            },
            verifying: {
              entry: assign({ otpStatus: 'verifying' }),
              invoke: {
                id: 'verifyConsentOtp',
                src: 'verifyConsentOtp',
                input: ({ context }) => ({ token: context.token, otp: context.otp }),
                onDone: { target: '#consent.terms', actions: assign({ token: ({ event }) => event.output.token, otpStatus: 'verified' }) },
                onError: [
                  { guard: 'linkUnusable', target: '#consent.linkExpired', actions: 'rememberLinkStatus' },
                  { target: 'entering', actions: ['showError', assign({ otpStatus: 'invalid' })] },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'counting',
          states: {
            counting: {
              always: { guard: 'mayResendNow', target: 'available' },
              after: {
                RESEND_TICK: [
                  { guard: 'lastSecond', target: 'available', actions: 'tick' },
                  { target: 'counting', reenter: true, actions: 'tick' },
                ],
              },
            },
            available: {
              on: {
                'OTP.RESEND': {
                  target: '#consent.requestingOtp',
                  actions: assign({ otp: '', otpStatus: 'entering', error: null, otpSentEarlier: false }),
                },
              },
            },
          },
        },
      },
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
