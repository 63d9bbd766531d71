#!/usr/bin/env node
// `npm run test:quick [-- <base>] [-- --all]`: the loop for the change at hand. Against HEAD by
// default (the working tree: staged, unstaged and untracked files); give a branch or commit
// (`npm run test:quick -- main`) to also take in what the branch committed.
//   1. typecheck the projects that own a changed file (Nx, so an unchanged project comes from its
//      cache). Each project's tsc reads the sources of the packages it imports, so a change is
//      checked against its callers in that project.
//   2. run, in the root Vitest, the unit tests of those projects that import a changed file,
//      directly or through other files (`vitest --changed --project …`).
// Every package is imported through its index, so a change to any package file reaches nearly every
// test of the projects depending on it, the API's database tests among them: minutes, not seconds.
// `--all` runs those too (the tests of every project that import a changed file). A change outside
// the projects (root configs, the lock file) typechecks every affected project and runs every
// affected test. The rest (dependents' typecheck, lint, builds, browser tests, the machines'
// coverage floor, pack and docs checks) is left to `npm test`, which CI runs.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps } from './run-steps.mjs';
import { workspaceProjects } from './workspace-projects.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };
const args = process.argv.slice(2);
const base = args.find((arg) => !arg.startsWith('-')) ?? 'HEAD';

if (args.includes('--help') || args.includes('-h')) {
  console.log('Usage: npm run test:quick [-- <base>] [--all]   (base: a branch or commit, HEAD by default;');
  console.log('       --all: also the tests of the projects that depend on the change)');
  process.exit(0);
}

const git = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${base}^{commit}`], { cwd: root, encoding: 'utf8' });
if (git.status !== 0) {
  console.error(`test:quick: "${base}" is not a branch or commit of this repository.`);
  process.exit(2);
}

const gitLines = (gitArgs) => {
  const result = spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${gitArgs.join(' ')} failed: ${result.stderr}`);
  return result.stdout.split('\n').filter((line) => line !== '');
};
// What Vitest's --changed takes too: the commits since base, staged, unstaged and untracked files.
const changed = [
  ...new Set([
    ...gitLines(['diff', '--name-only', `${base}...HEAD`]),
    ...gitLines(['diff', '--name-only', 'HEAD']),
    ...gitLines(['ls-files', '--others', '--exclude-standard']),
  ]),
];
if (changed.length === 0) {
  console.log(`test:quick: nothing changed since ${base}.`);
  process.exit(0);
}

const projects = workspaceProjects(root);
const owners = changed.map((file) => projects.find((project) => file.startsWith(project.dir)));
const inProjects = owners.every((owner) => owner !== undefined);
const ownerNames = [...new Set(owners.filter((owner) => owner !== undefined).map((owner) => owner.name))];
const typecheck = inProjects
  ? ['nx', 'run-many', '-t', 'typecheck', '-p', ownerNames.join(','), '--outputStyle=static']
  : ['nx', 'affected', '-t', 'typecheck', `--base=${base}`, '--outputStyle=static'];
const testedProjects = inProjects && !args.includes('--all') ? ownerNames : [];

const started = Date.now();
const steps = [
  [`typecheck ${typecheck[1] === 'affected' ? 'every project affected' : `the changed projects (${typecheck[5]})`}`, 'npx', typecheck],
  [
    `unit tests ${testedProjects.length > 0 ? `of ${testedProjects.join(', ')} ` : ''}affected since ${base}`,
    'npx',
    // Coverage stays off (vitest.config.ts): the machines' floor is measured over all their tests,
    // which npm test runs.
    [
      'vitest',
      'run',
      base === 'HEAD' ? '--changed' : `--changed=${base}`,
      ...testedProjects.map((name) => `--project=${name}`),
      '--passWithNoTests',
    ],
  ],
];

await runSteps(steps, { cwd: root, env });
console.log(`\n✔ quick checks passed in ${Math.round((Date.now() - started) / 1000)} s (npm test runs everything)`);
