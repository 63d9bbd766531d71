#!/usr/bin/env node
// The packages as an outside project gets them: packs every publishable package (npm run pack),
// lints each tarball with publint and @arethetypeswrong/cli, installs the tarballs into a fresh
// ESM project and a fresh CommonJS project (the @rinn tarballs from disk; zod and xstate from the
// npm cache, `--prefer-offline`, as a registry lookup only when the cache lacks them), and calls
// emi, amortizationSchedule and a validator from both. The `rinn` command's tarball is installed on
// its own, with the @rinn tarballs it depends on, into a third project, and run from there:
// --version, --help, an EMI as JSON and batches from stdin (10,000 loans, timed and printed). Part
// of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMAND_PACKAGES, PACK_DIRECTORY, packAll, tarballPrefix } from './pack-all.mjs';

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

// `--reuse` checks the tarballs already in packed/ (after `npm run pack`) instead of packing again;
// `--built` packs the builds already in each dist/ (npm test's build step has just made them).
const tarballs = process.argv.includes('--reuse')
  ? readdirSync(PACK_DIRECTORY).filter((name) => name.endsWith('.tgz')).map((name) => join(PACK_DIRECTORY, name))
  : packAll({ built: process.argv.includes('--built') });
const fileName = (tarball) => tarball.split('/').at(-1);
const isTarballOf = (packageName) => (tarball) => {
  const rest = fileName(tarball).slice(tarballPrefix(packageName).length);
  return fileName(tarball).startsWith(tarballPrefix(packageName)) && /^\d/.test(rest);
};
const commandTarballs = tarballs.filter((tarball) => COMMAND_PACKAGES.some((name) => isTarballOf(name)(tarball)));
const libraryTarballs = tarballs.filter((tarball) => !commandTarballs.includes(tarball));
for (const tarball of tarballs) {
  run(`publint ${fileName(tarball)}`, bin('publint'), ['--strict', tarball]);
  // attw checks what `import`/`require` of a package resolve to; a command has nothing to import.
  if (libraryTarballs.includes(tarball)) run(`attw ${fileName(tarball)}`, bin('attw'), [tarball, '--format', 'table-flipped']);
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
    run(`install the tarballs into a fresh ${kind.toUpperCase()} project`, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', ...libraryTarballs], { cwd: directory });
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

// The `rinn` command as a user installs it: its tarball and the @rinn tarballs it depends on (zod
// from the npm cache), nothing else; no tsx, no monorepo around it.
const cliTarball = tarballs.find(isTarballOf('@rinn/cli'));
if (cliTarball === undefined) {
  console.error('✖ no @rinn/cli tarball was packed');
  process.exit(1);
}
const cliManifest = JSON.parse(readFileSync(join(root, 'apps', 'cli', 'package.json'), 'utf8'));
const cliRinnDependencies = Object.keys(cliManifest.dependencies).filter((name) => name.startsWith('@rinn/'));
const cliDependencyTarballs = cliRinnDependencies.map((name) => {
  const tarball = tarballs.find(isTarballOf(name));
  if (tarball === undefined) {
    console.error(`✖ @rinn/cli depends on ${name}, which was not packed`);
    process.exit(1);
  }
  return tarball;
});
const cliDirectory = mkdtempSync(join(tmpdir(), 'rinn-cli-'));
try {
  writeFileSync(join(cliDirectory, 'package.json'), JSON.stringify({ name: 'scratch-cli', private: true }));
  run('install the rinn command from its tarball', 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', cliTarball, ...cliDependencyTarballs], { cwd: cliDirectory });
  if (existsSync(join(cliDirectory, 'node_modules', 'tsx'))) {
    console.error('✖ tsx was installed with the rinn command; the built command must not need it');
    process.exit(1);
  }
  const rinn = join(cliDirectory, 'node_modules', '.bin', 'rinn');
  const expectCli = (title, args, check, input) => {
    const output = run(title, rinn, args, { cwd: cliDirectory, input });
    const problem = check(output);
    if (problem) {
      console.error(`✖ ${title}: ${problem}\n${output}`);
      process.exit(1);
    }
  };
  expectCli('rinn --version', ['--version'], (output) => (output.trim() === cliManifest.version ? undefined : `expected ${cliManifest.version}`));
  expectCli('rinn emi --format json', ['emi', '--amount', '500000', '--rate', '10.5', '--years', '5', '--format', 'json'], (output) => {
    const result = JSON.parse(output);
    return result.emi === 10747 && result.months === 60 && result.totalPayable === 644820 ? undefined : 'expected EMI 10747 over 60 months, payable 644820';
  });
  expectCli('rinn emi --help', ['emi', '--help'], (output) => (output.startsWith('Usage: rinn emi') ? undefined : 'expected the usage of emi'));
  expectCli('rinn batch from stdin', ['batch'], (output) =>
    output.split('\r\n')[1] === '2,500000,10.5,60,10747,644820,144820,,' ? undefined : 'expected one result row for the loan',
  'amount,rate,years\n500000,10.5,5\n');
  // A batch job's size: 10,000 loans through the installed command, start-up included.
  const loans = ['amount,rate,years', ...Array.from({ length: 10_000 }, (_, index) => `${10_000 + index * 100},${(index % 28) + 2},${(index % 7) + 1}`)].join('\n');
  const started = performance.now();
  expectCli('rinn batch of 10,000 loans', ['batch', '-'], (output) => (output.split('\r\n').length === 10_002 ? undefined : 'expected 10,000 result rows'), loans);
  // A figure, not a pass mark: a timed check fails on a busy machine (speed targets live in benches).
  console.log(`  (${((performance.now() - started) / 1000).toFixed(2)} s; the target is under 2 s)`);
} finally {
  rmSync(cliDirectory, { recursive: true, force: true });
}
console.log('✔ the packed rinn command installs and runs on its own');
