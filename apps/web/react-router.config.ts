import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/prerender-paths.ts';

// A static site: every page is pre-rendered to build/client/**/index.html and hydrates in the
// browser; anything not pre-rendered is served the SPA fallback (build/client/__spa-fallback.html).
export default {
  appDirectory: 'app',
  ssr: false,
  prerender: () => [...prerenderPaths()],
} satisfies Config;
