import { BLOG_ARTICLES } from '@rinn/content';
import type { Language } from '@rinn/rules';
import { expect, test, type Page } from './fixtures.ts';
import { PHONE_VIEWPORT } from './journey-support.ts';
import { headerMenuToggle, hydrateWithNeutralKey, scriptsOnHydration, seriousViolations, totalOf } from './support.ts';

// Legal pages, articles and product pages are pre-rendered as islands (decision 0021): their parts
// (the site-wide ones; an article's share buttons, offer form and, past a page, recommendations; a
// product page's city picker, FAQ, calculator and refinance card) hydrate each on a root of its
// own, with no router, and everything else is HTML.

const LEGAL_PAGE = '/privacy-policy';
const ARTICLE = '/resources/credit-score-myths';
const HINDI_ARTICLE = BLOG_ARTICLES.find((article) => article.lang === 'hi');
if (HINDI_ARTICLE === undefined) throw new Error('no article in Hindi');

/** Marks the document, so a test can tell a document navigation (the mark is gone) from one within the page. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

// 100 kB as bench:web counts it (issue 14's target): 100,000 bytes.
const CONTENT_PAGE_BUDGET = 100_000;

// Each kind of islands page in each language, and an English article on a Hindi page, whose
// chrome is Hindi: each loads the strings of the page's language only (ISLAND-004). /contact-us is
// not within the target, and has its own budget to keep it from growing: its form, with its
// machine, the API client and their validators, loads once the page is React's, as the page is
// there for it (139 kB).
//
// Weighed on a phone's screen, as bench:web weighs them: a part that loads as the visitor comes
// near it (a product page's calculator, a calculator's schedule) is further down there than on a
// desktop, where the car loan calculator's schedule is within a screen of the top and loads at
// once (7 kB more).
const ISLANDS_PAGES: readonly { readonly path: string; readonly language: Language; readonly budget?: number }[] = [
  { path: LEGAL_PAGE, language: 'en' },
  { path: `/hi${LEGAL_PAGE}`, language: 'hi' },
  { path: ARTICLE, language: 'en' },
  { path: `/hi${ARTICLE}`, language: 'hi' },
  { path: `/hi/resources/${HINDI_ARTICLE.slug}`, language: 'hi' },
  { path: '/used-car-loan', language: 'en' },
  { path: '/personal-loan', language: 'en' },
  { path: '/hi/personal-loan', language: 'hi' },
  { path: '/refinance', language: 'en' },
  { path: '/refinance/city/pune', language: 'en' },
  { path: '/contact-us', language: 'en', budget: 140_000 },
  { path: '/hi/cibil-score', language: 'hi' },
  { path: '/resources/faq', language: 'en' },
  { path: '/hi/resources/faq/used-car-loan', language: 'hi' },
  { path: '/emi-calculator', language: 'en' },
  { path: '/hi/emi-calculator', language: 'hi' },
  { path: '/two-wheeler-calculator', language: 'en' },
  { path: '/hi/two-wheeler-calculator', language: 'hi' },
  { path: '/sbi-personal-loan-interest-rate', language: 'en' },
  { path: '/hi/sbi-personal-loan-emi-calculator', language: 'hi' },
];

for (const { path, language, budget = CONTENT_PAGE_BUDGET } of ISLANDS_PAGES) {
  test(`ISLAND-002, ISLAND-004: ${path} loads the islands, its language's strings and none of React Router, at most ${budget / 1000} kB gzip of JavaScript`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(PHONE_VIEWPORT);
    const sizes = await scriptsOnHydration(page, request, path);
    const files = [...sizes.keys()];
    expect(files.some((file) => file.startsWith('/assets/islands.entry-'))).toBe(true);
    expect(files.filter((file) => /^\/assets\/web-strings\.(en|hi)-/.test(file)).map((file) => file.slice('/assets/web-strings.'.length, '/assets/web-strings.'.length + 2))).toEqual([language]);
    for (const file of files) expect(await (await request.get(file)).text(), file).not.toContain('__reactRouter');
    expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__reactRouter')))).toEqual([]);
    expect(errors).toEqual([]);
    expect(totalOf(sizes)).toBeLessThanOrEqual(budget);
  });
}

test('ISLAND-001: on a legal page the header, the login from #myaccount, the chat and the footer work once hydrated', async ({ page }) => {
  await page.goto(LEGAL_PAGE);
  await hydrateWithNeutralKey(page);
  expect(await page.evaluate(() => (window as { __rinnHydration?: { cause: string } }).__rinnHydration?.cause)).toBeDefined();
  await markDocument(page);

  // The login: a #myaccount link opens it in place, and closing it drops the hash without a reload.
  await headerMenuToggle(page, 'Login').click();
  await page.getByRole('link', { name: 'As a Customer' }).click();
  await expect(page).toHaveURL(/\/privacy-policy#myaccount$/);
  const login = page.getByRole('dialog', { name: 'Hi, Welcome to Rinn' });
  await expect(login).toBeVisible();
  await login.getByLabel('Enter Mobile Number').fill('9876543210');
  await expect(login.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect(await sameDocument(page)).toBe(true);

  // The chat opens in place, its widget loaded (its code and its stylesheet), not only its shell.
  await page.getByRole('link', { name: 'Chat with us' }).click();
  const chat = page.getByRole('dialog', { name: 'Rinn Assistant' });
  await expect(chat.getByRole('button', { name: 'Start chat' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});

test('ISLAND-003: a link on a legal page is a document navigation to the next pre-rendered page', async ({ page }) => {
  await page.goto(LEGAL_PAGE);
  await hydrateWithNeutralKey(page);
  await markDocument(page);
  await page.locator('.language-toggle').click();
  await expect(page).toHaveURL(/\/hi\/privacy-policy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await sameDocument(page)).toBe(false);
  // The Hindi page is an islands page too, its header in Hindi.
  await hydrateWithNeutralKey(page);
  await expect(page.locator('.language-toggle')).toHaveAttribute('hreflang', 'en');
});

test('ISLAND-002: a routed visit still renders a legal page in place, through the router', async ({ page }) => {
  await page.goto('/');
  await hydrateWithNeutralKey(page);
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('ISLAND-005: /personal-loan loads its calculator as the visitor scrolls towards it, not with the page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (sent) => {
    if (/^\/assets\/(Lazy)?PersonalLoanCalculator-/.test(new URL(sent.url()).pathname)) requested.push(sent.url());
  });
  await page.goto('/personal-loan');
  await hydrateWithNeutralKey(page);
  await page.waitForLoadState('networkidle');
  const calculator = page.getByRole('region', { name: 'Personal loan EMI calculator' });
  // It starts further down than the screen ahead of the viewport that loads it.
  const { top, screen } = await calculator.evaluate((element) => ({ top: element.getBoundingClientRect().top, screen: window.innerHeight }));
  expect(top).toBeGreaterThan(2 * screen);
  expect(requested).toEqual([]);

  await calculator.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  // Once in React's hands it answers: a shorter tenure, a larger EMI.
  const emi = calculator.getByTestId('emi');
  const before = await emi.textContent();
  await calculator.getByRole('textbox', { name: 'Tenure' }).fill('2');
  await calculator.getByRole('textbox', { name: 'Tenure' }).blur();
  await expect(emi).not.toHaveText(before ?? '');
});
