/**
 * The unit tests of every project in one Vitest process (`npx vitest run` here, or `npm run
 * test:quick` for the tests a change affects). Each project keeps its own `vitest.config.ts`
 * (conditions, environment, include globs), which `nx run <project>:test` still uses on its own;
 * this file only lists them and holds what Vitest takes from the root config alone: the number of
 * workers and coverage.
 *
 * One process instead of one per project: Vitest, Vite and the worker pool start once, and two
 * workers stay busy from the first test file to the last instead of idling at each project's tail.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { machinesCoverage } from './packages/machines/vitest.config.ts';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    // One worker per core: Vitest's default leaves one core to itself, which is one worker on a
    // 2-core machine, while this process mostly waits once the sources are transformed.
    maxWorkers: availableParallelism(),
    // Coverage is a root-only option under `projects`, and V8 counts blocks in every worker while
    // it is on, slowing the API's database tests too. So it is off here, and npm test measures the
    // machines' 95 % floor in a run of their own: `vitest run --project @rinn/machines --coverage`.
    coverage: {
      ...machinesCoverage,
      enabled: false,
      include: machinesCoverage.include.map((glob) => `packages/machines/${glob}`),
      exclude: machinesCoverage.exclude.map((glob) => `packages/machines/${glob}`),
    },
  },
});
