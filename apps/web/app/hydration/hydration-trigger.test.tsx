import { fireEvent } from '@testing-library/react';
import { act, useEffect, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_MODULE_SCRIPT_ID,
  DEFERRED_MODULE_SCRIPT_TYPE,
  HYDRATE_WHEN_VISIBLE_ATTRIBUTE,
  HYDRATED_EVENT,
  hydrationCause,
  installHydrationTrigger,
  type HydrationTriggerConfig,
} from './hydration-trigger.ts';
import { useFocusedBeforeHydration, useTypedBeforeHydration } from './kept-input.ts';
import { recordWorkers } from './worker-stub.test-support.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CONFIG: HydrationTriggerConfig = {
  moduleScriptId: DEFERRED_MODULE_SCRIPT_ID,
  modulePreloads: ['/assets/manifest-1.js', '/assets/entry.client-1.js'],
  // Nothing to import in turns: the module script runs as hydration starts (HYDRATE-014 below).
  evaluationOrder: [],
  sessionStorageKey: 'rinn.session',
  idleDeadlineMs: 2_000,
  hydratedEvent: HYDRATED_EVENT,
  visibleAttribute: HYDRATE_WHEN_VISIBLE_ATTRIBUTE,
  intlWarmUpUrl: '/intl-warm-up.js',
  intlWarmUpWaitMs: 1_000,
  appShell: false,
  notFoundLanguages: null,
};
const MODULE_CODE = 'window.__rinnModuleRan = true;';

/**
 * Controlled fields (the tenure takes what was typed before hydration, as the calculator's fields
 * do, HYDRATE-009) and a counter, telling the trigger when hydrated as root.tsx does.
 */
function Page() {
  const [amount, setAmount] = useState('5,00,000');
  const [tenure, setTenure] = useState('5');
  const [clicks, setClicks] = useState(0);
  const [focused, setFocused] = useState('-');
  const tenureRef = useRef<HTMLInputElement | null>(null);
  useTypedBeforeHydration(tenureRef, setTenure);
  useFocusedBeforeHydration(tenureRef, () => setFocused('Tenure'));
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <div>
      <input aria-label="Loan Amount" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <input ref={tenureRef} aria-label="Tenure" value={tenure} onChange={(event) => setTenure(event.target.value)} onFocus={() => setFocused('Tenure')} />
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Add
      </button>
      <output data-testid="state">{`${amount}|${tenure}|${clicks}`}</output>
      <output data-testid="focus">{focused}</output>
      <a href="/personal-loan">
        <span>Personal loan</span>
      </a>
      <form action="/resources/search" method="get">
        <input aria-label="Search" name="blog" defaultValue="emi" />
      </form>
      <form>
        <input aria-label="Question" defaultValue="" />
      </form>
    </div>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  window.history.replaceState(null, '', '/used-car-loan');
  window.localStorage.clear();
  delete (window as { __rinnHydration?: unknown }).__rinnHydration;
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="${DEFERRED_MODULE_SCRIPT_TYPE}" id="${DEFERRED_MODULE_SCRIPT_ID}">${MODULE_CODE}</script>`;
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.prepend(container);
});

afterEach(async () => {
  // Whatever a test left waiting starts, and then stops listening once hydrated.
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  await act(async () => root?.unmount());
  root = undefined;
  vi.useRealTimers();
  delete (globalThis as { __rinnTurns?: string[] }).__rinnTurns;
});

const startedModules = () => document.querySelectorAll('body > script[type="module"]');

/** A second page in the same test: the first one's module script and hydration record gone. */
function restartTrigger(): void {
  window.dispatchEvent(new Event(HYDRATED_EVENT));
  startedModules().forEach((script) => script.remove());
  document.head.innerHTML = '';
  delete (window as { __rinnHydration?: unknown }).__rinnHydration;
}

const state = () => container.querySelector('output[data-testid="state"]')?.textContent;
const field = (label: string) => container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`) as HTMLInputElement;

/**
 * Gives the page paint timing (happy-dom has none): observers of `paint` entries are kept, and
 * `paint(name)` reports a paint to those still connected, as the browser does.
 */
function stubPaintTiming(): { paint(name: 'first-paint' | 'first-contentful-paint'): void; connected(): number } {
  const connected = new Set<{ report(name: string): void }>();
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static readonly supportedEntryTypes = ['paint', 'resource'];
      readonly #callback: (entries: { getEntriesByName(name: string): { name: string }[] }) => void;
      readonly #watch = { report: (name: string) => this.#callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }) };
      constructor(callback: (entries: { getEntriesByName(name: string): { name: string }[] }) => void) {
        this.#callback = callback;
      }
      observe(options: { type: string }) {
        if (options.type === 'paint') connected.add(this.#watch);
      }
      disconnect() {
        connected.delete(this.#watch);
      }
    },
  );
  return {
    paint: (name) => [...connected].forEach((watch) => watch.report(name)),
    connected: () => connected.size,
  };
}

/** Types as the browser does before any script listens: the value changes and an input event fires. */
function typeBeforeHydration(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A module the trigger can import in a test: a data: address whose code records its name in
 * `turns` (each address made unique, since a module is evaluated once per address).
 */
function recordingModule(turns: string[], name: string): string {
  (globalThis as { __rinnTurns?: string[] }).__rinnTurns = turns;
  return `data:text/javascript,globalThis.__rinnTurns.push(${JSON.stringify(name)}); // ${Date.now()}-${Math.random()}`;
}

async function hydrate(): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
}

describe('installHydrationTrigger', () => {
  it('HYDRATE-001: the first pointer event starts at once: the modules preloaded and the module script run', () => {
    vi.useFakeTimers();
    installHydrationTrigger(CONFIG);
    expect(startedModules()).toHaveLength(0);
    expect(hydrationCause()).toBeNull();

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const modules = startedModules();
    expect(modules).toHaveLength(1);
    expect(modules[0]?.textContent).toBe(MODULE_CODE);
    vi.runAllTimers();
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual(CONFIG.modulePreloads);
    expect(hydrationCause()).toBe('interaction');

    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(startedModules()).toHaveLength(1);
  });

  it('HYDRATE-001: the preloads go in one per task, every one in order', () => {
    vi.useFakeTimers();
    const modulePreloads = Array.from({ length: 27 }, (_, index) => `/assets/chunk-${index}.js`);
    installHydrationTrigger({ ...CONFIG, modulePreloads });
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(startedModules()).toHaveLength(1);
    for (let task = 1; task < modulePreloads.length; task++) {
      expect(preloaded()).toEqual(modulePreloads.slice(0, task));
      vi.advanceTimersToNextTimer();
    }
    expect(preloaded()).toEqual(modulePreloads);
  });

  it('HYDRATE-006: starting hydration starts the Intl warm-up worker once; the modules run once it is done, or has failed', () => {
    const workers = recordWorkers();
    installHydrationTrigger(CONFIG);
    expect(workers).toEqual([]);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(workers.map((worker) => worker.url)).toEqual([CONFIG.intlWarmUpUrl]);
    // Fetched meanwhile (the first at once, the others a task each), not evaluated: ICU's data is not loaded yet.
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
    expect(startedModules()).toHaveLength(0);
    workers[0]?.answer();
    expect(startedModules()).toHaveLength(1);
    workers[0]?.answer();
    expect(startedModules()).toHaveLength(1);

    restartTrigger();
    installHydrationTrigger(CONFIG);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(startedModules()).toHaveLength(0);
    workers[1]?.fail();
    expect(startedModules()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('HYDRATE-006: a warm-up worker that never answers holds the modules back intlWarmUpWaitMs at most', () => {
    vi.useFakeTimers();
    recordWorkers();
    installHydrationTrigger(CONFIG);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(CONFIG.intlWarmUpWaitMs - 1);
    expect(startedModules()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(startedModules()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('HYDRATE-006: without workers the modules run as hydration starts', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    );
    installHydrationTrigger(CONFIG);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(startedModules()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('HYDRATE-005: an app shell loads its modules once its first contentful paint is reported, not before', () => {
    const timing = stubPaintTiming();
    installHydrationTrigger({ ...CONFIG, appShell: true });
    expect(startedModules()).toHaveLength(0);
    timing.paint('first-paint');
    expect(startedModules()).toHaveLength(0);
    timing.paint('first-contentful-paint');
    expect(startedModules()).toHaveLength(1);
    expect(hydrationCause()).toBe('shell');
    expect(timing.connected()).toBe(0);
    vi.unstubAllGlobals();
  });

  it('HYDRATE-005: a visitor acting before the first paint starts an app shell at once, and the paint starts nothing more', () => {
    const timing = stubPaintTiming();
    installHydrationTrigger({ ...CONFIG, appShell: true });
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(startedModules()).toHaveLength(1);
    expect(hydrationCause()).toBe('interaction');
    timing.paint('first-contentful-paint');
    expect(startedModules()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('HYDRATE-005: where no paint will be reported (no paint timing, a hidden tab) an app shell starts at once', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    installHydrationTrigger({ ...CONFIG, appShell: true });
    expect(startedModules()).toHaveLength(1);
    expect(hydrationCause()).toBe('shell');
    window.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.unstubAllGlobals();

    document.querySelectorAll('body > script[type="module"]').forEach((script) => script.remove());
    delete (window as { __rinnHydration?: unknown }).__rinnHydration;
    stubPaintTiming();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    installHydrationTrigger({ ...CONFIG, appShell: true });
    expect(startedModules()).toHaveLength(1);
    hidden.mockRestore();
    vi.unstubAllGlobals();
  });

  it('HYDRATE-001: a query string, a hash or a stored session starts as soon as the page has painted', () => {
    const timing = stubPaintTiming();
    window.history.replaceState(null, '', '/emi-calculator?amount=300000');
    installHydrationTrigger(CONFIG);
    expect(startedModules()).toHaveLength(0);
    timing.paint('first-contentful-paint');
    expect(startedModules()).toHaveLength(1);
    expect(hydrationCause()).toBe('state');
    vi.unstubAllGlobals();
  });

  it('HYDRATE-001: a query string, a hash or a stored session starts at once where no paint will be reported', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    for (const prepare of [
      () => window.history.replaceState(null, '', '/emi-calculator?amount=300000'),
      () => window.history.replaceState(null, '', '/#myaccount'),
      () => window.localStorage.setItem(CONFIG.sessionStorageKey, '{}'),
    ]) {
      document.querySelectorAll('body > script[type="module"]').forEach((script) => script.remove());
      delete (window as { __rinnHydration?: unknown }).__rinnHydration;
      window.history.replaceState(null, '', '/used-car-loan');
      window.localStorage.clear();
      prepare();
      installHydrationTrigger(CONFIG);
      expect(startedModules()).toHaveLength(1);
      expect(hydrationCause()).toBe('state');
      window.dispatchEvent(new Event(HYDRATED_EVENT));
    }
    vi.unstubAllGlobals();
  });

  it('HYDRATE-001: a content page starts at the first idle moment after its load event, never before it', () => {
    vi.useFakeTimers();
    const idle: { callback: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    installHydrationTrigger(CONFIG);
    vi.advanceTimersByTime(60_000);
    expect(idle).toHaveLength(0);
    expect(startedModules()).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(CONFIG.idleDeadlineMs);
    expect(startedModules()).toHaveLength(0);
    idle[0]?.callback();
    expect(startedModules()).toHaveLength(1);
    expect(hydrationCause()).toBe('idle');
    loading.mockRestore();
    vi.unstubAllGlobals();
  });

  it('HYDRATE-001: a trigger that runs after the load event, or where there is no requestIdleCallback, starts on the next task', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    installHydrationTrigger(CONFIG);
    expect(startedModules()).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(startedModules()).toHaveLength(1);
    expect(hydrationCause()).toBe('idle');
    vi.unstubAllGlobals();
  });

  it('HYDRATE-001: an input before the idle moment starts at once, and the idle moment starts nothing more', () => {
    const idle: (() => void)[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    installHydrationTrigger(CONFIG);
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(startedModules()).toHaveLength(1);
    expect(hydrationCause()).toBe('interaction');
    expect(cancelled).toEqual([1]);
    vi.unstubAllGlobals();
  });

  it('HYDRATE-008: the not-found page stays HTML at an address whose first segment is not a language and goes on', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    for (const [path, hydrates] of [
      ['/fr/emi-calculator', false],
      ['/x/y/z', false],
      ['/no-such-page', true],
      ['/hi/no-such-page', true],
      ['/en', true],
    ] as const) {
      document.querySelectorAll('body > script[type="module"]').forEach((script) => script.remove());
      delete (window as { __rinnHydration?: unknown }).__rinnHydration;
      window.history.replaceState(null, '', path);
      installHydrationTrigger({ ...CONFIG, notFoundLanguages: ['en', 'hi'] });
      vi.advanceTimersByTime(0);
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(startedModules(), path).toHaveLength(hydrates ? 1 : 0);
      window.dispatchEvent(new Event(HYDRATED_EVENT));
    }
    vi.unstubAllGlobals();
  });

  it('HYDRATE-002: before hydration nothing is held or cancelled: a link, a disclosure, a button, a form with or without an action', () => {
    installHydrationTrigger(CONFIG);
    const summary = document.createElement('summary');
    const details = document.createElement('details');
    summary.innerHTML = '<span>Loans</span>';
    details.append(summary);
    container.append(details);
    for (const target of [container.querySelector('a[href] span'), summary.querySelector('span'), container.querySelector('button')]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      target?.dispatchEvent(click);
      expect(click.defaultPrevented, target?.textContent ?? '').toBe(false);
    }
    for (const form of container.querySelectorAll('form')) {
      const submit = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(false);
    }
    details.remove();
  });

  it('HYDRATE-002: a button tapped before hydration is not replayed to React afterwards; the tap started hydration', async () => {
    installHydrationTrigger(CONFIG);
    const button = container.querySelector('button') as HTMLButtonElement;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(startedModules()).toHaveLength(1);
    expect((window as { __rinnHydration?: unknown }).__rinnHydration).toEqual({ cause: 'interaction', hydrated: false });

    await hydrate();
    expect(state()).toBe('5,00,000|5|0');
    expect((window as { __rinnHydration?: unknown }).__rinnHydration).toEqual({ cause: 'interaction', hydrated: true });
    // Hydrated, the same tap reaches React.
    await act(async () => button.click());
    expect(state()).toBe('5,00,000|5|1');
  });

  it('HYDRATE-009: what is typed before hydration stays in the field, and the component that reads it back in its first effect holds it', async () => {
    installHydrationTrigger(CONFIG);
    typeBeforeHydration(field('Loan Amount'), '6,00,000');
    typeBeforeHydration(field('Tenure'), '3');
    await hydrate();
    // The tenure reads it back. The amount, which does not, is put back to React's value by the
    // render that followed (React 19 sends no change for it): every field of a pre-rendered page
    // that can be typed into before hydration reads it back.
    expect(state()).toBe('5,00,000|3|0');
    expect(field('Tenure').value).toBe('3');
    expect(field('Loan Amount').value).toBe('5,00,000');
    // React hears later typing itself, from what the field shows.
    await act(async () => {
      // As the browser types: the field's own value changes, then an input event (fireEvent.change does the same).
      fireEvent.change(field('Tenure'), { target: { value: '4' } });
    });
    expect(state()).toBe('5,00,000|4|0');
  });

  it('HYDRATE-009: the field focused before hydration is taken as focused by its component; one not focused is not', async () => {
    installHydrationTrigger(CONFIG);
    field('Tenure').focus();
    await hydrate();
    expect(container.querySelector('output[data-testid="focus"]')?.textContent).toBe('Tenure');
    await act(async () => root?.unmount());
    root = undefined;
    container.innerHTML = renderToString(<Page />);
    field('Loan Amount').focus();
    await hydrate();
    expect(container.querySelector('output[data-testid="focus"]')?.textContent).toBe('-');
  });

  it('HYDRATE-014: the modules are imported in the order given, a task between two, and then the module script runs', async () => {
    const turns: string[] = [];
    // A task boundary the trigger asks for is recorded where it falls among the modules.
    const RealChannel = MessageChannel;
    vi.stubGlobal(
      'MessageChannel',
      class extends RealChannel {
        constructor() {
          super();
          const post = this.port2.postMessage.bind(this.port2);
          this.port2.postMessage = (message: unknown) => {
            turns.push('next task');
            post(message);
          };
        }
      },
    );
    installHydrationTrigger({ ...CONFIG, evaluationOrder: ['leaf', 'route', 'root'].map((name) => recordingModule(turns, name)) });
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(startedModules()).toHaveLength(0);
    await vi.waitFor(() => expect(startedModules()).toHaveLength(1));
    expect(turns).toEqual(['leaf', 'next task', 'route', 'next task', 'root', 'next task']);
    expect(startedModules()[0]?.textContent).toBe(MODULE_CODE);
  });

  it('HYDRATE-014: a module that fails to load ends the turns, and the module script runs as before', async () => {
    const turns: string[] = [];
    installHydrationTrigger({ ...CONFIG, evaluationOrder: [recordingModule(turns, 'leaf'), '/assets/missing-1.js', recordingModule(turns, 'root')] });
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(startedModules()).toHaveLength(1));
    expect(turns).toEqual(['leaf']);
  });

  it('HYDRATE-004: when the module script fails to load, the page stays HTML: links and forms work as before', () => {
    installHydrationTrigger(CONFIG);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    startedModules()[0]?.dispatchEvent(new Event('error'));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    container.querySelector('a[href] span')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect((window as { __rinnHydration?: unknown }).__rinnHydration).toEqual({ cause: 'interaction', hydrated: false });
  });
});
