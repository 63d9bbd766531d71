/**
 * Hydration when idle (HYDRATE-001, 002, 004, 005, 008; apps/web/README.md "Hydration when idle").
 *
 * A pre-rendered content page is complete HTML: it reads, scrolls and links without JavaScript. So
 * it loads none while it loads, and then, at the browser's first idle moment after the load event
 * (or at the visitor's first input, if that comes sooner), loads React, the router and the page's
 * modules and hydrates, so that the page is React's before the visitor reaches for it. Until then
 * a link is a link, and nothing the visitor does is held. An application shell (the dashboard, a
 * consent link: nothing useful without the app) goes through the same trigger but starts as soon
 * as its first paint is on screen.
 * `installHydrationTrigger` is the small inline script that waits for that moment;
 * `deferHydration` (defer-hydration.ts) puts it into each page at build time in place of React
 * Router's module script and module preloads.
 *
 * The function below is written into the page as its source text (`Function.prototype.toString`),
 * so it must not use anything from outside its own body: everything it needs arrives in `config`.
 */

/** The window event the app dispatches once React has hydrated the page (root.tsx). */
export const HYDRATED_EVENT = 'rinn:hydrated';

/** The id of the inert script element that keeps React Router's module script until it is needed. */
export const DEFERRED_MODULE_SCRIPT_ID = 'rinn-deferred-hydration';

/** The type that keeps that script from running: browsers run no script of an unknown type. */
export const DEFERRED_MODULE_SCRIPT_TYPE = 'text/rinn-deferred-module';

/** The attribute of an element whose arrival in view starts hydration (a carousel that slides by itself). */
export const HYDRATE_WHEN_VISIBLE_ATTRIBUTE = 'data-hydrate-when-visible';

/**
 * What started hydration; the page reads it from `window.__rinnHydration` (see `hydrationCause`).
 * `shell`: an application shell, which hydrates as soon as it has painted (HYDRATE-005); `idle`:
 * the browser's first idle moment after the load event (HYDRATE-001).
 */
export type HydrationCause = 'shell' | 'state' | 'interaction' | 'visible' | 'idle';

/** What the trigger records on `window.__rinnHydration`: why hydration started, and whether it is done. */
export interface HydrationRecord {
  readonly cause: HydrationCause;
  readonly hydrated: boolean;
}

/** What the inline trigger is told at build time. */
export interface HydrationTriggerConfig {
  /** The module script's element id (`DEFERRED_MODULE_SCRIPT_ID`). */
  readonly moduleScriptId: string;
  /** The modules React Router preloads: preloaded, one per task, from the moment hydration starts. */
  readonly modulePreloads: readonly string[];
  /**
   * The page's modules in the order they are imported, each in a task of its own, before the
   * module script runs (HYDRATE-014): React Router's preloads reversed, so that a module mostly
   * comes after what it imports, less the client entry, whose evaluation starts hydration.
   */
  readonly evaluationOrder: readonly string[];
  /** The localStorage key of a signed-in session: its presence hydrates once painted (the header shows the avatar). */
  readonly sessionStorageKey: string;
  /**
   * The longest a content page waits, after its load event, for the browser to report an idle
   * moment (`requestIdleCallback`'s timeout) before it starts hydrating anyway.
   */
  readonly idleDeadlineMs: number;
  /** `HYDRATED_EVENT`. */
  readonly hydratedEvent: string;
  /** `HYDRATE_WHEN_VISIBLE_ATTRIBUTE`. */
  readonly visibleAttribute: string;
  /** The Intl warm-up worker, started with hydration (`INTL_WARM_UP_URL`, HYDRATE-006). */
  readonly intlWarmUpUrl: string;
  /** The longest the modules wait for that worker to say it is done (`INTL_WARM_UP_WAIT_MS`). */
  readonly intlWarmUpWaitMs: number;
  /**
   * An application shell (a route handle `APP_SHELL`, or the SPA fallback): it shows nothing
   * useful without the app, so it hydrates as soon as its first contentful paint is on screen.
   */
  readonly appShell: boolean;
  /** On the not-found page, the languages of the site (HYDRATE-008); null on every other page. */
  readonly notFoundLanguages: readonly string[] | null;
}

/**
 * Waits for the first reason to hydrate, then loads the page's modules. It only listens: nothing
 * the visitor does is held, cancelled or replayed, so the page works as plain HTML until React has
 * hydrated it. The controls whose first tap matters are plain HTML that work without the app:
 * links (the calculator tabs carry `?tab=`, the chat launcher leads to the contact page and asks
 * for the chat), `details` (the Loans menu, the FAQ answers) and forms with an `action` (the blog
 * search). What is typed before hydration stays in the fields, and each component takes it in its
 * first effect (HYDRATE-009, kept-input.ts).
 *
 * @rule HYDRATE-001 A pre-rendered content page requests no JavaScript module before its load
 *   event, and starts hydrating at the first of: the browser's first idle moment after the load
 *   event (requestIdleCallback, at most idleDeadlineMs after it); a query string or hash in its
 *   address or a stored session (the HTML cannot show that state: as soon as the page has painted,
 *   like an app shell, HYDRATE-005); a pointer, touch, key, focus, wheel or scroll event; an
 *   element marked data-hydrate-when-visible coming into view. It never waits for the visitor.
 * @rule HYDRATE-002 Before hydration no event is held, cancelled or replayed by the page: a click
 *   on a link (`a[href]`) is followed by the browser to the pre-rendered page, a disclosure's
 *   `summary` opens its `details` (the Loans menu, an FAQ answer), a form with an `action` submits
 *   itself (the blog search to its results page, its field required so that an empty Enter submits
 *   nothing; an article's offer form to the journey address the app opens, its parameters as
 *   hidden fields). The car calculator's tabs are links to the page
 *   on that tab (`?tab=new`, `?tab=used`), which the app opens on that tab (the shared-link painter
 *   keeps the other tab's calculator hidden until then, SHARE-PAINT-002), and the FAQ hub's topic
 *   tabs are links to the page on that topic at its questions (`?topic=eligibility#faq-questions`);
 *   once hydrated, a plain tap on a tab selects it in place. An article's share buttons for the
 *   networks are links to each network's share address in a new window. A tap on a button that
 *   only the app can answer (copy link, a CSV download, a list's page buttons), made while
 *   the modules are still loading, does nothing: the page hydrates at the first input.
 * @rule HYDRATE-004 When the modules fail to load, the page stays plain HTML and keeps working as
 *   such: its links (tabs and chat launcher included), disclosures and forms with an action.
 * @rule HYDRATE-008 The not-found page, served in place of an address whose first segment is not
 *   a language and which goes on (`/fr/emi-calculator`), does not hydrate: the router would take
 *   the address for that page in another language and look for its pre-rendered data, which does
 *   not exist, and show an error instead. It stays plain HTML, its links working.
 * @rule HYDRATE-014 Once hydration starts, the page's modules are imported one per task, in the
 *   reverse of React Router's preload order (so that most of a module's imports were evaluated in
 *   an earlier turn), the client entry left out; only then does React Router's module script run
 *   and import the client entry, which hydrates. So no single task evaluates the whole module
 *   graph, and an input meanwhile is answered between two modules. A module that fails to load
 *   ends the turns, and the module script runs as before (HYDRATE-004).
 *
 * @param config - what the build tells the trigger
 */
export function installHydrationTrigger(config: HydrationTriggerConfig): void {
  const page = document;
  const win = window as Window & { __rinnHydration?: HydrationRecord };
  if (config.notFoundLanguages !== null) {
    const [, first = '', ...rest] = win.location.pathname.split('/');
    if (rest.length > 0 && !config.notFoundLanguages.includes(first)) return;
  }
  let started = false;
  const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  let visibility: IntersectionObserver | undefined;
  let paintWatch: PerformanceObserver | undefined;

  // The idle callback (or, without requestIdleCallback, the timer) that will start hydration.
  let idleCallback: number | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const onIntent = () => start('interaction');

  function hasStoredSession(): boolean {
    try {
      return win.localStorage.getItem(config.sessionStorageKey) !== null;
    } catch {
      // Storage blocked (a privacy setting): no session to show.
      return false;
    }
  }

  /**
   * Starts hydration once the page's first contentful paint is on screen, so that its modules take
   * neither bandwidth nor main thread from that paint. Where none will be reported (a hidden tab, a
   * browser without paint timing), at once.
   */
  function startAfterFirstPaint(cause: HydrationCause): void {
    const paintTimed = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    if (!paintTimed || page.visibilityState === 'hidden') {
      start(cause);
      return;
    }
    paintWatch = new PerformanceObserver((paints) => {
      if (paints.getEntriesByName('first-contentful-paint').length > 0) start(cause);
    });
    paintWatch.observe({ type: 'paint', buffered: true });
  }

  /**
   * Starts hydration at the browser's first idle moment, at most idleDeadlineMs from now: after the
   * load event, so the modules take nothing from the page's own loading.
   */
  function startWhenIdle(): void {
    if (started) return;
    if (typeof win.requestIdleCallback === 'function') {
      idleCallback = win.requestIdleCallback(() => start('idle'), { timeout: config.idleDeadlineMs });
    } else {
      idleTimer = setTimeout(() => start('idle'), 0);
    }
  }

  function start(cause: HydrationCause): void {
    if (started) return;
    started = true;
    win.__rinnHydration = { cause, hydrated: false };
    for (const type of intentEvents) page.removeEventListener(type, onIntent, { capture: true });
    win.removeEventListener('load', startWhenIdle);
    if (idleCallback !== undefined) win.cancelIdleCallback(idleCallback);
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    visibility?.disconnect();
    paintWatch?.disconnect();
    // ICU's data loads on another thread while the modules download (HYDRATE-006, intl-warm-up.ts).
    afterIntlWarmUp(() => evaluateInTurns(config.evaluationOrder, runModuleScript));
    preloadInTurns(config.modulePreloads);
  }

  /**
   * Starts the Intl warm-up worker and calls `then` once it says it has built its formatters, or
   * has failed, or intlWarmUpWaitMs from now, whichever comes first (HYDRATE-006); at once when
   * the browser cannot start it (hydration then builds its first formatter itself).
   */
  function afterIntlWarmUp(then: () => void): void {
    let worker: Worker;
    try {
      worker = new Worker(config.intlWarmUpUrl);
    } catch {
      then();
      return;
    }
    let called = false;
    const once = (): void => {
      if (called) return;
      called = true;
      clearTimeout(timer);
      then();
    };
    const timer = setTimeout(once, config.intlWarmUpWaitMs);
    worker.addEventListener('message', once);
    worker.addEventListener('error', once);
  }

  /** Runs React Router's module script, which imports the client entry: React hydrates the page. */
  function runModuleScript(): void {
    const deferred = page.getElementById(config.moduleScriptId);
    const script = page.createElement('script');
    script.type = 'module';
    // The same text as the inert script, so the page's Content-Security-Policy hash admits it.
    script.textContent = deferred?.textContent ?? '';
    page.body.appendChild(script);
  }

  /** A promise settled in a new task: what the visitor did meanwhile is answered first. */
  function nextTask(): Promise<void> {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }

  /**
   * Imports the page's modules one per task, then calls `done` (HYDRATE-014). The module script
   * imports them all at once, and a module graph is evaluated in one task: the dashboard's took
   * 55 ms of main thread on a desktop core, four times that on a mid-range phone, with the
   * visitor's first tap waiting behind it. Evaluated here first, in turns, they are only looked up
   * when the script imports them. A module that fails to load ends the turns: the script then meets
   * the same failure, and the page stays HTML (HYDRATE-004).
   */
  function evaluateInTurns(urls: readonly string[], done: () => void): void {
    const [url, ...rest] = urls;
    if (url === undefined) {
      done();
      return;
    }
    import(/* @vite-ignore */ url).then(
      () => nextTask().then(() => evaluateInTurns(rest, done)),
      () => done(),
    );
  }

  /**
   * Preloads the page's module graph one link per task. Starting a preload's fetch costs the main
   * thread up to a millisecond or two, five to ten at a mid-range phone's speed: the 27 of the
   * dashboard in one go made a task of 5–45 ms just after its first paint, and four at a time still
   * made the task that starts hydration 46–61 ms long at Lighthouse's 4× slower CPU. The fetches
   * wait for connections anyway (six on HTTP/1.1), so spreading their starts delays none of them.
   */
  function preloadInTurns(hrefs: readonly string[]): void {
    const [href, ...rest] = hrefs;
    if (href === undefined) return;
    const preload = page.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = href;
    page.head.appendChild(preload);
    if (rest.length > 0) setTimeout(() => preloadInTurns(rest), 0);
  }

  /** React has hydrated the page (root.tsx): recorded for the page's own code and for tests. */
  function onHydrated(): void {
    if (win.__rinnHydration !== undefined) win.__rinnHydration = { ...win.__rinnHydration, hydrated: true };
  }

  for (const type of intentEvents) page.addEventListener(type, onIntent, { capture: true, passive: true });
  win.addEventListener(config.hydratedEvent, onHydrated, { once: true });

  if (config.appShell) {
    startAfterFirstPaint('shell');
    return;
  }
  if (win.location.search !== '' || win.location.hash !== '' || hasStoredSession()) {
    startAfterFirstPaint('state');
    return;
  }
  const marked = page.querySelectorAll(`[${config.visibleAttribute}]`);
  if (marked.length > 0 && typeof IntersectionObserver === 'function') {
    visibility = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start('visible');
    });
    for (const element of marked) visibility.observe(element);
  }
  // The trigger runs at the end of the body, before the load event, unless it was late.
  if (page.readyState === 'complete') startWhenIdle();
  else win.addEventListener('load', startWhenIdle);
}

/**
 * What started hydration of this page, or null when the trigger did not start it (a client-side
 * navigation, or a test rendering without it).
 *
 * @returns the cause the trigger recorded
 */
export function hydrationCause(): HydrationCause | null {
  if (typeof window === 'undefined') return null;
  return (window as Window & { __rinnHydration?: HydrationRecord }).__rinnHydration?.cause ?? null;
}
