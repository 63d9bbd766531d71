import { formatLakhCrore, formatRupees } from '@rinn/format';
import type { AmortizationYear } from '@rinn/loan-math';
import type { Language } from '@rinn/rules';
import { useId } from 'react';
import { fillIn } from '../i18n/fill-in.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { YEAR_CHART_PLOT, YEAR_CHART_SIZE, yearChart } from './year-chart.ts';

// The repayment schedule's chart, in a module of its own: it loads with the schedule (see
// LazyScheduleSection.tsx), where the results' donut and dial (charts.tsx) load with the calculator.

/** The words of {@link YearByYearChart}, in the page language. */
export interface YearChartText {
  /** What the chart shows: its accessible name. */
  readonly title: string;
  /** How to read it, with `{first}` and `{last}` for the first and last year. */
  readonly description: string;
  readonly principal: string;
  readonly interest: string;
  /** Title of the left axis (the bars). */
  readonly paidAxis: string;
  /** Title of the right axis (the line); also the line's legend entry. */
  readonly balanceAxis: string;
}

/**
 * The chart's words in a language, from the web strings.
 *
 * @param language - the page language
 * @returns the text {@link YearByYearChart} takes
 */
export function yearChartText(language: Language): YearChartText {
  const text = webStrings(language);
  return {
    title: text.yearChartTitle,
    description: text.yearChartDescription,
    principal: text.principal,
    interest: text.interest,
    paidAxis: text.yearChartPaidAxis,
    balanceAxis: text.yearChartBalanceAxis,
  };
}

/** Props of {@link YearByYearChart}. */
export interface YearByYearChartProps {
  /** The schedule's calendar years (`AmortizationSchedule.years`). */
  readonly years: readonly AmortizationYear[];
  readonly text: YearChartText;
  readonly language: Language;
}

/**
 * Principal and interest paid each calendar year as stacked bars, and the balance owed at each
 * year end as a line (inline SVG, no charting library). Its axes are in rupees the Indian way
 * (`formatLakhCrore`); the schedule's year-by-year table beside it carries the exact figures, so
 * the picture is never the only way to read them.
 *
 * @param props - the schedule's years, the words and the page language
 * @returns the figure, or nothing for a schedule without years
 */
export function YearByYearChart({ years, text, language }: YearByYearChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  if (years.length === 0) return null;
  const chart = yearChart(years);
  const { left, right, top, bottom } = YEAR_CHART_PLOT;
  const axis = (amount: number): string => formatLakhCrore(amount, { locale: language });
  const rupees = (amount: number): string => formatRupees(amount, { locale: language });
  const description = fillIn(text.description, { first: String(years[0]?.year), last: String(years.at(-1)?.year) });
  return (
    <figure className="year-chart">
      <svg
        viewBox={`0 0 ${YEAR_CHART_SIZE.width} ${YEAR_CHART_SIZE.height}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="year-chart__svg"
      >
        <title id={titleId}>{text.title}</title>
        <desc id={descriptionId}>{description}</desc>
        <text x={4} y={12} className="year-chart__axis-title">
          {text.paidAxis}
        </text>
        <text x={YEAR_CHART_SIZE.width - 4} y={12} textAnchor="end" className="year-chart__axis-title">
          {text.balanceAxis}
        </text>
        {chart.paidTicks.map((tick) => (
          <g key={`paid-${tick.value}`}>
            <line x1={left} x2={right} y1={tick.y} y2={tick.y} stroke="var(--color-border)" strokeWidth={0.5} />
            <text x={left - 3} y={tick.y + 3} textAnchor="end" className="year-chart__tick">
              {axis(tick.value)}
            </text>
          </g>
        ))}
        {chart.balanceTicks.map((tick) => (
          <text key={`balance-${tick.value}`} x={right + 3} y={tick.y + 3} className="year-chart__tick">
            {axis(tick.value)}
          </text>
        ))}
        {chart.bars.map((bar) => (
          <g key={bar.year} className="year-chart__year" data-year={bar.year}>
            <title>{`${bar.year}: ${text.principal} ${rupees(bar.principal)}, ${text.interest} ${rupees(bar.interest)}, ${text.balanceAxis} ${rupees(bar.balance)}`}</title>
            <rect x={bar.x} y={bar.principalY} width={bar.width} height={bar.principalHeight} fill="var(--color-principal)" />
            <rect x={bar.x} y={bar.interestY} width={bar.width} height={bar.interestHeight} fill="var(--color-interest)" />
            {bar.labelled && (
              <text x={bar.centre} y={bottom + 13} textAnchor="middle" className="year-chart__tick">
                {bar.year}
              </text>
            )}
          </g>
        ))}
        <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="var(--color-muted)" strokeWidth={1} />
        <line x1={left} x2={left} y1={top} y2={bottom} stroke="var(--color-muted)" strokeWidth={1} />
        <line x1={right} x2={right} y1={top} y2={bottom} stroke="var(--color-muted)" strokeWidth={1} />
        <path d={chart.balancePath} fill="none" stroke="var(--color-text)" strokeWidth={2} strokeLinejoin="round" />
        {chart.bars.map((bar) => (
          <circle key={bar.year} cx={bar.centre} cy={bar.balanceY} r={2.5} fill="var(--color-text)" />
        ))}
      </svg>
      <figcaption>
        <ul className="legend legend--inline">
          <li>
            <span className="legend__swatch legend__swatch--principal" aria-hidden="true" />
            {text.principal}
          </li>
          <li>
            <span className="legend__swatch legend__swatch--interest" aria-hidden="true" />
            {text.interest}
          </li>
          <li>
            <span className="legend__line" aria-hidden="true" />
            {text.balanceAxis}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
