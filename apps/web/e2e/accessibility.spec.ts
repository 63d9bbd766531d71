import { expect, test } from './fixtures.ts';
import { hydrateWithNeutralKey, seriousViolations } from './support.ts';

// One page of each kind the app renders, in English and Hindi.
const PAGES = [
  '/',
  '/emi-calculator',
  '/two-wheeler-calculator',
  '/bt-calculator',
  '/personal-loan',
  '/hi/two-wheeler-loan',
  '/refinance',
  '/privacy-policy',
  '/resources/faq',
  '/resources/faq/used-car-loan',
  '/resources/how-emi-is-calculated',
  '/resources/search?blog=loan',
  '/refinance/city/pune',
  '/cibil-score',
  '/contact-us',
  '/what-is-a-personal-loan-emi',
  '/sbi-personal-loan-emi-calculator',
  '/hi/personal-loan',
  '/cibil-score-check',
  '/uj-business?popup=1',
  '/expired-link',
  '/no-such-page',
];

for (const path of PAGES) {
  test(`${path}: hydrates without errors, no serious or critical axe violation, with a screenshot`, async ({ page }, testInfo) => {
    // A hydration mismatch or a failed import shows up as a console error or an uncaught page error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('404 (Not Found)')) errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Content pages hydrate on demand: a key press that no widget answers starts it, as a visitor
    // would, so that what is checked below is the hydrated page.
    await hydrateWithNeutralKey(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    // Saved under test-results/ as well as attached to the HTML report, so the pictures can be read directly.
    const name = `${testInfo.project.name}${path.replace(/[/?=]/g, '_')}.png`;
    const file = testInfo.outputPath(name);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  });
}
