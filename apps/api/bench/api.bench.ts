/**
 * `npm run bench:api -w @rinn/api`: requests per second and p99 latency of three API paths,
 * beside a bare Fastify hello-world measured in the same run on the same machine, so the ratio
 * says what Rinn's validation, headers, database and contract checks cost.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildServer } from '../src/server.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DURATION_SECONDS = 5;
const CONNECTIONS = 10;

async function measure(name: string, options: Parameters<typeof autocannon>[0]) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  return { name, requestsPerSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ hello: 'world' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const dataDir = mkdtempSync(join(tmpdir(), 'rinn-bench-'));
const config = { ...loadConfig({ RINN_DATA_DIR: dataDir, RINN_LOG_LEVEL: 'warn' }), database: { kind: 'memory' } as const };
const database = await openDatabase(config.database);
// Limits raised so the OTP path measures the work of a send, not the refusal of a limit.
const api = await buildServer(config, {
  database,
  requestsPerMinute: 1_000_000_000,
  otpLimits: { resendCooldownMs: 0, sendsPerMobile: 1_000_000_000, sendsPerIp: 1_000_000_000 },
});
const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });

let sendCounter = 0;
const results = [
  await measure('bare Fastify hello-world', { url: `${bareUrl}/hello` }),
  await measure('GET /api/interest-rate', { url: `${apiUrl}/api/interest-rate?product=usedcar` }),
  await measure('GET /api/calculator (price)', { url: `${apiUrl}/api/calculator?key=price&variantId=2021&cityId=2` }),
  await measure('POST /api/otp-v2 (send)', {
    url: apiUrl,
    requests: [
      {
        method: 'POST',
        path: '/api/otp-v2',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          sendCounter += 1;
          const mobile = `7${String(sendCounter % 1_000_000_000).padStart(9, '0')}`;
          return { ...request, body: JSON.stringify({ mobile, referenceId: `bench-${sendCounter}` }) };
        },
      },
    ],
  }),
];

const baseline = results[0]!.requestsPerSecond;
console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, 127.0.0.1, PGlite in memory\n`);
console.log(['path'.padEnd(32), 'req/s'.padStart(10), 'p99 ms'.padStart(8), 'vs bare'.padStart(9), 'non-2xx'.padStart(9)].join(' '));
for (const result of results) {
  console.log(
    [
      result.name.padEnd(32),
      result.requestsPerSecond.toFixed(0).padStart(10),
      result.p99.toFixed(1).padStart(8),
      `${((result.requestsPerSecond / baseline) * 100).toFixed(1)} %`.padStart(9),
      String(result.non2xx + result.errors).padStart(9),
    ].join(' '),
  );
}

await api.close();
await database.close();
await bare.close();
