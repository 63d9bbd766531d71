// Runs named check steps one after another, as `npm test` and `npm run test:quick` do: each prints
// its title, and the first that fails stops the run with its exit code. At the end each step's wall
// time is printed, with the cores its processes kept busy on average (their CPU time over the wall
// time), so a slow loop shows where its minutes go and whether they were spent working or waiting.
// A step may be several commands run side by side (each a single-threaded process that would leave
// the other core idle); their output is printed whole, one command after the other, as each ends.
import { spawn } from 'node:child_process';
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

/** @typedef {readonly [command: string, args: readonly string[]]} Command */
/** @typedef {readonly [title: string, command: string, args: readonly string[]] | readonly [title: string, side: readonly Command[]]} Step */

/**
 * Runs one command with the terminal as its output; resolves with its exit code.
 *
 * @param {Command} command
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<number>}
 */
function runInherited([command, args], { cwd, env }) {
  return new Promise((resolve) => {
    spawn(command, args, { cwd, env, stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs one command beside others: its output is kept and printed whole when it ends, so the
 * commands' lines do not interleave; resolves with its exit code.
 *
 * @param {Command} command
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<number>}
 */
function runBuffered([command, args], { cwd, env }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`$ ${command} ${args.join(' ')}\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

/**
 * @param {ReadonlyArray<Step>} steps
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 * @returns {Promise<void>} resolves when every step passed; exits the process on the first failure
 */
export async function runSteps(steps, options) {
  /** @type {Array<readonly [title: string, seconds: number, cpuSeconds: number | null]>} */
  const timings = [];
  for (const step of steps) {
    const title = step[0];
    console.log(`\n▶ ${title}`);
    const startedAt = performance.now();
    const cpuBefore = childrenCpuSeconds();
    const codes =
      step.length === 3
        ? [await runInherited([step[1], step[2]], options)]
        : await Promise.all(step[1].map((command) => runBuffered(command, options)));
    const cpuAfter = childrenCpuSeconds();
    timings.push([title, (performance.now() - startedAt) / 1000, cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore]);
    const failed = codes.find((code) => code !== 0);
    if (failed !== undefined) {
      console.error(`\n✖ ${title}: failed`);
      printTimings(timings);
      process.exit(failed);
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
