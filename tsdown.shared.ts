/**
 * One build for every publishable package: ESM and CommonJS from the same sources, declarations
 * for both, no source maps (they would point at `src/`, which is not shipped). Used by each
 * package's `tsdown.config.ts`; `npm run build -w <package>` runs it, and `npm pack` runs it
 * through `prepack` (see scripts/pack/).
 */
import type { UserConfig } from 'tsdown';

export function rinnPackageBuild(entry: readonly string[]): UserConfig {
  return {
    entry: [...entry],
    format: ['esm', 'cjs'],
    // Node 20 and every browser released since 2022; BigInt and `??=` need nothing newer.
    target: 'es2022',
    platform: 'neutral',
    outDir: 'dist',
    clean: true,
    sourcemap: false,
    // The workspace tsconfig resolves sibling packages to their sources (@rinn/source), so a
    // package's declarations build without its dependencies being built first.
    tsconfig: 'tsconfig.json',
    dts: { sourcemap: false },
  };
}
