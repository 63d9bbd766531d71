import { expect, test, type Request } from './fixtures.ts';

// First-party usage statistics (§7 analytics) behind the visitor's consent (DPDP): nothing is sent
// before the footer's Allow, then page views go to our own endpoint with the page path only.

test('usage statistics: nothing before Allow; after it, a page view of the page path only, stored by our API', async ({ page }, testInfo) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/analytics/')) sent.push(request);
  });
  // What the page hands to sendBeacon (Playwright does not show a beacon's body), then sent as is.
  await page.addInitScript(() => {
    const beacons: string[] = [];
    Object.assign(window, { beacons });
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => beacons.push(text));
      return original(url, data);
    };
  });
  await page.goto('/emi-calculator?amount=500000&utm_source=Newsletter');
  const choice = page.getByTestId('analytics-choice');
  await expect(choice).toContainText('may we count the pages you visit?');
  // Hidden pages flush the queue: with no consent there is nothing to send.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });
  expect(sent).toEqual([]);

  const stored = page.waitForResponse((response) => response.url().endsWith('/api/analytics/events'), { timeout: 15_000 });
  await choice.getByRole('button', { name: 'Allow' }).click();
  await expect(choice).toContainText('Anonymous usage statistics: on.');
  const answer = await stored;
  expect(answer.status()).toBe(201);
  await expect.poll(() => page.evaluate(() => (window as unknown as { beacons: string[] }).beacons.length)).toBe(1);
  const body = JSON.parse(await page.evaluate(() => (window as unknown as { beacons: string[] }).beacons[0]!)) as { events: Record<string, unknown>[] };
  expect(body.events).toEqual([
    {
      name: 'page_view',
      source: 'newsletter',
      platform: testInfo.project.name === 'mobile' ? 'web-mobile' : 'web-desktop',
      location: '/emi-calculator',
      online: true,
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
    },
  ]);
  // The choice is remembered, and can be withdrawn from the same place.
  await page.reload();
  await expect(page.getByTestId('analytics-choice').getByRole('button', { name: 'Turn off' })).toBeVisible();
  await page.getByTestId('analytics-choice').getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByTestId('analytics-choice')).toContainText('Anonymous usage statistics: off.');
});
