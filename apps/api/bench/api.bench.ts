/**
 * `npm run bench:api` (root): requests per second and p50 / p95 / p99 latency of the API over
 * loopback, beside a bare Fastify hello-world measured in the same run, so the ratio says what
 * Rinn's validation, security headers, database and contract checks cost on this machine.
 *
 * The servers run in processes of their own (bench-server.ts), apart from the load generator:
 * Rinn on 127.0.0.1:4185 (BENCH_API_PORT) with a fresh PGlite directory, the development SMS
 * outbox and, when apps/web/build/client exists, the pre-rendered site; the bare server on a free
 * loopback port. Each path gets a bounded loop — C concurrent clients, each sending R requests one
 * after another over a kept-alive connection — after a short warm-up. The OTP send path keeps its
 * production limits (20 sends per address and 3 per mobile in 15 minutes, 30 s between sends), so
 * most of its requests are refused with 429: those are counted and timed apart from the accepted ones.
 *
 * Options: --clients=C (default 10), --requests=R per client (default 400; the OTP path sends 20).
 * Only the processes started here are stopped, by their own ids; the database directory is removed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = join(apiRoot, '..', 'web', 'build', 'client');

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const value = Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};
const CLIENTS = option('clients', 10);
const REQUESTS_PER_CLIENT = option('requests', 400);
const OTP_REQUESTS_PER_CLIENT = 20;
const WARM_UP_REQUESTS = 200;
const RINN_PORT = Number(process.env['BENCH_API_PORT'] ?? 4185);

// ---- servers --------------------------------------------------------------------------------------
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'rinn-bench-api-data-'));

function startServer(kind: 'rinn' | 'bare', env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--conditions=@rinn/source', '--import', 'tsx', 'bench/bench-server.ts', kind], {
    cwd: apiRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the ${kind} server did not start within 180 s`)), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/listening (http:\/\/\S+)/)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ${kind} server exited with code ${code}`));
    });
  });
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
}

function send(agent: Agent, target: Target, index: number): Promise<Sample> {
  const url = new URL(target.url);
  const payload = target.body ? JSON.stringify(target.body(index)) : undefined;
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: target.method ?? 'GET',
        headers: { ...target.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** C clients, each sending its share of requests one after another; the wall time covers them all. */
async function load(target: Target, clients: number, requestsPerClient: number, firstIndex = 0): Promise<{ samples: Sample[]; seconds: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const samples: Sample[] = [];
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < requestsPerClient; i += 1) samples.push(await send(agent, target, firstIndex + client * requestsPerClient + i));
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
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
}

function row(name: string, samples: readonly Sample[], seconds: number): Row {
  const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    name,
    requests: samples.length,
    requestsPerSecond: samples.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    ok: samples.filter((sample) => sample.status >= 200 && sample.status < 300).length,
    refused: samples.filter((sample) => sample.status === 429).length,
    other: samples.filter((sample) => (sample.status < 200 || sample.status >= 300) && sample.status !== 429).length,
  };
}

async function measure(target: Target): Promise<Row> {
  await load(target, CLIENTS, Math.ceil(WARM_UP_REQUESTS / CLIENTS));
  const { samples, seconds } = await load(target, CLIENTS, REQUESTS_PER_CLIENT);
  return row(target.name, samples, seconds);
}

// ---- run ------------------------------------------------------------------------------------------
const withSite = existsSync(join(siteDir, 'index.html'));
let failed = false;
try {
  const [bareUrl, rinnUrl] = await Promise.all([
    startServer('bare', { PORT: '0' }),
    startServer('rinn', {
      PORT: String(RINN_PORT),
      RINN_DATA_DIR: dataDir,
      RINN_MODE: 'demo',
      ...(withSite ? { RINN_SITE_DIR: siteDir } : {}),
    }),
  ]);

  const bare: Target = { name: 'bare Fastify GET /hello', url: `${bareUrl}/hello` };
  const targets: Target[] = [
    { name: 'GET /api/loans', url: `${rinnUrl}/api/loans` },
    { name: 'GET /api/calculator city_brand', url: `${rinnUrl}/api/calculator?key=city_brand` },
    ...(withSite ? [{ name: 'GET /used-car-loan (page, br)', url: `${rinnUrl}/used-car-loan`, headers: { 'accept-encoding': 'br, gzip' } }] : []),
  ];

  // The bare baseline before and after the Rinn paths; the ratio uses their mean, so a machine
  // that got busier or quieter during the run moves both sides.
  const bareBefore = await measure(bare);
  const rows = [];
  for (const target of targets) rows.push(await measure(target));
  const bareAfter = await measure(bare);

  // The OTP send path: a new mobile for every request (so the per-mobile limits do not decide),
  // all from 127.0.0.1, so the per-address limit does: the first sends are accepted, the rest 429.
  const otp: Target = {
    name: 'POST /api/otp-v2',
    url: `${rinnUrl}/api/otp-v2`,
    method: 'POST',
    body: (index) => ({ mobile: `7${String(100_000_000 + index).slice(-9)}` }),
  };
  const { samples: otpSamples, seconds: otpSeconds } = await load(otp, CLIENTS, OTP_REQUESTS_PER_CLIENT);
  const otpAll = row('POST /api/otp-v2 (send), all', otpSamples, otpSeconds);
  const otpAccepted = row('  accepted (2xx)', otpSamples.filter((sample) => sample.status >= 200 && sample.status < 300), otpSeconds);
  const otpRefused = row('  refused by a limit (429)', otpSamples.filter((sample) => sample.status === 429), otpSeconds);

  const baseline = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
  const header = ['path'.padEnd(32), 'requests'.padStart(8), 'req/s'.padStart(8), 'p50 ms'.padStart(7), 'p95 ms'.padStart(7), 'p99 ms'.padStart(7), 'vs bare'.padStart(8), '2xx'.padStart(6), '429'.padStart(5), 'other'.padStart(6)];
  const format = (result: Row, ratio = true) =>
    [
      result.name.padEnd(32),
      String(result.requests).padStart(8),
      (ratio ? result.requestsPerSecond.toFixed(0) : '').padStart(8),
      result.p50.toFixed(2).padStart(7),
      result.p95.toFixed(2).padStart(7),
      result.p99.toFixed(2).padStart(7),
      (ratio ? `${(result.requestsPerSecond / baseline).toFixed(2)}×` : '').padStart(8),
      String(result.ok).padStart(6),
      String(result.refused).padStart(5),
      String(result.other).padStart(6),
    ].join(' ');

  console.log(
    `\nbench:api · ${new Date().toISOString().slice(0, 10)} · Node ${process.version} · 127.0.0.1 · PGlite (fresh directory) · ` +
      `${CLIENTS} concurrent clients × ${REQUESTS_PER_CLIENT} requests per path (after ${WARM_UP_REQUESTS} warm-up), OTP ${CLIENTS} × ${OTP_REQUESTS_PER_CLIENT}\n`,
  );
  console.log(header.join(' '));
  console.log(format(bareBefore));
  for (const result of rows) console.log(format(result));
  console.log(format(bareAfter));
  console.log(format(otpAll));
  console.log(format(otpAccepted, false));
  console.log(format(otpRefused, false));
  console.log(`\nvs bare: requests per second over the bare server's (mean of its two runs, ${baseline.toFixed(0)} req/s).`);
  if (!withSite) console.log(`No web build at ${siteDir}: the page row is left out (npx nx run @rinn/web:build).`);
  const unexpected = [...rows, bareBefore, bareAfter].filter((result) => result.ok !== result.requests);
  if (otpAll.other > 0) unexpected.push(otpAll);
  for (const result of unexpected) console.log(`✗ ${result.name}: ${result.requests - result.ok} answers were not 2xx`);
  failed = unexpected.length > 0;
} catch (error) {
  console.error(`bench:api failed: ${(error as Error).message}`);
  failed = true;
} finally {
  await stopServers();
}
process.exit(failed ? 1 : 0);
