#!/usr/bin/env node
// `npm start`: serve Rinn on one port with the embedded database (PGlite under ./.data unless
// DATABASE_URL is set). The API runs from source through tsx with the @rinn/source condition, so a
// fresh clone needs no build step for it. Development OTPs go to the outbox (RINN_SMS=outbox).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  RINN_SMS: process.env.RINN_SMS ?? 'outbox',
  RINN_DATA_DIR: process.env.RINN_DATA_DIR ?? join(root, '.data'),
};

const server = spawn('npm', ['run', 'start', '--silent', '-w', '@rinn/api'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
