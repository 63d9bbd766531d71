import { amortizationSchedule, type AmortizationYear } from '@rinn/loan-math';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { niceCeiling, YEAR_CHART_PLOT, yearChart } from './year-chart.ts';

/** Schedules a calculator can show: any loan of the sliders' range, with or without a part-payment. */
const schedules = fc
  .record({
    principal: fc.integer({ min: 50_000, max: 5_00_00_000 }),
    annualRatePercent: fc.double({ min: 0, max: 30, noNaN: true }),
    months: fc.integer({ min: 1, max: 360 }),
    firstMonth: fc.integer({ min: 1, max: 12 }),
    prepaidShare: fc.double({ min: 0, max: 0.9, noNaN: true }),
    strategy: fc.constantFrom('reduce-tenure' as const, 'reduce-emi' as const),
  })
  .map(({ principal, annualRatePercent, months, firstMonth, prepaidShare, strategy }) => {
    const amount = Math.floor(principal * prepaidShare);
    const prepayments = months > 1 && amount > 0 ? [{ month: Math.ceil(months / 2), amount }] : [];
    try {
      return amortizationSchedule({ principal, annualRatePercent, months, firstPayment: { year: 2026, month: firstMonth }, prepayments, prepaymentStrategy: strategy });
    } catch {
      // Terms no lender offers (an EMI that rounds below the interest): not a schedule to draw.
      return null;
    }
  })
  .filter((schedule) => schedule !== null);

const close = (actual: number, expected: number): void => {
  expect(Math.abs(actual - expected)).toBeLessThan(1e-6);
};

describe('yearChart', () => {
  it('draws one bar per calendar year of the schedule, in order, with that year’s figures', () => {
    fc.assert(
      fc.property(schedules, (schedule) => {
        const chart = yearChart(schedule.years);
        expect(chart.bars.map((bar) => bar.year)).toEqual(schedule.years.map((year) => year.year));
        chart.bars.forEach((bar, index) => {
          const year = schedule.years[index] as AmortizationYear;
          expect([bar.principal, bar.interest, bar.balance]).toEqual([year.total.principalPayment, year.total.interestPayment, year.total.remainingBalance]);
          // The year-end balance is the balance after the year's last instalment.
          expect(bar.balance).toBe(year.rows.at(-1)?.remainingBalance);
          if (index > 0) expect(bar.year).toBe((chart.bars[index - 1]?.year ?? 0) + 1);
        });
      }),
    );
  });

  it('makes bar heights proportional to the amounts, interest stacked on principal, inside the plot', () => {
    fc.assert(
      fc.property(schedules, (schedule) => {
        const { bars } = yearChart(schedule.years);
        const plotHeight = YEAR_CHART_PLOT.bottom - YEAR_CHART_PLOT.top;
        const largest = Math.max(...bars.map((bar) => bar.principal + bar.interest));
        const perRupee = (bars.find((bar) => bar.principal > 0)?.principalHeight ?? 0) / (bars.find((bar) => bar.principal > 0)?.principal ?? 1);
        for (const bar of bars) {
          close(bar.principalHeight, bar.principal * perRupee);
          close(bar.interestHeight, bar.interest * perRupee);
          close(bar.principalY + bar.principalHeight, YEAR_CHART_PLOT.bottom);
          close(bar.interestY + bar.interestHeight, bar.principalY);
          expect(bar.interestY).toBeGreaterThanOrEqual(YEAR_CHART_PLOT.top - 1e-9);
          expect(bar.x).toBeGreaterThanOrEqual(YEAR_CHART_PLOT.left);
          expect(bar.x + bar.width).toBeLessThanOrEqual(YEAR_CHART_PLOT.right + 1e-9);
        }
        // The tallest bar fills more than 40 % of the plot: the axis is not stretched needlessly.
        expect(largest * perRupee).toBeGreaterThan(0.4 * plotHeight);
      }),
    );
  });

  it('draws a balance line that never rises, through every year end, ending at 0 when the loan is repaid', () => {
    fc.assert(
      fc.property(schedules, (schedule) => {
        const chart = yearChart(schedule.years);
        chart.bars.forEach((bar, index) => {
          const previous = chart.bars[index - 1];
          if (previous !== undefined) {
            expect(bar.balance).toBeLessThanOrEqual(previous.balance);
            // On the canvas a lower balance sits lower, i.e. at a larger y.
            expect(bar.balanceY).toBeGreaterThanOrEqual(previous.balanceY);
          }
        });
        close(chart.bars.at(-1)?.balanceY ?? Number.NaN, YEAR_CHART_PLOT.bottom);
        expect(chart.balancePath.match(/[ML]/g)?.length).toBe(chart.bars.length);
      }),
    );
  });

  it('gives each axis five ticks from 0 to a round amount covering its largest figure', () => {
    fc.assert(
      fc.property(schedules, (schedule) => {
        const chart = yearChart(schedule.years);
        const largestPaid = Math.max(...chart.bars.map((bar) => bar.principal + bar.interest));
        const largestBalance = Math.max(...chart.bars.map((bar) => bar.balance));
        for (const [ticks, largest] of [
          [chart.paidTicks, largestPaid],
          [chart.balanceTicks, largestBalance],
        ] as const) {
          expect(ticks).toHaveLength(5);
          expect(ticks[0]).toEqual({ value: 0, y: YEAR_CHART_PLOT.bottom });
          expect(ticks.at(-1)?.y).toBe(YEAR_CHART_PLOT.top);
          expect(ticks.at(-1)?.value).toBeGreaterThanOrEqual(largest);
          expect(ticks.at(-1)?.value).toBeLessThan(Math.max(1, largest) * 2 + 1e-9);
        }
      }),
    );
  });

  it('labels at most six years along the bottom, always the first', () => {
    fc.assert(
      fc.property(schedules, (schedule) => {
        const { bars } = yearChart(schedule.years);
        const labelled = bars.filter((bar) => bar.labelled);
        expect(labelled.length).toBeLessThanOrEqual(6);
        expect(bars[0]?.labelled).toBe(true);
      }),
    );
  });

  it('rounds axis tops to 1, 2, 4 or 5 times a power of ten', () => {
    expect([niceCeiling(0), niceCeiling(1), niceCeiling(1_27_000), niceCeiling(2_10_000), niceCeiling(4_12_345), niceCeiling(5_00_000), niceCeiling(9_00_001)]).toEqual([
      1, 1, 2_00_000, 4_00_000, 5_00_000, 5_00_000, 10_00_000,
    ]);
  });

  it('lays out no bars and an empty line for no years', () => {
    expect(yearChart([])).toMatchObject({ bars: [], balancePath: '' });
  });
});
