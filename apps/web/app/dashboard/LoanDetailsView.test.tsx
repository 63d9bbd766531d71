import { formatRupees } from '@rinn/format';
import { rinnLoanCharges } from '@rinn/loan-math/rinn';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoanDetailsView, type OfferVoucher } from './LoanDetailsView.tsx';

afterEach(cleanup);

const offer: OfferVoucher = {
  lenderName: 'Example Bank',
  loanAmount: 300_000,
  roi: 11,
  emi: 6_523,
  tenure: 60,
  processingFee: null,
  stampDuty: null,
  serviceCharges: null,
  valuationCharges: null,
  voucherExpiryDate: '2026-12-06',
};

describe('loan details', () => {
  it('shows each offer with the charges and the amount disbursed of rinnLoanCharges, defaults included', async () => {
    const Stub = createRoutesStub([
      { path: '/loan-details/:id', Component: () => <LoanDetailsView data={{ reference: 'APP-1', productName: 'Personal Loan', offers: [offer], asset: null }} /> },
    ]);
    render(<Stub initialEntries={['/loan-details/APP-1']} />);
    const expected = rinnLoanCharges({ loanAmount: 300_000 });
    expect((await screen.findByTestId('offer-processing-fee')).textContent).toBe(formatRupees(expected.processingFee));
    expect(screen.getByTestId('offer-net-disbursed').textContent).toBe(formatRupees(expected.netDisbursed));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Personal Loan');
  });
});

describe('application progress', () => {
  it('shows the status in words, the stages and the next step where Resume lands (#next-step), in English and Hindi', async () => {
    const application = { leadStatus: 'Offer shared', isUjActive: false, stages: [{ stage: 'KYC verified', isComplete: true }, { stage: 'Loan sanctioned', isComplete: false }] };
    const data = { reference: 'RN-2026-000008', productName: 'New Car Loan', offers: [offer], asset: null, application };
    const Stub = createRoutesStub([{ path: '/:lang?/loan-details/:id', Component: () => <LoanDetailsView data={data} /> }]);
    const { unmount } = render(<Stub initialEntries={['/loan-details/8']} />);
    expect((await screen.findByTestId('detail-status')).textContent).toBe('Offer shared');
    expect(screen.getByTestId('detail-next-step').textContent).toBe('Next step: Review the offer below, with its charges and validity.');
    expect(screen.getByTestId('detail-status').closest('section')?.id).toBe('next-step');
    expect(screen.getByText('Loan sanctioned')).toBeTruthy();
    unmount();
    render(<Stub initialEntries={['/hi/loan-details/8']} />);
    expect((await screen.findByTestId('detail-status')).textContent).toBe('ऑफ़र भेजा गया');
    expect(screen.getByText('लोन मंज़ूर')).toBeTruthy();
  });
});

describe('an application without offers', () => {
  it.each([
    ['Application started', true, 'No offers yet: finish your application to see the lenders that match it.'],
    ['Cancelled', false, 'This application was cancelled, so it has no offers. You can start a new one from the loan’s page.'],
    ['Lender review', false, 'No offer has been shared on this application yet; it shows here as soon as the lender makes one.'],
  ] as const)('%s gets a page that says where it stands', async (leadStatus, isUjActive, message) => {
    const data = { reference: isUjActive ? null : 'RN-2026-000003', productName: 'New Car Loan', offers: [], asset: null, application: { leadStatus, isUjActive, stages: [] } };
    const Stub = createRoutesStub([{ path: '/loan-details/:id', Component: () => <LoanDetailsView data={data} /> }]);
    render(<Stub initialEntries={['/loan-details/3']} />);
    expect((await screen.findByTestId('no-offers')).textContent).toBe(message);
    expect(screen.getByTestId('detail-reference').textContent).toBe(isUjActive ? 'Not submitted yet' : 'RN-2026-000003');
    expect(screen.queryByText('No items to display')).toBeNull();
  });
});

describe('offer voucher', () => {
  it('VOUCHER-001: a click flips the voucher to its charges and a second click flips it back', async () => {
    const Stub = createRoutesStub([
      { path: '/loan-details/:id', Component: () => <LoanDetailsView data={{ reference: 'APP-1', productName: 'Personal Loan', offers: [{ ...offer, imgColor: 'blck' }], asset: null }} /> },
    ]);
    render(<Stub initialEntries={['/loan-details/APP-1']} />);
    const flip = await screen.findByRole('button', { name: 'Show charges and validity' });
    const front = screen.getByTestId('offer-amount').closest('[data-face]') as HTMLElement;
    const back = screen.getByTestId('offer-net-disbursed').closest('[data-face]') as HTMLElement;
    expect([front.hidden, back.hidden]).toEqual([false, true]);
    fireEvent.click(flip);
    // Flipped, the button says what it will do next: show the offer again.
    expect(flip.textContent).toBe('Show the offer');
    expect(flip.hasAttribute('aria-pressed')).toBe(false);
    expect([front.hidden, back.hidden]).toEqual([true, false]);
    fireEvent.click(flip);
    expect(flip.textContent).toBe('Show charges and validity');
    expect([front.hidden, back.hidden]).toEqual([false, true]);
    expect(flip.closest('li')?.classList.contains('voucher--dark')).toBe(true);
  });
});
