import { applicationDetailRoute, applicationListRoute, creditScoreRoute } from '@rinn/contract';
import { DomainError } from '../../domain-error.js';
import { mountRoute } from '../../http/mount-route.js';
import type { ModulePlugin } from '../context.js';

/**
 * The dashboard's data (§7 application, application/{id}, credit-score); the loan products (§7 loans)
 * are the catalogue module's.
 *
 * @param app - the module's own (encapsulated) instance.
 * @param context - the services.
 * @example
 * await app.register(dashboardModule, context);
 */
export const dashboardModule: ModulePlugin = async (app, context) => {
  const { dashboard, creditScores } = context;

  mountRoute(app, applicationListRoute, context.sessions, async ({ principal, query }) => {
    const [applications, creditScore, user] = await Promise.all([
      dashboard.applications(principal.customerId, query.product),
      creditScores.storedScore(principal.customerId),
      dashboard.user(principal.customerId),
    ]);
    if (!user) throw new DomainError({ code: 'NOT_FOUND' });
    return { data: { user, creditScore, applications } };
  });

  mountRoute(app, applicationDetailRoute, context.sessions, async ({ principal, params }) => {
    const detail = await dashboard.application(principal.customerId, params.id);
    if (!detail) throw new DomainError({ code: 'APPLICATION_NOT_FOUND' });
    return { data: detail };
  });

  mountRoute(app, creditScoreRoute, context.sessions, async ({ principal, query }) => {
    if (query.leadId !== undefined && !(await dashboard.ownsApplication(principal.customerId, query.leadId))) {
      throw new DomainError({ code: 'APPLICATION_NOT_FOUND' });
    }
    const score = await creditScores.creditScore(principal.customerId);
    if (!score) throw new DomainError({ code: 'NOT_FOUND' });
    return { data: score };
  });
};
