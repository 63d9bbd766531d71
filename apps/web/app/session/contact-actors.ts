import type { ApiClient } from '@rinn/api-client';
import type { ContactMessage, ContactOtpCheck, ContactOtpRequest, ContactOtpResult, ContactOtpSent, ContactTicket } from '@rinn/machines';
import { fromPromise } from 'xstate';

/**
 * The effects of the contact form machine over the API client. The email call must name the
 * referenceId whose OTP verified the mobile, which the machine does not carry, so the last one
 * sent is remembered here.
 *
 * @param client - the API client
 * @returns actors for `contactMachine.provide({ actors })`
 */
export function contactActors(client: Pick<ApiClient, 'contactOtpSend' | 'contactOtpVerify' | 'contactEmail'>) {
  let referenceId: string | null = null;
  return {
    sendContactOtp: fromPromise<ContactOtpSent, ContactOtpRequest>(async ({ input }) => {
      const { data } = await client.contactOtpSend({ body: { mobile: input.mobile } });
      referenceId = data.referenceId;
      return { referenceId: data.referenceId };
    }),
    verifyContactOtp: fromPromise<ContactOtpResult, ContactOtpCheck>(async ({ input }) => {
      const { data } = await client.contactOtpVerify({ body: { value: { otp: input.otp }, mobile: input.mobile, referenceId: input.referenceId } });
      return { verified: data.status };
    }),
    sendContactEmail: fromPromise<ContactTicket, ContactMessage>(async ({ input }) => {
      if (referenceId === null) throw new Error('Please verify your mobile number first.');
      const { data } = await client.contactEmail({ body: { ...input, referenceId } });
      return { ticketId: data.ticketId };
    }),
  };
}
