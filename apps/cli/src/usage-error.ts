/** A mistake in the command line: reported as one line on stderr with exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Exit codes of `rinn`, stable for scripts. */
export const EXIT = {
  ok: 0,
  /** The command ran and the answer is "no" (e.g. `rinn validate` of an invalid value). */
  invalid: 1,
  /** Bad arguments. */
  usage: 2,
} as const;
