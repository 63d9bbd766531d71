import {
  HEADERS,
  NDJSON_CONTENT_TYPE,
  NO_CACHE,
  ROUTE_GROUP_OF,
  buildPath,
  envelope,
  errorEnvelopeReadSchema,
  loadRoute,
  messageOfWire,
  type AnyRoute,
  type RouteArgs,
  type RouteData,
  type RouteId,
  type Routes,
} from '@rinn/contract';
import { ApiError, type ApiErrorIssue } from './errors.js';
import { INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_MESSAGE, NOT_LOGGED_IN_MESSAGE } from './messages.js';
import { CHAT_TIMEOUT_MS, readWithin, type ChatStreamResult } from './chat-stream.js';
import { apiAddress } from './api-address.js';
import { startDeadline, systemTimers, type Timers } from './deadline.js';
import type { StoredSession, TokenStore } from './token-store.js';

/**
 * The headers the client sends with a request that do not depend on the session: what it accepts,
 * its body's type, and for a GET no caching; the client adds the session's own. A request sent
 * without the client (before it has loaded) sends these too, and the session's, to be the same
 * request.
 *
 * @param route - the route's method and kind of answer
 * @param parts - the request's own headers and body, if any
 * @returns the headers
 */
export function sessionFreeHeaders(
  route: Pick<AnyRoute, 'method' | 'responseKind'>,
  parts: { readonly headers?: unknown; readonly body?: unknown } = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: route.responseKind === 'ndjson' ? `${NDJSON_CONTENT_TYPE}, application/json` : 'application/json',
    ...((parts.headers ?? {}) as Record<string, string>),
  };
  if (parts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (route.method === 'GET') {
    headers[HEADERS.cacheControl] = NO_CACHE;
    headers.Pragma = 'no-cache';
  }
  return headers;
}

/** A refused field as the client keeps it: the envelope's path and message, and its code when known. */
function issueOf(issue: {
  readonly path: string;
  readonly message: string;
  readonly messageCode?: string | undefined;
  readonly messageParams?: Readonly<Record<string, string | number>> | undefined;
}): ApiErrorIssue {
  const apiMessage = messageOfWire(issue);
  return apiMessage === undefined ? { path: issue.path, message: issue.message } : { path: issue.path, message: issue.message, apiMessage };
}

/** The fetch the client needs (the platform's `fetch` satisfies it). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Why a session ended. */
export type SessionEndReason =
  /** The refresh token was refused (expired, rotated away, revoked). */
  | 'refresh-failed'
  /** The server said 'Session Token has expired' (or revoked it). */
  | 'session-expired'
  /** An access token expired and no refresh token was stored. */
  | 'no-refresh-token';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API, e.g. `https://api.rinn.in`; `''` for same origin. */
  readonly baseUrl: string;
  /** Defaults to `globalThis.fetch` when there is one. */
  readonly fetch?: FetchLike;
  readonly tokens: TokenStore;
  /** Called once when a session ends (after the store is cleared), e.g. to log out and go home. */
  readonly onSessionExpired?: (reason: SessionEndReason) => void;
  /** Timer functions for the chat timeout; tests inject fakes. */
  readonly timers?: Timers;
}

/** Per-call options. */
export interface CallOptions {
  readonly signal?: AbortSignal;
}

/** Options of the streaming chat call. */
export interface ChatCallOptions extends CallOptions {
  readonly onChunk?: (chunk: string, textSoFar: string) => void;
  /** Defaults to 25 000 ms (§9), covering the request and the whole answer. */
  readonly timeoutMs?: number;
}

/** What a JSON call resolves with: the envelope's data and message. */
export interface ApiResult<Data> {
  readonly data: Data;
  readonly message: string;
}

type JsonMethod<Route extends AnyRoute> = object extends RouteArgs<Route>
  ? (args?: RouteArgs<Route>, options?: CallOptions) => Promise<ApiResult<RouteData<Route>>>
  : (args: RouteArgs<Route>, options?: CallOptions) => Promise<ApiResult<RouteData<Route>>>;

type StreamMethod<Route extends AnyRoute> = (args: RouteArgs<Route>, options?: ChatCallOptions) => Promise<ChatStreamResult>;

/** One method per route of the contract, named by its route id. */
export type ApiClient = {
  readonly [Id in RouteId]: Routes[Id]['responseKind'] extends 'ndjson' ? StreamMethod<Routes[Id]> : JsonMethod<Routes[Id]>;
};

type RequestParts = { body?: unknown; query?: unknown; params?: unknown; headers?: unknown };
type PartName = keyof RequestParts;
const PART_NAMES: readonly PartName[] = ['body', 'query', 'params', 'headers'];

/** The routes whose success is a new session the client keeps. */
const LOGIN_ROUTES: ReadonlySet<string> = new Set(['otpVerify', 'autoLogin']);

/**
 * Creates the typed client for every route of `@rinn/contract`.
 *
 * @rule CLIENT-001 Every GET is sent with `cache: 'no-store'` and `Cache-Control: no-cache`, and
 *   without a body.
 * @spec §7 GET calls are not cached
 * @rule CLIENT-002 Credentials follow the route's auth kind: `bearer` sends the access token,
 *   `bearer+session` also the `SessionToken` header (and `autoLogin: true` for an auto-login
 *   session), `refresh` the refresh token as bearer; routes without these kinds get no
 *   credentials. A call that needs a login without a stored session fails NOT_LOGGED_IN unsent.
 * @spec §6 Calls carry a bearer token and a session token header
 * @rule CLIENT-003 Every failure is an ApiError: the server's error envelope keeps its message,
 *   code and HTTP status (and retryAfterSeconds, issues, consentStatus); an unreachable server is
 *   NETWORK_ERROR and an answer that is not JSON is INVALID_RESPONSE.
 * @spec §8 Other network failures (wrapped error)
 * @rule CLIENT-004 Requests are validated by the contract before sending (REQUEST_INVALID, nothing
 *   sent) and success answers are parsed by it; an answer that does not match is an ApiError
 *   INVALID_RESPONSE naming the route and the field.
 * @rule CLIENT-005 On 401 TOKEN_EXPIRED the client refreshes the access token once and retries the
 *   call exactly once; a second TOKEN_EXPIRED is thrown, never refreshed again.
 * @spec §4 Token handling
 * @rule CLIENT-006 Concurrent calls that meet an expired access token share one refresh
 *   (single flight); calls sent with a token that was already replaced just retry.
 * @rule CLIENT-007 When the refresh token is refused, or the server says the session expired,
 *   the token store is cleared, onSessionExpired is called once with the reason, and the call
 *   fails with the server's error.
 * @spec §4 Token handling (refresh token expired → logged out; 'Session Token has expired')
 * @rule CLIENT-008 A successful login (otpVerify, autoLogin) is stored in the token store; logout
 *   clears the store even when the server call fails.
 * @spec §4 Login modal (after verification the session is stored), §2 Logout clears the session
 * @param options - Base URL, fetch, token store, session-end callback, timers.
 * @returns A client with one method per route id.
 * @throws {TypeError} When no fetch is given and the platform has none.
 * @example
 * const api = createApiClient({ baseUrl: 'https://api.rinn.in', tokens: createMemoryTokenStore() });
 * const { data } = await api.otpSend({ body: { mobile: '9876543210' } });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: FetchLike | undefined =
    options.fetch ?? (typeof globalThis.fetch === 'function' ? (url, init) => globalThis.fetch(url, init) : undefined);
  if (fetchImpl === undefined) throw new TypeError('createApiClient needs a fetch: pass options.fetch');
  const doFetch: FetchLike = fetchImpl;
  const baseUrl = apiAddress(options.baseUrl, '');
  const timers = options.timers ?? systemTimers;
  const { tokens } = options;

  /** Bumped on every successful refresh, so a call can tell whether its token was replaced. */
  let tokenGeneration = 0;
  let refreshInFlight: Promise<void> | null = null;

  async function endSession(reason: SessionEndReason): Promise<void> {
    await tokens.clear();
    options.onSessionExpired?.(reason);
  }

  function validate(route: AnyRoute, args: RequestParts): RequestParts {
    const parsed: RequestParts = {};
    for (const part of PART_NAMES) {
      const schema = route.request[part];
      if (schema === undefined) continue;
      const result = schema.safeParse(args[part] ?? {});
      if (!result.success) {
        const issues = result.error.issues.map((issue) => ({ path: [part, ...issue.path].join('.'), message: issue.message }));
        throw new ApiError('REQUEST_INVALID', issues[0]?.message ?? 'Invalid request', { httpStatus: 0, routeId: route.id, issues });
      }
      parsed[part] = result.data;
    }
    return parsed;
  }

  function urlOf(route: AnyRoute, parts: RequestParts): string {
    const path = buildPath(route.path, (parts.params ?? {}) as Record<string, string | number>);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries((parts.query ?? {}) as Record<string, unknown>)) {
      // The contract's queries hold only strings, numbers and booleans.
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') search.append(key, String(value));
    }
    const query = search.toString();
    return `${baseUrl}${path}${query === '' ? '' : `?${query}`}`;
  }

  function headersOf(route: AnyRoute, parts: RequestParts, session: StoredSession | null): Record<string, string> {
    const headers = sessionFreeHeaders(route, parts);
    if (route.auth === 'bearer' || route.auth === 'bearer+session') {
      if (session === null) throw new ApiError('NOT_LOGGED_IN', NOT_LOGGED_IN_MESSAGE, { httpStatus: 0, routeId: route.id });
      headers[HEADERS.authorization] = `Bearer ${session.token}`;
      if (route.auth === 'bearer+session') {
        headers[HEADERS.sessionToken] = session.sessionToken;
        if (session.autoLogin) headers[HEADERS.autoLogin] = 'true';
      }
    }
    if (route.auth === 'refresh') {
      if (session === null) throw new ApiError('NOT_LOGGED_IN', NOT_LOGGED_IN_MESSAGE, { httpStatus: 0, routeId: route.id });
      headers[HEADERS.authorization] = `Bearer ${session.refreshToken}`;
    }
    return headers;
  }

  async function send(route: AnyRoute, parts: RequestParts, session: StoredSession | null, signal?: AbortSignal): Promise<Response> {
    const init: RequestInit = {
      method: route.method,
      headers: headersOf(route, parts, session),
      ...(route.method === 'GET' ? { cache: 'no-store' as const } : {}),
      ...(parts.body === undefined ? {} : { body: JSON.stringify(parts.body) }),
      ...(signal === undefined ? {} : { signal }),
    };
    try {
      return await doFetch(urlOf(route, parts), init);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new ApiError('NETWORK_ERROR', NETWORK_ERROR_MESSAGE, { httpStatus: 0, routeId: route.id, cause: error });
    }
  }

  async function readJson(route: AnyRoute, response: Response): Promise<unknown> {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ApiError('INVALID_RESPONSE', INVALID_RESPONSE_MESSAGE, { httpStatus: response.status, routeId: route.id, cause: error });
    }
  }

  async function errorOf(route: AnyRoute, response: Response): Promise<ApiError> {
    const body = await readJson(route, response).catch((error: unknown) => error);
    if (body instanceof ApiError) return body;
    const parsed = errorEnvelopeReadSchema.safeParse(body);
    if (!parsed.success) {
      const message = (body as { message?: unknown } | null)?.message;
      return new ApiError('INVALID_RESPONSE', typeof message === 'string' && message !== '' ? message : INVALID_RESPONSE_MESSAGE, {
        httpStatus: response.status,
        routeId: route.id,
        cause: parsed.error,
      });
    }
    const error = parsed.data;
    const apiMessage = messageOfWire(error);
    return new ApiError(error.code, error.message, {
      httpStatus: response.status,
      routeId: route.id,
      ...(apiMessage === undefined ? {} : { apiMessage }),
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
      ...(error.issues === undefined ? {} : { issues: error.issues.map(issueOf) }),
      ...(error.consentStatus === undefined ? {} : { consentStatus: error.consentStatus }),
    });
  }

  async function refreshTokens(): Promise<void> {
    const session = await tokens.read();
    if (session === null || session.refreshToken === '') {
      await endSession('no-refresh-token');
      throw new ApiError('NOT_LOGGED_IN', NOT_LOGGED_IN_MESSAGE, { httpStatus: 0, routeId: 'refreshAccessToken' });
    }
    try {
      await callJson(await loadRoute('refreshAccessToken'), { body: { mobile: session.user.mobile } });
    } catch (error) {
      // A refused refresh token ends the session; a refresh that failed for other reasons
      // (network, rate limit) leaves the session for the next try.
      if (error instanceof ApiError && error.httpStatus === 401) await endSession('refresh-failed');
      throw error;
    }
  }

  function refreshOnce(generationUsed: number): Promise<void> {
    if (generationUsed !== tokenGeneration) return Promise.resolve();
    refreshInFlight ??= refreshTokens().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function parseEnvelope(route: AnyRoute, response: Response): Promise<{ data: unknown; message: string }> {
    const body = await readJson(route, response);
    const parsed = envelope(route.response).safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue === undefined || issue.path.length === 0 ? 'the envelope' : issue.path.join('.');
      throw new ApiError('INVALID_RESPONSE', `The answer to ${route.id} does not match the contract at ${where}: ${issue?.message ?? 'invalid'}`, {
        httpStatus: response.status,
        routeId: route.id,
        cause: parsed.error,
      });
    }
    return { data: parsed.data.data, message: parsed.data.message };
  }

  /** Sends a call, refreshing once on an expired access token, and returns the successful response. */
  async function exchange(route: AnyRoute, parts: RequestParts, signal?: AbortSignal): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const generationUsed = tokenGeneration;
      const session = route.auth === 'none' || route.auth === 'apiKey' || route.auth === 'consentToken' ? null : await tokens.read();
      const response = await send(route, parts, session, signal);
      if (response.ok) return response;
      const error = await errorOf(route, response);
      const usesAccessToken = route.auth === 'bearer' || route.auth === 'bearer+session';
      if (usesAccessToken && error.code === 'TOKEN_EXPIRED' && attempt === 0) {
        await refreshOnce(generationUsed);
        continue;
      }
      if (usesAccessToken && error.code === 'SESSION_EXPIRED') await endSession('session-expired');
      throw error;
    }
  }

  async function callJson(route: AnyRoute, args: RequestParts = {}, callOptions: CallOptions = {}): Promise<ApiResult<unknown>> {
    const parts = validate(route, args);
    if (route.id === 'logout') {
      try {
        return await parseEnvelope(route, await exchange(route, parts, callOptions.signal));
      } finally {
        await tokens.clear();
      }
    }
    const result = await parseEnvelope(route, await exchange(route, parts, callOptions.signal));
    if (route.id === 'refreshAccessToken') {
      const session = await tokens.read();
      const refreshed = result.data as RouteData<Routes['refreshAccessToken']>;
      if (session !== null) await tokens.write({ ...session, token: refreshed.token, refreshToken: refreshed.refreshToken });
      tokenGeneration += 1;
    }
    if (LOGIN_ROUTES.has(route.id)) {
      const session = result.data as RouteData<Routes['otpVerify']>;
      await tokens.write({
        token: session.token,
        refreshToken: session.refreshToken,
        sessionToken: session.sessionToken,
        user: session.user,
        autoLogin: route.id === 'autoLogin',
      });
      tokenGeneration += 1;
    }
    return result;
  }

  async function callStream(route: AnyRoute, args: RequestParts = {}, callOptions: ChatCallOptions = {}): Promise<ChatStreamResult> {
    const parts = validate(route, args);
    const abort = new AbortController();
    const deadline = startDeadline(callOptions.timeoutMs ?? CHAT_TIMEOUT_MS, timers, callOptions.signal);
    deadline.expired.catch(() => abort.abort());
    try {
      const response = await deadline.race(exchange(route, parts, abort.signal));
      return await readWithin(response, deadline, callOptions.onChunk);
    } finally {
      deadline.dispose();
    }
  }

  // Each method loads its route's schemas when first called (loadRoute, API-011): a page builds the
  // schemas of the calls it makes, not those of the whole contract.
  const client: Record<string, unknown> = {};
  for (const id of Object.keys(ROUTE_GROUP_OF) as RouteId[]) {
    client[id] = async (args?: RequestParts, callOptions?: ChatCallOptions): Promise<unknown> => {
      const route: AnyRoute = await loadRoute(id).catch((cause: unknown) => {
        // In a browser the route's file is fetched: offline, that is the server out of reach.
        throw new ApiError('NETWORK_ERROR', NETWORK_ERROR_MESSAGE, { httpStatus: 0, routeId: id, cause });
      });
      return route.responseKind === 'ndjson' ? callStream(route, args, callOptions) : callJson(route, args, callOptions);
    };
  }
  return client as ApiClient;
}
