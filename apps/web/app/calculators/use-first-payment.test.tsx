import { act, Suspense, use, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { monthAfter, useFirstPaymentMonth } from './use-first-payment.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('first EMI month', () => {
  it('is the month after today in India', () => {
    expect(monthAfter(new Date('2026-05-15T06:00:00Z'))).toEqual({ year: 2026, month: 6 });
  });

  it('rolls over the year, reading the date in Asia/Kolkata', () => {
    expect(monthAfter(new Date('2026-12-10T06:00:00Z'))).toEqual({ year: 2027, month: 1 });
    // 20:00 UTC on 31 December is already 1 January in India.
    expect(monthAfter(new Date('2026-12-31T20:00:00Z'))).toEqual({ year: 2027, month: 2 });
  });
});

describe('useFirstPaymentMonth', () => {
  const container = document.createElement('div');
  let unmount = (): void => {};
  afterEach(() => act(() => unmount()));

  async function render(element: ReactNode): Promise<void> {
    const root = createRoot(container);
    unmount = () => root.unmount();
    await act(async () => root.render(element));
  }

  it('gives null in the first render, then the month after today', async () => {
    const seen: (string | null)[] = [];
    function Month() {
      const month = useFirstPaymentMonth();
      seen.push(month === null ? null : `${month.year}-${month.month}`);
      return null;
    }
    await render(<Month />);
    const expected = monthAfter(new Date());
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBe(`${expected.year}-${expected.month}`);
  });

  it('HYDRATE-015: the month comes in a transition: a part that suspends on it keeps what is on screen', async () => {
    const never = new Promise<never>(() => {});
    // A schedule whose rows are still loading once the month is known: outside a transition React
    // would put the fallback in place of what the page showed.
    function Schedule() {
      if (useFirstPaymentMonth() !== null) use(never);
      return <p>as pre-rendered</p>;
    }
    await render(
      <Suspense fallback={<p>fallback</p>}>
        <Schedule />
      </Suspense>,
    );
    expect(container.textContent).toBe('as pre-rendered');
  });
});
