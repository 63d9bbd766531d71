import { type AnyRoute, type RouteDataInput, type RouteParams, type RouteQuery, envelope, ok } from '@rinn/contract';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { CatalogueCache } from '../modules/calculator/catalogue-cache.js';
import type { CatalogueSnapshot } from '../modules/calculator/catalogue-snapshot.js';
import { MIN_COMPRESSED_RESPONSE_BYTES } from './compression.js';
import { prepareAnswer, sendPrepared } from './prepared-answer.js';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A serialiser of a route's success envelope, compiled by fast-json-stringify (the serialiser
 * Fastify uses for response schemas) from the JSON Schema of the contract's zod schema, the way
 * fastify-type-provider-zod's `jsonSchemaTransform` derives it (output side, unrepresentable parts
 * as any). Properties the contract does not name are left out.
 *
 * @param route - a JSON route of the contract.
 * @returns a function from the envelope to its JSON text.
 * @example
 * envelopeSerializer(loansRoute)(ok([])); // '{"status":true,"message":"","data":[]}'
 */
export function envelopeSerializer(route: AnyRoute): (value: unknown) => string {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(envelope(route.response), { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
}

/** What a cached route's answer depends on: the validated query and path parameters. */
export interface CachedRouteRequest<Route extends AnyRoute> {
  readonly query: RouteQuery<Route>;
  readonly params: RouteParams<Route>;
}

/**
 * Mounts a public (`auth: none`) GET of the contract whose answer depends only on the catalogue
 * and the request's query: validated like every route, answered from the {@link CatalogueCache}
 * (CACHE-001) with its ETag and 304 (CACHE-003). Nothing about the caller enters the answer.
 *
 * @param app - the server (or a module's plugin scope).
 * @param route - the contract's route.
 * @param cache - the catalogue in memory.
 * @param keyOf - every part of the request that changes the answer, as a string.
 * @param build - the answer's data from a snapshot; throws a DomainError for a refusal.
 * @example
 * mountCachedRoute(app, loansRoute, cache, () => '', (snapshot) => loansAnswer(snapshot));
 */
export function mountCachedRoute<Route extends AnyRoute>(
  app: FastifyInstance,
  route: Route,
  cache: CatalogueCache,
  keyOf: (request: CachedRouteRequest<Route>) => string,
  build: (snapshot: CatalogueSnapshot, request: CachedRouteRequest<Route>) => RouteDataInput<Route>,
): void {
  if (route.auth !== 'none' || route.method !== 'GET' || route.responseKind !== 'json') {
    throw new Error(`${route.id} cannot be cached: only public JSON GETs are`);
  }
  const serialize = envelopeSerializer(route);
  const schema: Record<string, unknown> = {};
  if (route.request.query) schema.querystring = route.request.query;
  if (route.request.params) schema.params = route.request.params;
  app.route({
    method: 'GET',
    url: route.path,
    schema,
    // Sent again from memory while the catalogue's version is the same (CACHE-004).
    config: { answerGeneration: () => cache.version },
    // Not an async function: an answer prepared already is sent at once, with no promise; only
    // the first request for an answer of a catalogue version waits for it to be prepared.
    handler: (request, reply) => {
      const parts = { query: request.query as RouteQuery<Route>, params: request.params as RouteParams<Route> };
      const key = `${route.id}?${keyOf(parts)}`;
      const ready = cache.ready(key);
      if (ready !== undefined) {
        reply.header('Cache-Control', 'no-cache');
        sendPrepared(request, reply, ready, route.successStatus, JSON_CONTENT_TYPE);
        // Sent: a synchronous handler that returns a value would have Fastify send it again.
        return undefined;
      }
      return cache
        .answer(key, async (snapshot) => {
          const data = build(snapshot, parts);
          const checked = route.response.safeParse(data);
          // A bug on our side: the data breaks the contract. Never send it.
          if (!checked.success) throw new Error(`Response of ${route.id} breaks the contract: ${checked.error.message}`);
          const body = Buffer.from(serialize(ok(data)), 'utf8');
          return prepareAnswer(body, body.length >= MIN_COMPRESSED_RESPONSE_BYTES);
        })
        .then((prepared) => {
          reply.header('Cache-Control', 'no-cache');
          return sendPrepared(request, reply, prepared, route.successStatus, JSON_CONTENT_TYPE);
        });
    },
  });
}
