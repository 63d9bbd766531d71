import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { webStrings } from './i18n/web-strings.ts';
import { ErrorBoundary } from './root.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

beforeEach(() => {
  // React Router reports the error a route throws on the console; this test throws one on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

function Broken(): never {
  throw new Error('a fault in the page');
}

it.each(['en', 'hi'] as const)('the error page of a page that fails to render is in its language (%s)', async (language) => {
  const path = language === 'hi' ? '/hi/personal-loan' : '/personal-loan';
  const Stub = createRoutesStub([{ path, Component: Broken, ErrorBoundary }]);
  render(<Stub initialEntries={[path]} />);
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(webStrings(language).errorTitle);
  expect(screen.getByText(webStrings(language).errorText)).toBeTruthy();
  expect(screen.queryByText('a fault in the page')).toBeNull();
});
