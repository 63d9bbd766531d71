import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings } from './compression.js';
import type { EarlyRequestCount } from './request-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer to a GET depends only on its URL, the encodings the request accepts and
     * what this function returns (the data's version): {@link replayAnswers} sends it again from
     * memory while the function returns the same value.
     */
    answerGeneration?: () => unknown;
  }
}

/** An answer as Fastify sent it, and the generation of the data it was made from. */
interface RecordedAnswer {
  readonly generation: unknown;
  readonly headers: OutgoingHttpHeaders;
  readonly body: Buffer;
}

/**
 * Answers kept at most. A site's URLs may carry any query, so a made-up URL must not grow memory:
 * past the bound the oldest recorded answer goes. The bodies are the prepared answers' own buffers,
 * so an entry costs its headers.
 */
export const REPLAYED_ANSWERS_KEPT = 1024;

/**
 * The key of a request's answer: its URL and the encodings it accepts (the answers vary by
 * Accept-Encoding, CACHE-003), in a form that costs one string per request.
 */
function keyOf(request: FastifyRequest): string {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  return `${accepted.brotli ? 'b' : '-'}${accepted.gzip ? 'g' : '-'}${request.url}`;
}

/** Whether the request asks for a whole answer any caller would get: a GET with no validator. */
function isPlainGet(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.headers['if-none-match'] === undefined;
}

/**
 * Sends an answer that does not change between requests again as it was sent, straight to the
 * socket. A route that declares `config.answerGeneration` (the cached catalogue reads, the site's
 * pre-rendered files) has its first whole answer to a URL recorded as Fastify sent it, every
 * header included (SEC-003's, CACHE-003's), after every `onSend` hook; the next GET of the same
 * URL accepting the same encodings gets those bytes again as soon as it is routed, counted against
 * the request limit first when its route is limited: no other hook, no validation, handler or
 * serialisation, since that work gave this answer already. Fastify still routes and logs the
 * request and runs its `onResponse` hooks.
 *
 * Not recorded: an answer that is not a 200 or that sets a cookie. Not replayed: a HEAD, a
 * request with If-None-Match (its 304 is the route's to decide), a request
 * whose window the limit cannot count in memory (its route's hook counts it), and an answer whose
 * route's generation has changed since it was recorded (a new catalogue version): such a request
 * goes through the route, and its answer is recorded anew.
 *
 * @rule CACHE-004 A GET of a route whose answer depends only on its URL, its accepted encodings
 *   and the data's version is answered with the same status, headers (all but Date) and body as
 *   the route's last whole answer to that URL and those encodings while the data's version is
 *   the same (never an answer that sets a cookie); it is counted against the request limit like any other request, and a request with
 *   If-None-Match, a HEAD or a request after a change of version goes through the route again.
 * @param app - the server, before its routes are registered: after the hooks that change an
 *   answer as it is sent (compression), and before those that run on each request (the security
 *   headers), which a recorded answer holds already.
 * @param limit - the request limit's count, for a limited route's request answered before its
 *   route's hooks.
 * @param kept - answers kept at most, the oldest dropped first.
 * @example
 * replayAnswers(app, limitRequestsPerAddress(app, options));
 * app.get('/api/loans', { config: { answerGeneration: () => catalogue.version } }, handler);
 */
export function replayAnswers(app: FastifyInstance, limit: EarlyRequestCount, kept = REPLAYED_ANSWERS_KEPT): void {
  const recorded = new Map<string, RecordedAnswer>();
  // The generation a request going through its route started at: an answer is recorded with it,
  // never with the generation at the time it is sent (a catalogue may change while an answer is
  // prepared, and that answer must not pass for the new version's).
  const startedAt = new WeakMap<FastifyRequest, unknown>();

  app.addHook('onRequest', function replayRecordedAnswer(request, reply, done) {
    const { answerGeneration, rateLimit } = request.routeOptions.config;
    if (answerGeneration === undefined || !isPlainGet(request)) return done();
    const generation = answerGeneration();
    const answer = recorded.get(keyOf(request));
    if (answer === undefined || answer.generation !== generation || (rateLimit !== false && limit.admit(request) !== true)) {
      startedAt.set(request, generation);
      return done();
    }
    reply.hijack();
    reply.raw.writeHead(200, answer.headers);
    reply.raw.end(answer.body);
  });

  // Runs after every onSend hook registered before this call, so it sees the bytes as sent.
  app.addHook('onSend', (request, reply, payload, done) => {
    // An answer that sets a cookie is one caller's: never given to another.
    if (reply.statusCode === 200 && Buffer.isBuffer(payload) && startedAt.has(request) && !reply.hasHeader('set-cookie')) {
      record(keyOf(request), reply, payload, startedAt.get(request));
    }
    done(null, payload);
  });

  function record(key: string, reply: FastifyReply, body: Buffer, generation: unknown): void {
    // Content-Length is Fastify's to add once the hooks have run.
    const headers = { ...reply.getHeaders(), 'content-length': body.length } as OutgoingHttpHeaders;
    recorded.delete(key);
    if (recorded.size >= kept) recorded.delete(recorded.keys().next().value as string);
    recorded.set(key, { generation, headers, body });
  }
}
