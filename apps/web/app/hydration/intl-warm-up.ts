/**
 * Warming ICU off the main thread (HYDRATE-006).
 *
 * The first `Intl` formatter a Chromium renderer builds loads ICU's locale and calendar data for
 * the whole renderer process: about 50 ms of main thread on this project's machines, four times
 * that on a budget phone, in the middle of hydration or of the dashboard's first render. A worker
 * that builds one first pays that on another thread; the page's own formatters then cost well
 * under a millisecond. The worker is a static file (public/intl-warm-up.js), so the inline
 * hydration trigger starts it before any module has loaded.
 *
 * @rule HYDRATE-006 Every page starts the Intl warm-up worker when hydration starts, before its
 *   modules are fetched; without Worker support the page simply builds its formatters itself.
 */

/** Where the warm-up worker is served (apps/web/public/intl-warm-up.js). */
export const INTL_WARM_UP_URL = '/intl-warm-up.js';
