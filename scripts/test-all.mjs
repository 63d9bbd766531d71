#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest.
// Nx caches each project's typecheck, lint, build and test, so a second run only redoes what changed.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR };

const steps = [
  ['package-lock.json is acceptable to npm ci', 'node', ['scripts/lockfile-platforms.mjs', '--check']],
  ['typecheck, lint, build and test every project', 'npx', ['nx', 'run-many', '-t', 'typecheck', 'lint', 'build', 'test', '--outputStyle=static']],
  ['business-rule catalogue is current and every rule is tested', 'node', ['scripts/docs/generate-rules-catalogue.mjs', '--check']],
];

for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title}: failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all checks passed');
