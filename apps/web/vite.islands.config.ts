import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { compileHints } from './app/hydration/compile-hints.ts';
import { ISLANDS_BUILD_DIRECTORY, ISLANDS_ENTRY_SOURCE, moduleStandIn } from './app/islands/islands-build.ts';
import { zodConfigured } from './app/zod-configured-plugin.ts';

// The islands build (decision 0021): the parts of an islands page, hydrated without React Router.
// Every `react-router` import of its modules resolves to the stand-in, which implements only what
// they use; a name it lacks fails this build. It runs before `react-router build`, whose pre-render
// reads its manifest, and whose buildEnd copies its scripts into build/client/assets. The web app's
// strings resolve to a stand-in too, which loads the page's language only (ISLAND-004).
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [zodConfigured(), compileHints(), moduleStandIn(source('./app/i18n/web-strings.ts'), source('./app/islands/web-strings-stand-in.ts'))],
  resolve: {
    conditions: ['@rinn/source', ...defaultClientConditions],
    alias: [{ find: /^react-router$/, replacement: source('./app/islands/router-stand-in.ts') }],
  },
  build: {
    outDir: ISLANDS_BUILD_DIRECTORY,
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      input: { 'islands.entry': ISLANDS_ENTRY_SOURCE },
      // Every module the entry imports statically goes in one file, the entry's: a page loads them all
      // anyway, and one file compresses better than nine (2.2 kB gzip less on an article). The parts
      // loaded later import what they share with the entry from it.
      output: { codeSplitting: { groups: [{ name: 'islands.entry', tags: ['$initial'] }] } },
      // lucide-react marks its modules "use client", which means nothing outside React Server Components.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
