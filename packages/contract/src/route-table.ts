import { SESSION_ROUTES } from './routes/session.routes.js';
import { DASHBOARD_ROUTES } from './routes/dashboard.routes.js';
import { CATALOGUE_ROUTES } from './routes/catalogue.routes.js';
import { CONTACT_ROUTES } from './routes/contact.routes.js';
import { CHATBOT_ROUTES } from './routes/chatbot.routes.js';
import { CONSENT_ROUTES } from './routes/consent.routes.js';
import { DOCUMENTS_ROUTES } from './routes/documents.routes.js';
import { JOURNEY_ROUTES } from './routes/journey.routes.js';
import { DEV_ROUTES } from './routes/dev.routes.js';
import { ANALYTICS_ROUTES } from './routes/analytics.routes.js';
import type { AnyRoute } from './route.js';

/**
 * Every call of spec §7, keyed by route id. The server mounts exactly these; the client has one
 * method per key. Add a call here and both sides see it.
 *
 * @rule API-005 Every call of §7 has exactly one route: a unique id equal to its key, a unique
 *   method and path under `/api/`, an auth kind, schemas for the request parts it takes and for
 *   its response `data`, a summary and the spec section it comes from.
 * @spec §7 The calls the product makes
 */
export const ROUTES = {
  ...SESSION_ROUTES,
  ...DASHBOARD_ROUTES,
  ...CATALOGUE_ROUTES,
  ...CONTACT_ROUTES,
  ...CHATBOT_ROUTES,
  ...CONSENT_ROUTES,
  ...DOCUMENTS_ROUTES,
  ...JOURNEY_ROUTES,
  ...ANALYTICS_ROUTES,
  ...DEV_ROUTES,
} as const satisfies Record<string, AnyRoute>;

/** The route table's type. */
export type Routes = typeof ROUTES;

/** A route id (`'otpSend'`, `'applicationList'` …). */
export type RouteId = keyof Routes;

/** Every route id, in table order. */
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];
