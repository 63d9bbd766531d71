import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { manualClock } from '../src/clock.js';
import type { ServerConfig } from '../src/config.js';
import { type DatabaseHandle, migratedMemoryImage, openDatabase } from '../src/db/database.js';
import { SmsQueue } from '../src/modules/otp/sms-queue.js';
import { buildServer, type ServerOverrides } from '../src/server.js';

export const TEST_SECRETS = {
  otpSecret: 'test-otp-secret-0123456789abcdefghijklmnop',
  tokenSecret: 'test-token-secret-0123456789abcdefghijklmnop',
} as const;

/** 2026-11-22 10:00 IST. */
export const TEST_START = new Date('2026-11-22T04:30:00.000Z');

/** A configuration for in-process tests: in-memory PGlite, or PostgreSQL when DATABASE_URL is set. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    mode: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    database: { kind: 'memory' },
    // The route tests read OTPs from the outbox: they run the demo's SMS provider and dev routes.
    demo: true,
    sms: 'outbox',
    trustProxy: false,
    secrets: TEST_SECRETS,
    logLevel: 'info',
    ...overrides,
  };
}

const createdDatabases: string[] = [];

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where the migrated PGlite image is kept between test files (and runs): named after every
 * migration file and PGlite's version, so a changed or added migration, or another PGlite, makes a
 * new one instead of reusing a stale schema.
 */
function memoryImagePath(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(join(apiRoot, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(pglite.version);
  const visit = (directory: string): void => {
    for (const name of readdirSync(directory).sort()) {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) visit(path);
      else hash.update(`\0${name}\0`).update(readFileSync(path));
    }
  };
  visit(join(apiRoot, 'drizzle'));
  return join(apiRoot, '../../node_modules/.cache/rinn-api-tests', `pglite-${hash.digest('hex').slice(0, 16)}.bin`);
}

let memoryImage: Promise<Blob> | undefined;

/**
 * The migrated in-memory database every test file starts from: initdb and the migrations cost
 * seconds per database (most of a route test file's time), loading their result a fraction of it.
 * Made once, by the first file that needs it, and written atomically, so files running at the same
 * time at worst each make their own.
 */
function migratedImage(): Promise<Blob> {
  memoryImage ??= (async () => {
    const path = memoryImagePath();
    try {
      return new Blob([readFileSync(path)]);
    } catch {
      const image = await migratedMemoryImage();
      mkdirSync(dirname(path), { recursive: true });
      const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
      renameSync(partial, path);
      return image;
    }
  })();
  return memoryImage;
}
const postgresUrls = new WeakMap<DatabaseHandle, string>();

/**
 * An isolated, migrated database for one test file: a fresh PGlite in memory, or a new PostgreSQL
 * database (dropped after the file) when DATABASE_URL is set, so parallel files never collide.
 * PGlite starts from the migrated image unless `fromScratch` asks for initdb and every migration.
 */
export async function isolatedDatabase({ fromScratch = false }: { fromScratch?: boolean } = {}): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase(fromScratch ? { kind: 'memory' } : { kind: 'memory', image: await migratedImage() });
  // Named after DATABASE_URL's own database, so engineers sharing a cluster can tell theirs apart.
  const prefix = /^[a-z_][a-z0-9_]{0,40}$/.test(new URL(url).pathname.slice(1)) ? new URL(url).pathname.slice(1) : 'rinn_test';
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 10 });
  postgresUrls.set(handle, target.toString());
  return handle;
}

/**
 * What a second server instance on the same database opens: on PostgreSQL a handle of its own
 * (its own pool and listener), as another process would; in-memory PGlite lives in one process
 * only, so the second instance shares the handle, as two servers in one process would.
 */
export async function sameDatabaseAgain(handle: DatabaseHandle, { poolSize = 4 }: { poolSize?: number } = {}): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const url = postgresUrls.get(handle);
  if (!url) return { handle, close: async () => undefined };
  const again = await openDatabase({ kind: 'postgres', url, poolSize });
  return { handle: again, close: () => again.close() };
}

afterAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url || createdDatabases.length === 0) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (const name of createdDatabases.splice(0)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

/** A server on its own database with a manual clock and captured log lines. */
export interface TestServer {
  readonly app: FastifyInstance;
  readonly clock: ReturnType<typeof manualClock>;
  readonly database: DatabaseHandle;
  readonly logLines: string[];
  close(): Promise<void>;
}

export async function startTestServer(overrides: ServerOverrides & { config?: Partial<ServerConfig> } = {}): Promise<TestServer> {
  const clock = manualClock(TEST_START);
  const database = await isolatedDatabase();
  const logLines: string[] = [];
  const app = await buildServer(testConfig(overrides.config), {
    clock,
    database,
    logDestination: { write: (line: string) => logLines.push(line) },
    ...overrides,
  });
  await app.ready();
  return {
    app,
    clock,
    database,
    logLines,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * An SMS queue over a test server's database for services a test builds itself, as the operator
 * commands do: not started, so what it queues is delivered by the server's own worker.
 */
export function sideSmsQueue(server: Pick<TestServer, 'database' | 'clock'>): SmsQueue {
  const quiet = { info: () => undefined, warn: () => undefined };
  return new SmsQueue({ db: server.database.db, clock: server.clock, provider: { send: async () => undefined }, secret: TEST_SECRETS.otpSecret, log: quiet });
}

/**
 * The JSON body of an injected response. Tests read arbitrary fields of `data`, as `unknown`, or
 * say the shape they expect of it (`json<Shape>(response).data`).
 */
export function json<Data = Record<string, unknown>>(
  response: LightMyRequestResponse,
): {
  status: boolean;
  message: string;
  data: Data;
  code?: string;
  messageCode?: string;
  messageParams?: Record<string, string | number>;
  retryAfterSeconds?: number;
  issues?: { path: string; message: string; messageCode?: string; messageParams?: Record<string, string | number> }[];
} {
  return response.json();
}

/** The latest OTP the outbox holds for a mobile. */
export async function latestOtp(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${mobile}` });
  const body = json(response);
  const text = (body.data.messages as { body: string }[])[0]?.body ?? '';
  const code = /^(\d{4}) /.exec(text)?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${mobile}: ${JSON.stringify(body)}`);
  return code;
}

export const DEMO_MOBILE = '9876543210';

let addressCounter = 0;

/** A fresh client address, so per-address limits of one test do not leak into the next. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Sends an OTP, reads it from the outbox, verifies it: the session the client would store. */
export async function login(app: FastifyInstance, mobile: string = DEMO_MOBILE, referenceId = `ref-${mobile}`) {
  const sent = await app.inject({ method: 'POST', url: '/api/otp-v2', payload: { mobile, referenceId }, remoteAddress: nextAddress() });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const otp = await latestOtp(app, mobile);
  const verified = await app.inject({ method: 'PUT', url: '/api/otp-v2', payload: { mobile, referenceId, value: { otp } } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return json(verified).data as {
    token: string;
    refreshToken: string;
    sessionToken: string;
    accessTokenExpiresInSeconds: number;
    user: { mobile: string; name: { firstName: string | null; lastName: string | null } };
  };
}

/** The headers of an authenticated dashboard call (§6). */
export function authHeaders(session: { token: string; sessionToken: string }) {
  return { authorization: `Bearer ${session.token}`, sessiontoken: session.sessionToken };
}
