import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { StoredSession } from '@rinn/api-client';
import type { JourneyOffers } from '@rinn/machines';
import type { JourneyStartParams, Language, LoanProductSlug } from '@rinn/rules';

// What the journey specs (chatbot, contact, resources) share: the page language's address prefix,
// the newest OTP of a mobile in the development outbox, the sideways-scroll check, a new mobile
// with a good score, and a draft saved through the API as the journey saves it.

/** The journey specs run at 390 px, a common phone width, in both languages. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** The two languages every journey is walked in. */
export const JOURNEY_LANGUAGES: readonly Language[] = ['en', 'hi'];

/**
 * The path of a page in a language: English unprefixed, Hindi under /hi.
 *
 * @param language - the page language
 * @param path - the unprefixed path
 * @returns the address to open
 */
export function inLanguage(language: Language, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}

/**
 * The newest OTP the development outbox holds for a mobile.
 *
 * @param request - the spec's API request context
 * @param mobile - the mobile the code went to
 * @returns the 4-digit code
 */
export async function newestOtp(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  // The text goes out just after the send answers, so the outbox is asked until it holds one.
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?mobile=${mobile}`);
      expect(response.ok()).toBe(true);
      const { data } = (await response.json()) as { data: { messages: { channel: string; body: string; createdAt: string }[] } };
      const newest = data.messages.filter((message) => message.channel === 'sms').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      code = newest?.body.match(/\b(\d{4})\b/)?.[1];
      return code;
    }, { message: `an OTP in the outbox for ${mobile}` })
    .toMatch(/^\d{4}$/);
  return code!;
}

/**
 * Fails when the page is wider than the screen (it would scroll sideways).
 *
 * @param page - the page as it is now
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page ${page.url()} is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

/**
 * A new mobile whose score at this run's sandbox bureau is at least `minimum` (the sandbox scores a
 * mobile by its HMAC under the run's OTP secret, BUREAU-001 of the API). Each spec takes its own
 * two-digit prefix so that specs running side by side never share a mobile (or its OTP limit).
 *
 * @param prefix - the spec's first two digits, e.g. '96'
 * @param salt - a number that tells apart the mobiles of one spec
 * @param minimum - the lowest score wanted
 * @returns the ten-digit mobile
 */
export function newMobileScoring(prefix: string, salt: number, minimum: number): string {
  const secrets = JSON.parse(readFileSync(join(process.env['RINN_WEB_E2E_DATA_DIR'] ?? '', 'dev-secrets.json'), 'utf8')) as { otpSecret: string };
  const first = Number(`${prefix}${`${Date.now()}${salt}`.slice(-8)}`);
  for (let candidate = first; candidate < first + 10_000; candidate += 1) {
    const score = 300 + (createHmac('sha256', secrets.otpSecret).update(String(candidate)).digest().readUInt32BE(0) % 601);
    if (score >= minimum) return String(candidate);
  }
  throw new Error(`no mobile near ${first} scores ${minimum} or more`);
}

/**
 * The CKYC number the API sandbox registry answers for a mobile, or null when it has no record:
 * rule CKYC-001 of apps/api (HMAC-SHA256 with the fixed sandbox key), computed here independently.
 */
export function sandboxCkycNumber(mobile: string): string | null {
  const digest = createHmac('sha256', 'rinn-ckyc-sandbox').update(`ckyc:${mobile}`).digest();
  if (digest[0]! % 10 === 0) return null;
  return (digest.readBigUInt64BE(1) % 10n ** 14n).toString().padStart(14, '0');
}

/**
 * The form steps of a salaried applicant in Pune asking for ₹3 lakh over 3 years: every
 * personal-loan lender matches (the credit-consent step is left to each spec).
 */
export const MATCHING_PERSONAL_LOAN_STEPS = {
  'personal-details': { fullName: 'Meera Iyer', dateOfBirth: '03/04/1991', email: 'meera@example.in', pan: 'ABCPI1234M', pincode: '411001', city: 'pune' },
  employment: { employment: 'salaried', employerName: 'Infosys Limited', netMonthlyIncome: 85_000 },
  'purpose-and-amount': { purpose: 'medical', loanAmount: 3_00_000, tenureMonths: 36 },
} as const;

/**
 * Starts a journey and saves steps through the API, as the journey page does.
 *
 * @param request - the spec's API request context
 * @param session - the signed-in customer (see `apiOtpLogin`)
 * @param journey - the start parameters, the loan type and the steps' values by step id
 * @returns the draft's id
 */
export async function saveJourneySteps(
  request: APIRequestContext,
  session: StoredSession,
  journey: { params: JourneyStartParams; product: LoanProductSlug; steps: Readonly<Record<string, Readonly<Record<string, unknown>>>> },
): Promise<string> {
  const headers = journeyHeaders(session);
  const started = await request.post('/api/journey', { headers, data: { params: journey.params, product: journey.product } });
  expect(started.ok(), await started.text()).toBe(true);
  const { draftId } = ((await started.json()) as { data: { draftId: string } }).data;
  for (const [step, values] of Object.entries(journey.steps)) {
    const saved = await request.put(`/api/journey/${draftId}/step`, { headers, data: { step, values } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  return draftId;
}

/**
 * The offers the server matches for a saved draft (every step saved).
 *
 * @param request - the spec's API request context
 * @param session - the draft's customer
 * @param draftId - the draft
 * @returns the server's answer
 */
export async function journeyOffers(request: APIRequestContext, session: StoredSession, draftId: string): Promise<JourneyOffers> {
  const offers = await request.get(`/api/journey/${draftId}/offers`, { headers: journeyHeaders(session) });
  expect(offers.ok(), await offers.text()).toBe(true);
  return ((await offers.json()) as { data: JourneyOffers }).data;
}

function journeyHeaders(session: StoredSession): Record<string, string> {
  return { authorization: `Bearer ${session.token}`, sessiontoken: session.sessionToken };
}

/** Step 1 of the used-car journey, as a borrower fills it (the PIN code fills in the city). */
export async function fillPersonalDetails(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByLabel('Full name (as on PAN)', { exact: true }).fill('Asha Rani');
  await page.getByLabel('Date of birth', { exact: true }).fill('15/08/1990');
  await page.getByLabel('Email', { exact: true }).fill('asha.rani@example.com');
  await page.getByLabel('PAN', { exact: true }).fill('ABCPE1234F');
  await page.getByLabel('PIN code', { exact: true }).fill('411001');
  // The PIN code fills in its city (PIN-002).
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('pune');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** Step 2 of the used-car journey: salaried, with an employer and an income that lenders accept. */
export async function fillEmployment(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Employment and income' })).toBeVisible();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByLabel('Salaried', { exact: true }).check();
  await page.getByLabel('Employer or business name', { exact: true }).fill('Infosys Limited');
  await page.getByLabel('Net monthly income (₹)', { exact: true }).fill('90,000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/** Steps 3 and 4 of the used-car journey: the vehicle and amount, then the bureau consent (refused without the tick). */
export async function fillVehicleAndConsent(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle and loan amount' })).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByLabel('Vehicle make', { exact: true }).fill('Maruti Suzuki');
  await page.getByLabel('Vehicle model', { exact: true }).fill('Swift');
  await page.getByLabel('Registration number', { exact: true }).fill('MH12AB1234');
  await page.getByLabel('Loan amount (₹)', { exact: true }).fill('500000');
  await page.getByLabel('Tenure (months)', { exact: true }).fill('48');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Credit report consent' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and see my offers' }).click();
  // Consent is required: the step is not saved without it.
  await expect(page.getByText('Please allow us to fetch your credit report to see your offers.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Save and see my offers' }).click();
}
