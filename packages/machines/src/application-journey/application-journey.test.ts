import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { keyFactStatement, lenderById, matchOffers, offerApplicationFromSteps, sortOffers, validateJourneyStep, waysForward, type KeyFactStatement, type SavedSteps } from '@rinn/offers';
import { buildJourneyStart, resumeJourney, type JourneyStartInput, type LoanProductSlug } from '@rinn/rules';
import { canSendOtp, MOBILE_INVALID, NAME_INVALID, normaliseMobile } from '@rinn/validation';
import { createActor, SimulatedClock } from 'xstate';
import type { AuthSession, NavigationTarget } from '../session/session.types.js';
import { loginOtpMachine } from '../login/login.machine.js';
import type { OtpSendRequest, OtpSent, OtpVerifyRequest } from '../otp/otp.types.js';
import { controlledActor } from '../testing/controlled-actor.js';
import { flushPromises } from '../testing/flush.js';
import { shortestPathCases } from '../testing/shortest-paths.js';
import { connectApplicationJourney } from './application-journey.connect.js';
import { applicationJourneyMachine, backTarget, isOfferedWayForward, isSignedInForJourney, resumeIndex } from './application-journey.machine.js';
import type {
  ApplicationRequest,
  CreatedApplication,
  DraftQuery,
  JourneyDraft,
  JourneyOffers,
  KfsRequest,
  OffersQuery,
  StepSave,
  StepSaved,
} from './application-journey.types.js';
import { inEnglish } from '../testing/in-english.js';

const session: AuthSession = { mobile: '9876543210', accessToken: 'a', refreshToken: 'r', sessionToken: 's' };
const today = { year: 2026, month: 11, day: 23 };

const personal = { fullName: 'Asha Rani', dateOfBirth: '22/11/1994', email: 'asha@example.in', pan: 'ABCPE1234F', pincode: '411001', city: 'pune' };
const employment = { employment: 'salaried', employerName: 'Tata Consultancy Services', netMonthlyIncome: 85_000 };
const purpose = { purpose: 'medical', loanAmount: 3_00_000, tenureMonths: 36 };
const vehicle = { make: 'Maruti Suzuki', model: 'Swift VXI', registrationNumber: 'MH 12 AB 1234', loanAmount: 4_00_000, tenureMonths: 48 };
const consent = { bureauConsent: true };
const personalLoanSteps: SavedSteps = { 'personal-details': personal, employment, 'purpose-and-amount': purpose, 'credit-consent': consent };
const personalLoanMatch: JourneyOffers = {
  ...matchOffers(offerApplicationFromSteps('personal-loan', personalLoanSteps, 780, today)!),
  creditScore: 780,
  waysForward: null,
};
// Earning ₹20,000 and asking for ₹50 lakh: no lender matches; ₹35 lakh or a higher income would (WAYS-001, WAYS-003).
const tooMuch = { ...purpose, loanAmount: 50_00_000 };
const tooMuchSteps: SavedSteps = { ...personalLoanSteps, employment: { ...employment, netMonthlyIncome: 20_000 }, 'purpose-and-amount': tooMuch };
const tooMuchApplication = offerApplicationFromSteps('personal-loan', tooMuchSteps, 780, today)!;
const deadEndMatch: JourneyOffers = { ...matchOffers(tooMuchApplication), creditScore: 780, waysForward: waysForward(tooMuchApplication) };

/** The server's statement of the best personal-loan offer, as `loadKeyFactStatement` answers. */
const bestOffer = personalLoanMatch.offers[0]!;
const bestKfs: KeyFactStatement = keyFactStatement(bestOffer, lenderById(bestOffer.lenderId)!, {
  reference: 'd1',
  issuedOn: today,
  firstInstalmentDue: { year: 2027, month: 1 },
});

interface StartOptions {
  readonly start?: JourneyStartInput;
  readonly pageProduct?: LoanProductSlug;
  readonly session?: AuthSession | null;
  readonly today?: typeof today;
}

function start(options: StartOptions = {}) {
  const clock = new SimulatedClock();
  // The OTP child sends and resends through one actor: a resend names the last reference.
  const sendOtp = controlledActor<OtpSent, OtpSendRequest>();
  const resendOtp = sendOtp;
  const verifyOtp = controlledActor<AuthSession, OtpVerifyRequest>();
  const storeSession = controlledActor<void, AuthSession>();
  const loadDraft = controlledActor<JourneyDraft | null, DraftQuery>();
  const saveStep = controlledActor<StepSaved, StepSave>();
  const fetchOffers = controlledActor<JourneyOffers, OffersQuery>();
  const loadKfs = controlledActor<KeyFactStatement, KfsRequest>();
  const downloadKfs = controlledActor<void, KfsRequest>();
  const createApplication = controlledActor<CreatedApplication, ApplicationRequest>();
  const navigate = controlledActor<void, NavigationTarget>();
  const machine = applicationJourneyMachine.provide({
    actors: {
      otp: loginOtpMachine.provide({ actors: { sendOtp: sendOtp.logic, verifyOtp: verifyOtp.logic } }),
      storeSession: storeSession.logic,
      loadDraft: loadDraft.logic,
      saveStep: saveStep.logic,
      fetchOffers: fetchOffers.logic,
      loadKeyFactStatement: loadKfs.logic,
      downloadKeyFactStatement: downloadKfs.logic,
      createApplication: createApplication.logic,
      navigate: navigate.logic,
    },
  });
  const input = {
    start: options.start ?? {},
    session: options.session === undefined ? session : options.session,
    ...(options.pageProduct === undefined ? {} : { pageProduct: options.pageProduct }),
    ...(options.today === undefined ? {} : { today: options.today }),
  };
  const actor = createActor(machine, { input, clock }).start();
  const api = () => connectApplicationJourney(actor.getSnapshot(), (event) => actor.send(event));
  /** Fills and saves the current step; the save answers with draft d1. */
  const completeStep = async (values: Record<string, unknown>) => {
    actor.send({ type: 'VALUES.SET', values });
    api().getSubmitProps().onClick();
    saveStep.resolve({ draftId: 'd1' });
    await flushPromises();
  };
  return { clock, actor, api, sendOtp, resendOtp, verifyOtp, storeSession, loadDraft, saveStep, fetchOffers, loadKfs, downloadKfs, createApplication, navigate, completeStep };
}

describe('application journey machine', () => {
  it('APPJ-001: the start gets the defaults of buildJourneyStart; the page’s loan type picks the steps', async () => {
    const { actor, api, loadDraft } = start({ pageProduct: 'used-car-loan' });
    expect(actor.getSnapshot().context.params).toEqual({ productsId: 5, vendorsId: 5 });
    expect(api()).toMatchObject({ screen: 'loading', isBusy: true, product: 'used-car-loan', stepCount: 4 });
    expect(loadDraft.calls).toEqual([{ params: { productsId: 5, vendorsId: 5 }, product: 'used-car-loan', session }]);
    loadDraft.resolve(null);
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'step', step: 'personal-details', stepNumber: 1, values: {} });
    expect(api().steps).toEqual(['personal-details', 'employment', 'vehicle-and-amount', 'credit-consent']);
    expect(start({ start: { productsId: 7, vendorsId: 7 } }).api().product).toBe('two-wheeler-loan');
  });

  it('APPJ-001: a start it refuses shows the error with only Back', async () => {
    const { api, navigate, loadDraft } = start({ start: { productsId: -1 } });
    expect(api().screen).toBe('invalid-start');
    expect(api().error).toContain('productsId');
    expect(loadDraft.calls).toEqual([]);
    expect(api().getSubmitProps().disabled).toBe(true);
    api().getBackProps().onClick();
    expect(navigate.calls).toEqual([{ to: '/personal-loan' }]);
    navigate.resolve();
    await flushPromises();
    expect(api().screen).toBe('leaving');
  });

  it('APPJ-002: a visitor’s mobile from the start is filled in and gets its OTP when asked; resend after 30 s; the verified session is stored', async () => {
    const { clock, api, sendOtp, resendOtp, verifyOtp, storeSession, loadDraft } = start({
      start: { mobileNumber: '98765 43210', backBtnSlug: '/emi-calculator' },
      pageProduct: 'used-car-loan',
      session: null,
    });
    expect(sendOtp.calls).toEqual([]);
    expect(api()).toMatchObject({ screen: 'mobile', isBusy: false, mobile: '9876543210', canSendOtp: true });
    api().getSendOtpProps().onClick();
    expect(sendOtp.calls).toEqual([{ subject: '9876543210', referenceId: null, retries: 1 }]);
    expect(api()).toMatchObject({ screen: 'mobile', isBusy: true });
    sendOtp.resolve({ referenceId: 'ref-1' });
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'otp', canResend: false, canVerifyOtp: false, resendLabel: '00:30' });
    clock.increment(1_000);
    expect(api().resendLabel).toBe('00:29');
    for (let second = 0; second < 21; second += 1) clock.increment(1_000);
    expect(api().resendLabel).toBe('00:08');
    for (let second = 0; second < 7; second += 1) clock.increment(1_000);
    clock.increment(999);
    expect(api()).toMatchObject({ canResend: false, resendLabel: '00:01' });
    clock.increment(1);
    expect(api()).toMatchObject({ canResend: true, resendLabel: '00:00' });
    api().getOtpInputProps().onValueChange('12');
    api().getResendProps().onClick();
    expect(resendOtp.calls.slice(1)).toEqual([{ subject: '9876543210', referenceId: 'ref-1', retries: 2 }]);
    resendOtp.resolve({ referenceId: 'ref-2' });
    await flushPromises();
    // A resend starts the countdown again.
    expect(api()).toMatchObject({ otp: '', canResend: false, resendLabel: '00:30' });
    api().getOtpInputProps().onValueChange('12a345');
    expect(api()).toMatchObject({ otp: '1234', canVerifyOtp: true });
    api().getOtpInputProps().onKeyDown({ key: 'Enter', preventDefault: () => undefined });
    expect(verifyOtp.calls).toEqual([{ subject: '9876543210', otp: '1234', referenceId: 'ref-2' }]);
    verifyOtp.reject(new Error('The OTP you have entered is incorrect'));
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'otp', error: 'The OTP you have entered is incorrect' });
    api().getVerifyOtpProps().onClick();
    verifyOtp.resolve(session);
    await flushPromises();
    expect(storeSession.calls).toEqual([session]);
    storeSession.reject(new Error('storage full'));
    await flushPromises();
    expect(loadDraft.calls).toHaveLength(1);
    expect(loadDraft.calls[0]!.session).toBe(session);
  });

  it('APPJ-002: a visitor without a mobile types one; Edit goes back to it; a failed send shows the message', async () => {
    const { api, sendOtp, clock } = start({ session: null });
    expect(api()).toMatchObject({ screen: 'mobile', canSendOtp: false });
    api().getMobileInputProps().onValueChange('12345');
    expect(api()).toMatchObject({ mobileError: { code: 'MOBILE_INVALID' }, canSendOtp: false });
    expect(inEnglish(api().mobileError)).toBe(MOBILE_INVALID);
    api().getSendOtpProps().onClick();
    expect(sendOtp.calls).toEqual([]);
    api().getMobileInputProps().onValueChange('98765-43210');
    api().getMobileInputProps().onKeyDown({ key: 'Enter', preventDefault: () => undefined });
    sendOtp.reject(new Error('Too many attempts'));
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'mobile', error: 'Too many attempts' });
    api().getSendOtpProps().onClick();
    sendOtp.resolve({ referenceId: 'r' });
    await flushPromises();
    api().getEditMobileProps().onClick();
    expect(api()).toMatchObject({ screen: 'mobile', otp: '' });
    clock.increment(30_000);
    expect(api().canResend).toBe(false);
  });

  it('APPJ-002: signed in with the start’s mobile skips the OTP; with another mobile it does not', () => {
    expect(isSignedInForJourney({ session, mobile: '9876543210' })).toBe(true);
    expect(isSignedInForJourney({ session, mobile: '' })).toBe(true);
    expect(isSignedInForJourney({ session, mobile: '9123456780' })).toBe(false);
    expect(start({ start: { mobileNumber: '9876543210' } }).api().screen).toBe('loading');
    const other = start({ start: { mobileNumber: '9123456780' } });
    expect(other.api()).toMatchObject({ screen: 'mobile', mobile: '9123456780' });
    expect(other.sendOtp.calls).toEqual([]);
  });

  test.prop([fc.string({ maxLength: 14 })])('APPJ-002: any typed mobile enables Send OTP exactly when @rinn/validation accepts it', (typed) => {
    const actor = createActor(applicationJourneyMachine, { input: { start: {}, session: null } }).start();
    actor.send({ type: 'MOBILE.CHANGE', value: typed });
    expect(connectApplicationJourney(actor.getSnapshot(), (event) => actor.send(event)).canSendOtp).toBe(canSendOtp(normaliseMobile(typed)));
  });

  it('APPJ-003: Resume Application continues the draft’s loan type at its first unsaved step', async () => {
    const card = { systemId: 2, isNbfcLead: false, isNBFC: false, userToken: 'card-token' };
    const resume = buildJourneyStart({ ...resumeJourney(card), userMobile: session.mobile }).params;
    const { actor, api, loadDraft, saveStep } = start({ start: resume });
    expect(loadDraft.calls[0]!.params).toMatchObject({ productsId: 2, vendorsId: 5, formSource: 'userDashboard', userToken: 'card-token', backBtnSlug: '/dashboard' });
    loadDraft.resolve({ draftId: 'd7', product: 'used-car-loan', saved: { 'personal-details': personal, employment } });
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'step', product: 'used-car-loan', step: 'vehicle-and-amount', stepNumber: 3, values: {} });
    api().getBackProps().onClick();
    expect(api()).toMatchObject({ step: 'employment', values: employment });
    api().getSubmitProps().onClick();
    expect(saveStep.calls[0]).toMatchObject({ draftId: 'd7', product: 'used-car-loan', step: 'employment', values: employment });
    saveStep.resolve({ draftId: 'd7' });
    await flushPromises();
    actor.send({ type: 'VALUES.SET', values: vehicle });
    api().getSubmitProps().onClick();
    expect(saveStep.calls[1]).toMatchObject({ draftId: 'd7', step: 'vehicle-and-amount', values: vehicle });
    expect(resumeIndex(['personal-details', 'employment'], {})).toBe(0);
    expect(resumeIndex(['personal-details', 'employment'], { 'personal-details': personal, employment })).toBe(2);
  });

  it('APPJ-003: a draft with every step saved goes straight to the offers', async () => {
    const { api, loadDraft, fetchOffers } = start();
    loadDraft.resolve({ draftId: 'd9', product: 'personal-loan', saved: personalLoanSteps });
    await flushPromises();
    expect(fetchOffers.calls).toEqual([{ draftId: 'd9', session }]);
    expect(api().screen).toBe('loading');
  });

  it('APPJ-003: a draft that cannot be loaded offers Retry', async () => {
    const { api, loadDraft } = start();
    loadDraft.reject(new Error('Service unavailable'));
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'failed', canRetry: true, error: 'Service unavailable' });
    api().getRetryProps().onClick();
    expect(loadDraft.calls).toHaveLength(2);
    expect(api().error).toBeNull();
  });

  it('APPJ-004: an invalid step shows its messages and is not saved; a valid one is saved before the next opens', async () => {
    const { api, loadDraft, saveStep } = start({ pageProduct: 'personal-loan' });
    loadDraft.resolve(null);
    await flushPromises();
    api().getFieldProps('fullName').onChange('Asha 2');
    api().getSubmitProps().onClick();
    expect(saveStep.calls).toEqual([]);
    expect(api().getFieldProps('fullName')).toMatchObject({ error: { code: 'NAME_INVALID' }, 'aria-invalid': true });
    expect(inEnglish(api().getFieldProps('fullName').error)).toBe(NAME_INVALID);
    expect(Object.keys(api().fieldErrors)).toEqual(expect.arrayContaining(['fullName', 'dateOfBirth', 'email', 'pan', 'pincode', 'city']));
    api().getFieldProps('fullName').onChange('Asha Rani');
    expect(api().getFieldProps('fullName').error).toBeNull();
    for (const [field, value] of Object.entries(personal)) api().getFieldProps(field).onChange(value);
    api().getSubmitProps().onClick();
    expect(api()).toMatchObject({ isBusy: true, fieldErrors: {} });
    expect(saveStep.calls[0]).toEqual({
      draftId: null,
      params: { productsId: 5, vendorsId: 5 },
      product: 'personal-loan',
      step: 'personal-details',
      values: personal,
      session,
    });
    saveStep.reject(new Error('Could not save'));
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'step', step: 'personal-details', error: 'Could not save', canRetry: true, values: personal });
    api().getRetryProps().onClick();
    saveStep.resolve({ draftId: 'd1' });
    await flushPromises();
    expect(api()).toMatchObject({ step: 'employment', stepNumber: 2, values: {}, error: null });
    api().getFieldProps('employment').onChange('salaried');
    api().getSubmitProps().onClick();
    expect(saveStep.calls).toHaveLength(2); // the failed save and its retry; the invalid step is not sent
    expect(api().fieldErrors.employerName).toHaveProperty('code');
    expect(api().fieldErrors.netMonthlyIncome).toMatchObject({ code: 'incomeOutOfRange' });
  });

  it('APPJ-004: after a failed save, editing or Back returns to the form', async () => {
    const { api, loadDraft, saveStep, completeStep } = start({ pageProduct: 'personal-loan' });
    loadDraft.resolve(null);
    await flushPromises();
    await completeStep(personal);
    for (const [field, value] of Object.entries(employment)) api().getFieldProps(field).onChange(value);
    api().getSubmitProps().onClick();
    expect(saveStep.calls[1]).toMatchObject({ draftId: 'd1', step: 'employment' });
    saveStep.reject(new Error('Could not save'));
    await flushPromises();
    api().getFieldProps('netMonthlyIncome').onChange(90_000);
    expect(api()).toMatchObject({ error: null, canRetry: false, values: { ...employment, netMonthlyIncome: 90_000 } });
    api().getSubmitProps().onClick();
    saveStep.reject(new Error('Could not save'));
    await flushPromises();
    api().getBackProps().onClick();
    expect(api()).toMatchObject({ step: 'employment', error: null, canRetry: false });
  });

  it('APPJ-005: Back goes to the previous step, and from the first step to the backBtnSlug', async () => {
    const { api, loadDraft, navigate, completeStep } = start({ start: { backBtnSlug: '/emi-calculator' }, pageProduct: 'used-car-loan' });
    loadDraft.resolve(null);
    await flushPromises();
    await completeStep(personal);
    expect(api().step).toBe('employment');
    api().getBackProps().onClick();
    expect(api()).toMatchObject({ step: 'personal-details', values: personal });
    api().getBackProps().onClick();
    expect(navigate.calls).toEqual([{ to: '/emi-calculator' }]);
    expect(api().getBackProps().disabled).toBe(true);
    navigate.reject(new Error('blocked'));
    await flushPromises();
    expect(api().screen).toBe('leaving');
  });

  it('APPJ-005: without a backBtnSlug Back leaves for the loan type’s page, or home', () => {
    expect(backTarget({ params: { productsId: 2, vendorsId: 5, backBtnSlug: '/dashboard' }, product: 'used-car-loan' })).toBe('/dashboard');
    expect(backTarget({ params: { productsId: 2, vendorsId: 5 }, product: 'used-car-loan' })).toBe('/used-car-loan');
    expect(backTarget({ params: null, product: 'no-such-loan' as LoanProductSlug })).toBe('/');
    const visitor = start({ session: null, pageProduct: 'two-wheeler-loan' });
    visitor.api().getBackProps().onClick();
    expect(visitor.navigate.calls).toEqual([{ to: '/two-wheeler-loan' }]);
  });

  it('APPJ-006: the last step fetches the offers; choosing one opens its KFS; the acknowledged KFS creates the application', async () => {
    const { actor, api, loadDraft, fetchOffers, loadKfs, createApplication, navigate, completeStep } = start({ pageProduct: 'personal-loan' });
    loadDraft.resolve(null);
    await flushPromises();
    await completeStep(personal);
    await completeStep(employment);
    await completeStep(purpose);
    await completeStep(consent);
    expect(fetchOffers.calls).toEqual([{ draftId: 'd1', session }]);
    fetchOffers.reject(new Error('Bureau unavailable'));
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'failed', canRetry: true, error: 'Bureau unavailable' });
    api().getRetryProps().onClick();
    fetchOffers.resolve(personalLoanMatch);
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'offers', offers: personalLoanMatch.offers, notMatched: [] });
    expect(api().getChooseOfferProps(999).disabled).toBe(true);
    actor.send({ type: 'OFFER.CHOOSE', lenderId: 999 });
    expect(api().screen).toBe('offers');
    const best = personalLoanMatch.offers[0]!;
    api().getChooseOfferProps(best.lenderId).onClick();
    expect(api()).toMatchObject({ screen: 'kfs', chosenOffer: best, kfsStatus: 'loading', kfs: null, kfsAcknowledged: false, canAccept: false });
    expect(loadKfs.calls).toEqual([{ draftId: 'd1', lenderId: best.lenderId }]);
    loadKfs.resolve(bestKfs);
    await flushPromises();
    expect(api()).toMatchObject({ kfsStatus: 'ready', kfs: bestKfs });
    api().getAcceptProps().onClick();
    expect(createApplication.calls).toEqual([]);
    api().getAcknowledgeKfsProps().onChange(true);
    expect(api().canAccept).toBe(true);
    api().getAcceptProps().onClick();
    expect(createApplication.calls).toEqual([{ draftId: 'd1', lenderId: best.lenderId, kfsAcknowledged: true, session }]);
    createApplication.reject(new Error('Lender unavailable'));
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'failed', error: 'Lender unavailable' });
    api().getBackProps().onClick();
    // Back to the statement already read: not loaded again.
    expect(api()).toMatchObject({ screen: 'kfs', kfsStatus: 'ready', kfs: bestKfs, kfsAcknowledged: true });
    expect(loadKfs.calls).toHaveLength(1);
    api().getAcceptProps().onClick();
    api().getRetryProps().onClick();
    createApplication.resolve({ applicationId: 'APP-1', message: 'Sent to the lender.' });
    await flushPromises();
    expect(api().applicationMessage).toBe('Sent to the lender.');
    // The confirmation stays: it names the lender and links to the dashboard; nothing navigates by itself.
    expect(api()).toMatchObject({ screen: 'created', applicationId: 'APP-1', chosenOffer: best });
    expect(navigate.calls).toEqual([]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(api().getBackProps().disabled).toBe(true);
  });

  it('APPJ-007: with no lender matching, the score and the ways forward show; trying the amount reopens the amount step with it', async () => {
    const { actor, api, loadDraft, fetchOffers, saveStep } = start();
    loadDraft.resolve({ draftId: 'd9', product: 'personal-loan', saved: tooMuchSteps });
    await flushPromises();
    fetchOffers.resolve(deadEndMatch);
    await flushPromises();
    const offered = deadEndMatch.waysForward!.amount!;
    expect(deadEndMatch.offers).toEqual([]);
    expect(api()).toMatchObject({ screen: 'offers', offers: [], creditScore: 780, waysForward: deadEndMatch.waysForward });
    // Only the value the matcher offered can be tried.
    expect(api().getTryWayForwardProps('loanAmount', offered.value + 1).disabled).toBe(true);
    actor.send({ type: 'WAY_FORWARD.TRY', field: 'loanAmount', value: offered.value + 1 });
    expect(api().screen).toBe('offers');
    expect(api().getTryWayForwardProps('tenureMonths', 36).disabled).toBe(true);
    api().getTryWayForwardProps('loanAmount', offered.value).onClick();
    expect(api()).toMatchObject({ screen: 'step', step: 'purpose-and-amount', values: { ...tooMuch, loanAmount: offered.value } });
    api().getSubmitProps().onClick();
    expect(saveStep.calls.at(-1)).toMatchObject({ draftId: 'd9', step: 'purpose-and-amount', values: { ...tooMuch, loanAmount: offered.value } });
  });

  it('VAL-MOBILE-005 APPJ-002: a mobile pasted as "+91 98765 43210" fits the box and becomes 9876543210', () => {
    const { api } = start({ session: null });
    expect('+91 98765 43210'.length).toBeLessThanOrEqual(api().getMobileInputProps().maxLength);
    api().getMobileInputProps().onValueChange('+91 98765 43210');
    expect(api()).toMatchObject({ screen: 'mobile', mobile: '9876543210', canSendOtp: true, mobileError: null });
  });

  it('STEP-008 APPJ-004: with today given, a 17-year-old is refused on the personal details and nothing is saved', async () => {
    const { api, loadDraft, saveStep } = start({ pageProduct: 'personal-loan', today });
    loadDraft.resolve(null);
    await flushPromises();
    for (const [field, value] of Object.entries({ ...personal, dateOfBirth: '24/11/2008' })) api().getFieldProps(field).onChange(value);
    api().getSubmitProps().onClick();
    expect(api().fieldErrors).toEqual({ dateOfBirth: { code: 'ageOutOfRange', params: { min: 18, max: 59 } } });
    expect(inEnglish(api().fieldErrors['dateOfBirth'])).toBe('You can apply for this loan from the age of 18 up to 59.');
    expect(saveStep.calls).toEqual([]);
    api().getFieldProps('dateOfBirth').onChange('23/11/2008');
    api().getSubmitProps().onClick();
    expect(saveStep.calls).toHaveLength(1);
  });

  it('APPJ-007: a way forward is offered only for the value and field the matcher found', () => {
    expect(isOfferedWayForward(null, 'loanAmount', 1)).toBe(false);
    expect(isOfferedWayForward(personalLoanMatch, 'loanAmount', 3_00_000)).toBe(false);
    const amount = deadEndMatch.waysForward!.amount!.value;
    expect(isOfferedWayForward(deadEndMatch, 'loanAmount', amount)).toBe(true);
    expect(isOfferedWayForward(deadEndMatch, 'tenureMonths', amount)).toBe(false);
  });

  it('APPJ-006: Back from the KFS returns to the offers, and from the offers to the last step', async () => {
    const { api, loadDraft, fetchOffers } = start();
    loadDraft.resolve({ draftId: 'd9', product: 'personal-loan', saved: personalLoanSteps });
    await flushPromises();
    fetchOffers.resolve(personalLoanMatch);
    await flushPromises();
    api().getChooseOfferProps(personalLoanMatch.offers[1]!.lenderId).onClick();
    api().getAcknowledgeKfsProps().onChange(true);
    api().getBackProps().onClick();
    expect(api()).toMatchObject({ screen: 'offers', chosenOffer: null, kfsAcknowledged: false });
    api().getBackProps().onClick();
    expect(api()).toMatchObject({ screen: 'step', step: 'credit-consent', values: consent });
    api().getSubmitProps().onClick();
    expect(api().isBusy).toBe(true);
  });

  it('APPJ-008: the offers sort by EMI or fees; up to three are ticked; two or three open side by side', async () => {
    const { actor, api, loadDraft, fetchOffers } = start();
    loadDraft.resolve({ draftId: 'd9', product: 'personal-loan', saved: personalLoanSteps });
    await flushPromises();
    fetchOffers.resolve(personalLoanMatch);
    await flushPromises();
    const all = personalLoanMatch.offers;
    expect(all.length).toBeGreaterThan(3);
    expect(api()).toMatchObject({ offerSort: 'apr', offers: all, comparedOffers: [], canCompare: false, isComparing: false });
    expect(api().getSortProps('apr').checked).toBe(true);
    api().getSortProps('emi').onChange();
    expect(api().offers).toEqual(sortOffers(all, 'emi'));
    api().getSortProps('fees').onChange();
    expect(api().offers).toEqual(sortOffers(all, 'fees'));
    // A key the machine does not know is ignored.
    actor.send({ type: 'OFFERS.SORT', key: 'commission' as 'apr' });
    expect(api().offerSort).toBe('fees');
    api().getSortProps('apr').onChange();

    const [first, second, third, fourth] = all;
    expect(api().getOpenCompareProps().disabled).toBe(true);
    api().getCompareToggleProps(second!.lenderId).onChange();
    api().getOpenCompareProps().onClick();
    expect(api().isComparing).toBe(false);
    api().getCompareToggleProps(first!.lenderId).onChange();
    api().getCompareToggleProps(third!.lenderId).onChange();
    // In the list's order, not the order of the ticks.
    expect(api().comparedOffers).toEqual([first, second, third]);
    expect(api()).toMatchObject({ canCompare: true, compareFull: true });
    expect(api().getCompareToggleProps(fourth!.lenderId)).toMatchObject({ checked: false, disabled: true });
    api().getCompareToggleProps(fourth!.lenderId).onChange();
    expect(api().comparedOffers).toHaveLength(3);
    // Only a shown offer can be ticked.
    actor.send({ type: 'OFFERS.COMPARE_TOGGLE', lenderId: 999 });
    api().getCompareToggleProps(third!.lenderId).onChange();
    expect(actor.getSnapshot().context.comparedLenderIds).toEqual([second!.lenderId, first!.lenderId]);

    api().getOpenCompareProps().onClick();
    expect(api()).toMatchObject({ screen: 'offers', isComparing: true, comparedOffers: [first, second] });
    // Ticks do not change while the comparison shows.
    expect(api().getCompareToggleProps(third!.lenderId).disabled).toBe(true);
    // Choosing from the comparison opens the KFS; Back returns to the comparison.
    api().getChooseOfferProps(second!.lenderId).onClick();
    expect(api()).toMatchObject({ screen: 'kfs', chosenOffer: second });
    api().getBackProps().onClick();
    expect(api()).toMatchObject({ screen: 'offers', isComparing: true, comparedOffers: [first, second] });
    // Back (or Close) from the comparison returns to the list, with the ticks kept.
    api().getBackProps().onClick();
    expect(api()).toMatchObject({ screen: 'offers', isComparing: false, comparedOffers: [first, second] });
    api().getOpenCompareProps().onClick();
    api().getCloseCompareProps().onClick();
    expect(api().isComparing).toBe(false);
    // From the list, the KFS returns to the list.
    api().getChooseOfferProps(first!.lenderId).onClick();
    api().getBackProps().onClick();
    expect(api()).toMatchObject({ screen: 'offers', isComparing: false });
    api().getClearCompareProps().onClick();
    expect(api()).toMatchObject({ comparedOffers: [], canCompare: false });
  });

  it('APPJ-008: a new match clears the ticks and keeps the sort', async () => {
    const { api, loadDraft, fetchOffers, saveStep } = start();
    loadDraft.resolve({ draftId: 'd9', product: 'personal-loan', saved: personalLoanSteps });
    await flushPromises();
    fetchOffers.resolve(personalLoanMatch);
    await flushPromises();
    api().getSortProps('emi').onChange();
    api().getCompareToggleProps(personalLoanMatch.offers[0]!.lenderId).onChange();
    api().getCompareToggleProps(personalLoanMatch.offers[1]!.lenderId).onChange();
    api().getBackProps().onClick();
    api().getSubmitProps().onClick();
    saveStep.resolve({ draftId: 'd9' });
    await flushPromises();
    fetchOffers.resolve(personalLoanMatch);
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'offers', offerSort: 'emi', comparedOffers: [], isComparing: false });
  });

  it('APPJ-006: Back after failed offers returns to the last step', async () => {
    const { api, loadDraft, fetchOffers } = start();
    loadDraft.resolve({ draftId: 'd9', product: 'personal-loan', saved: personalLoanSteps });
    await flushPromises();
    fetchOffers.reject(new Error('down'));
    await flushPromises();
    api().getBackProps().onClick();
    expect(api()).toMatchObject({ screen: 'step', step: 'credit-consent', error: null });
  });

  it('APPJ-009: the KFS is the server’s: loading, a failure with Retry, accepted only once shown; its PDF downloads once shown', async () => {
    const { api, loadDraft, fetchOffers, loadKfs, downloadKfs } = start();
    loadDraft.resolve({ draftId: 'd1', product: 'personal-loan', saved: personalLoanSteps });
    await flushPromises();
    fetchOffers.resolve(personalLoanMatch);
    await flushPromises();
    api().getChooseOfferProps(bestOffer.lenderId).onClick();
    // Acknowledged while it loads: the statement has not been shown, so it cannot be accepted yet.
    api().getAcknowledgeKfsProps().onChange(true);
    expect(api()).toMatchObject({ kfsStatus: 'loading', canAccept: false });
    expect(api().getDownloadKfsProps().disabled).toBe(true);
    expect(api().getRetryKfsProps().disabled).toBe(true);
    loadKfs.reject(new Error('KFS unavailable'));
    await flushPromises();
    expect(api()).toMatchObject({ screen: 'kfs', kfsStatus: 'failed', kfsError: 'KFS unavailable', canAccept: false });
    api().getRetryKfsProps().onClick();
    expect(api().kfsStatus).toBe('loading');
    expect(loadKfs.calls).toHaveLength(2);
    loadKfs.resolve(bestKfs);
    await flushPromises();
    expect(api()).toMatchObject({ kfsStatus: 'ready', kfsError: null, canAccept: true, kfsDownloading: false });

    api().getDownloadKfsProps().onClick();
    expect(api()).toMatchObject({ kfsDownloading: true, canAccept: true });
    expect(api().getDownloadKfsProps().disabled).toBe(true);
    expect(downloadKfs.calls).toEqual([{ draftId: 'd1', lenderId: bestOffer.lenderId }]);
    downloadKfs.reject(new Error('offline'));
    await flushPromises();
    expect(api()).toMatchObject({ kfsDownloading: false, kfsDownloadFailed: true });
    api().getDownloadKfsProps().onClick();
    downloadKfs.resolve();
    await flushPromises();
    expect(api()).toMatchObject({ kfsDownloading: false, kfsDownloadFailed: false, kfs: bestKfs });

    // Back to the offers and another offer: its own statement is loaded, the first one's is gone.
    api().getBackProps().onClick();
    expect(api()).toMatchObject({ screen: 'offers', kfs: null, kfsAcknowledged: false });
    const other = personalLoanMatch.offers[1]!;
    api().getChooseOfferProps(other.lenderId).onClick();
    expect(loadKfs.calls.at(-1)).toEqual({ draftId: 'd1', lenderId: other.lenderId });
  });

  describe('every shortest path', () => {
    const cases = shortestPathCases(applicationJourneyMachine, {
      input: { start: { backBtnSlug: '/emi-calculator' }, session: null, pageProduct: 'personal-loan' },
      events: [
        { type: 'MOBILE.CHANGE', value: '9876543210' },
        { type: 'VALUES.SET', values: personal },
        { type: 'VALUES.SET', values: employment },
        { type: 'VALUES.SET', values: purpose },
        { type: 'VALUES.SET', values: consent },
        { type: 'FIELD.CHANGE', field: 'fullName', value: 'Asha 2' },
        { type: 'OFFER.CHOOSE', lenderId: personalLoanMatch.offers[0]!.lenderId },
        { type: 'KFS.ACKNOWLEDGE', acknowledged: true },
        { type: 'xstate.done.actor.loadKeyFactStatement', output: bestKfs },
        // The OTP child's own states are walked by otp.test.ts; here it ends verified or unsent.
        { type: 'xstate.done.actor.otp', output: { status: 'unsent', error: 'Too many attempts', failure: null } },
        { type: 'xstate.done.actor.otp', output: { status: 'verified', referenceId: 'r', retries: 1, sent: { referenceId: 'r' }, result: session } },
        { type: 'xstate.done.actor.loadDraft', output: null },
        { type: 'xstate.done.actor.saveStep', output: { draftId: 'd1' } },
        { type: 'xstate.done.actor.fetchOffers', output: personalLoanMatch },
        { type: 'xstate.done.actor.fetchOffers', output: deadEndMatch },
        { type: 'WAY_FORWARD.TRY', field: 'loanAmount', value: deadEndMatch.waysForward!.amount!.value },
        { type: 'xstate.done.actor.createApplication', output: { applicationId: 'APP-1' } },
      ],
      // Only what the graph needs to tell states apart: the form's values collapse to which sample they hold.
      serializeState: (snapshot) => {
        const { context } = snapshot;
        return JSON.stringify({
          value: snapshot.value,
          stepIndex: context.stepIndex,
          saved: Object.keys(context.saved),
          values: validateJourneyStep(context.product, context.steps[context.stepIndex]!, context.values).ok,
          invalid: Object.keys(context.fieldErrors).length > 0,
          mobile: context.mobile,
          error: context.error !== null,
          signedIn: context.session !== null,
          offers: context.match !== null,
          chosen: context.chosenLenderId,
          acknowledged: context.kfsAcknowledged,
          applicationId: context.applicationId,
          draftId: context.draftId,
        });
      },
      check: (snapshot) => {
        const view = connectApplicationJourney(snapshot, () => undefined);
        if (view.canSendOtp) expect(view.screen).toBe('mobile');
        if (view.canVerifyOtp || view.canResend) expect(view.screen).toBe('otp');
        if (view.canAccept) expect(view.chosenOffer).not.toBeNull();
        if (view.screen === 'step') expect(view.step).toBe(view.steps[view.stepNumber - 1]);
        if (view.applicationId !== null) expect(view.screen).toBe('created');
        expect(view.backTarget).toBe('/emi-calculator');
      },
    });
    it('covers the journey from a new mobile to a created application', () => {
      expect(cases.some((path) => path.description.includes('"created"'))).toBe(true);
    });
    it.each(cases.map((path) => [path.description, path] as const))('%s', (_, path) => path.run());
  });
});
