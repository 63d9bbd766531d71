import { PRODUCT_TILES, PRODUCT_TILES_HI } from '@rinn/content';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageIcon, pageIcon } from './PageIcon.tsx';
import { CALCULATOR_LINKS, HELP_LINKS, PRODUCT_LINKS } from './site-nav.ts';

afterEach(cleanup);

describe('PageIcon', () => {
  it('has an icon for every page of the Loans menu, the help links and the home page tiles', () => {
    const paths = [...PRODUCT_LINKS, ...CALCULATOR_LINKS, ...HELP_LINKS].map((link) => link.path).concat([...PRODUCT_TILES, ...PRODUCT_TILES_HI].map((tile) => tile.href));
    expect(paths.filter((path) => pageIcon(path) === undefined)).toEqual([]);
  });

  it('is hidden from assistive technology, and nothing for a page without an icon or a prototype name', () => {
    const { container } = render(
      <>
        <PageIcon path="/used-car-loan" />
        <PageIcon path="/no-such-page" />
        <PageIcon path="constructor" />
      </>,
    );
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(1);
    expect(icons[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(icons[0]?.classList.contains('icon')).toBe(true);
  });
});
