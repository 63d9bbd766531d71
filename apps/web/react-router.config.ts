import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyIslandsAssets, WEB_BUILD_DIRECTORY } from './app/islands/islands-build.ts';
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
    await copyIslandsAssets(join(reactRouterConfig.buildDirectory, 'client', 'assets'));
  },
} satisfies Config;
