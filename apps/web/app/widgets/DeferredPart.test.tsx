import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Counter } from './counter.test-support.tsx';
import { DeferredPart } from './DeferredPart.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A gate the test opens: the part's `when`, and the place it was given. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const given: HTMLElement[] = [];
  return { when: (place: HTMLElement) => (given.push(place), opened), open: () => open(), given };
}

/** The page around the part, as the server renders it: the place, and the part in its boundary. */
const SERVER_HTML = renderToString(
  <div className="place">
    <Suspense fallback={null}>
      <Counter start={1} />
    </Suspense>
  </div>,
);

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

const loadCounter = async () => Counter;

function Page({ start, when, load = loadCounter }: { readonly start: number; readonly when: (place: HTMLElement) => Promise<void>; readonly load?: () => Promise<typeof Counter> }) {
  return (
    <MemoryRouter>
      <DeferredPart className="place" when={when} load={load} props={{ start }} failure="hidden" fallback={<p>loading</p>} />
    </MemoryRouter>
  );
}

const button = () => container?.querySelector('button');

/** Puts the server's HTML in the document, as the pre-rendered page has it. */
function prerender(): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  return container;
}

describe('DeferredPart', () => {
  it('keeps the pre-rendered part until it is wanted, then hydrates it in place', async () => {
    const page = prerender();
    const pre = button();
    const { when, open, given } = gate();
    await act(async () => {
      root = hydrateRoot(page, <Page start={1} when={when} />);
    });
    // Not wanted yet: the server's button is there, and React does not answer it.
    expect(given).toEqual([page.querySelector('.place')]);
    act(() => button()?.click());
    expect(button()?.textContent).toBe('count 1');

    await act(async () => open());
    expect(button()).toBe(pre);
    act(() => button()?.click());
    expect(button()?.textContent).toBe('count 2');
  });

  it('shows its fallback when its props change before it is wanted, and the part once it is', async () => {
    const page = prerender();
    const { when, open } = gate();
    act(() => {
      root = hydrateRoot(page, <Page start={1} when={when} />);
    });
    act(() => root?.render(<Page start={5} when={when} />));
    expect(page.textContent).toBe('loading');

    await act(async () => open());
    expect(button()?.textContent).toBe('count 5');
  });

  it('marks its place busy from the moment it is wanted until its code is in', async () => {
    const page = prerender();
    const { when, open } = gate();
    let arrive: (part: typeof Counter) => void = () => undefined;
    const load = () => new Promise<typeof Counter>((resolve) => (arrive = resolve));
    await act(async () => {
      root = hydrateRoot(page, <Page start={1} when={when} load={load} />);
    });
    const place = page.querySelector('.place');
    expect(place?.hasAttribute('aria-busy')).toBe(false);
    await act(async () => open());
    expect(place?.getAttribute('aria-busy')).toBe('true');
    await act(async () => arrive(Counter));
    expect(place?.hasAttribute('aria-busy')).toBe(false);
    act(() => button()?.click());
    expect(button()?.textContent).toBe('count 2');
  });
});
