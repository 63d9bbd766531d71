import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from '../../http/security-headers.js';
import type { SiteFile, StaticSite } from './static-site.js';

/** The smallest encoding the client accepts (Brotli, then gzip), or the file as it is. */
function chooseEncoding(request: FastifyRequest, file: SiteFile): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (file.brotli && /\bbr\b/.test(accepted)) return { body: file.brotli, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Serves the web app's build on the API's origin: every GET or HEAD outside `/api/` is a page, an
 * asset or the 404 page (see {@link StaticSite}). Unknown `/api/` paths keep their JSON 404.
 * Static files are exempt from the API's per-address request limit: a page load fetches a dozen of
 * them, and they are answered from memory.
 *
 * @param app - the server (the site routes are mounted at its root).
 * @param site - the opened build.
 * @example
 * siteModule(app, await StaticSite.open('apps/web/build/client'));
 */
export function siteModule(app: FastifyInstance, site: StaticSite): void {
  app.get('/*', { config: { rateLimit: false } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname)) return reply.callNotFound();
    const answer = await site.answer(pathname);
    if (!answer) return reply.callNotFound();
    const { file, status } = answer;
    reply.header('Cache-Control', file.cacheControl);
    reply.header('ETag', file.etag);
    reply.header('Vary', 'Accept-Encoding');
    if (file.inlineScriptHashes.length > 0) reply.header('Content-Security-Policy', contentSecurityPolicy(file.inlineScriptHashes));
    if (status === 200 && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    const { body, encoding } = chooseEncoding(request, file);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.code(status).type(file.contentType).send(body);
  });
}
