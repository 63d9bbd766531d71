/// <reference types="node" />
// Reads the package's own sources, so it lives outside src/ where Node built-ins are not banned.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = join(import.meta.dirname, '..', 'src');
const sources = readdirSync(sourceDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => ({ name, text: readFileSync(join(sourceDir, name), 'utf8') }));

/** Shapes hand-written digit grouping takes: look-aheads over digit runs, fixed-width slicing, joining with commas. */
const HAND_ROLLED = [/\(\?=\(\\d/, /\\B\(\?=/, /\.slice\(-3\)/, /\.substring\([^)]*-\s*3\)/, /join\(\s*['"],['"]\s*\)/, /,\$\d/];

describe('grouping is left to Intl', () => {
  it('FMT-001: no source file of @rinn/format groups digits by hand', () => {
    expect(sources.length).toBeGreaterThan(0);
    for (const { name, text } of sources) {
      for (const pattern of HAND_ROLLED) expect({ name, handRolled: pattern.test(text) }).toEqual({ name, handRolled: false });
    }
  });
});
