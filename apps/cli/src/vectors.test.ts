// The published worked examples in vectors/published-examples.json, run through `rinn … --format
// json`: the CLI's figures, which are @rinn/loan-math's, must be the published ones.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { run } from './test-support.js';

const vectorFile = z.object({
  description: z.string(),
  vectors: z
    .array(
      z.object({
        name: z.string(),
        argv: z.array(z.string()).check(z.minLength(1)),
        expected: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
        decimals: z.optional(z.record(z.string(), z.int().check(z.gte(0)))),
      }),
    )
    .check(z.minLength(1)),
});

const { vectors } = vectorFile.parse(JSON.parse(readFileSync(new URL('../vectors/published-examples.json', import.meta.url), 'utf8')));

function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);
}

describe('published examples', () => {
  it.each(vectors)('$name', async ({ argv, expected, decimals }) => {
    const { stdout, stderr, exitCode } = await run([...argv, '--format', 'json']);
    expect(stderr).toBe('');
    expect(exitCode).toBe(0);
    const output: unknown = JSON.parse(stdout);
    for (const [path, value] of Object.entries(expected)) {
      const actual = at(output, path);
      const places = decimals?.[path];
      if (places === undefined) expect(actual, path).toEqual(value);
      else expect(Number((actual as number).toFixed(places)), path).toBe(value);
    }
  });

  it('every example names the rule or source it comes from', () => {
    for (const { name } of vectors) expect(name).toMatch(/^([A-Z]+-\d{3}|KFS)/);
  });
});
