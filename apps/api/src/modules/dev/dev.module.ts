import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mobileFieldSchema } from '@rinn/contract';
import { latestOutboxMessages } from '../otp/sms-provider.js';
import type { ModuleContext } from '../context.js';

const OUTBOX_LIMIT = 10;

/**
 * Development only: `GET /api/dev/outbox?mobile=…` shows the latest SMS the outbox provider
 * recorded, so a developer can log in without a gateway. Never mounted in production mode.
 *
 * @rule OTP-007 The development outbox route exists only when RINN_SMS=outbox and the server is not
 *   in production mode.
 * @param app - the server.
 * @param context - the services.
 * @example
 * if (config.mode !== 'production') devModule(app, context);
 */
export function devModule(app: FastifyInstance, context: ModuleContext): void {
  app.route({
    method: 'GET',
    url: '/api/dev/outbox',
    schema: { querystring: z.object({ mobile: mobileFieldSchema }) },
    handler: async (request) => {
      const { mobile } = request.query as { mobile: string };
      const messages = await latestOutboxMessages(context.db, mobile, OUTBOX_LIMIT);
      return { status: true, message: '', data: { messages } };
    },
  });
}
