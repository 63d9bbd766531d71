import { expect, test } from './fixtures.ts';
import { UI_STRINGS } from '@rinn/content';
import { CHAT_TEXT_CATALOGUES } from '@rinn/machines';
import { CHAT_QUESTION_MESSAGES } from '@rinn/rules';
import { fieldMessageText, type FixedMessageCode } from '@rinn/validation';
import { chatStrings } from '../app/chatbot/chat-strings.ts';
import { webStrings } from '../app/i18n/web-strings.ts';
import { expectNoSidewaysScroll, inLanguage, JOURNEY_LANGUAGES, newestOtp, PHONE_VIEWPORT } from './journey-support.ts';
import { hydrateWithNeutralKey } from './support.ts';

// The chatbot journey of a visitor on a phone, in English and Hindi, against the API server:
// greeting and suggested questions, every details field's message, a wrong OTP, a suggested
// question answered for its own product with a titled link, and the conversation carried on
// across pages of the visit (CHATBOT-011..014, ASSIST-002, ASSIST-013).

test.use({ viewport: PHONE_VIEWPORT });

/** The suggested question each language's test asks, and what its answer must be specific about. */
const EXPECTED = {
  en: { suggestion: 'suggestion2', mustSay: 'RC and insurance', linkPath: '/used-car-loan' },
  hi: { suggestion: 'suggestion2', mustSay: 'पैन कार्ड', linkPath: '/hi/personal-loan' },
} as const;

for (const language of JOURNEY_LANGUAGES) {
  test(`chatbot journey (${language}, 390 px): greets, checks every field, refuses a wrong OTP, answers for the product and follows the visitor`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const copy = chatStrings(language);
    const text = webStrings(language);
    const ui = UI_STRINGS[language];
    const message = (code: FixedMessageCode) => fieldMessageText({ code }, language);
    const mobile = `9${language === 'en' ? 1 : 2}${String(Date.now()).slice(-8)}`;

    await page.goto(inLanguage(language, '/personal-loan'));
    await hydrateWithNeutralKey(page);
    await page.getByRole('link', { name: text.openChat }).click();
    const dialog = page.getByRole('dialog', { name: copy.assistantName });
    await expect(dialog.getByText(copy.welcomeHeading)).toBeVisible();
    await dialog.getByRole('button', { name: copy.start }).click();

    // CHATBOT-011: every field shows its message once left, before any submit.
    const name = dialog.getByLabel(copy.name, { exact: true });
    const email = dialog.getByLabel(copy.email, { exact: true });
    const mobileField = dialog.getByLabel(copy.mobile, { exact: true });
    await name.focus();
    await email.focus();
    await expect(dialog.getByText(message('REQUIRED'))).toBeVisible();
    await name.fill('R2');
    await email.fill('asha@');
    await mobileField.fill('98765');
    await name.focus();
    await expect(dialog.getByText(message('NAME_INVALID'))).toBeVisible();
    await expect(dialog.getByText(message('CHATBOT_EMAIL_INVALID'))).toBeVisible();
    await expect(dialog.getByText(message('MOBILE_INVALID'))).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Asha Rao');
    await email.fill('asha.rao@example.com');
    await mobileField.fill(mobile);
    await dialog.getByRole('button', { name: copy.sendOtp }).click();
    const otp = dialog.getByLabel(ui.otpLabel, { exact: true });
    await expect(otp).toBeVisible();
    const code = await newestOtp(request, mobile);

    // CHATBOT-012: a wrong code says so at the OTP field.
    await otp.fill(code === '0000' ? '1111' : '0000');
    await dialog.getByRole('button', { name: copy.submitDetails }).click();
    await expect(dialog.getByText(message('CHATBOT_OTP_INVALID'))).toBeVisible();
    await expect(otp).toHaveAttribute('aria-invalid', 'true');
    await otp.fill(code);
    await dialog.getByRole('button', { name: copy.submitDetails }).click();

    // CHATBOT-013: greeted, with suggested questions.
    const log = dialog.getByRole('log', { name: copy.conversation });
    await expect(log.getByText(copy.greeting)).toBeVisible();
    const suggestions = dialog.getByRole('list', { name: copy.suggestionsLabel });
    await expect(suggestions.getByRole('button')).toHaveCount(3);
    await expectNoSidewaysScroll(page);
    const expected = EXPECTED[language];
    const question = copy[expected.suggestion];
    await suggestions.getByRole('button', { name: question }).click();
    await expect(log.getByText(question)).toBeVisible();
    await expect(suggestions).toHaveCount(0);

    // ASSIST-013 and ASSIST-002: the answer is about that product and links its page by title.
    await expect(log).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    const answer = log.locator('[data-sender="bot"]').last();
    await expect(answer).toContainText(expected.mustSay);
    const source = answer.getByRole('link', { name: /\S/ }).first();
    await expect(source).toHaveAttribute('href', expected.linkPath);
    expect((await source.textContent())?.trim()).not.toMatch(/^\/|\[|\]\(/);
    const answerText = (await answer.textContent()) ?? '';

    // CHATQ-004: a question too short is refused with the §5 text, in the page's language.
    const questionBox = dialog.getByLabel(copy.question, { exact: true });
    await questionBox.fill('EMI');
    await dialog.getByRole('button', { name: copy.send }).click();
    await expect(dialog.getByText(CHAT_QUESTION_MESSAGES[language].tooShort)).toBeVisible();
    await expect(questionBox).toHaveAttribute('aria-invalid', 'true');
    await questionBox.fill('');

    // CHATBOT-014: the conversation survives a full page load within the site, open as it was.
    await page.goto(inLanguage(language, '/emi-calculator'));
    await hydrateWithNeutralKey(page);
    const restored = page.getByRole('dialog', { name: copy.assistantName });
    await expect(restored.getByRole('log', { name: copy.conversation }).getByText(question)).toBeVisible();
    await expect(restored.getByRole('log').locator('[data-sender="bot"]').last()).toHaveText(answerText);
    await expect(restored.getByLabel(copy.question, { exact: true })).toBeVisible();

    // And the answer's link is a real link: it opens its page, and the chat comes along.
    await restored.getByRole('log').locator('[data-sender="bot"]').last().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${expected.linkPath}$`));
    await expect(page.getByRole('dialog', { name: copy.assistantName }).getByRole('log').getByText(question)).toBeVisible();
    await expectNoSidewaysScroll(page);

    // CHATBOT-005 and CHATBOT-010: a failed answer and the closing line, in the page's language.
    await page.route('**/api/chatbot-v2', (route) => route.abort());
    const panel = page.getByRole('dialog', { name: copy.assistantName });
    await panel.getByLabel(copy.question, { exact: true }).fill('What is a good credit score?');
    await panel.getByRole('button', { name: copy.send }).click();
    await expect(panel.getByRole('log').getByText(CHAT_TEXT_CATALOGUES[language].failed)).toBeVisible();
    await expect(panel.getByTestId('chat-ended')).toHaveText(CHAT_TEXT_CATALOGUES[language].closed);
  });
}
