#!/usr/bin/env node
// `npm run pack`: builds and packs every publishable package into packed/ (git-ignored). Each
// package's `prepack` builds it with tsdown and writes its published manifest (publish-manifest.mjs);
// `postpack` restores the workspace one. Prints the tarballs, one a line, last.
// `packAll({ built: true })` packs the builds already in each dist/ instead (`npm test` has just
// made them in its build step): the same manifests, without building every package a second time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceProjects } from '../workspace-projects.mjs';

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

/**
 * Packs every publishable package into packed/.
 *
 * @param {{ built?: boolean }} [options] - `built`: pack each package's dist/ as it is, writing the
 *   published manifest around the pack (npm's lifecycle scripts, which would build again, are skipped)
 * @returns {string[]} the tarballs
 */
export function packAll({ built = false } = {}) {
  rmSync(PACK_DIRECTORY, { recursive: true, force: true });
  mkdirSync(PACK_DIRECTORY, { recursive: true });
  const directories = new Map(workspaceProjects(root).map(({ dir, name }) => [name, join(root, dir)]));
  const manifestScript = join(root, 'scripts', 'pack', 'publish-manifest.mjs');
  const inPackage = (workspace, args) => {
    const result = spawnSync(args[0], args.slice(1), { cwd: directories.get(workspace), stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed for ${workspace}`);
  };
  for (const workspace of PUBLISHED_PACKAGES) {
    if (!built) {
      inPackage(workspace, ['npm', 'pack', '--pack-destination', PACK_DIRECTORY, '--silent']);
      continue;
    }
    if (!existsSync(join(directories.get(workspace), 'dist'))) throw new Error(`${workspace} has no dist/ to pack: build it first (npm run build)`);
    inPackage(workspace, [process.execPath, manifestScript, 'prepare']);
    try {
      inPackage(workspace, ['npm', 'pack', '--ignore-scripts', '--pack-destination', PACK_DIRECTORY, '--silent']);
    } finally {
      inPackage(workspace, [process.execPath, manifestScript, 'restore']);
    }
  }
  return readdirSync(PACK_DIRECTORY)
    .filter((name) => name.endsWith('.tgz'))
    .map((name) => join(PACK_DIRECTORY, name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const tarball of packAll()) console.log(tarball);
}
