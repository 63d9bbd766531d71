import {
  journeyApplyRoute,
  journeyGetRoute,
  journeyKfsDownloadRoute,
  journeyKfsRoute,
  journeyOffersRoute,
  journeyResumeRoute,
  journeySaveStepRoute,
  journeyStartRoute,
  keyFactStatementSchema,
} from '@rinn/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../http/messages.js';
import { mountRoute } from '../../http/mount-route.js';
import { SANDBOX_CKYC_KEY } from '../consent/consent.module.js';
import { sandboxCkycRegistry } from '../consent/ckyc-registry.js';
import { type AuditActor, CONSENT_LIFETIMES, ConsentService } from '../consent/consent-service.js';
import type { ModuleContext } from '../context.js';
import { DashboardService } from '../dashboard/dashboard-service.js';
import { JOURNEY_MESSAGES, JourneyService } from './journey-service.js';

function actorOf(request: FastifyRequest): AuditActor {
  const userAgent = request.headers['user-agent'];
  return { clientIp: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/**
 * The loan application journey (issue 8): drafts, steps, offers, KFS (data and PDF) and the
 * chosen offer as an application with its lender consent request. Every call is the signed-in
 * customer's own (`bearer+session`).
 *
 * @param app - the server.
 * @param context - the services.
 * @example
 * journeyModule(app, context);
 */
export function journeyModule(app: FastifyInstance, context: ModuleContext): void {
  const consent = new ConsentService({
    db: context.db,
    clock: context.clock,
    otp: context.otp,
    ckyc: sandboxCkycRegistry(SANDBOX_CKYC_KEY),
    secret: context.config.secrets.otpSecret,
  });
  const host = context.config.host === '0.0.0.0' ? '127.0.0.1' : context.config.host;
  const journeys = new JourneyService({
    db: context.db,
    clock: context.clock,
    dashboard: new DashboardService(context.db, context.clock, context.bureau),
    consent,
    // The same link the consent module's operator command and demo send (consent terms page, §2).
    sendConsentLink: (mobile, lenderName, path) =>
      context.sms.send(mobile, messages.smsConsentLink(lenderName, `http://${host}:${context.config.port}${path}`, CONSENT_LIFETIMES.linkMs / 3_600_000)),
  });

  mountRoute(app, journeyStartRoute, context.sessions, async ({ body, principal }) => ({
    data: await journeys.start(principal!.customerId, body.params, body.product),
  }));

  mountRoute(app, journeyResumeRoute, context.sessions, async ({ body, principal }) => ({
    data: { draft: await journeys.resume(principal!.customerId, body.params, body.product) },
  }));

  mountRoute(app, journeyGetRoute, context.sessions, async ({ params, principal }) => ({
    data: await journeys.get(principal!.customerId, params.id),
  }));

  mountRoute(app, journeySaveStepRoute, context.sessions, async ({ params, body, principal }) => ({
    data: await journeys.saveStep(principal!.customerId, params.id, body.step, body.values),
    message: JOURNEY_MESSAGES.stepSaved,
  }));

  mountRoute(app, journeyOffersRoute, context.sessions, async ({ params, principal }) => {
    const { match, creditScore } = await journeys.offers(principal!.customerId, params.id);
    return {
      data: {
        offers: [...match.offers],
        notMatched: match.notMatched.map((lender) => ({ ...lender, reasons: [...lender.reasons] })),
        orderedBy: match.orderedBy,
        criteriaAsOf: match.criteriaAsOf,
        creditScore,
      },
    };
  });

  mountRoute(app, journeyKfsRoute, context.sessions, async ({ params, principal }) => ({
    // The schema's parse gives the contract's (mutable) shape of the package's readonly statement.
    data: keyFactStatementSchema.parse(await journeys.kfs(principal!.customerId, params.id, params.lenderId)),
  }));

  mountRoute(app, journeyKfsDownloadRoute, context.sessions, async ({ params, principal }) => ({
    data: await journeys.kfsPdf(principal!.customerId, params.id, params.lenderId),
  }));

  mountRoute(app, journeyApplyRoute, context.sessions, async ({ params, body, principal, request }) => {
    const created = await journeys.apply(principal!.customerId, principal!.mobile, params.id, body.lenderId, actorOf(request));
    return { data: created, message: JOURNEY_MESSAGES.applied(created.lenderName) };
  });
}
