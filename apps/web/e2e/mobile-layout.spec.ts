import { expect, test, type Page, type TestInfo } from './fixtures.ts';
import { newCarStrings } from '../app/calculators/new-car/new-car-strings.ts';
import { webStrings } from '../app/i18n/web-strings.ts';
import { hydrateWithNeutralKey } from './support.ts';
import { inLanguage, JOURNEY_LANGUAGES } from './journey-support.ts';

// No page scrolls sideways on a phone (docs/product §13 quality bar; the site is designed for a
// phone first): every kind of page at 320 px (the narrowest phone in use) and 390 px, in English
// and Hindi, as loaded, with the header's Loans menu open and, on a calculator, with a year of the
// repayment schedule open (above it, the year-by-year chart: one bar group per year). A table wider
// than the screen must scroll inside its own box — a named, focusable region — and nothing else
// may be cut off at the screen's edge. The desktop project runs the same walk at its own width.

const PHONE_WIDTHS = [320, 390] as const;

/** One page of each kind; calculators also get a schedule year opened. */
const PAGES: readonly { readonly path: string; readonly schedule?: true }[] = [
  { path: '/' },
  { path: '/used-car-loan' },
  { path: '/personal-loan' },
  { path: '/axis-bank-personal-loan' },
  { path: '/axis-bank-personal-loan-interest-rate' },
  { path: '/axis-bank-personal-loan-emi-calculator' },
  { path: '/used-car-loan/city/ahmedabad' },
  { path: '/emi-calculator', schedule: true },
  { path: '/two-wheeler-calculator', schedule: true },
  { path: '/bt-calculator', schedule: true },
  { path: '/resources/credit-score-myths' },
  { path: '/resources/faq' },
  { path: '/resources/faq/business-loan' },
  { path: '/resources/search' },
  { path: '/cibil-score' },
  { path: '/contact-us' },
  { path: '/privacy-policy' },
];

/** The widths a project walks: the two phone widths, or the desktop project's own width. */
function widthsOf(testInfo: TestInfo): readonly number[] {
  return testInfo.project.name === 'mobile' ? PHONE_WIDTHS : [testInfo.project.use.viewport?.width ?? 1280];
}

/**
 * What makes the page wider than the screen or cuts something off at its edge: the document's
 * scroll width, each element that reaches past the right edge other than inside a box that
 * scrolls sideways or a carousel (whose slides wait off-screen by design), and each sideways
 * scrolling box that is not a focusable region with a name.
 */
async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const width = window.innerWidth;
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (scrollWidth > width) faults.push(`the page is ${scrollWidth} px wide on a ${width} px screen`);
    const describe = (element: Element): string =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    const scrollsSideways = (element: Element): boolean => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (element.closest('[aria-roledescription="carousel"], .visually-hidden')) continue;
      let inScroller = false;
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (scrollsSideways(ancestor)) {
          inScroller = true;
          break;
        }
      }
      if (!inScroller) faults.push(`${describe(element)} reaches ${Math.round(box.right)} px on a ${width} px screen`);
    }
    for (const scroller of document.body.querySelectorAll('*')) {
      if (!scrollsSideways(scroller) || scroller.scrollWidth <= scroller.clientWidth) continue;
      const named = scroller.getAttribute('aria-label') || scroller.getAttribute('aria-labelledby');
      if (scroller.getAttribute('role') !== 'region' || scroller.getAttribute('tabindex') !== '0' || !named) {
        faults.push(`${describe(scroller)} scrolls sideways but is not a focusable, named region`);
      }
    }
    return faults;
  });
}

for (const language of JOURNEY_LANGUAGES) {
  const text = webStrings(language);
  for (const { path, schedule } of PAGES) {
    const address = inLanguage(language, path);
    test(`${address} fits the screen with the Loans menu open${schedule ? ' and a schedule year open' : ''}`, async ({ page }, testInfo) => {
      for (const width of widthsOf(testInfo)) {
        await page.setViewportSize({ width, height: 800 });
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        expect(await layoutFaults(page), `${address} at ${width} px, as loaded`).toEqual([]);

        await hydrateWithNeutralKey(page);
        // A details menu: its summary is the disclosure button (Playwright gives summary no role).
        const menu = page.getByRole('navigation', { name: text.mainNavigation }).locator('details.menu');
        await menu.locator('summary', { hasText: text.loanProducts }).click();
        const panel = menu.locator('.menu__panel');
        await expect(panel).toBeVisible();
        const box = await panel.boundingBox();
        expect(box, 'the open Loans menu has a box').not.toBeNull();
        expect(box?.x ?? -1, `the Loans menu starts on screen at ${width} px`).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0), `the Loans menu ends on screen at ${width} px`).toBeLessThanOrEqual(width);
        // Its last link is reachable: on screen or scrolled to inside the panel, not under the chat button.
        const lastLink = panel.getByRole('link').last();
        await lastLink.scrollIntoViewIfNeeded();
        await expect(lastLink).toBeInViewport();
        await lastLink.hover();
        expect(await layoutFaults(page), `${address} at ${width} px, Loans menu open`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();

        if (schedule) {
          // The schedule loads as the visitor scrolls towards it (LOAD-CODE-005).
          await page.locator('.calculator__schedule').scrollIntoViewIfNeeded();
          // The year-by-year chart is an image named by what it shows, with one bar group per
          // calendar year of the schedule below it, and fits the screen.
          const chart = page.getByRole('img', { name: text.yearChartTitle, exact: true });
          await expect(chart).toBeVisible();
          const years = await page.locator('.schedule__year').count();
          expect(years, 'the schedule has years').toBeGreaterThan(0);
          await expect(chart.locator('.year-chart__year')).toHaveCount(years);
          const chartBox = await chart.boundingBox();
          expect((chartBox?.x ?? -1) >= 0 && (chartBox?.x ?? 0) + (chartBox?.width ?? Infinity) <= width, `the chart fits ${width} px`).toBe(true);

          const year = page.locator('.schedule__year').first();
          await year.locator('summary').click();
          const region = year.getByRole('region', { name: new RegExp(`^${text.scheduleHeading} \\d{4}$`) });
          await expect(region.getByRole('table')).toBeVisible();
          expect(await layoutFaults(page), `${address} at ${width} px, schedule year open`).toEqual([]);
          // The region scrolls by keyboard too: it takes focus.
          await region.focus();
          await expect(region).toBeFocused();
        }
      }
    });
  }
}

for (const language of JOURNEY_LANGUAGES) {
  const copy = newCarStrings(language);
  const address = inLanguage(language, '/emi-calculator');
  test(`${address} fits the screen with a car priced: on-road price and down payment`, async ({ page }, testInfo) => {
    for (const width of widthsOf(testInfo)) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(address);
      for (const [name, typed, option] of [
        ['city', 'mu', 'Mumbai'],
        ['brand', 'mar', 'Maruti Suzuki'],
        ['model', 'sw', 'Swift'],
        ['variant', 'v', 'VXi'],
      ] as const) {
        const field = page.getByRole('combobox', { name: copy.labels[name], exact: true });
        await expect(field).toBeEnabled();
        await field.click();
        await field.fill(typed);
        await page.getByRole('listbox', { name: copy.labels[name], exact: true }).getByRole('option', { name: option, exact: true }).click();
      }
      const cost = page.getByRole('group', { name: copy.costHeading });
      await expect(cost.getByRole('textbox', { name: copy.downPayment })).toBeVisible();
      expect(await layoutFaults(page), `${address} at ${width} px, a car priced`).toEqual([]);
    }
  });
}
