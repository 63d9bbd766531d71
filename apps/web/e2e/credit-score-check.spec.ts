import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import { UI_STRINGS } from '@rinn/content';
import type { Language } from '@rinn/rules';
import { scoreBand } from '@rinn/rules';
import { scoreCheckStrings } from '../app/credit-score/score-check-strings.ts';
import { scoreBandName } from '../app/i18n/score-band.ts';
import { webStrings } from '../app/i18n/web-strings.ts';
import { expectNoSidewaysScroll, inLanguage, JOURNEY_LANGUAGES, newestOtp, PHONE_VIEWPORT } from './journey-support.ts';
import { apiOtpLogin, cutOff, seriousViolations, storeSession } from './support.ts';

// The free credit-score check (§1) on a phone, in English and Hindi: a visitor who is not signed in
// goes through the OTP login and comes back to the check (LOGIN-006), which asks the bureau and
// shows the score, its band and what it means, the free check's date and how long it stays current
// (SCORE-006); the dashboard then names the same band (SCORE-002), and so does the table (SCORE-003).

test.use({ viewport: PHONE_VIEWPORT });

/**
 * A new customer's mobile of its own per language and project, so the free check is theirs and no
 * OTP cooldown is shared with the demo customer's specs.
 */
function freshMobile(slot: number): string {
  return `6${slot}${String(Date.now()).slice(-8)}`;
}

/**
 * Signs in through the header's login popup (#myaccount) with the OTP from the outbox.
 *
 * @returns the popup, so a test can check it closes
 */
async function signInThroughPopup(page: Page, request: APIRequestContext, mobile: string, language: Language): Promise<Locator> {
  const ui = UI_STRINGS[language];
  const dialog = page.getByRole('dialog', { name: ui.loginTitle });
  await dialog.getByLabel(ui.loginMobileLabel).fill(mobile);
  await dialog.getByRole('button', { name: ui.getOtp }).click();
  const otpField = dialog.getByLabel(ui.otpLabel);
  await expect(otpField).toBeVisible();
  await otpField.fill(await newestOtp(request, mobile));
  await dialog.getByRole('button', { name: ui.continue }).click();
  return dialog;
}

async function shot(page: Page, name: string): Promise<void> {
  const file = test.info().outputPath(`${test.info().project.name}_${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(`${test.info().project.name}_${name}.png`, { path: file, contentType: 'image/png' });
}

for (const language of JOURNEY_LANGUAGES) {
  test(`credit-score check (${language}, 390 px): signed out → login → back on the check → score and band, as on the dashboard`, async ({ page, request }) => {
    const ui = UI_STRINGS[language];
    const copy = scoreCheckStrings(language);
    const checkPath = inLanguage(language, '/cibil-score-check');
    const mobile = freshMobile(language === 'en' ? 1 : 2);

    await page.goto(checkPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.freeCreditScore);
    const start = page.getByRole('link', { name: copy.startCheck });
    await expect(start).toBeVisible();
    await expectNoSidewaysScroll(page);
    await start.click();

    // The login popup of the header (#myaccount), over the check.
    const dialog = await signInThroughPopup(page, request, mobile, language);

    // Back on the check, not the dashboard, and the check goes on by itself.
    await expect(page).toHaveURL(new RegExp(`${checkPath}$`));
    await expect(dialog).toBeHidden();
    const scoreText = await page.getByTestId('credit-score').textContent({ timeout: 15_000 });
    const score = Number(scoreText);
    expect(score).toBeGreaterThanOrEqual(300);
    expect(score).toBeLessThanOrEqual(900);
    const band = scoreBandName(score, language);
    await expect(page.getByTestId('score-band')).toHaveText(band);
    await expect(page.getByTestId('score-band')).toHaveAttribute('data-band', scoreBand(score).id);
    await expect(page.getByTestId('score-insight')).not.toBeEmpty();
    // A new customer: this was the one free check, dated today, with the 45-day rule.
    await expect(page.getByTestId('free-check')).toHaveText(copy.freeCheckUsedNow);
    await expect(page.getByTestId('score-date').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(page.getByTestId('score-date')).toContainText(language === 'en' ? 'stays current until' : 'तक मान्य है');
    // The table's marked row is the score's band.
    await expect(page.getByTestId('your-band-row').getByRole('rowheader')).toContainText(band);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `score-check-${language}`);

    // Coming back shows the stored score again, no longer as a fresh free check.
    await page.reload();
    await expect(page.getByTestId('credit-score')).toHaveText(String(score), { timeout: 15_000 });
    await expect(page.getByTestId('free-check')).not.toHaveText(copy.freeCheckUsedNow);

    // The dashboard names the same band for the same score.
    await page.getByRole('link', { name: copy.dashboardLink }).click();
    await expect(page).toHaveURL(new RegExp(`${inLanguage(language, '/dashboard')}$`));
    const dashboardScore = page.locator('.credit-score').getByTestId('credit-score');
    await expect(dashboardScore).toHaveText(String(score), { timeout: 15_000 });
    await expect(page.locator('.credit-score').getByTestId('score-band')).toHaveText(band);
  });
}

test('credit-score check: a failed bureau call shows a message and Try again fetches the score', async ({ page, request }) => {
  const copy = scoreCheckStrings('en');
  const mobile = freshMobile(5);
  let failures = 1;
  await page.route('**/api/credit-score*', async (route) => {
    if (failures > 0) {
      failures -= 1;
      await route.abort('connectionrefused');
      return;
    }
    await route.continue();
  });
  await page.goto('/cibil-score-check');
  await page.getByRole('link', { name: copy.startCheck }).click();
  await signInThroughPopup(page, request, mobile, 'en');
  await expect(page.getByRole('alert')).toContainText(`${copy.loadFailed} ${webStrings('en').loadOffline}`, { timeout: 15_000 });
  await page.getByRole('button', { name: webStrings('en').tryAgain }).click();
  await expect(page.getByTestId('credit-score')).toHaveText(/^\d{3}$/, { timeout: 15_000 });
});

test('LOAD-CODE-003: a signed-in visit whose session code cannot be fetched says so, and Try again starts the session and fetches the score', async ({ page, request }) => {
  const copy = scoreCheckStrings('en');
  const session = await apiOtpLogin(request, freshMobile(6));
  await storeSession(page, session);
  const chunk = await cutOff(page, '**/assets/session-runtime-*.js');
  await page.goto('/cibil-score-check');
  await expect(page.getByRole('alert')).toContainText(`${copy.loadFailed} ${webStrings('en').loadOffline}`, { timeout: 15_000 });
  expect(chunk.refused()).toBeGreaterThan(0);
  chunk.reconnect();
  await page.getByRole('button', { name: webStrings('en').tryAgain }).click();
  await expect(page.getByTestId('credit-score')).toHaveText(/^\d{3}$/, { timeout: 15_000 });
});
