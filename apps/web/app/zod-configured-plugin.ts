import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module every `zod` import of the web build resolves to (app/zod-configured.ts). */
export const ZOD_CONFIGURED_MODULE = fileURLToPath(new URL('./zod-configured.ts', import.meta.url));

/**
 * Resolves every `zod` import to `app/zod-configured.ts`, which configures zod through its public
 * `z.config` before re-exporting it; only that module's own import reaches the package.
 *
 * @rule WEB-CSP-001 No zod schema of the web build is built before zod is configured `jitless`:
 *   every `zod` import resolves to the module that configures it, so no page probes `new Function`
 *   against its Content-Security-Policy.
 * @returns the Vite plugin
 */
export function zodConfigured(): Plugin {
  return {
    name: 'rinn:zod-configured',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || importer === ZOD_CONFIGURED_MODULE) return null;
      return ZOD_CONFIGURED_MODULE;
    },
  };
}
