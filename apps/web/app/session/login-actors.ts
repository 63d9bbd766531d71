import type { ApiClient } from '@rinn/api-client';
import { loginOtpMachine, type AuthSession, type NavigationTarget, type OtpSendRequest, type OtpSent, type OtpVerifyRequest } from '@rinn/machines';
import { fromPromise } from 'xstate';

/**
 * The login's OTP calls (POST and PUT otp-v2), for the OTP child of the login and the journey.
 * The child names the reference a resend repeats and its retry count (API-004).
 *
 * @param client - the API client (it stores the session itself when a verify succeeds)
 * @returns actors for `loginOtpMachine.provide({ actors })`
 */
export function loginOtpCalls(client: Pick<ApiClient, 'otpSend' | 'otpVerify'>) {
  return {
    sendOtp: fromPromise<OtpSent, OtpSendRequest>(async ({ input }) => {
      const resend = input.referenceId === null ? {} : { referenceId: input.referenceId, retries: input.retries };
      const { data } = await client.otpSend({ body: { mobile: input.subject, ...resend } });
      return { referenceId: data.referenceId };
    }),
    verifyOtp: fromPromise<AuthSession, OtpVerifyRequest>(async ({ input }) => {
      const { data } = await client.otpVerify({ body: { value: { otp: input.otp }, mobile: input.subject, referenceId: input.referenceId } });
      const { firstName, lastName } = data.user.name;
      return {
        mobile: data.user.mobile,
        accessToken: data.token,
        refreshToken: data.refreshToken,
        sessionToken: data.sessionToken,
        user: { ...(firstName === null ? {} : { firstName }), ...(lastName === null ? {} : { lastName }) },
      };
    }),
  };
}

/**
 * The effects of the login machine over the API client: the OTP child with the login's calls,
 * keeping the session, and navigating.
 *
 * @param client - the API client (it stores the session itself when a verify succeeds)
 * @param navigate - the router's navigate
 * @returns actors for `loginMachine.provide({ actors })`
 */
export function loginActors(client: Pick<ApiClient, 'otpSend' | 'otpVerify'>, navigate: (to: string) => void | Promise<void>) {
  return {
    otp: loginOtpMachine.provide({ actors: loginOtpCalls(client) }),
    // The API client has already stored the session when the verify call succeeded; the session
    // machine is told, so the header and the dashboard follow it.
    storeSession: fromPromise<void, AuthSession>(async ({ input }) => {
      const { reportLogin } = await import('./session-runtime.ts');
      await reportLogin(input);
    }),
    navigate: fromPromise<void, NavigationTarget>(async ({ input }) => {
      await navigate(input.to);
    }),
  };
}
