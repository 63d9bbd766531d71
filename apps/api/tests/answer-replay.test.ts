import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { replayAnswers } from '../src/http/answer-replay.js';
import type { EarlyRequestCount } from '../src/http/request-limit.js';

/** An answer's headers but the ones Node adds to each response itself. */
function headersOf(response: LightMyRequestResponse): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (name !== 'date' && name !== 'connection' && name !== 'keep-alive') headers[name] = String(value);
  }
  return headers;
}

/** Admits every request, the way the limit does while an address is within it. */
const UNLIMITED: EarlyRequestCount = { admit: () => true };

interface ReplayedServer {
  readonly app: FastifyInstance;
  /** How many requests the route's handler answered (a replayed one never reaches it). */
  readonly handled: () => number;
  /** Sets what the route's answers depend on, as a catalogue's version does. */
  readonly setGeneration: (generation: number) => void;
}

/**
 * A server with one replayable route, `/answer`, whose body names the query, the encoding and the
 * generation it was made at, with a tag of the two, and a 304 to an If-None-Match naming it; `/answer?status=404` answers 404, `/answer?cookie` sets a cookie,
 * `/answer?slow` waits a turn before answering, and `/answer?change` changes the generation while
 * its answer is made.
 */
async function replayedServer(kept?: number): Promise<ReplayedServer> {
  const app = Fastify({ logger: false });
  let handled = 0;
  let generation = 1;
  replayAnswers(app, UNLIMITED, kept);
  // A hook of the kind that runs on each request after the replay's: its header is recorded with
  // the answer, as the security headers are.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('x-shaped', 'yes');
    done();
  });
  app.get('/answer', { config: { answerGeneration: () => generation } }, async (request, reply) => {
    handled += 1;
    const query = request.query as Record<string, string | undefined>;
    if (query['change'] !== undefined) generation += 1;
    if (query['slow'] !== undefined) await new Promise((resolve) => setImmediate(resolve));
    if (query['status'] === '404') return reply.code(404).type('text/plain').send(Buffer.from('none'));
    if (query['cookie'] !== undefined) reply.header('set-cookie', `seen=${handled}; HttpOnly`);
    const encoding = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') ? 'br' : 'identity';
    const etag = `"g${generation}-${encoding}"`;
    if (request.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();
    return reply
      .header('etag', etag)
      .type('application/json')
      .send(Buffer.from(JSON.stringify({ url: request.url, encoding, generation, answer: handled })));
  });
  await app.ready();
  return { app, handled: () => handled, setGeneration: (next) => void (generation = next) };
}

describe('answers sent again from memory', () => {
  it('CACHE-004: a second GET of a URL gets the first answer again, every header and byte, without the handler', async () => {
    const { app, handled } = await replayedServer();
    const first = await app.inject({ method: 'GET', url: '/answer?a=1', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({ method: 'GET', url: '/answer?a=1', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(headersOf(again)['x-shaped']).toBe('yes');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(handled()).toBe(1);
    await app.close();
  });

  it('CACHE-004: another URL or other accepted encodings are answers of their own', async () => {
    const { app, handled } = await replayedServer();
    const brotli = await app.inject({ method: 'GET', url: '/answer', headers: { 'accept-encoding': 'gzip, br' } });
    const plain = await app.inject({ method: 'GET', url: '/answer' });
    const other = await app.inject({ method: 'GET', url: '/answer?b=2', headers: { 'accept-encoding': 'gzip, br' } });
    expect(handled()).toBe(3);
    expect(brotli.json()).toMatchObject({ encoding: 'br', url: '/answer' });
    expect(plain.json()).toMatchObject({ encoding: 'identity', url: '/answer' });
    expect(other.json()).toMatchObject({ encoding: 'br', url: '/answer?b=2' });
    // Each again from memory, each its own.
    expect((await app.inject({ method: 'GET', url: '/answer', headers: { 'accept-encoding': 'gzip, br' } })).body).toBe(brotli.body);
    expect((await app.inject({ method: 'GET', url: '/answer' })).body).toBe(plain.body);
    expect(handled()).toBe(3);
    await app.close();
  });

  it('CACHE-004: a revalidation gets the route\'s answer to the same If-None-Match again, a 304 for the current tag', async () => {
    const { app, handled } = await replayedServer();
    const whole = await app.inject({ method: 'GET', url: '/answer' });
    const etag = String(whole.headers.etag);
    const revalidate = () => app.inject({ method: 'GET', url: '/answer', headers: { 'if-none-match': etag } });
    const first = await revalidate();
    expect(first.statusCode).toBe(304);
    expect(first.rawPayload.length).toBe(0);
    expect(handled()).toBe(2);
    const again = await revalidate();
    expect(again.statusCode).toBe(304);
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(again.rawPayload.length).toBe(0);
    expect(handled()).toBe(2);
    // A tag of another representation is not this one's: the whole answer, itself kept.
    const stale = await app.inject({ method: 'GET', url: '/answer', headers: { 'if-none-match': '"g0-identity"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ url: '/answer', encoding: 'identity', generation: 1 });
    expect(handled()).toBe(3);
    await app.inject({ method: 'GET', url: '/answer', headers: { 'if-none-match': '"g0-identity"' } });
    expect(handled()).toBe(3);
    await app.close();
  });

  it('CACHE-004: a HEAD goes through the route, and a change of generation is answered anew', async () => {
    const { app, handled, setGeneration } = await replayedServer();
    await app.inject({ method: 'GET', url: '/answer' });
    expect((await app.inject({ method: 'HEAD', url: '/answer' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/answer' })).statusCode).toBe(200);
    expect(handled()).toBe(3);
    setGeneration(2);
    const changed = await app.inject({ method: 'GET', url: '/answer' });
    expect(changed.json()).toMatchObject({ generation: 2 });
    expect(handled()).toBe(4);
    expect((await app.inject({ method: 'GET', url: '/answer' })).body).toBe(changed.body);
    expect(handled()).toBe(4);
    await app.close();
  });

  it('CACHE-004: an answer made while the generation changed is not kept for the new one', async () => {
    const { app, handled } = await replayedServer();
    // The handler moves the generation on while it makes its answer: that answer is of the old one.
    const during = await app.inject({ method: 'GET', url: '/answer?change' });
    expect(during.json()).toMatchObject({ generation: 2 });
    await app.inject({ method: 'GET', url: '/answer?change' });
    expect(handled()).toBe(2);
    // An answer that took a turn to make, with no change meanwhile, is kept.
    await app.inject({ method: 'GET', url: '/answer?slow' });
    await app.inject({ method: 'GET', url: '/answer?slow' });
    expect(handled()).toBe(3);
    await app.close();
  });

  it('CACHE-004: only 200 and 304 answers that set no cookie are kept, and at most the bound, the one replayed least recently dropped first', async () => {
    const { app, handled } = await replayedServer(2);
    expect((await app.inject({ method: 'GET', url: '/answer?status=404' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/answer?status=404' })).statusCode).toBe(404);
    expect(handled()).toBe(2);
    // One caller's cookie is never another's.
    expect((await app.inject({ method: 'GET', url: '/answer?cookie' })).headers['set-cookie']).toBe('seen=3; HttpOnly');
    expect((await app.inject({ method: 'GET', url: '/answer?cookie' })).headers['set-cookie']).toBe('seen=4; HttpOnly');
    expect(handled()).toBe(4);
    for (const url of ['/answer?n=1', '/answer?n=2', '/answer?n=3']) await app.inject({ method: 'GET', url });
    expect(handled()).toBe(7);
    await app.inject({ method: 'GET', url: '/answer?n=3' });
    await app.inject({ method: 'GET', url: '/answer?n=2' });
    expect(handled()).toBe(7);
    // n=3 was replayed before n=2: it is the one to go when n=1 is recorded.
    await app.inject({ method: 'GET', url: '/answer?n=1' });
    expect(handled()).toBe(8);
    await app.inject({ method: 'GET', url: '/answer?n=2' });
    expect(handled()).toBe(8);
    await app.inject({ method: 'GET', url: '/answer?n=3' });
    expect(handled()).toBe(9);
    await app.close();
  });

  it('CACHE-004: a request the limit refuses, or cannot count at once, is not replayed', async () => {
    const app = Fastify({ logger: false });
    let handled = 0;
    let verdict: boolean | undefined = true;
    replayAnswers(app, { admit: () => verdict });
    app.get('/answer', { config: { answerGeneration: () => 1 } }, async () => {
      handled += 1;
      return Buffer.from('{}');
    });
    await app.inject({ method: 'GET', url: '/answer' });
    await app.inject({ method: 'GET', url: '/answer' });
    expect(handled).toBe(1);
    for (const next of [false, undefined]) {
      verdict = next;
      await app.inject({ method: 'GET', url: '/answer' });
    }
    // Through the route both times, where the limit's own hook refuses or counts them.
    expect(handled).toBe(3);
    await app.close();
  });
});
