import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_EVENT } from '../hydration/hydration-trigger.ts';
import { hydrateIslands } from './hydrate-islands.tsx';
import { Island } from './island.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

function Counter({ start }: { readonly start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`count ${count}`}
    </button>
  );
}

function Notice() {
  return <p>static notice</p>;
}

describe('hydrateIslands', () => {
  it('ISLAND-001: each marked part hydrates on a root of its own with the props it holds, and the page hears when all have', async () => {
    // A page as the pre-render writes it: two islands, and HTML between them that stays HTML.
    document.body.innerHTML = renderToString(
      <>
        <Island name="site-header" component={Counter} props={{ start: 4 }} />
        <main>
          <p>legal text</p>
        </main>
        <Island name="site-footer" component={Notice} props={{}} />
      </>,
    );
    const pageText = document.querySelector('main');
    const hydrated = vi.fn();
    window.addEventListener(HYDRATED_EVENT, hydrated);
    const errors = vi.spyOn(console, 'error');
    await act(async () => hydrateIslands(document, { 'site-header': Counter, 'site-footer': Notice }));
    window.removeEventListener(HYDRATED_EVENT, hydrated);
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    const button = document.querySelector('button');
    expect(button?.textContent).toBe('count 4');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('count 5');
    // The HTML between the islands is the same element, untouched.
    expect(document.querySelector('main')).toBe(pageText);
  });

  it('ISLAND-001: a mark naming no known part is an error, not skipped', () => {
    document.body.innerHTML = renderToString(<Island name="chat-launcher" component={Notice} props={{}} />);
    expect(() => hydrateIslands(document, {})).toThrow(/chat-launcher/);
  });
});
