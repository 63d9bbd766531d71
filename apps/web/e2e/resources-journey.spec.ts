import { expect, test } from './fixtures.ts';
import { RESOURCE_CENTRE_TEXTS, UI_STRINGS } from '@rinn/content';
import { REFINANCE_CARD } from '@rinn/rules';
import { webStrings } from '../app/i18n/web-strings.ts';
import { expectNoSidewaysScroll, inLanguage, JOURNEY_LANGUAGES, PHONE_VIEWPORT } from './journey-support.ts';
import { hydrateWithNeutralKey } from './support.ts';

// The resource centre journey of a visitor on a phone, in English and Hindi: /resources from the
// header and the footer, a search whose results come first and in the page's language (BLOG-010),
// FAQ tabs that fit a phone, and a refinance card that can be closed (REFICARD-002).

test.use({ viewport: PHONE_VIEWPORT });

const DEVANAGARI = /[\u0900-\u097f]/;

/** A query that finds articles in each language's resource centre. */
const QUERY = { en: 'loan', hi: 'लोन' } as const;

for (const language of JOURNEY_LANGUAGES) {
  test(`resources journey (${language}, 390 px): home linked from header and footer, results first and in the page language`, async ({ page }) => {
    const ui = UI_STRINGS[language];
    const banner = RESOURCE_CENTRE_TEXTS[language];
    const home = inLanguage(language, '/resources');
    await page.goto(inLanguage(language, '/'));
    await expect(page.getByRole('banner').getByRole('link', { name: ui.navResources })).toHaveAttribute('href', home);
    await expectNoSidewaysScroll(page);
    await page.getByRole('contentinfo').getByRole('link', { name: ui.navResources }).click();
    // Before hydration the link is followed natively (HYDRATE-002): a whole page load on a busy machine.
    await expect(page).toHaveURL(new RegExp(`${home}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: banner.bannerHeading })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await hydrateWithNeutralKey(page);
    const search = page.getByRole('searchbox', { name: ui.searchPlaceholder });
    await search.fill(QUERY[language]);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${inLanguage(language, '/resources/search')}\\?blog=`));
    const results = page.getByRole('region', { name: new RegExp(webStrings(language).searchResultsFor) });
    // The results render after the page reads its query: wait for them before reading them all.
    await expect(results.getByRole('listitem').first()).toBeVisible();
    const titles = await results.getByRole('listitem').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    if (language === 'en') expect(titles.filter((title) => DEVANAGARI.test(title))).toEqual([]);
    else expect(DEVANAGARI.test(titles[0] ?? '')).toBe(true);
    // Results come first: above the featured cards.
    const resultsTop = (await results.boundingBox())?.y ?? Infinity;
    const featuredTop = (await page.getByRole('heading', { level: 2, name: banner.featuredHeading }).boundingBox())?.y ?? -Infinity;
    expect(resultsTop).toBeLessThan(featuredTop);
    await expectNoSidewaysScroll(page);
  });

  test(`resources journey (${language}): FAQ tabs wrap on 320 and 390 px phones`, async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(inLanguage(language, '/resources/faq/personal-loan'));
      const tabs = page.getByRole('tablist').first();
      await expect(tabs.getByRole('tab').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      const box = await tabs.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      for (const tab of await tabs.getByRole('tab').all()) {
        const tabBox = await tab.boundingBox();
        expect((tabBox?.x ?? 0) + (tabBox?.width ?? 0), await tab.innerText()).toBeLessThanOrEqual(width);
      }
    }
  });

  test(`resources journey (${language}, 390 px): the refinance eligibility card can be closed and stays closed`, async ({ page }) => {
    await page.goto(inLanguage(language, '/refinance'));
    await page.waitForLoadState('networkidle');
    await hydrateWithNeutralKey(page);
    const text = webStrings(language);
    const card = page.getByRole('complementary', { name: text.refinanceCardTitle });
    // The card's machine loads on the first scroll; the scrolls after it move the card.
    let offset = REFINANCE_CARD.scrollThresholdPx + 100;
    await expect(async () => {
      offset += 10;
      await page.evaluate((top) => window.scrollTo(0, top), offset);
      await expect(card).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expectNoSidewaysScroll(page);
    await card.getByRole('button', { name: text.refinanceCardClose }).click();
    await expect(card).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate((top) => window.scrollTo(0, top), REFINANCE_CARD.scrollThresholdPx + 400);
    await page.waitForTimeout(300);
    await expect(card).toHaveCount(0);
  });
}
