import type { FastifyRequest } from 'fastify';

/** What a redacted secret is logged as. */
export const REDACTED = '[redacted]';

/**
 * Query keys whose values are credentials: the consent link's `id` and `token`, a sealed link `key`,
 * auto-login `userToken`s, and OTPs.
 */
const SECRET_QUERY_KEYS = new Set(['id', 'token', 'key', 'usertoken', 'otp', 'code', 'sessiontoken', 'refreshtoken', 'access_token']);

/**
 * An opaque credential anywhere in a URL or a line: a 256-bit base64url token (43 characters, as
 * `opaqueToken` makes them), a sealed link key (longer base64url), or a JWT.
 */
const TOKEN_IN_TEXT = /(?<![A-Za-z0-9_-])(?:eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*|[A-Za-z0-9_-]{43,})(?![A-Za-z0-9_-])/g;

/** A long lowercase page slug (`/loans/used-car-loan-…`) is not a token: random ones hold a capital or a digit. */
function redactToken(match: string): string {
  return match.startsWith('eyJ') || /[A-Z0-9]/.test(match) ? REDACTED : match;
}

/**
 * A URL as it may be logged: every path segment that looks like a token (the consent page's
 * `/consent/{token}`) and the value of every credential-carrying query key is replaced by
 * `[redacted]`.
 *
 * @param url - the request's URL (path and query).
 * @returns the URL without credentials.
 * @example
 * redactUrl('/api/consent?id=abc'); // '/api/consent?id=[redacted]'
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const redactedPath = path.replace(TOKEN_IN_TEXT, redactToken);
  if (queryStart === -1) return redactedPath;
  const redactedQuery = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair.replace(TOKEN_IN_TEXT, redactToken);
      const key = pair.slice(0, equals);
      let decodedKey = key;
      try {
        decodedKey = decodeURIComponent(key);
      } catch {
        // A malformed key is logged as sent; its value is still checked below.
      }
      if (SECRET_QUERY_KEYS.has(decodedKey.toLowerCase())) return `${key}=${REDACTED}`;
      return `${key}=${pair.slice(equals + 1).replace(TOKEN_IN_TEXT, redactToken)}`;
    })
    .join('&');
  return `${redactedPath}?${redactedQuery}`;
}

/**
 * Removes credentials from a whole serialised log line, after every serializer ran: the last net
 * for a token that reached a message or an error text.
 *
 * @param line - a serialised log line.
 * @returns the line with every token-shaped value replaced by `[redacted]`.
 * @example
 * redactTokens('bad token eyJhbGciOi.x.y'); // 'bad token [redacted]'
 */
export function redactTokens(line: string): string {
  return line.replace(TOKEN_IN_TEXT, redactToken);
}

/**
 * Log fields pino replaces by `[redacted]` wherever a log call passes them: the credential headers
 * and the credential fields of bodies and results.
 */
export const REDACTED_LOG_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.sessiontoken',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-consent-token"]',
  'headers.authorization',
  'headers.sessiontoken',
  ...['token', 'refreshToken', 'sessionToken', 'userToken', 'otp', 'code', 'body', 'basicToken'].flatMap((field) => [field, `*.${field}`]),
];

/**
 * Fastify's request serializer, with the URL's credentials removed.
 *
 * @rule SEC-005 No log line carries a credential: access, refresh, session and link tokens, OTPs and
 *   SMS bodies are redacted, whether they come in a header, a query string (`?id=`, `?token=`), a
 *   page path (`/consent/{token}`) or a logged object; a line-level net replaces any token-shaped
 *   value that reached a message.
 * @spec §6
 * @param request - the request being logged.
 * @returns what the log line shows of it.
 * @example
 * Fastify({ logger: { serializers: { req: serializeRequest } } });
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
