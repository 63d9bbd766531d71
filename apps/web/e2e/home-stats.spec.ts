import { expect, test } from './fixtures.ts';
import { DEFAULT_PLATFORM_STATS } from '@rinn/content';
import { formatThousandsPlus } from '@rinn/format';

// The home page's trust figures: painted with the content's figures, then the platform's own from
// GET /api/platform-stats once the page is interactive (§7, §8 stats fetch failure).

test('the home page shows the platform’s live customer count, and keeps the painted one when the call fails', async ({ page, request }) => {
  const served = ((await (await request.get('/api/platform-stats')).json()) as { data: typeof DEFAULT_PLATFORM_STATS }).data;
  // The API is seeded with the figures the page is rendered with, so nothing jumps on a fresh install.
  expect(served).toEqual(DEFAULT_PLATFORM_STATS);

  // A platform that has grown since the page was built: the page shows what the API says now.
  const grown = { ...served, total_customer: served.total_customer + 25_000 };
  let asked = 0;
  await page.route('**/api/platform-stats', async (route) => {
    asked += 1;
    const response = await route.fetch();
    const body = (await response.json()) as { data: typeof served };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, total_customer: grown.total_customer } } });
  });
  await page.goto('/');
  const stats = page.getByTestId('platform-stats');
  await expect(stats).toContainText(formatThousandsPlus(grown.total_customer, { locale: 'en' }));
  expect(asked).toBe(1);

  await page.unroute('**/api/platform-stats');
  await page.route('**/api/platform-stats', (route) => route.fulfill({ status: 503, json: { status: 503, message: 'Service unavailable', data: null } }));
  await page.goto('/hi');
  await expect(page.getByTestId('platform-stats')).toContainText(formatThousandsPlus(DEFAULT_PLATFORM_STATS.total_customer, { locale: 'hi' }));
});
