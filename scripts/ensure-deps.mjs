#!/usr/bin/env node
// Installs the workspace's dependencies when they are missing or older than package-lock.json,
// so `npm test` and `npm start` work on a fresh clone. Uses only Node built-ins: nothing else
// is installed yet when it runs.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = join(root, 'package-lock.json');
const stampFile = join(root, 'node_modules', '.rinn-install-stamp');

const wanted = createHash('sha256')
  .update(readFileSync(lockFile))
  .update(process.version)
  .digest('hex');
const installed = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';

if (installed !== wanted) {
  console.log(existsSync(join(root, 'node_modules')) ? 'Dependencies changed: npm ci' : 'Installing dependencies: npm ci');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, `${wanted}\n`);
}
