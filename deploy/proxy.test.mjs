// The API's limits and refresh rotation through nginx in front of two instances on one PostgreSQL,
// round-robin with no sticky sessions, and every route of the contract walked through it. Run with
// DATABASE_URL pointing at a PostgreSQL database (and the packages built, for @rinn/contract):
//   DATABASE_URL=postgres://… node --test deploy/proxy.test.mjs
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { ROUTES, ROUTE_EXAMPLES, buildPath } from '@rinn/contract';
import { startStack } from './start-stack.mjs';

const PROXY_PORT = Number(process.env.RINN_PROXY_PORT ?? 5100);
const API_PORTS = (process.env.RINN_API_PORTS ?? '5101,5102').split(',').map(Number);
const REQUESTS_PER_MINUTE = 40;
const OTP_SENDS_PER_ADDRESS = 4;
const GRACE_MS = 10_000;
const pg = createRequire(new URL('../apps/api/package.json', import.meta.url))('pg');
const databaseName = `rinn_proxy_${randomBytes(6).toString('hex')}`;

let stack;
let clientCounter = 10;
/** A loopback address of its own for each test, so the per-address limits of one do not touch another. */
const nextClient = () => `127.0.0.${(clientCounter += 1)}`;

/** One HTTP call through the proxy from a chosen local address; the answer kept as text, with its type. */
function callRaw(method, path, { from, body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = request(
      `${stack.url}${path}`,
      {
        method,
        localAddress: from,
        headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, upstream: response.headers['x-rinn-upstream'], type: response.headers['content-type'] ?? '', text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** One HTTP call through the proxy whose answer is JSON (or empty). */
async function call(method, path, options) {
  const answer = await callRaw(method, path, options);
  return { status: answer.status, upstream: answer.upstream, json: answer.text ? JSON.parse(answer.text) : null };
}

async function login(mobile, from) {
  const sent = await call('POST', '/api/otp-v2', { from, body: { mobile, referenceId: `ref-${mobile}` } });
  assert.equal(sent.status, 200, JSON.stringify(sent.json));
  // The SMS leaves through the queue, outside the request (SMS-003): wait for the worker to deliver it.
  let messages = [];
  for (let wait = 0; wait < 300 && messages.length === 0; wait += 1) {
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    messages = (await call('GET', `/api/dev/outbox?mobile=${mobile}`, { from })).json.data.messages;
  }
  const otp = /^(\d{4}) /.exec(messages[0].body)[1];
  const verified = await call('PUT', '/api/otp-v2', { from, body: { mobile, referenceId: `ref-${mobile}`, value: { otp } } });
  assert.equal(verified.status, 200, JSON.stringify(verified.json));
  return verified.json.data;
}

describe('through nginx, two instances, one PostgreSQL', () => {
  before(async () => {
    // A database of its own, dropped after the suite.
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${databaseName}`;
    stack = await startStack({
      databaseUrl: url.toString(),
      proxyPort: PROXY_PORT,
      apiPorts: API_PORTS,
      env: {
        // Demo mode for the outbox the tests read OTPs from; shared secrets, as a deployment has.
        RINN_MODE: 'demo',
        RINN_OTP_SECRET: 'proxy-suite-otp-secret-0123456789abcdefgh',
        RINN_TOKEN_SECRET: 'proxy-suite-token-secret-0123456789abcdef',
        RINN_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE),
        RINN_OTP_SENDS_PER_ADDRESS: String(OTP_SENDS_PER_ADDRESS),
      },
    });
  }, { timeout: 400_000 });
  after(async () => {
    await stack?.stop();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('API-001, SEC-004: every route of the contract answers through the proxy from either instance, never a 5xx, in its envelope; every read answers alike on both', async () => {
    const session = await login('9100077002', nextClient());
    // Logout last: it ends the session the routes after it would use.
    const ids = Object.keys(ROUTES).sort((a, b) => Number(a === 'logout') - Number(b === 'logout'));
    const upstreams = new Set();
    const faults = [];
    for (const id of ids) {
      const route = ROUTES[id];
      const example = ROUTE_EXAMPLES[id].request;
      const query = new URLSearchParams(Object.entries(example.query ?? {}).map(([name, value]) => [name, String(value)])).toString();
      const path = `${buildPath(route.path, example.params ?? {})}${query === '' ? '' : `?${query}`}`;
      const headers = { ...(example.headers ?? {}) };
      if (route.auth === 'bearer+session') Object.assign(headers, { authorization: `Bearer ${session.token}`, sessiontoken: session.sessionToken });
      // A read is asked twice in a row, so round-robin sends it to each instance once.
      const answers = [];
      for (let time = 0; time < (route.method === 'GET' ? 2 : 1); time += 1) {
        answers.push(await callRaw(route.method, path, { from: nextClient(), body: route.method === 'GET' ? undefined : example.body, headers }));
      }
      for (const answer of answers) {
        upstreams.add(answer.upstream);
        if (answer.status >= 500) faults.push(`${id}: ${route.method} ${path} answered ${answer.status}`);
        if (answer.type.startsWith('application/json')) {
          const body = JSON.parse(answer.text);
          if (typeof body.status !== 'boolean' || typeof body.message !== 'string' || !('data' in body)) faults.push(`${id}: not an envelope: ${answer.text.slice(0, 120)}`);
        }
      }
      if (answers.length === 2 && answers[0].status !== answers[1].status) {
        faults.push(`${id}: ${answers[0].upstream} answered ${answers[0].status}, ${answers[1].upstream} ${answers[1].status}`);
      }
    }
    assert.deepEqual(faults, []);
    assert.deepEqual([...upstreams].sort(), API_PORTS.map((port) => `127.0.0.1:${port}`).sort());
  });

  it('spreads requests over both instances', async () => {
    const from = nextClient();
    const upstreams = new Set();
    for (let index = 0; index < 6; index += 1) upstreams.add((await call('GET', '/api/platform-stats', { from })).upstream);
    assert.deepEqual([...upstreams].sort(), API_PORTS.map((port) => `127.0.0.1:${port}`).sort());
  });

  it('SEC-007: the API-wide limit holds once for both instances', async () => {
    const from = nextClient();
    const statuses = [];
    const upstreams = new Set();
    for (let index = 0; index < REQUESTS_PER_MINUTE + 5; index += 1) {
      const answer = await call('GET', '/api/platform-stats', { from });
      statuses.push(answer.status);
      upstreams.add(answer.upstream);
    }
    assert.equal(upstreams.size, 2);
    assert.deepEqual(statuses.slice(0, REQUESTS_PER_MINUTE), Array(REQUESTS_PER_MINUTE).fill(200));
    assert.deepEqual(statuses.slice(REQUESTS_PER_MINUTE), Array(5).fill(429));
  });

  it('OTP-002, OTP-003: the OTP limits hold across instances', async () => {
    const from = nextClient();
    const mobiles = Array.from({ length: OTP_SENDS_PER_ADDRESS + 1 }, (_, index) => `910000000${index}`);
    const statuses = [];
    for (const mobile of mobiles) statuses.push((await call('POST', '/api/otp-v2', { from, body: { mobile, referenceId: 'ref-limit' } })).status);
    assert.deepEqual(statuses, [...Array(OTP_SENDS_PER_ADDRESS).fill(200), 429]);
    // The resend cooldown of one mobile, asked again at once (the other instance, next in turn).
    const again = await call('POST', '/api/otp-v2', { from: nextClient(), body: { mobile: mobiles[0], referenceId: 'ref-limit' } });
    assert.equal(again.status, 429);
    assert.match(again.json.message, /^Please wait \d+ seconds before requesting a new OTP\.$/);
  });

  it('SESS-002, SESS-005: refresh rotation holds across instances; parallel refreshes keep the session; reuse after the grace window revokes it', async () => {
    const from = nextClient();
    const mobile = '9100077001';
    const session = await login(mobile, from);
    const refresh = (token) => call('POST', '/api/newaccesstoken', { from, body: { mobile }, headers: { authorization: `Bearer ${token}` } });
    const first = await refresh(session.refreshToken);
    assert.equal(first.status, 200);
    const parallel = await Promise.all(Array.from({ length: 6 }, () => refresh(first.json.data.refreshToken)));
    assert.deepEqual(parallel.map((answer) => answer.status), Array(6).fill(200));
    assert.equal(new Set(parallel.map((answer) => answer.upstream)).size, 2);
    const dashboard = await call('GET', '/api/application', { from, headers: { authorization: `Bearer ${parallel[0].json.data.token}`, sessiontoken: session.sessionToken } });
    assert.equal(dashboard.status, 200);
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 500));
    const reuse = await refresh(session.refreshToken);
    assert.equal(reuse.status, 401);
    const revoked = await call('GET', '/api/application', { from, headers: { authorization: `Bearer ${parallel[0].json.data.token}`, sessiontoken: session.sessionToken } });
    assert.equal(revoked.status, 401);
  });
});
