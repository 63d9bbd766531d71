import type { AnyRoute } from './route.js';
import type { RouteId, Routes } from './route-table.js';

/** The files of `routes/`, one per area of the API. */
export type RouteGroup = 'session' | 'dashboard' | 'catalogue' | 'contact' | 'chatbot' | 'consent' | 'documents' | 'journey' | 'analytics' | 'dev';

/**
 * Which file of `routes/` defines each route. A table of names only, so a client can list every
 * method without building a single schema, and load the schemas of a route when it is first
 * called (`loadRoute`). The type requires every route id, and no other key.
 */
export const ROUTE_GROUP_OF = {
  otpSend: 'session',
  otpVerify: 'session',
  refreshAccessToken: 'session',
  autoLogin: 'session',
  checkTokenExpiry: 'session',
  basicToken: 'session',
  logout: 'session',
  applicationList: 'dashboard',
  applicationDetail: 'dashboard',
  loans: 'dashboard',
  creditScore: 'dashboard',
  calculator: 'catalogue',
  asset: 'catalogue',
  modelImage: 'catalogue',
  interestRate: 'catalogue',
  platformStats: 'catalogue',
  contactOtpSend: 'contact',
  contactOtpVerify: 'contact',
  contactEmail: 'contact',
  chatbotAsk: 'chatbot',
  chatbotSendOtp: 'chatbot',
  chatbotVerifyOtp: 'chatbot',
  chatbotFeedback: 'chatbot',
  createLead: 'chatbot',
  consentGet: 'consent',
  consentOtpSend: 'consent',
  consentOtpVerify: 'consent',
  consentDecision: 'consent',
  consentWithdraw: 'consent',
  ckycStatus: 'consent',
  sanctionDownload: 'documents',
  documentDownload: 'documents',
  decrypt: 'documents',
  decryptLeadPayout: 'documents',
  savePayoutStatus: 'documents',
  journeyStart: 'journey',
  journeyResume: 'journey',
  journeyGet: 'journey',
  journeySaveStep: 'journey',
  journeyOffers: 'journey',
  journeyKfs: 'journey',
  journeyKfsDownload: 'journey',
  journeyApply: 'journey',
  analyticsEvents: 'analytics',
  devOutbox: 'dev',
  devConsentLink: 'dev',
  devAutoLoginLink: 'dev',
} as const satisfies Record<RouteId, RouteGroup>;

const GROUP_LOADERS: Readonly<Record<RouteGroup, () => Promise<Readonly<Partial<Record<RouteId, AnyRoute>>>>>> = {
  session: async () => (await import('./routes/session.routes.js')).SESSION_ROUTES,
  dashboard: async () => (await import('./routes/dashboard.routes.js')).DASHBOARD_ROUTES,
  catalogue: async () => (await import('./routes/catalogue.routes.js')).CATALOGUE_ROUTES,
  contact: async () => (await import('./routes/contact.routes.js')).CONTACT_ROUTES,
  chatbot: async () => (await import('./routes/chatbot.routes.js')).CHATBOT_ROUTES,
  consent: async () => (await import('./routes/consent.routes.js')).CONSENT_ROUTES,
  documents: async () => (await import('./routes/documents.routes.js')).DOCUMENTS_ROUTES,
  journey: async () => (await import('./routes/journey.routes.js')).JOURNEY_ROUTES,
  analytics: async () => (await import('./routes/analytics.routes.js')).ANALYTICS_ROUTES,
  dev: async () => (await import('./routes/dev.routes.js')).DEV_ROUTES,
};

/**
 * The definition of one route, loading only the file that defines it (each file is loaded once).
 * The browser's API client calls it so that a page builds the zod schemas of the calls it makes,
 * not those of all of §7: building them is most of the cost of loading the client.
 *
 * @rule API-011 `loadRoute(id)` resolves to exactly `ROUTES[id]`, for every route id, and
 *   `ROUTE_GROUP_OF` names every route id and no other.
 * @param id - a route id
 * @returns the route, as `ROUTES[id]`
 * @example const route = await loadRoute('applicationList'); // route.path === '/application'
 */
export async function loadRoute<Id extends RouteId>(id: Id): Promise<Routes[Id]> {
  const group = await GROUP_LOADERS[ROUTE_GROUP_OF[id]]();
  const route = group[id];
  if (route === undefined) throw new Error(`Route ${id} is not in routes/${ROUTE_GROUP_OF[id]}.routes.ts`);
  return route as Routes[Id];
}
