#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest.
// Nx caches each project's build, so a second run only rebuilds what changed. The typecheck and the
// lint run whole each time, in a minute: one process each for the workspace, side by side. The
// unit tests run in one Vitest for the workspace (the root vitest.config.ts lists the projects),
// which starts once and keeps both cores busy, instead of one Vitest per project, and a second one
// for the machines' coverage; Nx does not cache those runs. `npm run test:quick` runs only what a change affects.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps } from './run-steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR,
  // The browser tests serve the web build the build step has just made, instead of building it again.
  RINN_E2E_SITE_BUILD: join(root, 'apps/web/build'),
};

// The browser tests drive Debian's Chromium headless shell (apps/web/playwright.config.ts says why;
// RINN_CHROMIUM_PATH to use another build); nothing here can download a browser of its own.
const CHROMIUM = process.env.RINN_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is missing; the browser tests need it. Install it with: apt-get install -y chromium-headless-shell fonts-lohit-deva (.ci/run does), or set RINN_CHROMIUM_PATH to a Chromium or Chrome.`);
  process.exit(1);
}

const steps = [
  ['package-lock.json is acceptable to npm ci', 'node', ['scripts/lockfile-platforms.mjs', '--check']],
  // One TypeScript process beside one ESLint process, where Nx would run each project's tsc and
  // ESLint apart (24 processes): each of those reads and checks the sources of every package its
  // project imports, so the packages were checked again and again (scripts/typecheck-all.mjs).
  ['typecheck and lint every project', [['node', ['scripts/typecheck-all.mjs']], ['npx', ['eslint', 'packages', 'apps']]]],
  ['unit tests of every project but the machines, in one Vitest', 'npx', ['vitest', 'run', '--project=!@rinn/machines']],
  // Apart, because coverage slows every test it runs beside (see vitest.config.ts).
  ['unit tests of the machines, with their coverage floor', 'npx', ['vitest', 'run', '--project=@rinn/machines', '--coverage']],
  ['build every project', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']],
  // Alone, after the rest: a browser and a server share two cores badly with other test runs.
  ['browser tests (Playwright in Chromium against the server npm start runs)', 'npx', ['nx', 'run-many', '-t', 'e2e', '--outputStyle=static']],
  ['packed packages pass publint and attw, install and run from ESM and CommonJS, and the packed rinn command runs', 'node', ['scripts/pack/check-packages.mjs', '--built']],
  ['business-rule catalogue is current and every rule is tested', 'node', ['scripts/docs/generate-rules-catalogue.mjs', '--check']],
  ['API reference (TypeDoc) of loan-math, format and validation is current', 'node', ['scripts/docs/generate-api-reference.mjs', '--check']],
];

await runSteps(steps, { cwd: root, env });
console.log('\n✔ all checks passed');
