import { expect, test, type Page } from './fixtures.ts';
import { fillEmployment, fillPersonalDetails, fillVehicleAndConsent, newestOtp, newMobileScoring } from './journey-support.ts';

// The Key Fact Statement read on the narrowest phone (320 px) and a common one (390 px): its Part 1,
// fees and repayment-schedule tables scroll inside their own named, focusable boxes and the page
// never scrolls sideways. The statement is reached the way a borrower reaches it: the used-car
// journey from OTP through the four steps to the offers (docs/product §10).

test.describe.configure({ timeout: 120_000 });

async function pageWidth(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth }));
}

test('the Key Fact Statement fits a 320 px and a 390 px screen, its tables scrolling in their own boxes', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const mobile = newMobileScoring('95', testInfo.project.name.length, 800);
  await page.goto('/used-car-loan');
  await page.getByRole('link', { name: 'Check your offer' }).first().click();
  await page.getByLabel('Enter Mobile Number', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const otp = page.getByLabel('Enter 4 Digit OTP', { exact: true });
  await expect(otp).toBeVisible();
  await otp.fill(await newestOtp(request, mobile));
  await page.getByRole('button', { name: 'Continue' }).click();

  await fillPersonalDetails(page);
  await fillEmployment(page);
  await fillVehicleAndConsent(page);

  const firstOffer = page.getByTestId('journey-offer').first();
  await expect(firstOffer).toBeVisible();
  const offersWidth = await pageWidth(page);
  expect(offersWidth.scrollWidth, 'the offers fit 320 px').toBeLessThanOrEqual(offersWidth.innerWidth);
  await firstOffer.getByRole('button', { name: 'View Key Fact Statement and choose' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Key Fact Statement: / })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Part 1 — Interest rate and fees / charges' })).toBeVisible();

  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 720 });
    const { scrollWidth, innerWidth } = await pageWidth(page);
    expect(scrollWidth, `the KFS page is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
    const tables = page.locator('.kfs table');
    expect(await tables.count()).toBeGreaterThanOrEqual(3);
    for (const table of await tables.all()) {
      // Each table sits in a named region that takes focus and fits the screen; a wider table scrolls inside it.
      const region = table.locator('xpath=..');
      await expect(region).toHaveAttribute('role', 'region');
      await expect(region).toHaveAttribute('tabindex', '0');
      await expect(region).toHaveAccessibleName(/\S/);
      const fit = await region.evaluate((element) => ({
        right: element.getBoundingClientRect().right,
        overflowX: getComputedStyle(element).overflowX,
        scrolls: element.scrollWidth > element.clientWidth,
      }));
      expect(fit.right, 'the table box ends on screen').toBeLessThanOrEqual(width);
      expect(['auto', 'scroll'], 'the table box scrolls sideways').toContain(fit.overflowX);
      if (fit.scrolls) {
        await region.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => region.evaluate((element) => element.scrollLeft), 'the keyboard scrolls a wide table').toBeGreaterThan(0);
        await region.evaluate((element) => element.scrollTo({ left: 0 }));
      }
    }
  }
});
