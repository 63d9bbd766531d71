import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { formatRupees } from '@rinn/format';
import { balanceTransfer, LOAN_MATH_MESSAGES_HI, loanSummary, partPayment } from '@rinn/loan-math';
import { rinnBalanceTransferSaving } from '@rinn/loan-math/rinn';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageToggle } from '../components/LanguageToggle.tsx';
import BtCalculatorRoute, { loader as btLoader } from './bt-calculator.tsx';
import EmiCalculatorRoute, { loader as emiLoader } from './emi-calculator.tsx';
import TwoWheelerCalculatorRoute, { loader as twoWheelerLoader } from './two-wheeler-calculator.tsx';

afterEach(cleanup);

type StubLoader = Parameters<typeof createRoutesStub>[0][number]['loader'];

function renderAt(path: string, Component: () => React.ReactNode, loader?: StubLoader) {
  const Stub = createRoutesStub([{ path: path.split('?')[0] ?? path, Component, ...(loader ? { loader } : {}) }]);
  return render(<Stub initialEntries={[path]} />);
}

const rupees = (amount: number): string => formatRupees(amount, { locale: 'en' });

describe('car loan EMI calculator', () => {
  it('shows the EMI, interest and total payable of loanSummary for the new-car start values', async () => {
    renderAt('/emi-calculator', EmiCalculatorRoute, emiLoader);
    const expected = loanSummary({ principal: 500_000, annualRatePercent: 2, months: 60 });
    expect((await screen.findByTestId('emi')).textContent).toBe(rupees(expected.emi));
    expect(screen.getByTestId('total-interest').textContent).toBe(rupees(expected.totalInterest));
    expect(screen.getByTestId('total-payable').textContent).toBe(rupees(expected.totalPayable));
  });

  it('restores a shared link on the Used car loan tab', async () => {
    renderAt('/emi-calculator?tab=used&amount=300000&tenure=3&rate=11.5', EmiCalculatorRoute, emiLoader);
    const expected = loanSummary({ principal: 300_000, annualRatePercent: 11.5, months: 36 });
    // The shared query is applied by an effect once the page has loaded.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Used car loan' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByTestId('emi').textContent).toBe(rupees(expected.emi));
    expect(screen.getByTestId('share-link').getAttribute('href')).toBe('/emi-calculator?tab=used&amount=300000&tenure=3&rate=11.5');
  });

  it('clamps a typed amount to the slider maximum on blur and recomputes', async () => {
    renderAt('/emi-calculator', EmiCalculatorRoute, emiLoader);
    const amount = await screen.findByRole('textbox', { name: 'Loan Amount' });
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '9,999,999' } });
    fireEvent.blur(amount);
    expect((amount as HTMLInputElement).value).toBe('25,00,000');
    expect(screen.getByTestId('emi').textContent).toBe(rupees(loanSummary({ principal: 2_500_000, annualRatePercent: 2, months: 60 }).emi));
  });

  it('HYDRATE-002: the tabs are links to the page on each tab; once hydrated a plain tap selects in place, a tap for a new tab keeps the link', async () => {
    renderAt('/emi-calculator', EmiCalculatorRoute, emiLoader);
    const newTab = await screen.findByRole('tab', { name: 'New car loan' });
    const usedTab = screen.getByRole('tab', { name: 'Used car loan' });
    expect([newTab.tagName, newTab.getAttribute('href'), usedTab.getAttribute('href')]).toEqual(['A', '?tab=new', '?tab=used']);
    // A tap with Ctrl asks the browser for a new tab: the page leaves it alone.
    expect(fireEvent.click(usedTab, { ctrlKey: true })).toBe(true);
    expect(usedTab.getAttribute('aria-selected')).toBe('false');
    // A plain tap selects the tab here, without following the link.
    expect(fireEvent.click(usedTab)).toBe(false);
    expect(usedTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('principal').textContent).toBe(rupees(10_000));
  });

  it('HYDRATE-002: the page opened from a tab link (?tab=used) shows that tab at its starting loan', async () => {
    renderAt('/emi-calculator?tab=used', EmiCalculatorRoute, emiLoader);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Used car loan' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByTestId('principal').textContent).toBe(rupees(10_000));
  });

  it('moves between tabs with the arrow keys', async () => {
    renderAt('/emi-calculator', EmiCalculatorRoute, emiLoader);
    const newTab = await screen.findByRole('tab', { name: 'New car loan' });
    fireEvent.keyDown(newTab, { key: 'ArrowRight' });
    const usedTab = screen.getByRole('tab', { name: 'Used car loan' });
    expect(usedTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(usedTab);
    expect(screen.getByTestId('principal').textContent).toBe(rupees(10_000));
  });

  it('reports the interest and instalments a part-payment saves', async () => {
    renderAt('/emi-calculator', EmiCalculatorRoute, emiLoader);
    const amount = await screen.findByRole('textbox', { name: 'Part-payment amount (₹)' });
    fireEvent.change(amount, { target: { value: '100000' } });
    expect(Number(screen.getByTestId('months-saved').textContent)).toBeGreaterThan(0);
    expect(screen.getByTestId('interest-saved').textContent).toMatch(/^₹[1-9]/);
  });
});

describe('tenure units', () => {
  it('FMT-010: the tenure reads "1 year", "5 years" and "7 years", and "1 वर्ष", "5 वर्ष" in Hindi', async () => {
    renderAt('/emi-calculator', EmiCalculatorRoute, emiLoader);
    const slider = await screen.findByRole('slider', { name: 'Tenure' });
    expect(slider.getAttribute('aria-valuetext')).toBe('5 years');
    const bounds = slider.parentElement?.querySelector('.slider-field__bounds')?.textContent;
    expect(bounds).toBe('1 year7 years');
    fireEvent.change(slider, { target: { value: '1' } });
    await waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe('1 year'));
    cleanup();
    renderAt('/hi/emi-calculator', EmiCalculatorRoute, emiLoader);
    expect((await screen.findByRole('slider', { name: 'अवधि' })).getAttribute('aria-valuetext')).toBe('5 वर्ष');
  });

  it('FMT-010: a two-wheeler tenure reads in months', async () => {
    renderAt('/two-wheeler-calculator?amount=120000&tenure=18&rate=10.5', TwoWheelerCalculatorRoute, twoWheelerLoader);
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Tenure' }).getAttribute('aria-valuetext')).toBe('18 months'));
  });
});

describe('part-payment simulator', () => {
  const loan = { principal: 500_000, annualRatePercent: 2, months: 60, firstPayment: { year: 2026, month: 1 } } as const;

  it('PREPAY-005: refuses an amount at or above the balance still owed, naming it', async () => {
    renderAt('/emi-calculator', EmiCalculatorRoute, emiLoader);
    const refused = partPayment({ ...loan, prepayment: { month: 12, amount: 1_000_000 } });
    expect(refused).toMatchObject({ accepted: false, reason: 'AMOUNT_NOT_BELOW_BALANCE' });
    const outstanding = refused.accepted ? Number.NaN : 'outstanding' in refused ? refused.outstanding : Number.NaN;
    fireEvent.change(await screen.findByRole('textbox', { name: 'Part-payment amount (₹)' }), { target: { value: '1000000' } });
    await waitFor(() =>
      expect(screen.getByTestId('part-payment-error').textContent).toBe(
        `A part-payment must be less than the ${rupees(outstanding)} still owed after instalment 12. Paying all of it closes the loan: that is a foreclosure.`,
      ),
    );
    expect(screen.queryByTestId('months-saved')).toBeNull();
  });

  it('PREPAY-004: refuses an instalment outside the schedule, in Hindi too', async () => {
    renderAt('/hi/emi-calculator', EmiCalculatorRoute, emiLoader);
    fireEvent.change(await screen.findByRole('textbox', { name: 'आंशिक भुगतान की राशि (₹)' }), { target: { value: '10000' } });
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '60' } });
    await waitFor(() =>
      expect(screen.getByTestId('part-payment-error').textContent).toBe('1 से 59 तक की कोई किस्त चुनें: आख़िरी किस्त के बाद आंशिक भुगतान के लिए कुछ बाक़ी नहीं रहता।'),
    );
  });

  it('draws the months of a schedule year once it is opened, and keeps them as the figures change', async () => {
    renderAt('/emi-calculator', EmiCalculatorRoute, emiLoader);
    await waitFor(() => expect(document.querySelectorAll('details.schedule__year').length).toBeGreaterThan(1));
    const [first, second] = document.querySelectorAll<HTMLDetailsElement>('details.schedule__year');
    expect(document.querySelectorAll('details.schedule__year tr').length).toBe(0);

    first!.open = true;
    fireEvent(first!, new Event('toggle'));
    await waitFor(() => expect(first!.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(second!.querySelectorAll('tr').length).toBe(0);

    const months = first!.querySelectorAll('tbody tr').length;
    const before = first!.querySelector('tbody')!.textContent;
    // A part-payment with the first instalment changes the balance of every month from the first on.
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Part-payment amount (₹)' }), { target: { value: '100000' } });
    await waitFor(() => expect(first!.querySelector('tbody')!.textContent).not.toBe(before));
    expect(first!.querySelectorAll('tbody tr').length).toBe(months);
  });

  it('PREPAY-006: shows the new EMI in reduce-EMI mode', async () => {
    renderAt('/emi-calculator', EmiCalculatorRoute, emiLoader);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Part-payment amount (₹)' }), { target: { value: '100000' } });
    expect(screen.queryByTestId('emi-after-part-payment')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Keep the tenure, lower the EMI' }));
    const expected = partPayment({ ...loan, prepaymentStrategy: 'reduce-emi', prepayment: { month: 12, amount: 100_000 } });
    expect(expected.accepted).toBe(true);
    await waitFor(() => expect(screen.getByTestId('emi-after-part-payment').textContent).toBe(rupees(expected.accepted ? expected.emiAfter : Number.NaN)));
  });
});

describe('two-wheeler EMI calculator', () => {
  it('uses the duration in months as given', async () => {
    renderAt('/two-wheeler-calculator?amount=120000&tenure=18&rate=10.5', TwoWheelerCalculatorRoute, twoWheelerLoader);
    const expected = loanSummary({ principal: 120_000, annualRatePercent: 10.5, months: 18 });
    await waitFor(() => expect(screen.getByTestId('emi').textContent).toBe(rupees(expected.emi)));
    expect(screen.getByTestId('total-payable').textContent).toBe(rupees(expected.totalPayable));
  });
});

describe('balance-transfer calculator', () => {
  it('shows the figures of balanceTransfer in its two sections', async () => {
    renderAt('/bt-calculator', BtCalculatorRoute, btLoader);
    const expected = balanceTransfer({ existingEmi: 10_624, originalLoanAmount: 500_000, originalTenureMonths: 60, emisPaid: 24, newTenureMonths: 36, newAnnualRatePercent: 9 });
    expect((await screen.findByTestId('emi')).textContent).toBe(rupees(expected.emi));
    expect(screen.getByTestId('outstanding').textContent).toBe(rupees(expected.outstandingPrincipal));
    expect(screen.getByTestId('foreclosure-charge').textContent).toBe(rupees(expected.foreclosureCharge));
    expect(screen.getByTestId('cash-in-hand').textContent).toBe(rupees(expected.cashInHand));
    expect(screen.getByTestId('total-loan').textContent).toBe(rupees(expected.totalLoanAmount));
    expect(screen.getByRole('group', { name: 'Current Loan Details' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Required Loan Details' })).getByRole('textbox', { name: 'Interest Rate' })).toBeTruthy();
  });

  it('BT-007, BT-008: states the saving net of fees and the break-even month', async () => {
    renderAt('/bt-calculator?emi=12000&loan=500000&loanTenure=5&paid=12&tenure=4&rate=9', BtCalculatorRoute, btLoader);
    const expected = rinnBalanceTransferSaving({ existingEmi: 12_000, originalLoanAmount: 500_000, originalTenureMonths: 60, emisPaid: 12, newTenureMonths: 48, newAnnualRatePercent: 9 });
    expect(expected.saving).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByTestId('switch-verdict').textContent).toBe(
        `You save ${rupees(expected.saving)} over the loan, net of fees; break-even in month ${expected.breakEvenMonth}.`,
      ),
    );
    expect(screen.getByTestId('switch-emi-now').textContent).toBe(rupees(12_000));
    expect(screen.getByTestId('switch-emi-after').textContent).toBe(rupees(expected.newEmi));
    expect(screen.getByTestId('switch-fees').textContent).toBe(rupees(expected.newLoanCharges.totalCharges));
    expect(screen.getByTestId('switch-outgo-now').textContent).toBe(rupees(expected.existingOutgo));
    expect(screen.getByTestId('switch-outgo-after').textContent).toBe(rupees(expected.newOutgo));
  });

  it('BT-007: states a loss plainly, in Hindi too', async () => {
    renderAt('/hi/bt-calculator', BtCalculatorRoute, btLoader);
    const expected = rinnBalanceTransferSaving({ existingEmi: 10_624, originalLoanAmount: 500_000, originalTenureMonths: 60, emisPaid: 24, newTenureMonths: 36, newAnnualRatePercent: 9 });
    expect(expected.saving).toBeLessThan(0);
    expect((await screen.findByTestId('switch-verdict')).textContent).toBe(
      `फ़ीस मिलाकर लोन बदलने पर आपको पूरे लोन में ${formatRupees(-expected.saving, { locale: 'hi' })} ज़्यादा चुकाने होंगे: आपका मौजूदा लोन सस्ता है।`,
    );
    expect(screen.getByRole('heading', { name: 'क्या लोन बदलने से पैसे बचते हैं?' })).toBeTruthy();
  });

  it('explains inputs that describe no loan instead of failing', async () => {
    renderAt('/bt-calculator?emi=500&loan=2500000&loanTenure=1', BtCalculatorRoute, btLoader);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('does not repay the original loan amount'));
  });

  it('explains them in Hindi on a Hindi page, by the error code', async () => {
    renderAt('/hi/bt-calculator?emi=500&loan=2500000&loanTenure=1', BtCalculatorRoute, btLoader);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(LOAN_MATH_MESSAGES_HI.EXISTING_EMI_TOO_LOW));
    expect(screen.getByRole('alert').textContent).not.toContain('does not repay');
  });
});

describe('language toggle', () => {
  it('prefixes /hi on an English page and keeps the query', async () => {
    renderAt('/emi-calculator?tab=used', () => <LanguageToggle />);
    expect((await screen.findByRole('link', { name: 'हिंदी' })).getAttribute('href')).toBe('/hi/emi-calculator?tab=used');
  });

  it('swaps /hi for /en on a Hindi page', async () => {
    renderAt('/hi/two-wheeler-loan', () => <LanguageToggle />);
    expect((await screen.findByRole('link', { name: 'English' })).getAttribute('href')).toBe('/en/two-wheeler-loan');
  });
});
