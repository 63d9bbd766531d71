import { BANK_PAGES, bankPagePath, PERSONAL_LOAN_RATES_FROM_PERCENT } from '@rinn/content';
import { formatRupees } from '@rinn/format';
import { balanceTransfer, loanSummary, partPayment } from '@rinn/loan-math';
import { rinnBalanceTransferSaving } from '@rinn/loan-math/rinn';
import { expect, test } from './fixtures.ts';
import { hydrateWithNeutralKey } from './support.ts';

const rupees = (amount: number): string => formatRupees(amount, { locale: 'en' });

test.describe('calculators show the figures of @rinn/loan-math', () => {
  test('car loan EMI calculator: typed inputs, the Used car tab and a shared link', async ({ page }) => {
    await page.goto('/emi-calculator');
    await page.getByRole('textbox', { name: 'Loan Amount' }).fill('7,50,000');
    await page.getByRole('textbox', { name: 'Tenure' }).fill('4');
    await page.getByRole('textbox', { name: 'Interest Rate' }).fill('9.5');
    await page.getByRole('textbox', { name: 'Interest Rate' }).blur();
    const expected = loanSummary({ principal: 750_000, annualRatePercent: 9.5, months: 48 });
    await expect(page.getByTestId('emi')).toHaveText(rupees(expected.emi));
    await expect(page.getByTestId('total-interest')).toHaveText(rupees(expected.totalInterest));
    await expect(page.getByTestId('total-payable')).toHaveText(rupees(expected.totalPayable));

    await page.getByRole('tab', { name: 'Used car loan' }).click();
    await expect(page.getByTestId('principal')).toHaveText(rupees(10_000));

    await page.goto('/emi-calculator?tab=used&amount=300000&tenure=3&rate=11.5');
    await expect(page.getByRole('tab', { name: 'Used car loan' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('emi')).toHaveText(rupees(loanSummary({ principal: 300_000, annualRatePercent: 11.5, months: 36 }).emi));
  });

  test('car loan schedule: year accordion, part-payment savings and CSV download', async ({ page }) => {
    await page.goto('/emi-calculator?amount=500000&tenure=5&rate=10');
    const firstYear = page.locator('.schedule__year').first();
    await firstYear.locator('summary').click();
    await expect(firstYear.locator('tbody tr').first()).toBeVisible();
    const chart = page.getByRole('img', { name: 'Principal and interest paid each year, and the balance at each year end' });
    await expect(chart.locator('.year-chart__year')).toHaveCount(await page.locator('.schedule__year').count());
    await page.getByRole('textbox', { name: 'Part-payment amount (₹)' }).fill('100000');
    await expect(page.getByTestId('months-saved')).not.toHaveText('0');
    // The chart follows the schedule with the part-payment: still one bar group per year shown.
    await expect(chart.locator('.year-chart__year')).toHaveCount(await page.locator('.schedule__year').count());
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download schedule (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe('new-car-loan-schedule.csv');
  });

  test('part-payment simulator refuses what a lender would refuse and shows the new EMI', async ({ page }) => {
    const loan = { principal: 500_000, annualRatePercent: 10, months: 60, firstPayment: { year: 2026, month: 1 } } as const;
    await page.goto('/emi-calculator?amount=500000&tenure=5&rate=10');
    const amount = page.getByRole('textbox', { name: 'Part-payment amount (₹)' });
    await amount.fill('500000');
    const refused = partPayment({ ...loan, prepayment: { month: 12, amount: 500_000 } });
    const outstanding = !refused.accepted && refused.reason === 'AMOUNT_NOT_BELOW_BALANCE' ? refused.outstanding : Number.NaN;
    await expect(page.getByTestId('part-payment-error')).toHaveText(
      `A part-payment must be less than the ${rupees(outstanding)} still owed after instalment 12. Paying all of it closes the loan: that is a foreclosure.`,
    );
    await amount.fill('100000');
    await page.getByRole('spinbutton', { name: 'Paid with instalment number' }).fill('60');
    await expect(page.getByTestId('part-payment-error')).toHaveText('Choose an instalment from 1 to 59: after the last one nothing is left to part-pay.');
    await page.getByRole('spinbutton', { name: 'Paid with instalment number' }).fill('12');
    await page.getByRole('radio', { name: 'Keep the tenure, lower the EMI' }).check();
    const accepted = partPayment({ ...loan, prepaymentStrategy: 'reduce-emi', prepayment: { month: 12, amount: 100_000 } });
    await expect(page.getByTestId('emi-after-part-payment')).toHaveText(rupees(accepted.accepted ? accepted.emiAfter : Number.NaN));
    await expect(page.getByTestId('part-payment-error')).toHaveCount(0);
  });

  test('two-wheeler calculator counts the duration in months', async ({ page }) => {
    await page.goto('/two-wheeler-calculator?amount=120000&tenure=18&rate=10.5');
    const expected = loanSummary({ principal: 120_000, annualRatePercent: 10.5, months: 18 });
    await expect(page.getByTestId('emi')).toHaveText(rupees(expected.emi));
    await expect(page.getByTestId('total-payable')).toHaveText(rupees(expected.totalPayable));
  });

  test('balance-transfer calculator', async ({ page }) => {
    await page.goto('/bt-calculator');
    await page.getByRole('textbox', { name: 'EMIs paid' }).fill('30');
    await page.getByRole('textbox', { name: 'EMIs paid' }).blur();
    const expected = balanceTransfer({ existingEmi: 10_624, originalLoanAmount: 500_000, originalTenureMonths: 60, emisPaid: 30, newTenureMonths: 36, newAnnualRatePercent: 9 });
    await expect(page.getByRole('group', { name: 'Current Loan Details' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Required Loan Details' })).toBeVisible();
    await expect(page.getByTestId('emi')).toHaveText(rupees(expected.emi));
    await expect(page.getByTestId('outstanding')).toHaveText(rupees(expected.outstandingPrincipal));
    await expect(page.getByTestId('foreclosure-charge')).toHaveText(rupees(expected.foreclosureCharge));
    await expect(page.getByTestId('cash-in-hand')).toHaveText(rupees(expected.cashInHand));
    await expect(page.getByTestId('total-loan')).toHaveText(rupees(expected.totalLoanAmount));
  });

  test('balance-transfer calculator says whether switching saves, net of fees', async ({ page }) => {
    const existingLoan = { existingEmi: 10_624, originalLoanAmount: 500_000, originalTenureMonths: 60, emisPaid: 24, newTenureMonths: 36 };
    await page.goto('/bt-calculator');
    const loss = rinnBalanceTransferSaving({ ...existingLoan, newAnnualRatePercent: 9 });
    await expect(page.getByTestId('switch-verdict')).toHaveText(
      `Switching costs you ${rupees(-loss.saving)} more over the loan, fees included: your current loan is cheaper.`,
    );
    await page.getByRole('textbox', { name: 'Interest Rate' }).fill('4');
    await page.getByRole('textbox', { name: 'Interest Rate' }).blur();
    const gain = rinnBalanceTransferSaving({ ...existingLoan, newAnnualRatePercent: 4 });
    await expect(page.getByTestId('switch-verdict')).toHaveText(
      `You save ${rupees(gain.saving)} over the loan, net of fees; break-even in month ${gain.breakEvenMonth}.`,
    );
    await expect(page.getByTestId('switch-fees')).toHaveText(rupees(gain.newLoanCharges.totalCharges));
    await expect(page.getByTestId('switch-outgo-after')).toHaveText(rupees(gain.newOutgo));

    await page.goto('/hi/bt-calculator?rate=4');
    await expect(page.getByTestId('switch-verdict')).toHaveText(
      `फ़ीस घटाकर पूरे लोन में आप ${formatRupees(gain.saving, { locale: 'hi' })} बचाते हैं; लागत ${gain.breakEvenMonth}वें महीने में वसूल हो जाती है।`,
    );
  });

  test('personal-loan EMI calculator opens at the "rates from" of the rate table beside it', async ({ page }) => {
    // The calculator hydrates from its own chunk after the page (LazyPersonalLoanCalculator), as it
    // comes near the viewport: the chunk is held back until the visitor has typed, so the typing
    // lands before that part is React's.
    let releaseChunk: () => void = () => undefined;
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    let chunkRequested = false;
    await page.route('**/assets/PersonalLoanCalculator-*.js', async (route) => {
      chunkRequested = true;
      await chunkHeld;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/personal-loan');
    const rates = await page.locator('.data-table tbody td:nth-child(2)').allTextContents();
    const lowest = Math.min(...rates.flatMap((text) => [...text.matchAll(/(\d+(?:\.\d+)?)%/g)].map((match) => Number(match[1]))));
    expect(lowest).toBe(PERSONAL_LOAN_RATES_FROM_PERCENT);
    await expect(page.locator('.hero')).toContainText(`rates from ${lowest}% a year`);
    const calculator = page.getByRole('region', { name: 'Personal loan EMI calculator' });
    await expect(calculator.getByRole('textbox', { name: 'Interest Rate' })).toHaveValue(String(lowest));
    const fiveYears = rupees(loanSummary({ principal: 100_000, annualRatePercent: lowest, months: 60 }).emi);
    await expect(calculator.getByTestId('emi')).toHaveText(fiveYears);

    // HYDRATE-009: the page is React's, the visitor scrolls to the calculator (its code loads as it
    // comes near, ISLAND-005), the calculator's chunk is not in yet, and the visitor types.
    await hydrateWithNeutralKey(page);
    await calculator.scrollIntoViewIfNeeded();
    await expect.poll(() => chunkRequested).toBe(true);
    await calculator.getByRole('textbox', { name: 'Tenure' }).fill('3');
    await calculator.getByRole('textbox', { name: 'Tenure' }).blur();
    await expect(calculator.getByTestId('emi')).toHaveText(fiveYears);
    releaseChunk();
    // Once the chunk hydrates the calculator, it takes the tenure left in the field.
    await expect(calculator.getByTestId('emi')).toHaveText(rupees(loanSummary({ principal: 100_000, annualRatePercent: lowest, months: 36 }).emi));
    await expect(calculator.getByRole('textbox', { name: 'Tenure' })).toHaveValue('3');
    await expect(calculator.getByRole('slider', { name: 'Tenure' })).toHaveValue('3');

    const bank = BANK_PAGES[0];
    if (bank === undefined) throw new Error('no bank page');
    await page.goto(bankPagePath(bank.slug, 'emi-calculator'));
    const { principal, months } = bank.emiCalculatorPage.example;
    await expect(page.getByRole('region', { name: 'Personal loan EMI calculator' }).getByTestId('emi')).toHaveText(
      rupees(loanSummary({ principal, annualRatePercent: bank.rate.minPercent, months }).emi),
    );
  });
});
