#!/usr/bin/env node
// The packages as an outside project gets them: packs every publishable package (npm run pack),
// lints each tarball with publint and @arethetypeswrong/cli, installs the tarballs into a fresh
// ESM project and a fresh CommonJS project (the @rinn tarballs from disk; zod and xstate from the
// npm cache, `--prefer-offline`, as a registry lookup only when the cache lacks them), and calls emi, amortizationSchedule and a validator from both. Part of `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACK_DIRECTORY, packAll } from './pack-all.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function run(title, command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    console.error(`✖ ${title}\n${result.stdout ?? ''}${result.stderr ?? ''}`);
    process.exit(1);
  }
  console.log(`✔ ${title}`);
  return result.stdout;
}

// `--reuse` checks the tarballs already in packed/ (after `npm run pack`) instead of packing again.
const tarballs = process.argv.includes('--reuse')
  ? readdirSync(PACK_DIRECTORY).filter((name) => name.endsWith('.tgz')).map((name) => join(PACK_DIRECTORY, name))
  : packAll();
for (const tarball of tarballs) {
  const name = tarball.split('/').at(-1);
  run(`publint ${name}`, bin('publint'), ['--strict', tarball]);
  run(`attw ${name}`, bin('attw'), [tarball, '--format', 'table-flipped']);
}

// What an integrator writes, once as ESM and once as CommonJS; both must print the same line.
const EXPECTED = 'emi 2125 | schedule 60 rows, interest 27477 | pan ok true, bad false';
const body = `
const terms = { principal: 100000, annualRatePercent: 10, months: 60 };
const schedule = amortizationSchedule({ ...terms, firstPayment: { year: 2025, month: 1 } });
const rows = schedule.years.reduce((count, year) => count + year.rows.length, 0);
console.log(\`emi \${emi(terms)} | schedule \${rows} rows, interest \${schedule.totalInterest} | pan ok \${validators.pan('ABCPE1234F').ok}, bad \${validators.pan('ABCXE1234F').ok}\`);
`;
const projects = {
  esm: { type: 'module', file: 'main.mjs', code: `import { emi, amortizationSchedule } from '@rinn/loan-math';\nimport { validators } from '@rinn/validation';\n${body}` },
  cjs: { type: 'commonjs', file: 'main.cjs', code: `const { emi, amortizationSchedule } = require('@rinn/loan-math');\nconst { validators } = require('@rinn/validation');\n${body}` },
};
for (const [kind, project] of Object.entries(projects)) {
  const directory = mkdtempSync(join(tmpdir(), `rinn-${kind}-`));
  try {
    writeFileSync(join(directory, 'package.json'), JSON.stringify({ name: `scratch-${kind}`, private: true, type: project.type }));
    writeFileSync(join(directory, project.file), project.code);
    run(`install the tarballs into a fresh ${kind.toUpperCase()} project`, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs], { cwd: directory });
    const output = run(`call the packages from ${kind.toUpperCase()}`, process.execPath, [project.file], { cwd: directory }).trim();
    if (output !== EXPECTED) {
      console.error(`✖ ${kind}: printed "${output}", expected "${EXPECTED}"`);
      process.exit(1);
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
console.log('✔ packed packages install and run from ESM and CommonJS');
