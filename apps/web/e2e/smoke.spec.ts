import { expect, test } from '@playwright/test';

test('screenshot', async ({ page }, testInfo) => {
  for (const path of ['/', '/emi-calculator', '/bt-calculator', '/hi/two-wheeler-calculator', '/nope']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await page.screenshot({ path: `/tmp/web-shots/${testInfo.project.name}${path.replaceAll('/', '_')}.png`, fullPage: true });
  }
});
