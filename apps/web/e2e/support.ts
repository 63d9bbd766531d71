import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEFERRED_MODULE_SCRIPT_ID, type HydrationRecord } from '../app/hydration/hydration-trigger.ts';

// What several specs need: the axe check, and hydration of a page that hydrates on demand.

/**
 * The serious and critical axe violations on the page, each as its rule id and the elements it
 * found, so that a failure names what to fix.
 *
 * @param page - the page as it is now
 * @returns one line per violation; empty when none
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Hydrates a pre-rendered page the way a visitor would, with a key press no widget answers (Shift),
 * and waits until React has taken over. Pages that load their modules at once have no trigger and
 * need nothing.
 *
 * @param page - a loaded page
 */
export async function hydrateWithNeutralKey(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(
    (deferredScriptId) =>
      document.getElementById(deferredScriptId) === null || (window as { __rinnHydration?: HydrationRecord }).__rinnHydration?.hydrated === true,
    DEFERRED_MODULE_SCRIPT_ID,
  );
}
