#!/usr/bin/env node
// Starts Rinn's scale-out layout on one machine: nginx (Debian's package, unprivileged, everything
// under a temporary prefix) in front of two API instances on one PostgreSQL, round-robin with no
// sticky sessions. See deploy/README.md.
//
//   DATABASE_URL=postgres://… node deploy/start-stack.mjs [--proxy-port 5100] [--api-ports 5101,5102]
//
// Also imported by deploy/proxy.test.mjs, which runs route tests through the proxy.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiRoot = join(root, 'apps', 'api');
const tsxLoader = pathToFileURL(createRequire(join(apiRoot, 'package.json')).resolve('tsx')).href;
const NGINX = process.env.RINN_NGINX ?? '/usr/sbin/nginx';
const STARTUP_MS = 180_000;

/** The nginx configuration: its own prefix, pid, logs and temp dirs, so it runs unprivileged. */
export function nginxConfig({ prefix, proxyPort, apiPorts }) {
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${prefix}/logs/access.log;
  client_body_temp_path ${prefix}/temp/client_body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  client_max_body_size 128k;
  # Round-robin, no sticky sessions: every state the API keeps is in PostgreSQL.
  upstream rinn_api {
${apiPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://rinn_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # The API trusts this one hop (RINN_TRUST_PROXY), so its limits see the client's address.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # The assistant streams its answer line by line.
      proxy_buffering off;
      add_header X-Rinn-Upstream $upstream_addr always;
    }
  }
}
`;
}

async function waitFor(url, child, output) {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited early (${child.exitCode}): ${output.join('')}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${STARTUP_MS / 1000} s: ${output.join('')}`);
}

function startChild(command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  return { child, output };
}

/**
 * Starts two API instances (one after the other, so one applies the migrations) and nginx.
 *
 * @param {{ databaseUrl: string, proxyPort?: number, apiPorts?: number[], env?: Record<string, string> }} options
 * @returns {Promise<{ url: string, apiPorts: number[], prefix: string, stop(): Promise<void> }>}
 */
export async function startStack({ databaseUrl, proxyPort = 5100, apiPorts = [5101, 5102], env = {} }) {
  if (!databaseUrl) throw new Error('DATABASE_URL is required: the instances share one PostgreSQL');
  const prefix = mkdtempSync(join(tmpdir(), 'rinn-stack-'));
  mkdirSync(join(prefix, 'logs'));
  mkdirSync(join(prefix, 'temp'));
  const children = [];
  const stop = async () => {
    for (const { child } of children.reverse()) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (const port of apiPorts) {
      const started = startChild(process.execPath, ['--import', tsxLoader, '--conditions=@rinn/source', 'src/main.ts'], {
        cwd: apiRoot,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          RINN_TRUST_PROXY: '127.0.0.1',
          RINN_LOG_LEVEL: 'warn',
          RINN_DATA_DIR: prefix,
          ...env,
        },
      });
      children.push(started);
      await waitFor(`http://127.0.0.1:${port}/api/platform-stats`, started.child, started.output);
    }
    writeFileSync(join(prefix, 'nginx.conf'), nginxConfig({ prefix, proxyPort, apiPorts }));
    const nginx = startChild(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs', 'error.log')], {});
    children.push(nginx);
    await waitFor(`http://127.0.0.1:${proxyPort}/api/platform-stats`, nginx.child, nginx.output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${proxyPort}`, apiPorts, prefix, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'proxy-port': { type: 'string' }, 'api-ports': { type: 'string' } } });
  const stack = await startStack({
    databaseUrl: process.env.DATABASE_URL,
    proxyPort: Number(values['proxy-port'] ?? process.env.RINN_PROXY_PORT ?? 5100),
    apiPorts: (values['api-ports'] ?? process.env.RINN_API_PORTS ?? '5101,5102').split(',').map(Number),
  });
  console.log(`▶ Rinn behind nginx on ${stack.url} (instances on ${stack.apiPorts.join(', ')}; Ctrl+C stops all)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stack.stop().then(() => process.exit(0)));
}
