#!/usr/bin/env node
// `rinn` entry point. Runs the built CLI when `npm run build` (or `npm test`) has produced dist/;
// on a fresh clone it runs the TypeScript sources through tsx with the workspace's source condition.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(appDir, 'dist', 'bin.js');

if (existsSync(built)) {
  await import(built);
} else {
  const result = spawnSync(
    process.execPath,
    ['--conditions=@rinn/source', '--import', 'tsx', join(appDir, 'src', 'bin.ts'), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}
