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
 * The worker's script is fetched beside the page's modules, and over HTTP/1.1 it can wait for a
 * connection behind them: on `/personal-loan` at 4× CPU it started after the modules had loaded in
 * one visit of three, and the product page's first formatter (at its module's top level) took
 * 80–96 ms of main thread. So the trigger evaluates the modules once the worker says it is done.
 * Meanwhile the page is HTML (HYDRATE-002) and its main thread is free.
 *
 * @rule HYDRATE-006 Every page starts the Intl warm-up worker when hydration starts, before its
 *   modules are fetched, and evaluates its modules once the worker has built its formatters, or
 *   at once when it fails, or INTL_WARM_UP_WAIT_MS after hydration started, whichever comes first;
 *   without Worker support the page evaluates them at once and builds its formatters itself.
 */

/** Where the warm-up worker is served (apps/web/public/intl-warm-up.js). */
export const INTL_WARM_UP_URL = '/intl-warm-up.js';

/**
 * The longest the modules wait for the warm-up worker, from the start of hydration. The modules
 * themselves take longer than this to download on a phone's network; the bound only matters when
 * the worker hangs.
 */
export const INTL_WARM_UP_WAIT_MS = 1_000;
