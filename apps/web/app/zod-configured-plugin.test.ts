// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ZOD_CONFIGURED_MODULE, zodConfigured } from './zod-configured-plugin.ts';

type Resolve = (source: string, importer: string | undefined) => string | null;

describe('zodConfigured', () => {
  const resolve = zodConfigured().resolveId as unknown as Resolve;

  it('WEB-CSP-001: every zod import resolves to the configuring module, except that module’s own', () => {
    expect(resolve('zod', '/repo/packages/validation/src/pan.ts')).toBe(ZOD_CONFIGURED_MODULE);
    expect(resolve('zod', undefined)).toBe(ZOD_CONFIGURED_MODULE);
    expect(resolve('zod', ZOD_CONFIGURED_MODULE)).toBeNull();
    expect(resolve('react', '/repo/apps/web/app/root.tsx')).toBeNull();
    expect(resolve('zod/mini', '/repo/apps/web/app/root.tsx')).toBeNull();
  });

  it('WEB-CSP-001: the configuring module leaves zod jitless', async () => {
    const { z } = await import('./zod-configured.ts');
    expect(z.config().jitless).toBe(true);
  });
});
