import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Language } from '@rinn/rules';

// What the journey specs (chatbot, contact, resources) share: the page language's address prefix,
// the newest OTP of a mobile in the development outbox, and the sideways-scroll check.

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
