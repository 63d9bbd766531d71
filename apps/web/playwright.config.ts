import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// RINN_E2E_PORT lets two runs share a machine.
const PORT = Number(process.env['RINN_E2E_PORT'] ?? 4173);
// A fresh embedded database for every run, seeded with the demo customer. Workers load this file
// again (with their own pid), so they keep the directory the runner chose, which they inherit.
const API_DATA_DIR = process.env['RINN_WEB_E2E_DATA_DIR'] ?? `${tmpdir()}/rinn-web-e2e-${process.pid}`;
process.env['RINN_WEB_E2E_DATA_DIR'] = API_DATA_DIR;
// RINN_E2E_SITE_BUILD: a web build made just before, served as it is (`npm test` passes the one its
// build step made, apps/web/build, with its pre-compressed files, as `npm start` serves it). Without
// it, a build of this run's own, so runs can share a machine: inside the workspace, because
// pre-rendering imports the server build, which must resolve react-dom from node_modules; removed
// by the teardown (a given build is not).
const GIVEN_BUILD_DIR = process.env['RINN_E2E_SITE_BUILD'] || undefined;
const BUILD_DIR = GIVEN_BUILD_DIR ?? fileURLToPath(new URL(`.e2e-builds/${basename(API_DATA_DIR)}`, import.meta.url));
if (GIVEN_BUILD_DIR === undefined) process.env['RINN_WEB_E2E_BUILD_DIR'] = BUILD_DIR;

// Debian's Chromium headless shell (package chromium-headless-shell), the same Blink and V8 build
// as its chromium package without the browser's own UI and compositor: what Playwright itself runs
// headless by default. The suite takes 406 CPU-s in it against 729 in the full browser (310 s
// against 436 s on two cores). No browser download is needed; RINN_CHROMIUM_PATH points elsewhere.
// The web benches, which measure what a visitor's browser does, launch the full one.
export const chromiumLaunch = {
  executablePath: process.env['RINN_CHROMIUM_PATH'] || '/usr/bin/chromium-headless-shell',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// A spec that fixes a phone's viewport for all its tests (`test.use({ viewport: PHONE_VIEWPORT })`)
// runs the same in both projects, so it runs once, in the mobile one.
const E2E_DIR = fileURLToPath(new URL('e2e/', import.meta.url));
const PHONE_SPECS = readdirSync(E2E_DIR).filter(
  (file) => file.endsWith('.spec.ts') && readFileSync(`${E2E_DIR}${file}`, 'utf8').includes('test.use({ viewport: PHONE_VIEWPORT })'),
);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/global-teardown.ts',
  // Two workers, one per core: a test mostly waits on Chromium and the server, so a second worker
  // nearly halves the run. Each spec file stays in one worker, its tests in order. What workers
  // share is kept apart: customers are per spec and per project (fresh or fixed mobiles), except the
  // demo customer, whose OTP sends take turns across workers (withDemoOtp in e2e/support.ts), and the
  // server's per-address limits are raised below for the run (the specs sign in from one address).
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No trace while the suite runs: recording one (a DOM snapshot at every action) took a fifth of
    // the run's CPU, on two cores that are its limit, only to be thrown away when the test passes.
    // A failure keeps its error, a screenshot and the page's accessibility snapshot
    // (error-context.md); to trace, run the failing spec again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The login spec signs the demo customer in once per run: the API refuses a second OTP within 30 s.
    { name: 'mobile', testIgnore: 'login-dashboard.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, launchOptions: chromiumLaunch } },
    { name: 'desktop', testIgnore: PHONE_SPECS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromiumLaunch } },
  ],
  // The product as `npm start` serves it: the API server from source (development SMS outbox, a
  // fresh embedded database) serving this build on the same origin, with its real headers (CSP).
  webServer: {
    command: `${GIVEN_BUILD_DIR === undefined ? 'npm run build:pages --silent && ' : ''}npm run start --silent -w @rinn/api`,
    url: `http://127.0.0.1:${PORT}/api/loans`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      RINN_DATA_DIR: API_DATA_DIR,
      RINN_WEB_BUILD_DIR: BUILD_DIR,
      RINN_SITE_DIR: `${BUILD_DIR}/client`,
      RINN_MODE: 'demo',
      RINN_SMS: 'outbox',
      RINN_LOG_LEVEL: 'warn',
      // Every spec signs customers in from 127.0.0.1: a whole run asks for more OTPs than the 20 per
      // address in 15 minutes a production client gets (OTP-003).
      RINN_OTP_SENDS_PER_ADDRESS: '1000',
      // Several specs sign the demo customer (9876543210) in within minutes of each other: more
      // than the 3 OTPs a mobile is sent in 15 minutes (OTP-003). Demo mode only.
      RINN_OTP_SENDS_PER_MOBILE: '100',
      // Two workers ask the API from 127.0.0.1 at once, near twice the requests per minute of one;
      // the limit (SEC-007, SEC-008) is tested in apps/api and deploy/, not by a browser run.
      RINN_REQUESTS_PER_MINUTE: '6000',
    },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
