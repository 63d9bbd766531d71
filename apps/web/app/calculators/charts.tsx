import { formatLakhCrore, formatRupees } from '@rinn/format';
import type { AmortizationYear } from '@rinn/loan-math';
import { SPEED_DIAL } from '@rinn/loan-math/rinn';
import type { Language } from '@rinn/rules';
import { useId } from 'react';
import { fillIn } from '../i18n/fill-in.ts';
import { webStrings } from '../i18n/web-strings.ts';
import { YEAR_CHART_PLOT, YEAR_CHART_SIZE, yearChart } from './year-chart.ts';

/** Props of {@link PrincipalInterestDonut}. */
export interface DonutProps {
  readonly principal: number;
  readonly interest: number;
  readonly principalLabel: string;
  readonly interestLabel: string;
  readonly language: Language;
}

const DONUT_RADIUS = 40;

function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/**
 * Principal against interest as a donut (inline SVG), with a legend that carries the figures so
 * the picture is never the only way to read them.
 *
 * @param props - the two amounts, their labels and the page language
 * @returns the figure
 */
export function PrincipalInterestDonut({ principal, interest, principalLabel, interestLabel, language }: DonutProps) {
  const principalPercent = percentOf(principal, principal + interest);
  const rounded = Math.round(principalPercent);
  const description = `${principalLabel} ${formatRupees(principal, { locale: language })} (${rounded}%), ${interestLabel} ${formatRupees(interest, { locale: language })} (${100 - rounded}%)`;
  return (
    <figure className="donut">
      <svg viewBox="0 0 100 100" width="160" height="160" role="img" aria-label={description}>
        <circle cx="50" cy="50" r={DONUT_RADIUS} fill="none" stroke="var(--color-interest)" strokeWidth="16" />
        <circle
          cx="50"
          cy="50"
          r={DONUT_RADIUS}
          fill="none"
          stroke="var(--color-principal)"
          strokeWidth="16"
          pathLength={100}
          strokeDasharray={`${principalPercent} 100`}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <figcaption>
        <ul className="legend">
          <li>
            <span className="legend__swatch legend__swatch--principal" aria-hidden="true" />
            {principalLabel}: <strong>{formatRupees(principal, { locale: language })}</strong>
          </li>
          <li>
            <span className="legend__swatch legend__swatch--interest" aria-hidden="true" />
            {interestLabel}: <strong>{formatRupees(interest, { locale: language })}</strong>
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}

/** Props of {@link SpeedDial}. */
export interface SpeedDialProps {
  /** How full the dial is, 0 to 100 (`emiGaugePercent` or `refinanceGaugePercent`). */
  readonly percent: number;
  /** What the dial measures, read out with its value. */
  readonly label: string;
}

// The dial is a half ring: outer radius 50 on a 120 × 70 canvas, the ring at SPEED_DIAL.ringRatio of it.
const DIAL_OUTER_RADIUS = 50;
const DIAL_RADIUS = DIAL_OUTER_RADIUS * SPEED_DIAL.ringRatio;
const DIAL_ARC = `M ${60 - DIAL_RADIUS} 60 A ${DIAL_RADIUS} ${DIAL_RADIUS} 0 0 1 ${60 + DIAL_RADIUS} 60`;

/**
 * A half-ring speed dial filled to a percentage (spec §9: ring ratio 0.7, stroke width 10).
 *
 * @param props - the percentage and what it measures
 * @returns the figure
 */
export function SpeedDial({ percent, label }: SpeedDialProps) {
  const shown = Math.round(percent);
  return (
    <figure className="speed-dial">
      <svg viewBox="0 0 120 70" width="180" height="105" role="img" aria-label={`${label}: ${shown}%`}>
        <path d={DIAL_ARC} fill="none" stroke="var(--color-border)" strokeWidth={SPEED_DIAL.strokeWidth} strokeLinecap="round" />
        <path
          d={DIAL_ARC}
          fill="none"
          stroke="var(--color-brand)"
          strokeWidth={SPEED_DIAL.strokeWidth}
          strokeLinecap="round"
          pathLength={100}
          strokeDasharray={`${percent} 100`}
        />
        <text x="60" y="58" textAnchor="middle" className="speed-dial__value">
          {shown}%
        </text>
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

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
