import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module every `zod/mini` import of the web build resolves to (app/zod-configured.ts). */
export const ZOD_CONFIGURED_MODULE = fileURLToPath(new URL('./zod-configured.ts', import.meta.url));

/**
 * Resolves every `zod/mini` import to `app/zod-configured.ts`, which configures zod through its
 * public `z.config` before re-exporting it; only that module's own import reaches the package. The
 * classic `zod` entry is refused: its schemas carry every method and the JSON Schema converter, about
 * 17 kB gzip more than the same schemas in `zod/mini` (decision 0020).
 *
 * @rule WEB-CSP-001 No zod schema of the web build is built before zod is configured `jitless`:
 *   every `zod/mini` import resolves to the module that configures it, so no page probes
 *   `new Function` against its Content-Security-Policy.
 * @returns the Vite plugin
 */
export function zodConfigured(): Plugin {
  return {
    name: 'rinn:zod-configured',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'zod') {
        this.error(`${importer ?? 'an entry'} imports 'zod': the web build uses 'zod/mini' (decision 0020)`);
      }
      if (source !== 'zod/mini' || importer === ZOD_CONFIGURED_MODULE) return null;
      return ZOD_CONFIGURED_MODULE;
    },
  };
}
