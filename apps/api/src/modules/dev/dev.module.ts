import { devOutboxRoute } from '@rinn/contract';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../http/mount-route.js';
import { latestOutboxMessages } from '../otp/sms-provider.js';
import type { ModuleContext } from '../context.js';

const OUTBOX_LIMIT = 10;

/**
 * Development only: `GET /api/dev/outbox?mobile=…` shows the latest SMS the outbox provider
 * recorded, so a developer can log in without a gateway.
 *
 * @rule OTP-007 The development outbox route exists only when RINN_SMS=outbox and the server is not
 *   in production mode.
 * @param app - the server.
 * @param context - the services.
 * @example
 * if (config.mode !== 'production') devModule(app, context);
 */
export function devModule(app: FastifyInstance, context: ModuleContext): void {
  mountRoute(app, devOutboxRoute, context.sessions, async ({ query }) => ({
    data: { messages: await latestOutboxMessages(context.db, query.mobile, OUTBOX_LIMIT) },
  }));
}
