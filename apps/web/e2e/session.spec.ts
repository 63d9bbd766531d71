import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import type { StoredSession } from '@rinn/api-client';
import { SESSION_STORAGE_KEY } from '../app/session/browser-token-store.ts';
import { apiOtpLogin, headerMenuToggle, seriousViolations, storeSession } from './support.ts';

// Customers of its own, one per project (each is created by its first OTP login), so this spec
// never meets the 30-second OTP cooldown of the demo customer or of another project's run.
const MOBILE_BY_PROJECT: Readonly<Record<string, string>> = { mobile: '9123456780', desktop: '9123456781' };

/** Signs this project's customer in through the API and returns what the web app stores. */
function apiLogin(request: APIRequestContext, project: string): Promise<StoredSession> {
  return apiOtpLogin(request, MOBILE_BY_PROJECT[project] ?? '9123456782');
}

/**
 * The same access token, already expired: re-signed with the API server's development key (kept in
 * its data directory), as the server would have issued it 16 minutes ago.
 */
function expiredCopyOf(accessToken: string): string {
  const secrets = JSON.parse(readFileSync(join(process.env['RINN_WEB_E2E_DATA_DIR'] ?? '', 'dev-secrets.json'), 'utf8')) as { tokenSecret: string };
  const [header = '', payload = ''] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 16 * 60, exp: now - 60 })).toString('base64url');
  const signature = createHmac('sha256', secrets.tokenSecret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

async function storedSession(page: Page): Promise<StoredSession | null> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as StoredSession | null, SESSION_STORAGE_KEY);
}

test('the dashboard greets the stored customer before any module has run, and warms Intl in a worker', async ({ page }) => {
  const stored: StoredSession = {
    token: 'not-checked-before-the-modules-run',
    refreshToken: 'not-checked',
    sessionToken: 'not-checked',
    user: { mobile: '9123456789', name: { firstName: 'Asha', lastName: 'Rao' } },
    autoLogin: false,
  };
  await storeSession(page, stored);
  // No module may load: what the heading says comes from the inline painter alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  const warmUp = page.waitForRequest((request) => new URL(request.url()).pathname === '/intl-warm-up.js');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Asha Rao');
  await warmUp;
  await page.goto('/hi/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('स्वागत है, Asha Rao');
});

test('FIRST-CALL-002 the dashboard sends its applications request before any module, once, and shows its answer', async ({ page, request }, testInfo) => {
  // A customer of its own per project, as above.
  const mobile = testInfo.project.name === 'mobile' ? '9123456785' : '9123456786';
  await storeSession(page, await apiOtpLogin(request, mobile));
  // The page the session was stored from has loaded all it will: what follows is the dashboard's.
  await page.waitForLoadState('networkidle');
  // The head's script runs under the page's Content-Security-Policy, admitted by its hash.
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`));
  });
  const sent: string[] = [];
  page.on('request', (made) => {
    const { pathname } = new URL(made.url());
    if (pathname === '/api/application') sent.push('applications');
    else if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) sent.push('module');
  });
  await page.goto('/dashboard');
  await expect(headerMenuToggle(page, 'My Account')).toBeVisible();
  await expect(page.getByTestId('dashboard-skeleton')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Sent by the page's head before the first module was asked for, and not again by the page's load.
  expect(sent[0]).toBe('applications');
  expect(sent.filter((what) => what === 'applications')).toHaveLength(1);
  expect(sent).toContain('module');
  expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations)).toEqual([]);
});

test('the signed-in dashboard does not move while the session, the avatar and the applications arrive (no layout shift)', async ({ page, request }, testInfo) => {
  // A customer of its own per project: the other tests here sign this project's customer in too, within the OTP cooldown.
  const mobile = testInfo.project.name === 'mobile' ? '9123456783' : '9123456784';
  await storeSession(page, await apiOtpLogin(request, mobile));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { __layoutShifts?: number[] }).__layoutShifts = shifts;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/dashboard');
  await expect(headerMenuToggle(page, 'My Account')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your applications' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __layoutShifts?: number[] }).__layoutShifts)).toEqual([]);
});

test('an auto-login link with a token the API does not know goes home with the login open (#myaccount)', async ({ page }) => {
  await page.goto('/dashboard?autoLogin=true&userMobile=9876543210&userToken=link-token-nobody-issued');
  await expect(page).toHaveURL(/\/#myaccount$/);
  await expect(page.getByRole('dialog', { name: 'Hi, Welcome to Rinn' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an expired access token is refreshed on the dashboard; a refused refresh token logs out to #myaccount', async ({ page, request }, testInfo) => {
  const session = await apiLogin(request, testInfo.project.name);
  await storeSession(page, { ...session, token: expiredCopyOf(session.token) });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome/);
  await expect(headerMenuToggle(page, 'My Account')).toBeVisible();
  // The greeting comes from the stored session at once; the applications arrive after the refresh.
  await expect(page.getByRole('heading', { name: 'Your applications' })).toBeAttached();
  const refreshed = await storedSession(page);
  expect(refreshed?.sessionToken).toBe(session.sessionToken);
  expect(refreshed?.refreshToken).not.toBe(session.refreshToken);
  expect(refreshed?.token).not.toBe(expiredCopyOf(session.token));

  // The used refresh token again, once its 10 s reuse grace (SESS-005) has passed: the API refuses
  // it (and revokes the session), so the app logs out.
  await page.waitForTimeout(10_500);
  await storeSession(page, { ...session, token: expiredCopyOf(session.token) });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/#myaccount$/);
  await expect(page.getByRole('dialog', { name: 'Hi, Welcome to Rinn' })).toBeVisible();
  await expect(headerMenuToggle(page, 'Login')).toBeVisible();
  expect(await storedSession(page)).toBeNull();
});
