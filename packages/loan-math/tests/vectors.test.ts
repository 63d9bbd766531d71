/// <reference types="node" />
// The golden vectors shipped in vectors/*.json: every case still holds for the library, and the
// files are exactly what scripts/vectors.ts generates, so they cannot go stale.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildVectorFiles, outcomeOf, ROUNDINGS, scheduleVectorOutput, VECTOR_SEED } from '../scripts/vectors.js';
import { amortizationSchedule, type AmortizationInput } from '../src/amortization.js';
import { apr, type AprInput } from '../src/apr.js';
import { balanceTransfer, type BalanceTransferInput } from '../src/balance-transfer.js';
import { emi, type EmiRounding } from '../src/emi.js';
import type { LoanTerms } from '../src/loan-terms.js';

const vectorsDir = join(import.meta.dirname, '..', 'vectors');
const onDisk = readdirSync(vectorsDir).filter((name) => name.endsWith('.json')).sort();

interface VectorFileOnDisk {
  description: string;
  function: string;
  seed: number;
  generators: string;
  generatedBy: string;
  cases: { input: unknown; output: unknown }[];
}
const read = (name: string): VectorFileOnDisk => JSON.parse(readFileSync(join(vectorsDir, name), 'utf8')) as VectorFileOnDisk;

/** Recomputes one case with the library; returns what the library gives now, to compare with the recorded output. */
const recompute: Record<string, (input: unknown) => unknown> = {
  emi: (input) => Object.fromEntries(ROUNDINGS.map((rounding: EmiRounding) => [rounding, emi({ ...(input as LoanTerms), rounding })])),
  amortizationSchedule: (input) => outcomeOf(() => scheduleVectorOutput(amortizationSchedule(input as AmortizationInput))),
  balanceTransfer: (input) => balanceTransfer(input as BalanceTransferInput),
  apr: (input) => Object.fromEntries(ROUNDINGS.map((rounding: EmiRounding) => [rounding, apr({ ...(input as AprInput), rounding })])),
};

describe('golden vectors', () => {
  it('vectors/ holds one file per calculator: EMI, amortization schedule, balance transfer and APR', () => {
    expect(onDisk).toEqual(['amortization-schedule.json', 'apr.json', 'balance-transfer.json', 'emi.json']);
    expect(onDisk.map((name) => read(name).function).sort()).toEqual(Object.keys(recompute).sort());
  });

  it.each(onDisk)('%s says what it is, its seed and how it was made, and holds tens of cases', (name) => {
    const file = read(name);
    expect(file.description).toContain(`@rinn/loan-math ${file.function}()`);
    expect(file.seed).toBe(VECTOR_SEED);
    expect(file.generatedBy).toContain('npm run vectors');
    expect(file.generators).toContain('tests/arbitraries.ts');
    expect(file.cases.length).toBeGreaterThanOrEqual(20);
    expect(file.cases.length).toBeLessThanOrEqual(100);
  });

  it.each(onDisk)('%s: the library recomputes every case exactly', (name) => {
    const file = read(name);
    const mismatches = file.cases
      .map((entry, index) => ({ index, input: entry.input, recorded: entry.output, now: recompute[file.function]?.(entry.input) }))
      .filter(({ recorded, now }) => !isDeepStrictEqual(now, recorded));
    expect(mismatches).toEqual([]);
  });

  it('regenerating the vectors gives byte-identical files (run npm run vectors -w @rinn/loan-math after changing the math)', () => {
    const generated = buildVectorFiles();
    expect(Object.keys(generated).sort()).toEqual(onDisk);
    for (const name of onDisk) expect(readFileSync(join(vectorsDir, name), 'utf8'), `vectors/${name} is stale`).toBe(generated[name]);
  });

  it('the vectors stay small enough to ship in the package (under 300 kB together)', () => {
    const bytes = onDisk.reduce((total, name) => total + statSync(join(vectorsDir, name)).size, 0);
    expect(bytes).toBeLessThan(300_000);
  });
});
