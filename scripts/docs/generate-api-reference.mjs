#!/usr/bin/env node
// Writes docs/api-reference/ — the API reference of the publishable core packages (loan-math,
// format, validation), in Markdown — from their TSDoc with TypeDoc and typedoc-plugin-markdown.
// With --check it writes nothing and fails when the committed reference differs from what the
// sources give; `npm test` runs it that way, as it does the rule catalogue.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application, OptionDefaults } from 'typedoc';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'docs', 'api-reference');
const checkOnly = process.argv.includes('--check');

/** Every entry point an integrator imports: the package roots and their subpaths. */
export const ENTRY_POINTS = [
  'packages/loan-math/src/index.ts',
  'packages/loan-math/src/rinn.ts',
  'packages/format/src/index.ts',
  'packages/validation/src/index.ts',
  'packages/validation/src/plain.ts',
];

async function generate(into) {
  const app = await Application.bootstrapWithPlugins({
    entryPoints: ENTRY_POINTS.map((path) => join(root, path)),
    entryPointStrategy: 'resolve',
    tsconfig: join(root, 'scripts', 'docs', 'tsconfig.api-reference.json'),
    plugin: ['typedoc-plugin-markdown'],
    out: into,
    name: 'Rinn core packages',
    readme: 'none',
    // No "Defined in file:line" links: they would make the reference stale on every edit and
    // point at a Git revision.
    disableSources: true,
    excludePrivate: true,
    excludeInternal: true,
    hideGenerator: true,
    gitRevision: 'main',
    entryFileName: 'README.md',
    // One page per entry point, not one per function: fewer, stabler files.
    outputFileStrategy: 'modules',
    // The house tags of docs/ARCHITECTURE.md: a rule's id and statement, its spec section, formula and worked example.
    blockTags: [...OptionDefaults.blockTags, '@rule', '@spec', '@formula', '@workedExample'],
    validation: { notExported: true, invalidLink: true, notDocumented: false },
    treatWarningsAsErrors: false,
    logLevel: 'Warn',
  });
  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the sources (see the errors above).');
  await app.generateOutputs(project);
}

/** Every file under `dir`, relative to it, with its text. */
function filesOf(dir) {
  if (!existsSync(dir)) return new Map();
  const files = new Map();
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

const scratch = mkdtempSync(join(tmpdir(), 'rinn-api-reference-'));
try {
  await generate(scratch);
  if (checkOnly) {
    const wanted = filesOf(scratch);
    const committed = filesOf(outDir);
    const stale = [...wanted.keys()].filter((name) => committed.get(name) !== wanted.get(name));
    const extra = [...committed.keys()].filter((name) => !wanted.has(name));
    for (const name of stale) console.error(`docs/api-reference/${name} is ${committed.has(name) ? 'stale' : 'missing'}`);
    for (const name of extra) console.error(`docs/api-reference/${name} is no longer generated`);
    if (stale.length + extra.length > 0) {
      console.error('The API reference is stale: run npm run docs and commit docs/api-reference/.');
      process.exitCode = 1;
    } else {
      console.log(`API reference is current: ${wanted.size} pages for ${ENTRY_POINTS.length} entry points.`);
    }
  } else {
    rmSync(outDir, { recursive: true, force: true });
    cpSync(scratch, outDir, { recursive: true });
    console.log(`Wrote docs/api-reference/ (${filesOf(outDir).size} pages).`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
