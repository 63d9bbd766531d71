import type { ApiClient } from '@rinn/api-client';
import type { AuthSession, JourneyDraft } from '@rinn/machines';
import { keyFactStatement, lenderById, matchOffers, offerApplicationFromSteps, productLimits, waysForward, type JourneyStepId } from '@rinn/offers';
import { formatRupees } from '@rinn/format';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { journeyActors, type JourneyServices } from './journey-actors.ts';
import { journeyAddressOf } from './journey-input.ts';
import { JourneyFlow } from './JourneyFlow.tsx';
import { stepFields } from './step-fields.ts';

afterEach(() => {
  cleanup();
});

const SESSION: AuthSession = { mobile: '9123456780', accessToken: 'a', refreshToken: 'r', sessionToken: 's', user: { firstName: 'Asha' } };

/** A stand-in server: it stores steps and matches them with the real matcher of the offers package. */
function fakeServer(options: { draft?: JourneyDraft | null; failSaves?: number } = {}) {
  const log: string[] = [];
  const saved: Record<string, Record<string, unknown>> = { ...(options.draft?.saved ?? {}) };
  let failSaves = options.failSaves ?? 0;
  let product = options.draft?.product ?? 'used-car-loan';
  const match = () => {
    const application = offerApplicationFromSteps(product, saved, 780, { year: 2026, month: 11, day: 23 });
    if (!application) throw new Error('A step is missing.');
    const matched = matchOffers(application);
    return { ...matched, creditScore: 780, waysForward: matched.offers.length === 0 ? waysForward(application) : null };
  };
  const services: JourneyServices = {
    loadDraft: vi.fn(async () => options.draft ?? null),
    saveStep: vi.fn<JourneyServices['saveStep']>(async (save) => {
      if (failSaves > 0) {
        failSaves -= 1;
        throw new Error('The server is busy.');
      }
      product = save.product;
      saved[save.step] = { ...save.values };
      log.push(`save ${save.step}`);
      return { draftId: save.draftId ?? 'draft-1' };
    }),
    fetchOffers: vi.fn(async () => match()),
    createApplication: vi.fn<JourneyServices['createApplication']>(async (request) => {
      log.push(`apply ${request.lenderId} ack=${request.kfsAcknowledged}`);
      return { applicationId: 'app-9', message: `Your application has been sent to ${lenderById(request.lenderId)!.name}.` };
    }),
    keyFactStatement: vi.fn<JourneyServices['keyFactStatement']>(async ({ lenderId }) => {
      const offer = match().offers.find((candidate) => candidate.lenderId === lenderId)!;
      return keyFactStatement(offer, lenderById(lenderId)!, { reference: 'draft-1', issuedOn: { year: 2026, month: 11, day: 23 }, firstInstalmentDue: { year: 2027, month: 1 } });
    }),
    keyFactStatementPdf: vi.fn(async () => ({ _file: 'JVBERg==', fileName: 'kfs.pdf', mimeType: 'application/pdf' })),
  };
  const client = {
    otpSend: vi.fn(async () => ({ data: { referenceId: 'ref-1' } })),
    otpVerify: vi.fn(async ({ body }: { body: { value: { otp: string } } }) => {
      if (body.value.otp !== '1234') throw new Error('Incorrect OTP');
      return { data: { token: 'a', refreshToken: 'r', sessionToken: 's', user: { mobile: '9123456780', name: { firstName: null, lastName: null } } } };
    }),
  } as unknown as Pick<ApiClient, 'otpSend' | 'otpVerify'>;
  const navigate = vi.fn();
  const actors = { ...journeyActors(client, services, navigate, 'en'), storeSession: fromPromise<void, AuthSession>(async () => undefined) };
  return { log, services, client, navigate, actors, match };
}

function renderJourney(server: ReturnType<typeof fakeServer>, search: string, session: AuthSession | null, path = '/journey') {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => <JourneyFlow input={{ ...journeyAddressOf(search), session }} actors={server.actors} />,
    },
  ]);
  return render(<Stub initialEntries={[`${path}${search}`]} />);
}

const change = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillUsedCarSteps(income = '90,000') {
  await screen.findByRole('heading', { name: 'Personal details' });
  change('Full name (as on PAN)', 'Asha Rani');
  change('Date of birth', '15/08/1990');
  change('Email', 'asha@example.com');
  change('PAN', 'ABCPE1234F');
  change('PIN code', '411001');
  change('City', 'pune');
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await screen.findByRole('heading', { name: 'Employment and income' });
  fireEvent.click(screen.getByLabelText('Salaried'));
  change('Employer or business name', 'Infosys');
  change('Net monthly income (₹)', income);
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await screen.findByRole('heading', { name: 'Vehicle and loan amount' });
  change('Vehicle make', 'Maruti');
  change('Vehicle model', 'Swift');
  change('Registration number', 'MH12AB1234');
  change('Loan amount (₹)', '500000');
  change('Tenure (months)', '48');
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await screen.findByRole('heading', { name: 'Credit report consent' });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Save and see my offers' }));
}

/** The first step of a draft as a customer saved it. */
const SAVED_PERSONAL_DETAILS = { fullName: 'Asha Rani', dateOfBirth: '15/08/1990', email: 'asha@example.com', pan: 'ABCPE1234F', pincode: '411001', city: 'pune' };

describe('JourneyFlow', () => {
  it('APPJ-002 APPJ-004 APPJ-006: a visitor verifies the mobile, fills the steps, compares offers, reads a KFS and applies', async () => {
    const server = fakeServer();
    renderJourney(server, '?productsId=2&vendorsId=5&product=used-car-loan', null);

    const mobile = await screen.findByLabelText('Enter Mobile Number');
    // Wherever the Privacy Policy and the Terms are named, they are links.
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/terms-and-conditions');
    const getOtp = screen.getByRole('button', { name: 'Get OTP' });
    expect(getOtp).toHaveProperty('disabled', true);
    fireEvent.change(mobile, { target: { value: '91234 56780' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    const otp = await screen.findByLabelText('Enter 4 Digit OTP');
    expect(server.client.otpSend).toHaveBeenCalledWith({ body: { mobile: '9123456780' } });
    // The resend countdown, as the login modal shows it (LOGIN-003).
    expect(screen.getByTestId('journey-resend-countdown').textContent).toBe('Resend OTP in 00:30');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveProperty('disabled', true);
    fireEvent.change(otp, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // An invalid step shows the field messages of the validation package and is not saved.
    await screen.findByRole('heading', { name: 'Personal details' });
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    change('Full name (as on PAN)', 'Asha 99');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter a valid name')).toBeTruthy();
    // Untouched text boxes are empty, with the empty-field message of the validation package (§5).
    expect(screen.getAllByText('Field cannot be left empty').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Invalid input/)).toBeNull();
    expect(screen.getByLabelText('Full name (as on PAN)').getAttribute('aria-invalid')).toBe('true');
    expect(server.services.saveStep).not.toHaveBeenCalled();

    await fillUsedCarSteps();
    expect(server.log.slice(0, 4)).toEqual(['save personal-details', 'save employment', 'save vehicle-and-amount', 'save credit-consent']);

    await screen.findByRole('heading', { name: 'Your loan offers' });
    const expected = server.match();
    expect(expected.offers.length).toBeGreaterThan(0);
    const cards = screen.getAllByTestId('journey-offer');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(expected.offers.map((offer) => offer.lenderName));
    const first = expected.offers[0]!;
    expect(within(cards[0]!).getByText(formatRupees(first.emi))).toBeTruthy();
    expect(within(cards[0]!).getByText(formatRupees(first.netDisbursed))).toBeTruthy();
    expect(screen.getAllByTestId('journey-not-matched')).toHaveLength(expected.notMatched.length);

    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'View Key Fact Statement and choose' }));
    await screen.findByRole('heading', { name: `Key Fact Statement: ${first.lenderName}` });
    expect(await screen.findByTestId('kfs-apr')).toHaveProperty('textContent', `${first.apr}%`);
    const accept = screen.getByRole('button', { name: 'Choose this offer' });
    expect(accept).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('I have read and understood the Key Fact Statement of this offer.'));
    fireEvent.click(screen.getByRole('button', { name: 'Choose this offer' }));
    // The confirmation: the lender, the message from the server, what happens next and the way to the dashboard.
    await screen.findByRole('heading', { level: 1, name: `Your application has been sent to ${first.lenderName}` });
    expect(server.log).toContain(`apply ${first.lenderId} ack=true`);
    expect(screen.getByRole('status').textContent).toBe(`Your application has been sent to ${first.lenderName}.`);
    expect(screen.getByText(`${first.lenderName} will text you a consent link.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Account' }).getAttribute('href')).toBe('/dashboard');
    expect(server.navigate).not.toHaveBeenCalled();
  });

  it('APPJ-007 WAYS-003: when no lender matches, the score and band come first, then the lenders a higher income or a co-applicant would open', async () => {
    const server = fakeServer();
    renderJourney(server, '?productsId=2&vendorsId=5&product=used-car-loan', SESSION);
    await fillUsedCarSteps('15,000');
    await screen.findByRole('heading', { name: 'Your loan offers' });
    const expected = server.match();
    expect(expected.offers).toEqual([]);
    expect(screen.getByTestId('journey-score').textContent).toBe('Your credit score 780 (band: Good)');
    const ways = screen.getByTestId('ways-forward');
    const income = within(ways).getByTestId('way-income');
    const lowest = expected.waysForward!.income[0]!;
    expect(within(income).getAllByRole('listitem')).toHaveLength(expected.waysForward!.income.length);
    expect(income.textContent).toContain(
      `${lowest.lenderName}: a net monthly income of ${formatRupees(lowest.required)} or more — yours, or yours with an earning co-applicant who adds ${formatRupees(lowest.coApplicantIncome)} or more a month.`,
    );
    expect(within(ways).getByRole('link', { name: 'How to improve your credit score' }).getAttribute('href')).toBe('/resources/cibil-score-bands-and-how-to-improve');
    // The score and the ways forward come before the result.
    const status = screen.getByText('No lender matches your application yet. The reasons are listed below.');
    expect(screen.getByTestId('journey-score').compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(ways.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('[data-chat-stays-closed]')).not.toBeNull();
  });

  it('APPJ-003 APPJ-005: a signed-in customer resumes a draft at its first unsaved step; Back walks the steps, then leaves for backBtnSlug', async () => {
    const server = fakeServer({
      draft: {
        draftId: 'draft-7',
        product: 'used-car-loan',
        saved: {
          'personal-details': SAVED_PERSONAL_DETAILS,
        },
      },
    });
    renderJourney(server, '?productsId=2&vendorsId=5&backBtnSlug=%2Fdashboard&userToken=draft-7&formSource=userDashboard', SESSION);
    await screen.findByRole('heading', { name: 'Employment and income' });
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(vi.mocked(server.services.loadDraft).mock.calls.map(([query]) => query.params.userToken)).toContain('draft-7');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Personal details' });
    expect(screen.getByLabelText('Full name (as on PAN)')).toHaveProperty('value', 'Asha Rani');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(server.navigate).toHaveBeenCalledWith('/dashboard'));
  });

  it('STEP-001: the city list is sorted by name in the page language, and Hindi pages name the cities in Hindi', async () => {
    for (const [path, label] of [['/journey', 'City'], ['/hi/journey', 'शहर']] as const) {
      const server = fakeServer({ draft: null });
      renderJourney(server, '?productsId=2&vendorsId=5&product=used-car-loan', SESSION, path);
      const select = await screen.findByLabelText<HTMLSelectElement>(label);
      const names = [...select.options].slice(1).map((option) => option.textContent ?? '');
      const locale = path === '/journey' ? 'en-IN' : 'hi-IN';
      expect(names.length).toBeGreaterThan(10);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
      if (path === '/hi/journey') for (const name of names) expect(name).not.toMatch(/[A-Za-z]/);
      cleanup();
    }
  });

  it('STEP-007 STEP-LOCALE-001: the employer field has its own message, in Hindi on a Hindi page', async () => {
    const server = fakeServer({ draft: { draftId: 'draft-5', product: 'used-car-loan', saved: { 'personal-details': SAVED_PERSONAL_DETAILS } } });
    renderJourney(server, '?productsId=2&vendorsId=5&userToken=draft-5', SESSION, '/hi/journey');
    await screen.findByRole('heading', { name: 'रोज़गार और आय' });
    change('नियोक्ता या व्यवसाय का नाम', 'Infosys <Ltd>');
    fireEvent.click(screen.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }));
    expect(await screen.findByText('कृपया अपने नियोक्ता या व्यवसाय का नाम डालें।')).toBeTruthy();
  });

  it('the credit report consent links the Privacy Policy and the Terms it names, in English and in Hindi', async () => {
    const saved = {
      'personal-details': SAVED_PERSONAL_DETAILS,
      employment: { employment: 'salaried', employerName: 'Infosys', netMonthlyIncome: 90_000 },
      'vehicle-and-amount': { make: 'Maruti', model: 'Swift', registrationNumber: 'MH12AB1234', loanAmount: 500_000, tenureMonths: 48 },
    };
    for (const [path, heading, privacy, terms, prefix] of [
      ['/journey', 'Credit report consent', 'Privacy Policy', 'Terms & Conditions', ''],
      ['/hi/journey', 'क्रेडिट रिपोर्ट सहमति', 'गोपनीयता नीति', 'नियम व शर्तें', '/hi'],
    ] as const) {
      const server = fakeServer({ draft: { draftId: 'draft-3', product: 'used-car-loan', saved } });
      renderJourney(server, '?productsId=2&vendorsId=5&userToken=draft-3', SESSION, path);
      await screen.findByRole('heading', { name: heading });
      expect(screen.getByRole('link', { name: privacy }).getAttribute('href')).toBe(`${prefix}/privacy-policy`);
      expect(screen.getByRole('link', { name: terms }).getAttribute('href')).toBe(`${prefix}/terms-and-conditions`);
      cleanup();
    }
  });

  it('APPJ-004: a failed save keeps the values and offers Try again', async () => {
    const server = fakeServer({ failSaves: 1, draft: null });
    renderJourney(server, '?productsId=2&vendorsId=5&product=used-car-loan', SESSION);
    await screen.findByRole('heading', { name: 'Personal details' });
    change('Full name (as on PAN)', 'Asha Rani');
    change('Date of birth', '15/08/1990');
    change('Email', 'asha@example.com');
    change('PAN', 'ABCPE1234F');
    change('PIN code', '411001');
    change('City', 'pune');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The server is busy.')).toBeTruthy();
    expect(screen.getByLabelText('Full name (as on PAN)')).toHaveProperty('value', 'Asha Rani');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Employment and income' });
  });

  it('STEP-LOCALE-001 VAL-LOCALE-001: on a Hindi page the step messages and the field messages are in Hindi', async () => {
    const server = fakeServer({
      draft: {
        draftId: 'draft-8',
        product: 'used-car-loan',
        saved: {
          'personal-details': SAVED_PERSONAL_DETAILS,
          employment: { employment: 'salaried', employerName: 'Infosys', netMonthlyIncome: 90_000 },
        },
      },
    });
    renderJourney(server, '?productsId=2&vendorsId=5&userToken=draft-8&formSource=userDashboard', SESSION, '/hi/journey');
    await screen.findByRole('heading', { name: 'वाहन और लोन राशि' });
    change('लोन राशि (₹)', '1');
    change('अवधि (महीने)', '1');
    fireEvent.click(screen.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }));

    // The step checks of the offers package: the amount and tenure ranges of a used-car loan.
    const limits = productLimits('used-car-loan');
    const rupees = (amount: number) => formatRupees(amount, { locale: 'hi' });
    expect(await screen.findByText(`कृपया ${rupees(limits.minAmount)} से ${rupees(limits.maxAmount)} के बीच की राशि डालें।`)).toBeTruthy();
    expect(screen.getByText(`कृपया ${limits.minTenureMonths} से ${limits.maxTenureMonths} महीने के बीच की अवधि चुनें।`)).toBeTruthy();
    // The field messages of the validation package, for the empty make and model.
    expect(screen.getAllByText('यह फ़ील्ड खाली नहीं छोड़ा जा सकता').length).toBeGreaterThan(0);
    // No message is left in English.
    const shown = [...document.querySelectorAll('.field-error')].map((message) => message.textContent ?? '').filter(Boolean);
    expect(shown.length).toBeGreaterThanOrEqual(4);
    for (const message of shown) expect(message).not.toMatch(/[A-Za-z]/);
    expect(server.services.saveStep).not.toHaveBeenCalled();
  });

  it('STEP-LOCALE-001: on a Hindi page an unchosen option asks for a choice in Hindi', async () => {
    const server = fakeServer({ draft: null });
    renderJourney(server, '?productsId=2&vendorsId=5&product=used-car-loan', SESSION, '/hi/journey');
    await screen.findByRole('heading', { name: 'व्यक्तिगत जानकारी' });
    fireEvent.click(screen.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }));
    expect(await screen.findByText('कृपया एक विकल्प चुनें।')).toBeTruthy();
    expect(screen.queryByText('Please choose an option.')).toBeNull();
  });

  it('APPJ-001: a start with a back-button slug the rules refuse shows the message and only Back', async () => {
    const server = fakeServer();
    renderJourney(server, '?productsId=2&vendorsId=5&backBtnSlug=%2Fevil', null);
    await screen.findByRole('heading', { name: 'This link cannot start an application' });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(server.navigate).toHaveBeenCalled());
  });
});

describe('stepFields', () => {
  it('STEP-001: asks the registration of a used car but not of a new car, from the step schema', () => {
    const names = (product: 'used-car-loan' | 'new-car-loan', step: JourneyStepId) => stepFields(product, step).map((field) => field.name);
    expect(names('used-car-loan', 'vehicle-and-amount')).toContain('registrationNumber');
    expect(names('new-car-loan', 'vehicle-and-amount')).not.toContain('registrationNumber');
    expect(stepFields('personal-loan', 'employment').find((field) => field.name === 'employment')).toMatchObject({ kind: 'choice', options: ['salaried', 'self-employed', 'other'] });
    expect(stepFields('personal-loan', 'credit-consent')).toEqual([expect.objectContaining({ name: 'bureauConsent', kind: 'consent' })]);
  });
});
