import { formatRupees } from '@rinn/format';
import { loanSummary } from '@rinn/loan-math';
import { expect, test, type Page, type Response } from './fixtures.ts';
import { COMPILE_HINT } from '../app/hydration/compile-hints.ts';
import type { HydrationRecord } from '../app/hydration/hydration-trigger.ts';
import { headerMenuToggle } from './support.ts';

// Hydration when idle (apps/web/app/hydration): a pre-rendered page loads its modules once the
// browser is idle after its load event; nothing is held meanwhile: links (the calculator's tabs and
// the chat launcher among them) work natively, and what is typed stays typed.

/** Paths of the scripts the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('HYDRATE-001: a content page requests no script before its load event, then hydrates by itself when idle', async ({ page }) => {
  await page.goto('/used-car-loan');
  await page.waitForFunction(() => (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.hydrated === true);
  const loading = await page.evaluate(() => ({
    cause: (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.cause,
    loadEventStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? Number.NaN,
    firstModuleRequested: Math.min(...performance.getEntriesByType('resource').flatMap((entry) => (/\/assets\/[^/]+\.js$/.test(entry.name) ? [entry.startTime] : []))),
  }));
  expect(loading.cause).toBe('idle');
  expect(loading.firstModuleRequested).toBeGreaterThanOrEqual(loading.loadEventStart);

  // Hydrated before the visitor reached for it: the first tap goes to React at once.
  expect(loading.firstModuleRequested).toBeGreaterThan(0);
  // Escape closing the Login menu is React's (the browser only toggles a details menu).
  await headerMenuToggle(page, 'Login').click();
  await expect(page.getByRole('link', { name: 'As a Customer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'As a Customer' })).toBeHidden();
  await expect(headerMenuToggle(page, 'Login')).toBeFocused();
});

test('HYDRATE-002: a link clicked before hydration is followed at once, not held for the modules', async ({ page }) => {
  // Modules that take 10 s to arrive: the page is still HTML when the link is clicked.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/used-car-loan');
  await page.getByRole('link', { name: 'Rinn — home' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 5_000 });
});

// A routed page, and an islands page, which loads the islands entry instead (decision 0021).
for (const { path, entry } of [
  { path: '/bt-calculator?utm_source=newsletter', entry: '/assets/entry.client' },
  { path: '/used-car-loan?utm_source=newsletter', entry: '/assets/islands.entry' },
]) {
  test(`HYDRATE-001: an address with a query or a hash hydrates by itself (the HTML cannot show its state): ${path}`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => script.startsWith(entry))).toBe(true);
  });
}

/** Holds every module of the app back this long, so that the page is still plain HTML when the visitor acts. */
async function slowModules(page: Page, delayMs: number): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined);
  });
}

const hydrated = (page: Page) => page.evaluate(() => (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.hydrated ?? false);

test('HYDRATE-009: figures typed before hydration reach the calculator', async ({ page }) => {
  // Slow the modules down so that all the typing lands before React has hydrated.
  await slowModules(page, 1_500);
  await page.goto('/emi-calculator');
  const amount = page.getByRole('textbox', { name: 'Loan Amount' });
  await amount.fill('6,00,000');
  await page.getByRole('textbox', { name: 'Tenure' }).fill('3');
  const expected = loanSummary({ principal: 600_000, annualRatePercent: Number(await page.getByRole('textbox', { name: 'Interest Rate' }).inputValue()), months: 36 });
  expect(await hydrated(page)).toBe(false);
  await expect(page.getByTestId('emi')).toHaveText(formatRupees(expected.emi, { locale: 'en' }), { timeout: 15_000 });
  await expect(amount).toHaveValue('6,00,000');
  await expect(page.getByRole('textbox', { name: 'Tenure' })).toHaveValue('3');
});

test('HYDRATE-009: a search typed before hydration is searched for once hydrated', async ({ page }) => {
  await slowModules(page, 1_500);
  await page.goto('/resources/search');
  await page.getByRole('searchbox').fill('emi');
  expect(await hydrated(page)).toBe(false);
  await page.waitForFunction(() => (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.hydrated === true, undefined, { timeout: 15_000 });
  await expect(page.getByRole('searchbox')).toHaveValue('emi');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/resources\/search\?blog=emi$/);
  await expect(page.getByRole('heading', { name: /“emi”/ })).toBeVisible();
});

test('HYDRATE-002: an article\'s offer form submitted before hydration opens the journey with the mobile, as the app would', async ({ page }) => {
  await slowModules(page, 5_000);
  await page.goto('/resources/how-emi-is-calculated');
  const form = page.getByRole('region', { name: 'check your offer in 15 seconds' });
  await form.getByLabel('Mobile number', { exact: true }).fill('9876543210');
  expect(await hydrated(page)).toBe(false);
  await form.getByRole('button', { name: 'Check your offer' }).click();
  // The journey itself may load at its own pace.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(page).toHaveURL(/\/journey\?productsId=\d+&vendorsId=\d+&mobileNumber=9876543210(&product=[a-z-]+)?$/, { timeout: 5_000 });
  await expect(page.getByLabel('Enter Mobile Number', { exact: true })).toHaveValue('9876543210', { timeout: 20_000 });
});

test('HYDRATE-002: an article\'s share button tapped before hydration is a link: the share address opens in a new window', async ({ page, context }) => {
  // No network leaves this machine: the share address answers from here.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await slowModules(page, 5_000);
  await page.goto('/resources/how-emi-is-calculated');
  const share = page.getByRole('group', { name: 'Share' });
  expect(await hydrated(page)).toBe(false);
  const [popup] = await Promise.all([page.waitForEvent('popup'), share.getByRole('link', { name: 'WhatsApp' }).click()]);
  await expect(popup).toHaveURL(/^https:\/\/wa\.me\/\?text=.*how-emi-is-calculated/);
  expect(await hydrated(page)).toBe(false);
  await expect(page).toHaveURL(/\/resources\/how-emi-is-calculated$/);
});

test('HYDRATE-002, SHARE-001: once hydrated, a share link is the share machine\'s: on a desktop one new window, the page kept', async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.goto('/resources/how-emi-is-calculated');
  await page.waitForFunction(() => (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.hydrated === true);
  // Both projects are desktop Chrome (a fine pointer that hovers), which SHARE-001 calls a desktop.
  expect(await page.evaluate(() => window.matchMedia('(hover: hover) and (pointer: fine)').matches)).toBe(true);
  const popups: Page[] = [];
  context.on('page', (opened) => popups.push(opened));
  await page.getByRole('group', { name: 'Share' }).getByRole('link', { name: 'WhatsApp' }).click();
  await expect.poll(() => popups.length).toBe(1);
  await expect(popups[0]!).toHaveURL(/^https:\/\/wa\.me\//);
  // The link's own new window is not opened beside the machine's.
  await page.waitForTimeout(1_000);
  expect(popups).toHaveLength(1);
  await expect(page).toHaveURL(/\/resources\/how-emi-is-calculated$/);
});

test('HYDRATE-002: a calculator tab tapped before hydration is a link: the page opens on that tab, the other kept hidden until then', async ({ page }) => {
  await slowModules(page, 3_000);
  await page.goto('/emi-calculator');
  await page.getByRole('tab', { name: 'Used car loan' }).click();
  await expect(page).toHaveURL(/\/emi-calculator\?tab=used$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The pre-rendered New car calculator keeps its place, hidden, until the app shows the Used car tab (SHARE-PAINT-002).
  expect(await hydrated(page)).toBe(false);
  await expect(page.getByTestId('principal')).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Used car loan' })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('principal')).toHaveText(formatRupees(10_000, { locale: 'en' }));
  await expect(page.getByTestId('principal')).toBeVisible();
});

test('HYDRATE-002: an FAQ hub topic tapped before hydration is a link: the page opens on that topic', async ({ page }) => {
  await slowModules(page, 3_000);
  await page.goto('/resources/faq/personal-loan');
  const second = page.getByRole('tab').nth(1);
  const name = (await second.textContent()) ?? '';
  await second.click();
  await expect(page).toHaveURL(/\/resources\/faq\/personal-loan\?topic=[^#]+#faq-questions$/, { timeout: 5_000 });
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
});

test('HYDRATE-010: the chat launcher tapped before hydration leads to the contact page, where the chat opens once the app runs', async ({ page }) => {
  await slowModules(page, 3_000);
  await page.goto('/used-car-loan');
  await page.getByRole('link', { name: 'Chat with us' }).click();
  await expect(page).toHaveURL(/\/contact-us\?chat=open$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Rinn Assistant' })).toBeVisible({ timeout: 15_000 });
  // The address forgets the request: a reload does not open the chat again.
  await expect(page).toHaveURL(/\/contact-us$/);
});

test('HYDRATE-002, HYDRATE-010: once hydrated, a tab and the chat launcher answer in place', async ({ page }) => {
  await page.goto('/emi-calculator');
  await page.waitForFunction(() => (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.hydrated === true);
  await page.getByRole('tab', { name: 'Used car loan' }).click();
  await expect(page.getByRole('tab', { name: 'Used car loan' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Chat with us' }).click();
  await expect(page.getByRole('dialog', { name: 'Rinn Assistant' })).toBeVisible();
  await expect(page).toHaveURL(/\/emi-calculator$/);
});

test('HYDRATE-004: when the modules cannot load, a link clicked before hydration is still followed', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/used-car-loan');
  await page.getByRole('link', { name: 'Rinn — home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('HYDRATE-005, HYDRATE-007: an app shell paints first, then loads its modules by itself, each marked for eager compilation', async ({ page }) => {
  // The bundler's chunks; React Router writes its route manifest (data, no functions) itself.
  const moduleBodies: Promise<string>[] = [];
  const recordModule = (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/assets\/[^/]+\.js$/.test(path) && !path.startsWith('/assets/manifest-')) moduleBodies.push(response.text());
  };
  page.on('response', recordModule);
  await page.goto('/sanction-letter');
  await page.waitForFunction(() => (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.hydrated === true);

  const loading = await page.evaluate(() => ({
    cause: (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.cause,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    firstModuleRequested: Math.min(...performance.getEntriesByType('resource').flatMap((entry) => (/\/assets\/[^/]+\.js$/.test(entry.name) ? [entry.startTime] : []))),
  }));
  expect(loading.cause).toBe('shell');
  expect(loading.firstModuleRequested).toBeGreaterThan(loading.firstContentfulPaint);

  page.off('response', recordModule);
  const bodies = await Promise.all(moduleBodies);
  expect(bodies.length).toBeGreaterThan(5);
  expect(bodies.filter((body) => !body.startsWith(`${COMPILE_HINT}\n`))).toEqual([]);
});
