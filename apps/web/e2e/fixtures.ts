import { test as base } from '@playwright/test';

// The specs' `test`: Playwright's own, with one option for finding races with hydration.
//
// RINN_E2E_LATE_HYDRATION_MS=<ms> holds the first module each page asks for by that long, so every
// page hydrates that much later than it would. A spec that uses a control only the app answers (a
// pager, copy link) before the page has hydrated then fails every time, instead of now and then on
// a busy machine; such a spec should hydrate first (`hydrateWithNeutralKey`). The whole suite
// passes with 1500. Unset (the default), the page is Playwright's, untouched.

export * from '@playwright/test';

const LATE_HYDRATION_MS = Number(process.env['RINN_E2E_LATE_HYDRATION_MS'] ?? 0);

export const test = base.extend({
  // The fixture's callback is named `run`: `use`, Playwright's usual name, reads as React's hook to
  // the hooks lint rule.
  page: async ({ page }, run) => {
    if (LATE_HYDRATION_MS > 0) {
      // Held once per document: a new page load holds its first module again.
      let held = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) held = false;
      });
      await page.route('**/assets/*.js', async (route) => {
        if (!held) {
          held = true;
          await new Promise((resolve) => setTimeout(resolve, LATE_HYDRATION_MS));
        }
        await route.fallback();
      });
    }
    await run(page);
  },
});
