#!/usr/bin/env node
// Turns a workspace package.json into the one a tarball ships, and back. npm has no way to
// override `exports` at pack time (`publishConfig` only carries registry settings in npm), so a
// package's `prepack` runs `prepare` after building and its `postpack` runs `restore`:
//
//   prepare  keeps the workspace manifest in `.package.json.workspace` and writes the published
//            one: every `@rinn/source` condition (which points at unshipped `src/`) removed, no
//            scripts (they are workspace tooling; npm runs `postpack` from the manifest it read
//            before `prepack`), no devDependencies and no Nx settings. A `publishConfig.bin`
//            (pnpm's spelling) replaces `bin`: the workspace can run a binary from its sources
//            while the tarball's points at the build (apps/cli).
//   restore  puts the workspace manifest back.
//
// Run from the package directory (npm runs lifecycle scripts there).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const SOURCE_CONDITION = '@rinn/source';
const MANIFEST = 'package.json';
const BACKUP = '.package.json.workspace';

/** `exports` without the source condition, at any depth. */
export function withoutSourceCondition(exportsField) {
  if (typeof exportsField !== 'object' || exportsField === null) return exportsField;
  return Object.fromEntries(
    Object.entries(exportsField)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

/** The manifest a tarball ships, from the workspace one. */
export function publishedManifest(workspace) {
  const { devDependencies: _dev, nx: _nx, scripts: _scripts, ...published } = workspace;
  if (workspace.exports !== undefined) published.exports = withoutSourceCondition(workspace.exports);
  if (workspace.publishConfig?.bin !== undefined) {
    const { bin, ...publishConfig } = workspace.publishConfig;
    published.bin = bin;
    if (Object.keys(publishConfig).length > 0) published.publishConfig = publishConfig;
    else delete published.publishConfig;
  }
  const text = JSON.stringify(published);
  if (text.includes(SOURCE_CONDITION) || text.includes('./src/')) {
    throw new Error(`${workspace.name}: the published manifest still names ${SOURCE_CONDITION} or ./src/`);
  }
  return published;
}

const command = process.argv[2];
if (command === 'prepare') {
  if (existsSync(BACKUP)) throw new Error(`${BACKUP} exists: a previous pack did not restore it; restore first`);
  const text = readFileSync(MANIFEST, 'utf8');
  const published = publishedManifest(JSON.parse(text));
  writeFileSync(BACKUP, text);
  writeFileSync(MANIFEST, `${JSON.stringify(published, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(BACKUP)) renameSync(BACKUP, MANIFEST);
} else if (command !== undefined) {
  console.error('usage: publish-manifest.mjs prepare|restore');
  process.exit(2);
}
