import { ANALYTICS_EVENTS, ANALYTICS_SOURCE_PATTERN } from '@rinn/rules';
import { z } from 'zod/mini';
import { instantSchema } from '../common.js';
import { defineRoute } from '../route.js';

/** Most events one request may carry: a page's queue, sent when it is hidden or every few events. */
export const ANALYTICS_BATCH_MAX = 20;

/**
 * One analytics event (§7: source, platform, location and an online flag). It names no person:
 * no mobile, no customer id, no token; the location is a page path (ANALYTICS-001). Strict: a
 * field it does not name is refused, not dropped, so a client cannot slip a person's data in.
 */
export const analyticsEventSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENTS),
  source: z.string().check(z.regex(ANALYTICS_SOURCE_PATTERN)),
  platform: z.enum(['web-mobile', 'web-desktop']),
  location: z.string().check(z.maxLength(200), z.regex(/^\/[A-Za-z0-9\-/._~]*$/)),
  /** `navigator.onLine` when the event happened (a queued event may be sent later). */
  online: z.boolean(),
  occurredAt: instantSchema,
});

/** `POST /api/analytics/events`: the visitor's consented events, stored first-party (§7). */
export const analyticsEventsRoute = defineRoute({
  id: 'analyticsEvents',
  method: 'POST',
  path: '/api/analytics/events',
  auth: 'none',
  request: {
    body: z.object({
      events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(ANALYTICS_BATCH_MAX)),
    }),
  },
  response: z.object({ accepted: z.int().check(z.nonnegative()) }),
  responseKind: 'json',
  successStatus: 201,
  errors: [],
  summary:
    'Store a batch of anonymous usage events the visitor agreed to share; no third party sees them.',
  specSection: '§7 Analytics events',
});

/** The analytics routes by id, in route-table order (`ROUTES` spreads them; `loadRoute` loads this file alone). */
export const ANALYTICS_ROUTES = {
  analyticsEvents: analyticsEventsRoute,
} as const;
