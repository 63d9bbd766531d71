import { PERSONAL_LOAN_RATES_FROM_PERCENT } from '@rinn/content';
import { formatIndianNumber, formatRupees } from '@rinn/format';
import { loanSummary } from '@rinn/loan-math';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import type { HydrationRecord } from '../app/hydration/hydration-trigger.ts';

// SHARE-PAINT-001: a shared calculator link shows its own figures in the first paint, before any
// module has loaded, and the hydrated calculator goes on showing the same ones (no flash of the
// starting figures, no jump); SHARE-PAINT-002: its charts and schedule wait, hidden, for the app.

/** What the calculator shows: the three fields and the four figures. */
async function expectFigures(calculator: Locator, inputs: { amount: number; tenure: number; rate: number; months: number }, locale: 'en' | 'hi'): Promise<void> {
  const summary = loanSummary({ principal: inputs.amount, annualRatePercent: inputs.rate, months: inputs.months });
  const rupees = (amount: number) => formatRupees(amount, { locale });
  await expect(calculator.getByRole('textbox').nth(0)).toHaveValue(formatIndianNumber(inputs.amount, { locale: 'en' }));
  await expect(calculator.getByRole('textbox').nth(1)).toHaveValue(String(inputs.tenure));
  await expect(calculator.getByRole('textbox').nth(2)).toHaveValue(String(inputs.rate));
  await expect(calculator.getByTestId('emi')).toHaveText(rupees(summary.emi));
  await expect(calculator.getByTestId('summary-emi')).toHaveText(rupees(summary.emi));
  await expect(calculator.getByTestId('principal')).toHaveText(rupees(inputs.amount));
  await expect(calculator.getByTestId('total-interest')).toHaveText(rupees(summary.totalInterest));
  await expect(calculator.getByTestId('total-payable')).toHaveText(rupees(summary.totalPayable));
}

/** Console errors and Content-Security-Policy reports of the page from now on. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('net::ERR_FAILED')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const isHydrated = (page: Page) => page.evaluate(() => (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.hydrated ?? false);

const LINKS = [
  {
    name: 'car loan EMI calculator',
    path: '/emi-calculator?amount=600000&tenure=3&rate=9.5',
    calculator: (page: Page) => page.locator('.calculator'),
    inputs: { amount: 600_000, tenure: 3, rate: 9.5, months: 36 },
    locale: 'en' as const,
  },
  {
    name: 'two-wheeler calculator in Hindi',
    path: '/hi/two-wheeler-calculator?amount=1,50,000&tenure=18&rate=12.25',
    calculator: (page: Page) => page.locator('.calculator'),
    inputs: { amount: 150_000, tenure: 18, rate: 12.25, months: 18 },
    locale: 'hi' as const,
  },
  {
    name: 'personal-loan calculator (its own lazy chunk), the rate left to the page',
    path: '/personal-loan?amount=250000&tenure=2',
    calculator: (page: Page) => page.getByRole('region', { name: 'Personal loan EMI calculator' }),
    inputs: { amount: 250_000, tenure: 2, rate: PERSONAL_LOAN_RATES_FROM_PERCENT, months: 24 },
    locale: 'en' as const,
  },
];

for (const link of LINKS) {
  test(`SHARE-PAINT-001, SHARE-PAINT-002: a shared link to the ${link.name} shows its figures before hydration and after`, async ({ page }) => {
    const problems = recordProblems(page);
    // No module of the app can load: what shows is the pre-rendered page and its inline scripts.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(link.path);
    await expectFigures(link.calculator(page), link.inputs, link.locale);
    // The charts and schedule only the app draws keep their place, hidden, not the starting loan (SHARE-PAINT-002).
    await expect(link.calculator(page).locator('.results__charts')).toBeHidden();
    await expect(link.calculator(page).locator('.calculator__schedule')).toBeHidden();
    expect(await isHydrated(page)).toBe(false);
    expect(problems.filter((problem) => /Content.Security.Policy/i.test(problem))).toEqual([]);

    // With the app, the hydrated calculator shows the same, without a hydration error.
    await page.unrouteAll();
    problems.length = 0;
    await page.goto(link.path);
    await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
    await expectFigures(link.calculator(page), link.inputs, link.locale);
    await expect(link.calculator(page).locator('.results__charts')).toBeVisible();
    await expect(link.calculator(page).locator('.calculator__schedule')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('SHARE-PAINT-001, SHARE-PAINT-002: a link to the Used car tab leaves the New car calculator as pre-rendered but hidden, until the app shows the Used car tab', async ({ page }) => {
  const path = '/emi-calculator?tab=used&amount=300000&tenure=3&rate=11.5';
  const calculator = page.locator('.calculator');
  // Before the app: the page was pre-rendered on New car, whose starting figures are not the link's.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path);
  await expect(calculator.locator('#car-new-amount')).toHaveValue('5,00,000');
  await expect(calculator.locator('.calculator__inputs')).toBeHidden();
  await expect(calculator.locator('.calculator__results')).toBeHidden();
  expect(await isHydrated(page)).toBe(false);

  await page.unrouteAll();
  await page.goto(path);
  await expect.poll(() => isHydrated(page), { timeout: 15_000 }).toBe(true);
  await expect(page.getByRole('tab', { name: 'Used car loan' })).toHaveAttribute('aria-selected', 'true');
  await expect(calculator.locator('.calculator__inputs')).toBeVisible();
  await expectFigures(calculator, { amount: 300_000, tenure: 3, rate: 11.5, months: 36 }, 'en');
  await expect(calculator.locator('.results__charts')).toBeVisible();
});
