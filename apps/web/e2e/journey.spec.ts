import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures.ts';
import { FORM_SOURCES, journeyStartPath } from '@rinn/rules';
import { fillEmployment, fillPersonalDetails, fillVehicleAndConsent, newestOtp, newMobileScoring } from './journey-support.ts';
import { cutOff, seriousViolations } from './support.ts';
import { journeyStrings } from '../app/journey/journey-strings.ts';
import { webStrings } from '../app/i18n/web-strings.ts';

// The loan application journey (§10) against the API server: product page, OTP for a new
// mobile, the steps, matched offers, a Key Fact Statement and its PDF, the application on the
// dashboard; and a signed-in customer resuming a half-finished application from its dashboard card.

// Each test walks the whole journey against the real server (OTP, four saves, matching, PDF).
test.describe.configure({ timeout: 120_000 });

/** A mobile no earlier run has used: starts with 97, ten digits. */
function newMobile(testInfo: TestInfo, salt: number): string {
  return `97${`${Date.now()}${testInfo.project.name.length}${salt}`.slice(-8)}`;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${testInfo.project.name}_${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${testInfo.project.name}_${name}.png`, { path: file, contentType: 'image/png' });
}

async function verifyMobile(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible();
  const getOtp = page.getByRole('button', { name: 'Get OTP' });
  await expect(getOtp).toBeDisabled();
  await page.getByLabel('Enter Mobile Number', { exact: true }).fill(mobile);
  await getOtp.click();
  const otpField = page.getByLabel('Enter 4 Digit OTP', { exact: true });
  await expect(otpField).toBeVisible();
  // The resend countdown, as the login modal shows it (LOGIN-003).
  await expect(page.getByTestId('journey-resend-countdown')).toHaveText(/^Resend OTP in 00:[0-3]\d$/);
  await otpField.fill(await newestOtp(request, mobile));
  await page.getByRole('button', { name: 'Continue' }).click();
}


test('a new mobile goes from the used-car page through OTP and the steps to offers, reads and downloads a KFS, chooses an offer and finds it on the dashboard', async ({ page, request }, testInfo) => {
  const mobile = newMobileScoring('97', Number(`${testInfo.project.name.length}1`), 800);
  await page.goto('/used-car-loan');
  await page.getByRole('link', { name: 'Check your offer' }).first().click();
  await expect(page).toHaveURL(/\/journey\?productsId=2&vendorsId=5&product=used-car-loan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible();
  await expect(page).toHaveTitle(/Check your loan offers/);
  expect(await seriousViolations(page)).toEqual([]);
  await verifyMobile(page, request, mobile);

  // A wrong field shows its message and stays on the step.
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await page.getByLabel('Full name (as on PAN)', { exact: true }).fill('Asha 99');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Please enter a valid name')).toBeVisible();
  await expect(page.getByText('Field cannot be left empty').first()).toBeVisible();
  await expect(page.getByText(/Invalid input/)).toHaveCount(0);
  await expect(page.getByLabel('Full name (as on PAN)', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'journey-step');

  await fillPersonalDetails(page);
  await fillEmployment(page);
  // Back returns to the previous step with its saved values.
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle and loan amount' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employment and income' })).toBeVisible();
  await expect(page.getByLabel('Employer or business name', { exact: true })).toHaveValue('Infosys Limited');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await fillVehicleAndConsent(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Your loan offers' })).toBeVisible();
  await expect(page).toHaveURL(/\/journey\?productsId=2&vendorsId=5&product=used-car-loan$/);
  const offers = page.getByTestId('journey-offer');
  await expect(offers.first()).toBeVisible();
  const firstOffer = offers.first();
  // The compact card shows APR, EMI, fees and total cost; every other figure is one tap away.
  await firstOffer.getByText('All figures of this offer', { exact: true }).click();
  for (const label of ['Loan amount', 'Rate of interest (ROI)', 'EMI', 'Tenure', 'Processing fee (incl. GST)', 'Stamp duty', 'Valuation charges', 'Service charges', 'Net disbursed amount', 'APR']) {
    await expect(firstOffer.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(firstOffer.getByText('₹5,00,000')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lenders that do not match' })).toBeVisible();
  await expect(page.getByTestId('journey-not-matched').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'journey-offers');

  const lenderName = (await firstOffer.getByRole('heading').textContent()) ?? '';
  expect(lenderName).not.toBe('');
  await firstOffer.getByRole('button', { name: 'View Key Fact Statement and choose' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Key Fact Statement: ${lenderName}` })).toBeVisible();
  await expect(page.getByText('Part 1 — Interest rate and fees / charges')).toBeVisible();
  await expect(page.getByText('Cooling-off / look-up period')).toBeVisible();
  await expect(page.getByText('Grievance redressal officer of Rinn')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'journey-kfs');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download KFS (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const choose = page.getByRole('button', { name: 'Choose this offer' });
  await expect(choose).toBeDisabled();
  await page.getByLabel('I have read and understood the Key Fact Statement of this offer.', { exact: true }).check();
  await choose.click();

  // The confirmation names the lender and what happens next; the dashboard is one link away.
  await expect(page.getByRole('heading', { level: 1, name: `Your application has been sent to ${lenderName}` })).toBeVisible();
  await expect(page.getByText(`${lenderName} will text you a consent link.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The new customer has exactly the application just made: the used car, and the chosen lender in its details.
  const card = page.locator('.application-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Used Car Loan' })).toBeVisible();
  await expect(card.getByText('Maruti Suzuki Swift')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'journey-dashboard');
  await card.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/loan-details\//);
  // The details themselves, not the card still on screen while they render, name the lender.
  const details = page.locator('.page', { has: page.getByTestId('detail-reference') });
  await expect(details.getByText(lenderName).first()).toBeVisible();
});

test('a signed-in customer leaves halfway and resumes: from the product page, and from the Resume Application of its card on the dashboard', async ({ page, request }, testInfo) => {
  const mobile = newMobile(testInfo, 2);
  await page.goto('/used-car-loan');
  await page.getByRole('link', { name: 'Check your offer' }).first().click();
  await verifyMobile(page, request, mobile);
  await fillPersonalDetails(page);
  await fillEmployment(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle and loan amount' })).toBeVisible();

  // Check your offer again: the open draft of the loan type continues at its first unsaved step (no OTP: signed in).
  await page.goto('/used-car-loan');
  await page.getByRole('link', { name: 'Check your offer' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle and loan amount' })).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Leaves for the dashboard, signed in, with two steps saved: the half-finished application is its only card (DRAFT-007).
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome/);
  const card = page.locator('.application-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'Used Car Loan' })).toBeVisible();
  // Its status in words (CARD-014), and no reference yet: a draft has not been submitted (CARD-016).
  await expect(card.getByTestId('application-status')).toHaveText('Status: Application started');
  await expect(card.getByRole('list', { name: 'Stages' }).getByText('Application started', { exact: true })).toBeVisible();
  await expect(card.getByTestId('application-reference')).toHaveText('Not submitted yet');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'journey-draft-card');

  // Resume Application: the CARD-004 start (its own product 2, vendor 5, userDashboard, back /dashboard) with the draft as userToken and its loan type (CARD-015), at the JOURNEY-004 address.
  const resume = card.getByRole('link', { name: 'Resume Application' });
  const reference = new URLSearchParams((await resume.getAttribute('href'))?.split('?')[1] ?? '').get('userToken') ?? '';
  expect(reference).toMatch(/^JRN-/);
  await expect(resume).toHaveAttribute(
    'href',
    `${journeyStartPath({ productsId: 2, vendorsId: 5, formSource: FORM_SOURCES.dashboard, backBtnSlug: '/dashboard', userToken: reference, userMobile: mobile })}&product=used-car-loan`,
  );
  await resume.click();
  await expect(page).toHaveURL(/\/journey\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle and loan amount' })).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();

  // Back keeps the saved values; Back from the first step leaves for the dashboard (backBtnSlug).
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Net monthly income (₹)', { exact: true })).toHaveValue('90000');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Full name (as on PAN)', { exact: true })).toHaveValue('Asha Rani');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('.application-card')).toHaveCount(1);
});

test('the journey is served in Hindi at /hi/journey (SPA fallback, status 200) and a refused start offers only Back', async ({ page }) => {
  const response = await page.goto('/hi/journey?productsId=7&vendorsId=7');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'अपना मोबाइल नंबर सत्यापित करें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ओटीपी पाएँ' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/journey?productsId=0&backBtnSlug=%2Femi-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot start an application' })).toBeVisible();
  await expect(page.getByRole('alert')).not.toHaveText('');
  // A refused start keeps none of its parameters, so Back leaves for the page of the loan type (APPJ-005).
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/personal-loan$/);
});

test('LOAD-CODE-001: the journey whose code cannot be fetched says so with Try again, which opens it', async ({ page }) => {
  // The journey's own code is imported once the page is up; it cannot be fetched until Try again.
  const chunk = await cutOff(page, '**/assets/journey-actors-*.js');
  await page.goto('/journey?productsId=7&vendorsId=7');
  await expect(page.getByRole('alert')).toHaveText(`${journeyStrings('en').loadFailed} ${webStrings('en').loadOffline}`);
  await expect(page.getByRole('status')).toHaveCount(0);
  expect(chunk.refused()).toBeGreaterThan(0);
  chunk.reconnect();
  await page.getByRole('button', { name: webStrings('en').tryAgain }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your mobile number' })).toBeVisible();
  await expect(page.getByText(journeyStrings('en').loadFailed)).toHaveCount(0);
});
