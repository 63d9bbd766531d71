import type { z } from 'zod/mini';
import type { ApiErrorCode } from './envelope.js';
import type { AuthKind } from './headers.js';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `json` for the `{ status, message, data }` envelope, `ndjson` for a newline-delimited JSON stream. */
export type ResponseKind = 'json' | 'ndjson';

/** The parts of a request the contract validates. Absent parts must be empty. */
export interface RouteRequest {
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly params?: z.ZodMiniType;
  /** Headers the caller supplies itself (credentials derived from `auth` are not listed here). */
  readonly headers?: z.ZodMiniType;
}

/**
 * One call of spec §7: everything the server needs to mount and validate it and the client needs
 * to call it and parse the answer.
 */
export interface RouteDefinition<
  Id extends string = string,
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Auth extends AuthKind = AuthKind,
  Request extends RouteRequest = RouteRequest,
  Response extends z.ZodMiniType = z.ZodMiniType,
  Kind extends ResponseKind = ResponseKind,
> {
  /** Stable name; the client's method has this name. */
  readonly id: Id;
  readonly method: Method;
  /** Express-style path under `/api`, parameters as `:name`. */
  readonly path: Path;
  readonly auth: Auth;
  readonly request: Request;
  /**
   * The schema of the envelope's `data` (for `json` routes) or of one line of the stream (for
   * `ndjson` routes, which are not enveloped).
   */
  readonly response: Response;
  /** `json` for the `{ status, message, data }` envelope, `ndjson` for the chat stream. */
  readonly responseKind: Kind;
  /** HTTP status of a success. */
  readonly successStatus: 200 | 201;
  /** Errors specific to this call, beyond those every call may answer (see `commonErrorsOf`). */
  readonly errors: readonly ApiErrorCode[];
  readonly summary: string;
  /** Where the spec describes it, e.g. `§7 otp-v2`. */
  readonly specSection: string;
}

/** Any route, for code that handles them generically. */
export type AnyRoute = RouteDefinition<string, HttpMethod, string, AuthKind, RouteRequest, z.ZodMiniType, ResponseKind>;

/**
 * Declares a route and keeps its literal id, method, path, auth and exact schemas in the type, so
 * the server and the client derive precise types from the one table.
 *
 * @param route - The route's definition.
 * @returns The same object, typed precisely.
 * @example defineRoute({ id: 'loans', method: 'GET', path: '/api/loans', auth: 'none', request: {}, response: loansSchema, responseKind: 'json', successStatus: 200, errors: [], summary: 'Loan products', specSection: '§7 loans' })
 */
export function defineRoute<
  const Id extends string,
  const Method extends HttpMethod,
  const Path extends `/api/${string}`,
  const Auth extends AuthKind,
  const Request extends RouteRequest,
  const Response extends z.ZodMiniType,
  const Kind extends ResponseKind,
>(
  route: RouteDefinition<Id, Method, Path, Auth, Request, Response, Kind>,
): RouteDefinition<Id, Method, Path, Auth, Request, Response, Kind> {
  return route;
}

type InputOf<Part> = Part extends z.ZodMiniType ? z.input<Part> : never;
type OutputOf<Part> = Part extends z.ZodMiniType ? z.output<Part> : never;

/** The body a caller passes (zod input type), or `never` when the route has none. */
export type RouteBodyInput<Route extends AnyRoute> = InputOf<Route['request']['body']>;
/** The body a server receives after parsing (zod output type). */
export type RouteBody<Route extends AnyRoute> = OutputOf<Route['request']['body']>;
/** The query a caller passes (zod input type). */
export type RouteQueryInput<Route extends AnyRoute> = InputOf<Route['request']['query']>;
/** The query a server receives after parsing. */
export type RouteQuery<Route extends AnyRoute> = OutputOf<Route['request']['query']>;
/** The path parameters a caller passes. */
export type RouteParamsInput<Route extends AnyRoute> = InputOf<Route['request']['params']>;
/** The path parameters a server receives after parsing. */
export type RouteParams<Route extends AnyRoute> = OutputOf<Route['request']['params']>;
/** The caller-supplied headers. */
export type RouteHeadersInput<Route extends AnyRoute> = InputOf<Route['request']['headers']>;
/** The `data` of a success (json routes) or one stream line (ndjson routes), as parsed. */
export type RouteData<Route extends AnyRoute> = z.output<Route['response']>;
/** The `data` a server sends, before the schema's output transforms. */
export type RouteDataInput<Route extends AnyRoute> = z.input<Route['response']>;

/** A request part under its name, optional when every field of it is optional. */
type ArgPart<Name extends string, Part> = [Part] extends [never]
  ? unknown
  : object extends Part
    ? { readonly [Key in Name]?: Part }
    : { readonly [Key in Name]: Part };

/**
 * The request parts a caller supplies for a route: only the parts the route has, each optional
 * when all its fields are (so `client.applicationList()` needs no `{ query: {} }`).
 */
export type RouteArgs<Route extends AnyRoute> = ArgPart<'body', RouteBodyInput<Route>> &
  ArgPart<'query', RouteQueryInput<Route>> &
  ArgPart<'params', RouteParamsInput<Route>> &
  ArgPart<'headers', RouteHeadersInput<Route>>;

/**
 * Fills a route's `:name` path parameters, URL-encoding each value.
 *
 * @param path - A route path such as `/api/application/:id`.
 * @param params - A value for every parameter in the path.
 * @returns The concrete path, e.g. `/api/application/A-12`.
 * @throws {RangeError} When a parameter of the path has no value.
 * @example buildPath('/api/ckyc/status/:id', { id: 'REF 1' }) // '/api/ckyc/status/REF%201'
 */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new RangeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
