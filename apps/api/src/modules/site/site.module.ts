import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendPrepared } from '../../http/prepared-answer.js';
import type { SiteAnswer, StaticSite } from './static-site.js';

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Serves the web app's build on the API's origin: every GET or HEAD outside `/api/` is a page, an
 * asset or the 404 page (see {@link StaticSite}). Unknown `/api/` paths keep their JSON 404.
 * Static files are exempt from the API's per-address request limit: a page load fetches a dozen of
 * them, and they are answered from memory.
 *
 * @param app - the module's own (encapsulated) instance, registered at the server's root.
 * @param options - the opened build.
 * @example
 * await app.register(siteModule, { site: await StaticSite.open('apps/web/build/client') });
 */
export const siteModule: FastifyPluginAsync<{ readonly site: StaticSite }> = async (app, { site }) => {
  const send = (request: FastifyRequest, reply: FastifyReply, { file, status }: SiteAnswer) => {
    reply.header('cache-control', file.cacheControl);
    if (file.contentSecurityPolicy) reply.header('content-security-policy', file.contentSecurityPolicy);
    return sendPrepared(request, reply, file, status, file.contentType);
  };
  // Not an async function: a file asked for before is sent at once, with no promise.
  // The build is read once, when the server starts: a file's answer never changes (CACHE-004).
  app.get('/*', { config: { rateLimit: false, answerGeneration: () => site } }, (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    const pathname = query === -1 ? request.url : request.url.slice(0, query);
    if (isApiPath(pathname)) return reply.callNotFound();
    const ready = site.answerNow(pathname);
    if (ready) {
      send(request, reply, ready);
      // Sent: a synchronous handler that returns a value would have Fastify send it again.
      return undefined;
    }
    return site.answer(pathname).then((answer) => (answer ? send(request, reply, answer) : reply.callNotFound()));
  });
};
