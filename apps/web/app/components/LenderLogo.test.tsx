import { LENDING_PARTNERS } from '@rinn/content';
import { LENDERS } from '@rinn/offers';
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { hasLenderWordmark, initialsOf, LenderLogo } from './LenderLogo.tsx';

afterEach(cleanup);

describe('LenderLogo', () => {
  it('draws a wordmark of its own for every lending partner and every lender of the offers', () => {
    const names = [...LENDING_PARTNERS.map((partner) => partner.imgAlt), ...LENDERS.map((lender) => lender.name)];
    expect(names.filter((name) => !hasLenderWordmark(name))).toEqual([]);
  });

  it('is an image named by the lender, at the height of its size, in either size', () => {
    render(
      <>
        <LenderLogo lender="HDFC Bank" size="sm" />
        <LenderLogo lender="Axis Bank" />
      </>,
    );
    const small = screen.getByRole('img', { name: 'HDFC Bank' });
    const medium = screen.getByRole('img', { name: 'Axis Bank' });
    expect(small.getAttribute('height')).toBe('24');
    expect(medium.getAttribute('height')).toBe('32');
    expect(small.classList.contains('lender-logo--neutral')).toBe(false);
  });

  it('beside text that names the lender, is hidden from assistive technology', () => {
    const { container } = render(<LenderLogo lender="HDFC Bank" size="sm" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives an unknown lender the neutral badge with its initials, still named by the lender', () => {
    render(<LenderLogo lender="Sahyog Small Finance Bank" />);
    const logo = screen.getByRole('img', { name: 'Sahyog Small Finance Bank' });
    expect(logo.classList.contains('lender-logo--neutral')).toBe(true);
    expect(logo.querySelector('.lender-logo__monogram')?.textContent).toBe('SS');
  });

  it('gives a name that is also an object property (toString, constructor) the neutral badge', () => {
    for (const name of ['toString', 'constructor', '__proto__']) {
      cleanup();
      render(<LenderLogo lender={name} />);
      expect(screen.getByRole('img', { name }).classList.contains('lender-logo--neutral')).toBe(true);
    }
  });

  it('keeps the wordmark inside its box whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (name) => {
        cleanup();
        const { container } = render(<LenderLogo lender={name} />);
        const svg = container.querySelector('svg');
        const viewBoxWidth = Number(svg?.getAttribute('viewBox')?.split(' ')[2]);
        const word = svg?.querySelector('.lender-logo__word');
        const wordEnd = Number(word?.getAttribute('x')) + Number(word?.getAttribute('textLength'));
        expect(wordEnd).toBeLessThanOrEqual(viewBoxWidth);
        expect(initialsOf(name)).toMatch(/^(\S{1,2}|\?)$/u);
      }),
      { numRuns: 100 },
    );
  });
});
