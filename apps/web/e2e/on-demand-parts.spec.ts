import { webStrings } from '../app/i18n/web-strings.ts';
import { expect, test } from './fixtures.ts';
import { cutOff } from './support.ts';

// A part of a page whose code loads on demand and cannot be fetched says so in its own place,
// with Try again; the rest of the page stays (LOAD-CODE-002). Each test cuts one chunk off, as a
// dropped connection on a phone would, and lets it through before Try again.

const copy = webStrings('en');

test('LOAD-CODE-002: the personal-loan calculator that cannot load says so in its place; the page stays, and Try again brings it', async ({ page }) => {
  const chunk = await cutOff(page, '**/assets/PersonalLoanCalculator-*.js');
  await page.goto('/personal-loan');
  // Its code loads as the visitor scrolls towards it (ISLAND-005).
  await page.getByRole('region', { name: 'Personal loan EMI calculator' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('alert')).toHaveText(`${copy.calculatorLoadFailed} ${copy.loadOffline}`);
  // The page around it is still the pre-rendered page, not the error page.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(copy.errorTitle);
  await expect(page.locator('.data-table')).toBeVisible();
  expect(chunk.refused()).toBeGreaterThan(0);

  chunk.reconnect();
  await page.getByRole('button', { name: copy.tryAgain }).click();
  await expect(page.getByRole('region', { name: 'Personal loan EMI calculator' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('LOAD-CODE-002: the chat that cannot load says so in its panel, which closes; Try again opens the chat', async ({ page }) => {
  const chunk = await cutOff(page, '**/assets/ChatbotWidget-*.js');
  await page.goto('/used-car-loan');
  await page.getByRole('link', { name: copy.openChat }).click();
  const panel = page.getByRole('dialog', { name: 'Rinn Assistant' });
  await expect(panel.getByRole('alert')).toHaveText(`${copy.chatLoadFailed} ${copy.loadOffline}`);
  expect(chunk.refused()).toBeGreaterThan(0);

  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toHaveCount(0);
  await page.getByRole('link', { name: copy.openChat }).click();
  await expect(panel.getByRole('alert')).toBeVisible();

  chunk.reconnect();
  await panel.getByRole('button', { name: copy.tryAgain }).click();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Close chat' })).toBeVisible();
  await expect(panel).not.toHaveAttribute('aria-busy', 'true');
});

test('LOAD-CODE-002: the login that cannot load says so, Close takes #myaccount away, and Try again opens the login', async ({ page }) => {
  const chunk = await cutOff(page, '**/assets/LoginModal-*.js');
  await page.goto('/#myaccount');
  await expect(page.getByRole('alert')).toHaveText(`${copy.loginLoadFailed} ${copy.loadOffline}`);
  expect(chunk.refused()).toBeGreaterThan(0);
  await page.getByRole('button', { name: copy.close }).click();
  await expect(page).not.toHaveURL(/#myaccount/);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/#myaccount');
  await expect(page.getByRole('alert')).toHaveText(`${copy.loginLoadFailed} ${copy.loadOffline}`);
  chunk.reconnect();
  await page.getByRole('button', { name: copy.tryAgain }).click();
  await expect(page.getByRole('dialog', { name: 'Hi, Welcome to Rinn' })).toBeVisible();
});
