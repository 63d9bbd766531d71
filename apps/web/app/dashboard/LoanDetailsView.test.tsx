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

describe('offer voucher', () => {
  it('VOUCHER-001: a click flips the voucher to its charges and a second click flips it back', async () => {
    const Stub = createRoutesStub([
      { path: '/loan-details/:id', Component: () => <LoanDetailsView data={{ reference: 'APP-1', productName: 'Personal Loan', offers: [{ ...offer, imgColor: 'blck' }], asset: null }} /> },
    ]);
    render(<Stub initialEntries={['/loan-details/APP-1']} />);
    const flip = await screen.findByRole('button', { name: 'Show charges and validity' });
    const front = screen.getByTestId('offer-amount').closest('[data-face]') as HTMLElement;
    const back = screen.getByTestId('offer-net-disbursed').closest('[data-face]') as HTMLElement;
    expect(flip.getAttribute('aria-pressed')).toBe('false');
    expect([front.hidden, back.hidden]).toEqual([false, true]);
    fireEvent.click(flip);
    expect(flip.getAttribute('aria-pressed')).toBe('true');
    expect([front.hidden, back.hidden]).toEqual([true, false]);
    fireEvent.click(flip);
    expect([front.hidden, back.hidden]).toEqual([false, true]);
    expect(flip.closest('li')?.classList.contains('voucher--dark')).toBe(true);
  });
});
