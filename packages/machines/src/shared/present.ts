/**
 * A context value the machine's states guarantee is set (a session once signed in, a draft once
 * saved), for the places that read it: fails loudly if that guarantee is ever broken, instead of
 * passing `null` or `undefined` on to an effect.
 *
 * @param value - the value.
 * @param what - what it is, for the error.
 * @returns the value.
 * @throws Error when it is `null` or `undefined`.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing in this state`);
  return value;
}
