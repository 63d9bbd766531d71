import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import type { StoredSession } from '@rinn/api-client';
import { DEFERRED_MODULE_SCRIPT_ID, type HydrationRecord } from '../app/hydration/hydration-trigger.ts';
import { SESSION_STORAGE_KEY } from '../app/session/browser-token-store.ts';

// What several specs need: the axe check, hydration of a page that hydrates on demand, a
// customer signed in through the API, and a chunk cut off as a dropped connection would.

/**
 * Refuses the requests the pattern matches, as a dropped connection would, until `reconnect`.
 *
 * @param page - the page whose requests to refuse
 * @param pattern - the URLs to refuse, a glob as `page.route` takes it
 * @returns how many were refused, and what lets them through again
 */
export async function cutOff(page: Page, pattern: string): Promise<{ readonly refused: () => number; readonly reconnect: () => void }> {
  let offline = true;
  let refused = 0;
  await page.route(pattern, async (route) => {
    if (offline) {
      refused += 1;
      await route.abort('connectionrefused');
      return;
    }
    await route.continue();
  });
  return {
    refused: () => refused,
    reconnect: () => {
      offline = false;
    },
  };
}

/**
 * The serious and critical axe violations on the page, each as its rule id and the elements it
 * found, so that a failure names what to fix.
 *
 * @param page - the page as it is now
 * @returns one line per violation; empty when none
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Hydrates a pre-rendered page the way a visitor would, with a key press no widget answers (Shift),
 * and waits until React has taken over. An app shell hydrates by itself once painted; the key press
 * changes nothing there, and a client-side page (no deferred script) needs nothing.
 *
 * @param page - a loaded page
 */
export async function hydrateWithNeutralKey(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(
    (deferredScriptId) =>
      document.getElementById(deferredScriptId) === null || (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.hydrated === true,
    DEFERRED_MODULE_SCRIPT_ID,
  );
}

/**
 * Signs a customer in through the API, as the login modal does, with the OTP read from the
 * development outbox.
 *
 * @param request - the spec's API request context
 * @param mobile - the customer's mobile (created by its first login)
 * @returns what the web app stores after a login
 */
export async function apiOtpLogin(request: APIRequestContext, mobile: string): Promise<StoredSession> {
  const sent = await request.post('/api/otp-v2', { data: { mobile } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { data: otp } = (await sent.json()) as { data: { referenceId: string } };
  const outbox = (await (await request.get(`/api/dev/outbox?mobile=${mobile}`)).json()) as { data: { messages: { body: string; createdAt: string }[] } };
  const newest = [...outbox.data.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const code = newest?.body.match(/\b(\d{4})\b/)?.[1] ?? '';
  const verified = await request.put('/api/otp-v2', { data: { value: { otp: code }, mobile, referenceId: otp.referenceId } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { data } = (await verified.json()) as { data: Omit<StoredSession, 'autoLogin'> };
  return { token: data.token, refreshToken: data.refreshToken, sessionToken: data.sessionToken, user: data.user, autoLogin: false };
}

/**
 * Puts a session where the web app keeps it, from a same-origin page that loads no session of
 * its own (the expired-link page).
 *
 * @param page - the spec's page
 * @param session - the session to store
 */
export async function storeSession(page: Page, session: StoredSession): Promise<void> {
  await page.goto('/expired-link');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [SESSION_STORAGE_KEY, JSON.stringify(session)] as const);
}

/**
 * A header menu's toggle by its name ("Login", the signed-in "My account"): a `<summary>`, which
 * has no button role, so the menu opens before hydration and with no JavaScript.
 */
export function headerMenuToggle(page: Page, name: string): Locator {
  return page.locator('.site-header summary').filter({ hasText: name });
}

/** The demo customer the API server seeds (apps/api DEMO_CUSTOMER); several specs sign it in. */
export const DEMO_MOBILE = '9876543210';

/** The API refuses a second OTP to a mobile within 30 s (OTP-002); one second more for the clocks. */
const OTP_RESEND_WAIT_MS = 31_000;

/**
 * Runs `send`, which asks for an OTP to the demo customer's mobile and reads it from the outbox,
 * alone among the run's workers and at least 30 s after the previous one. The specs that sign the
 * demo customer in run in parallel workers; without this, one's send could fall within another's
 * resend wait, or one could read the code another asked for. A lock directory in the run's data
 * directory (which every worker shares) keeps the sends apart, and a file there says when the last
 * one went.
 *
 * @param send - sends the OTP and reads it (and may verify it), then resolves
 * @returns what `send` resolves to
 */
export async function withDemoOtp<T>(send: () => Promise<T>): Promise<T> {
  const directory = process.env['RINN_WEB_E2E_DATA_DIR'] ?? '';
  const lock = join(directory, 'demo-otp.lock');
  const sentAt = join(directory, 'demo-otp-sent-at');
  const queuedAt = Date.now();
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      // A worker that died holding the lock (its test timed out) leaves it behind: after two
      // minutes nobody still holds it, since a send waits at most 31 s.
      const held = await stat(lock).catch(() => null);
      if (held !== null && Date.now() - held.mtimeMs > 120_000) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    const last = Number(await readFile(sentAt, 'utf8').catch(() => '0'));
    const wait = last + OTP_RESEND_WAIT_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Waiting for the turn is none of the test's own work: its time is added to the test's timeout.
    const { timeout } = test.info();
    if (timeout > 0) test.info().setTimeout(timeout + (Date.now() - queuedAt));
    try {
      return await send();
    } finally {
      await writeFile(sentAt, String(Date.now()));
    }
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** How long no script may be asked for before a page's hydration counts as done loading. */
const SCRIPTS_QUIET_MS = 500;

/**
 * gzip (level 9, as the server compresses) of every script a page loads to hydrate, by file name:
 * a key press that no widget answers (Shift) starts hydration on demand and nothing else.
 *
 * @param page - the spec's page
 * @param request - the spec's API request context, to fetch each script again
 * @param path - the page to load
 * @returns each script's gzip size, by its path
 */
export async function scriptsOnHydration(page: Page, request: APIRequestContext, path: string): Promise<Map<string, number>> {
  const urls = new Set<string>();
  const pending = new Set<Request>();
  let lastActivityAt = Date.now();
  const track = (sent: Request) => {
    if (sent.resourceType() !== 'script') return;
    urls.add(sent.url());
    pending.add(sent);
    lastActivityAt = Date.now();
  };
  const settle = (done: Request) => {
    if (pending.delete(done)) lastActivityAt = Date.now();
  };
  page.on('request', track);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => (window as { __rinnHydration?: { hydrated: boolean } }).__rinnHydration?.hydrated === true);
  // A part in a chunk of its own (the personal-loan calculator) asks for its modules in waves, one
  // after its chunk has run: no request in flight for a moment does not mean the last wave has gone.
  await expect.poll(() => pending.size === 0 && Date.now() - lastActivityAt >= SCRIPTS_QUIET_MS).toBe(true);
  page.off('request', track);
  page.off('requestfinished', settle);
  page.off('requestfailed', settle);
  const sizes = new Map<string, number>();
  for (const url of urls) sizes.set(new URL(url).pathname, gzipSync(await (await request.get(url)).body(), { level: 9 }).length);
  return sizes;
}

/** The sum of the sizes {@link scriptsOnHydration} gives. */
export const totalOf = (sizes: Map<string, number>): number => [...sizes.values()].reduce((sum, size) => sum + size, 0);
