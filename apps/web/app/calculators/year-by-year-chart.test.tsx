import { formatLakhCrore } from '@rinn/format';
import { amortizationSchedule } from '@rinn/loan-math';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { webStrings } from '../i18n/web-strings.ts';
import { YearByYearChart, yearChartText } from './year-by-year-chart.tsx';

afterEach(cleanup);

// ₹5,00,000 at 10 % over 5 years from March 2026: instalments run into 2031, six calendar years.
const schedule = amortizationSchedule({ principal: 5_00_000, annualRatePercent: 10, months: 60, firstPayment: { year: 2026, month: 3 } });

describe('YearByYearChart', () => {
  it('is an image named by what it shows and described, with one bar group per schedule year', () => {
    const { container } = render(<YearByYearChart years={schedule.years} text={yearChartText('en')} language="en" />);
    const chart = screen.getByRole('img', { name: webStrings('en').yearChartTitle });
    const description = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('2026 to 2031');
    expect(description?.textContent).toContain('schedule below');
    expect(chart.getAttribute('viewBox')).toBe('0 0 320 200');
    expect(chart.getAttribute('width')).toBe('100%');
    const groups = container.querySelectorAll('.year-chart__year');
    expect([...groups].map((group) => group.getAttribute('data-year'))).toEqual(['2026', '2027', '2028', '2029', '2030', '2031']);
    const [first] = groups;
    expect([...(first?.querySelectorAll('rect') ?? [])].map((bar) => bar.getAttribute('fill'))).toEqual(['var(--color-principal)', 'var(--color-interest)']);
  });

  it('has a visible legend and axes in lakh-style rupees, in English', () => {
    const { container } = render(<YearByYearChart years={schedule.years} text={yearChartText('en')} language="en" />);
    const legend = within(container.querySelector('figcaption') as HTMLElement);
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Principal', 'Interest', 'Balance at year end']);
    const ticks = [...container.querySelectorAll('.year-chart__tick')].map((tick) => tick.textContent);
    // The balance axis runs to ₹5 lakh in quarters; the paid axis to ₹2 lakh (about ₹1.27 lakh a year).
    for (const amount of [1_25_000, 2_50_000, 3_75_000, 5_00_000, 50_000, 1_00_000, 2_00_000]) expect(ticks).toContain(formatLakhCrore(amount));
    expect(ticks).toContain('5 Lakh');
  });

  it('speaks Hindi on a Hindi page: name, legend and lakh labels', () => {
    const { container } = render(<YearByYearChart years={schedule.years} text={yearChartText('hi')} language="hi" />);
    screen.getByRole('img', { name: webStrings('hi').yearChartTitle });
    expect(container.querySelector('figcaption')?.textContent).toContain('मूलधन');
    const ticks = [...container.querySelectorAll('.year-chart__tick')].map((tick) => tick.textContent);
    expect(ticks).toContain(formatLakhCrore(5_00_000, { locale: 'hi' }));
    expect(ticks.some((tick) => tick?.includes('लाख'))).toBe(true);
  });

  it('draws nothing for a schedule without years', () => {
    const { container } = render(<YearByYearChart years={[]} text={yearChartText('en')} language="en" />);
    expect(container.innerHTML).toBe('');
  });
});
