#!/usr/bin/env node
// `rinn` inside the monorepo: runs the TypeScript sources through tsx with the workspace's source
// condition, so it is never stale and works on a fresh clone. The published package's bin is the
// built dist/bin.mjs instead (package.json publishConfig.bin, applied by publish-manifest.mjs).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// tsx is resolved from here, not from the working directory, so rinn runs from any directory.
const tsx = import.meta.resolve('tsx');
const result = spawnSync(
  process.execPath,
  ['--conditions=@rinn/source', '--import', tsx, join(appDir, 'src', 'bin.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
