import { randomUUID } from 'node:crypto';
import { contactEmailRoute, contactOtpSendRoute, contactOtpVerifyRoute } from '@rinn/contract';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../http/messages.js';
import { mountRoute } from '../../http/mount-route.js';
import type { ModuleContext } from '../context.js';
import { VERIFICATION_VALID_FOR_SECONDS } from '../otp/verified-mobile.js';
import { ContactService } from './contact-service.js';
import { type MailProvider, outboxMailProvider } from './mail-provider.js';

/** Replaceable parts of the contact module. */
export interface ContactModuleOptions {
  /** Where contact messages are mailed; the `outbox` provider by default. */
  readonly mail?: MailProvider;
}

/**
 * The contact form (§7 contact/otp, contact/email): an OTP to the typed mobile through the OTP
 * service (purpose `contact`, the login limits), then the message, stored and mailed.
 *
 * @param app - the server.
 * @param context - the services.
 * @param options - a mail provider in place of the outbox.
 * @example
 * contactModule(app, context);
 */
export function contactModule(app: FastifyInstance, context: ModuleContext, options: ContactModuleOptions = {}): void {
  const contact = new ContactService({
    db: context.db,
    clock: context.clock,
    otp: context.otp,
    mail: options.mail ?? outboxMailProvider(context.db, context.clock, app.log),
    secret: context.config.secrets.otpSecret,
    log: app.log,
  });

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
}
