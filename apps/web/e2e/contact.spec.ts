import { expect, test, type APIRequestContext } from './fixtures.ts';
import { seriousViolations } from './support.ts';

// The contact form (spec 2 Contact us, 4 Contact OTP, 5, 7 contact/otp and contact/email) against
// the API server: the OTP and the message both land in the development outbox.

interface OutboxMessage {
  readonly channel: 'sms' | 'email';
  readonly to: string;
  readonly subject: string | null;
  readonly body: string;
  readonly createdAt: string;
}

function uniqueMobile(): string {
  return `8${String(Date.now()).slice(-9)}`;
}

async function outbox(request: APIRequestContext, mobile: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?mobile=${mobile}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { messages: OutboxMessage[] } }).data.messages;
}

async function latestOtp(request: APIRequestContext, mobile: string): Promise<string> {
  const newest = (await outbox(request, mobile)).filter((message) => message.channel === 'sms').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const code = newest?.body.match(/\b(\d{4})\b/)?.[1];
  if (code === undefined) throw new Error(`no OTP in the outbox for ${mobile}`);
  return code;
}

test('contact form: the OTP goes out at 10 digits, verifies itself at 4, and the message reaches the support outbox', async ({ page, request }, testInfo) => {
  const mobile = uniqueMobile();
  const message = `Please call me about a used car loan (e2e ${testInfo.project.name} ${mobile}).`;
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Reach Our Team' })).toBeVisible();
  const form = page.locator('form.contact-form');

  await form.getByLabel('Full name').fill('Ravi Kumar');
  await form.getByLabel('Email').fill('ravi.kumar@example.com');
  await form.getByLabel('Message').fill('Too short');
  await form.getByLabel('Message').blur();
  await expect(form.getByText('Write at least 10 characters in the message.')).toBeVisible();
  await form.getByLabel('Message').fill(message);

  // A valid mobile sends the OTP by itself (no button); the code arrives in the outbox.
  await form.getByLabel('Mobile number').fill(mobile);
  const otpField = form.getByLabel('Enter 4 Digit OTP');
  await expect(otpField).toBeVisible();
  await expect.poll(async () => (await outbox(request, mobile)).some((sent) => sent.channel === 'sms')).toBe(true);

  // A wrong code shows the server message inline (spec 8); the right one verifies by itself at 4 digits.
  const code = await latestOtp(request, mobile);
  await otpField.fill(code === '0000' ? '1111' : '0000');
  await expect(form.getByText(/^Incorrect OTP\./)).toBeVisible();
  await otpField.fill(code);
  await expect(form.getByText('Your Mobile number has been verified!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have received your message' })).toBeVisible();

  const mail = (await outbox(request, mobile)).find((sent) => sent.channel === 'email');
  expect(mail?.body).toContain(message);
  expect(mail?.body).toContain('Ravi Kumar');

  const file = testInfo.outputPath(`${testInfo.project.name}_contact.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(`${testInfo.project.name}_contact.png`, { path: file, contentType: 'image/png' });
});

test('contact form on a Hindi page: the server’s refusals, a wrong OTP and a field it refuses, read in Hindi', async ({ page, request }) => {
  const mobile = `7${String(Date.now()).slice(-9)}`;
  await page.goto('/hi/contact-us');
  const form = page.locator('form.contact-form');
  await form.getByLabel('पूरा नाम').fill('Ravi Kumar');
  await form.getByLabel('ईमेल').fill('ravi.kumar@example.com');
  await form.getByLabel('संदेश').fill(`Please call me back about a used car loan (${mobile}).`);
  await form.getByLabel('मोबाइल नंबर').fill(mobile);
  const otpField = form.getByLabel('4 अंकों का ओटीपी डालें');
  await expect(otpField).toBeVisible();
  await expect.poll(async () => (await outbox(request, mobile)).some((sent) => sent.channel === 'sms')).toBe(true);

  // The server refuses the wrong code with OTP_INCORRECT and the tries left; the page writes it in Hindi.
  const code = await latestOtp(request, mobile);
  await otpField.fill(code === '0000' ? '1111' : '0000');
  await expect(form.getByText(/^ग़लत ओटीपी। \d+ कोशिशें बाकी।$/)).toBeVisible();
  await expect(form.getByText(/Incorrect OTP/)).toHaveCount(0);
  await otpField.fill(code);
  await expect(otpField).toBeHidden();

  // The page checks the message before sending; a message changed on its way (a stale page, another
  // client) meets the server's own check, whose VALIDATION_FAILED names the field rule by its code.
  await page.route('**/api/contact/email', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, message: 'Too short' }) });
  });
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/contact/email'));
  await form.getByRole('button', { name: 'जमा करें' }).click();
  expect((await refused).status()).toBe(400);
  await expect(form.getByRole('alert').filter({ hasText: 'संदेश में कम से कम 10 अक्षर लिखें।' })).toBeVisible();
  await expect(form.getByText('Write at least 10 characters in the message.')).toHaveCount(0);
});
