import { tmpdir } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

const PORT = 4173;
const API_PORT = 4174;
// A fresh embedded database for every run, seeded with the demo customer.
const API_DATA_DIR = `${tmpdir()}/rinn-web-e2e-${process.pid}`;
process.env['RINN_WEB_E2E_DATA_DIR'] = API_DATA_DIR;

// Debian's Chromium, headless; no browser download is needed.
const chromiumLaunch = {
  executablePath: '/usr/bin/chromium',
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

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    // The login spec signs the demo customer in once per run: the API refuses a second OTP within 30 s.
    { name: 'mobile', testIgnore: 'login-dashboard.spec.ts', use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, launchOptions: chromiumLaunch } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromiumLaunch } },
  ],
  webServer: [
    {
      // The API server from source with its development SMS outbox, for the login and dashboard specs.
      command: 'npm run start --silent -w @rinn/api',
      cwd: '../..',
      url: `http://127.0.0.1:${API_PORT}/api/loans`,
      env: { PORT: String(API_PORT), HOST: '127.0.0.1', RINN_DATA_DIR: API_DATA_DIR, RINN_SMS: 'outbox', RINN_LOG_LEVEL: 'warn' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npx react-router build && node e2e/static-server.mjs`,
      url: `http://127.0.0.1:${PORT}/`,
      env: { PORT: String(PORT), RINN_API_ORIGIN: `http://127.0.0.1:${API_PORT}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
