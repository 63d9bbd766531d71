import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures.ts';
import { BLOG_ARTICLES, featuredArticles, NEWS_ITEMS, recommendationsFor } from '@rinn/content';
import { PAGE_SIZES, REFINANCE_CARD } from '@rinn/rules';
import { hydrateWithNeutralKey, scriptsOnHydration, seriousViolations, totalOf } from './support.ts';

// The resource centre (§2, §4 Blog form) against the built site: the blog form that opens the journey, the
// resource centre banner, paginated lists (recommendations and media and news) and the refinance
// floating card of the balance transfer calculator.

const ARTICLE = BLOG_ARTICLES.find((article) => article.slug === 'how-emi-is-calculated');
if (ARTICLE === undefined) throw new Error('the article how-emi-is-calculated is missing');
const ARTICLE_PATH = `/resources/${ARTICLE.slug}`;
const HINDI_ARTICLE = BLOG_ARTICLES.find((article) => article.lang === 'hi');
if (HINDI_ARTICLE === undefined) throw new Error('no article in Hindi');
const HINDI_ARTICLE_PATH = `/hi/resources/${HINDI_ARTICLE.slug}`;

/** A mobile no earlier run has used: starts with 96, ten digits. */
function newMobile(testInfo: TestInfo): string {
  return `96${`${Date.now()}${testInfo.project.name.length}`.slice(-8)}`;
}

async function outboxCount(request: APIRequestContext, mobile: string): Promise<number> {
  const response = await request.get(`/api/dev/outbox?mobile=${mobile}`);
  const { data } = (await response.json()) as { data: { messages: unknown[] } };
  return data.messages.length;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${testInfo.project.name}_${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  await testInfo.attach(`${testInfo.project.name}_${name}.png`, { path: file, contentType: 'image/png' });
}

test('blog form: 9 digits start nothing, a valid 10-digit mobile opens the article’s loan journey with it, and the OTP waits for Get OTP', async ({ page, request }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(ARTICLE_PATH);
  const form = page.getByRole('region', { name: 'check your offer in 15 seconds' });
  await expect(form).toBeVisible();
  const field = form.getByLabel('Mobile number', { exact: true });
  const mobile = newMobile(testInfo);
  // The messages are the app's: before hydration the browser submits the form itself, to the
  // journey, which checks the mobile there (HYDRATE-002, e2e/hydration.spec.ts).
  await hydrateWithNeutralKey(page);

  await field.fill(mobile.slice(0, 9));
  await form.getByRole('button', { name: 'Check your offer' }).click();
  await expect(form.getByText('Please enter correct mobile number')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`${ARTICLE_PATH}$`));
  expect(await seriousViolations(page)).toEqual([]);

  await field.fill(mobile);
  await field.press('Enter');
  // The article is about personal loans (BLOG-011): the personal-loan product page's ids, its loan and the typed mobile.
  await expect(page).toHaveURL(`/journey?productsId=2&vendorsId=5&mobileNumber=${mobile}&product=personal-loan`);
  // The journey took the mobile, and sends no text message until the visitor asks (APPJ-002).
  const mobileField = page.getByLabel('Enter Mobile Number', { exact: true });
  await expect(mobileField).toHaveValue(mobile);
  expect(await outboxCount(request, mobile)).toBe(0);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByLabel('Enter 4 Digit OTP', { exact: true })).toBeVisible();
  await expect.poll(() => outboxCount(request, mobile)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('VAL-LOCALE-001: blog form on a Hindi article: 9 digits show the mobile message in Hindi', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(HINDI_ARTICLE_PATH);
  const form = page.getByRole('region', { name: '15 सेकंड में अपना ऑफ़र देखें' });
  await expect(form).toBeVisible();
  const field = form.getByLabel('मोबाइल नंबर', { exact: true });
  // The message is the app's: before hydration the browser submits the form itself, to the
  // journey, which checks the mobile there (HYDRATE-002, e2e/hydration.spec.ts).
  await hydrateWithNeutralKey(page);

  await field.fill('987654321');
  await form.getByRole('button', { name: 'अपना ऑफ़र देखें' }).click();
  await expect(form.getByText('कृपया सही मोबाइल नंबर डालें')).toBeVisible();
  await expect(form.getByText('Please enter correct mobile number')).toHaveCount(0);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(new RegExp(`${HINDI_ARTICLE_PATH}$`));
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('resource centre: banner with search box and three featured cards, recommendations 6 a page with next and previous', async ({ page }, testInfo) => {
  await page.goto('/resources/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource centre' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toBeVisible();
  const featured = featuredArticles(3, 'en').map((article) => article.title);
  await expect(page.getByRole('region', { name: 'Featured articles' }).getByRole('heading', { level: 3 })).toHaveText(featured);

  const rest = featuredArticles(BLOG_ARTICLES.length, 'en').slice(3).map((article) => article.title);
  const list = page.getByRole('list', { name: 'Recommended for you' });
  const pager = page.getByRole('navigation', { name: 'Recommended for you: Pages' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(rest.slice(0, PAGE_SIZES.recommendationCards));
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  // The pager is the app's (HYDRATE-002: a tap on it before hydration does nothing).
  await hydrateWithNeutralKey(page);
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(rest.slice(PAGE_SIZES.recommendationCards, 2 * PAGE_SIZES.recommendationCards));
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(`Page 2 / ${Math.ceil(rest.length / PAGE_SIZES.recommendationCards)}`)).toBeAttached();
  await pager.getByRole('button', { name: 'Previous page' }).click();
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(rest.slice(0, PAGE_SIZES.recommendationCards));
  // Keyboard: the page buttons are ordinary buttons.
  await pager.getByRole('button', { name: 'Page 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'resource-centre');

  // A featured card opens its article, whose recommendations fit on one page.
  await page.getByRole('region', { name: 'Featured articles' }).getByRole('link').first().click();
  const first = featuredArticles(1, 'en')[0];
  if (first === undefined) throw new Error('the resource centre has no featured article');
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recommended for you' }).getByRole('heading', { level: 3 })).toHaveText(
    recommendationsFor(first.slug).map((article) => article.title),
  );
});

test('home: media and news 6 a page on desktop and 5 on a phone', async ({ page }, testInfo) => {
  await page.goto('/');
  const size = testInfo.project.name === 'mobile' ? PAGE_SIZES.mediaAndNews.mobile : PAGE_SIZES.mediaAndNews.desktop;
  const list = page.getByRole('list', { name: 'Rinn in the news' });
  await list.scrollIntoViewIfNeeded();
  const cards = list.locator('li:visible').getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(size);
  await hydrateWithNeutralKey(page);
  await page.getByRole('navigation', { name: 'Rinn in the news: Pages' }).getByRole('button', { name: 'Next page' }).click();
  await expect(cards).toHaveCount(NEWS_ITEMS.length - size);
  await expect(list.getByRole('link').first()).toHaveAttribute('href', NEWS_ITEMS[size]?.url ?? '');
  await page.getByRole('navigation', { name: 'Rinn in the news: Pages' }).getByRole('button', { name: 'Previous page' }).click();
  await expect(cards).toHaveCount(size);
});

test('CAROUSEL-001, CAROUSEL-005: home testimonials: next and the dots move the carousel, the pause control holds it until pressed again', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'What our customers say' }).and(page.locator('[aria-roledescription="carousel"]'));
  await carousel.scrollIntoViewIfNeeded();
  await hydrateWithNeutralKey(page);
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const pause = carousel.getByRole('button', { name: 'Pause slideshow' });
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await carousel.getByRole('button', { name: 'Go to slide 1', exact: true }).click();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('button', { name: 'Go to slide 2', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');
  await expect(slides.nth(1)).not.toHaveAttribute('aria-hidden', 'true');
  // Held by the visitor: the pointer leaving does not start it again.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(5_500);
  await expect(slides.nth(1)).not.toHaveAttribute('aria-hidden', 'true');
  await expect(carousel.getByRole('list').first()).toHaveAttribute('aria-live', 'polite');
  // Pressed again, it plays once the pointer and focus have left, and moves on by itself.
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { name: 'What our customers say' }).click();
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'true', { timeout: 10_000 });
  await carousel.getByRole('button', { name: 'Go to slide 1', exact: true }).click();
  await expect(slides.nth(0)).not.toHaveAttribute('aria-hidden', 'true');
});

test('CAROUSEL-005: with reduced motion a carousel starts paused, its pause control pressed', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'What our customers say' }).and(page.locator('[aria-roledescription="carousel"]'));
  await carousel.scrollIntoViewIfNeeded();
  await hydrateWithNeutralKey(page);
  await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toHaveAttribute('aria-pressed', 'true');
});

// The refinance product page and the balance transfer (refinance) calculator carry the card.
const REFINANCE_PAGES = [
  { path: '/refinance', journey: '/journey?productsId=3&vendorsId=5&product=refinance' },
  { path: '/bt-calculator', journey: '/journey?productsId=3&vendorsId=5&backBtnSlug=%2Frefinance&product=refinance' },
];

for (const { path, journey } of REFINANCE_PAGES) {
  test(`${path}: the refinance card appears past 2,300 px, hides at 2,300 px and opens the refinance journey`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's length is measured below, so the app must have drawn it first: the calculator's
    // schedule (its chart and repayment years) is the app's, and makes the page about 800 px longer.
    await hydrateWithNeutralKey(page);
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('complementary', { name: 'Cash against your car' });
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    };
    const roomToScroll = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // On a wide screen the calculator is shorter: opening its repayment years makes it long enough.
    if ((await roomToScroll()) <= REFINANCE_CARD.scrollThresholdPx) {
      for (const year of await page.locator('details.schedule__year > summary').all()) await year.click();
    }
    const room = await roomToScroll();
    if (room <= REFINANCE_CARD.scrollThresholdPx) {
      // A page too short to scroll past the threshold (the refinance page on a wide screen) never shows it.
      await scrollTo(room);
      await page.waitForTimeout(500);
      await expect(card).toHaveCount(0);
      return;
    }
    await scrollTo(REFINANCE_CARD.scrollThresholdPx - 300);
    await page.waitForTimeout(500);
    await expect(card).toHaveCount(0);
    // Just past the threshold, as far as the page goes (a page may end less than 50 px past it).
    await scrollTo(Math.min(REFINANCE_CARD.scrollThresholdPx + 50, room));
    await expect(card).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, `refinance-card${path.replace(/\//g, '_')}`);
    await scrollTo(REFINANCE_CARD.scrollThresholdPx);
    await expect(card).toHaveCount(0);
    await scrollTo(REFINANCE_CARD.scrollThresholdPx + 1);
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Check eligibility' }).click();
    await expect(page).toHaveURL(journey);
  });
}


// The site shell (React, header, footer, chat button; React Router on a routed page) is the same on
// every content page of a kind; these widgets may add only their own small components to it, never
// a machine or XState. The home page has carousels of its own, so there only the pagination machine
// is looked for. A page is weighed against a plain page of its own kind: an article, an islands page
// (decision 0021), against a legal page; a routed page against a routed page with nothing of its
// own, /uj-business (the bank pages, which were the baseline, are islands pages now). The blog
// search's own parts (its search box, cards and pager) are 6.1 kB over that page, where they
// measured 4 kB over a bank page, which carried its own table and links.
const PLAIN_ISLANDS_PAGE = '/privacy-policy';
const PLAIN_ROUTED_PAGE = '/uj-business';
const BUDGET_PAGES = [
  // The offer form's message catalogues (api-messages) come with its machine, when the form is used.
  { path: ARTICLE_PATH, lazy: /^(xstate|blog-form-runtime|pagination-runtime|api-messages)/, overPlainPage: { plain: PLAIN_ISLANDS_PAGE, bytes: 4 * 1024 } },
  { path: '/resources/search', lazy: /^(xstate|pagination-runtime)/, overPlainPage: { plain: PLAIN_ROUTED_PAGE, bytes: 6.5 * 1024 } },
  { path: '/bt-calculator', lazy: /^(xstate|refinance-card-runtime)/, overPlainPage: undefined },
  { path: '/', lazy: /^pagination-runtime/, overPlainPage: undefined },
];

for (const { path, lazy, overPlainPage } of BUDGET_PAGES) {
  test(`${path}: hydrating loads no machine of these widgets before they are used${overPlainPage ? `, at most ${overPlainPage.bytes / 1024} kB gzip over ${overPlainPage.plain}` : ''}`, async ({ page, request }) => {
    const plain = overPlainPage === undefined ? 0 : totalOf(await scriptsOnHydration(page, request, overPlainPage.plain));
    const sizes = await scriptsOnHydration(page, request, path);
    const files = [...sizes.keys()].map((file) => file.replace(/^\/assets\//, ''));
    expect(files.filter((file) => lazy.test(file))).toEqual([]);
    if (overPlainPage !== undefined) expect(totalOf(sizes) - plain).toBeLessThanOrEqual(overPlainPage.bytes);
  });
}
