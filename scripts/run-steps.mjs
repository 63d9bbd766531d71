// Runs named check steps one after another, as `npm test` and `npm run test:quick` do: each prints
// its title, and the first that fails stops the run with its exit code. At the end each step's wall
// time is printed, with the cores its processes kept busy on average (their CPU time over the wall
// time), so a slow loop shows where its minutes go and whether they were spent working or waiting.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds of this process's finished children and their waited-for descendants, from
 * /proc/self/stat (cutime + cstime); null where /proc is missing.
 *
 * @returns {number | null}
 */
function childrenCpuSeconds() {
  try {
    // The fields after the command's closing parenthesis; cutime and cstime are the 16th and 17th.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * @param {ReadonlyArray<readonly [title: string, command: string, args: readonly string[]]>} steps
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 */
export function runSteps(steps, { cwd, env }) {
  /** @type {Array<readonly [title: string, seconds: number, cpuSeconds: number | null]>} */
  const timings = [];
  for (const [title, command, args] of steps) {
    console.log(`\n▶ ${title}`);
    const startedAt = performance.now();
    const cpuBefore = childrenCpuSeconds();
    const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
    const cpuAfter = childrenCpuSeconds();
    timings.push([title, (performance.now() - startedAt) / 1000, cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore]);
    if (result.status !== 0) {
      console.error(`\n✖ ${title}: failed`);
      printTimings(timings);
      process.exit(result.status ?? 1);
    }
  }
  printTimings(timings);
}

/** @param {ReadonlyArray<readonly [title: string, seconds: number, cpuSeconds: number | null]>} timings */
function printTimings(timings) {
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
  const busy = (seconds, cpuSeconds) => (cpuSeconds === null || seconds === 0 ? '' : `${(cpuSeconds / seconds).toFixed(1).padStart(5)} cores busy  `);
  console.log('\nWall time per step:');
  for (const [title, seconds, cpuSeconds] of timings) console.log(`${seconds.toFixed(0).padStart(6)} s  ${busy(seconds, cpuSeconds)}${title}`);
  console.log(`${total.toFixed(0).padStart(6)} s  in all`);
}
