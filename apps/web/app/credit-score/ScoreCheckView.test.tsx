import { CREDIT_SCORE_PAGE, CREDIT_SCORE_PAGE_HI } from '@rinn/content';
import { scoreBand } from '@rinn/rules';
import { fc } from '@fast-check/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardContent } from '../dashboard/DashboardView.tsx';
import { ScoreCheckView, type ScoreCheckState } from './ScoreCheckView.tsx';

afterEach(cleanup);

function renderCheck(state: ScoreCheckState, path = '/cibil-score-check', onRetry = () => undefined) {
  const table = path.startsWith('/hi') ? CREDIT_SCORE_PAGE_HI.scoreTable : CREDIT_SCORE_PAGE.scoreTable;
  const Stub = createRoutesStub([{ path, Component: () => <ScoreCheckView state={state} scoreTable={table} onRetry={onRetry} /> }]);
  return render(<Stub initialEntries={[path]} />);
}

const checked = (creditScore: number, overrides: Partial<{ fetchedAt: string; isScoreExpire: boolean; isFreeCheck: boolean }> = {}): ScoreCheckState => ({
  kind: 'ready',
  score: { creditScore, fetchedAt: '2026-11-26T10:00:00Z', isScoreExpire: false, isFreeCheck: true, ...overrides },
});

describe('credit-score check', () => {
  it('signed out, it offers the free check through the login (#myaccount)', () => {
    renderCheck({ kind: 'signed-out' });
    expect(screen.getByRole('link', { name: 'Check my score for free' }).getAttribute('href')).toBe('/cibil-score-check#myaccount');
    expect(screen.queryByTestId('credit-score')).toBeNull();
  });

  it('shows a skeleton, not a blank, while the bureau answers', () => {
    renderCheck({ kind: 'loading' });
    expect(screen.getByTestId('score-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Fetching your credit score…');
  });

  it('shows 782 as Good with its meaning, the free check, its date and how long it stays current', () => {
    renderCheck(checked(782));
    expect(screen.getByTestId('credit-score').textContent).toBe('782');
    expect(screen.getByTestId('score-band').textContent).toBe('Good');
    expect(screen.getByTestId('score-insight').textContent).toBe(CREDIT_SCORE_PAGE.scoreTable[2]?.meaning);
    expect(screen.getByTestId('free-check').textContent).toBe('This was your one free credit-score check.');
    expect(screen.getByTestId('score-date').textContent).toBe(
      'Checked on 26 Nov 2026. A bureau update takes 30 to 45 days, so this score stays current until 10 Jan 2027; it is kept and shown again here and on your dashboard.',
    );
    expect(screen.getByTestId('your-band-row').textContent).toContain('700–800Good');
    expect(screen.getByRole('link', { name: 'What affects your score and how to improve it' }).getAttribute('href')).toBe('/cibil-score');
  });

  it('a stored score says when the free check was used; an old one says it may be out of date', () => {
    renderCheck(checked(640, { isFreeCheck: false, isScoreExpire: true, fetchedAt: '2026-08-01T06:00:00Z' }));
    expect(screen.getByTestId('free-check').textContent).toBe('You used your one free credit-score check on 1 Aug 2026; this is the score it found.');
    expect(screen.getByTestId('score-date').textContent).toBe(
      'Checked on 1 Aug 2026. This score was checked more than 45 days ago, so it may be out of date. Lenders check a fresh score when you apply.',
    );
  });

  it('in Hindi, the score, band, dates and table are Hindi', () => {
    renderCheck(checked(812), '/hi/cibil-score-check');
    expect(screen.getByTestId('score-band').textContent).toBe('बहुत अच्छा');
    expect(screen.getByTestId('free-check').textContent).toBe('यह आपकी एक बार की मुफ़्त क्रेडिट स्कोर जाँच थी।');
    expect(screen.getByTestId('score-date').textContent).toContain('तक मान्य है');
    expect(screen.getByTestId('your-band-row').textContent).toContain('801–900बहुत अच्छा');
    expect(screen.getByRole('link', { name: 'आपके स्कोर पर किन बातों का असर होता है और इसे कैसे सुधारें' }).getAttribute('href')).toBe('/hi/cibil-score');
  });

  it('an error shows its message with a retry', () => {
    const onRetry = vi.fn();
    renderCheck({ kind: 'error', message: 'We could not fetch your credit score. Please try again in a moment.' }, '/cibil-score-check', onRetry);
    expect(screen.getByRole('alert').textContent).toContain('We could not fetch your credit score.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('SCORE-002, SCORE-003: for any score, the check, its table row and the dashboard name the same band, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 900 }), fc.constantFrom('/cibil-score-check', '/hi/cibil-score-check'), (score, path) => {
        const hindi = path.startsWith('/hi');
        const check = renderCheck(checked(score), path);
        const band = screen.getByTestId('score-band').textContent;
        const row = screen.getByTestId('your-band-row');
        const table = hindi ? CREDIT_SCORE_PAGE_HI.scoreTable : CREDIT_SCORE_PAGE.scoreTable;
        const expectedRow = table.find((entry) => entry.min === scoreBand(score).min);
        expect(row.querySelector('th')?.firstChild?.textContent).toBe(expectedRow?.label);
        expect(band).toBe(expectedRow?.label);
        check.unmount();
        const dashboardPath = hindi ? '/hi/dashboard' : '/dashboard';
        const Stub = createRoutesStub([
          {
            path: dashboardPath,
            Component: () => <DashboardContent data={{ user: { firstName: 'A', lastName: 'B' }, creditScore: { creditScore: score, isScoreExpire: false }, applications: [] }} now={new Date()} />,
          },
        ]);
        const dashboard = render(<Stub initialEntries={[dashboardPath]} />);
        expect(screen.getByTestId('score-band').textContent).toBe(band);
        dashboard.unmount();
      }),
      { numRuns: 40 },
    );
  });
});
