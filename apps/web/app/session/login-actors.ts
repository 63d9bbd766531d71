import type { ApiClient } from '@rinn/api-client';
import type { AuthSession, LoginOtpRequest, LoginOtpResendRequest, LoginOtpSent, LoginOtpVerifyRequest, NavigationTarget } from '@rinn/machines';
import { fromPromise } from 'xstate';

/**
 * The effects of the login machine over the API client: send, resend and verify the OTP, keep the
 * session, and navigate. Resends repeat the send with the same referenceId and one more retry
 * (API-004).
 *
 * @param client - the API client (it stores the session itself when a verify succeeds)
 * @param navigate - the router's navigate
 * @returns actors for `loginMachine.provide({ actors })`
 */
export function loginActors(client: Pick<ApiClient, 'otpSend' | 'otpVerify'>, navigate: (to: string) => void | Promise<void>) {
  const retriesByReference = new Map<string, number>();
  return {
    sendLoginOtp: fromPromise<LoginOtpSent, LoginOtpRequest>(async ({ input }) => {
      const { data } = await client.otpSend({ body: { mobile: input.mobile } });
      retriesByReference.set(data.referenceId, 1);
      return { referenceId: data.referenceId };
    }),
    resendLoginOtp: fromPromise<LoginOtpSent, LoginOtpResendRequest>(async ({ input }) => {
      const retries = (retriesByReference.get(input.referenceId) ?? 1) + 1;
      const { data } = await client.otpSend({ body: { mobile: input.mobile, referenceId: input.referenceId, retries } });
      retriesByReference.set(data.referenceId, retries);
      return { referenceId: data.referenceId };
    }),
    verifyLoginOtp: fromPromise<AuthSession, LoginOtpVerifyRequest>(async ({ input }) => {
      const { data } = await client.otpVerify({ body: { value: { otp: input.otp }, mobile: input.mobile, referenceId: input.referenceId } });
      const { firstName, lastName } = data.user.name;
      return {
        mobile: data.user.mobile,
        accessToken: data.token,
        refreshToken: data.refreshToken,
        sessionToken: data.sessionToken,
        user: { ...(firstName === null ? {} : { firstName }), ...(lastName === null ? {} : { lastName }) },
      };
    }),
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
