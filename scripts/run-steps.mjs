// Runs named check steps one after another, as `npm test` and `npm run test:quick` do: each prints
// its title, and the first that fails stops the run with its exit code. At the end each step's wall
// time is printed, so a slow loop shows where its minutes go.
import { spawnSync } from 'node:child_process';

/**
 * @param {ReadonlyArray<readonly [title: string, command: string, args: readonly string[]]>} steps
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 */
export function runSteps(steps, { cwd, env }) {
  /** @type {Array<readonly [title: string, seconds: number]>} */
  const timings = [];
  for (const [title, command, args] of steps) {
    console.log(`\n▶ ${title}`);
    const startedAt = performance.now();
    const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
    timings.push([title, (performance.now() - startedAt) / 1000]);
    if (result.status !== 0) {
      console.error(`\n✖ ${title}: failed`);
      printTimings(timings);
      process.exit(result.status ?? 1);
    }
  }
  printTimings(timings);
}

/** @param {ReadonlyArray<readonly [title: string, seconds: number]>} timings */
function printTimings(timings) {
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log('\nWall time per step:');
  for (const [title, seconds] of timings) console.log(`${seconds.toFixed(0).padStart(6)} s  ${title}`);
  console.log(`${total.toFixed(0).padStart(6)} s  in all`);
}
