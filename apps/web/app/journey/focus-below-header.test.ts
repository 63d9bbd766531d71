import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusBelowHeader } from './focus-below-header.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** A sticky header 97 px tall and a heading whose top is at `top`, on an 844 px screen. */
function layout(top: number) {
  document.body.innerHTML = '<header class="site-header"></header><h1 tabindex="-1">Your loan offers</h1>';
  const header = document.querySelector('header')!;
  const heading = document.querySelector('h1')!;
  vi.spyOn(header, 'getBoundingClientRect').mockReturnValue({ top: 0, bottom: 97, height: 97 } as DOMRect);
  vi.spyOn(heading, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 40, height: 40 } as DOMRect);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
  const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
  return { heading, scrollBy };
}

describe('focusBelowHeader', () => {
  it('focuses a heading under the sticky header and scrolls it to 16 px below the header', () => {
    const { heading, scrollBy } = layout(10);
    focusBelowHeader(heading);
    expect(document.activeElement).toBe(heading);
    expect(scrollBy).toHaveBeenCalledWith({ top: 10 - 97 - 16 });
  });

  it('brings up a heading below the screen', () => {
    const { heading, scrollBy } = layout(900);
    focusBelowHeader(heading);
    expect(scrollBy).toHaveBeenCalledWith({ top: 900 - 97 - 16 });
  });

  it('leaves a heading already in view where it is', () => {
    const { heading, scrollBy } = layout(120);
    focusBelowHeader(heading);
    expect(document.activeElement).toBe(heading);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('does nothing without a heading', () => {
    expect(() => focusBelowHeader(null)).not.toThrow();
  });
});
