import type { ApiClient } from '@rinn/api-client';
import { contactOtpMachine, type ContactMessage, type ContactOtpResult, type ContactTicket, type OtpSendRequest, type OtpSent, type OtpVerifyRequest } from '@rinn/machines';
import { fromPromise } from 'xstate';

/**
 * The effects of the contact form machine over the API client: its OTP child with the contact OTP
 * calls, and the message, which names the referenceId whose OTP verified the mobile (the machine
 * keeps it).
 *
 * @param client - the API client
 * @returns actors for `contactMachine.provide({ actors })`
 */
export function contactActors(client: Pick<ApiClient, 'contactOtpSend' | 'contactOtpVerify' | 'contactEmail'>) {
  return {
    otp: contactOtpMachine.provide({
      actors: {
        sendOtp: fromPromise<OtpSent, OtpSendRequest>(async ({ input }) => {
          const { data } = await client.contactOtpSend({ body: { mobile: input.subject } });
          return { referenceId: data.referenceId };
        }),
        verifyOtp: fromPromise<ContactOtpResult, OtpVerifyRequest>(async ({ input }) => {
          const { data } = await client.contactOtpVerify({
            body: { value: { otp: input.otp }, mobile: input.subject, referenceId: input.referenceId },
          });
          return { verified: data.status };
        }),
      },
    }),
    sendContactEmail: fromPromise<ContactTicket, ContactMessage>(async ({ input }) => {
      if (input.referenceId === '') throw new Error('Please verify your mobile number first.');
      const { data } = await client.contactEmail({ body: input });
      return { ticketId: data.ticketId };
    }),
  };
}
