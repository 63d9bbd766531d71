#!/usr/bin/env node
// Keeps package-lock.json acceptable to `npm ci` when the registry mirror lacks some of Nx's
// per-platform binaries.
//
// Why: `nx` lists ten optional packages, one native binary per platform. The npm mirror these
// machines use holds only some of them for the Nx version we pin, so `npm install` leaves the rest
// out of the lock file, and `npm ci` then refuses the lock as "out of sync". The missing entries are
// recorded here with their platform fields: npm skips them on every other platform, so nothing is
// ever fetched for them here, and on a machine of that platform (with the public registry) npm
// fetches the real package by name and version.
//
// `node scripts/lockfile-platforms.mjs` adds what is missing; `--check` fails when something is
// missing (npm test runs it). Run it after every `npm install` that touches the lock file.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = join(root, 'package-lock.json');

/** Platform fields of each Nx native package, as the packages themselves declare them. */
const NX_PLATFORM_PACKAGES = {
  '@nx/nx-darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  '@nx/nx-darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  '@nx/nx-freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  '@nx/nx-linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  '@nx/nx-linux-arm64-gnu': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  '@nx/nx-linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  '@nx/nx-linux-x64-gnu': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  '@nx/nx-linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  '@nx/nx-win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  '@nx/nx-win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
const nx = lock.packages['node_modules/nx'];
if (!nx) {
  console.error('package-lock.json has no node_modules/nx entry');
  process.exit(1);
}

const missing = Object.entries(nx.optionalDependencies ?? {}).filter(
  ([name]) => NX_PLATFORM_PACKAGES[name] && !lock.packages[`node_modules/${name}`],
);

if (process.argv.includes('--check')) {
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.map(([name]) => name).join(', ')}; npm ci will refuse it.\n` +
        'Run: node scripts/lockfile-platforms.mjs',
    );
    process.exit(1);
  }
  console.log('package-lock.json records every Nx platform package');
} else {
  for (const [name, version] of missing) {
    lock.packages[`node_modules/${name}`] = {
      version,
      dev: true,
      license: 'MIT',
      optional: true,
      ...NX_PLATFORM_PACKAGES[name],
    };
  }
  // npm writes the packages map sorted by path; keep it that way so later diffs stay small.
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
  writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(missing.length ? `added ${missing.map(([name]) => name).join(', ')}` : 'nothing to add');
}
