import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import type { StoredSession } from '@rinn/api-client';
import { UI_STRINGS } from '@rinn/content';
import { cardMessageText } from '@rinn/rules';
import { dashboardStrings } from '../app/dashboard/dashboard-strings.ts';
import { webStrings } from '../app/i18n/web-strings.ts';
import { SESSION_STORAGE_KEY } from '../app/session/browser-token-store.ts';
import { journeyStrings, STEP_TITLES } from '../app/journey/journey-strings.ts';
import { expectNoSidewaysScroll, inLanguage, JOURNEY_LANGUAGES, PHONE_VIEWPORT } from './journey-support.ts';
import { apiOtpLogin, DEMO_MOBILE, headerMenuToggle, seriousViolations, storeSession, withDemoOtp } from './support.ts';

// The applications-and-dashboard journey of a customer on a phone, in English and Hindi: cards
// that say where each application stands (CARD-013 to CARD-016, FMT-009), Resume Application that
// resumes (CARD-012, CARD-015), a new customer greeted by the name they gave (DRAFT-008), the
// signed-in header from the stored session, #myaccount and Logout (§2), and token links (§4, §8).

test.use({ viewport: PHONE_VIEWPORT });
test.describe.configure({ mode: 'serial' });

/** A mobile of its own for each customer this spec creates, so no OTP cooldown is shared. */
function freshMobile(slot: number): string {
  return `7${slot}${String(Date.now()).slice(-8)}`;
}

/**
 * Signs the demo customer in through the API. The API refuses a second OTP to one mobile within
 * 30 s and other specs, in other workers too, sign the demo customer in: `withDemoOtp` takes its
 * turn after their cooldown.
 */
function demoSession(request: APIRequestContext): Promise<StoredSession> {
  return withDemoOtp(() => apiOtpLogin(request, DEMO_MOBILE));
}

function authHeaders(session: StoredSession) {
  return { authorization: `Bearer ${session.token}`, sessiontoken: session.sessionToken };
}

/** A used-car loan journey started and its personal details saved, through the API: a draft card. */
async function draftWithPersonalDetails(request: APIRequestContext, session: StoredSession, fullName: string): Promise<string> {
  const started = await request.post('/api/journey', {
    headers: authHeaders(session),
    data: { params: { productsId: 2, vendorsId: 5 }, product: 'used-car-loan' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { data: draft } = (await started.json()) as { data: { draftId: string } };
  const saved = await request.put(`/api/journey/${draft.draftId}/step`, {
    headers: authHeaders(session),
    data: {
      step: 'personal-details',
      values: { fullName, dateOfBirth: '14/03/1990', email: 'priya@example.in', pan: 'ABCPV1234K', pincode: '411001', city: 'pune' },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return draft.draftId;
}

async function shot(page: Page, name: string): Promise<void> {
  const file = test.info().outputPath(`${test.info().project.name}_${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await test.info().attach(`${test.info().project.name}_${name}.png`, { path: file, contentType: 'image/png' });
}

let demo: StoredSession | null = null;

/**
 * The demo customer's Offer shared card as the API lists it. It is opted out once per run, by the
 * last test of the first project; the projects share one server, so a later one finds it so.
 */
async function offerSharedCard(request: APIRequestContext, session: StoredSession) {
  const response = await request.get('/api/application', { headers: authHeaders(session) });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { applications: { id: string; leadStatus: string; isOptedout: boolean }[] } };
  const card = data.applications.find((application) => application.leadStatus === 'Offer shared');
  if (card === undefined) throw new Error('the demo customer has no Offer shared application');
  return card;
}

for (const language of JOURNEY_LANGUAGES) {
  const ui = UI_STRINGS[language];
  const copy = dashboardStrings(language);
  const ago = language === 'en' ? { hours: /^\d+ hours? ago$/, month: /^1 month ago$/ } : { hours: /^\d+ घंटे पहले$/, month: /^1 माह पहले$/ };

  test(`dashboard (${language}, 390 px): never blank while loading; cards say status, reference and last activity in words; Resume opens the next step`, async ({ page, request }) => {
    test.setTimeout(120_000);
    demo ??= await demoSession(request);
    await storeSession(page, demo);

    // Hold the applications back: skeleton cards fill the page meanwhile, and the header is signed in.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === '/api/application', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(inLanguage(language, '/dashboard'));
    await expect(page.getByTestId('dashboard-skeleton')).toBeVisible();
    await expect(headerMenuToggle(page, ui.myAccount)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${ui.welcome}, Aarav Sharma`);
    release();
    await expect(page.getByTestId('dashboard-skeleton')).toHaveCount(0);

    // The in-progress personal loan: its status in words, a readable reference, last activity as a person writes it.
    const documents = page.getByTestId('application-card').filter({ has: page.getByTestId('application-status').getByText(copy.leadStatus['documents-pending']) });
    await expect(documents).toHaveCount(1);
    await expect(documents.getByRole('heading', { level: 3 })).toHaveText(language === 'en' ? 'Personal Loan' : ui.navPersonalLoan);
    await expect(documents.getByTestId('application-reference')).toHaveText(/^RN-\d{4}-\d{6}$/);
    await expect(documents.getByTestId('last-activity')).toHaveText(ago.hours);
    await expect(documents.getByTestId('next-step')).toContainText(copy.nextAction['upload-documents']);
    await expect(page.getByTestId('application-card').filter({ has: page.getByTestId('application-status').getByText(copy.leadStatus['offer-shared']) })).toHaveCount(1);

    // A disbursed loan offers no Resume (CARD-012); its reference is the lender's loan id.
    const disbursed = page.getByTestId('application-card').filter({ has: page.getByTestId('application-status').getByText(copy.leadStatus['loan-disbursed']) });
    await expect(disbursed.getByTestId('application-reference')).toHaveText('RNUC2026000184');
    await expect(disbursed.getByTestId('last-activity')).toHaveText(ago.month);
    await expect(disbursed.getByRole('link', { name: ui.resumeApplication })).toHaveCount(0);
    // No card shows a bare number as its reference, nor hours as a figure.
    for (const reference of await page.getByTestId('application-reference').allTextContents()) expect(reference).not.toMatch(/^\d+$/);
    await expect(page.getByText(ui.hoursSuffix, { exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `dashboard-${language}`);

    // Opt-out (§4): the control on an eligible card opens the overlay with the revoke/delete message.
    // The withdrawal itself is the last test of this file: until then, the card offers it.
    const offerShared = page.getByTestId('application-card').filter({ has: page.getByTestId('application-status').getByText(copy.leadStatus['offer-shared']) });
    const optOutButton = offerShared.getByRole('button', { name: ui.optOut, exact: true });
    if (!(await offerSharedCard(request, demo)).isOptedout) {
      await optOutButton.click();
      const dialog = page.getByRole('dialog', { name: copy.optOutTitle });
      await expect(dialog.getByTestId('opt-out-message')).toContainText('support@rinn.in');
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `opt-out-${language}`);
      await dialog.getByRole('button', { name: copy.optOutCancel }).click();
      await expect(dialog).toBeHidden();
      await expect(optOutButton).toBeEnabled();
    }

    // Past its form, Resume opens the application's next step: the documents (CARD-013, CARD-015).
    await documents.getByRole('link', { name: ui.resumeApplication }).click();
    await expect(page).toHaveURL(new RegExp(`${language === 'hi' ? '/hi' : ''}/loan-details/[^?]+\\?systemId=1&.*#next-step$`));
    await expect(page.getByTestId('detail-status')).toHaveText(copy.leadStatus['documents-pending']);
    await expect(page.getByTestId('detail-next-step')).toContainText(copy.nextAction['upload-documents']);
    await expect(page.getByTestId('detail-reference')).toHaveText(/^RN-\d{4}-\d{6}$/);
    await expect(page.locator('#next-step')).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });

  test(`resume a draft (${language}, 390 px): a new customer is greeted by the name they gave; Resume reopens their own loan at its next step with their answers`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const session = await apiOtpLogin(request, freshMobile(language === 'en' ? 1 : 2));
    expect(session.user.name).toEqual({ firstName: null, lastName: null });
    const draftId = await draftWithPersonalDetails(request, session, 'Priya Verma');
    await storeSession(page, session);

    await page.goto(inLanguage(language, '/dashboard'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${ui.welcome}, Priya Verma`);
    const card = page.getByTestId('application-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('application-status')).toContainText(copy.leadStatus['application-started']);
    await expect(card.getByTestId('application-reference')).toHaveText(copy.notSubmittedYet);
    await expect(card.getByTestId('last-activity')).toHaveText(language === 'en' ? /^(just now|\d+ minutes? ago)$/ : /^(अभी-अभी|\d+ मिनट पहले)$/);
    expect(await card.innerText()).not.toContain(draftId);
    await expectNoSidewaysScroll(page);
    await shot(page, `draft-card-${language}`);

    // Resume: the draft's own loan type (used car), its id as the token, at its first step not saved.
    const resume = card.getByRole('link', { name: ui.resumeApplication });
    const href = (await resume.getAttribute('href')) ?? '';
    const query = new URLSearchParams(href.split('?')[1] ?? '');
    expect(href.startsWith(inLanguage(language, '/journey?'))).toBe(true);
    expect(query.get('product')).toBe('used-car-loan');
    expect(query.get('userToken')).toBe(draftId);
    await resume.click();
    await expect(page.getByRole('heading', { name: STEP_TITLES[language].employment })).toBeVisible();
    // Back shows the answers saved before.
    await page.getByRole('button', { name: journeyStrings(language).back, exact: true }).click();
    await expect(page.getByRole('heading', { name: STEP_TITLES[language]['personal-details'] })).toBeVisible();
    await expect(page.locator('input[autocomplete="name"]')).toHaveValue('Priya Verma');
    await expectNoSidewaysScroll(page);
  });

  test(`signed-in header, #myaccount and Logout (${language}, 390 px)`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const session = await apiOtpLogin(request, freshMobile(language === 'en' ? 3 : 4));
    await storeSession(page, session);

    // A signed-in visitor opening #myaccount gets the account area, not the login popup (§2).
    await page.goto(inLanguage(language, '/#myaccount'));
    await expect(page).toHaveURL(new RegExp(`${inLanguage(language, '/dashboard')}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(headerMenuToggle(page, ui.myAccount)).toBeVisible();

    // Logout lands on home and does not reopen the login popup.
    await headerMenuToggle(page, ui.myAccount).click();
    await page.getByRole('button', { name: ui.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${language === 'hi' ? '/hi' : '/'}$`));
    await expect(headerMenuToggle(page, ui.login)).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => window.localStorage.getItem('rinn.session'))).toBeNull();
  });

  test(`token link (${language}, 390 px): goes through checkTokenExpiry, and the token leaves the address bar`, async ({ page }) => {
    const checked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/checkTokenExpiry' && request.method() === 'POST');
    await page.goto(`${inLanguage(language, '/')}?userToken=link-token-nobody-issued-0000&userMobile=9876543210#myaccount`);
    const body = (await checked).postDataJSON() as { userToken: string; userMobile: string };
    expect(body).toMatchObject({ userToken: 'link-token-nobody-issued-0000', userMobile: '9876543210' });
    // A token the API does not know fails the check: home (§8 Token check failure), token gone.
    await expect(page).not.toHaveURL(/userToken/);
    await expect(headerMenuToggle(page, ui.login)).toBeVisible();
    expect(page.url()).not.toContain('link-token-nobody-issued');
  });

  test(`auto-login link (${language}, 390 px): a real link signs in and leaves the address bar; reopened as a token link once used, it is expired`, async ({ page, request }) => {
    const mobile = freshMobile(language === 'en' ? 5 : 6);
    await apiOtpLogin(request, mobile);
    const issued = await request.post('/api/dev/auto-login-link', { data: { mobile } });
    expect(issued.status(), await issued.text()).toBe(201);
    const { path, userToken } = ((await issued.json()) as { data: { path: string; userToken: string } }).data;

    // On a phone where nobody is signed in, the link signs the customer in (§4 Token handling).
    await page.goto(inLanguage(language, path));
    await expect(page.getByRole('region', { name: webStrings(language).yourApplications })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${inLanguage(language, '/dashboard')}$`));
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY)).toContain(mobile);

    // The same token again on another phone, as a token link: checkTokenExpiry calls it expired,
    // and an expired token goes to /expired-link (§8 Expired token), the token out of the address.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/checkTokenExpiry');
    await page.goto(`${inLanguage(language, '/')}?userToken=${userToken}&userMobile=${mobile}#myaccount`);
    expect(((await (await checked).json()) as { data: { isExpired: boolean } }).data.isExpired).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${inLanguage(language, '/expired-link')}$`));
    expect(page.url()).not.toContain(userToken);
  });
}

test('opt-out (en, 390 px): confirming withdraws consent (POST consent/withdraw) and the card shows Opted-out', async ({ page, request }) => {
  test.setTimeout(90_000);
  demo ??= await demoSession(request);
  const ui = UI_STRINGS.en;
  const copy = dashboardStrings('en');
  const session = demo;
  const listed = () => offerSharedCard(request, session);
  await storeSession(page, demo);
  await page.goto('/dashboard');
  const offerShared = page.getByTestId('application-card').filter({ has: page.getByTestId('application-status').getByText(copy.leadStatus['offer-shared']) });
  await expect(offerShared).toHaveCount(1);
  if (!(await listed()).isOptedout) {
    await offerShared.getByRole('button', { name: ui.optOut, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: copy.optOutTitle });
    const withdrawn = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/consent/withdraw');
    await dialog.getByRole('button', { name: copy.optOutConfirm }).click();
    expect((await withdrawn).status()).toBe(200);
    await expect(dialog).toBeHidden();
  }
  await expect(offerShared.getByRole('button', { name: cardMessageText({ code: 'optedOut' }, 'en') })).toBeDisabled();
  await expect(offerShared.getByRole('button', { name: ui.optOut, exact: true })).toHaveCount(0);
  // The server agrees, and a second opt-out is refused (API-010).
  const card = await listed();
  expect(card.isOptedout).toBe(true);
  const again = await request.post('/api/consent/withdraw', { headers: authHeaders(session), data: { applicationId: card.id } });
  expect(again.status()).toBe(409);
  await page.reload();
  await expect(offerShared.getByRole('button', { name: cardMessageText({ code: 'optedOut' }, 'en') })).toBeDisabled();
});
