import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings } from './compression.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body that does not change between requests, kept with its encodings and its validator. */
export interface PreparedAnswer {
  readonly body: Buffer;
  /** Brotli-encoded body; absent when the body is too small or not worth compressing. */
  readonly brotli: Buffer | undefined;
  readonly gzip: Buffer | undefined;
  /** The strong ETag of the body as it is; encoded representations append `-br` / `-gz`. */
  readonly etag: string;
  /** Each representation with its ETag, made once with the answer, so a request builds no string. */
  readonly representations: Representations;
}

/** A prepared answer's representations: the body as it is and, when made, its encodings. */
export interface Representations {
  readonly identity: Representation;
  readonly brotli: Representation | undefined;
  readonly gzip: Representation | undefined;
}

/** One representation of a prepared answer: the bytes sent, their encoding and their ETag. */
export interface Representation {
  readonly body: Buffer;
  readonly encoding: 'br' | 'gzip' | undefined;
  readonly etag: string;
}

/**
 * The strong ETag of a body: a hash of its bytes, so equal bodies (on any instance) share it.
 *
 * @param body - the unencoded body.
 * @returns a quoted entity tag.
 * @example
 * strongEtag(Buffer.from('{}')); // '"RBNvo1WzZ4oRRq0W9-hknpT7T8If536DEMBg9hyq_4o"' (27 characters of it)
 */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * A prepared answer from a body and the encodings made of it, with its strong ETag and each
 * representation's (CACHE-003) computed once.
 *
 * @param body - the unencoded body.
 * @param brotli - its Brotli encoding, if any.
 * @param gzipped - its gzip encoding, if any.
 * @returns the prepared answer.
 * @example
 * preparedAnswerOf(Buffer.from('{}'), undefined, undefined).etag; // '"RBNvo1WzZ4oRRq0W9-hknpT7T8I"'
 */
export function preparedAnswerOf(body: Buffer, brotli: Buffer | undefined, gzipped: Buffer | undefined): PreparedAnswer {
  const etag = strongEtag(body);
  return {
    body,
    brotli,
    gzip: gzipped,
    etag,
    representations: {
      identity: { body, encoding: undefined, etag },
      brotli: brotli ? { body: brotli, encoding: 'br', etag: `${etag.slice(0, -1)}-br"` } : undefined,
      gzip: gzipped ? { body: gzipped, encoding: 'gzip', etag: `${etag.slice(0, -1)}-gz"` } : undefined,
    },
  };
}

/**
 * Encodes a body once: Brotli at its highest quality and gzip at level 9, since the cost is paid
 * once per body rather than per request.
 *
 * @param body - the unencoded body.
 * @param compress - false for bodies not worth compressing (small, or images and fonts).
 * @returns the prepared answer.
 * @example
 * const prepared = await prepareAnswer(Buffer.from(json), json.length >= MIN_COMPRESSED_RESPONSE_BYTES);
 */
export async function prepareAnswer(body: Buffer, compress: boolean): Promise<PreparedAnswer> {
  const [brotli, gzipped] = compress
    ? await Promise.all([
        brotliAsync(body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
        gzipAsync(body, { level: 9 }),
      ])
    : [undefined, undefined];
  return preparedAnswerOf(body, brotli, gzipped);
}

/**
 * The representation a request gets: Brotli, else gzip, else the body as it is, each with its own
 * strong ETag (a strong validator names one exact byte sequence, so encodings must not share it).
 *
 * @param prepared - the answer.
 * @param acceptEncoding - the request's Accept-Encoding header.
 * @returns the bytes, encoding and ETag to send.
 */
export function representationOf(prepared: PreparedAnswer, acceptEncoding: string | undefined): Representation {
  const { identity, brotli, gzip: gzipped } = prepared.representations;
  if (brotli === undefined && gzipped === undefined) return identity;
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.brotli && brotli) return brotli;
  if (accepted.gzip && gzipped) return gzipped;
  return identity;
}

/**
 * Whether an If-None-Match header names this ETag: `*`, or one of its comma-separated tags, weak
 * or strong (If-None-Match compares weakly, RFC 9110 §13.1.2).
 *
 * @param header - the request's If-None-Match.
 * @param etag - the representation's quoted ETag.
 * @returns true when the client already holds this representation.
 * @example
 * ifNoneMatchHits('W/"a", "b"', '"b"'); // true
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

/**
 * Sends a prepared answer: its ETag, Vary and encoding, or 304 with no body when the client's
 * If-None-Match holds that representation already. The COMPRESS-001 hook leaves the body alone
 * (it is encoded already, or below the size worth encoding).
 *
 * @rule CACHE-003 A cached answer carries a strong ETag per representation (the body as it is,
 *   Brotli, gzip) derived from its bytes, `Vary: Accept-Encoding` and `Cache-Control: no-cache`;
 *   a request whose If-None-Match names that ETag (or `*`) gets 304 with no body.
 * @param request - the request.
 * @param reply - its reply.
 * @param prepared - the answer.
 * @param status - the status of a full answer.
 * @param contentType - its Content-Type.
 * @returns the reply, sent.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedAnswer, status: number, contentType: string): FastifyReply {
  const representation = representationOf(prepared, request.headers['accept-encoding']);
  // Lower-case names: Fastify stores headers by their lower-case name.
  reply.header('etag', representation.etag);
  reply.header('vary', 'Accept-Encoding');
  if (status === 200 && ifNoneMatchHits(request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
  if (representation.encoding) reply.header('content-encoding', representation.encoding);
  return reply.code(status).type(contentType).send(representation.body);
}
