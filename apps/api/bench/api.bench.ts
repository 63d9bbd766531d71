/**
 * `npm run bench:api` (root): requests per second and p50 / p95 / p99 latency of the API over
 * loopback, each path beside a bare Fastify hello-world measured in the same run, so the ratio says
 * what Rinn's validation, security headers, database and contract checks cost on this machine.
 *
 * The servers run in processes of their own (bench-server.ts), apart from the load generator:
 * Rinn on 127.0.0.1:4185 (BENCH_API_PORT) with a fresh PGlite directory, the development SMS
 * outbox and, when apps/web/build/client exists, the pre-rendered site; when DATABASE_URL is set, a
 * second Rinn on the next port over a fresh PostgreSQL database made beside DATABASE_URL's (dropped
 * afterwards); and the bare server on a free loopback port. Each path gets a bounded loop — C
 * concurrent clients, each sending R requests one after another over kept-alive connections —
 * after a short warm-up from the same client addresses. Every path is warmed (3,000 requests, and
 * 400 OTP sends on each backend) before any is measured, so the first one does not pay alone for compiling the server's shared
 * code. Every read,
 * the bare route's included, is asked with the same headers (Accept-Encoding: br, gzip), and the
 * mean size of the bodies as sent is printed beside each row; one row asks `/api/loans` again with
 * If-None-Match naming its tag, as a browser revalidating a `no-cache` answer does (304s). The bare
 * route is measured before,
 * between and after the paths; each ratio is over the mean of those runs, and their spread is
 * printed, so a noisy machine shows.
 *
 * Clients connect from many loopback source addresses (127.0.x.y; all of 127/8 is loopback on
 * Linux), as customers would from their own addresses: each client has its own, and an OTP client
 * moves to a fresh one every 20 sends (the per-address limit). The OTP limits keep their production
 * values, so the OTP rows measure accepted sends, each to a new mobile; a 429 is counted apart.
 *
 * The load generator shares the machine with the servers, so its own cost is kept small and shown:
 * each client is one kept-alive connection that writes its requests' bytes and reads only each
 * answer's status and body length (no `node:http` client, which cost more CPU a request than the
 * servers did), and every row prints the server's CPU per request and the load generator's. Read
 * `cpu vs bare` for what the server alone would reach; req/s is what the pair reached on the
 * machine as it was, which other work on the same cores moves.
 *
 * Options: --clients=C (default 10), --requests=R per client (default 1000: a row's 10,000 requests
 * read its CPU time to 1 µs), --otp-requests=R per OTP client (default 40), --otp-clients=C for the
 * second, wider OTP run (default 32), --only=otp to measure the OTP rows alone (beside the bare
 * route), --otp-warm-up=N OTP sends on each backend before any is measured (default 400, to mobiles
 * and from addresses no measured run uses; 0 to measure a cold send path).
 * BENCH_CPU_PROF=<dir> starts the Rinn servers under `node --cpu-prof` writing there.
 * Only the processes started here are stopped, by their own ids; the data is removed.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = join(apiRoot, '..', 'web', 'build', 'client');

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const value = Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};
const CLIENTS = option('clients', 10);
const REQUESTS_PER_CLIENT = option('requests', 1000);
const OTP_REQUESTS_PER_CLIENT = option('otp-requests', 40);
const WIDE_OTP_CLIENTS = option('otp-clients', 32);
/** `--only=otp`: the OTP rows alone (with the bare route before and after them), for quick runs. */
const ONLY_OTP = args.includes('--only=otp');
/** OTP-003: sends one address may ask for in 15 minutes; a client moves on before reaching it. */
const OTP_SENDS_PER_ADDRESS = 20;
const WARM_UP_REQUESTS = 200;
/** Requests of each path before any path is measured. */
const FIRST_WARM_UP_REQUESTS = 3_000;
/** OTP sends of each backend before any is measured (`--otp-warm-up=`, 0 for none). */
const OTP_WARM_UP_SENDS = (() => {
  const value = Number(args.find((arg) => arg.startsWith('--otp-warm-up='))?.split('=')[1] ?? 400);
  if (!Number.isInteger(value) || value < 0) throw new Error('--otp-warm-up must be a whole number');
  return value;
})();
/** The first mobile index of the OTP warm-up, far above any measured run's. */
const OTP_WARM_UP_INDEX = 50_000_000;
const RINN_PORT = Number(process.env['BENCH_API_PORT'] ?? 4185);
const CPU_PROFILE_DIR = process.env['BENCH_CPU_PROF'];
const POSTGRES_URL = process.env['DATABASE_URL'];

// ---- servers --------------------------------------------------------------------------------------
const children: ChildProcess[] = [];
/** The process id of the server at each origin, to read its CPU time. */
const serverPids = new Map<string, number>();

/** Clock ticks a second of /proc's CPU times (USER_HZ). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds (user + system) a server process has used so far, from /proc (Linux); undefined
 * elsewhere. Steadier than requests a second on a shared machine: what a request costs the
 * server, whoever else is waiting for the cores.
 */
function cpuSecondsOf(origin: string): number | undefined {
  const pid = serverPids.get(origin);
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
/**
 * The server's CPU seconds once it has gone quiet (under 5 % of a core over 200 ms, at most 10 s
 * after the call): what the requests left behind (the SMS worker's deliveries) is counted too.
 */
async function cpuSecondsWhenIdle(origin: string): Promise<number | undefined> {
  let last = cpuSecondsOf(origin);
  for (let waited = 0; last !== undefined && waited < 10_000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = cpuSecondsOf(origin);
    if (now === undefined) return undefined;
    const busy = now - last;
    last = now;
    if (busy < 0.01) break;
  }
  return last;
}

const dataDir = mkdtempSync(join(tmpdir(), 'rinn-bench-api-data-'));

function startServer(kind: 'rinn' | 'bare', env: Record<string, string>): Promise<string> {
  const profile = kind === 'rinn' && CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--conditions=@rinn/source', '--import', 'tsx', 'bench/bench-server.ts', kind], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    // DATABASE_URL only where a server is given one: the PGlite server must not inherit it.
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')), ...env },
  });
  children.push(child);
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the ${kind} server did not start within 180 s`)), 180_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/listening (http:\/\/\S+)/)?.[1];
      if (url) {
        clearTimeout(timer);
        if (child.pid !== undefined) serverPids.set(new URL(url).origin, child.pid);
        resolve(url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ${kind} server exited with code ${code}`));
    });
  });
}

/** A fresh PostgreSQL database beside DATABASE_URL's, named after it; dropped by stopServers. */
let benchDatabase: { readonly admin: string; readonly name: string } | undefined;
async function createBenchDatabase(url: string): Promise<string> {
  const base = new URL(url).pathname.slice(1);
  const name = `${/^[a-z_][a-z0-9_]{0,40}$/.test(base) ? base : 'rinn'}_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  benchDatabase = { admin: url, name };
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function stopServers(): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }),
  );
  rmSync(dataDir, { recursive: true, force: true });
  if (benchDatabase) {
    const admin = new pg.Client({ connectionString: benchDatabase.admin });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${benchDatabase.name} WITH (FORCE)`);
    await admin.end();
  }
}

// ---- load -----------------------------------------------------------------------------------------
interface Target {
  readonly name: string;
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  /** A body for the i-th request of the run. */
  readonly body?: (index: number) => unknown;
}

interface Sample {
  readonly status: number;
  readonly ms: number;
  /** Body bytes received, as sent (Content-Encoding not undone). */
  readonly bytes: number;
}

/** The i-th loopback source address: 127.0.0.2, 127.0.0.3, … 127.0.0.254, 127.0.1.2, … */
function loopbackAddress(index: number): string {
  return `127.${Math.floor(index / (253 * 256)) % 256}.${Math.floor(index / 253) % 256}.${(index % 253) + 2}`;
}

/** Where the headers of an answer end. */
const HEADERS_END = Buffer.from('\r\n\r\n');

const EMPTY = Buffer.alloc(0);
/** The headers the client reads, as a server writes them: Fastify's in lower case, Node's capitalised. */
const CONTENT_LENGTH = [Buffer.from('\r\ncontent-length: '), Buffer.from('\r\nContent-Length: ')];
const CHUNKED = [Buffer.from('\r\ntransfer-encoding: chunked'), Buffer.from('\r\nTransfer-Encoding: chunked')];

/** Where the value of a header (given with its leading CRLF, name and ": ") starts, or -1. */
function headerValueAt(buffer: Buffer, spellings: readonly Buffer[], headersEnd: number): number {
  for (const header of spellings) {
    const at = buffer.indexOf(header);
    if (at >= 0 && at < headersEnd) return at + header.length;
  }
  return -1;
}

/** A request being answered on a {@link Connection}. */
interface Waiting {
  readonly started: bigint;
  readonly resolve: (sample: Sample) => void;
  readonly reject: (error: Error) => void;
}

/**
 * One kept-alive HTTP/1.1 connection from one loopback source address, sending requests one after
 * another and reading, of each answer, its status and its body's length as sent (Content-Length,
 * or chunked). It writes each request's bytes itself and does not build a message object,
 * parse the headers into one, or emit the body in events as `node:http`'s client does:
 * that client cost the load generator more CPU a request than the server spent answering
 * (22–31 µs against 20–26 µs, measured side by side), so on this 2-core machine the bench measured
 * its own client. This one costs a few microseconds a request (each row prints it), and the
 * servers see the same requests: method, path, Host, Connection: keep-alive and the row's headers.
 */
class Connection {
  private readonly socket: Socket;
  private buffer: Buffer = EMPTY;
  private waiting: Waiting | undefined;
  private failure: Error | undefined;

  constructor(url: URL, localAddress: string) {
    this.socket = connect({ host: url.hostname, port: Number(url.port), localAddress });
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.answer();
    });
    const fail = (error: Error) => {
      this.failure = error;
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.reject(error);
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('the server closed the connection')));
  }

  /** Sends a request's bytes (its head, and its body if any); resolves with its answer. */
  send(bytes: Buffer): Promise<Sample> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { started: process.hrtime.bigint(), resolve, reject };
      this.socket.write(bytes);
    });
  }

  close(): void {
    this.socket.removeAllListeners('close');
    this.socket.on('error', () => undefined);
    this.socket.destroy();
  }

  /** Resolves the waiting request once its whole answer is in the buffer. */
  private answer(): void {
    const waiting = this.waiting;
    if (waiting === undefined) return;
    const buffer = this.buffer;
    const headersEnd = buffer.indexOf(HEADERS_END);
    if (headersEnd < 0) return;
    // "HTTP/1.1 200 …": the status is the three digits after the version.
    const status = (buffer[9]! - 48) * 100 + (buffer[10]! - 48) * 10 + (buffer[11]! - 48);
    const bodyStart = headersEnd + 4;
    let bodyBytes = 0;
    let end = bodyStart;
    const length = headerValueAt(buffer, CONTENT_LENGTH, headersEnd);
    if (length >= 0) {
      for (let at = length; buffer[at]! >= 48 && buffer[at]! <= 57; at += 1) bodyBytes = bodyBytes * 10 + buffer[at]! - 48;
      end = bodyStart + bodyBytes;
      if (buffer.length < end) return;
    } else if (headerValueAt(buffer, CHUNKED, headersEnd) >= 0) {
      // Chunks: a hexadecimal size line, the bytes and CRLF; a chunk of size 0 (and CRLF) ends it.
      for (let at = bodyStart; ; ) {
        const lineEnd = buffer.indexOf('\r\n', at, 'latin1');
        if (lineEnd < 0) return;
        const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
        if (size === 0) {
          const trailerEnd = buffer.indexOf('\r\n', lineEnd + 2, 'latin1');
          if (trailerEnd < 0) return;
          end = trailerEnd + 2;
          break;
        }
        at = lineEnd + 2 + size + 2;
        if (buffer.length < at) return;
        bodyBytes += size;
      }
    }
    // Neither: only a body-less answer (304, 204) is expected here.
    this.buffer = buffer.length === end ? EMPTY : buffer.subarray(end);
    this.waiting = undefined;
    waiting.resolve({ status, ms: Number(process.hrtime.bigint() - waiting.started) / 1e6, bytes: bodyBytes });
  }
}

/** The bytes of a request's line and headers, as `node:http`'s client would send them. */
function requestHead(target: Target, url: URL, payload: string | undefined): string {
  const headers: Record<string, string | number> = {
    host: url.host,
    connection: 'keep-alive',
    ...target.headers,
    ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
  };
  return `${target.method ?? 'GET'} ${url.pathname}${url.search} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
}

/** Source addresses handed out so far; every load takes fresh ones, so no limit carries over. */
let addressesUsed = 0;

/**
 * C clients, each sending its share of requests one after another from its own source address
 * (a fresh one every `requestsPerAddress`); the wall time covers them all.
 */
async function load(
  target: Target,
  clients: number,
  requestsPerClient: number,
  firstIndex = 0,
  requestsPerAddress = Infinity,
  addresses?: number,
): Promise<{ samples: Sample[]; seconds: number }> {
  // One kept-alive connection per client address, opened when the address is first used.
  const url = new URL(target.url);
  const bodyless = target.body === undefined ? Buffer.from(requestHead(target, url, undefined), 'latin1') : undefined;
  const addressesPerClient = Math.ceil(requestsPerClient / Math.min(requestsPerAddress, requestsPerClient));
  const firstAddress = addresses ?? addressesUsed;
  if (addresses === undefined) addressesUsed += clients * addressesPerClient;
  const samples: Sample[] = [];
  const connections: Connection[] = [];
  const started = process.hrtime.bigint();
  try {
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        let connection: Connection | undefined;
        let connectionAddress = '';
        for (let i = 0; i < requestsPerClient; i += 1) {
          const address = loopbackAddress(firstAddress + client * addressesPerClient + Math.floor(i / Math.min(requestsPerAddress, requestsPerClient)));
          if (connection === undefined || address !== connectionAddress) {
            connection?.close();
            connection = new Connection(url, address);
            connectionAddress = address;
            connections.push(connection);
          }
          const index = firstIndex + client * requestsPerClient + i;
          const payload = target.body ? JSON.stringify(target.body(index)) : undefined;
          samples.push(await connection.send(bodyless ?? Buffer.from(requestHead(target, url, payload) + (payload ?? ''))));
        }
      }),
    );
  } finally {
    for (const connection of connections) connection.close();
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { samples, seconds };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Row {
  readonly name: string;
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly ok: number;
  readonly refused: number;
  readonly other: number;
  readonly bytes: number;
  /** Server CPU time per request (user + system), when it could be read. */
  readonly cpuMicroseconds?: number | undefined;
  /** The load generator's own CPU time per request (this process, user + system). */
  readonly clientCpuMicroseconds?: number | undefined;
}

/** CPU microseconds this process (the load generator) has used so far, user + system. */
function clientCpuMicroseconds(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** An answer as asked for: a 2xx, or the 304 of a revalidation (no other request sends a tag). */
function answered(sample: Sample): boolean {
  return (sample.status >= 200 && sample.status < 300) || sample.status === 304;
}

function row(name: string, samples: readonly Sample[], seconds: number, bytes = bytesOf(samples)): Row {
  const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    name,
    requests: samples.length,
    requestsPerSecond: samples.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    ok: samples.filter(answered).length,
    refused: samples.filter((sample) => sample.status === 429).length,
    other: samples.filter((sample) => !answered(sample) && sample.status !== 429).length,
    bytes,
  };
}

/**
 * A warm-up, then the measured loop, both from the same fresh client addresses: a client keeps its
 * address as a browser does, so what the measured loop sees is the server's steady state for it.
 */
async function measure(target: Target): Promise<Row> {
  const addresses = addressesUsed;
  addressesUsed += CLIENTS;
  await load(target, CLIENTS, Math.ceil(WARM_UP_REQUESTS / CLIENTS), 0, Infinity, addresses);
  const origin = new URL(target.url).origin;
  const cpuBefore = cpuSecondsOf(origin);
  const clientBefore = clientCpuMicroseconds();
  const { samples, seconds } = await load(target, CLIENTS, REQUESTS_PER_CLIENT, 0, Infinity, addresses);
  const clientAfter = clientCpuMicroseconds();
  const cpuAfter = cpuSecondsOf(origin);
  const cpuMicroseconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1e6) / samples.length;
  return { ...row(target.name, samples, seconds, bytesOf(samples)), cpuMicroseconds, clientCpuMicroseconds: (clientAfter - clientBefore) / samples.length };
}

/** The mean request rate of some runs, and their mean server CPU per request (undefined when none was read). */
function meansOf(runs: readonly Row[]): { readonly rate: number; readonly cpu: number | undefined } {
  const cpus = runs.flatMap((result) => (result.cpuMicroseconds === undefined ? [] : [result.cpuMicroseconds]));
  return {
    rate: runs.reduce((sum, result) => sum + result.requestsPerSecond, 0) / Math.max(1, runs.length),
    cpu: cpus.length === 0 ? undefined : cpus.reduce((sum, value) => sum + value, 0) / cpus.length,
  };
}

/** The mean size of the bodies received, as sent (encoded). */
function bytesOf(samples: readonly Sample[]): number {
  return samples.reduce((sum, sample) => sum + sample.bytes, 0) / Math.max(1, samples.length);
}

// ---- run ------------------------------------------------------------------------------------------
/** The page the page row asks for, and its Brotli file in the build (the bare server sends it too). */
const PAGE_PATH = '/used-car-loan';
const BARE_PAGE_FILE = 'used-car-loan/index.html.br';

// A build as `npm run build` makes it, its pages pre-compressed (SITE-004); `react-router build`
// alone writes no .br files, and the bare server would have no page to send.
const withSite = existsSync(join(siteDir, BARE_PAGE_FILE));

/** One Rinn server and the paths measured on it. */
interface Backend {
  readonly label: string;
  readonly url: string;
}

/**
 * The request headers of every read, the bare route's included, so each path is asked the same
 * way: a browser's Accept-Encoding (the bare route ignores it and answers 17 bytes as they are; a
 * Rinn answer goes out in the encoding prepared for it, CACHE-001 and SITE-004).
 */
const READ_HEADERS = { 'accept-encoding': 'br, gzip' } as const;

/**
 * The read paths of a Rinn server. A browser asks again for a catalogue answer on every use
 * (`no-cache`) with the tag it holds, so the revalidation row (304s, CACHE-003) is the cached
 * reads' common case in the field; its tag is read from the server first.
 */
async function readTargets(rinnUrl: string): Promise<Target[]> {
  const etag = (await fetch(`${rinnUrl}/api/loans`, { headers: READ_HEADERS })).headers.get('etag');
  if (etag === null) throw new Error('GET /api/loans sent no ETag');
  return [
    { name: 'GET /api/loans', url: `${rinnUrl}/api/loans`, headers: READ_HEADERS },
    { name: 'GET /api/loans, revalidated (304)', url: `${rinnUrl}/api/loans`, headers: { ...READ_HEADERS, 'if-none-match': etag } },
    { name: 'GET /api/calculator city_brand', url: `${rinnUrl}/api/calculator?key=city_brand`, headers: READ_HEADERS },
    { name: 'GET /api/interest-rate', url: `${rinnUrl}/api/interest-rate?product=usedcar`, headers: READ_HEADERS },
    { name: 'GET /api/platform-stats', url: `${rinnUrl}/api/platform-stats`, headers: READ_HEADERS },
    ...(withSite ? [{ name: 'GET /used-car-loan (page, br)', url: `${rinnUrl}${PAGE_PATH}`, headers: READ_HEADERS }] : []),
  ];
}

/** OTP sends, a new mobile for each (`prefix` keeps backends and runs apart). */
function otpTarget(rinnUrl: string, prefix: number): Target {
  return {
    name: 'POST /api/otp-v2',
    url: `${rinnUrl}/api/otp-v2`,
    method: 'POST',
    body: (index) => ({ mobile: `${prefix}${String(100_000_000 + index).slice(-9)}` }),
  };
}

let failed = false;
try {
  const postgresUrl = POSTGRES_URL ? await createBenchDatabase(POSTGRES_URL) : undefined;
  const [bareUrl, pgliteUrl, postgresRinnUrl] = await Promise.all([
    startServer('bare', { PORT: '0', ...(withSite ? { BENCH_BARE_PAGE: join(siteDir, BARE_PAGE_FILE) } : {}) }),
    startServer('rinn', {
      PORT: String(RINN_PORT),
      RINN_DATA_DIR: dataDir,
      RINN_MODE: 'demo',
      ...(withSite ? { RINN_SITE_DIR: siteDir } : {}),
    }),
    postgresUrl
      ? startServer('rinn', {
          PORT: String(RINN_PORT + 1),
          RINN_DATA_DIR: join(dataDir, 'postgres'),
          DATABASE_URL: postgresUrl,
          // The outbox is for the demo only (SEC-006); the benchmark reads no OTP, it only sends.
          RINN_MODE: 'demo',
          ...(withSite ? { RINN_SITE_DIR: siteDir } : {}),
        })
      : Promise.resolve(undefined),
  ]);
  const backends: Backend[] = [
    { label: 'PGlite', url: pgliteUrl },
    ...(postgresRinnUrl ? [{ label: 'PostgreSQL', url: postgresRinnUrl }] : []),
  ];

  const bare: Target = { name: 'bare Fastify GET /hello', url: `${bareUrl}/hello`, headers: READ_HEADERS };
  // Not a baseline of the ratios: the page's Brotli bytes from the bare route, to show what of
  // the page's distance to the hello-world is its 10 kB body rather than Rinn.
  const barePage: Target | undefined = withSite ? { name: 'bare Fastify, the page\'s bytes', url: `${bareUrl}/page`, headers: READ_HEADERS } : undefined;
  // Not a baseline either: the hello-world with the response headers of a cached read, to show what
  // of a read's distance to the hello-world those headers are, rather than the rest of Rinn.
  const bareHeaders: Target = { name: "bare Fastify, a read's headers", url: `${bareUrl}/api/hello`, headers: READ_HEADERS };
  const bareRuns: Row[] = [];
  const measureBare = async () => {
    bareRuns.push(await measure(bare));
  };

  // The send path first, from addresses and to mobiles no measured run uses (their indexes start
  // at OTP_WARM_UP_INDEX), so the first sends measured do not pay for compiling it; then, once each
  // server is quiet again (the SMS worker's deliveries done), every read path: warmed after the sends,
  // the code they share (Fastify's, the hooks') is optimised for the reads again, so the first read
  // measured does not pay for it alone (measured first after the sends, it ran at half the speed of
  // the same read measured fourth).
  if (OTP_WARM_UP_SENDS > 0) {
    for (const backend of backends) {
      await load(otpTarget(backend.url, 9), CLIENTS, Math.ceil(OTP_WARM_UP_SENDS / CLIENTS), OTP_WARM_UP_INDEX, OTP_SENDS_PER_ADDRESS);
      await cpuSecondsWhenIdle(backend.url);
    }
  }
  // Each backend's read paths, made once (the revalidation row reads its tag from the server).
  const readTargetsOf = new Map(ONLY_OTP ? [] : await Promise.all(backends.map(async (backend) => [backend, await readTargets(backend.url)] as const)));
  for (const target of [bare, ...(ONLY_OTP ? [] : [bareHeaders]), ...(ONLY_OTP || !barePage ? [] : [barePage]), ...[...readTargetsOf.values()].flat()]) await load(target, CLIENTS, Math.ceil(FIRST_WARM_UP_REQUESTS / CLIENTS));

  // Bare, then each read path of each backend with bare again after it, so the baseline is
  // sampled as often as the paths are and a machine getting busier shows in its spread.
  await measureBare();
  const readRows: { backend: string; row: Row; bareBefore: Row; bareAfter: Row }[] = [];
  const barePageRuns: Row[] = [];
  const bareHeadersRuns: Row[] = [];
  for (const [backend, targets] of readTargetsOf) {
    bareHeadersRuns.push(await measure(bareHeaders));
    for (const target of targets) {
      if (barePage && target.url.endsWith(PAGE_PATH)) barePageRuns.push(await measure(barePage));
      const measured = await measure(target);
      const bareBefore = bareRuns.at(-1)!;
      await measureBare();
      readRows.push({ backend: backend.label, row: measured, bareBefore, bareAfter: bareRuns.at(-1)! });
    }
  }

  // OTP sends: accepted ones are the figure; each client moves to a fresh source address before
  // the per-address limit, so a 429 here means a limit other than the per-address one.
  const otpRows: { backend: string; clients: number; all: Row; accepted: Row; refused: Row }[] = [];
  let prefix = 6;
  for (const backend of backends) {
    for (const clients of [CLIENTS, WIDE_OTP_CLIENTS]) {
      const origin = new URL(backend.url).origin;
      const cpuBefore = cpuSecondsOf(origin);
      const clientBefore = clientCpuMicroseconds();
      const { samples, seconds } = await load(otpTarget(backend.url, prefix), clients, OTP_REQUESTS_PER_CLIENT, 0, OTP_SENDS_PER_ADDRESS);
      const clientMicroseconds = (clientCpuMicroseconds() - clientBefore) / samples.length;
      // The SMS worker delivers after the answers: its CPU counts too, until the server is idle again.
      const cpuAfter = await cpuSecondsWhenIdle(origin);
      const cpuMicroseconds = cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1e6) / samples.length;
      prefix += 1;
      otpRows.push({
        backend: backend.label,
        clients,
        all: { ...row(`POST /api/otp-v2 × ${clients} clients`, samples, seconds), cpuMicroseconds, clientCpuMicroseconds: clientMicroseconds },
        accepted: row('  accepted (2xx)', samples.filter((sample) => sample.status >= 200 && sample.status < 300), seconds),
        refused: row('  refused by a limit (429)', samples.filter((sample) => sample.status === 429), seconds),
      });
      await measureBare();
    }
  }

  const bareRates = bareRuns.map((result) => result.requestsPerSecond);
  const { rate: baseline, cpu: bareCpu } = meansOf(bareRuns);
  const header = ['path'.padEnd(34), 'requests'.padStart(8), 'req/s'.padStart(8), 'p50 ms'.padStart(7), 'p95 ms'.padStart(7), 'p99 ms'.padStart(7), 'vs bare'.padStart(8), 'adjacent'.padStart(9), 'ok'.padStart(6), '429'.padStart(5), 'other'.padStart(6), 'bytes'.padStart(6), 'cpu µs'.padStart(7), 'cpu vs bare'.padStart(11), 'client µs'.padStart(9)];
  const format = (result: Row, ratio = true, adjacent?: readonly [Row, Row]) =>
    [
      result.name.padEnd(34),
      String(result.requests).padStart(8),
      result.requestsPerSecond.toFixed(0).padStart(8),
      result.p50.toFixed(2).padStart(7),
      result.p95.toFixed(2).padStart(7),
      result.p99.toFixed(2).padStart(7),
      (ratio ? `${(result.requestsPerSecond / baseline).toFixed(2)}×` : '').padStart(8),
      (adjacent ? `${((2 * result.requestsPerSecond) / (adjacent[0].requestsPerSecond + adjacent[1].requestsPerSecond)).toFixed(2)}×` : '').padStart(9),
      String(result.ok).padStart(6),
      String(result.refused).padStart(5),
      String(result.other).padStart(6),
      result.bytes.toFixed(0).padStart(6),
      (result.cpuMicroseconds === undefined ? '' : result.cpuMicroseconds.toFixed(1)).padStart(7),
      (ratio && result.cpuMicroseconds !== undefined && bareCpu !== undefined ? `${(bareCpu / result.cpuMicroseconds).toFixed(2)}×` : '').padStart(11),
      (result.clientCpuMicroseconds === undefined ? '' : result.clientCpuMicroseconds.toFixed(1)).padStart(9),
    ].join(' ');

  console.log(
    `\nbench:api · ${new Date().toISOString().slice(0, 10)} · Node ${process.version} · loopback, clients on 127.0.x.y · ` +
      `${backends.map((backend) => backend.label).join(' and ')} (fresh) · ` +
      `${CLIENTS} concurrent clients × ${REQUESTS_PER_CLIENT} requests per read path (after ${WARM_UP_REQUESTS} warm-up), ` +
      `OTP ${CLIENTS} and ${WIDE_OTP_CLIENTS} clients × ${OTP_REQUESTS_PER_CLIENT}\n`,
  );
  console.log(header.join(' '));
  for (const result of bareRuns) console.log(format(result));
  for (const result of bareHeadersRuns) console.log(format(result, false));
  for (const result of barePageRuns) console.log(format(result, false));
  for (const backend of backends) {
    console.log(`-- ${backend.label}`);
    for (const entry of readRows.filter((candidate) => candidate.backend === backend.label)) console.log(format(entry.row, true, [entry.bareBefore, entry.bareAfter]));
    for (const otp of otpRows.filter((entry) => entry.backend === backend.label)) {
      console.log(format(otp.all, false));
      console.log(format(otp.accepted, false));
      console.log(format(otp.refused, false));
    }
  }
  console.log(
    `\nadjacent: requests per second over the mean of the two bare runs just before and after the path.` +
    `\nok: answers as asked for: 2xx, and the 304s of the revalidation row (it names the answer's tag, as a browser revalidating a no-cache answer does).` +
    `\nbytes: the mean body size received, as sent (encoded); every read, the bare route's too, asks with Accept-Encoding: br, gzip.` +
    `\ncpu µs: the server process's CPU time (user + system, /proc) per request of the measured loop (for OTP sends, until the server is idle again, so the SMS worker's deliveries count); cpu vs bare: the bare server's mean of it (${bareCpu?.toFixed(1) ?? '?'} µs) over the path's,` +
    `\n  the share of the bare route's speed the path would reach if the server alone were the limit (steadier than req/s while others load the machine).` +
    `\nclient µs: this process's CPU time (the load generator: connections, requests, reading the answers) per request of the same loop. The clients and the servers share ${availableParallelism()} cores:` +
    `\n  req/s is what the pair reached, and counts the client's cost too (most for the larger bodies it reads); the server's own cost is cpu µs.` +
    `\nvs bare: requests per second over the bare server's mean of its ${bareRuns.length} runs (${baseline.toFixed(0)} req/s; ` +
      `spread ${Math.min(...bareRates).toFixed(0)}–${Math.max(...bareRates).toFixed(0)}, ±${((100 * (Math.max(...bareRates) - Math.min(...bareRates))) / 2 / baseline).toFixed(0)} %).`,
  );
  if (bareHeadersRuns.length > 0) {
    const headers = meansOf(bareHeadersRuns);
    console.log(
      `bare Fastify, a read's headers: the hello-world with the response headers of a cached read (SEC-003's security headers, ETag, Vary, Cache-Control), ` +
        `measured before each backend's reads (not a baseline of the ratios): ${(headers.rate / baseline).toFixed(2)}× of the bare route in req/s, ` +
        `${headers.cpu?.toFixed(1) ?? '?'} µs of server CPU against ${bareCpu?.toFixed(1) ?? '?'}: what the headers alone cost.`,
    );
  }
  if (barePageRuns.length > 0) {
    const pageRows = readRows.filter((entry) => entry.row.name.includes('(page'));
    console.log(
      `bare Fastify, the page's bytes: the page's Brotli file from the bare server with only its type and encoding, measured just before each page row (not a baseline of the ratios); ` +
        pageRows.map((entry, index) => `${entry.backend} page ${(entry.row.requestsPerSecond / barePageRuns[index]!.requestsPerSecond).toFixed(2)}× of it in req/s`).join(', ') +
        '.',
    );
  }
  if (!withSite) console.log(`No pre-compressed web build at ${siteDir}: the page row is left out (npx nx run @rinn/web:build).`);
  if (!POSTGRES_URL) console.log('DATABASE_URL is not set: PostgreSQL is left out.');
  const unexpected = [...readRows.map((entry) => entry.row), ...bareRuns, ...bareHeadersRuns, ...barePageRuns].filter((result) => result.ok !== result.requests);
  for (const otp of otpRows) if (otp.all.other > 0) unexpected.push(otp.all);
  for (const result of unexpected) console.log(`✗ ${result.name}: ${result.requests - result.ok} answers were not 2xx (or 304 to a revalidation)`);
  failed = unexpected.length > 0;
} catch (error) {
  console.error(`bench:api failed: ${(error as Error).message}`);
  failed = true;
} finally {
  await stopServers();
}
process.exit(failed ? 1 : 0);
