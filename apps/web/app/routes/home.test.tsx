import { render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PLATFORM_STATS, TESTIMONIALS } from '@rinn/content';
import { formatThousandsPlus } from '@rinn/format';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomeRoute, { loader } from './home.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the home page', () => {
  it('renders the live platform stats without rendering the rest of the page again', async () => {
    const live = { ...DEFAULT_PLATFORM_STATS, total_customer: DEFAULT_PLATFORM_STATS.total_customer + 25_000 };
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    // Every formatted date reads `format` off a DateTimeFormat: the testimonials' dates, rendered
    // with the page, are the only dates on it. ECMA-402 makes `format` a getter of the prototype
    // (returning a bound function), which TypeScript's lib declares as a method.
    const prototype = Intl.DateTimeFormat.prototype as unknown as { readonly format: unknown };
    const dateFormats = vi.spyOn(prototype, 'format', 'get');
    const Stub = createRoutesStub([{ path: '/', Component: HomeRoute, loader }]);
    render(<Stub initialEntries={['/']} />);
    const figures = await screen.findByTestId('platform-stats');
    expect(screen.getAllByText(/·/, { selector: '.testimonial figcaption' })).toHaveLength(TESTIMONIALS.length);
    const datesFormattedWithThePage = dateFormats.mock.calls.length;
    expect(datesFormattedWithThePage).toBeGreaterThanOrEqual(TESTIMONIALS.length);

    answer(new Response(JSON.stringify({ status: true, message: '', data: live }), { headers: { 'Content-Type': 'application/json' } }));
    const shown = formatThousandsPlus(live.total_customer, { locale: 'en' });
    await waitFor(() => expect(within(figures).getByText(shown)).toBeTruthy());
    expect(dateFormats.mock.calls.length).toBe(datesFormattedWithThePage);
  });
});
