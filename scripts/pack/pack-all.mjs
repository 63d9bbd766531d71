#!/usr/bin/env node
// `npm run pack`: builds and packs every publishable package into packed/ (git-ignored). Each
// package's `prepack` builds it with tsdown and writes its published manifest (publish-manifest.mjs);
// `postpack` restores the workspace one. Prints the tarballs, one a line, last.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Publishable packages, dependencies before dependents. */
export const PUBLISHED_PACKAGES = [
  '@rinn/format',
  '@rinn/loan-math',
  '@rinn/rules',
  '@rinn/validation',
  '@rinn/content',
  '@rinn/offers',
  '@rinn/contract',
  '@rinn/api-client',
  '@rinn/machines',
  '@rinn/cli',
];

/** Packages that are commands, not libraries: no importable entry for attw or the scratch projects. */
export const COMMAND_PACKAGES = ['@rinn/cli'];

/** The tarball file name npm gives a package: `@rinn/loan-math` → `rinn-loan-math-<version>.tgz`. */
export function tarballPrefix(packageName) {
  return `${packageName.replace(/^@/, '').replace('/', '-')}-`;
}

export const PACK_DIRECTORY = join(root, 'packed');

export function packAll() {
  rmSync(PACK_DIRECTORY, { recursive: true, force: true });
  mkdirSync(PACK_DIRECTORY, { recursive: true });
  for (const workspace of PUBLISHED_PACKAGES) {
    const result = spawnSync('npm', ['pack', '--workspace', workspace, '--pack-destination', PACK_DIRECTORY, '--silent'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`npm pack failed for ${workspace}`);
  }
  return readdirSync(PACK_DIRECTORY)
    .filter((name) => name.endsWith('.tgz'))
    .map((name) => join(PACK_DIRECTORY, name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const tarball of packAll()) console.log(tarball);
}
