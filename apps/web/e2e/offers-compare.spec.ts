import { expect, test, type Locator, type Page } from './fixtures.ts';
import { formatIndianNumber } from '@rinn/format';
import { sortOffers } from '@rinn/offers';
import { journeyStartPath } from '@rinn/rules';
import { fillIn } from '../app/i18n/fill-in.ts';
import { journeyStrings, STEP_TITLES } from '../app/journey/journey-strings.ts';
import {
  expectNoSidewaysScroll,
  inLanguage,
  JOURNEY_LANGUAGES,
  journeyOffers,
  MATCHING_PERSONAL_LOAN_STEPS,
  newMobileScoring,
  PHONE_VIEWPORT,
  saveJourneySteps,
} from './journey-support.ts';
import { apiOtpLogin, seriousViolations, storeSession } from './support.ts';

// The offers screen on a phone, in English and Hindi, against the API server (docs/product §10):
// the heading clear of the sticky header when the offers show, sorting by EMI and by fees
// (COMPARE-001), two offers ticked and compared side by side in a table that scrolls in its own
// box with the lowest figure of each row marked in words (COMPARE-002…004), and an offer chosen
// from the comparison, through its Key Fact Statement, to the confirmation (APPJ-008, APPJ-006).

test.use({ viewport: PHONE_VIEWPORT });
test.describe.configure({ timeout: 150_000 });

/** Every personal-loan lender matches this applicant. */
const STEPS = MATCHING_PERSONAL_LOAN_STEPS;

/** Fails unless the element's top is below the sticky site header and inside the screen. */
async function expectClearOfHeader(page: Page, element: Locator): Promise<void> {
  const header = await page.locator('.site-header').boundingBox();
  const box = await element.boundingBox();
  expect(header).not.toBeNull();
  expect(box).not.toBeNull();
  expect(box!.y, 'the heading starts below the sticky header').toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
}

const cardNames = (page: Page) => page.getByTestId('journey-offer').getByRole('heading', { level: 2 }).allTextContents();

for (const [index, language] of JOURNEY_LANGUAGES.entries()) {
  test(`offers sort, two compare side by side and one is chosen (${language}, 390 px)`, async ({ page, request }) => {
    const copy = journeyStrings(language);
    const session = await apiOtpLogin(request, newMobileScoring('93', index, 780));
    const draftId = await saveJourneySteps(request, session, { params: { productsId: 5, vendorsId: 5 }, product: 'personal-loan', steps: STEPS });

    // The journey resumes at its last step; the visitor has scrolled to its end before asking for offers.
    await storeSession(page, session);
    await page.goto(inLanguage(language, journeyStartPath({ productsId: 5, vendorsId: 5, userToken: draftId, backBtnSlug: '/dashboard' })));
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES[language]['credit-consent'] })).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // A click that does not scroll first, so the page is still scrolled down when the offers show.
    await page.getByRole('button', { name: copy.seeOffers }).dispatchEvent('click');

    // The heading takes focus and shows below the sticky header, not under it.
    const heading = page.getByRole('heading', { level: 1, name: copy.offersHeading });
    await expect(heading).toBeFocused();
    await expectClearOfHeader(page, heading);

    const { offers } = await journeyOffers(request, session, draftId);
    expect(offers.length).toBeGreaterThan(3);
    await expect(page.getByTestId('journey-offer')).toHaveCount(offers.length);
    // APR first (the matcher's order), then EMI, then fees.
    expect(await cardNames(page)).toEqual(offers.map((offer) => offer.lenderName));
    await expect(page.getByRole('radio', { name: copy.sortApr })).toBeChecked();
    await page.getByRole('radio', { name: copy.sortEmi }).check();
    await expect.poll(() => cardNames(page)).toEqual(sortOffers(offers, 'emi').map((offer) => offer.lenderName));
    await page.getByRole('radio', { name: copy.sortFees }).check();
    await expect.poll(() => cardNames(page)).toEqual(sortOffers(offers, 'fees').map((offer) => offer.lenderName));
    await expect(page.getByText(fillIn(copy.sortedBy, { key: copy.sortFees }))).toBeAttached();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The cards fit the narrowest phone too.
    await page.setViewportSize({ width: 320, height: 720 });
    await expectNoSidewaysScroll(page);
    await page.setViewportSize(PHONE_VIEWPORT);

    // Tick two: the cheapest and the dearest by fees.
    const byFees = sortOffers(offers, 'fees');
    const [cheap, dear] = [byFees[0]!, byFees.at(-1)!];
    const card = (name: string) => page.getByTestId('journey-offer').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
    const compareButton = page.getByRole('button', { name: copy.compareOpen });
    await expect(compareButton).toBeDisabled();
    await card(dear.lenderName).getByRole('checkbox', { name: copy.compare }).check();
    await card(cheap.lenderName).getByRole('checkbox', { name: copy.compare }).check();
    await expect(page.getByText(fillIn(copy.compareSelected, { n: 2, max: 3 }))).toBeVisible();
    await compareButton.click();

    // The comparison: its heading focused and clear of the header, one column per offer in the
    // list's order, the table scrolling inside its own box on the phone.
    const compareHeading = page.getByRole('heading', { level: 2, name: copy.compareHeading });
    await expect(compareHeading).toBeFocused();
    await expectClearOfHeader(page, compareHeading);
    const table = page.getByRole('table');
    // The logo's wordmark comes before each lender's name.
    await expect(table.getByRole('columnheader')).toContainText([copy.compareFigure, cheap.lenderName, dear.lenderName]);
    const scrollBox = page.getByRole('region', { name: copy.compareCaption });
    const box = await scrollBox.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expectNoSidewaysScroll(page);
    // The lowest processing fee is marked in words, not only in colour.
    const percent = (value: number) => `${formatIndianNumber(value, { locale: language, maximumFractionDigits: 2 })}%`;
    const feeCells = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: copy.processingFee }) }).getByRole('cell');
    if (cheap.processingFee < dear.processingFee) {
      await expect(feeCells.nth(0)).toContainText(copy.compareBest);
      await expect(feeCells.nth(1)).not.toContainText(copy.compareBest);
    }
    const aprCells = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: copy.apr, exact: true }) }).getByRole('cell');
    await expect(aprCells.nth(0)).toContainText(percent(cheap.apr));
    await expect(aprCells.nth(1)).toContainText(percent(dear.apr));
    expect(await seriousViolations(page)).toEqual([]);

    // Choosing from the comparison opens that offer's Key Fact Statement; Back returns to the comparison.
    const chooseRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: copy.compareChooseRow, exact: true }) });
    await chooseRow.getByRole('button', { name: copy.compareChoose }).nth(1).click();
    await expect(page.getByRole('heading', { level: 1, name: `${copy.kfsHeading}: ${dear.lenderName}` })).toBeVisible();
    // Back from the end of the long statement: the offers' heading shows below the header again.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: copy.backToOffers }).click();
    await expect(heading).toBeFocused();
    await expectClearOfHeader(page, heading);
    await expect(compareHeading).toBeVisible();
    await chooseRow.getByRole('button', { name: copy.compareChoose }).nth(0).click();
    await expect(page.getByRole('heading', { level: 1, name: `${copy.kfsHeading}: ${cheap.lenderName}` })).toBeVisible();
    await page.getByLabel(copy.acknowledgeKfs, { exact: true }).check();
    await page.getByRole('button', { name: copy.accept }).click();
    await expect(page.getByRole('heading', { level: 1, name: fillIn(copy.createdHeading, { lender: cheap.lenderName }) })).toBeVisible();
  });
}
