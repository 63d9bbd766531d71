/**
 * A server process for `bench:api`, started by api.bench.ts, never by hand. Two kinds:
 *
 * - `rinn`: the Rinn server as `npm start` builds it (`buildServer` with the configuration read from
 *   the environment: a fresh PGlite directory, the development SMS outbox, the web build when
 *   RINN_SITE_DIR names one), with one change: the per-address request limit (600 a minute) is
 *   raised, because each benchmark client sends thousands of reads a minute from its loopback
 *   address and would otherwise measure that limit alone. The OTP limits stay as they are; the
 *   benchmark moves each OTP client to a fresh address before the per-address limit.
 * - `bare`: a bare Fastify hello-world, the floor the figures are compared with; the same
 *   hello-world at /api/hello with the response headers a cached read of Rinn's carries; and with
 *   BENCH_BARE_PAGE a route sending that file's bytes (the page's Brotli file) as they are.
 *
 * Listens on 127.0.0.1 at PORT (0 for any free port) and prints `listening <url>` on stdout once
 * it accepts connections; SIGTERM closes it (and its database).
 */
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { addSecurityHeaders } from '../src/http/security-headers.js';
import { buildServer } from '../src/server.js';

const kind = process.argv[2];
/** A strong ETag as long as a cached read's (27 characters of a hash, quoted). */
const HELLO_ETAG = '"RBNvo1WzZ4oRRq0W9-hknpT7T8I"';
const port = Number(process.env['PORT'] ?? 0);

async function build(): Promise<FastifyInstance> {
  if (kind === 'bare') {
    const bare = Fastify({ logger: false });
    bare.get('/hello', async () => ({ hello: 'world' }));
    // The hello-world with the headers of a cached read (SEC-003's security headers, CACHE-003's
    // validator and Vary, its no-cache over the API's no-store): what those headers alone cost a
    // bare route, apart from everything else Rinn does for a read.
    await bare.register(async (scope) => {
      addSecurityHeaders(scope, false);
      scope.get('/api/hello', (_request, reply) => {
        reply.header('etag', HELLO_ETAG).header('vary', 'Accept-Encoding').header('Cache-Control', 'no-cache').send({ hello: 'world' });
        return undefined;
      });
    });
    // The page's own Brotli bytes with only their type and encoding: what the page's body alone
    // costs a bare route (BENCH_BARE_PAGE names the .br file).
    const pageFile = process.env['BENCH_BARE_PAGE'];
    if (pageFile) {
      const page = readFileSync(pageFile);
      bare.get('/page', (_request, reply) => {
        reply.header('content-encoding', 'br').type('text/html; charset=utf-8').send(page);
        return undefined;
      });
    }
    return bare;
  }
  if (kind === 'rinn') {
    return buildServer(loadConfig({ ...process.env, RINN_LOG_LEVEL: 'warn' }), { requestsPerMinute: 1_000_000_000 });
  }
  throw new Error(`unknown server kind ${String(kind)} (rinn or bare)`);
}

const app = await build();
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
const url = await app.listen({ port, host: '127.0.0.1' });
console.log(`listening ${url}`);
