import { expect, test, type APIRequestContext } from './fixtures.ts';
import type { StoredSession } from '@rinn/api-client';
import { formatRupees } from '@rinn/format';
import { journeyStartPath } from '@rinn/rules';
import { fillIn } from '../app/i18n/fill-in.ts';
import { FIELD_LABELS, journeyStrings, STEP_TITLES } from '../app/journey/journey-strings.ts';
import { IMPROVE_SCORE_ARTICLE } from '../app/journey/WaysForward.tsx';
import { localizedPath } from '../app/i18n/language.ts';
import {
  expectNoSidewaysScroll,
  inLanguage,
  JOURNEY_LANGUAGES,
  journeyOffers,
  newMobileScoring,
  PHONE_VIEWPORT,
  saveJourneySteps,
} from './journey-support.ts';
import { apiOtpLogin, seriousViolations, storeSession } from './support.ts';

// A journey no lender matches, on a phone, in English and Hindi, against the API server: the
// score and band first, the ways forward the server computed with the real matcher (WAYS-001…004),
// trying the amount it found (APPJ-007) until offers appear, then choosing one and its
// confirmation with the lender, what happens next and the way to the dashboard (APPJ-006).

test.use({ viewport: PHONE_VIEWPORT });
test.describe.configure({ timeout: 150_000 });

/** Earning ₹20,000 a month and asking for ₹50 lakh over 3 years: no personal-loan lender matches. */
const STEPS = {
  'personal-details': { fullName: 'Kavya Menon', dateOfBirth: '12/06/1992', email: 'kavya@example.in', pan: 'ABCPM1234K', pincode: '411001', city: 'pune' },
  employment: { employment: 'salaried', employerName: 'Infosys Limited', netMonthlyIncome: 20_000 },
  'purpose-and-amount': { purpose: 'medical', loanAmount: 50_00_000, tenureMonths: 36 },
  'credit-consent': { bureauConsent: true },
} as const;

/** Saves the steps through the API, as the journey does, and reads what the server matched. */
async function deadEndDraft(request: APIRequestContext, session: StoredSession) {
  const draftId = await saveJourneySteps(request, session, { params: { productsId: 5, vendorsId: 5 }, product: 'personal-loan', steps: STEPS });
  return { draftId, ...(await journeyOffers(request, session, draftId)) };
}

for (const [index, language] of JOURNEY_LANGUAGES.entries()) {
  test(`dead end with ways forward, then an offer chosen and confirmed (${language}, 390 px)`, async ({ page, request }) => {
    const copy = journeyStrings(language);
    const rupees = (amount: number) => formatRupees(amount, { locale: language });
    const session = await apiOtpLogin(request, newMobileScoring('96', index, 780));
    const matched = await deadEndDraft(request, session);
    expect(matched.offers).toEqual([]);
    const ways = matched.waysForward!;
    expect(ways.amount?.value).toBeDefined();

    await storeSession(page, session);
    await page.goto(inLanguage(language, journeyStartPath({ productsId: 5, vendorsId: 5, userToken: matched.draftId, backBtnSlug: '/dashboard' })));
    await expect(page.getByRole('heading', { level: 1, name: copy.offersHeading })).toBeVisible();

    // The score and its band come before the result.
    const score = page.getByTestId('journey-score');
    await expect(score).toContainText(String(matched.creditScore));
    await expect(page.getByText(copy.noOffers)).toBeVisible();
    const scoreBox = await score.boundingBox();
    const resultBox = await page.getByText(copy.noOffers).boundingBox();
    expect(scoreBox!.y).toBeLessThan(resultBox!.y);

    // The ways forward, as the server computed them.
    const section = page.getByTestId('ways-forward');
    await expect(section.getByRole('heading', { name: copy.waysHeading })).toBeVisible();
    const lenders = ways.amount!.lenders.map((lender) => lender.lenderName).join(', ');
    await expect(section.getByTestId('way-amount')).toContainText(fillIn(copy.waysAmount, { amount: rupees(ways.amount!.value), lenders }));
    const income = section.getByTestId('way-income').getByRole('listitem');
    await expect(income).toHaveCount(ways.income.length);
    for (const [position, entry] of ways.income.entries()) {
      await expect(income.nth(position)).toHaveText(
        fillIn(copy.waysIncome, { lender: entry.lenderName, required: rupees(entry.required), coApplicant: rupees(entry.coApplicantIncome) }),
      );
    }
    await expect(section.getByRole('link', { name: copy.waysImproveScore })).toHaveAttribute('href', localizedPath(IMPROVE_SCORE_ARTICLE[language], language));
    await expect(page.getByTestId('journey-not-matched').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Trying the amount reopens the amount step with it; saving it again leads to offers.
    await section.getByRole('button', { name: fillIn(copy.waysTryAmount, { amount: rupees(ways.amount!.value) }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES[language]['purpose-and-amount'] })).toBeVisible();
    await expect(page.getByLabel(FIELD_LABELS[language]['loanAmount']!.label, { exact: true })).toHaveValue(String(ways.amount!.value));
    await page.getByRole('button', { name: copy.next }).click();
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES[language]['credit-consent'] })).toBeVisible();
    await page.getByRole('button', { name: copy.seeOffers }).click();
    await expect(page.getByRole('heading', { level: 1, name: copy.offersHeading })).toBeVisible();
    const offer = page.getByTestId('journey-offer').first();
    await expect(offer).toBeVisible();
    await expect(page.getByTestId('ways-forward')).toHaveCount(0);
    const lenderName = (await offer.getByRole('heading').textContent()) ?? '';
    expect(ways.amount!.lenders.map((lender) => lender.lenderName)).toContain(lenderName);

    // Choosing it: the confirmation names the lender and what happens next, and leads to the dashboard.
    await offer.getByRole('button', { name: copy.viewKfs }).click();
    await page.getByLabel(copy.acknowledgeKfs, { exact: true }).check();
    await page.getByRole('button', { name: copy.accept }).click();
    await expect(page.getByRole('heading', { level: 1, name: fillIn(copy.createdHeading, { lender: lenderName }) })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(lenderName);
    await expect(page.getByText(fillIn(copy.createdNextConsent, { lender: lenderName }))).toBeVisible();
    await expect(page.getByText(copy.createdNextDashboard)).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: copy.goToDashboard }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('/dashboard', language)}$`));
    await expect(page.locator('.application-card')).toHaveCount(1);
  });
}
