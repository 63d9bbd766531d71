import { ApiError, type ApiClient } from '@rinn/api-client';
import {
  chatOtpMachine,
  type ChatAnswerEvent,
  type ChatEnded,
  type ChatFeedback,
  type ChatLead,
  type ChatLeadRequest,
  type ChatOtpResult,
  type ChatQuestion,
  type OtpSendRequest,
  type OtpSent,
  type OtpVerifyRequest,
} from '@rinn/machines';
import { CHATBOT_TIMINGS, PRODUCT_VENDOR_PAIRS } from '@rinn/rules';
import { fromCallback, fromPromise, type EventObject } from 'xstate';

/** The calls the chatbot makes (§7 chatbot/send-otp, chatbot/verify-otp, create-lead, chatbot-v2, chatbot-feedback). */
export type ChatCalls = Pick<ApiClient, 'chatbotSendOtp' | 'chatbotVerifyOtp' | 'createLead' | 'chatbotAsk' | 'chatbotFeedback'>;

// The machine owns the §9 25 s reply timeout (CHATBOT-005, with its own text); the client's stream
// deadline is set a little later so that the machine's timer, not the client's, decides.
const CLIENT_STREAM_DEADLINE_MS = CHATBOT_TIMINGS.replyTimeoutMs + 5_000;

/**
 * The effects of `chatbotMachine` over the API client.
 *
 * The OTP child owns the referenceId and the retry count: Send OTP again for the same mobile is a
 * resend naming the last reference and the next retry (§7 otp-v2 body), and the lead names the
 * referenceId whose OTP verified the mobile, which the machine hands over.
 *
 * @param client - the API client (tests pass a stand-in)
 * @param onChatEnded - the chat-end callback (§9: 60 s after an ending)
 * @returns actors for `chatbotMachine.provide({ actors })`
 */
export function chatActors(client: ChatCalls, onChatEnded: (ended: ChatEnded) => void = () => undefined) {
  return {
    otp: chatOtpMachine.provide({
      actors: {
        sendOtp: fromPromise<OtpSent, OtpSendRequest>(async ({ input }) => {
          const resend = input.referenceId === null ? {} : { referenceId: input.referenceId, retries: input.retries };
          const { data } = await client.chatbotSendOtp({ body: { mobile: input.subject, ...resend } });
          return { referenceId: data.referenceId };
        }),
        verifyOtp: fromPromise<ChatOtpResult, OtpVerifyRequest>(async ({ input }) => {
          try {
            const { data } = await client.chatbotVerifyOtp({ body: { value: { otp: input.otp }, referenceId: input.referenceId } });
            return { verified: data.status };
          } catch (error) {
            // A wrong code is a refusal, not a failure: the machine says so at the OTP field (CHATBOT-012).
            if (error instanceof ApiError && error.code === 'OTP_INCORRECT') return { verified: false };
            throw error;
          }
        }),
      },
    }),
    createChatLead: fromPromise<ChatLead, ChatLeadRequest>(async ({ input }) => {
      if (input.referenceId === '') throw new Error('Please verify your mobile number first.');
      const { data } = await client.createLead({
        body: {
          ...PRODUCT_VENDOR_PAIRS.personalLoanChatbot,
          mobile: input.mobile,
          name: input.name,
          personalEmail: input.personalEmail,
          status: 'active',
          referenceId: input.referenceId,
        },
      });
      return { leadId: data.leadsId };
    }),
    askQuestion: fromCallback<EventObject, ChatQuestion>(({ input, sendBack }) => {
      const abort = new AbortController();
      const reply = (event: ChatAnswerEvent) => {
        if (!abort.signal.aborted) sendBack(event);
      };
      client
        .chatbotAsk(
          { body: { question: input.question, thread_id: input.threadId, ...(input.leadId ? { leads_id: input.leadId } : {}) } },
          { signal: abort.signal, timeoutMs: CLIENT_STREAM_DEADLINE_MS, onChunk: (text) => reply({ type: 'ANSWER.CHUNK', text }) },
        )
        .then(
          ({ threadId }) => reply({ type: 'ANSWER.DONE', threadId }),
          () => reply({ type: 'ANSWER.FAILED' }),
        );
      // Leaving the answering state (timeout, close) stops reading the stream.
      return () => abort.abort();
    }),
    sendChatFeedback: fromPromise<void, ChatFeedback>(async ({ input }) => {
      await client.chatbotFeedback({
        body: { user: { leadId: input.leadId, feedback: input.feedback, ...(input.feedbackComment ? { feedbackComment: input.feedbackComment } : {}) } },
      });
    }),
    notifyChatEnded: fromPromise<void, ChatEnded>(async ({ input }) => onChatEnded(input)),
  };
}
