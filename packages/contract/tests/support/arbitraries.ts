import { fc } from '@fast-check/vitest';

/** Valid Indian mobiles: 10 digits starting 6 to 9, never all nines. */
export const mobileArbitrary = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 }))
  .map(([first, rest]) => first + rest)
  .filter((mobile) => mobile !== '9999999999');

/** Valid 4-digit OTPs. */
export const otpArbitrary = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 4, maxLength: 4 });

/** Valid opaque ids. */
export const idArbitrary = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'),
  minLength: 1,
  maxLength: 64,
});

/** Valid opaque tokens. */
export const tokenArbitrary = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-'),
  minLength: 16,
  maxLength: 200,
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path from the root to a primitive leaf (string, number, boolean) of a JSON value. */
export function leafPaths(value: unknown, prefix: ReadonlyArray<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return value === null ? [] : [[...prefix]];
}

/** A deep copy of `value` with the leaf at `path` replaced. */
export function replaceAt(value: unknown, path: ReadonlyArray<string | number>, replacement: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as Json;
  if (path.length === 0) return replacement;
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = replacement;
  return copy;
}

/**
 * Values no primitive field accepts: whatever a string, number, boolean, enum or literal field
 * expects, a structure in its place must be refused.
 */
export const structureArbitrary = fc.constantFrom<unknown>({}, [], { mutated: true }, [1, 2]);
