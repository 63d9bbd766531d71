import { fc } from '@fast-check/vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCarQuery, parsePersonalLoanQuery, parseTwoWheelerQuery, STARTING_INPUTS, TWO_WHEELER_MONTHS, type LoanInputs } from './calculator-query.ts';
import { LoanCalculator } from './LoanCalculator.tsx';
import { paintSharedLink, SHARED_LINK_ATTRIBUTE, SHARED_LINK_PENDING_ATTRIBUTE, withSharedLinkPainter } from './shared-link-paint.ts';

const FIGURES = ['summary-emi', 'summary-total-interest', 'emi', 'principal', 'total-interest', 'total-payable'];
const FIELDS = ['amount', 'tenure', 'rate'];

type Calculator = 'car' | 'two-wheeler' | 'personal-loan';

const PERSONAL_LOAN_START: LoanInputs = { amount: 100_000, duration: 5, ratePercent: 10.99 };

/** The calculator as a page pre-renders it, at `inputs`, in a language. */
function render(calculator: Calculator, inputs: LoanInputs, language: 'en' | 'hi'): string {
  const path = language === 'hi' ? '/hi/emi-calculator' : '/emi-calculator';
  const props =
    calculator === 'car'
      ? { idPrefix: 'car-new', durationUnit: 'years' as const, sharedLink: { start: STARTING_INPUTS.newCar, otherTabs: ['used'] } }
      : calculator === 'two-wheeler'
        ? { idPrefix: 'two-wheeler', durationUnit: 'months' as const, durationRange: TWO_WHEELER_MONTHS, sharedLink: { start: STARTING_INPUTS.twoWheeler } }
        : { idPrefix: 'personal-loan', durationUnit: 'years' as const, sharedLink: { start: PERSONAL_LOAN_START } };
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LoanCalculator {...props} inputs={inputs} onChange={() => undefined} shareQuery="" csvFileName="schedule.csv" />
    </MemoryRouter>,
  );
}

const START: Record<Calculator, LoanInputs> = { car: STARTING_INPUTS.newCar, 'two-wheeler': STARTING_INPUTS.twoWheeler, 'personal-loan': PERSONAL_LOAN_START };
const PARSE: Record<Calculator, (search: string) => LoanInputs> = {
  car: (search) => parseCarQuery(search).inputs,
  'two-wheeler': parseTwoWheelerQuery,
  'personal-loan': (search) => parsePersonalLoanQuery(search, PERSONAL_LOAN_START),
};
const PREFIX: Record<Calculator, string> = { car: 'car-new', 'two-wheeler': 'two-wheeler', 'personal-loan': 'personal-loan' };

/** What a page shows: each figure's text and each field's value. */
function shown(root: ParentNode, prefix: string): Record<string, string | null> {
  const seen: Record<string, string | null> = {};
  for (const figure of FIGURES) seen[figure] = root.querySelector(`[data-testid="${figure}"]`)?.textContent ?? null;
  for (const field of FIELDS) {
    seen[field] = root.querySelector<HTMLInputElement>(`#${prefix}-${field}`)?.value ?? null;
    seen[`${field}-range`] = root.querySelector<HTMLInputElement>(`#${prefix}-${field}-range`)?.value ?? null;
  }
  return seen;
}

function page(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const queryValue = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: -10, max: 4_000_000 }).map(String),
  fc.double({ min: 0, max: 40, noNaN: true }).map((rate) => rate.toFixed(2)),
  fc.constantFrom('', 'abc', '6,00,000', '1e3'),
);

describe('shared-link painter', () => {
  it('SHARE-PAINT-001: a shared link paints the inputs and figures the hydrated calculator shows', () => {
    fc.assert(
      fc.property(fc.constantFrom<Calculator>('car', 'two-wheeler', 'personal-loan'), fc.constantFrom<'en' | 'hi'>('en', 'hi'), queryValue, queryValue, queryValue, (calculator, language, amount, tenure, rate) => {
        const params = new URLSearchParams();
        if (amount !== undefined) params.set('amount', amount);
        if (tenure !== undefined) params.set('tenure', tenure);
        if (rate !== undefined) params.set('rate', rate);
        fc.pre(params.size > 0);
        const search = `?${params.toString()}`;
        const painted = page(render(calculator, START[calculator], language));
        paintSharedLink(SHARED_LINK_ATTRIBUTE, SHARED_LINK_PENDING_ATTRIBUTE, search);
        const expected = page(render(calculator, PARSE[calculator](search), language));
        expect(shown(painted, PREFIX[calculator])).toEqual(shown(expected, PREFIX[calculator]));
        document.body.innerHTML = '';
      }),
      { numRuns: 25 },
    );
    // Each run renders the calculator twice, schedule and charts included: seconds on a busy machine.
  }, 30_000);

  it('SHARE-PAINT-001: a link to another tab, or with none of the values, leaves the page as pre-rendered', () => {
    const html = render('car', STARTING_INPUTS.newCar, 'en');
    const untouched = shown(page(html), 'car-new');
    document.body.innerHTML = '';
    for (const search of ['?tab=used&amount=300000&tenure=3&rate=11.5', '?tab=used', '?tab=new', '?utm_source=share', '']) {
      const painted = page(html);
      paintSharedLink(SHARED_LINK_ATTRIBUTE, SHARED_LINK_PENDING_ATTRIBUTE, search);
      expect(shown(painted, 'car-new')).toEqual(untouched);
      document.body.innerHTML = '';
    }
    const painted = page(html);
    paintSharedLink(SHARED_LINK_ATTRIBUTE, SHARED_LINK_PENDING_ATTRIBUTE, '?tab=new&amount=600000');
    expect(shown(painted, 'car-new')['amount']).toBe('6,00,000');
  });

  it('SHARE-PAINT-002: a calculator painted from a link is marked pending, one whose link is to another tab wholly; one left as pre-rendered is not', () => {
    const html = render('car', STARTING_INPUTS.newCar, 'en');
    for (const [search, pending] of [
      ['?amount=600000&tenure=3&rate=9.5', ''],
      ['?tab=used&amount=300000', 'other-tab'],
      ['?tab=used', 'other-tab'],
      ['?tab=new', null],
      ['?utm_source=share', null],
    ] as const) {
      const painted = page(html);
      paintSharedLink(SHARED_LINK_ATTRIBUTE, SHARED_LINK_PENDING_ATTRIBUTE, search);
      expect(painted.querySelector(`[${SHARED_LINK_ATTRIBUTE}]`)?.getAttribute(SHARED_LINK_PENDING_ATTRIBUTE), search).toBe(pending);
      document.body.innerHTML = '';
    }
  });

  it('SHARE-PAINT-001: only a page with a calculator that takes shared links gets the painter, first in its head', () => {
    const head = '<html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/></head>';
    const withCalculator = `${head}<body>${render('car', STARTING_INPUTS.newCar, 'en')}</body></html>`;
    const painted = withSharedLinkPainter(withCalculator);
    expect(painted).toMatch(/^<html><head><meta charSet="utf-8"\/><script>\(function paintSharedLink\(/);
    expect(painted).toContain(`("${SHARED_LINK_ATTRIBUTE}","${SHARED_LINK_PENDING_ATTRIBUTE}");</script><link rel="stylesheet"`);
    const plain = `${head}<body><p>An article</p></body></html>`;
    expect(withSharedLinkPainter(plain)).toBe(plain);
  });
});
