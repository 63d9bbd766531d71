import { formatRelativeTime } from '@rinn/format';
import { buildJourneyStart, cardMessageText, cardView, scoreBand, parseJourneyStart, type ApplicationCard } from '@rinn/rules';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardContent, DashboardPage, type DashboardData, type OptOut } from './DashboardView.tsx';

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

function renderDashboard(data: DashboardData, path = '/dashboard', optOut?: OptOut) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <DashboardPage user={data.user}>
          <DashboardContent data={data} now={NOW} {...(optOut ? { optOut } : {})} />
        </DashboardPage>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('dashboard', () => {
  const cards = [
    application({ id: 'JRN-draft-1', productName: 'Used car loan', isUjActive: true, leadStatus: 'Application started', productsId: 9 }),
    application({ id: 'APP-2', productName: 'Two-wheeler loan', product: 'tw_ev', leadStatus: 'Cancelled' }),
    application({ id: 'APP-3', productName: 'Loan against car', product: 'refinance', leadStatus: 'Completed', stages: [{ stage: 'Applied', isComplete: true }] }),
    application({ id: '7', productName: 'Personal loan', product: 'personal', systemId: 1, leadStatus: 'Documents pending', isUjActive: true }),
    application({ id: '8', productName: 'New car loan', product: 'newcar', leadStatus: 'With the valuer' }),
  ];

  it('greets the customer by name and shows the score with its band', async () => {
    renderDashboard({ user: { firstName: 'Asha', lastName: 'Rao' }, creditScore: { creditScore: 812, isScoreExpire: false }, applications: cards });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, Asha Rao');
    expect(screen.getByText('Access and track all your loan applications')).toBeTruthy();
    expect(screen.getByTestId('score-band').textContent).toBe(scoreBand(812).label);
  });

  it('shows each card as cardView describes it: status in words, readable reference, relative last activity, Resume target', async () => {
    renderDashboard({ user: { firstName: 'Asha', lastName: null }, mobile: '9876543210', creditScore: null, applications: cards });
    const cardItems = await screen.findAllByTestId('application-card');
    expect(cardItems).toHaveLength(cards.length);
    cards.forEach((card, index) => {
      const view = cardView(card, NOW);
      const item = cardItems[index];
      if (item === undefined) throw new Error('missing card');
      expect(within(item).getByTestId('application-reference').textContent).toBe(view.displayReference ?? 'Not submitted yet');
      expect(within(item).getByTestId('last-activity').textContent).toBe(formatRelativeTime(card.updatedAt, NOW));
      expect(within(item).queryByRole('link', { name: 'View details' }) !== null).toBe(view.detailsPath !== null);
      const resume = within(item).queryByRole('link', { name: 'Resume Application' });
      expect(resume !== null).toBe(view.resume !== null);
      if (view.resume?.kind === 'journey' && resume) {
        // CARD-015 via journeyStartPath: the draft's own product and loan type, its id as userToken, and the signed-in mobile.
        const [pathname, query = ''] = (resume.getAttribute('href') ?? '').split('?');
        expect(pathname).toBe('/journey');
        expect(parseJourneyStart(query)).toEqual(buildJourneyStart({ ...view.resume.start, userMobile: '9876543210' }).params);
        expect(new URLSearchParams(query).get('product')).toBe('used-car-loan');
      }
      if (view.resume?.kind === 'next-step' && resume) expect(resume.getAttribute('href')).toBe(view.resume.path);
      if (view.refinanceMessage) expect(within(item).getByText(cardMessageText(view.refinanceMessage, 'en'))).toBeTruthy();
    });
    const status = (index: number) => within(cardItems[index] as HTMLElement).getByTestId('application-status').textContent;
    expect(status(0)).toBe('Status: Application started');
    expect(status(1)).toBe('Status: Cancelled');
    expect(status(2)).toBe('Status: Loan disbursed');
    expect(status(3)).toBe('Status: Documents pending');
    expect(status(4)).toBe('Status: With the valuer');
    expect(within(cardItems[0] as HTMLElement).getByTestId('last-activity').textContent).toBe('5 hours ago');
    expect(within(cardItems[3] as HTMLElement).getByTestId('application-reference').textContent).toBe('RN-2026-000007');
    // A disbursed loan offers no Resume (CARD-012).
    expect(within(cardItems[2] as HTMLElement).queryByRole('link', { name: 'Resume Application' })).toBeNull();
  });

  it('says the status, stages, next step and last activity in Hindi on /hi', async () => {
    renderDashboard({ user: { firstName: 'Asha', lastName: null }, creditScore: null, applications: cards }, '/hi/dashboard');
    const cardItems = await screen.findAllByTestId('application-card');
    const item = cardItems[3] as HTMLElement;
    expect(within(item).getByTestId('application-status').textContent).toBe('स्थिति: दस्तावेज़ बाक़ी');
    expect(within(item).getByTestId('last-activity').textContent).toBe('5 घंटे पहले');
    expect(within(item).getByTestId('next-step').textContent).toContain('अगला क़दम');
    expect(within(item).getByRole('link', { name: 'आवेदन जारी रखें' }).getAttribute('href')).toMatch(/^\/hi\/loan-details\/7\?/);
    expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe('पर्सनल लोन');
    expect(within(cardItems[2] as HTMLElement).getByText('आपका आवेदन हमारे लोन विशेषज्ञ को भेज दिया गया है।')).toBeTruthy();
    // A status Rinn does not know is worded by its colour in Hindi, not left in English.
    expect(within(cardItems[4] as HTMLElement).getByTestId('application-status').textContent).toBe('स्थिति: प्रक्रिया में');
  });

  it('CARD-005: an opted-out card says so in Hindi on /hi, in the words of the card catalogue', async () => {
    const optedOut = application({ id: 'APP-9', productName: 'New car loan', product: 'newcar', leadStatus: 'Offer shared', isConsentOpted: true, isOptedout: true });
    renderDashboard({ user: { firstName: 'Asha', lastName: null }, creditScore: null, applications: [optedOut] }, '/hi/dashboard');
    const [card] = await screen.findAllByTestId('application-card');
    const label = within(card as HTMLElement).getByRole('button', { name: 'बाहर निकल चुके हैं' });
    expect((label as HTMLButtonElement).disabled).toBe(true);
  });

  it('Opt-out (CARD-005): the control opens the revoke/delete overlay; confirming withdraws, and the card shows Opted-out', async () => {
    // happy-dom has no modal dialogs of its own.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- read only to see whether happy-dom has it
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    // eslint-disable-next-line @typescript-eslint/unbound-method -- read only to see whether happy-dom has it
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    const eligible = application({ id: 'APP-9', productName: 'New car loan', product: 'newcar', leadStatus: 'Offer shared', isConsentOpted: true });
    const optOut = vi
      .fn<OptOut>()
      .mockRejectedValueOnce(Object.assign(new Error('Consent is already being withdrawn.'), { httpStatus: 409 }))
      .mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'id')"))
      .mockResolvedValue(undefined);
    renderDashboard({ user: { firstName: 'Asha', lastName: null }, creditScore: null, applications: [eligible, application({ id: 'APP-8', productName: 'Two-wheeler loan', product: 'tw_ev', isConsentOpted: true })] }, '/dashboard', optOut);
    const [card, twoWheeler] = await screen.findAllByTestId('application-card');
    expect(within(twoWheeler as HTMLElement).queryByRole('button', { name: 'Opt-out' })).toBeNull();
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Opt-out' }));
    // The overlay's code loads on demand: it opens once loaded.
    expect((await screen.findByTestId('opt-out-message')).textContent).toMatch(/revoke.*deleted.*support@rinn\.in/);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, opt out', hidden: true }));
    // LOAD-CODE-004: the server's words after the control's own sentence; a fault in the page's code never in its own words.
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe('We could not opt you out of this application. Consent is already being withdrawn.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, opt out', hidden: true }));
    await vi.waitFor(() => expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('We could not opt you out of this application. Please try again in a moment.'));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, opt out', hidden: true }));
    const optedOut = await within(card as HTMLElement).findByRole('button', { name: 'Opted-out' });
    expect((optedOut as HTMLButtonElement).disabled).toBe(true);
    expect(optOut).toHaveBeenCalledTimes(3);
    expect(optOut.mock.calls[0]?.[0]).toBe(eligible);
  });

  it('names the score band in the page language: the English of the band rules, and Hindi on /hi', async () => {
    for (const score of [560, 650, 750, 850]) {
      const { unmount } = renderDashboard({ user: { firstName: 'Asha', lastName: null }, creditScore: { creditScore: score, isScoreExpire: false }, applications: [] });
      expect((await screen.findByTestId('score-band')).textContent).toBe(scoreBand(score).label);
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
