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
  waysForwardSchema,
} from '@rinn/contract';
import { mountRoute } from '../../http/mount-route.js';
import { auditActorOf } from '../consent/request-actor.js';
import type { ModulePlugin } from '../context.js';
import { JOURNEY_MESSAGES } from './journey-service.js';

/**
 * The loan application journey (§10): drafts, steps, offers, KFS (data and PDF) and the
 * chosen offer as an application with its lender consent request. Every call is the signed-in
 * customer's own (`bearer+session`).
 *
 * @param app - the module's own (encapsulated) instance.
 * @param context - the services.
 * @example
 * await app.register(journeyModule, context);
 */
export const journeyModule: ModulePlugin = async (app, context) => {
  const { journeys } = context;

  mountRoute(app, journeyStartRoute, context.sessions, async ({ body, principal }) => ({
    data: await journeys.start(principal.customerId, body.params, body.product),
  }));

  mountRoute(app, journeyResumeRoute, context.sessions, async ({ body, principal }) => ({
    data: { draft: await journeys.resume(principal.customerId, body.params, body.product) },
  }));

  mountRoute(app, journeyGetRoute, context.sessions, async ({ params, principal }) => ({
    data: await journeys.get(principal.customerId, params.id),
  }));

  mountRoute(app, journeySaveStepRoute, context.sessions, async ({ params, body, principal }) => ({
    data: await journeys.saveStep(principal.customerId, params.id, body.step, body.values),
    message: JOURNEY_MESSAGES.stepSaved,
  }));

  mountRoute(app, journeyOffersRoute, context.sessions, async ({ params, principal }) => {
    const { match, creditScore, waysForward } = await journeys.offers(principal.customerId, params.id);
    return {
      data: {
        offers: [...match.offers],
        notMatched: match.notMatched.map((lender) => ({ ...lender, reasons: [...lender.reasons] })),
        orderedBy: match.orderedBy,
        criteriaAsOf: match.criteriaAsOf,
        creditScore,
        // The schema's parse gives the contract's (mutable) shape of the package's readonly answer.
        waysForward: waysForward === null ? null : waysForwardSchema.parse(waysForward),
      },
    };
  });

  mountRoute(app, journeyKfsRoute, context.sessions, async ({ params, principal }) => ({
    // The schema's parse gives the contract's (mutable) shape of the package's readonly statement.
    data: keyFactStatementSchema.parse(await journeys.kfs(principal.customerId, params.id, params.lenderId)),
  }));

  mountRoute(app, journeyKfsDownloadRoute, context.sessions, async ({ params, query, principal }) => ({
    data: await journeys.kfsPdf(principal.customerId, params.id, params.lenderId, query.lang),
  }));

  mountRoute(app, journeyApplyRoute, context.sessions, async ({ params, body, principal, request }) => {
    const created = await journeys.apply(principal.customerId, principal.mobile, params.id, body.lenderId, auditActorOf(request));
    return { data: created, message: JOURNEY_MESSAGES.applied(created.lenderName) };
  });
};
