import {
  type AnyRoute,
  type RouteBody,
  type RouteDataInput,
  type RouteParams,
  type RouteQuery,
  ok,
} from '@rinn/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../domain-error.js';
import type { Principal, SessionService } from '../modules/session/session-service.js';

/** Who asks, as a route's `auth` fixes it: always there on `bearer` and `bearer+session` routes, never on others. */
export type PrincipalOf<Route extends AnyRoute> = Route['auth'] extends 'bearer' | 'bearer+session' ? Principal : undefined;

/** What a route handler receives: the parsed request parts and, when the route needs it, who asks. */
export interface RouteContext<Route extends AnyRoute> {
  readonly body: RouteBody<Route>;
  readonly query: RouteQuery<Route>;
  readonly params: RouteParams<Route>;
  /** The authenticated customer on `bearer` and `bearer+session` routes (checked before the handler runs). */
  readonly principal: PrincipalOf<Route>;
  /** The raw bearer credential (the refresh token on `refresh` routes). */
  readonly bearer: string | undefined;
  /** The client's address as the socket (or a configured trusted proxy) reports it. */
  readonly clientIp: string;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** What a handler returns: the envelope's data and, optionally, its message. */
export interface RouteResult<Route extends AnyRoute> {
  readonly data: RouteDataInput<Route>;
  readonly message?: string;
}

/** Reads `Authorization: Bearer …`. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Mounts one route of the contract's table: its method and path, its request schemas (validated by
 * the zod type provider), its authentication, and a check that the data sent matches the contract.
 *
 * @rule AUTH-001 Routes whose contract auth is `bearer+session` need a valid access token and the
 *   SessionToken of its live session; `bearer` routes need a valid access token whose session is
 *   still live. Either failure answers 401 and never reveals data.
 * @spec §6 Customer: calls carry a bearer token and a session token header.
 * @param app - the server (or a module's plugin scope).
 * @param route - the contract's route.
 * @param sessionService - checks credentials.
 * @param handler - produces the data.
 * @example
 * mountRoute(app, ROUTES.loans, sessions, async ({ principal }) => ({ data: await loansOf(principal.customerId) }));
 */
export function mountRoute<Route extends AnyRoute>(
  app: FastifyInstance,
  route: Route,
  sessionService: SessionService,
  handler: (context: RouteContext<Route>) => Promise<RouteResult<Route>>,
): void {
  const schema: Record<string, unknown> = {};
  if (route.request.body) schema.body = route.request.body;
  if (route.request.query) schema.querystring = route.request.query;
  if (route.request.params) schema.params = route.request.params;
  app.route({
    method: route.method,
    url: route.path,
    schema,
    handler: async (request, reply) => {
      const bearer = bearerOf(request);
      let principal: Principal | undefined;
      if (route.auth === 'bearer+session') {
        principal = await sessionService.authenticate(bearer, headerValue(request, 'SessionToken'));
      } else if (route.auth === 'bearer') {
        principal = await sessionService.authenticate(bearer, undefined, { sessionHeaderRequired: false });
      } else if (route.auth === 'refresh' && !bearer) {
        throw new DomainError({ code: 'UNAUTHENTICATED' });
      }
      const result = await handler({
        body: request.body as RouteBody<Route>,
        query: request.query as RouteQuery<Route>,
        params: request.params as RouteParams<Route>,
        // authenticate() throws rather than answer without a principal, so the route's auth fixes its presence.
        principal: principal as PrincipalOf<Route>,
        bearer,
        clientIp: request.ip,
        request,
        reply,
      });
      const checked = route.response.safeParse(result.data);
      if (!checked.success) {
        // A bug on our side: the data breaks the contract. Never send it.
        throw new Error(`Response of ${route.id} breaks the contract: ${checked.error.message}`);
      }
      return reply.code(route.successStatus).send(ok(result.data, result.message ?? ''));
    },
  });
}
