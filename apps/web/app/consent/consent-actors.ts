import { CKYC_NO_RECORD_MESSAGE, CONSENT_PAGE_API_KEY } from '@rinn/contract';
import { ApiError, type ApiClient } from '@rinn/api-client';
import {
  consentOtpMachine,
  type CkycQuery,
  type CkycStatus,
  type ConsentOtpSent,
  type ConsentOtpVerified,
  type ConsentSubmission,
  type ConsentSubmitted,
  type NavigationTarget,
  type OtpSendRequest,
  type OtpSent,
  type OtpVerifyRequest,
} from '@rinn/machines';
import { fromPromise } from 'xstate';

/**
 * The consent page's headers on GET consent: its public key, and the link token in the header the
 * contract prefers (CONSENT-LINK-006), so the token never sits in a request URL.
 */
const pageHeaders = (token: string) => ({ 'x-api-key': CONSENT_PAGE_API_KEY, source: 'user' as const, 'x-consent-token': token });

type ConsentCalls = Pick<ApiClient, 'consentOtpSend' | 'consentOtpVerify' | 'consentDecision' | 'ckycStatus' | 'consentGet'>;

/**
 * The effects of `consentMachine` over the API client. Failures are the client's `ApiError`s as
 * they come: one carrying a `consentStatus` (unknown, decided or expired link) sends the machine to
 * /expired-link (CONSENT-005). The CKYC registry answers "No record found!" as a 404, which the
 * machine expects as an answer, not a failure (CONSENT-004). A send refused for the wait between
 * codes (a 429 with its seconds: the link was reopened) is the earlier code still standing, so the
 * link's own details give the masked mobile and reference and the machine shows the OTP box with the
 * wait (CONSENT-006). The link token travels in the `X-Consent-Token` header, never in a URL.
 *
 * @param client - the API client
 * @param navigate - the router's navigation (the expired-link redirect replaces the consent page)
 * @returns actors for `consentMachine.provide({ actors })`
 */
export function consentActors(client: ConsentCalls, navigate: (to: string) => void) {
  return {
    otp: consentOtpMachine.provide({ actors: consentOtpCalls(client) }),
    submitConsent: fromPromise<ConsentSubmitted, ConsentSubmission>(async ({ input }) => {
      await client.consentDecision({ body: { token: input.token, value: { status: input.status }, extraInfo: { ...input.extraInfo } } });
      // A recorded decision is the page's own outcome; only a refused one carries a status to leave with.
      return { consentStatus: null };
    }),
    fetchCkycStatus: fromPromise<CkycStatus, CkycQuery>(async ({ input }) => {
      try {
        const { data, message } = await client.ckycStatus({ params: { id: input.referenceId }, query: { origin: input.origin } });
        return { message, ckycId: data.ckycNumber };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'NOT_FOUND') return { message: CKYC_NO_RECORD_MESSAGE, ckycId: null };
        throw error;
      }
    }),
    navigate: fromPromise<void, NavigationTarget>(async ({ input }) => navigate(input.to)),
  };
}

/**
 * The consent OTP calls for the OTP child, sent to the link's token (its `subject`): GET and PUT
 * consent/otp-v2. A resend asks again the same way (the server keeps the reference).
 *
 * @param client - the API client
 * @returns actors for `consentOtpMachine.provide({ actors })`
 */
export function consentOtpCalls(client: Pick<ConsentCalls, 'consentOtpSend' | 'consentOtpVerify' | 'consentGet'>) {
  return {
    sendOtp: fromPromise<OtpSent, OtpSendRequest>(async ({ input }): Promise<ConsentOtpSent> => {
      const token = input.subject;
      try {
        const { data } = await client.consentOtpSend({ headers: { 'x-consent-token': token } });
        return { mobile: data.mobile, referenceId: data.referenceId, resendAfterSeconds: data.resendAfterSeconds, sentEarlier: false };
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED' || error.retryAfterSeconds === undefined) throw error;
        const link = await client.consentGet({ headers: pageHeaders(token) }).catch(() => {
          throw error;
        });
        return { mobile: link.data.maskedMobile, referenceId: link.data.referenceId, resendAfterSeconds: error.retryAfterSeconds, sentEarlier: true };
      }
    }),
    verifyOtp: fromPromise<ConsentOtpVerified, OtpVerifyRequest>(async ({ input }) => {
      const { data } = await client.consentOtpVerify({ body: { token: input.subject, value: { otp: input.otp } } });
      return { token: data.token };
    }),
  };
}

/** What the terms screen shows about the request (GET consent; display only, the machine decides). */
export interface ConsentSummary {
  readonly lenderName: string;
  readonly productName: string;
  readonly loanAmount: number | null;
}

/**
 * The lender and loan a consent link is about, for the terms screen. The page sends the site's
 * public key with `source: user`; the link token is what authorises it.
 *
 * @param client - the API client
 * @param token - the link token
 * @returns the summary, or null when it cannot be read (the machine handles unusable links)
 */
export async function loadConsentSummary(client: Pick<ApiClient, 'consentGet'>, token: string): Promise<ConsentSummary | null> {
  try {
    const { data } = await client.consentGet({ headers: pageHeaders(token) });
    return { lenderName: data.lenderName, productName: data.loan.productName, loanAmount: data.loan.loanAmount };
  } catch {
    return null;
  }
}
