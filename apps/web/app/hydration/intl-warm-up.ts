/**
 * Warming ICU off the main thread (HYDRATE-006).
 *
 * The first `Intl` formatter a Chromium renderer builds loads ICU's locale and calendar data for
 * the whole renderer process: about 50 ms of main thread on this project's machines, four times
 * that on a budget phone, in the middle of hydration or of the dashboard's first render. A worker
 * that builds one first pays that on another thread; the page's own formatters then cost well
 * under a millisecond. The worker is a static file (public/intl-warm-up.js) so a page can start
 * it from its first inline script, before any module has loaded.
 */

import { firstInHead, inlineCall } from './inline-script.ts';

/** Where the warm-up worker is served (apps/web/public/intl-warm-up.js). */
export const INTL_WARM_UP_URL = '/intl-warm-up.js';

/**
 * Starts the warm-up worker. Written into the page as source text, so it uses nothing from outside.
 *
 * @rule HYDRATE-006 A page whose modules load at once starts the Intl warm-up worker from an inline
 *   script at the top of its head, and a page that hydrates on demand starts it when hydration
 *   starts, before its modules are fetched; without Worker support the page simply builds its
 *   formatters itself.
 * @param url - INTL_WARM_UP_URL
 */
export function startIntlWarmUp(url: string): void {
  try {
    new Worker(url);
  } catch {
    // No workers here: the page's first formatter loads the data itself, as it would anyway.
  }
}

/**
 * Adds the warm-up to a page that loads its modules at once, first in its head, so the worker is
 * fetched before the stylesheet and the modules.
 *
 * @param html - a pre-rendered page
 * @returns the page with the warm-up script, or unchanged when it has no charset declaration
 */
export function withIntlWarmUp(html: string): string {
  return firstInHead(html, inlineCall(startIntlWarmUp, INTL_WARM_UP_URL));
}
