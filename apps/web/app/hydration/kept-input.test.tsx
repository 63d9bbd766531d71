import { act, lazy, Suspense, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRupees } from '@rinn/format';
import { loanSummary } from '@rinn/loan-math';
import { MemoryRouter } from 'react-router';
import { STARTING_INPUTS, type LoanInputs } from '../calculators/calculator-query.ts';
import { LoanCalculator } from '../calculators/LoanCalculator.tsx';
import { SliderField } from '../calculators/SliderField.tsx';
import { rangeMovedBeforeHydration, textTypedBeforeHydration } from './kept-input.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RANGE = { min: 1, max: 30, step: 1 };

/** A tenure field that shows what its parent holds, as a calculator does. */
function Tenure({ start = 5 }: { readonly start?: number }) {
  const [years, setYears] = useState(start);
  return (
    <div>
      <SliderField id="tenure" label="Tenure" value={years} range={RANGE} formatValue={(v) => `${v} years`} formatInput={String} onChange={setYears} />
      <output data-testid="held">{years}</output>
    </div>
  );
}

/** A car calculator holding its inputs, as the EMI calculator page does. */
function Car() {
  const [inputs, setInputs] = useState<LoanInputs>(STARTING_INPUTS.newCar);
  return (
    <MemoryRouter initialEntries={['/emi-calculator']}>
      <LoanCalculator idPrefix="car" inputs={inputs} onChange={setInputs} durationUnit="years" shareQuery="" csvFileName="schedule.csv" />
    </MemoryRouter>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

/** Pre-renders `html` into a fresh container in the document, as the pre-rendered page is. */
function prerender(html: string): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const held = () => document.querySelector('[data-testid="held"]')?.textContent;

describe('kept input of a part that hydrates after the page', () => {
  it('HYDRATE-009: a field typed into before its lazy chunk arrives keeps the text, and the part takes it once hydrated', async () => {
    const page = prerender(
      renderToString(
        <Suspense fallback={null}>
          <Tenure />
        </Suspense>,
      ),
    );
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const LazyTenure = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    act(() => {
      root = hydrateRoot(
        page,
        <Suspense fallback={null}>
          <LazyTenure />
        </Suspense>,
      );
    });
    // The chunk is still on its way: the visitor types, and React does not hear it.
    field('tenure').value = '3';
    expect(held()).toBe('5');
    await act(async () => arrive({ default: Tenure }));
    expect(field('tenure').value).toBe('3');
    expect(held()).toBe('3');
    expect(field('tenure-range').value).toBe('3');
  });

  it('HYDRATE-009: a field left out of range is settled as on leaving it; one still focused stays as typed', async () => {
    prerender(renderToString(<Tenure />));
    field('tenure').value = '45';
    act(() => {
      root = hydrateRoot(container as HTMLElement, <Tenure />);
    });
    expect(held()).toBe('30');
    expect(field('tenure').value).toBe('30');
    act(() => root?.unmount());
    container?.remove();

    prerender(renderToString(<Tenure />));
    field('tenure').focus();
    field('tenure').value = '12';
    act(() => {
      root = hydrateRoot(container as HTMLElement, <Tenure />);
    });
    expect(held()).toBe('12');
    // Still being edited: the text is not rewritten under the visitor's caret.
    expect(field('tenure').value).toBe('12');
  });

  it('HYDRATE-009: a field left before React rendered what it took settles what the field shows', () => {
    // The race a visitor can win: the first effect has taken the typed text, but React has not yet
    // rendered it when the visitor moves on to the next field. Modelled here by text React has not
    // heard at all: leaving the field settles what it shows, not the state's older text.
    container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container as HTMLElement);
      root.render(<Tenure />);
    });
    act(() => field('tenure').focus());
    field('tenure').value = '12';
    act(() => field('tenure').blur());
    expect(held()).toBe('12');
    expect(field('tenure').value).toBe('12');
  });

  it('HYDRATE-009: a slider moved before hydration is taken; an untouched one, or a client-side mount, changes nothing', () => {
    prerender(renderToString(<Tenure />));
    field('tenure-range').value = '9';
    act(() => {
      root = hydrateRoot(container as HTMLElement, <Tenure />);
    });
    expect(held()).toBe('9');
    expect(field('tenure').value).toBe('9');

    // A rendered value the track cannot show exactly is not a move: the browser snaps it.
    const range = document.createElement('input');
    range.type = 'range';
    range.min = '2';
    range.max = '30';
    range.step = '0.1';
    range.defaultValue = '10.99';
    expect(rangeMovedBeforeHydration(range)).toBeNull();
    range.value = '12';
    expect(rangeMovedBeforeHydration(range)).toBe(12);

    const text = document.createElement('input');
    text.defaultValue = '5';
    expect(textTypedBeforeHydration(text)).toBeNull();
    text.value = '7';
    expect(textTypedBeforeHydration(text)).toBe('7');
  });

  it('HYDRATE-009: several fields typed before hydration each build on the one before', () => {
    prerender(renderToString(<Car />));
    field('car-amount').value = '7,50,000';
    field('car-tenure').value = '4';
    field('car-rate').value = '9.5';
    act(() => {
      root = hydrateRoot(container as HTMLElement, <Car />);
    });
    const expected = loanSummary({ principal: 750_000, annualRatePercent: 9.5, months: 48 });
    expect(document.querySelector('[data-testid="emi"]')?.textContent).toBe(formatRupees(expected.emi, { locale: 'en' }));
    expect(field('car-amount').value).toBe('7,50,000');
  });
});
