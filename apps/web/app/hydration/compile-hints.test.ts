import fc from 'fast-check';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, withCompileHint } from './compile-hints.ts';

describe('compile hints', () => {
  it('HYDRATE-007: any chunk starts with the hint exactly once, its code unchanged after it', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const hinted = withCompileHint(code);
        expect(hinted.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
        expect(hinted.slice(COMPILE_HINT.length + 1)).toBe(code.startsWith(COMPILE_HINT) ? code.slice(COMPILE_HINT.length + 1) : code);
        expect(withCompileHint(hinted)).toBe(hinted);
      }),
    );
  });

  it('HYDRATE-007: the plugin marks the JavaScript chunks of the browser build only, and leaves other files alone', () => {
    const plugin = compileHints();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
    expect(plugin.apply).toBe('build');

    const bundle = {
      'assets/entry.client-1.js': { type: 'chunk', code: 'import"./react-1.js";' },
      'assets/root-1.css': { type: 'asset', source: 'body{margin:0}' },
    } as unknown as Rolldown.OutputBundle;
    const generateBundle = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: Rolldown.OutputBundle) => void };
    expect(generateBundle.order).toBe('post');
    generateBundle.handler({}, bundle);
    expect(bundle['assets/entry.client-1.js']).toMatchObject({ code: `${COMPILE_HINT}\nimport"./react-1.js";` });
    expect(bundle['assets/root-1.css']).toMatchObject({ source: 'body{margin:0}' });
  });
});
