import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_EVENT } from '../hydration/hydration-trigger.ts';
import { NEAR_VIEWPORT_MARGIN } from '../hydration/near-viewport.ts';
import { Counter } from '../widgets/counter.test-support.tsx';
import { hydrateIslands } from './hydrate-islands.tsx';
import { Island } from './island.tsx';

// act() waits for the roots' commits, as React's own tests do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: jsdom has none, and lays nothing out. */
class FakeIntersectionObserver {
  static readonly made: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: readonly { readonly isIntersecting: boolean }[]) => void,
    readonly options: { readonly rootMargin?: string },
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function Notice() {
  return <p>static notice</p>;
}

describe('hydrateIslands', () => {
  it('ISLAND-001: each marked part hydrates on a root of its own with the props it holds, a page part once its code has loaded, and the page hears when all have', async () => {
    // A page as the pre-render writes it: two islands, and HTML between them that stays HTML.
    document.body.innerHTML = renderToString(
      <>
        <Island name="site-header" component={Counter} props={{ start: 4 }} />
        <main>
          <p>legal text</p>
        </main>
        <Island name="share-buttons" component={Notice} props={{}} />
      </>,
    );
    const pageText = document.querySelector('main');
    const hydrated = vi.fn();
    window.addEventListener(HYDRATED_EVENT, hydrated);
    const errors = vi.spyOn(console, 'error');
    // The header's code is in the entry; the page's own part loads when the page has it.
    const load = vi.fn(() => Promise.resolve(Notice));
    await act(async () => hydrateIslands(document, { 'site-header': { component: Counter }, 'share-buttons': { load }, 'blog-form': { load } }));
    window.removeEventListener(HYDRATED_EVENT, hydrated);
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    const button = document.querySelector('button');
    expect(button?.textContent).toBe('count 4');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('count 5');
    // The HTML between the islands is the same element, untouched.
    expect(document.querySelector('main')).toBe(pageText);
  });

  it('ISLAND-001: a mark naming no known part is an error, not skipped', async () => {
    document.body.innerHTML = renderToString(<Island name="chat-launcher" component={Notice} props={{}} />);
    await expect(hydrateIslands(document, {})).rejects.toThrow(/chat-launcher/);
  });

  it('ISLAND-005: a part marked whenNear loads and hydrates only once it comes near the viewport, and the page does not wait for it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = renderToString(
      <>
        <Island name="site-header" component={Counter} props={{ start: 1 }} />
        <Island name="personal-loan-calculator" whenNear component={Counter} props={{ start: 7 }} />
      </>,
    );
    const hydrated = vi.fn();
    window.addEventListener(HYDRATED_EVENT, hydrated);
    const load = vi.fn(() => Promise.resolve(Counter));
    await act(async () => hydrateIslands(document, { 'site-header': { component: Counter }, 'personal-loan-calculator': { load } }));
    window.removeEventListener(HYDRATED_EVENT, hydrated);
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    const [observer] = FakeIntersectionObserver.made;
    const far = document.querySelectorAll('button')[1];
    // It watches the part's own element (the mark has no box), a screen's height ahead.
    expect(observer?.targets).toEqual([far]);
    expect(observer?.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    await act(async () => observer?.callback([{ isIntersecting: false }]));
    expect(load).not.toHaveBeenCalled();
    await act(async () => observer?.callback([{ isIntersecting: true }]));
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
    await act(async () => far?.click());
    expect(far?.textContent).toBe('count 8');
  });

  it('ISLAND-005: on an address with a query, a part marked whenNear hydrates with the page (the link may carry its state)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const observersBefore = FakeIntersectionObserver.made.length;
    window.history.replaceState(null, '', '/personal-loan?amount=250000&tenure=2');
    try {
      document.body.innerHTML = renderToString(<Island name="personal-loan-calculator" whenNear component={Counter} props={{ start: 2 }} />);
      const hydrated = vi.fn();
      window.addEventListener(HYDRATED_EVENT, hydrated);
      const load = vi.fn(() => Promise.resolve(Counter));
      await act(async () => hydrateIslands(document, { 'personal-loan-calculator': { load } }));
      window.removeEventListener(HYDRATED_EVENT, hydrated);
      expect(load).toHaveBeenCalledTimes(1);
      expect(hydrated).toHaveBeenCalledTimes(1);
      expect(FakeIntersectionObserver.made).toHaveLength(observersBefore);
      const button = document.querySelector('button');
      await act(async () => button?.click());
      expect(button?.textContent).toBe('count 3');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
