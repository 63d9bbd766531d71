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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applications, customers, seedRuns } from '../../db/schema.js';
import { DEMO_CUSTOMER } from '../../db/seed.js';
import { ApiError } from '../../http/api-error.js';
import { hashesEqual, keyedHash } from '../../http/keyed-hash.js';
import { messages } from '../../http/messages.js';
import { mountRoute } from '../../http/mount-route.js';
import type { ModuleContext } from '../context.js';
import { type CkycRegistry, sandboxCkycRegistry } from './ckyc-registry.js';
import { type AuditActor, CONSENT_LIFETIMES, ConsentService } from './consent-service.js';

/** The sandbox registry's key: fixed, so the sandbox answers the same in every environment. */
export const SANDBOX_CKYC_KEY = 'rinn-ckyc-sandbox';

/** Replaceable parts of the consent module. */
export interface ConsentModuleOptions {
  readonly ckyc?: CkycRegistry;
}

function actorOf(request: FastifyRequest): AuditActor & { readonly clientIp: string } {
  const userAgent = request.headers['user-agent'];
  return { clientIp: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Compares the page's public key without leaking its length or content through timing. */
function isConsentPageKey(secret: string, key: string): boolean {
  return hashesEqual(keyedHash(secret, 'api-key', key), keyedHash(secret, 'api-key', CONSENT_PAGE_API_KEY));
}

/**
 * In development and tests, one pending consent request for the demo customer's in-progress
 * application, its link sent through the SMS outbox (`GET /api/dev/outbox?mobile=9876543210`), so
 * the consent page has something real to show. Runs once per database.
 */
async function seedDemoConsent(context: ModuleContext, consent: ConsentService): Promise<void> {
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
  const created = await consent.createRequest(
    { mobile: DEMO_CUSTOMER.mobile, lenderName, applicationId: application.id },
    { clientIp: null, userAgent: 'rinn-seed' },
  );
  const host = context.config.host === '0.0.0.0' ? '127.0.0.1' : context.config.host;
  const url = `http://${host}:${context.config.port}${created.path}`;
  await context.sms.send(DEMO_CUSTOMER.mobile, messages.smsConsentLink(lenderName, url, CONSENT_LIFETIMES.linkMs / 3_600_000));
}

/**
 * Lender consent (§7 consent, consent/otp-v2, ckyc/status, and the dashboard's Opt-out as
 * consent/withdraw), over {@link ConsentService}.
 *
 * @param app - the server.
 * @param context - the services.
 * @param options - a CKYC registry in place of the sandbox.
 * @example
 * consentModule(app, context);
 */
export function consentModule(app: FastifyInstance, context: ModuleContext, options: ConsentModuleOptions = {}): void {
  const consent = new ConsentService({
    db: context.db,
    clock: context.clock,
    otp: context.otp,
    ckyc: options.ckyc ?? sandboxCkycRegistry(SANDBOX_CKYC_KEY),
    secret: context.config.secrets.otpSecret,
  });

  if (context.config.mode !== 'production') app.addHook('onReady', () => seedDemoConsent(context, consent));

  mountRoute(app, consentGetRoute, context.sessions, async ({ query, request }) => {
    const headers = consentGetRoute.request.headers.safeParse({ 'x-api-key': headerOf(request, 'x-api-key'), source: headerOf(request, 'source') });
    if (!headers.success) throw new ApiError('API_KEY_INVALID', messages.apiKeyInvalid);
    const { 'x-api-key': apiKey, source } = headers.data;
    if (source === 'user') {
      if (!isConsentPageKey(context.config.secrets.otpSecret, apiKey)) throw new ApiError('API_KEY_INVALID', messages.apiKeyInvalid);
      return { data: await consent.viewAsUser(query.id, actorOf(request)) };
    }
    return { data: await consent.viewAsLender(apiKey, query.id, actorOf(request)) };
  });

  mountRoute(app, consentOtpSendRoute, context.sessions, async ({ query, request }) => {
    const sent = await consent.sendOtp(query.token, actorOf(request));
    return { data: sent, message: messages.consentOtpSent(sent.mobile) };
  });

  mountRoute(app, consentOtpVerifyRoute, context.sessions, async ({ body, request }) => ({
    data: { token: await consent.verifyOtp(body.token, body.value.otp, actorOf(request)) },
    message: messages.consentOtpVerified,
  }));

  mountRoute(app, consentDecisionRoute, context.sessions, async ({ body, request }) => {
    const decided = await consent.decide(body.token, body.value.status, body.extraInfo, actorOf(request));
    return { data: decided, message: decided.consentStatus === 'approved' ? messages.consentApproved : messages.consentRejected };
  });

  mountRoute(app, consentWithdrawRoute, context.sessions, async ({ body, principal, request }) => ({
    data: await consent.withdraw(principal!.customerId, body.applicationId, actorOf(request)),
    message: messages.optOutRecorded,
  }));

  mountRoute(app, ckycStatusRoute, context.sessions, async ({ params }) => {
    const record = await consent.ckycStatus(params.id);
    return { data: { ckycNumber: record.ckycNumber, updatedOn: record.updatedOn } };
  });
}
