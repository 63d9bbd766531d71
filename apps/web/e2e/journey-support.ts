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
  const response = await request.get(`/api/dev/outbox?mobile=${mobile}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { messages: { channel: string; body: string; createdAt: string }[] } };
  const newest = data.messages.filter((message) => message.channel === 'sms').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const code = newest?.body.match(/\b(\d{4})\b/)?.[1];
  if (code === undefined) throw new Error(`no OTP in the outbox for ${mobile}`);
  return code;
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
