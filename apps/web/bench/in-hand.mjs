// What a visitor feels, measured in Chromium through Playwright under Lighthouse's mobile profile
// (4× slower CPU, 150 ms round trip, 1.6 Mbps down, 675 kbps up), for `npm run bench:web`:
//
// - first tap: a fresh browser context loads the page, waits for its load event, scrolls the
//   target into view, taps it 3 s after the load event and times tap → visible effect (the effect
//   seen in the first animation frame that shows it; for a link to another page, that page's first
//   contentful paint). Median of the runs.
// - field INP: the `web-vitals` library's own IIFE, injected before any script of the page, reports
//   INP (every interaction ≥ 16 ms) over a scripted visit: load, scroll, tap, type.
// - the longest main-thread task while the page hydrates: the longest `longtask` entry (every task
//   of 50 ms or more) that overlaps the time from the hydration trigger's start to the
//   `rinn:hydrated` event; 0 when there is none. The target is no such task. It is read in
//   visits of their own that only load the page, driven without the DevTools Runtime domain
//   (bench/uninspected-visit.mjs): with it on, as Playwright has it, V8 parses React DOM's whole
//   module again when it starts, a task a browser without an inspector attached never runs. The
//   scripted visit's figure, with the Runtime domain on, is printed beside it.
//
// Lighthouse never taps, so it cannot see either: a page that waits for the first input to load
// its JavaScript scores 100 and still answers its first tap seconds late.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { launchUninspected, REPORT_TITLE_PREFIX } from './uninspected-visit.mjs';

/** Lighthouse's mobile profile (its `throttling.mobileSlow4G` with devtools throttling). */
export const MOBILE_PROFILE = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 675 };

/** When the visitor taps: this long after the page's load event. */
export const TAP_AFTER_LOAD_MS = 3000;

/** Issue targets: a first tap answers in ≤ 200 ms; a link reaches the next page's heading in ≤ 1,000 ms. */
export const FIRST_TAP_TARGET_MS = 200;
export const NAVIGATION_TAP_TARGET_MS = 1000;

/** Issue target: no main-thread task of 50 ms or more while a page hydrates (the browser's long-task threshold). */
export const HYDRATION_TASK_TARGET_MS = 50;

/** How long a tap may take to show its effect before the run counts it as never answered. */
const EFFECT_TIMEOUT_MS = 20_000;

// Each tap: the page, what is tapped (a CSS selector, the first match), what shows it worked (a
// CSS selector that must match a visible element; `path`: the address the tap must reach, or
// `pathPrefix`: where it must start), for the scripted INP visit, a field to type into, and
// `signedIn`: the page is visited with the demo customer's session stored (the dashboard).
const PRODUCT_PAGES = ['/personal-loan', '/instant-loan', '/used-car-loan', '/new-car-loan', '/refinance', '/ev-loan', '/two-wheeler-loan'];

/** The first taps of the table, one row per page. */
export const FIRST_TAPS = [
  { page: '/emi-calculator', what: 'second calculator tab', target: '[role=tablist] > [role=tab]:nth-child(2)', effect: '[role=tablist] > [role=tab]:nth-child(2)[aria-selected=true]', type: { field: 'input[inputmode=numeric]', text: '650000' } },
  // The new-car finder loads its code when reached for (LOAD-CODE-006): the tap answers when the
  // field shows it is working (the finder's place busy, or its own hint). It takes typing about a
  // second later under this profile, once its code, its machine and the city list are in.
  { page: '/emi-calculator', what: 'new-car finder City field', target: '.new-car-combobox:first-child input', effect: ".new-car-finder__place[aria-busy='true'] .new-car-combobox:first-child:focus-within, .new-car-combobox:first-child .new-car-combobox__hint:not(:empty)" },
  { page: '/', what: 'header Loans menu', target: '.site-nav .menu__button', effect: '.site-nav .menu__panel a' },
  // An islands page (decision 0021): its header is an island of its own.
  { page: '/privacy-policy', what: 'header Loans menu', target: '.site-nav .menu__button', effect: '.site-nav .menu__panel a' },
  { page: '/used-car-loan', what: 'chat launcher', target: '.chat-launcher', effect: '[role=dialog]' },
  { page: '/resources/credit-score-myths', what: 'footer link to /personal-loan', target: '.site-footer a[href="/personal-loan"]', effect: 'h1', path: '/personal-loan', type: { field: 'main input[type=tel], main input[inputmode=numeric]', text: '98765' } },
  ...PRODUCT_PAGES.filter((page) => page !== '/used-car-loan').map((page) => ({ page, what: 'first FAQ question', target: '.faq summary', effect: '.faq details[open] .faq__answer' })),
  // The signed-in dashboard: a card's View details opens the application's page (its details, or
  // their skeleton while they load), in the app without a new document.
  {
    page: '/dashboard',
    what: "dashboard card's View details",
    target: '[data-testid=application-card] a[href*="/loan-details/"]',
    effect: '[data-testid=details-skeleton], [data-testid=detail-reference]',
    pathPrefix: '/loan-details/',
    signedIn: true,
  },
];

const require = createRequire(import.meta.url);
// The package exports no subpath for its IIFE build: it sits beside the CommonJS build in dist/.
const WEB_VITALS_IIFE = readFileSync(join(dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Where the web app keeps a signed-in session (app/session/browser-token-store.ts). */
const SESSION_STORAGE_KEY = 'rinn.session';

/** The phone's screen. */
const VIEWPORT = { width: 375, height: 812 };

/** Runs in the page before its scripts: stores a signed-in session where none is stored yet (the app's own refreshes of the tokens stay). */
function storeSession([key, value]) {
  if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
}

/**
 * Runs in the page before its scripts: records its long tasks and long animation frames, and when
 * hydration starts (the trigger's first record on `window.__rinnHydration`) and ends
 * (`rinn:hydrated`), on `window.__benchHydration`, whose `longestTask()` is the longest task
 * overlapping that time (0 when there is none, null when the page has not hydrated), and
 * `longestTaskScripts()` what ran in it: the scripts of 5 ms or more that Chromium's
 * long-animation-frame entry attributes in the frame of that task, as `invoker → file function`.
 */
function recordHydration() {
  const bench = {
    longTasks: [],
    frames: [],
    hydrationStart: null,
    hydrated: null,
    /** The longest task overlapping hydration: null while the page has not hydrated, undefined when there was none. */
    longestDuring() {
      if (bench.hydrationStart === null || bench.hydrated === null) return null;
      const during = bench.longTasks.filter((task) => task.start < bench.hydrated && task.start + task.duration > bench.hydrationStart);
      return during.reduce((longest, task) => (longest === undefined || task.duration > longest.duration ? task : longest), undefined);
    },
    longestTask() {
      const longest = bench.longestDuring();
      return longest === null ? null : (longest?.duration ?? 0);
    },
    longestTaskScripts() {
      const longest = bench.longestDuring();
      if (longest === null || longest === undefined) return [];
      // A frame holds its tasks; the one holding this task starts no later and ends no sooner (1 ms of rounding).
      const frame = bench.frames.find((entry) => entry.start <= longest.start + 1 && entry.start + entry.duration >= longest.start + longest.duration - 1);
      return (frame?.scripts ?? []).map((script) => `${script.invoker} → ${script.file} ${script.functionName || '(top level)'} ${Math.round(script.duration)} ms`);
    },
  };
  window.__benchHydration = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const scripts = entry.scripts.map((script) => ({
          invoker: script.invoker,
          // The page's inline scripts (the hydration trigger) have the document's address.
          file: script.sourceURL === window.location.href ? '(the page)' : script.sourceURL.split('/').pop() || '(unknown)',
          functionName: script.sourceFunctionName,
          duration: script.duration,
        }));
        bench.frames.push({ start: entry.startTime, duration: entry.duration, scripts });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  let record;
  Object.defineProperty(window, '__rinnHydration', {
    configurable: true,
    get: () => record,
    set: (value) => {
      bench.hydrationStart ??= performance.now();
      record = value;
    },
  });
  window.addEventListener('rinn:hydrated', () => (bench.hydrated ??= performance.now()));
}

/** Runs in the page after `recordHydration`: a second after hydration, reports its longest task and what ran in it in the page's title (uninspected-visit.mjs reads it). */
function reportHydrationInTitle(prefix) {
  window.addEventListener(
    'rinn:hydrated',
    () =>
      setTimeout(() => {
        const report = { hydrationTask: window.__benchHydration.longestTask(), hydrationTaskScripts: window.__benchHydration.longestTaskScripts() };
        document.title = prefix + JSON.stringify(report);
      }, 1000),
    { once: true },
  );
}

/**
 * A browser context of a phone (375 px, touch) with the mobile profile's CPU and network applied to
 * its page; with `session`, that session stored for the site before any of its scripts runs.
 */
async function throttledPage(browser, { inp = false, session = null } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  if (session !== null) {
    // Only where none is stored: the app's own refreshes of the tokens stay.
    await context.addInitScript(storeSession, [SESSION_STORAGE_KEY, JSON.stringify(session)]);
  }
  if (inp) {
    // Before any script of the page: web-vitals' IIFE, then INP reported on every change.
    await context.addInitScript({ content: `${WEB_VITALS_IIFE};\nwebVitals.onINP((metric) => { window.__benchInp = metric.value; }, { reportAllChanges: true, durationThreshold: 16 });` });
    await context.addInitScript(recordHydration);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  return { context, page };
}

/**
 * Resolves, in the page, with the wall-clock time of the first animation frame in which `effect` is
 * visible (and the address is `path`); in a document opened by the tap, the time of its first
 * contentful paint, which showed its pre-rendered heading.
 */
function effectSeen(page, effect, path, tappedAt, pathPrefix) {
  return page.evaluate(
    ([selector, expectedPath, tappedAtMs, timeoutMs, expectedPrefix]) =>
      new Promise((resolve) => {
        const started = performance.now();
        const there = () => (expectedPath === null || location.pathname === expectedPath) && (expectedPrefix === null || location.pathname.startsWith(expectedPrefix));
        const visible = () => there() && [...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
        const check = () => {
          if (visible()) {
            const paint = performance.getEntriesByName('first-contentful-paint')[0];
            const newDocument = performance.timeOrigin > tappedAtMs;
            // A link's effect is the next page's pre-rendered heading, there at its first paint. An
            // in-page effect reached through a new document (a tab or the chat launcher tapped
            // before hydration, followed as a link) shows only once that page's app has run: the
            // frame that shows it counts, not the first paint.
            const navigation = expectedPath !== null;
            resolve(navigation && newDocument && paint !== undefined ? performance.timeOrigin + paint.startTime : performance.timeOrigin + performance.now());
          } else if (performance.now() - started > timeoutMs) resolve(null);
          else requestAnimationFrame(check);
        };
        check();
      }),
    [effect, path ?? null, tappedAt, EFFECT_TIMEOUT_MS, pathPrefix ?? null],
  );
}

/** One first tap on a fresh context: ms from the tap to its visible effect, or null when it never showed. */
async function firstTapOnce(browser, origin, tap, session) {
  const { context, page } = await throttledPage(browser, { session: tap.signedIn ? session : null });
  try {
    await page.goto(`${origin}${tap.page}`, { waitUntil: 'load', timeout: 60_000 });
    const loadedAt = Date.now();
    const target = page.locator(tap.target).first();
    // A target below the fold is where the visitor scrolled to; the tap itself comes 3 s after load.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.waitForTimeout(Math.max(0, loadedAt + TAP_AFTER_LOAD_MS - Date.now()));
    const box = await target.boundingBox();
    if (box === null) return null;
    const tappedAt = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    let seenAt;
    try {
      seenAt = await effectSeen(page, tap.effect, tap.path, tappedAt, tap.pathPrefix);
    } catch {
      // The tap opened another document while we watched the old one: watch the new one.
      await page.waitForLoadState('domcontentloaded', { timeout: EFFECT_TIMEOUT_MS });
      seenAt = await effectSeen(page, tap.effect, tap.path, tappedAt, tap.pathPrefix);
    }
    return seenAt === null ? null : Math.max(0, seenAt - tappedAt);
  } finally {
    await context.close();
  }
}

/** The field INP of a scripted visit: load, 3 s, scroll down and back, tap the tap's target, type into its field if it has one. */
async function inpOnce(browser, origin, tap, session) {
  const { context, page } = await throttledPage(browser, { inp: true, session: tap.signedIn ? session : null });
  try {
    await page.goto(`${origin}${tap.page}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(TAP_AFTER_LOAD_MS);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(300);
    // A tap that leaves the page ends the visit: its INP belongs to the next page, so the visit taps only in-page targets.
    if (tap.path === undefined && tap.pathPrefix === undefined) {
      const target = page.locator(tap.target).first();
      await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const box = await target.boundingBox();
      if (box !== null) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(500);
    }
    if (tap.type !== undefined) {
      const field = page.locator(tap.type.field).first();
      if ((await field.count()) > 0) {
        await field.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        const box = await field.boundingBox();
        if (box !== null) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await page.keyboard.press('End');
        await page.keyboard.type(tap.type.text, { delay: 80 });
      }
    }
    await page.waitForTimeout(1000);
    // web-vitals reports INP when the page is hidden; reportAllChanges has reported every change already.
    return await page.evaluate(() => ({ inp: window.__benchInp ?? 0, hydrationTask: window.__benchHydration.longestTask() }));
  } finally {
    await context.close();
  }
}

/**
 * The longest task while the page hydrates, in a visit that only loads the page, driven without the
 * DevTools Runtime domain (see uninspected-visit.mjs); null when the page did not hydrate in time.
 */
async function hydrationTaskUninspected(uninspected, origin, tap, session) {
  const storing = tap.signedIn ? `(${storeSession})(${JSON.stringify([SESSION_STORAGE_KEY, JSON.stringify(session)])});\n` : '';
  const initScript = `${storing}(${recordHydration})();\n(${reportHydrationInTitle})(${JSON.stringify(REPORT_TITLE_PREFIX)});`;
  const report = await uninspected.visit(`${origin}${tap.page}`, { initScript, profile: MOBILE_PROFILE, viewport: VIEWPORT });
  return report === null ? null : { ms: report.hydrationTask, scripts: report.hydrationTaskScripts };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
};

/**
 * Measures every first tap (and, with `inp`, the field INP of each page's scripted visit).
 *
 * @param origin - where the build is served
 * @param options - runs (median of), only (comma-separated page paths or words of a tap's description), inp (also measure INP and the hydration's longest task),
 *   session (the stored session of the signed-in taps; without it they are left out), log
 * @returns one row per tap: page, what, target ms, runs, median, INP, and the hydration's longest task
 *   without the inspector (the target; the longest of the runs with what ran in it) and with it
 */
export async function measureInHand(origin, { runs = 3, only, inp = true, session = null, log = () => {} } = {}) {
  const executablePath = process.env.RINN_CHROMIUM_PATH || '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const uninspected = inp ? launchUninspected(executablePath, CHROMIUM_ARGS) : null;
  const rows = [];
  try {
    // --only=a,b: the taps whose page is one of them, or whose description contains one.
    const wanted = only === undefined ? [] : only.split(',');
    const available = FIRST_TAPS.filter((tap) => !tap.signedIn || session !== null);
    const taps = only === undefined ? available : available.filter((tap) => wanted.some((text) => tap.page === text || tap.what.includes(text)));
    for (const tap of taps) {
      log(`▶ first tap ${tap.page}: ${tap.what} ×${runs}`);
      const tapRuns = [];
      for (let run = 0; run < runs; run += 1) tapRuns.push(await firstTapOnce(browser, origin, tap, session).catch(() => null));
      const visits = [];
      if (inp) for (let run = 0; run < runs; run += 1) visits.push(await inpOnce(browser, origin, tap, session).catch(() => null));
      const hydrationTasks = [];
      if (uninspected !== null) for (let run = 0; run < runs; run += 1) hydrationTasks.push(await hydrationTaskUninspected(uninspected, origin, tap, session).catch(() => null));
      const hydrationTaskRuns = hydrationTasks.map((task) => task?.ms ?? null);
      const longestHydrationTask = hydrationTasks.reduce((longest, task) => ((task?.ms ?? 0) > (longest?.ms ?? 0) ? task : longest), null);
      const inpRuns = visits.map((visit) => visit?.inp ?? null);
      const inspectedHydrationTaskRuns = visits.map((visit) => visit?.hydrationTask ?? null);
      rows.push({
        page: tap.page,
        what: tap.what,
        targetMs: tap.path === undefined ? FIRST_TAP_TARGET_MS : NAVIGATION_TAP_TARGET_MS,
        tapRuns,
        tapMs: median(tapRuns),
        inpRuns,
        inpMs: inp ? median(inpRuns) : null,
        hydrationTaskRuns,
        hydrationTaskMs: inp ? median(hydrationTaskRuns) : null,
        longestHydrationTask,
        inspectedHydrationTaskRuns,
        inspectedHydrationTaskMs: inp ? median(inspectedHydrationTaskRuns) : null,
      });
    }
  } finally {
    await browser.close();
    await uninspected?.close();
  }
  return rows;
}

const ms = (value) => (value === null || value === undefined ? '—' : `${Math.round(value)} ms`);

/** Whether a row of `measureInHand` meets its targets: the first tap, INP and the hydration's longest task. */
export function meetsTargets(row) {
  return (
    row.tapMs !== null &&
    row.tapMs <= row.targetMs &&
    (row.inpMs === null || row.inpMs <= 200) &&
    (row.hydrationTaskMs === null || row.hydrationTaskMs < HYDRATION_TASK_TARGET_MS)
  );
}

/** Prints the first-tap table. */
export function printInHand(rows, runs) {
  console.log(`\nIn the hand · Playwright, Chromium, 375 px touch · CPU ×${MOBILE_PROFILE.cpuSlowdown}, ${MOBILE_PROFILE.latencyMs} ms RTT, ${MOBILE_PROFILE.downloadKbps} kbps down · tap ${TAP_AFTER_LOAD_MS / 1000} s after load · median of ${runs}`);
  console.log(`Targets: a first tap ≤ ${FIRST_TAP_TARGET_MS} ms to its effect; a link ≤ ${NAVIGATION_TAP_TARGET_MS} ms to the next page's heading; INP ≤ 200 ms; no task of ${HYDRATION_TASK_TARGET_MS} ms or more while the page hydrates\n`);
  const line = (cells, widths) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join(' ');
  const widths = [30, 30, 10, 26, 9, 24, 24, 2];
  const runsOf = (median, values) => (median === null ? '—' : `${ms(median)} (${values.map((value) => (value === null ? '—' : Math.round(value))).join(', ')})`);
  console.log(line(['page', 'first tap', 'tap→effect', 'runs', 'INP', 'longest hydration task', 'with DevTools Runtime', ''], widths));
  for (const row of rows) {
    const cells = [row.page, row.what, ms(row.tapMs), row.tapRuns.map((value) => (value === null ? '∞' : Math.round(value))).join(', '), ms(row.inpMs)];
    console.log(line([...cells, runsOf(row.hydrationTaskMs, row.hydrationTaskRuns), runsOf(row.inspectedHydrationTaskMs, row.inspectedHydrationTaskRuns), meetsTargets(row) ? '✓' : '✗'], widths));
  }
  console.log(`\nlongest hydration task: the longest main-thread task (a \`longtask\` entry, ${HYDRATION_TASK_TARGET_MS} ms or more) overlapping the time from the hydration trigger's start to the page's \`rinn:hydrated\` event, in visits that only load the page, driven without the DevTools Runtime domain as a visitor's browser runs; 0 ms when there was none (median, the runs in brackets).`);
  console.log(`with DevTools Runtime: the same in the scripted INP visit, through Playwright, whose Runtime domain makes V8 reparse React DOM's module when it starts (bench/uninspected-visit.mjs); not a target.`);
  const attributed = rows.filter((row) => (row.longestHydrationTask?.ms ?? 0) >= HYDRATION_TASK_TARGET_MS);
  if (attributed.length > 0) {
    console.log(`\nWhat ran in the longest hydration task of each page that had one (Chromium's long-animation-frame attribution, scripts of 5 ms or more; \`MessagePort.onmessage\` in the client entry's chunk is React's scheduler, rendering or committing the tree):`);
    for (const row of attributed) console.log(`  ${row.page}: ${ms(row.longestHydrationTask.ms)}: ${row.longestHydrationTask.scripts.join('; ') || 'no script of 5 ms or more (style, layout, parsing or garbage collection)'}`);
  }
}
