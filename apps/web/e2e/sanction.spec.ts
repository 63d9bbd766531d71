import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Download, type Page } from './fixtures.ts';
import type { StoredSession } from '@rinn/api-client';
import { apiOtpLogin, DEMO_MOBILE, seriousViolations, storeSession, withDemoOtp } from './support.ts';

// The demo customer seeded by the API server (apps/api DEMO_CUSTOMER) and its completed used-car
// application with a sanction letter (loanId RNUC2026000184, systemId 1, so the letter goes by loanId).
const SANCTIONED_LOAN_ID = 'RNUC2026000184';

/** Seconds until an access token expires, read from its claims. */
function secondsLeft(accessToken: string): number {
  const payload = accessToken.split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  return exp - Date.now() / 1000;
}

/**
 * The demo customer signed in through the API with the OTP from the development outbox, once per
 * run: the session is kept in the run data directory (which every worker and project shares) and
 * reused while its access token has two minutes left, because the API refuses a second OTP for the
 * same mobile within 30 seconds (other specs sign the demo customer in too). The file is read again
 * once this worker holds the demo customer's OTP turn, in case another worker signed in meanwhile.
 */
async function demoSession(request: APIRequestContext): Promise<StoredSession> {
  const file = join(process.env['RINN_WEB_E2E_DATA_DIR'] ?? '', 'e2e-demo-session.json');
  const kept = (): StoredSession | undefined => {
    if (!existsSync(file)) return undefined;
    const session = JSON.parse(readFileSync(file, 'utf8')) as StoredSession;
    return secondsLeft(session.token) > 120 ? session : undefined;
  };
  const before = kept();
  if (before !== undefined) return before;
  return withDemoOtp(async () => {
    const meanwhile = kept();
    if (meanwhile !== undefined) return meanwhile;
    const session = await apiOtpLogin(request, DEMO_MOBILE);
    writeFileSync(file, JSON.stringify(session));
    return session;
  });
}

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  await storeSession(page, await demoSession(request));
}

/** The downloaded file: a PDF by its first bytes, not by its name. */
async function expectPdf(download: Download): Promise<void> {
  expect(download.suggestedFilename()).toBe(`sanction-letter-${SANCTIONED_LOAN_ID}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.length).toBeGreaterThan(1_000);
}

test.describe('sanction letter', () => {
  test('CARD-010: the dashboard vehicle box downloads the sanction letter as a PDF', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, /);
    const box = page.getByTestId('vehicle-box').filter({ hasText: 'Hyundai Creta' });
    const button = box.getByRole('button', { name: 'Download Sanction Letter' });
    await expect(button).toBeVisible();
    // Only the application whose letter was fetched offers it (CARD-010): the other vehicle has none.
    await expect(page.getByTestId('vehicle-box').filter({ hasText: 'Tata Nexon' }).getByRole('button')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await button.click();
    await expectPdf(await download);
  });

  test('the sanction letter page /sanction-letter?id={base64} starts the download by itself', async ({ page, request }) => {
    await signIn(page, request);
    const download = page.waitForEvent('download');
    await page.goto(`/sanction-letter?id=${encodeURIComponent(Buffer.from(SANCTIONED_LOAN_ID).toString('base64'))}`);
    await expectPdf(await download);
    await expect(page.getByTestId('sanction-file-name')).toHaveText(`sanction-letter-${SANCTIONED_LOAN_ID}.pdf`);

    // The button saves it again.
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Sanction Letter' }).click();
    await expectPdf(await again);
  });

  test('PDF-001: the Hindi sanction letter page asks for, and saves, the letter in Hindi', async ({ page, request }) => {
    await signIn(page, request);
    const asked = page.waitForRequest((sent) => sent.url().includes('/api/sanction/download/'));
    const download = page.waitForEvent('download');
    await page.goto(`/hi/sanction-letter?id=${encodeURIComponent(Buffer.from(SANCTIONED_LOAN_ID).toString('base64'))}`);
    expect(new URL((await asked).url()).searchParams.get('lang')).toBe('hi');
    const saved = await download;
    await expectPdf(saved);
    // Each drawn line carries its text as /ActualText (UTF-16BE hex) in the page's compressed content.
    const bytes = await readFile(await saved.path());
    const contents = [...bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
      .map((match) => {
        try {
          return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('\n');
    const actualText = (text: string) => `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
    expect(contents).toContain(actualText('मंज़ूरी पत्र'));
    expect(contents).toContain(actualText('₹6,50,000'));
  });

  test('a sanction letter link for nobody signed in leads to the login', async ({ page }) => {
    await page.goto(`/sanction-letter?id=${encodeURIComponent(Buffer.from(SANCTIONED_LOAN_ID).toString('base64'))}`);
    await expect(page).toHaveURL(/\/#myaccount$/);
  });
});
