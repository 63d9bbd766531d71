import { formatRupees } from '@rinn/format';
import { applicationJourneyMachine, connectApplicationJourney, type AuthSession, type DraftQuery, type JourneyDraft, type JourneyOffers, type OffersQuery } from '@rinn/machines';
import { matchOffers, offerApplicationFromSteps, offerTotalCost, sortOffers, type SavedSteps } from '@rinn/offers';
import type { Language } from '@rinn/rules';
import { useActor } from '../widgets/use-actor.ts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { OffersList } from './OffersList.tsx';

afterEach(() => {
  cleanup();
});

const SESSION: AuthSession = { mobile: '9123456780', accessToken: 'a', refreshToken: 'r', sessionToken: 's' };

// A saved personal-loan application the real panel has seven offers for.
const STEPS: SavedSteps = {
  'personal-details': { fullName: 'Asha Rani', dateOfBirth: '22/11/1994', email: 'asha@example.in', pan: 'ABCPE1234F', pincode: '411001', city: 'pune' },
  employment: { employment: 'salaried', employerName: 'Infosys Limited', netMonthlyIncome: 85_000 },
  'purpose-and-amount': { purpose: 'medical', loanAmount: 3_00_000, tenureMonths: 36 },
  'credit-consent': { bureauConsent: true },
};
const MATCH: JourneyOffers = {
  ...matchOffers(offerApplicationFromSteps('personal-loan', STEPS, 780, { year: 2026, month: 11, day: 23 })!),
  creditScore: 780,
  waysForward: null,
};
const offers = MATCH.offers;

/** The offers screen driven by the real journey machine, resumed at its offers; a chosen offer shows its lender. */
function Harness({ language, match = MATCH }: { language: Language; match?: JourneyOffers }) {
  const [machine] = useState(() =>
    applicationJourneyMachine.provide({
      actors: {
        loadDraft: fromPromise<JourneyDraft | null, DraftQuery>(async () => ({ draftId: 'd1', product: 'personal-loan', saved: STEPS })),
        fetchOffers: fromPromise<JourneyOffers, OffersQuery>(async () => match),
      },
    }),
  );
  const [snapshot, send] = useActor({ create: () => createActor(machine, { input: { start: {}, session: SESSION, pageProduct: 'personal-loan' } }) });
  const journey = connectApplicationJourney(snapshot, send);
  if (journey.screen === 'kfs') {
    return (
      <>
        <p>Chosen: {journey.chosenOffer?.lenderName}</p>
        <button type="button" onClick={journey.getBackProps().onClick}>
          Back
        </button>
      </>
    );
  }
  return journey.screen === 'offers' ? <OffersList journey={journey} language={language} /> : <p>Loading</p>;
}

const cardNames = () => screen.getAllByTestId('journey-offer').map((card) => within(card).getByRole('heading').textContent);
const cardOf = (name: string) => screen.getAllByTestId('journey-offer').find((card) => within(card).getByRole('heading').textContent === name)!;

describe('OffersList', () => {
  it('COMPARE-001 APPJ-008: the offers open sorted by APR and re-sort by EMI and by fees', async () => {
    render(<Harness language="en" />);
    await screen.findAllByTestId('journey-offer');
    expect(cardNames()).toEqual(offers.map((offer) => offer.lenderName));
    expect(screen.getByRole('radio', { name: 'APR' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'EMI' }));
    expect(cardNames()).toEqual(sortOffers(offers, 'emi').map((offer) => offer.lenderName));
    expect(cardNames()).not.toEqual(offers.map((offer) => offer.lenderName));
    expect(screen.getByText('Sorted by EMI, lowest first.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Fees' }));
    expect(cardNames()).toEqual(sortOffers(offers, 'fees').map((offer) => offer.lenderName));

    // The compact card: APR, EMI, fees and total cost up front, the rest folded away.
    const first = sortOffers(offers, 'fees')[0]!;
    const card = cardOf(first.lenderName);
    expect(within(card).getByText(formatRupees(first.totalCharges))).toBeTruthy();
    expect(within(card).getByText(formatRupees(offerTotalCost(first)))).toBeTruthy();
    expect(within(card).getByText('All figures of this offer')).toBeTruthy();
  });

  it('COMPARE-002 COMPARE-004 APPJ-008: up to three offers are compared side by side, the lowest figure of each row marked in words', async () => {
    render(<Harness language="en" />);
    await screen.findAllByTestId('journey-offer');
    const compareButton = screen.getByRole('button', { name: 'Compare ticked offers' });
    expect(compareButton).toHaveProperty('disabled', true);
    expect(screen.getByText('Tick two or three offers to compare them side by side.')).toBeTruthy();

    const [sbi, hdfc, icici, baroda] = offers;
    fireEvent.click(within(cardOf(hdfc!.lenderName)).getByRole('checkbox', { name: 'Compare' }));
    expect(compareButton).toHaveProperty('disabled', true);
    fireEvent.click(within(cardOf(sbi!.lenderName)).getByRole('checkbox', { name: 'Compare' }));
    expect(screen.getByText('2 of 3 offers ticked to compare.')).toBeTruthy();
    expect(compareButton).toHaveProperty('disabled', false);
    fireEvent.click(within(cardOf(icici!.lenderName)).getByRole('checkbox', { name: 'Compare' }));
    // A fourth cannot be ticked.
    expect(within(cardOf(baroda!.lenderName)).getByRole('checkbox', { name: 'Compare' })).toHaveProperty('disabled', true);
    expect(screen.getByText('You can compare up to 3 offers. Untick one to pick another.')).toBeTruthy();
    fireEvent.click(within(cardOf(icici!.lenderName)).getByRole('checkbox', { name: 'Compare' }));

    fireEvent.click(compareButton);
    const heading = screen.getByRole('heading', { name: 'Compare offers' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryAllByTestId('journey-offer')).toHaveLength(0);
    const table = screen.getByRole('table');
    // Columns in the list's order (APR), whatever order they were ticked in.
    // Each column is named by its lender (the logo beside the name is hidden from assistive technology).
    const headers = within(table).getAllByRole('columnheader');
    expect([within(table).getByRole('columnheader', { name: 'Figure' }), within(table).getByRole('columnheader', { name: sbi!.lenderName }), within(table).getByRole('columnheader', { name: hdfc!.lenderName })]).toEqual(headers);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    const cells = (name: string) => [...row(name).querySelectorAll('td')].map((cell) => cell.textContent);
    // SBI has the lower APR, EMI, interest and cost; the tenure is the same and marks no best.
    expect(cells('APR')).toEqual([`${sbi!.apr}% Lowest`, `${hdfc!.apr}%`]);
    expect(cells('EMI')).toEqual([`${formatRupees(sbi!.emi)} Lowest`, formatRupees(hdfc!.emi)]);
    expect(cells('Total cost (interest + fees)')).toEqual([`${formatRupees(offerTotalCost(sbi!))} Lowest`, formatRupees(offerTotalCost(hdfc!))]);
    expect(cells('Tenure')).toEqual(['36 months', '36 months']);

    // Choosing from the comparison chooses that offer, as from its card; Back returns to the comparison.
    fireEvent.click(within(row('Choose')).getAllByRole('button', { name: 'See KFS and choose' })[1]!);
    expect(screen.getByText(`Chosen: ${hdfc!.lenderName}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Compare offers' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to all offers' }));
    expect(screen.getAllByTestId('journey-offer')).toHaveLength(offers.length);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Compare ticked offers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear ticks' }));
    expect(screen.getAllByRole('checkbox', { name: 'Compare' }).every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it('shows the sort, the card and the comparison in Hindi', async () => {
    render(<Harness language="hi" />);
    await screen.findAllByTestId('journey-offer');
    expect(screen.getByRole('group', { name: 'ऑफ़र इस आधार पर क्रम में लगाएँ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'शुल्क' }));
    expect(screen.getByText('शुल्क के अनुसार क्रम में, सबसे कम पहले।')).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox', { name: 'तुलना करें' });
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'निशान लगे ऑफ़र की तुलना करें' }));
    expect(screen.getByRole('heading', { name: 'ऑफ़र की तुलना' })).toBeTruthy();
    expect(screen.getAllByText('सबसे कम').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'सभी ऑफ़र पर वापस' })).toBeTruthy();
  });

  it('offers no comparison for a single offer', async () => {
    render(<Harness language="en" match={{ ...MATCH, offers: offers.slice(0, 1) }} />);
    await screen.findAllByTestId('journey-offer');
    expect(screen.queryByRole('checkbox', { name: 'Compare' })).toBeNull();
    expect(screen.queryByTestId('journey-compare-bar')).toBeNull();
  });
});
