import { formatRupees } from '@rinn/format';
import { loanSummary } from '@rinn/loan-math';
import { expect, test, type Page, type Response } from '@playwright/test';
import { COMPILE_HINT } from '../app/hydration/compile-hints.ts';
import type { HydrationRecord } from '../app/hydration/hydration-trigger.ts';

// Hydration when idle (apps/web/app/hydration): a pre-rendered page loads its modules once the
// browser is idle after its load event, links work natively meanwhile, and what else the visitor
// did before React took over still happens.

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
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'As a Customer' })).toBeVisible();
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

test('HYDRATE-001: an address with a query or a hash hydrates by itself (the HTML cannot show its state)', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/used-car-loan?utm_source=newsletter');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.startsWith('/assets/entry.client'))).toBe(true);
});

test('HYDRATE-003: figures typed before hydration reach the calculator', async ({ page }) => {
  // Slow the modules down so that all the typing lands before React has hydrated.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/emi-calculator');
  const amount = page.getByRole('textbox', { name: 'Loan Amount' });
  await amount.fill('6,00,000');
  await page.getByRole('textbox', { name: 'Tenure' }).fill('3');
  const expected = loanSummary({ principal: 600_000, annualRatePercent: Number(await page.getByRole('textbox', { name: 'Interest Rate' }).inputValue()), months: 36 });
  expect(await page.evaluate(() => (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.hydrated ?? false)).toBe(false);
  await expect(page.getByTestId('emi')).toHaveText(formatRupees(expected.emi, { locale: 'en' }), { timeout: 15_000 });
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
