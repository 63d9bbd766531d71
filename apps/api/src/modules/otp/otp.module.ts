import { randomUUID } from 'node:crypto';
import { otpSendRoute, otpVerifyRoute } from '@rinn/contract';
import { mountRoute } from '../../http/mount-route.js';
import { messages } from '../../http/messages.js';
import type { ModulePlugin } from '../context.js';

/**
 * OTP login (§7 POST and PUT otp-v2): send a code, then verify it and open a session.
 *
 * @param app - the module's own (encapsulated) instance.
 * @param context - the services.
 * @example
 * await app.register(otpModule, context);
 */
export const otpModule: ModulePlugin = async (app, context) => {
  mountRoute(app, otpSendRoute, context.sessions, async ({ body, clientIp }) => {
    const referenceId = body.referenceId ?? randomUUID();
    const sent = await context.otp.send({ mobile: body.mobile, referenceId, clientIp });
    return { data: { referenceId, ...sent }, message: messages.otpSent };
  });

  mountRoute(app, otpVerifyRoute, context.sessions, async ({ body }) => {
    const customer = await context.otp.verify({ mobile: body.mobile, referenceId: body.referenceId, otp: body.value.otp });
    const session = await context.sessions.start(customer.customerId, body.sessionToken);
    return {
      data: {
        token: session.token,
        refreshToken: session.refreshToken,
        sessionToken: session.sessionToken,
        accessTokenExpiresInSeconds: Math.round((session.accessTokenExpiresAt.getTime() - context.clock.now().getTime()) / 1000),
        user: session.user,
      },
      message: messages.otpVerified,
    };
  });
};
