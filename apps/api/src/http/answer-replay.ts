import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings } from './compression.js';
import type { EarlyRequestCount } from './request-limit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer to a GET depends only on its URL, the encodings the request accepts, its
     * If-None-Match and what this function returns (the data's version): {@link replayAnswers}
     * sends it again from memory while the function returns the same value.
     */
    answerGeneration?: () => unknown;
  }
}

/** An answer as Fastify sent it, and the generation of the data it was made from. */
interface RecordedAnswer {
  readonly generation: unknown;
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  /** The body; none for a 304. */
  readonly body: Buffer | undefined;
}

/**
 * Answers kept at most. A site's URLs may carry any query, and a client any If-None-Match, so a
 * made-up request must not grow memory: past the bound the answer replayed least recently goes.
 * The bodies are the prepared answers' own buffers, so an entry costs its headers (about 1 kB).
 * The bound holds the keys real visits make: the pre-rendered pages in both languages and the
 * assets, per encoding, and a browser's revalidation of each page, a few thousand in all.
 */
export const REPLAYED_ANSWERS_KEPT = 4096;

/**
 * The key of a request's answer: everything of the request the answer depends on, in one string
 * per request: the encodings it accepts (CACHE-003's representations), its If-None-Match (a 304
 * when it names the representation's tag) and its URL.
 */
function keyOf(request: FastifyRequest): string {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const validator = request.headers['if-none-match'];
  return `${accepted.brotli ? 'b' : '-'}${accepted.gzip ? 'g' : '-'}${validator === undefined ? '' : validator}\n${request.url}`;
}

/** The answers recorded: a whole answer, or a 304 to a request that names its tag. */
const RECORDED_STATUSES: ReadonlySet<number> = new Set([200, 304]);

/**
 * Sends an answer that does not change between requests again as it was sent, straight to the
 * socket. A route that declares `config.answerGeneration` (the cached catalogue reads, the site's
 * pre-rendered files) has its answer to a GET recorded as Fastify sent it, every header included
 * (SEC-003's, CACHE-003's), after every `onSend` hook; the next GET of the same URL with the same
 * accepted encodings and the same If-None-Match gets those bytes again as soon as it is routed,
 * counted against the request limit first when its route is limited: no other hook, no
 * validation, handler or serialisation, since that work gave this answer already. Fastify still
 * routes and logs the request and runs its `onResponse` hooks. A browser revalidates such an
 * answer on every use (`no-cache`), so most repeats carry If-None-Match and get the recorded 304.
 *
 * Recorded: a 200 or a 304 that sets no cookie. Not replayed: a HEAD, a request whose window the
 * limit cannot count in memory (its route's hook counts it), and an answer whose route's generation
 * has changed since it was recorded (a new catalogue version): such a request goes through the
 * route, and its answer is recorded anew.
 *
 * @rule CACHE-004 A GET of a route whose answer depends only on its URL, its accepted encodings,
 *   its If-None-Match and the data's version is answered with the same status, headers (all but
 *   Date) and body as the route's last answer (a 200 or a 304, never one that sets a cookie) to a
 *   request alike in those while the data's version is the same; it is counted against the
 *   request limit like any other request, and a HEAD or a request after a change of version goes
 *   through the route again.
 * @param app - the server, before its routes are registered: after the hooks that change an
 *   answer as it is sent (compression), and before those that run on each request (the security
 *   headers), which a recorded answer holds already.
 * @param limit - the request limit's count, for a limited route's request answered before its
 *   route's hooks.
 * @param kept - answers kept at most, the one replayed least recently dropped first.
 * @example
 * replayAnswers(app, limitRequestsPerAddress(app, options));
 * app.get('/api/loans', { config: { answerGeneration: () => catalogue.version } }, handler);
 */
export function replayAnswers(app: FastifyInstance, limit: EarlyRequestCount, kept = REPLAYED_ANSWERS_KEPT): void {
  const recorded = new Map<string, RecordedAnswer>();
  // A request going through its route: its key, read once, and the generation it started at. An
  // answer is recorded with that generation, never with the one at the time it is sent (a catalogue
  // may change while an answer is prepared, and that answer must not pass for the new version's).
  const throughRoute = new WeakMap<FastifyRequest, { readonly key: string; readonly generation: unknown }>();

  app.addHook('onRequest', function replayRecordedAnswer(request, reply, done) {
    const { answerGeneration, rateLimit } = request.routeOptions.config;
    if (answerGeneration === undefined || request.method !== 'GET') return done();
    const generation = answerGeneration();
    const key = keyOf(request);
    const answer = recorded.get(key);
    if (answer === undefined || answer.generation !== generation || (rateLimit !== false && limit.admit(request) !== true)) {
      throughRoute.set(request, { key, generation });
      return done();
    }
    keepLast(key, answer);
    reply.hijack();
    reply.raw.writeHead(answer.status, answer.headers);
    reply.raw.end(answer.body);
  });

  // Runs after every onSend hook registered before this call, so it sees the bytes as sent.
  app.addHook('onSend', (request, reply, payload, done) => {
    const started = throughRoute.get(request);
    // An answer that sets a cookie is one caller's: never given to another.
    if (started !== undefined && RECORDED_STATUSES.has(reply.statusCode) && !reply.hasHeader('set-cookie')) {
      // A 304 has no body; a 200 is kept only as the bytes Fastify writes (prepared answers are).
      if (reply.statusCode === 304) record(started.key, reply, undefined, started.generation);
      else if (Buffer.isBuffer(payload)) record(started.key, reply, payload, started.generation);
    }
    done(null, payload);
  });

  function record(key: string, reply: FastifyReply, body: Buffer | undefined, generation: unknown): void {
    // Content-Length is Fastify's to add once the hooks have run; a 304 has none.
    const headers = (body === undefined ? { ...reply.getHeaders() } : { ...reply.getHeaders(), 'content-length': body.length }) as OutgoingHttpHeaders;
    keepLast(key, { generation, status: reply.statusCode, headers, body });
  }

  /** Keeps `answer` as the one used most recently (a Map iterates in insertion order), dropping the least recent past the bound. */
  function keepLast(key: string, answer: RecordedAnswer): void {
    recorded.delete(key);
    if (recorded.size >= kept) recorded.delete(recorded.keys().next().value as string);
    recorded.set(key, answer);
  }
}
