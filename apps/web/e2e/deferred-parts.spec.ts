import { formatRupees } from '@rinn/format';
import { amortizationSchedule } from '@rinn/loan-math';
import { monthAfter } from '../app/calculators/use-first-payment.ts';
import { webStrings } from '../app/i18n/web-strings.ts';
import { expect, test, type Page } from './fixtures.ts';
import { PHONE_VIEWPORT } from './journey-support.ts';
import { hydrateWithNeutralKey } from './support.ts';

// Parts of the car loan calculator whose code loads only when the visitor wants them: the
// repayment schedule as they come near it (LOAD-CODE-005), the new-car finder as they reach
// for it (LOAD-CODE-006). On a phone's screen, where the schedule is two screens down.
test.use({ viewport: PHONE_VIEWPORT });

const copy = webStrings('en');
const rupees = (amount: number): string => formatRupees(amount, { locale: 'en' });

/** The paths of the chunks whose names match, as the page asks for them. */
function chunksAskedFor(page: Page, name: RegExp): string[] {
  const asked: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (name.test(path)) asked.push(path);
  });
  return asked;
}

test('LOAD-CODE-005: the schedule loads as the visitor comes near it, for the loan they typed meanwhile', async ({ page }) => {
  const asked = chunksAskedFor(page, /^\/assets\/ScheduleSection-/);
  await page.goto('/emi-calculator');
  await hydrateWithNeutralKey(page);
  await page.waitForLoadState('networkidle');
  const place = page.locator('.calculator__schedule');
  const { top, screen } = await place.evaluate((element) => ({ top: element.getBoundingClientRect().top, screen: window.innerHeight }));
  expect(top).toBeGreaterThan(2 * screen);
  expect(asked).toEqual([]);
  // Until then the pre-rendered part is there: the heading and the part-payment simulator.
  await expect(place.getByRole('heading', { name: copy.scheduleHeading })).toHaveCount(1);
  await expect(place.getByRole('textbox', { name: copy.partPaymentAmount })).toHaveCount(1);

  // A new loan amount: the schedule's place says it is loading, and still nothing is fetched.
  const amount = page.getByRole('textbox', { name: 'Loan Amount' });
  await amount.fill('7,50,000');
  await amount.blur();
  await expect(place.getByText(copy.scheduleLoading)).toHaveCount(1);
  expect(asked).toEqual([]);

  await place.scrollIntoViewIfNeeded();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  // The schedule is the typed loan's: its first year as @rinn/loan-math has it.
  const rate = Number(await page.getByRole('textbox', { name: 'Interest Rate' }).inputValue());
  const years = Number(await page.getByRole('textbox', { name: 'Tenure' }).inputValue());
  const [first] = amortizationSchedule({ principal: 750_000, annualRatePercent: rate, months: years * 12, firstPayment: monthAfter(new Date()) }).years;
  await expect(place.locator('.schedule__year summary').first()).toContainText(
    `${copy.principal} ${rupees(first?.total.principalPayment ?? Number.NaN)} · ${copy.interest} ${rupees(first?.total.interestPayment ?? Number.NaN)}`,
  );
  await expect(place.getByText(copy.scheduleLoading)).toHaveCount(0);
});

test('LOAD-CODE-006: the new-car finder loads when the visitor reaches for it, and the tapped field opens its list', async ({ page }) => {
  const asked = chunksAskedFor(page, /^\/assets\/NewCarFinder-/);
  await page.goto('/emi-calculator');
  await hydrateWithNeutralKey(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  // The finder's code held on its way: the reached-for place says it is busy meanwhile.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/NewCarFinder-*.js', async (route) => {
    await released;
    await route.fallback();
  });
  const city = page.getByRole('combobox', { name: 'City', exact: true });
  await city.click();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  const place = page.locator('.new-car-finder__place');
  await expect(place).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(place).not.toHaveAttribute('aria-busy');
  await expect(city).toBeFocused();
  // The field, kept focused as it hydrated, is the finder's: its list opens, and typing filters it
  // (NEWCAR-005).
  const cities = page.getByRole('listbox', { name: 'City', exact: true });
  await expect(cities.getByRole('option', { name: 'Mumbai', exact: true })).toBeVisible();
  await city.pressSequentially('mu');
  await expect(cities.getByRole('option')).toHaveText(['Mumbai']);
});
