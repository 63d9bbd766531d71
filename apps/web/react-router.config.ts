import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ISLANDS_BUILD_DIRECTORY, WEB_BUILD_DIRECTORY } from './app/islands/islands-build.ts';
import type { Config } from '@react-router/dev/config';
import { APP_ROUTES_FILE, appRoutesManifest, prerenderPaths } from './app/prerender-paths.ts';

// A static site: every page is pre-rendered to build/client/**/index.html and hydrates in the
// browser; app routes with no pre-rendered page are served the SPA fallback
// (build/client/__spa-fallback.html), and which paths those are is written beside the pages so the
// server need not know the route table.
export default {
  appDirectory: 'app',
  buildDirectory: WEB_BUILD_DIRECTORY,
  ssr: false,
  prerender: () => [...prerenderPaths()],
  buildEnd: async ({ reactRouterConfig }) => {
    const manifestFile = join(reactRouterConfig.buildDirectory, 'client', APP_ROUTES_FILE);
    await writeFile(manifestFile, `${JSON.stringify(appRoutesManifest(), null, 2)}\n`);
    // The islands build's scripts, and the stylesheets its lazy parts load with them, which its
    // pages ask for from /assets (decision 0021).
    const islandsAssets = join(ISLANDS_BUILD_DIRECTORY, 'assets');
    const clientAssets = join(reactRouterConfig.buildDirectory, 'client', 'assets');
    const routerAssets = new Set(await readdir(clientAssets));
    for (const file of await readdir(islandsAssets)) {
      if (!file.endsWith('.js') && !file.endsWith('.css')) continue;
      // A name both builds wrote is the same content (names carry its hash); anything else would be a clash.
      if (routerAssets.has(file) && !(await readFile(join(islandsAssets, file))).equals(await readFile(join(clientAssets, file)))) {
        throw new Error(`The islands build and React Router's both wrote assets/${file}, with different content.`);
      }
      await copyFile(join(islandsAssets, file), join(clientAssets, file));
    }
  },
} satisfies Config;
