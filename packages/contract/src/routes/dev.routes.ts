import { z } from 'zod/mini';
import { idSchema, instantSchema, mobileFieldSchema, rupeesSchema } from '../common.js';
import { defineRoute } from '../route.js';

/** One message the outbox providers recorded instead of sending. */
export const outboxMessageSchema = z.object({
  id: idSchema,
  channel: z.enum(['sms', 'email']),
  /** The mobile or mailbox it was for. */
  to: z.string().check(z.minLength(1)),
  subject: z.nullable(z.string()),
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
  specSection: '§7 (OTP delivery), §12 Development outbox',
});

/**
 * `POST /api/dev/consent-link`: creates a pending consent request for a mobile, as the operator
 * command `consent:link` does, and answers its link, so a browser test can open a fresh consent
 * page. Exists only while the outbox providers are in use (`RINN_SMS=outbox`), never in production.
 */
export const devConsentLinkRoute = defineRoute({
  id: 'devConsentLink',
  method: 'POST',
  path: '/api/dev/consent-link',
  auth: 'none',
  request: {
    body: z.object({
      mobile: mobileFieldSchema,
      lenderName: z._default(
        z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
        'HDFC Bank',
      ),
      productName: z.optional(z.string().check(z.trim(), z.minLength(2), z.maxLength(100))),
      loanAmount: z.optional(rupeesSchema.check(z.lte(100_000_000))),
      /** Whether a CKYC lookup follows approval (the link's `ckyc` parameter). */
      ckyc: z._default(z.boolean(), true),
    }),
  },
  response: z.object({
    referenceId: z.string().check(z.minLength(1)),
    /** The web app's consent terms page for the link, e.g. `/consent/{token}?ckyc=true&origin=lender`. */
    path: z.string().check(z.startsWith('/consent/')),
    expiresAt: instantSchema,
  }),
  responseKind: 'json',
  successStatus: 201,
  errors: [],
  summary:
    'Development only: creates a consent request for a mobile and returns its consent page link.',
  specSection: '§2 Consent terms page, §4 Consent terms, §13 Browser tests',
});

/**
 * `POST /api/dev/auto-login-link`: issues a single-use auto-login link for a customer, as a lender
 * or a reminder SMS carries it (§2 /dashboard, §4 Token handling), so a browser test can sign in
 * through a real link and then find the used link expired. Exists only while the outbox providers
 * are in use (`RINN_SMS=outbox`), never in production.
 */
export const devAutoLoginLinkRoute = defineRoute({
  id: 'devAutoLoginLink',
  method: 'POST',
  path: '/api/dev/auto-login-link',
  auth: 'none',
  request: { body: z.object({ mobile: mobileFieldSchema }) },
  response: z.object({
    /** The dashboard's auto-login link, e.g. `/dashboard?autoLogin=true&userMobile=…&userToken=…`. */
    path: z.string().check(z.startsWith('/dashboard?autoLogin=true&')),
    userToken: z.string().check(z.minLength(1)),
    expiresAt: instantSchema,
  }),
  responseKind: 'json',
  successStatus: 201,
  errors: ['NOT_FOUND'],
  summary:
    'Development only: issues a single-use auto-login link for a registered customer (404 for a mobile with no customer).',
  specSection: '§2 /dashboard, §4 Token handling, §13 Browser tests',
});

/** The dev routes by id, in route-table order (`ROUTES` spreads them; `loadRoute` loads this file alone). */
export const DEV_ROUTES = {
  devOutbox: devOutboxRoute,
  devConsentLink: devConsentLinkRoute,
  devAutoLoginLink: devAutoLoginLinkRoute,
} as const;
