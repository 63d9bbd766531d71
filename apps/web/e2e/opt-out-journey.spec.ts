import { expect, test, type APIRequestContext } from './fixtures.ts';
import type { StoredSession } from '@rinn/api-client';
import { UI_STRINGS } from '@rinn/content';
import { cardMessageText } from '@rinn/rules';
import { lenderById } from '@rinn/offers';
import { consentStrings } from '../app/consent/consent-strings.ts';
import { dashboardStrings } from '../app/dashboard/dashboard-strings.ts';
import {
  expectNoSidewaysScroll,
  inLanguage,
  JOURNEY_LANGUAGES,
  journeyOffers,
  MATCHING_PERSONAL_LOAN_STEPS,
  newMobileScoring,
  PHONE_VIEWPORT,
  sandboxCkycNumber,
  saveJourneySteps,
} from './journey-support.ts';
import { apiOtpLogin, seriousViolations, storeSession } from './support.ts';

// A new customer's own application from the offer chosen to the opt-out, on a phone, in English
// and Hindi, against the API server: the lender's consent link arrives by SMS, the borrower
// verifies and accepts on the consent page (§4 Consent terms), follows "Track your application"
// to the dashboard, where the card now offers Opt-out (CARD-005); confirming it withdraws the
// consent through POST /api/consent/withdraw and the card says Opted-out (§4 Application card).

test.use({ viewport: PHONE_VIEWPORT });
test.describe.configure({ timeout: 150_000 });

/** Every personal-loan lender matches this applicant, who consents to the bureau check. */
const STEPS = { ...MATCHING_PERSONAL_LOAN_STEPS, 'credit-consent': { bureauConsent: true } } as const;

type OutboxMessage = { body: string; createdAt: string };

/** The newest SMS to the mobile, in the development outbox, whose body passes the test. */
async function newestSms(request: APIRequestContext, mobile: string, wanted: (body: string) => boolean): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?mobile=${mobile}`);
      const { data } = (await response.json()) as { data: { messages: OutboxMessage[] } };
      found = [...data.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).find((message) => wanted(message.body))?.body;
      return found;
    })
    .toBeDefined();
  return found!;
}

/**
 * A new mobile that the bureau scores well and the CKYC registry knows: the link asks for CKYC, and
 * without a record the page goes back to the terms (§4 Consent terms), which the consent spec covers.
 */
function borrowerWithCkycRecord(slot: number): string {
  for (let salt = slot; ; salt += 10) {
    const mobile = newMobileScoring('92', salt, 750);
    if (sandboxCkycNumber(mobile) !== null) return mobile;
  }
}

/** Chooses the first bank's offer through the API (an NBFC's card never offers Opt-out, CARD-005). */
async function chooseBankOffer(request: APIRequestContext, session: StoredSession, draftId: string): Promise<string> {
  const { offers } = await journeyOffers(request, session, draftId);
  const bankOffer = offers.find((offer) => lenderById(offer.lenderId)?.kind === 'bank');
  if (bankOffer === undefined) throw new Error(`no bank among the offers: ${offers.map((offer) => offer.lenderName).join(', ')}`);
  const applied = await request.post(`/api/journey/${draftId}/application`, {
    headers: { authorization: `Bearer ${session.token}`, sessiontoken: session.sessionToken },
    data: { lenderId: bankOffer.lenderId, kfsAcknowledged: true },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return bankOffer.lenderName;
}

for (const [index, language] of JOURNEY_LANGUAGES.entries()) {
  test(`consent accepted from the SMS link, then opted out on the dashboard (${language}, 390 px)`, async ({ page, request }) => {
    const ui = UI_STRINGS[language];
    const copy = dashboardStrings(language);
    const consentCopy = consentStrings(language);
    const mobile = borrowerWithCkycRecord(index);
    const session = await apiOtpLogin(request, mobile);
    const draftId = await saveJourneySteps(request, session, { params: { productsId: 5, vendorsId: 5 }, product: 'personal-loan', steps: STEPS });
    const lenderName = await chooseBankOffer(request, session, draftId);

    // The lender's consent link arrives by SMS; the borrower opens it in their language.
    const linkSms = await newestSms(request, mobile, (body) => body.includes('/consent/'));
    expect(linkSms).toContain(lenderName);
    const link = new URL(/https?:\/\/\S+/.exec(linkSms)![0]);
    // The customer is signed in on this phone too, so the dashboard opens from the consent page.
    await storeSession(page, session);
    await page.goto(inLanguage(language, `${link.pathname}${link.search}`));
    // The sign-in OTP went to this mobile seconds ago, so the page asks for a new code once the
    // resend wait is over (CONSENT-006), as a borrower who signed in just before would.
    await page.getByRole('button', { name: ui.resendOtp }).click({ timeout: 45_000 });
    const otpSms = await newestSms(request, mobile, (body) => body.includes('consent request'));
    await page.getByLabel(ui.otpLabel).fill(otpSms.slice(0, 4));
    await expect(page.getByTestId('consent-heading')).toHaveText(ui.mobileVerified);
    await page.getByRole('button', { name: consentCopy.accept }).click();
    await expect(page.getByTestId('consent-heading')).toHaveText(consentCopy.acceptedHeading);
    await expect(page.getByTestId('ckyc-number')).toHaveText(sandboxCkycNumber(mobile)!);
    await expectNoSidewaysScroll(page);

    // Track your application: the dashboard, signed in, with the card of this one application.
    await page.getByRole('link', { name: consentCopy.trackOnDashboard }).click();
    await expect(page).toHaveURL(new RegExp(`${inLanguage(language, '/dashboard')}$`));
    const card = page.getByTestId('application-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(language === 'en' ? 'Personal Loan' : ui.navPersonalLoan);

    // Opt-out: the overlay with the revoke/delete message; Keep my application changes nothing.
    const optOut = card.getByRole('button', { name: ui.optOut, exact: true });
    await optOut.click();
    const dialog = page.getByRole('dialog', { name: copy.optOutTitle });
    await expect(dialog.getByTestId('opt-out-message')).toContainText('support@rinn.in');
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: copy.optOutCancel }).click();
    await expect(dialog).toBeHidden();

    // Confirmed: the consent is withdrawn on the server and the card says Opted-out, after a reload too.
    await optOut.click();
    const withdrawn = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/consent/withdraw');
    await page.getByRole('dialog', { name: copy.optOutTitle }).getByRole('button', { name: copy.optOutConfirm }).click();
    expect((await withdrawn).status()).toBe(200);
    await expect(card.getByRole('button', { name: cardMessageText({ code: 'optedOut' }, language) })).toBeDisabled();
    await page.reload();
    await expect(card.getByRole('button', { name: cardMessageText({ code: 'optedOut' }, language) })).toBeDisabled();
    await expect(card.getByRole('button', { name: ui.optOut, exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
}
