import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size a compressed body saves less than the encoding costs. */
export const MIN_COMPRESSED_RESPONSE_BYTES = 1024;

/** API bodies worth compressing: JSON (the sanction letter and the KFS travel in it as base64, too). */
const COMPRESSIBLE_TYPE = /^application\/json\b/;

/** What {@link acceptedEncodings} reads from an Accept-Encoding header. */
export interface AcceptedEncodings {
  readonly brotli: boolean;
  readonly gzip: boolean;
}

/** Accept-Encoding values read already (one reading per spelling, not per request), and how many are kept. */
const readEncodings = new Map<string, AcceptedEncodings>();
const READ_ENCODINGS_KEPT = 64;

/**
 * Which encodings a request's Accept-Encoding names (one reading of the header for the API, the
 * cached answers and the site).
 *
 * @param acceptEncoding - the header's value.
 * @returns whether Brotli and gzip are accepted.
 * @example
 * acceptedEncodings('gzip, deflate, br'); // { brotli: true, gzip: true }
 */
export function acceptedEncodings(acceptEncoding: string | undefined): AcceptedEncodings {
  const header = acceptEncoding ?? '';
  const known = readEncodings.get(header);
  if (known !== undefined) return known;
  const accepted: AcceptedEncodings = Object.freeze({ brotli: /\bbr\b/.test(header), gzip: /\bgzip\b/.test(header) });
  // Browsers send a handful of spellings; past a bound, a made-up one is read each time instead.
  if (readEncodings.size < READ_ENCODINGS_KEPT) readEncodings.set(header, accepted);
  return accepted;
}

/**
 * Compresses the API's own responses for clients that accept it: a signed-in dashboard loads a few
 * kilobytes of JSON and a sanction letter on a phone connection.
 *
 * @rule COMPRESS-001 A JSON response of at least 1 kB is sent Brotli-encoded when the client
 *   accepts br, else gzip when it accepts gzip, else as it is, always with Vary: Accept-Encoding;
 *   smaller bodies, other types, streamed answers (the chat's NDJSON) and bodies already encoded
 *   (the site's files, the cached catalogue answers of CACHE-001) are sent as they are.
 * @param app - the server.
 * @example
 * compressResponses(app);
 */
export function compressResponses(app: FastifyInstance): void {
  // A plain callback hook: the answers it leaves alone (the cached ones, small ones) pass on at
  // once, without a promise of their own.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
    if (body.length < MIN_COMPRESSED_RESPONSE_BYTES) return done(null, payload);
    reply.header('Vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    if (accepted.brotli) {
      reply.header('Content-Encoding', 'br');
      reply.removeHeader('content-length');
      // Quality 5: most of Brotli's gain at a small share of its highest setting's time, per request.
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).then(
        (encoded) => done(null, encoded),
        (error: Error) => done(error),
      );
      return;
    }
    if (accepted.gzip) {
      reply.header('Content-Encoding', 'gzip');
      reply.removeHeader('content-length');
      gzipAsync(body).then(
        (encoded) => done(null, encoded),
        (error: Error) => done(error),
      );
      return;
    }
    done(null, payload);
  });
}
