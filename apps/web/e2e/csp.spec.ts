import { expect, test } from './fixtures.ts';
import type { HydrationRecord } from '../app/hydration/hydration-trigger.ts';

// The site's Content-Security-Policy allows no eval and no inline script beyond each page's own
// hashes. A violation is a console error and a Lighthouse best-practices issue, and it means some
// code tried something the policy forbids.

test('WEB-CSP-001: hydrated pages, a calculator and a chat launcher among them, break no CSP rule', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  for (const path of ['/', '/emi-calculator', '/used-car-loan', '/hi/personal-loan', '/resources/credit-score-myths']) {
    await page.goto(path);
    await page.waitForFunction(() => (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.hydrated === true);
    // Build the calculator's and the chat's schemas: open the chat, the widget that loads zod.
    if (path === '/used-car-loan') {
      await page.getByRole('link', { name: 'Chat with us' }).click();
      await expect(page.getByRole('dialog', { name: 'Rinn Assistant' })).toBeVisible();
    }
    expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []), path).toEqual([]);
  }
});
