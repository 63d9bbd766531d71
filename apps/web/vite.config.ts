import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { chunkGroups } from './app/hydration/chunk-plan.ts';
import { compileHints } from './app/hydration/compile-hints.ts';
import { islandsBuildModule } from './app/islands/islands-build.ts';
import { zodConfigured } from './app/zod-configured-plugin.ts';

// Workspace packages are consumed as TypeScript source through the `@rinn/source` export
// condition, in the browser bundle and in the pre-rendering server bundle alike.
export default defineConfig({
  plugins: [zodConfigured(), reactRouter(), compileHints(), chunkGroups(), islandsBuildModule()],
  resolve: { conditions: ['@rinn/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@rinn/source', ...defaultServerConditions], externalConditions: ['@rinn/source'] },
    noExternal: [/^@rinn\//],
  },
});
