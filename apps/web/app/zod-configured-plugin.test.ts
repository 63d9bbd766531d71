// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ZOD_CONFIGURED_MODULE, zodConfigured } from './zod-configured-plugin.ts';

type Resolve = (this: { error(message: string): never }, source: string, importer: string | undefined) => string | null;

describe('zodConfigured', () => {
  const resolveId = zodConfigured().resolveId as unknown as Resolve;
  // Vite's plugin context: `this.error` stops the build with the message.
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  const resolve = (source: string, importer: string | undefined) => resolveId.call(context, source, importer);

  it('WEB-CSP-001: every zod/mini import resolves to the configuring module, except that module’s own', () => {
    expect(resolve('zod/mini', '/repo/packages/validation/src/pan.ts')).toBe(ZOD_CONFIGURED_MODULE);
    expect(resolve('zod/mini', undefined)).toBe(ZOD_CONFIGURED_MODULE);
    expect(resolve('zod/mini', ZOD_CONFIGURED_MODULE)).toBeNull();
    expect(resolve('react', '/repo/apps/web/app/root.tsx')).toBeNull();
  });

  it('WEB-CSP-001: an import of classic zod stops the build, naming the importer', () => {
    expect(() => resolve('zod', '/repo/packages/contract/src/common.ts')).toThrow(
      "/repo/packages/contract/src/common.ts imports 'zod': the web build uses 'zod/mini'",
    );
  });

  it('WEB-CSP-001: the configuring module leaves zod jitless', async () => {
    const { z } = await import('./zod-configured.ts');
    expect(z.config().jitless).toBe(true);
  });
});
