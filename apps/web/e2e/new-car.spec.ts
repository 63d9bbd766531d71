import { formatIndianNumber, formatRupees } from '@rinn/format';
import { emi } from '@rinn/loan-math';
import { onRoadPrice } from '@rinn/loan-math/rinn';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { seriousViolations } from './support.ts';

const rupees = (amount: number): string => formatRupees(amount, { locale: 'en' });

interface Item {
  text: string;
  value: number;
}

/** Reads GET /api/calculator directly, to know the answer the finder should reach by itself. */
async function lookup(request: APIRequestContext, query: Record<string, string | number>): Promise<Record<string, unknown>> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`/api/calculator?${search.toString()}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

const byText = (items: unknown, text: string): Item => {
  const found = (items as Item[]).find((item) => item.text === text);
  if (!found) throw new Error(`no ${text} in the catalogue`);
  return found;
};

/** The ex-showroom price of a car in a city, from the API. */
async function expectedPrice(request: APIRequestContext, car: { city: string; brand: string; model: string; variant: string }): Promise<number> {
  const lists = await lookup(request, { key: 'city_brand' });
  const city = byText(lists['city'], car.city);
  const brand = byText(lists['brand'], car.brand);
  const model = byText((await lookup(request, { key: 'model', makeId: brand.value }))['model'], car.model);
  const variant = byText((await lookup(request, { key: 'variant', modelId: model.value }))['variant'], car.variant);
  const { price } = (await lookup(request, { key: 'price', variantId: variant.value, cityId: city.value })) as { price: { ex_showroom_price: number } };
  return price.ex_showroom_price;
}

/** Picks an option of a combobox by clicking it after typing a prefix. */
async function pick(page: Page, label: string, typed: string, option: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await expect(field).toBeEnabled();
  await field.click();
  await field.fill(typed);
  await page.getByRole('listbox', { name: label, exact: true }).getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

test.describe('new car finder on the car loan EMI calculator', () => {
  test('NEWCAR-001, NEWCAR-002, ONROAD-003, DOWNPAY-001: the price of a variant gives the on-road price, which less the down payment is the amount; the EMI follows loan-math', async ({ page, request }) => {
    const swift = { city: 'Mumbai', brand: 'Maruti Suzuki', model: 'Swift', variant: 'VXi' };
    const price = await expectedPrice(request, swift);

    await page.goto('/emi-calculator');
    await expect(page.getByRole('tab', { name: 'New car loan' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Variant', exact: true })).toBeDisabled();

    // City by typing and clicking; digits are dropped from a city query (NEWCAR-004), matching is by prefix (NEWCAR-005).
    const city = page.getByRole('combobox', { name: 'City', exact: true });
    await city.click();
    await city.fill('mu1');
    await expect(city).toHaveValue('mu');
    const cityList = page.getByRole('listbox', { name: 'City', exact: true });
    await expect(cityList.getByRole('option')).toHaveText(['Mumbai']);
    await cityList.getByRole('option', { name: 'Mumbai' }).click();
    await expect(city).toHaveValue('Mumbai');

    // Brand with the keyboard only: the combobox pattern (Arrow keys and Enter).
    const brand = page.getByRole('combobox', { name: 'Brand', exact: true });
    await brand.focus();
    await brand.pressSequentially('mar');
    await brand.press('ArrowDown');
    await expect(brand).toHaveAttribute('aria-activedescendant', /.+/);
    await brand.press('Enter');
    await expect(brand).toHaveValue('Maruti Suzuki');
    await expect(brand).toHaveAttribute('aria-expanded', 'false');

    await pick(page, 'Model', 'sw', 'Swift');
    await pick(page, 'Variant', 'v', 'VXi');

    await expect(page.getByTestId('ex-showroom-price')).toHaveText(rupees(price));
    // The on-road price: ex-showroom + registration and road tax + first insurance (ONROAD-001…003).
    const car = onRoadPrice(price);
    const cost = page.getByRole('group', { name: 'On-road price' });
    await expect(cost.getByTestId('cost-ex-showroom')).toHaveText(rupees(car.exShowroom));
    await expect(cost.getByTestId('cost-registration')).toHaveText(rupees(car.registration));
    await expect(cost.getByTestId('cost-insurance')).toHaveText(rupees(car.insurance));
    await expect(cost.getByTestId('on-road-price')).toHaveText(rupees(car.onRoad));
    const amount = page.getByRole('textbox', { name: 'Loan Amount' });
    await expect(amount).toHaveValue(formatIndianNumber(car.onRoad, { locale: 'en' }));
    await expect(page.getByTestId('principal')).toHaveText(rupees(car.onRoad));
    const downPayment = cost.getByRole('textbox', { name: 'Down payment' });
    await expect(downPayment).toHaveValue('0');

    await page.getByRole('textbox', { name: 'Tenure' }).fill('5');
    await page.getByRole('textbox', { name: 'Interest Rate' }).fill('9.5');
    await page.getByRole('textbox', { name: 'Interest Rate' }).blur();
    await expect(page.getByTestId('emi')).toHaveText(rupees(emi({ principal: car.onRoad, annualRatePercent: 9.5, months: 60 })));

    // The down payment comes off the on-road price (DOWNPAY-001).
    await downPayment.fill('1,00,000');
    await downPayment.blur();
    await expect(amount).toHaveValue(formatIndianNumber(car.onRoad - 100_000, { locale: 'en' }));
    await expect(cost.getByTestId('new-car-loan-amount')).toHaveText(rupees(car.onRoad - 100_000));
    await expect(page.getByTestId('emi')).toHaveText(rupees(emi({ principal: car.onRoad - 100_000, annualRatePercent: 9.5, months: 60 })));

    // The on-road price is the most the amount can be (NEWCAR-002): more is brought back to it on blur.
    await amount.fill(String(car.onRoad + 100_000));
    await amount.blur();
    await expect(amount).toHaveValue(formatIndianNumber(car.onRoad, { locale: 'en' }));
    await expect(downPayment).toHaveValue('0');
    // A lower amount leaves the rest of the on-road price as the down payment.
    await amount.fill('400000');
    await amount.blur();
    await expect(page.getByTestId('emi')).toHaveText(rupees(emi({ principal: 400_000, annualRatePercent: 9.5, months: 60 })));
    await expect(downPayment).toHaveValue(formatIndianNumber(car.onRoad - 400_000, { locale: 'en' }));

    expect(await seriousViolations(page)).toEqual([]);
  });

  test('NEWCAR-003: changing the brand clears the model, the variant and the price', async ({ page }) => {
    await page.goto('/emi-calculator');
    await pick(page, 'City', 'pu', 'Pune');
    await pick(page, 'Brand', 'hy', 'Hyundai');
    await pick(page, 'Model', 'cr', 'Creta');
    const variant = page.getByRole('combobox', { name: 'Variant', exact: true });
    await variant.click();
    await variant.press('ArrowDown');
    await variant.press('Enter');
    await expect(variant).not.toHaveValue('');
    await expect(page.getByTestId('ex-showroom-price')).toBeVisible();

    await pick(page, 'Brand', 'ta', 'Tata');
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Variant', exact: true })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Variant', exact: true })).toBeDisabled();
    await expect(page.getByTestId('ex-showroom-price')).toHaveCount(0);
    await expect(page.getByTestId('on-road-price')).toHaveCount(0);
    await pick(page, 'Model', 'ne', 'Nexon');
    await expect(page.getByRole('combobox', { name: 'Variant', exact: true })).toBeEnabled();
  });

  test('loading and error states: a slow model list shows its loader, a failed catalogue offers Try again', async ({ page }) => {
    let failCatalogue = true;
    await page.route('**/api/calculator?*', async (route) => {
      const key = new URL(route.request().url()).searchParams.get('key');
      if (key === 'city_brand' && failCatalogue) return route.abort('failed');
      if (key === 'model') await new Promise((resolve) => setTimeout(resolve, 1_000));
      return route.continue();
    });
    await page.goto('/emi-calculator');
    const finder = page.getByRole('group', { name: 'Find your car' });
    await finder.getByRole('combobox', { name: 'City', exact: true }).click();
    await expect(finder.getByRole('alert')).toContainText('We could not load the car list.');

    failCatalogue = false;
    await finder.getByRole('button', { name: 'Try again' }).click();
    await expect(finder.getByRole('alert')).toHaveCount(0);
    await pick(page, 'City', 'ch', 'Chennai');
    await pick(page, 'Brand', 'ki', 'Kia');
    await expect(page.getByText('Loading models…')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toBeEnabled();
    await expect(page.getByText('Loading models…')).toHaveCount(0);
  });

  test('ONROAD-003, DOWNPAY-001 in Hindi: the on-road price and the down payment', async ({ page, request }) => {
    const car = onRoadPrice(await expectedPrice(request, { city: 'Mumbai', brand: 'Maruti Suzuki', model: 'Swift', variant: 'VXi' }));
    const hindiRupees = (amount: number): string => formatRupees(amount, { locale: 'hi' });
    await page.goto('/hi/emi-calculator');
    await pick(page, 'शहर', 'mu', 'Mumbai');
    await pick(page, 'ब्रांड', 'mar', 'Maruti Suzuki');
    await pick(page, 'मॉडल', 'sw', 'Swift');
    await pick(page, 'वैरिएंट', 'v', 'VXi');
    const cost = page.getByRole('group', { name: 'ऑन-रोड कीमत' });
    await expect(cost.getByText('रजिस्ट्रेशन और रोड टैक्स (RTO)')).toBeVisible();
    await expect(cost.getByTestId('cost-registration')).toHaveText(hindiRupees(car.registration));
    await expect(cost.getByText('बीमा, पहला साल')).toBeVisible();
    await expect(cost.getByTestId('cost-insurance')).toHaveText(hindiRupees(car.insurance));
    await expect(cost.getByTestId('on-road-price')).toHaveText(hindiRupees(car.onRoad));
    const downPayment = cost.getByRole('textbox', { name: 'डाउन पेमेंट' });
    await downPayment.fill('50000');
    await downPayment.blur();
    await expect(cost.getByTestId('new-car-loan-amount')).toHaveText(hindiRupees(car.onRoad - 50_000));
  });
});
