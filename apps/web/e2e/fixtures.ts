import { test as base } from '@playwright/test';

// The specs' `test`: Playwright's own, with two options for finding races with the app's code.
//
// RINN_E2E_LATE_HYDRATION_MS=<ms> holds the first module each page asks for by that long, so every
// page hydrates that much later than it would. A spec that uses a control only the app answers (a
// pager, copy link) before the page has hydrated then fails every time, instead of now and then on
// a busy machine; such a spec should hydrate first (`hydrateWithNeutralKey`). The whole suite
// passes with 1500.
//
// RINN_E2E_SLOW_MODULES_MS=<ms> holds every module that long, as a slow network would: a spec that
// reads the next page while the router still shows the last one (the address changes first, and
// the page renders once its code is in) fails every time. The whole suite passes with 300.
//
// Unset (the default), the page is Playwright's, untouched.

export * from '@playwright/test';

const LATE_HYDRATION_MS = Number(process.env['RINN_E2E_LATE_HYDRATION_MS'] ?? 0);
const SLOW_MODULES_MS = Number(process.env['RINN_E2E_SLOW_MODULES_MS'] ?? 0);

const held = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const test = base.extend({
  // The fixture's callback is named `run`: `use`, Playwright's usual name, reads as React's hook to
  // the hooks lint rule.
  page: async ({ page }, run) => {
    if (LATE_HYDRATION_MS > 0 || SLOW_MODULES_MS > 0) {
      // The first module is held once per document: a new page load holds its first module again.
      let firstHeld = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) firstHeld = false;
      });
      await page.route('**/assets/*.js', async (route) => {
        const first = !firstHeld;
        firstHeld = true;
        if (first && LATE_HYDRATION_MS > 0) await held(LATE_HYDRATION_MS);
        if (SLOW_MODULES_MS > 0) await held(SLOW_MODULES_MS);
        await route.fallback();
      });
    }
    await run(page);
  },
});
