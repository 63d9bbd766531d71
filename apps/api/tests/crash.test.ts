import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { SMS_QUEUE_LIMITS } from '../src/modules/otp/sms-queue.js';
import { afterAll, describe, expect, it } from 'vitest';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The tsx loader in this process, not the tsx CLI: the CLI runs the server in a grandchild that a
// SIGKILL of the CLI would leave running.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A process killed by a signal has a signalCode and no exitCode. */
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

interface RunningServer {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly output: string[];
}

async function startServer(dataDir: string, port: number): Promise<RunningServer> {
  const environment: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    RINN_DATA_DIR: dataDir,
    RINN_MODE: 'demo',
    // Every request below names its own client address, so the per-address OTP limit does not
    // cap the stream; this also exercises the proxy setting.
    RINN_TRUST_PROXY: 'true',
    RINN_LOG_LEVEL: 'warn',
  };
  // The embedded database is what must survive a crash.
  delete environment.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', tsxLoader, '--conditions=@rinn/source', 'src/main.ts'], { cwd: apiRoot, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`server exited early: ${output.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/platform-stats`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return { child, baseUrl, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output.join('')}`);
}

const mobileFor = (index: number) => `6${String(100_000_000 + index).padStart(9, '0')}`;

describe('crash safety', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rinn-crash-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (!hasExited(child)) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('DATA-001: every acknowledged write survives a SIGKILL of the server', async () => {
    const port = await freePort();
    const first = await startServer(dataDir, port);
    children.push(first.child);

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const index = next++;
        const mobile = mobileFor(index);
        try {
          const response = await fetch(`${first.baseUrl}/api/otp-v2`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${(index >> 8) & 255}.${index & 255}` },
            body: JSON.stringify({ mobile, referenceId: `crash-${index}` }),
            signal: AbortSignal.timeout(10_000),
          });
          if (response.status === 200) acknowledged.push(mobile);
        } catch {
          // the server died mid-request: not acknowledged
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    const writeDeadline = Date.now() + 60_000;
    while (acknowledged.length < 40 && Date.now() < writeDeadline) await new Promise((resolveWait) => setTimeout(resolveWait, 20));
    first.child.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    await new Promise((resolveExit) => (hasExited(first.child) ? resolveExit(null) : first.child.once('exit', resolveExit)));

    const second = await startServer(dataDir, port);
    children.push(second.child);
    let missing: string[] = acknowledged;
    // A message the killed worker had claimed is retried once its lease ends (SMS-003).
    const deliveryDeadline = Date.now() + SMS_QUEUE_LIMITS.leaseMs + 30_000;
    for (;;) {
      const stillMissing: string[] = [];
      for (const mobile of missing) {
        const response = await fetch(`${second.baseUrl}/api/dev/outbox?mobile=${mobile}`, { signal: AbortSignal.timeout(10_000) });
        const body = (await response.json()) as { data: { messages: unknown[] } };
        if (body.data.messages.length === 0) stillMissing.push(mobile);
      }
      missing = stillMissing;
      if (missing.length === 0 || Date.now() > deliveryDeadline) break;
      await new Promise((resolveWait) => setTimeout(resolveWait, 2_000));
    }
    second.child.kill('SIGTERM');
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(missing).toEqual([]);
  }, 480_000);
});
