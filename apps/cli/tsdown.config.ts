/**
 * The published `rinn` binary: one ESM file for Node, with @rinn/loan-math, @rinn/format,
 * @rinn/validation and zod left as dependencies (installed next to it from their own tarballs).
 * No declarations and no source maps: the package is a command, not a library.
 */
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/bin.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: false,
  dts: false,
  tsconfig: 'tsconfig.json',
});
