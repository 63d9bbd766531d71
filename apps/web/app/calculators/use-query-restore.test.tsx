import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARED_LINK_PENDING_ATTRIBUTE } from './shared-link-paint.ts';
import { useQueryRestore } from './use-query-restore.ts';

/** A calculator as the shared-link painter left it: its figure painted, the rest pending. */
function PaintedCalculator({ changes }: { readonly changes: boolean }) {
  const [amount, setAmount] = useState('100000');
  useQueryRestore((search) => {
    if (changes) setAmount(new URLSearchParams(search).get('amount') ?? amount);
  });
  return (
    <div className="calculator" {...{ [SHARED_LINK_PENDING_ATTRIBUTE]: '' }}>
      <output data-testid="amount">{amount}</output>
    </div>
  );
}

function pending(container: HTMLElement): boolean {
  return container.querySelector('.calculator')!.hasAttribute(SHARED_LINK_PENDING_ATTRIBUTE);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useQueryRestore', () => {
  it('SHARE-PAINT-002: the pending charts show in the commit that renders the restored query', () => {
    const { container, getByTestId } = render(
      <MemoryRouter initialEntries={['/emi-calculator?amount=600000']}>
        <PaintedCalculator changes />
      </MemoryRouter>,
    );
    expect(getByTestId('amount').textContent).toBe('600000');
    expect(pending(container)).toBe(false);
  });

  it('SHARE-PAINT-002: a query that changes nothing shows them in the next task', () => {
    vi.useFakeTimers();
    const { container } = render(
      <MemoryRouter initialEntries={['/emi-calculator?utm_source=share']}>
        <PaintedCalculator changes={false} />
      </MemoryRouter>,
    );
    expect(pending(container)).toBe(true);
    act(() => {
      vi.runAllTimers();
    });
    expect(pending(container)).toBe(false);
  });

  it('SHARE-PAINT-002: a page opened without a query is left alone', () => {
    vi.useFakeTimers();
    const { container } = render(
      <MemoryRouter initialEntries={['/emi-calculator']}>
        <PaintedCalculator changes />
      </MemoryRouter>,
    );
    act(() => {
      vi.runAllTimers();
    });
    expect(pending(container)).toBe(true);
  });
});
