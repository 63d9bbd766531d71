import { expiredLinkMessage } from '@rinn/content';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { sandboxCkycNumber } from './journey-support.ts';
import { cutOff, seriousViolations } from './support.ts';
import { consentStrings } from '../app/consent/consent-strings.ts';
import { webStrings } from '../app/i18n/web-strings.ts';

// Each project and test has borrowers of its own, so no consent OTP meets the 30-second cooldown
// or the 3-per-15-minutes limit of another test in the same run.
const MOBILE_BASE_BY_PROJECT: Readonly<Record<string, number>> = { mobile: 7_012_300_000, desktop: 7_012_400_000 };

/** The first borrower mobile from an offset on whose CKYC record the sandbox knows (or not). */
function borrower(project: string, offset: number, withCkycRecord: boolean): string {
  for (let candidate = (MOBILE_BASE_BY_PROJECT[project] ?? 7_012_500_000) + offset; ; candidate += 1) {
    if ((sandboxCkycNumber(String(candidate)) !== null) === withCkycRecord) return String(candidate);
  }
}

/** A fresh pending consent request through the development-only route; answers its page path. */
async function consentLink(request: APIRequestContext, mobile: string, ckyc = true): Promise<string> {
  const response = await request.post('/api/dev/consent-link', { data: { mobile, lenderName: 'HDFC Bank', productName: 'Used Car Loan', loanAmount: 450_000, ckyc } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { path: string } }).data.path;
}

/** The consent OTP the API recorded in the development outbox for the mobile. */
async function outboxOtp(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?mobile=${mobile}`);
      const { data } = (await response.json()) as { data: { messages: { body: string; createdAt: string }[] } };
      const newest = [...data.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      code = newest?.body.match(/\b(\d{4})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code!;
}

/** Opens a consent link and verifies the mobile with the OTP from the outbox, up to the terms screen. */
async function verifyMobile(page: Page, request: APIRequestContext, path: string, mobile: string): Promise<void> {
  await page.goto(path);
  const otp = page.getByLabel('Enter 4 Digit OTP');
  await expect(otp).toBeVisible();
  await expect(page.getByText(`+91 XXXXXX${mobile.slice(-4)}`)).toBeVisible();
  // The fourth digit verifies by itself (§4 Consent OTP).
  await otp.fill(await outboxOtp(request, mobile));
  await expect(page.getByTestId('consent-heading')).toHaveText('Your Mobile number has been verified!');
  await expect(page.getByText('is asking for your consent to process your loan application.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Used Car Loan', { exact: true })).toBeVisible();
}

test.describe('lender consent pages', () => {
  test('accept: OTP from the outbox, loan-initiated checked and WhatsApp unticked, accepted with the CKYC number and what happens next; the used link then expires', async ({ page, request }, testInfo) => {
    const mobile = borrower(testInfo.project.name, 0, true);
    const path = await consentLink(request, mobile);
    const token = /^\/consent\/([^/?]+)/.exec(path)![1]!;
    const apiCalls: { url: string; consentToken: string | undefined }[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push({ url: sent.url(), consentToken: sent.headers()['x-consent-token'] });
    });
    await verifyMobile(page, request, path, mobile);

    const loanInitiated = page.getByRole('checkbox', { name: /I confirm that I initiated this loan application/ });
    await expect(loanInitiated).toBeChecked();
    // The WhatsApp opt-in is the borrower's own tick (CONSENT-002).
    await expect(page.getByRole('checkbox', { name: /WhatsApp/ })).not.toBeChecked();
    // Accept needs the loan-initiated box (§4 Consent terms), and looks it when it cannot be used.
    const accept = page.getByRole('button', { name: 'Accept' });
    const enabledLook = await accept.evaluate((button) => getComputedStyle(button).backgroundColor);
    await loanInitiated.uncheck();
    await expect(accept).toBeDisabled();
    expect(await accept.evaluate((button) => [getComputedStyle(button).backgroundColor, getComputedStyle(button).cursor])).not.toEqual([enabledLook, 'pointer']);
    expect(await accept.evaluate((button) => getComputedStyle(button).cursor)).toBe('not-allowed');
    await loanInitiated.check();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByTestId('consent-heading')).toHaveText('Thank you! Your consent has been recorded.');
    await expect(page.getByTestId('ckyc-number')).toHaveText(sandboxCkycNumber(mobile)!);
    await expect(page.getByTestId('consent-next-steps')).toContainText('HDFC Bank checks your KYC details');
    await expect(page.getByRole('link', { name: 'Track your application' })).toHaveAttribute('href', '/dashboard');
    expect(await seriousViolations(page)).toEqual([]);

    // The page sent the link token in the X-Consent-Token header and never in an API URL (CONSENT-LINK-006).
    expect(apiCalls.filter((call) => call.consentToken === token).length).toBeGreaterThan(0);
    for (const call of apiCalls) expect(call.url, 'the link token in an API URL').not.toContain(token);

    // A decided link cannot be used again: /expired-link with the approved variant.
    await page.goto(path);
    await expect(page).toHaveURL(/\/expired-link\?consent=approved$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whoops! Link Expired');
    await expect(page.getByTestId('expired-message')).toHaveText(expiredLinkMessage('approved', 'en'));
  });

  // A link without CKYC: the result shows straight from the consent status (§4 Consent terms).
  test('decline: No keeps the terms, Yes records the rejection; the used link then expires', async ({ page, request }, testInfo) => {
    const mobile = borrower(testInfo.project.name, 50, true);
    const path = await consentLink(request, mobile, false);
    expect(path).toContain('ckyc=false');
    await verifyMobile(page, request, path, mobile);

    await page.getByRole('button', { name: 'Decline' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to decline?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'No' })).toBeFocused();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Decline' })).toBeFocused();

    await page.getByRole('button', { name: 'Decline' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByTestId('consent-heading')).toHaveText('You have declined the consent.');
    await expect(page.getByTestId('ckyc-number')).toHaveCount(0);

    await page.goto(path);
    await expect(page).toHaveURL(/\/expired-link\?consent=rejected$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whoops! Link Expired');
    await expect(page.getByTestId('expired-message')).toHaveText(expiredLinkMessage('rejected', 'en'));
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // With CKYC on, the status is asked 0.5 s after a refusal; the API answers a declined consent
  // without asking the registry (CKYC-002), and the page shows the rejection, not the terms.
  test('decline with CKYC on: the rejection shows, with no CKYC number', async ({ page, request }, testInfo) => {
    const mobile = borrower(testInfo.project.name, 70, true);
    const path = await consentLink(request, mobile, true);
    expect(path).toContain('ckyc=true');
    await verifyMobile(page, request, path, mobile);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('alertdialog', { name: 'Are you sure you want to decline?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByTestId('consent-heading')).toHaveText('You have declined the consent.');
    await expect(page.getByTestId('ckyc-number')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  });

  test('a link reopened within the resend wait shows the OTP box for the code sent, with the wait counted down (CONSENT-006)', async ({ page, request }, testInfo) => {
    const mobile = borrower(testInfo.project.name, 90, true);
    const path = await consentLink(request, mobile, false);
    await page.goto(path);
    await expect(page.getByLabel('Enter 4 Digit OTP')).toBeVisible();
    await expect(page.getByTestId('consent-resend-countdown')).toHaveText(/^Resend OTP in 00:[0-3]\d$/);
    const code = await outboxOtp(request, mobile);

    await page.reload();
    await expect(page.getByText(`We sent a 4-digit OTP a short while ago to +91 XXXXXX${mobile.slice(-4)}`)).toBeVisible();
    await expect(page.getByText('We could not send the OTP.')).toHaveCount(0);
    const countdown = page.getByTestId('consent-resend-countdown');
    await expect(countdown).toHaveText(/^Resend OTP in 00:[0-3]\d$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first!);
    // The code sent before the reopening still verifies.
    await page.getByLabel('Enter 4 Digit OTP').fill(code);
    await expect(page.getByTestId('consent-heading')).toHaveText('Your Mobile number has been verified!');
  });

  test('in Hindi: the OTP, the terms and the acceptance with what happens next', async ({ page, request }, testInfo) => {
    const mobile = borrower(testInfo.project.name, 110, true);
    const path = await consentLink(request, mobile, false);
    await page.goto(`/hi${path}`);
    await expect(page.getByText(`हमने 4 अंकों का ओटीपी भेजा है +91 XXXXXX${mobile.slice(-4)}`)).toBeVisible();
    await page.getByLabel('4 अंकों का ओटीपी डालें').fill(await outboxOtp(request, mobile));
    await expect(page.getByRole('checkbox', { name: /व्हाट्सऐप/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'स्वीकार करें' }).click();
    await expect(page.getByTestId('consent-heading')).toHaveText('धन्यवाद! आपकी सहमति दर्ज हो गई है।');
    await expect(page.getByTestId('consent-next-steps')).toContainText('HDFC Bank आपके केवाईसी विवरण जाँचेगा');
    await expect(page.getByRole('link', { name: 'अपना आवेदन देखें' })).toHaveAttribute('href', '/hi/dashboard');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

    await page.goto(`/hi${path}`);
    await expect(page).toHaveURL(/\/hi\/expired-link\?consent=approved$/);
  });

  test('a malformed link goes to "Whoops! Link Expired", never to a validation message', async ({ page }) => {
    await page.goto('/consent/abc?ckyc=true&origin=lender');
    await expect(page).toHaveURL(/\/expired-link\?consent=invalid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whoops! Link Expired');
  });

  test('an unknown link goes to /expired-link with the general message', async ({ page }) => {
    await page.goto('/consent/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?ckyc=true&origin=lender');
    await expect(page).toHaveURL(/\/expired-link\?consent=invalid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whoops! Link Expired');
    await expect(page.getByTestId('expired-message')).toHaveText(expiredLinkMessage('invalid', 'en'));
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('LOAD-CODE-001: a consent link whose code cannot be fetched says so with Try again, which opens it', async ({ page, request }, testInfo) => {
  const mobile = borrower(testInfo.project.name, 130, true);
  const path = await consentLink(request, mobile);
  // The consent flow's own code is imported once the page is up; it cannot be fetched until Try again.
  const chunk = await cutOff(page, '**/assets/consent-actors-*.js');
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveText(`${consentStrings('en').loadFailed} ${webStrings('en').loadOffline}`);
  expect(chunk.refused()).toBeGreaterThan(0);
  chunk.reconnect();
  await page.getByRole('button', { name: webStrings('en').tryAgain }).click();
  await expect(page.getByLabel('Enter 4 Digit OTP')).toBeVisible();
  await expect(page.getByText(`+91 XXXXXX${mobile.slice(-4)}`)).toBeVisible();
});
