import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild, defaultClientConditions, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

// The cost of one check for an integrator: a minified browser bundle of `validators.pan` from the
// zod-free entry, built the way an app would build it. Vite (Rolldown) drops the validators the
// app does not use; esbuild keeps the whole `validators` namespace, so its figure is printed for
// comparison only.
const PAN_ONLY = "import { validators } from '@rinn/validation/plain';\nconsole.log(validators.pan('ABCPE1234F'));\n";
const ENTRY_ID = 'virtual:pan-only';
const BUDGET_BYTES = 3 * 1024;

async function viteBundle(): Promise<string> {
  const result = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    resolve: { conditions: ['@rinn/source', ...defaultClientConditions] },
    plugins: [{ name: 'pan-only-entry', resolveId: (id) => (id.endsWith(ENTRY_ID) ? ENTRY_ID : undefined), load: (id) => (id === ENTRY_ID ? PAN_ONLY : undefined) }],
    build: { write: false, minify: true, lib: { entry: ENTRY_ID, formats: ['es'], fileName: 'pan-only' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) => output.output).map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('');
}

async function esbuildBundle(): Promise<string> {
  const result = await esbuild({
    stdin: { contents: PAN_ONLY, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@rinn/source'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('bundle size', () => {
  it('a Vite bundle of validators.pan from @rinn/validation/plain is at most 3 kB gzip, with no zod', async () => {
    const [vite, esbuildText] = await Promise.all([viteBundle(), esbuildBundle()]);
    const viteBytes = gzipSync(vite).length;
    console.log(`validators.pan from @rinn/validation/plain: Vite ${viteBytes} B gzip; esbuild ${gzipSync(esbuildText).length} B gzip`);
    for (const text of [vite, esbuildText]) expect(text).not.toMatch(/ZodString|\$ZodType/);
    expect(vite).toContain('ABCPE1234F');
    expect(viteBytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
