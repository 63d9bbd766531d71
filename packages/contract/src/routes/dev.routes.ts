import { z } from 'zod';
import { idSchema, instantSchema, mobileFieldSchema } from '../common.js';
import { defineRoute } from '../route.js';

/** One message the outbox providers recorded instead of sending. */
export const outboxMessageSchema = z.object({
  id: idSchema,
  channel: z.enum(['sms', 'email']),
  /** The mobile or mailbox it was for. */
  to: z.string().min(1),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: instantSchema,
});

/**
 * `GET /api/dev/outbox`: messages recorded for a mobile, newest first. Exists only while the
 * outbox providers are in use (`RINN_SMS=outbox`, development and tests), never in production.
 */
export const devOutboxRoute = defineRoute({
  id: 'devOutbox',
  method: 'GET',
  path: '/api/dev/outbox',
  auth: 'none',
  request: { query: z.object({ mobile: mobileFieldSchema }) },
  response: z.object({ messages: z.array(outboxMessageSchema) }),
  responseKind: 'json',
  successStatus: 200,
  errors: [],
  summary: 'Development only: the latest SMS and e-mail messages the outbox recorded for a mobile.',
  specSection: '§7 (OTP delivery), issue 4 dev outbox',
});
