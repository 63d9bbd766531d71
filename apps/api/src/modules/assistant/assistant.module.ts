import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  NDJSON_CONTENT_TYPE,
  chatbotAskRoute,
  chatbotFeedbackRoute,
  chatbotSendOtpRoute,
  chatbotVerifyOtpRoute,
  createLeadRoute,
  type RouteBody,
} from '@rinn/contract';
import { DomainError } from '../../domain-error.js';
import { messages } from '../../http/messages.js';
import { mountRoute } from '../../http/mount-route.js';
import type { ModulePlugin } from '../context.js';
import { VERIFICATION_VALID_FOR_SECONDS } from '../otp/verified-mobile.js';

/**
 * The support assistant (§7 chatbot/send-otp, chatbot/verify-otp, create-lead, chatbot-v2,
 * chatbot-feedback): the details form's OTP through the OTP service (purpose `chatbot`, the login
 * limits), the lead, the streamed answers and the feedback.
 *
 * @param app - the module's own (encapsulated) instance.
 * @param context - the services.
 * @example
 * await app.register(assistantModule, context);
 */
export const assistantModule: ModulePlugin = async (app, context) => {
  const { chat, leads: leadService } = context;

  mountRoute(app, chatbotSendOtpRoute, context.sessions, async ({ body, clientIp }) => {
    const referenceId = body.referenceId ?? randomUUID();
    const sent = await context.otp.send({ mobile: body.mobile, referenceId, clientIp, purpose: 'chatbot' });
    return { data: { referenceId, ...sent }, message: messages.otpSent };
  });

  /**
   * @rule ASSIST-011 chatbot/verify-otp carries no mobile: the code is checked against the mobile
   *   its chatbot send (same referenceId) went to, with the login limits (OTP-001 to OTP-005); a
   *   referenceId no chatbot send issued answers 400 OTP_EXPIRED.
   * @spec §7 POST chatbot/verify-otp, §4 Chatbot
   */
  mountRoute(app, chatbotVerifyOtpRoute, context.sessions, async ({ body }) => {
    const mobile = await context.otp.mobileOf('chatbot', body.referenceId);
    if (mobile === null) throw new DomainError({ code: 'OTP_NO_LONGER_VALID' });
    await context.otp.verifyPossession({ mobile, referenceId: body.referenceId, otp: body.value.otp, purpose: 'chatbot' });
    return { data: { status: true as const, validForSeconds: VERIFICATION_VALID_FOR_SECONDS }, message: messages.otpVerified };
  });

  mountRoute(app, createLeadRoute, context.sessions, async ({ body }) => ({
    data: await leadService.create(body),
    message: messages.leadCreated,
  }));

  mountRoute(app, chatbotFeedbackRoute, context.sessions, async ({ body }) => ({
    data: await leadService.feedback(body.user),
    message: messages.feedbackSaved,
  }));

  app.route({
    method: chatbotAskRoute.method,
    url: chatbotAskRoute.path,
    schema: { body: chatbotAskRoute.request.body },
    handler: async (request, reply) => {
      const body = request.body as RouteBody<typeof chatbotAskRoute>;
      // Stored before the first byte is sent, so a database fault is an ordinary error envelope.
      const pending = await chat.begin({ question: body.question, threadId: body.thread_id, leadId: body.leads_id });
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      return reply
        .code(chatbotAskRoute.successStatus)
        .type(`${NDJSON_CONTENT_TYPE}; charset=utf-8`)
        .send(Readable.from(chat.answer(pending, abort.signal), { objectMode: false }));
    },
  });
};
