import { firstInHead, inlineCall } from '../hydration/inline-script.ts';

/**
 * A shared calculator link (`/emi-calculator?amount=600000&tenure=3&rate=9.5`) painted in the
 * page's first paint (SHARE-PAINT-001).
 *
 * Calculator pages are pre-rendered without a query, at their starting figures, and the app
 * restores a link's query once it has hydrated (`useQueryRestore`). Until then the page showed the
 * starting figures, then jumped. A small inline script, first in the head and admitted by the
 * page's Content-Security-Policy through its hash like every inline script of the build (SITE-002),
 * writes the link's inputs and figures into the calculator as the parser inserts it, before the
 * browser can paint it. React then hydrates over them: the figures carry `suppressHydrationWarning`,
 * the fields keep what the script wrote (React leaves a field's value alone when it hydrates, and
 * HYDRATE-009 reads it back), and the query restore renders the same figures.
 */

/** The attribute of a calculator that takes a shared link's inputs: its {@link SharedLinkConfig} as JSON. */
export const SHARED_LINK_ATTRIBUTE = 'data-shared-link';

/**
 * Marks a calculator the painter filled from a shared link, until the app has rendered the link's
 * loan itself (SHARE-PAINT-002): its charts and schedule are drawn only by the app, so they wait
 * in their place (`visibility: hidden` in app.css) instead of showing the starting loan. Its value
 * `other-tab` marks a calculator whose link is to another tab: all of it waits.
 */
export const SHARED_LINK_PENDING_ATTRIBUTE = 'data-shared-link-pending';

/** What the painter needs to know about one calculator, written into its {@link SHARED_LINK_ATTRIBUTE}. */
export interface SharedLinkConfig {
  /** The prefix of the fields' ids (`${prefix}-amount`, `-tenure`, `-rate`, each with `-range`). */
  readonly prefix: string;
  /** 'years' or 'months': how the duration counts (SUM-002). */
  readonly unit: 'years' | 'months';
  /** The duration's bounds. */
  readonly duration: { readonly min: number; readonly max: number };
  /** The amount's bounds and its slider's step (CALC-009): the slider shows the minimum at 0, else the nearest step (CALC-005). */
  readonly amount: { readonly min: number; readonly max: number; readonly step: number };
  /** The rate's bounds (CALC-006). */
  readonly rate: { readonly min: number; readonly max: number };
  /** What a missing query value takes: the calculator's starting inputs. */
  readonly start: { readonly amount: number; readonly duration: number; readonly ratePercent: number };
  /** `tab` values of the query that show another calculator than this one (the car calculator's 'used'). */
  readonly otherTabs: readonly string[];
  /** 'en-IN' or 'hi-IN'. */
  readonly locale: string;
}

/**
 * Writes a shared link's inputs and figures into each marked calculator as the parser inserts it.
 * Written into the page as its source text, so it uses nothing from outside its own body: the
 * query's reading repeats `parseCarQuery`/`parsePersonalLoanQuery`/`parseTwoWheelerQuery`, the EMI
 * `loanSummary`'s, and the formatting `formatRupees`/`formatIndianNumber`'s; the tests hold each
 * pair equal.
 *
 * @rule SHARE-PAINT-001 A calculator page opened from a shared link (a query with amount, tenure or
 *   rate) shows the link's inputs, EMI, total interest and total payable in its first paint, before
 *   any module has loaded, with the figures the hydrated calculator shows; a query naming another
 *   tab, or none of the three values, leaves its fields and figures as they were pre-rendered.
 * @spec §2 Calculators (shareable link)
 * @rule SHARE-PAINT-002 The charts and the schedule of a calculator painted from a shared link,
 *   which only the app draws, never show the starting loan: they keep their place, hidden, until
 *   the app has rendered the link's loan (see `useQueryRestore`), then show it. A link to another
 *   tab's calculator (the car calculator's Used car tab, pre-rendered on New car), with or without
 *   figures (a tab link, `?tab=used`), keeps the whole pre-rendered calculator hidden in its place
 *   until the app renders that tab.
 * @spec §2 Calculators (shareable link)
 * @param attribute - SHARED_LINK_ATTRIBUTE
 * @param pendingAttribute - SHARED_LINK_PENDING_ATTRIBUTE
 * @param search - the page's query (`location.search` when left out)
 */
export function paintSharedLink(attribute: string, pendingAttribute: string, search?: string): void {
  const params = new URLSearchParams(search ?? window.location.search);
  const figuresGiven = params.has('amount') || params.has('tenure') || params.has('rate');
  if (!figuresGiven && !params.has('tab')) return;
  const read = (key: string): number | undefined => {
    const text = (params.get(key) ?? '').replaceAll(',', '').trim();
    if (text === '') return undefined;
    const value = Number(text);
    return Number.isFinite(value) ? value : undefined;
  };
  const within = (value: number, bounds: { min: number; max: number }): number => Math.min(Math.max(value, bounds.min), bounds.max);
  const done = new WeakSet<Element>();

  const paintCalculator = (calculator: Element, complete: boolean): void => {
    let config: SharedLinkConfig;
    try {
      config = JSON.parse(calculator.getAttribute(attribute) ?? '') as SharedLinkConfig;
    } catch {
      done.add(calculator);
      return;
    }
    const tab = params.get('tab');
    if (tab !== null && config.otherTabs.includes(tab)) {
      // The link is to another tab's calculator: none of this one's starting figures are the link's.
      calculator.setAttribute(pendingAttribute, 'other-tab');
      done.add(calculator);
      return;
    }
    if (!figuresGiven) {
      // A tab link (`?tab=new`) with no figures: this calculator shows as pre-rendered.
      done.add(calculator);
      return;
    }
    calculator.setAttribute(pendingAttribute, '');
    const amountRead = read('amount');
    const durationRead = read('tenure');
    const rateRead = read('rate');
    const amount = amountRead === undefined ? config.start.amount : within(Math.round(amountRead), config.amount);
    const duration = durationRead === undefined ? config.start.duration : within(Math.round(durationRead), config.duration);
    const rate = rateRead === undefined ? config.start.ratePercent : Math.round(within(rateRead, config.rate) * 100) / 100;
    const months = config.unit === 'years' ? duration * 12 : duration;
    const monthlyRate = rate / 1200;
    const growthMinusOne = Math.expm1(months * Math.log1p(monthlyRate));
    const payment =
      Math.abs(monthlyRate) < 1e-10 ? (amount / months) * (1 + (monthlyRate * (months + 1)) / 2) : (amount * monthlyRate * (growthMinusOne + 1)) / growthMinusOne;
    const emi = Math.round(payment);
    const totalPayable = emi * months;
    const rupees = new Intl.NumberFormat(config.locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
      signDisplay: 'negative',
    });
    const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2, signDisplay: 'negative' });
    const fields: readonly (readonly [string, string, number])[] = [
      ['amount', grouped.format(amount), amount <= config.amount.min ? 0 : Math.max(Math.round(amount / config.amount.step) * config.amount.step, config.amount.min)],
      ['tenure', String(duration), duration],
      ['rate', String(rate), rate],
    ];
    const figures: readonly (readonly [string, number])[] = [
      ['summary-emi', emi],
      ['summary-total-interest', totalPayable - amount],
      ['emi', emi],
      ['principal', amount],
      ['total-interest', totalPayable - amount],
      ['total-payable', totalPayable],
    ];
    let left = 0;
    for (const [name, text, value] of fields) {
      const field = calculator.querySelector(`#${config.prefix}-${name}`);
      const range = calculator.querySelector(`#${config.prefix}-${name}-range`);
      if (field instanceof HTMLInputElement && !done.has(field)) {
        field.value = text;
        done.add(field);
      }
      if (range instanceof HTMLInputElement && !done.has(range)) {
        range.value = String(value);
        done.add(range);
      }
      if (!(field instanceof HTMLInputElement) || !(range instanceof HTMLInputElement)) left += 1;
    }
    for (const [name, value] of figures) {
      const figure = calculator.querySelector(`[data-testid="${name}"]`);
      // A figure's text is complete once the parser has moved past it.
      if (figure !== null && !done.has(figure) && (complete || figure.nextSibling !== null || figure.parentElement?.nextSibling !== null)) {
        figure.textContent = rupees.format(value);
        done.add(figure);
      } else if (figure === null || !done.has(figure)) left += 1;
    }
    if (left === 0 || complete) done.add(calculator);
  };

  const paint = (complete: boolean): boolean => {
    const calculators = document.querySelectorAll(`[${attribute}]`);
    for (const calculator of calculators) if (!done.has(calculator)) paintCalculator(calculator, complete);
    return document.readyState !== 'loading' && [...calculators].every((calculator) => done.has(calculator));
  };
  if (paint(document.readyState !== 'loading')) return;
  const watch = new MutationObserver(() => {
    if (paint(false)) watch.disconnect();
  });
  watch.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      watch.disconnect();
      paint(true);
    },
    { once: true },
  );
}

/**
 * Adds the shared-link painter to a pre-rendered page that has a calculator taking shared links,
 * first in its head, ahead of the stylesheet.
 *
 * @param html - a pre-rendered page
 * @returns the page, with the painter when it has such a calculator
 */
export function withSharedLinkPainter(html: string): string {
  if (!html.includes(`${SHARED_LINK_ATTRIBUTE}=`)) return html;
  return firstInHead(html, inlineCall(paintSharedLink, SHARED_LINK_ATTRIBUTE, SHARED_LINK_PENDING_ATTRIBUTE));
}
