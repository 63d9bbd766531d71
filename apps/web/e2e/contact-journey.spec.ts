import { expect, test } from './fixtures.ts';
import { CONTACT_DETAILS, CONTACT_DETAILS_HI, UI_STRINGS } from '@rinn/content';
import { webStrings } from '../app/i18n/web-strings.ts';
import { expectNoSidewaysScroll, inLanguage, JOURNEY_LANGUAGES, newestOtp, PHONE_VIEWPORT } from './journey-support.ts';
import { hydrateWithNeutralKey, seriousViolations } from './support.ts';

// The contact journey of a visitor on a phone, in English and Hindi: from the footer (and the
// header) to the contact page, which gives the phone number and the address once, and a message
// sent with a verified mobile whose confirmation and ticket id are in view and focused
// (CONTACT-005, CONTACT-006).

test.use({ viewport: PHONE_VIEWPORT });

for (const language of JOURNEY_LANGUAGES) {
  test(`contact journey (${language}, 390 px): reached from the footer, phone and address once, ticket shown in view`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const ui = UI_STRINGS[language];
    const text = webStrings(language);
    const contactPath = inLanguage(language, '/contact-us');
    const details = language === 'hi' ? CONTACT_DETAILS_HI : CONTACT_DETAILS;
    const mobile = `8${language === 'en' ? 1 : 2}${String(Date.now()).slice(-8)}`;

    await page.goto(inLanguage(language, '/'));
    await expect(page.getByRole('banner').getByRole('link', { name: ui.navContactUs })).toHaveAttribute('href', contactPath);
    await page.getByRole('contentinfo').getByRole('link', { name: ui.navContactUs }).click();
    await expect(page).toHaveURL(new RegExp(`${contactPath}$`));

    // CONTACT-006: the phone number is given (as a tel: link) and the office address shows once.
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: details.supportPhone })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    const mainText = (await main.innerText()).replace(/\s+/g, ' ');
    expect(mainText.split(details.officeAddress).length - 1).toBe(1);

    await hydrateWithNeutralKey(page);
    const form = page.locator('form.contact-form');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(text.contactName).fill('Ravi Kumar');
    await form.getByLabel(text.contactEmail).fill('ravi.kumar@example.com');
    await form.getByLabel(text.contactMessage).fill(`Please call me about a used car loan (${language} ${mobile}).`);
    await form.getByLabel(text.contactMobile).fill(mobile);
    const otp = form.getByLabel(ui.otpLabel);
    await expect(otp).toBeVisible();
    await expect.poll(async () => newestOtp(request, mobile).catch(() => null)).not.toBeNull();
    await otp.fill(await newestOtp(request, mobile));
    await expect(form.getByText(ui.mobileVerified)).toBeVisible();
    await expectNoSidewaysScroll(page);

    await form.getByRole('button', { name: ui.submit }).click();
    // CONTACT-005: the confirmation with its ticket id, in view and focused for screen readers.
    const confirmation = page.getByTestId('contact-confirmation');
    await expect(confirmation).toContainText(text.contactSent);
    await expect(confirmation.locator('.contact-confirmation__ticket')).toHaveText(/^TCK-\d{8}-[A-Z2-9]{8}$/);
    await expect(confirmation).toBeInViewport();
    await expect(confirmation).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
