import { defineConfig } from '@playwright/test';
import e2e, { chromiumLaunch } from './playwright.config.ts';

// `npm run gallery` (root): screenshots of every kind of page at a phone's and a laptop's width, in
// English and Hindi, for looking at the design (README, "Design system"). It builds and starts the
// site exactly as the browser tests do (their config's web server, port RINN_E2E_PORT, throw-away
// build and database), but runs only gallery/*.gallery.ts, which the e2e run (e2e/*.spec.ts) never
// picks up. The pictures go to the repository's gallery/ folder (ignored by git).
export default defineConfig({
  ...e2e,
  testDir: 'gallery',
  testMatch: '**/*.gallery.ts',
  reporter: [['list']],
  timeout: 120_000,
  use: { ...e2e.use, trace: 'off' },
  projects: [{ name: 'gallery', use: { launchOptions: chromiumLaunch } }],
});
