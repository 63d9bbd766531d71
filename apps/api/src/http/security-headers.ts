import type { FastifyInstance } from 'fastify';

/**
 * The site and the API share one origin, so the policy allows only same-origin resources and no
 * inline script or style at all; a pre-rendered page widens it by the hashes of its own inline
 * scripts only ({@link contentSecurityPolicy}).
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy([]);

/**
 * The Content-Security-Policy of a response, allowing exactly the inline scripts whose hashes are
 * given (a pre-rendered page carries its router state and module bootstrap inline) and nothing else.
 *
 * @param inlineScriptHashes - CSP hash sources such as `'sha256-…'`.
 * @returns the header value.
 * @example
 * contentSecurityPolicy(["'sha256-abc…'"]); // "default-src 'self'; script-src 'self' 'sha256-abc…'; …"
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScriptHashes].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Adds the security headers to every response, errors and 404s included.
 *
 * @rule SEC-003 Every response carries a strict Content-Security-Policy without unsafe-inline,
 *   nosniff, frame-ancestors 'none' with X-Frame-Options DENY, a referrer policy, and HSTS in
 *   production; API responses are not cached (`no-store`), except the public catalogue reads,
 *   which a client may keep but must revalidate on every use (`no-cache` with an ETag, CACHE-003).
 * @spec §7 GET calls are not cached.
 * @param app - the server.
 * @param production - whether to send Strict-Transport-Security.
 * @example
 * addSecurityHeaders(app, config.mode === 'production');
 */
export function addSecurityHeaders(app: FastifyInstance, production: boolean): void {
  // Built once; the hook is a plain callback, not an async function, so a request pays for the
  // headers alone and not for a promise and a microtask turn of its own.
  const headers: Readonly<Record<string, string>> = {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    done();
  });
}
