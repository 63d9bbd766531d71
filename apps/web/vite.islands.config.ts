import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { compileHints } from './app/hydration/compile-hints.ts';
import { ISLANDS_BUILD_DIRECTORY, ISLANDS_ENTRY_SOURCE } from './app/islands/islands-build.ts';
import { zodConfigured } from './app/zod-configured-plugin.ts';

// The islands build (decision 0021): the parts of an islands page, hydrated without React Router.
// Every `react-router` import of its modules resolves to the stand-in, which implements only what
// they use; a name it lacks fails this build. It runs before `react-router build`, whose pre-render
// reads its manifest, and whose buildEnd copies its scripts into build/client/assets.
export default defineConfig({
  plugins: [zodConfigured(), compileHints()],
  resolve: {
    conditions: ['@rinn/source', ...defaultClientConditions],
    alias: [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./app/islands/router-stand-in.ts', import.meta.url)) }],
  },
  build: {
    outDir: ISLANDS_BUILD_DIRECTORY,
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      input: { 'islands.entry': ISLANDS_ENTRY_SOURCE },
      // lucide-react marks its modules "use client", which means nothing outside React Server Components.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
