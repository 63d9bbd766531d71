import { randomUUID } from 'node:crypto';
import { contactEmailRoute, contactOtpSendRoute, contactOtpVerifyRoute } from '@rinn/contract';
import { messages } from '../../http/messages.js';
import { mountRoute } from '../../http/mount-route.js';
import type { ModulePlugin } from '../context.js';
import { VERIFICATION_VALID_FOR_SECONDS } from '../otp/verified-mobile.js';

/**
 * The contact form (§7 contact/otp, contact/email): an OTP to the typed mobile through the OTP
 * service (purpose `contact`, the login limits), then the message, stored and mailed.
 *
 * @param app - the module's own (encapsulated) instance.
 * @param context - the services.
 * @example
 * await app.register(contactModule, context);
 */
export const contactModule: ModulePlugin = async (app, context) => {
  const { contact } = context;

  mountRoute(app, contactOtpSendRoute, context.sessions, async ({ body, clientIp }) => {
    const referenceId = body.referenceId ?? randomUUID();
    const sent = await context.otp.send({ mobile: body.mobile, referenceId, clientIp, purpose: 'contact' });
    return { data: { referenceId, ...sent }, message: messages.otpSent };
  });

  mountRoute(app, contactOtpVerifyRoute, context.sessions, async ({ body }) => {
    await context.otp.verifyPossession({ mobile: body.mobile, referenceId: body.referenceId, otp: body.value.otp, purpose: 'contact' });
    return { data: { status: true as const, validForSeconds: VERIFICATION_VALID_FOR_SECONDS }, message: messages.otpVerified };
  });

  mountRoute(app, contactEmailRoute, context.sessions, async ({ body }) => ({
    data: await contact.submit(body),
    message: messages.contactMessageSent,
  }));
};
