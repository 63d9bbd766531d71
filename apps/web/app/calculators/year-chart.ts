import type { AmortizationYear } from '@rinn/loan-math';

/** Size of the chart's canvas (SVG user units); the SVG scales it to the width it is given. */
export const YEAR_CHART_SIZE = { width: 320, height: 200 } as const;

/** The plot area inside the canvas: room on the left and right for the two axes' labels, below for the years. */
export const YEAR_CHART_PLOT = { left: 50, right: 270, top: 24, bottom: 178 } as const;

/** At most this many year labels along the bottom, so they never overlap on a phone. */
const MAX_YEAR_LABELS = 6;

/** One tick of a vertical axis: the amount and its height on the canvas. */
export interface YearChartTick {
  readonly value: number;
  readonly y: number;
}

/** One calendar year: its stacked bar (principal below, interest on top) and its balance point. */
export interface YearChartBar {
  readonly year: number;
  readonly principal: number;
  readonly interest: number;
  /** Principal still owed at the end of the year. */
  readonly balance: number;
  /** Left edge and width of the bar. */
  readonly x: number;
  readonly width: number;
  /** Centre of the bar's slot, where its year label and its balance point sit. */
  readonly centre: number;
  readonly principalY: number;
  readonly principalHeight: number;
  readonly interestY: number;
  readonly interestHeight: number;
  /** Height of the year-end balance on the right-hand axis. */
  readonly balanceY: number;
  /** Whether the year is labelled along the bottom. */
  readonly labelled: boolean;
}

/** What {@link yearChart} lays out: the bars, the balance line and both axes' ticks. */
export interface YearChart {
  readonly bars: readonly YearChartBar[];
  /** Ticks of the left axis: paid in the year (principal plus interest). */
  readonly paidTicks: readonly YearChartTick[];
  /** Ticks of the right axis: balance at the year end. */
  readonly balanceTicks: readonly YearChartTick[];
  /** SVG path through the year-end balances, empty when there are no years. */
  readonly balancePath: string;
}

const TICK_INTERVALS = 4;

/**
 * The smallest round amount (1, 2, 4 or 5 × a power of ten) at or above `value`; 1 for 0. Its
 * quarters are round too, so no tick label is cut short by the two decimals of a lakh amount.
 */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 4, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function ticksFor(top: number, yOf: (value: number) => number): YearChartTick[] {
  return Array.from({ length: TICK_INTERVALS + 1 }, (_, index) => {
    const value = (top * index) / TICK_INTERVALS;
    return { value, y: round2(yOf(value)) };
  });
}

/**
 * Lays out the year-by-year chart of a schedule: one stacked bar per calendar year (principal
 * repaid and interest paid that year, against the left axis) and the balance owed at each year
 * end as a line (against the right axis). Pure: the same years always give the same chart.
 *
 * Both axes start at 0 and end at a round amount at or above their largest figure, so a bar's
 * height, and a balance point's height, are proportional to the amount.
 *
 * @param years - the schedule's calendar years, in order (`AmortizationSchedule.years`)
 * @returns the bars, the balance line and the ticks of both axes, in canvas units
 */
export function yearChart(years: readonly AmortizationYear[]): YearChart {
  const { left, right, top, bottom } = YEAR_CHART_PLOT;
  const plotHeight = bottom - top;
  const paidTop = niceCeiling(Math.max(0, ...years.map((year) => year.total.principalPayment + year.total.interestPayment)));
  const balanceTop = niceCeiling(Math.max(0, ...years.map((year) => year.total.remainingBalance)));
  const paidY = (value: number): number => bottom - (value / paidTop) * plotHeight;
  const balanceY = (value: number): number => bottom - (value / balanceTop) * plotHeight;
  const slot = years.length > 0 ? (right - left) / years.length : 0;
  const labelEvery = Math.max(1, Math.ceil(years.length / MAX_YEAR_LABELS));
  const bars = years.map((year, index): YearChartBar => {
    const principal = year.total.principalPayment;
    const interest = year.total.interestPayment;
    const principalHeight = (principal / paidTop) * plotHeight;
    const interestHeight = (interest / paidTop) * plotHeight;
    const principalY = bottom - principalHeight;
    return {
      year: year.year,
      principal,
      interest,
      balance: year.total.remainingBalance,
      x: left + slot * index + slot * 0.15,
      width: slot * 0.7,
      centre: left + slot * (index + 0.5),
      principalY,
      principalHeight,
      interestY: principalY - interestHeight,
      interestHeight,
      balanceY: balanceY(year.total.remainingBalance),
      labelled: index % labelEvery === 0,
    };
  });
  const balancePath = bars.map((bar, index) => `${index === 0 ? 'M' : 'L'} ${round2(bar.centre)} ${round2(bar.balanceY)}`).join(' ');
  return { bars, paidTicks: ticksFor(paidTop, paidY), balanceTicks: ticksFor(balanceTop, balanceY), balancePath };
}
