import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a file that starts with this comment has
 * every function compiled eagerly, on a background thread while the file downloads, instead of each
 * one on the main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A chunk's code with the compile hint as its first line (once).
 *
 * @param code - a JavaScript chunk as the bundler wrote it
 * @returns the same code, starting with `COMPILE_HINT`
 */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

/**
 * Marks every JavaScript chunk of the browser build for eager compilation.
 *
 * Measured on the signed-in dashboard (`npm run bench:web -- --only=dashboard`, Lighthouse's 4×
 * slower CPU): script evaluation on the main thread went from 1.6–1.8 s to 0.9–1.25 s, because
 * React DOM, the router, zod and the app are called almost wholly while a page hydrates, and
 * compiling them lazily meant compiling them on the main thread, in the middle of hydration. The
 * price is compiling the few functions a page never calls, off the main thread. Every chunk is
 * marked, not a chosen few: a content page loads its modules at the first tap (HYDRATE-001) and
 * gains as much.
 *
 * @rule HYDRATE-007 Every JavaScript chunk of the browser build starts with V8's compile hint
 *   `//# allFunctionsCalledOnLoad`, so Chromium compiles it off the main thread while it downloads;
 *   the pre-rendering (server) build is left as it is.
 * @returns the Vite plugin
 */
export function compileHints(): Plugin {
  return {
    name: 'rinn:compile-hints',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Last of all: after minification, which drops comments, and after Vite writes its preload
    // dependency map (`__vite__mapDeps`) at the top of chunks with dynamic imports.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = withCompileHint(file.code);
        }
      },
    },
  };
}
