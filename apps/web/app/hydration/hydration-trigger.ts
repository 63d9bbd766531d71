/**
 * Hydration when idle (HYDRATE-001…005, apps/web/README.md "Hydration when idle").
 *
 * A pre-rendered content page is complete HTML: it reads, scrolls and links without JavaScript. So
 * it loads none while it loads, and then, at the browser's first idle moment after the load event
 * (or at the visitor's first input, if that comes sooner), loads React, the router and the page's
 * modules and hydrates, so that the page is React's before the visitor reaches for it. Until then
 * a link is a link. An application shell (the dashboard, a consent link: nothing useful without the
 * app) goes through the same trigger but starts as soon as its first paint is on screen.
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
  /** The modules React Router preloads: preloaded, a few per task, the moment hydration starts. */
  readonly modulePreloads: readonly string[];
  /** The localStorage key of a signed-in session: its presence hydrates once painted (the header shows the avatar). */
  readonly sessionStorageKey: string;
  /**
   * The longest a content page waits, after its load event, for the browser to report an idle
   * moment (`requestIdleCallback`'s timeout) before it starts hydrating anyway.
   */
  readonly idleDeadlineMs: number;
  /** How long after starting hydration the page gives up waiting and lets links work as plain HTML. */
  readonly giveUpMs: number;
  /** `HYDRATED_EVENT`. */
  readonly hydratedEvent: string;
  /** `HYDRATE_WHEN_VISIBLE_ATTRIBUTE`. */
  readonly visibleAttribute: string;
  /** The Intl warm-up worker, started with hydration (`INTL_WARM_UP_URL`, HYDRATE-006). */
  readonly intlWarmUpUrl: string;
  /**
   * An application shell (a route handle `APP_SHELL`, or the SPA fallback): it shows nothing
   * useful without the app, so it hydrates as soon as its first contentful paint is on screen.
   */
  readonly appShell: boolean;
  /** On the not-found page, the languages of the site (HYDRATE-008); null on every other page. */
  readonly notFoundLanguages: readonly string[] | null;
}

/**
 * Waits for the first reason to hydrate, then loads the page's modules. A link, or a form that
 * submits without JavaScript, works natively meanwhile. What else the visitor does in the short
 * time before React has hydrated is kept and given to React afterwards, so that first tap is not
 * lost: clicks on buttons and submissions of forms that need the app are held and dispatched again,
 * and fields typed into are handed to React as a change.
 *
 * @rule HYDRATE-001 A pre-rendered content page requests no JavaScript module before its load
 *   event, and starts hydrating at the first of: the browser's first idle moment after the load
 *   event (requestIdleCallback, at most idleDeadlineMs after it); a query string or hash in its
 *   address or a stored session (the HTML cannot show that state: as soon as the page has painted,
 *   like an app shell, HYDRATE-005); a pointer, touch, key, focus, wheel or scroll event; an
 *   element marked data-hydrate-when-visible coming into view. It never waits for the visitor.
 * @rule HYDRATE-002 A click on a link (`a[href]`) or on a disclosure's `summary`, or the submission
 *   of a form that carries its own `action`, is never held: before hydration the browser follows the
 *   link to the pre-rendered page, opens or closes the `details` (the Loans menu, an FAQ answer) and
 *   submits the form itself. Any
 *   other primary click or form submission before hydration is held, not lost: it is dispatched
 *   again on the same element once React has hydrated, in the order the visitor acted, and one made
 *   while the held actions are being handed over waits its turn after them.
 * @rule HYDRATE-003 A text, number, range or select field changed before hydration reaches React's
 *   state as a change once hydrated; the element that has focus then is announced to React as
 *   focused first.
 * @rule HYDRATE-004 When the modules fail to load, or have not hydrated giveUpMs after starting, the
 *   page stops holding events and works as plain HTML (a link was never held, HYDRATE-002).
 * @rule HYDRATE-008 The not-found page, served in place of an address whose first segment is not
 *   a language and which goes on (`/fr/emi-calculator`), does not hydrate: the router would take
 *   the address for that page in another language and look for its pre-rendered data, which does
 *   not exist, and show an error instead. It stays plain HTML, its links working.
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
  // waiting → loading (modules requested) → replaying (React hydrated; held actions handed over) →
  // hydrated; or loading → released (the app never came: plain HTML).
  type Phase = 'waiting' | 'loading' | 'replaying' | 'hydrated' | 'released';
  let phase: Phase = 'waiting';
  // True while the trigger dispatches a held action itself, so that its own events pass.
  let replayingOwnEvent = false;
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  // What the visitor did before React took over, in the order they did it; a field once, as it is now.
  type HeldAction =
    | { readonly kind: 'focus'; readonly target: HTMLElement }
    | { readonly kind: 'click'; readonly target: Element }
    | { readonly kind: 'submit'; readonly form: HTMLFormElement }
    | { readonly kind: 'field'; readonly field: Field };
  const held: HeldAction[] = [];
  // What each held field held when React took over: the first replay re-renders, which puts React's
  // values back into every controlled field, so the others are read before it.
  const typedValues = new Map<Field, string>();
  const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  let giveUpTimer: ReturnType<typeof setTimeout> | undefined;
  let visibility: IntersectionObserver | undefined;
  let paintWatch: PerformanceObserver | undefined;

  // The idle callback (or, without requestIdleCallback, the timer) that will start hydration.
  let idleCallback: number | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const onIntent = () => start('interaction');
  // Clicks and submissions are held until every earlier action has been handed over, so that a
  // click made while React replays still comes after the typing before it.
  const holding = () => (phase === 'loading' || phase === 'replaying' || phase === 'waiting') && !replayingOwnEvent;
  /** Keeps the browser and the page from acting on the event now; React gets it later. */
  const hold = (event: Event, action: HeldAction) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(action);
    start('interaction');
  };
  const onClick = (event: MouseEvent) => {
    if (!holding()) return;
    // Other buttons and modified clicks (a new tab, a download) keep the browser's own meaning.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element)) return;
    // A link is a link: the browser follows it to the pre-rendered page (HYDRATE-002).
    if (event.target.closest('a[href]') !== null) return;
    // A disclosure is a disclosure: the browser opens the details at once, and React reads it when it hydrates.
    if (event.target.closest('summary') !== null) return;
    hold(event, { kind: 'click', target: event.target });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!holding() || !(event.target instanceof HTMLFormElement)) return;
    // A form with its own action submits without JavaScript (a GET search, HYDRATE-002).
    if (event.target.hasAttribute('action')) return;
    hold(event, { kind: 'submit', form: event.target });
  };
  const onFieldChange = (event: Event) => {
    // Once React has hydrated, it hears typing itself.
    if (phase !== 'waiting' && phase !== 'loading') return;
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    if (!held.some((action) => action.kind === 'field' && action.field === field)) held.push({ kind: 'field', field });
  };

  function hasStoredSession(): boolean {
    try {
      return win.localStorage.getItem(config.sessionStorageKey) !== null;
    } catch {
      // Storage blocked (a privacy setting): no session to show.
      return false;
    }
  }

  function stopListening(): void {
    for (const type of intentEvents) page.removeEventListener(type, onIntent, { capture: true });
    page.removeEventListener('click', onClick, { capture: true });
    page.removeEventListener('submit', onSubmit, { capture: true });
    page.removeEventListener('input', onFieldChange, { capture: true });
    page.removeEventListener('change', onFieldChange, { capture: true });
    win.removeEventListener(config.hydratedEvent, onHydrated);
    win.removeEventListener('load', startWhenIdle);
    cancelIdleWatch();
    if (giveUpTimer !== undefined) clearTimeout(giveUpTimer);
    visibility?.disconnect();
    paintWatch?.disconnect();
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
    if (phase !== 'waiting') return;
    if (typeof win.requestIdleCallback === 'function') {
      idleCallback = win.requestIdleCallback(() => start('idle'), { timeout: config.idleDeadlineMs });
    } else {
      idleTimer = setTimeout(() => start('idle'), 0);
    }
  }

  function cancelIdleWatch(): void {
    if (idleCallback !== undefined) win.cancelIdleCallback(idleCallback);
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    idleCallback = undefined;
    idleTimer = undefined;
  }

  function start(cause: HydrationCause): void {
    if (phase !== 'waiting') return;
    phase = 'loading';
    win.__rinnHydration = { cause, hydrated: false };
    win.removeEventListener('load', startWhenIdle);
    cancelIdleWatch();
    visibility?.disconnect();
    paintWatch?.disconnect();
    // ICU's data loads on another thread while the modules download (HYDRATE-006, intl-warm-up.ts).
    try {
      new Worker(config.intlWarmUpUrl);
    } catch {
      // No workers: hydration builds its first formatter itself.
    }
    const deferred = page.getElementById(config.moduleScriptId);
    const script = page.createElement('script');
    script.type = 'module';
    // The same text as the inert script, so the page's Content-Security-Policy hash admits it.
    script.textContent = deferred?.textContent ?? '';
    script.addEventListener('error', release);
    page.body.appendChild(script);
    preloadInTurns(config.modulePreloads);
    giveUpTimer = setTimeout(release, config.giveUpMs);
  }

  /**
   * Preloads the rest of the module graph a few links per task. Starting a preload's fetch costs
   * the main thread up to a millisecond or two; the 27 of the dashboard in one go made a task of
   * 5–45 ms just after its first paint, in the middle of the visitor's first look at the page. The
   * module script, appended first, has already asked for its own imports.
   */
  function preloadInTurns(hrefs: readonly string[]): void {
    const PRELOADS_PER_TASK = 4;
    for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) {
      const preload = page.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = href;
      page.head.appendChild(preload);
    }
    if (hrefs.length > PRELOADS_PER_TASK) setTimeout(() => preloadInTurns(hrefs.slice(PRELOADS_PER_TASK)), 0);
  }

  /** Hands the fields typed into to React: its value tracker must see a change to call onChange. */
  function replayFieldChange(field: Field): void {
    if (!field.isConnected) return;
    if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return;
    const typed = typedValues.get(field) ?? field.value;
    if (typed === field.defaultValue) return;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the setter is called on the field below
    const setValueUntracked = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (setValueUntracked === undefined) return;
    // React tracks an input's value through a setter on the element itself: setting the rendered
    // value through it, then the typed value through the prototype's setter, leaves React's record
    // behind the field, so the input event below reads as the change it is.
    field.value = field.defaultValue;
    setValueUntracked.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  function onHydrated(): void {
    if (phase !== 'loading') return;
    phase = 'replaying';
    if (giveUpTimer !== undefined) clearTimeout(giveUpTimer);
    for (const action of held) if (action.kind === 'field') typedValues.set(action.field, action.field.value);
    // The element the visitor focused got its focus before React listened: React learns of it
    // first (a combobox loads its options on focus), before what was done in it.
    const focused = page.activeElement;
    if (focused instanceof HTMLElement && focused !== page.body) held.unshift({ kind: 'focus', target: focused });
    replayNext();
  }

  /** Replays the held actions one task apart, as the visitor made them: each sees the page the one before left. */
  function replayNext(): void {
    const action = held.shift();
    if (action === undefined) {
      phase = 'hydrated';
      stopListening();
      if (win.__rinnHydration !== undefined) win.__rinnHydration = { ...win.__rinnHydration, hydrated: true };
      return;
    }
    replayingOwnEvent = true;
    if (action.kind === 'focus') {
      // React's onFocus listens to focusin.
      if (action.target === page.activeElement) action.target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    } else if (action.kind === 'field') replayFieldChange(action.field);
    else if (action.kind === 'submit') {
      if (action.form.isConnected) action.form.requestSubmit();
    } else if (action.target.isConnected) {
      action.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: win, button: 0 }));
    }
    replayingOwnEvent = false;
    setTimeout(replayNext, 0);
  }

  function release(): void {
    if (phase !== 'loading') return;
    phase = 'released';
    stopListening();
  }

  for (const type of intentEvents) page.addEventListener(type, onIntent, { capture: true, passive: true });
  page.addEventListener('click', onClick, { capture: true });
  page.addEventListener('submit', onSubmit, { capture: true });
  page.addEventListener('input', onFieldChange, { capture: true });
  page.addEventListener('change', onFieldChange, { capture: true });
  win.addEventListener(config.hydratedEvent, onHydrated);

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
