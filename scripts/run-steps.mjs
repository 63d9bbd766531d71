// Runs named check steps one after another, as `npm test` and `npm run test:quick` do: each prints
// its title, and the first that fails stops the run with its exit code.
import { spawnSync } from 'node:child_process';

/**
 * @param {ReadonlyArray<readonly [title: string, command: string, args: readonly string[]]>} steps
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 */
export function runSteps(steps, { cwd, env }) {
  for (const [title, command, args] of steps) {
    console.log(`\n▶ ${title}`);
    const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`\n✖ ${title}: failed`);
      process.exit(result.status ?? 1);
    }
  }
}
