import { BLOG_ARTICLES, featuredArticles, toBlogCard } from '@rinn/content';
import { buildJourneyStart, PAGE_SIZES, REFINANCE_CARD } from '@rinn/rules';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RecommendedArticles, recommendationsPaginate } from './BlogCards.tsx';
import { BlogForm } from './BlogForm.tsx';
import { PaginatedList } from './PaginatedList.tsx';
import { RefinanceCard } from './RefinanceCard.tsx';
import { ResourceCentreBanner } from './ResourceCentreBanner.tsx';

// The widgets import their machines on first use; a cold import can outlast the default wait.
beforeAll(async () => {
  await Promise.all([import('./blog-form-runtime.ts'), import('./pagination-runtime.ts'), import('./refinance-card-runtime.ts')]);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A viewport whose width can change: the breakpoint query matches from `desktopFrom` px. */
function fakeViewport(width: number, desktopFrom = 768) {
  let current = width;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    get matches() {
      return current >= desktopFrom;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => true,
  }) as unknown as MediaQueryList);
  return {
    resize(next: number) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function JourneyProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="journey-address">{`${pathname}${search}`}</p>;
}

function renderAt(path: string, element: React.ReactNode) {
  const Stub = createRoutesStub([
    { path, Component: () => element },
    { path: '/journey', Component: JourneyProbe },
    { path: '/hi/journey', Component: JourneyProbe },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const ARTICLE_PARAMS = buildJourneyStart({}).params;

/**
 * An Enter pressed as the page hydrates: the page's server HTML with `typed` in its field, hydrated,
 * and the field's form submitted in the first moment after React commits the hydration (a
 * microtask queued from the commit), before React's passive effects run.
 *
 * @returns the hydrated container, and a function that unmounts it
 */
async function submitAsHydrated(element: React.ReactNode, fieldSelector: string, typed: string) {
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  const container = document.createElement('div');
  container.innerHTML = `<div>${renderToString(element)}</div>`;
  document.body.append(container);
  const field = container.querySelector(fieldSelector) as HTMLInputElement;
  field.value = typed;
  const committed = (node: HTMLDivElement | null) => {
    if (node !== null) queueMicrotask(() => fireEvent.submit(field.closest('form') as HTMLFormElement));
  };
  const root = hydrateRoot(container, <div ref={committed}>{element}</div>);
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('BlogForm', () => {
  it('BLOGFORM-001: a 9-digit mobile starts nothing and shows the mobile message', async () => {
    renderAt('/resources/how-emi-is-calculated', <BlogForm params={ARTICLE_PARAMS} product={null} />);
    const field = screen.getByLabelText('Mobile number');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '987654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check your offer' }));
    await screen.findByText('Please enter correct mobile number');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('journey-address')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check your offer' }).hasAttribute('disabled')).toBe(false);
  });

  it('BLOGFORM-001: a valid 10-digit mobile opens the journey with the builder default ids and the mobile', async () => {
    renderAt('/resources/how-emi-is-calculated', <BlogForm params={ARTICLE_PARAMS} product={null} />);
    const field = screen.getByLabelText('Mobile number');
    // Typed before the machine has loaded: the value reaches it in order.
    fireEvent.change(field, { target: { value: '98765 43210' } });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('9876543210'));
    fireEvent.click(screen.getByRole('button', { name: 'Check your offer' }));
    expect((await screen.findByTestId('journey-address')).textContent).toBe('/journey?productsId=5&vendorsId=5&mobileNumber=9876543210');
  });

  it('BLOG-011: an article about a loan opens that loan’s journey', async () => {
    renderAt('/resources/used-car-loan-guide', <BlogForm params={buildJourneyStart({ productsId: 2, vendorsId: 5 }).params} product="used-car-loan" />);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check your offer' }));
    expect((await screen.findByTestId('journey-address')).textContent).toBe('/journey?productsId=2&vendorsId=5&mobileNumber=9876543210&product=used-car-loan');
  });

  it('HYDRATE-002: without the app, the form submits itself to the journey the machine opens, with the same parameters', () => {
    /** Where the browser's own GET submission of the form goes: its action and its fields in order. */
    const nativeSubmission = (form: HTMLFormElement): string =>
      `${form.getAttribute('action') ?? ''}?${new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])).toString()}`;
    // The same addresses as the machine opens (the tests above).
    const cases = [
      ['/resources/how-emi-is-calculated', ARTICLE_PARAMS, null, 'Mobile number', '/journey?productsId=5&vendorsId=5&mobileNumber=9876543210'],
      ['/resources/used-car-loan-guide', buildJourneyStart({ productsId: 2, vendorsId: 5 }).params, 'used-car-loan', 'Mobile number', '/journey?productsId=2&vendorsId=5&mobileNumber=9876543210&product=used-car-loan'],
      ['/hi/resources/hi-emi-kaise-nikalein', ARTICLE_PARAMS, null, 'मोबाइल नंबर', '/hi/journey?productsId=5&vendorsId=5&mobileNumber=9876543210'],
    ] as const;
    for (const [path, params, product, label, expected] of cases) {
      renderAt(path, <BlogForm params={params} product={product} />);
      const field = screen.getByLabelText<HTMLInputElement>(label);
      field.value = '9876543210';
      expect(nativeSubmission(field.closest('form') as HTMLFormElement), path).toBe(expected);
      cleanup();
    }
  });

  it('HYDRATE-009: a mobile typed before hydration is handed to the form', async () => {
    const Stub = createRoutesStub([
      { path: '/resources/how-emi-is-calculated', Component: () => <BlogForm params={ARTICLE_PARAMS} product={null} /> },
      { path: '/journey', Component: JourneyProbe },
    ]);
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Stub initialEntries={['/resources/how-emi-is-calculated']} />);
    document.body.append(container);
    const field = container.querySelector('input[name="mobileNumber"]') as HTMLInputElement;
    field.value = '9876543210';
    const root = await act(async () => hydrateRoot(container, <Stub initialEntries={['/resources/how-emi-is-calculated']} />));
    try {
      fireEvent.click(within(container).getByRole('button', { name: 'Check your offer' }));
      expect((await within(container).findByTestId('journey-address')).textContent).toBe('/journey?productsId=5&vendorsId=5&mobileNumber=9876543210');
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('HYDRATE-009: an Enter pressed as the page hydrates submits the mobile typed before it', async () => {
    const Stub = createRoutesStub([
      { path: '/resources/how-emi-is-calculated', Component: () => <BlogForm params={ARTICLE_PARAMS} product={null} /> },
      { path: '/journey', Component: JourneyProbe },
    ]);
    const { container, unmount } = await submitAsHydrated(<Stub initialEntries={['/resources/how-emi-is-calculated']} />, 'input[name="mobileNumber"]', '9876543210');
    try {
      expect((await within(container).findByTestId('journey-address')).textContent).toBe('/journey?productsId=5&vendorsId=5&mobileNumber=9876543210');
      expect(within(container).queryByText('Please enter correct mobile number')).toBeNull();
    } finally {
      unmount();
      container.remove();
    }
  });

  it('keeps a Hindi page in Hindi when it opens the journey', async () => {
    renderAt('/hi/resources/hi-emi-kaise-nikalein', <BlogForm params={ARTICLE_PARAMS} product={null} />);
    expect(screen.getByRole('heading', { name: '15 सेकंड में अपना ऑफ़र देखें' })).toBeTruthy();
    const field = screen.getByLabelText('मोबाइल नंबर');
    fireEvent.change(field, { target: { value: '9876543210' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect((await screen.findByTestId('journey-address')).textContent).toBe('/hi/journey?productsId=5&vendorsId=5&mobileNumber=9876543210');
  });

  it('VAL-LOCALE-001: BLOGFORM-001: a Hindi article shows the mobile message in Hindi', async () => {
    renderAt('/hi/resources/hi-emi-kaise-nikalein', <BlogForm params={ARTICLE_PARAMS} product={null} />);
    const field = screen.getByLabelText('मोबाइल नंबर');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '987654321' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    const message = await screen.findByText('कृपया सही मोबाइल नंबर डालें');
    expect(screen.queryByText('Please enter correct mobile number')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.queryByTestId('journey-address')).toBeNull();
  });
});

const NUMBERS = Array.from({ length: 13 }, (_, index) => `Item ${index + 1}`);

function renderList(items: readonly string[], pageSizes = { desktop: 6, mobile: 6 }) {
  return renderAt(
    '/',
    <PaginatedList label="Things" items={items} itemKey={(item) => item} renderItem={(item) => <span>{item}</span>} pageSizes={pageSizes} desktopQuery="(min-width: 768px)" />,
  );
}

const shownItems = (): string[] => within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem').map((item) => item.textContent ?? '');

describe('PaginatedList', () => {
  it('PAGER-001 PAGER-003: starts at page 1, Next and Previous move a page, and the ends stay in range', async () => {
    renderList(NUMBERS);
    expect(shownItems()).toEqual(NUMBERS.slice(0, 6));
    const next = screen.getByRole('button', { name: /Next page/ });
    const previous = screen.getByRole('button', { name: /Previous page/ });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    await waitFor(() => expect(shownItems()).toEqual(NUMBERS.slice(6, 12)));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(next);
    await waitFor(() => expect(shownItems()).toEqual(NUMBERS.slice(12)));
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(shownItems()).toEqual(NUMBERS.slice(12));
    fireEvent.click(previous);
    expect(shownItems()).toEqual(NUMBERS.slice(6, 12));
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(shownItems()).toEqual(NUMBERS.slice(0, 6));
    expect(screen.getByText('Page 1 / 3')).toBeTruthy();
  });

  it('PAGER-002: an empty list shows No items to display and no pages', () => {
    renderList([]);
    expect(screen.getByText('No items to display')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('DISP-002 PAGER-001: a phone pages media and news by 5, a desktop by 6, and a size change returns to page 1', async () => {
    const viewport = fakeViewport(375);
    renderList(NUMBERS, { desktop: 6, mobile: 5 });
    // Pre-rendered at the desktop size, trimmed by CSS on a phone until the machine runs.
    expect(shownItems()).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Things' }).getAttribute('data-mobile-size')).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: /Next page/ }));
    await waitFor(() => expect(shownItems()).toEqual(NUMBERS.slice(5, 10)));
    expect(screen.getByRole('list', { name: 'Things' }).hasAttribute('data-mobile-size')).toBe(false);
    // The media-query change reaches React through the machine: act() flushes that render.
    act(() => viewport.resize(1280));
    expect(shownItems()).toEqual(NUMBERS.slice(0, 6));
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('hides the page controls when everything fits on one page', () => {
    renderList(NUMBERS.slice(0, 3));
    expect(shownItems()).toHaveLength(3);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('RecommendedArticles', () => {
  const cards = BLOG_ARTICLES.filter((article) => article.lang === 'en').map(toBlogCard);

  it('one page of recommendations has no pager, and recommendationsPaginate says so (an article leaves it HTML)', () => {
    expect(cards.length).toBeGreaterThan(PAGE_SIZES.recommendationCards);
    for (const count of [PAGE_SIZES.recommendationCards, PAGE_SIZES.recommendationCards + 1]) {
      renderAt('/resources/how-emi-is-calculated', <RecommendedArticles headingId="recommended" title="Recommended for you" cards={cards.slice(0, count)} lang="en" />);
      expect(screen.queryByRole('navigation') !== null, `${count} cards`).toBe(recommendationsPaginate(count));
      cleanup();
    }
    expect(recommendationsPaginate(PAGE_SIZES.recommendationCards)).toBe(false);
  });
});

describe('RefinanceCard', () => {
  const scrollTo = async (y: number) => {
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  };

  it('REFICARD-001: appears past 2,300 px, hides at 2,300 px, and links to the refinance journey', async () => {
    renderAt('/bt-calculator', <RefinanceCard journeyPath="/journey?productsId=3&vendorsId=5&backBtnSlug=%2Frefinance&product=refinance" />);
    expect(screen.queryByRole('complementary')).toBeNull();
    await scrollTo(REFINANCE_CARD.scrollThresholdPx + 1);
    const card = await screen.findByRole('complementary', { name: 'Cash against your car' });
    expect(within(card).getByRole('link', { name: 'Check eligibility' }).getAttribute('href')).toBe(
      '/journey?productsId=3&vendorsId=5&backBtnSlug=%2Frefinance&product=refinance',
    );
    await scrollTo(REFINANCE_CARD.scrollThresholdPx);
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });
});

describe('ResourceCentreBanner', () => {
  it('shows the search box and the three newest articles as featured cards (BLOG-008)', () => {
    const featured = featuredArticles(3, 'en', BLOG_ARTICLES).map(toBlogCard);
    let searched = 0;
    renderAt(
      '/resources/search',
      <ResourceCentreBanner
        heading="Resource centre"
        subheading="Guides"
        featuredHeading="Featured articles"
        featured={featured}
        lang="en"
        searchValue="emi"
        onSearchChange={() => undefined}
        onSearch={() => {
          searched += 1;
        }}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toBeTruthy();
    const cards = within(screen.getByRole('region', { name: 'Featured articles' })).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(featured.map((card) => card.url));
    fireEvent.submit(screen.getByRole('search'));
    expect(searched).toBe(1);
  });

  it('HYDRATE-009: an Enter pressed as the page hydrates searches for the text typed before it', async () => {
    const searched: string[] = [];
    function SearchPage() {
      const [typed, setTyped] = useState('');
      return <ResourceCentreBanner heading="h" subheading="s" featuredHeading="f" featured={[]} lang="en" searchValue={typed} onSearchChange={setTyped} onSearch={() => searched.push(typed)} />;
    }
    const Stub = createRoutesStub([{ path: '/resources/search', Component: SearchPage }]);
    const { container, unmount } = await submitAsHydrated(<Stub initialEntries={['/resources/search']} />, 'input[type="search"]', 'emi');
    try {
      await waitFor(() => expect(searched).toEqual(['emi']));
    } finally {
      unmount();
      container.remove();
    }
  });

  it('HYDRATE-002: without the app, the search submits itself to the results page in the page language, as `blog`', () => {
    for (const [path, action] of [
      ['/resources', '/resources/search'],
      ['/hi/resources', '/hi/resources/search'],
    ] as const) {
      renderAt(path, <ResourceCentreBanner heading="h" subheading="s" featuredHeading="f" featured={[]} lang="en" searchValue="emi" onSearchChange={() => undefined} onSearch={() => undefined} />);
      const form = screen.getByRole<HTMLFormElement>('search');
      // Enter with nothing typed submits nothing, before the app too (§5): the browser checks the field first.
      expect(screen.getByRole<HTMLInputElement>('searchbox').required).toBe(true);
      expect([form.getAttribute('action'), form.method, [...new FormData(form)].map(([name, value]) => `${name}=${typeof value === 'string' ? value : value.name}`)]).toEqual([action, 'get', ['blog=emi']]);
      cleanup();
    }
  });
});
