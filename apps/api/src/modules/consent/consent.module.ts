import {
  CONSENT_PAGE_API_KEY,
  ckycStatusRoute,
  consentDecisionRoute,
  consentGetRoute,
  consentOtpSendRoute,
  consentOtpVerifyRoute,
  consentWithdrawRoute,
} from '@rinn/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z, type ZodMiniType } from 'zod/mini';
import { applications, customers, seedRuns } from '../../db/schema.js';
import { DEMO_CUSTOMER } from '../../db/seed.js';
import { DomainError } from '../../domain-error.js';
import { hashesEqual, keyedHash } from '../../http/keyed-hash.js';
import { messages } from '../../http/messages.js';
import { mountRoute } from '../../http/mount-route.js';
import type { ModuleContext, ModulePlugin } from '../context.js';
import { sendConsentLinkSms } from './consent-link-sms.js';
import { auditActorOf } from './request-actor.js';

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The consent link named by a GET consent call: the `X-Consent-Token` header, or the spec's query
 * parameter (`id` on GET consent, `token` on GET consent/otp-v2).
 *
 * @rule CONSENT-LINK-006 The GET consent calls take the link token from the `X-Consent-Token`
 *   header, the contract's preferred way (a header stays out of URLs, access logs and browser
 *   history), or from the spec's query parameter, which stays accepted. When both come they must
 *   name the same link, otherwise 400 VALIDATION_FAILED and nothing is looked up; with neither,
 *   400 VALIDATION_FAILED; a malformed header is 400 as well, never a 5xx.
 * @spec §7 GET consent, GET consent/otp-v2; §6 Customer via consent link
 * @param request - the request (its `x-consent-token` header).
 * @param headerSchema - the route's schema of that header.
 * @param queryName - the query parameter of the call (`id` or `token`).
 * @param fromQuery - that parameter's value, as the route's schema parsed it.
 * @returns the token.
 * @throws {DomainError} VALIDATION_FAILED when the two differ, neither comes, or the header is malformed.
 */
function linkTokenOf(request: FastifyRequest, headerSchema: ZodMiniType<string | undefined>, queryName: 'id' | 'token', fromQuery: string | undefined): string {
  const header = headerSchema.safeParse(headerOf(request, 'x-consent-token'));
  if (!header.success) {
    throw new DomainError({ code: 'CONSENT_TOKEN_INVALID' }, { issues: [{ path: 'headers.x-consent-token', message: { code: 'CONSENT_TOKEN_INVALID' } }] });
  }
  const fromHeader = header.data;
  if (fromHeader !== undefined && fromQuery !== undefined && fromHeader !== fromQuery) {
    throw new DomainError({ code: 'CONSENT_TOKEN_MISMATCH' }, { issues: [{ path: `query.${queryName}`, message: { code: 'CONSENT_TOKEN_MISMATCH' } }] });
  }
  const token = fromHeader ?? fromQuery;
  if (token === undefined) {
    throw new DomainError({ code: 'CONSENT_TOKEN_MISSING' }, { issues: [{ path: 'headers.x-consent-token', message: { code: 'CONSENT_TOKEN_MISSING' } }] });
  }
  return token;
}

/** Compares the page's public key without leaking its length or content through timing. */
function isConsentPageKey(secret: string, key: string): boolean {
  return hashesEqual(keyedHash(secret, 'api-key', key), keyedHash(secret, 'api-key', CONSENT_PAGE_API_KEY));
}

/**
 * In demo mode, one pending consent request for the demo customer's in-progress
 * application, its link sent through the SMS outbox (`GET /api/dev/outbox?mobile=9876543210`), so
 * the consent page has something real to show. Runs once per database.
 */
async function seedDemoConsent(context: ModuleContext): Promise<void> {
  const claimed = await context.db
    .insert(seedRuns)
    .values({ name: 'demo-consent-v1', ranAt: context.clock.now() })
    .onConflictDoNothing()
    .returning({ name: seedRuns.name });
  if (claimed.length === 0) return;
  const [application] = await context.db
    .select({ id: applications.id, lenderName: applications.lenderName })
    .from(applications)
    .innerJoin(customers, eq(customers.id, applications.customerId))
    .where(and(eq(customers.mobile, DEMO_CUSTOMER.mobile), eq(applications.isConsentOpted, false), eq(applications.isUjActive, true)))
    .orderBy(asc(applications.id))
    .limit(1);
  if (!application) return;
  const lenderName = application.lenderName ?? 'HDFC Bank';
  const created = await context.consent.createRequest(
    { mobile: DEMO_CUSTOMER.mobile, lenderName, applicationId: application.id },
    { clientIp: null, userAgent: 'rinn-seed' },
  );
  await sendConsentLinkSms(context, DEMO_CUSTOMER.mobile, lenderName, created.path);
}

/**
 * Lender consent (§7 consent, consent/otp-v2, ckyc/status, and the dashboard's Opt-out as
 * consent/withdraw), over {@link ConsentService}.
 *
 * @param app - the module's own (encapsulated) instance.
 * @param context - the services.
 * @example
 * await app.register(consentModule, context);
 */
export const consentModule: ModulePlugin = async (app, context) => {
  const { consent } = context;
  if (context.config.demo) app.addHook('onReady', () => seedDemoConsent(context));

  mountRoute(app, consentGetRoute, context.sessions, async ({ query, request }) => {
    const credentials = z
      .pick(consentGetRoute.request.headers, { 'x-api-key': true, source: true })
      .safeParse({
        'x-api-key': headerOf(request, 'x-api-key'),
        source: headerOf(request, 'source'),
      });
    if (!credentials.success) throw new DomainError({ code: 'API_KEY_INVALID' });
    const { 'x-api-key': apiKey, source } = credentials.data;
    const id = linkTokenOf(
      request,
      consentGetRoute.request.headers.shape['x-consent-token'],
      'id',
      query.id,
    );
    if (source === 'user') {
      if (!isConsentPageKey(context.config.secrets.otpSecret, apiKey))
        throw new DomainError({ code: 'API_KEY_INVALID' });
      return { data: await consent.viewAsUser(id, auditActorOf(request)) };
    }
    return { data: await consent.viewAsLender(apiKey, id, auditActorOf(request)) };
  });

  mountRoute(app, consentOtpSendRoute, context.sessions, async ({ query, request }) => {
    const sent = await consent.sendOtp(
      linkTokenOf(
        request,
        consentOtpSendRoute.request.headers.shape['x-consent-token'],
        'token',
        query.token,
      ),
      auditActorOf(request),
    );
    return { data: sent, message: messages.consentOtpSent(sent.mobile) };
  });

  mountRoute(app, consentOtpVerifyRoute, context.sessions, async ({ body, request }) => ({
    data: { token: await consent.verifyOtp(body.token, body.value.otp, auditActorOf(request)) },
    message: messages.consentOtpVerified,
  }));

  mountRoute(app, consentDecisionRoute, context.sessions, async ({ body, request }) => {
    const decided = await consent.decide(
      body.token,
      body.value.status,
      body.extraInfo,
      auditActorOf(request),
    );
    return {
      data: decided,
      message:
        decided.consentStatus === 'approved' ? messages.consentApproved : messages.consentRejected,
    };
  });

  mountRoute(app, consentWithdrawRoute, context.sessions, async ({ body, principal, request }) => ({
    data: await consent.withdraw(principal.customerId, body.applicationId, auditActorOf(request)),
    message: messages.optOutRecorded,
  }));

  mountRoute(app, ckycStatusRoute, context.sessions, async ({ params }) => {
    const record = await consent.ckycStatus(params.id);
    return { data: { ckycNumber: record.ckycNumber, updatedOn: record.updatedOn } };
  });
};
