import { UI_STRINGS } from '@rinn/content';
import { expect, test } from './fixtures.ts';
import { webStrings } from '../app/i18n/web-strings.ts';
import { headerMenuToggle } from './support.ts';

// Reading and moving around the site needs no JavaScript (docs/decisions/0017): every content page
// is complete pre-rendered HTML, its links are links (the calculator's tabs and the chat launcher
// among them, HYDRATE-002, HYDRATE-010), and its menus and FAQ answers are <details>. A visitor whose script fails to load, or who turned it off, still reads and navigates.
test.use({ javaScriptEnabled: false });

for (const language of ['en', 'hi'] as const) {
  const prefix = language === 'hi' ? '/hi' : '';
  const ui = UI_STRINGS[language];
  const text = webStrings(language);

  test(`no JavaScript (${language}): the Loans menu opens and its link leads to the loan's page`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: text.mainNavigation }).locator('details.menu');
    const personalLoan = menu.getByRole('link', { name: ui.navPersonalLoan });
    await expect(personalLoan).toBeHidden();
    await menu.locator('summary', { hasText: text.loanProducts }).click();
    await expect(personalLoan).toBeVisible();
    await personalLoan.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/personal-loan/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`no JavaScript (${language}): the Login menu opens on its two ways in`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const asCustomer = page.getByRole('link', { name: ui.loginAsCustomer });
    await expect(asCustomer).toBeHidden();
    await headerMenuToggle(page, ui.login).click();
    await expect(asCustomer).toHaveAttribute('href', /#myaccount$/);
    await expect(page.getByRole('link', { name: ui.loginAsEmployee })).toHaveAttribute('href', '/uj-business?popup=1');
  });

  test(`no JavaScript (${language}): an FAQ answer opens, and a footer link leads on`, async ({ page }) => {
    await page.goto(`${prefix}/used-car-loan`);
    const question = page.locator('details.faq__item').first();
    await expect(question).toBeVisible();
    const answer = question.locator('.faq__answer');
    await expect(answer).toBeHidden();
    await question.locator('summary').click();
    await expect(answer).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: ui.navPersonalLoan }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/personal-loan/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`no JavaScript (${language}): the calculator's tabs are links to the page on each tab, and the chat launcher leads to the contact page`, async ({ page }) => {
    await page.goto(`${prefix}/emi-calculator`);
    await page.getByRole('tab', { name: ui.usedCarLoanTab }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/emi-calculator\\?tab=used$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: ui.newCarLoanTab })).toHaveAttribute('href', '?tab=new');

    await page.getByRole('link', { name: text.openChat }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact-us\\?chat=open$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The contact page reads without the app: how to reach Rinn is in its HTML.
    await expect(page.locator('main a[href^="tel:"], main a[href^="mailto:"]').first()).toBeVisible();
  });

  test(`HYDRATE-012: no JavaScript (${language}): the personal-loan page shows its calculator, a lazy part, with its figures`, async ({ page }) => {
    await page.goto(`${prefix}/personal-loan`);
    const calculator = page.getByRole('region', { name: text.personalLoanEmiCalculator });
    await expect(calculator).toBeVisible();
    await expect(calculator.getByTestId('emi')).toHaveText(/₹\s?[1-9][\d,]*/);
    await expect(calculator.getByTestId('total-payable')).toBeVisible();
    // Nothing of the page waits, hidden, for a script to reveal it.
    await expect(page.locator('body > [hidden][id^="S:"]')).toHaveCount(0);
  });

  test(`HYDRATE-013: no JavaScript (${language}): an application page says it needs JavaScript, a content page does not`, async ({ page }) => {
    // Playwright's text and role locators skip <noscript>, which a browser running scripts never
    // shows: the notice is found by its class, and its text compared.
    const notice = page.getByRole('main').locator('noscript .no-script-notice');
    for (const path of ['/dashboard', '/cibil-score-check']) {
      await page.goto(`${prefix}${path}`);
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(text.needsJavaScript);
    }
    // The pages served the SPA fallback, one file for every language, say it in both.
    for (const path of ['/journey', '/loan-details/RNUC2026000001', '/consent/not-a-token']) {
      await page.goto(`${prefix}${path}`);
      await expect(notice).toBeVisible();
      await expect(notice.locator(`p[lang="${language}"]`)).toHaveText(text.needsJavaScript);
    }
    await page.goto(`${prefix}/personal-loan`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('noscript')).toHaveCount(0);
  });
}
