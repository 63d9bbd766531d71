import { analyticsEventsRoute } from '@rinn/contract';
import { analyticsEvents } from '../../db/schema.js';
import { messages } from '../../http/messages.js';
import { mountRoute } from '../../http/mount-route.js';
import type { ModulePlugin } from '../context.js';

/**
 * First-party analytics (§7): the events a visitor agreed to share, stored in `analytics_events`.
 * The body is the whole record (the contract admits no personal field and ANALYTICS-001 paths), so
 * nothing about the request itself is kept: not its address, not a session, not a user agent.
 *
 * @rule ANALYTICS-004 A batch of 1 to 20 valid events is stored whole, each with exactly its own
 *   fields and the time the server received it, and answered 201 with the count; a batch with any
 *   invalid event (unknown name, a path with a query, a field of a person) is refused whole with
 *   400 and stores nothing; a signed-in visitor's events are stored without the session.
 * @spec §7 Analytics events; DPDP Act (data minimisation)
 * @param app - the module's own (encapsulated) instance.
 * @param context - the services.
 * @example
 * await app.register(analyticsModule, context);
 */
export const analyticsModule: ModulePlugin = async (app, context) => {
  mountRoute(app, analyticsEventsRoute, context.sessions, async ({ body }) => {
    const receivedAt = context.clock.now();
    await context.db.insert(analyticsEvents).values(
      body.events.map((event) => ({
        name: event.name,
        source: event.source,
        platform: event.platform,
        location: event.location,
        online: event.online,
        occurredAt: new Date(event.occurredAt),
        receivedAt,
      })),
    );
    return { data: { accepted: body.events.length }, message: messages.analyticsStored };
  });
};
