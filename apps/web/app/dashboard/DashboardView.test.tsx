import { buildJourneyStart, cardView, dashboardScoreBand, parseJourneyStart, type ApplicationCard } from '@rinn/rules';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardContent, DashboardPage, type DashboardData } from './DashboardView.tsx';

afterEach(cleanup);

const NOW = new Date('2026-11-22T06:00:00Z');

function application(overrides: Partial<ApplicationCard> & { readonly productName: string }): DashboardData['applications'][number] {
  return {
    id: 'APP-1',
    loanId: undefined,
    leadStatus: 'In process',
    createdAt: '2026-11-01T06:00:00Z',
    updatedAt: '2026-11-22T01:00:00Z',
    stages: [
      { stage: 'Applied', isComplete: true },
      { stage: 'Documents', isComplete: false },
    ],
    systemId: 2,
    systems: [],
    product: 'usedcar',
    isUjActive: false,
    isNbfcLead: false,
    isNBFC: false,
    isConsentOpted: false,
    isOptedout: false,
    isScoreExpire: false,
    userToken: 'token',
    ...overrides,
  };
}

function renderDashboard(data: DashboardData, path = '/dashboard') {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <DashboardPage user={data.user}>
          <DashboardContent data={data} now={NOW} />
        </DashboardPage>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('dashboard', () => {
  const cards = [
    application({ id: 'APP-1', productName: 'Used car loan', isUjActive: true }),
    application({ id: 'APP-2', productName: 'Two-wheeler loan', product: 'tw_ev', leadStatus: 'Cancelled' }),
    application({ id: 'APP-3', productName: 'Loan against car', product: 'refinance', leadStatus: 'Completed', stages: [{ stage: 'Applied', isComplete: true }] }),
  ];

  it('greets the customer by name and shows the score with its band', async () => {
    renderDashboard({ user: { firstName: 'Asha', lastName: 'Rao' }, creditScore: { creditScore: 812, isScoreExpire: false }, applications: cards });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, Asha Rao');
    expect(screen.getByText('Access and track all your loan applications')).toBeTruthy();
    expect(screen.getByTestId('score-band').textContent).toBe(dashboardScoreBand(812).label);
  });

  it('shows each card as cardView describes it', async () => {
    renderDashboard({ user: { firstName: 'Asha', lastName: null }, mobile: '9876543210', creditScore: null, applications: cards });
    const items = await screen.findAllByRole('listitem');
    const cardItems = items.filter((item) => item.classList.contains('application-card'));
    expect(cardItems).toHaveLength(3);
    cards.forEach((card, index) => {
      const view = cardView(card, NOW);
      const item = cardItems[index];
      if (item === undefined) throw new Error('missing card');
      expect(within(item).getByText(view.reference)).toBeTruthy();
      expect(within(item).queryByRole('link', { name: 'View details' }) !== null).toBe(view.detailsPath !== null);
      const resume = within(item).queryByRole('link', { name: 'Resume Application' });
      expect(resume !== null).toBe(view.resume !== null);
      if (view.resume && resume) {
        // CARD-004 via journeyStartPath: the resume parameters plus the signed-in mobile, on /journey.
        const [pathname, query = ''] = (resume.getAttribute('href') ?? '').split('?');
        expect(pathname).toBe('/journey');
        expect(parseJourneyStart(query)).toEqual(buildJourneyStart({ ...view.resume, userMobile: '9876543210' }).params);
      }
      if (view.refinanceMessage) expect(within(item).getByText(view.refinanceMessage)).toBeTruthy();
    });
    expect(within(cardItems[1] as HTMLElement).getByText('Cancelled')).toBeTruthy();
    expect(within(cardItems[2] as HTMLElement).getByText('Loan Disbursed')).toBeTruthy();
  });

  it('names the score band in the page language: the English of the band rules, and Hindi on /hi', async () => {
    for (const score of [560, 650, 750, 850]) {
      const { unmount } = renderDashboard({ user: { firstName: 'Asha', lastName: null }, creditScore: { creditScore: score, isScoreExpire: false }, applications: [] });
      expect((await screen.findByTestId('score-band')).textContent).toBe(dashboardScoreBand(score).label);
      unmount();
    }
    renderDashboard({ user: { firstName: 'Asha', lastName: null }, creditScore: { creditScore: 782, isScoreExpire: false }, applications: [] }, '/hi/dashboard');
    expect((await screen.findByTestId('score-band')).textContent).toBe('अच्छा');
  });

  it('says there is nothing to display when there are no applications', async () => {
    renderDashboard({ user: { firstName: null, lastName: null }, creditScore: null, applications: [] });
    expect(await screen.findByText('No items to display')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome');
  });
});
