import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel.tsx';

// The carousel imports its machine on first use; a cold import can outlast the default wait.
beforeAll(async () => {
  await import('./carousel-runtime.ts');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SLIDES = ['One', 'Two', 'Three'].map((name) => ({ key: name, content: <p>{name}</p> }));

let commits = 0;
function renderCarousel() {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Carousel label="Stories" slides={SLIDES} intervalMs={60_000} /> }]);
  return (
    <Profiler id="carousel" onRender={() => (commits += 1)}>
      <Stub initialEntries={['/']} />
    </Profiler>
  );
}

const slides = () => screen.getAllByRole('listitem', { hidden: true }).filter((item) => item.getAttribute('aria-roledescription') === 'slide');

describe('Carousel', () => {
  it('renders its first state from the connect before the machine starts: one slide in view, no dots', () => {
    const html = renderToString(renderCarousel());
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 / 3"');
    expect(html).not.toContain('carousel__dots');
    render(renderCarousel());
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(screen.getByRole('button', { name: 'Pause slideshow' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('CAROUSEL-001: Next before the machine runs starts it and moves, then the carousel settles', async () => {
    render(renderCarousel());
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]));
    // The dots appear once the machine runs.
    expect(screen.getAllByRole('button', { name: /^Go to slide / })).toHaveLength(3);
    const settled = commits;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(commits).toBe(settled);
  });
});
