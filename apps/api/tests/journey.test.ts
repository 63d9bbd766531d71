import { fc } from '@fast-check/vitest';
import { applicationListRoute } from '@rinn/contract';
import { formatIndianNumber } from '@rinn/format';
import { CARD_PRODUCT_CODE_BY_SLUG, cardView, type ApplicationCard } from '@rinn/rules';
import { KFS_LABELS, MATCH_CRITERIA, STEP_MESSAGES, applicantAgeLimits, journeySteps, matchOffers, offerApplicationFromSteps, waysForward, type Offer } from '@rinn/offers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentRequests } from '../src/db/schema.js';
import { sandboxBureau } from '../src/modules/credit-score/credit-bureau.js';
import { DRAFT_LEAD_STATUS } from '../src/modules/journey/draft-card.js';
import { JOURNEY_LEAD_STATUS } from '../src/modules/journey/journey-application.js';
import { JOURNEY_MESSAGES } from '../src/modules/journey/journey-service.js';
import { notoDevanagari, pdfFonts, pdfLines, pdfText } from './pdf-text.js';
import { TEST_SECRETS, authHeaders, json, latestOtp, login, nextAddress, startTestServer, type TestServer } from './helpers.js';

const START = { params: { productsId: 2, vendorsId: 5, backBtnSlug: '/emi-calculator' }, product: 'used-car-loan' };
const STEPS = {
  'personal-details': { fullName: 'Meera Iyer', dateOfBirth: '14/03/1990', email: 'meera@example.in', pan: 'ABCPI1234K', pincode: '411001', city: 'pune' },
  employment: { employment: 'salaried', employerName: 'Infosys Limited', netMonthlyIncome: 90_000 },
  'vehicle-and-amount': { make: 'Maruti Suzuki', model: 'Swift', registrationNumber: 'MH12AB1234', loanAmount: 450_000, tenureMonths: 48 },
  'credit-consent': { bureauConsent: true },
} as const;

type Session = Awaited<ReturnType<typeof login>>;
type Draft = { draftId: string; currentStep: string | null; status: string; saved: Record<string, unknown>; steps: string[]; applicationId: string | null };

describe('loan application journey', () => {
  let server: TestServer;
  let customer: Session;
  let other: Session;
  let mobile: string;
  let score: number;

  beforeAll(async () => {
    server = await startTestServer({ requestsPerMinute: 1_000_000 });
    // A new customer whose sandbox bureau score (the bureau of the dashboard) is good enough for offers.
    const bureau = sandboxBureau(TEST_SECRETS.otpSecret);
    for (let candidate = 9_000_000_001; ; candidate += 1) {
      const report = await bureau.fetchScore(String(candidate));
      if (report.score >= 780) {
        mobile = String(candidate);
        score = report.score;
        break;
      }
    }
    customer = await login(server.app, mobile);
    other = await login(server.app, '9123456780');
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
    server.app.inject({ method, url, headers: authHeaders(session), ...(payload === undefined ? {} : { payload }) });

  const start = async (session = customer, body: object = START) => {
    const response = await call('POST', '/api/journey', session, body);
    expect(response.statusCode, response.body).toBe(201);
    return json<Draft>(response).data;
  };

  const save = (id: string, step: string, values: unknown, session = customer) => call('PUT', `/api/journey/${id}/step`, session, { step, values });

  const finished = async () => {
    const draft = await start();
    for (const [step, values] of Object.entries(STEPS)) {
      const response = await save(draft.draftId, step, values);
      expect(response.statusCode, response.body).toBe(200);
    }
    return draft;
  };

  it('DRAFT-002: start, then each valid step is saved and the current step moves on (STEP-001)', async () => {
    const draft = await start();
    expect(draft.steps).toEqual(journeySteps('used-car-loan'));
    expect(draft.currentStep).toBe('personal-details');
    expect(draft.status).toBe('open');
    const saved = await save(draft.draftId, 'personal-details', STEPS['personal-details']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.currentStep).toBe('employment');
    expect(json<{ saved: Record<string, unknown> }>(saved).data.saved['personal-details']).toEqual(STEPS['personal-details']);
    const read = json<Draft>(await call('GET', `/api/journey/${draft.draftId}`, customer)).data;
    expect(read.currentStep).toBe('employment');
    expect(read.saved).toEqual({ 'personal-details': STEPS['personal-details'] });
  });

  it('DRAFT-002: an invalid step answers 400 with one issue per field and stores nothing', async () => {
    const draft = await start();
    const bad = await save(draft.draftId, 'personal-details', { ...STEPS['personal-details'], pan: 'ABC', dateOfBirth: '31/02/1990' });
    expect(bad.statusCode).toBe(400);
    const body = json(bad);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['body.values.dateOfBirth', 'body.values.pan']);
    expect(body.message).toBe(body.issues?.[0]?.message);
    const notInJourney = await save(draft.draftId, 'purpose-and-amount', { purpose: 'medical', loanAmount: 100_000, tenureMonths: 24 });
    expect(notInJourney.statusCode).toBe(400);
    expect(json(notInJourney).issues?.[0]?.path).toBe('body.step');
    const amountTooHigh = await save(draft.draftId, 'vehicle-and-amount', { ...STEPS['vehicle-and-amount'], loanAmount: 999_999_999 });
    expect(amountTooHigh.statusCode).toBe(400);
    expect(json(amountTooHigh).issues?.[0]?.path).toBe('body.values.loanAmount');
    const structure = await save(draft.draftId, 'employment', { ...STEPS.employment, employerName: { nested: true } });
    expect(structure.statusCode).toBe(400);
    const read = json<Draft>(await call('GET', `/api/journey/${draft.draftId}`, customer)).data;
    expect(read.saved).toEqual({});
    expect(read.currentStep).toBe('personal-details');
  });

  it('DRAFT-002 STEP-008: a date of birth outside the ages the loan type accepts, on the server clock, is refused and not stored', async () => {
    const draft = await start();
    const { minAgeYears, maxAgeYears } = applicantAgeLimits('used-car-loan');
    // The server clock reads 22 November 2026 in Asia/Kolkata: born 23 November 2008 is 17.
    const young = await save(draft.draftId, 'personal-details', { ...STEPS['personal-details'], dateOfBirth: '23/11/2008' });
    expect(young.statusCode).toBe(400);
    expect(json(young).issues).toEqual([
      {
        path: 'body.values.dateOfBirth',
        message: STEP_MESSAGES.ageOutOfRange(minAgeYears, maxAgeYears),
        messageCode: 'ageOutOfRange',
        messageParams: { min: minAgeYears, max: maxAgeYears },
      },
    ]);
    const adult = await save(draft.draftId, 'personal-details', { ...STEPS['personal-details'], dateOfBirth: '22/11/2008' });
    expect(adult.statusCode, adult.body).toBe(200);
  });

  it('DRAFT-004: offers wait for every step (409), then come from matchOffers with the sandbox bureau score', async () => {
    const draft = await start();
    await save(draft.draftId, 'personal-details', STEPS['personal-details']);
    const early = await call('GET', `/api/journey/${draft.draftId}/offers`, customer);
    expect(early.statusCode).toBe(409);
    expect(json(early).message).toBe(JOURNEY_MESSAGES.stepsMissing);
    for (const [step, values] of Object.entries(STEPS)) await save(draft.draftId, step, values);
    const response = await call('GET', `/api/journey/${draft.draftId}/offers`, customer);
    expect(response.statusCode, response.body).toBe(200);
    const data = json(response).data as { offers: Offer[]; notMatched: { lenderId: number; reasons: { criterion: string }[] }[]; creditScore: number; orderedBy: string };
    expect(data.creditScore).toBe(score);
    const expected = matchOffers(
      offerApplicationFromSteps('used-car-loan', STEPS, score, { year: 2026, month: 11, day: 22 })!,
    );
    expect(data.offers).toEqual(expected.offers);
    expect(data.offers.length).toBeGreaterThan(0);
    expect(data.notMatched.map((lender) => lender.lenderId)).toEqual(expected.notMatched.map((lender) => lender.lenderId));
    for (const lender of data.notMatched) {
      expect(lender.reasons.length).toBeGreaterThan(0);
      for (const reason of lender.reasons) expect(MATCH_CRITERIA).toContain(reason.criterion);
    }
    const aprs = data.offers.map((offer) => offer.apr);
    expect(aprs).toEqual([...aprs].sort((left, right) => left - right));
    // With offers there is no dead end to lead out of.
    expect((json<{ waysForward: unknown }>(response).data).waysForward).toBeNull();
  });

  it('DRAFT-004: when no lender matches, the offers carry the ways forward computed on the same application (WAYS-001…004)', async () => {
    const draft = await start();
    const lowIncome = { ...STEPS, employment: { ...STEPS.employment, netMonthlyIncome: 15_000 } };
    for (const [step, values] of Object.entries(lowIncome)) await save(draft.draftId, step, values);
    const response = await call('GET', `/api/journey/${draft.draftId}/offers`, customer);
    expect(response.statusCode, response.body).toBe(200);
    const data = json(response).data as { offers: Offer[]; waysForward: { income: { lenderId: number; required: number; coApplicantIncome: number }[] } | null };
    expect(data.offers).toEqual([]);
    const application = offerApplicationFromSteps('used-car-loan', lowIncome, score, { year: 2026, month: 11, day: 22 })!;
    expect(data.waysForward).toEqual(JSON.parse(JSON.stringify(waysForward(application))));
    expect(data.waysForward?.income.length).toBeGreaterThan(0);
    expect(data.waysForward?.income[0]?.coApplicantIncome).toBe(data.waysForward!.income[0]!.required - 15_000);
  });

  it('DRAFT-006: the KFS states the offer, and its PDF parses and states the amount, EMI and APR', async () => {
    const draft = await finished();
    const offers = json(await call('GET', `/api/journey/${draft.draftId}/offers`, customer)).data.offers as Offer[];
    const offer = offers[0]!;
    const kfsResponse = await call('GET', `/api/journey/${draft.draftId}/offers/${offer.lenderId}/kfs`, customer);
    expect(kfsResponse.statusCode, kfsResponse.body).toBe(200);
    const kfs = json<{ loan: { sanctionedAmount: number }; instalments: { amount: number } } & Record<string, unknown>>(kfsResponse).data;
    expect(kfs.loan.sanctionedAmount).toBe(offer.loanAmount);
    expect(kfs.instalments.amount).toBe(offer.emi);
    expect(kfs.aprPercent).toBe(offer.apr);
    expect(kfs.netDisbursed).toBe(offer.netDisbursed);
    expect(kfs.reference).toBe(draft.draftId);
    expect(kfs.issuedOn).toEqual({ year: 2026, month: 11, day: 22 });

    const pdfResponse = await call('GET', `/api/journey/${draft.draftId}/offers/${offer.lenderId}/kfs/download`, customer);
    expect(pdfResponse.statusCode, pdfResponse.body).toBe(200);
    const file = json<{ _file: string; fileName: string; mimeType: string }>(pdfResponse).data;
    expect(file.mimeType).toBe('application/pdf');
    expect(file.fileName).toBe(`key-fact-statement-${draft.draftId}.pdf`);
    const text = await pdfText(file._file);
    expect(text).toContain('Key Fact Statement');
    expect(text).toContain(`₹${formatIndianNumber(offer.loanAmount)}`);
    expect(text).toContain(`EPI\n₹${formatIndianNumber(offer.emi)}`);
    expect(text).not.toContain('Rs.');
    expect(text).toContain(`${offer.apr.toFixed(2)}%`);
    expect(text).toContain(offer.lenderName);
    expect(text).toContain('Cooling-off');

    const noOffer = await call('GET', `/api/journey/${draft.draftId}/offers/999/kfs`, customer);
    expect(noOffer.statusCode).toBe(404);
  });

  const kfsPdf = async (draftId: string, lenderId: number, query = '') => {
    const response = await call('GET', `/api/journey/${draftId}/offers/${lenderId}/kfs/download${query}`, customer);
    expect(response.statusCode, response.body).toBe(200);
    return (json<{ _file: string; fileName: string }>(response).data) ;
  };

  it('PDF-001: the Hindi KFS PDF has the KFS page\'s Hindi labels and every figure of the English one, with ₹', async () => {
    const draft = await finished();
    const offer = (json(await call('GET', `/api/journey/${draft.draftId}/offers`, customer)).data.offers as Offer[])[0]!;
    const english = await kfsPdf(draft.draftId, offer.lenderId, '?lang=en');
    const hindi = await kfsPdf(draft.draftId, offer.lenderId, '?lang=hi');
    expect(hindi.fileName).toBe(english.fileName);
    const [en, hi] = [await pdfText(english._file), await pdfText(hindi._file)];
    expect(await pdfText((await kfsPdf(draft.draftId, offer.lenderId))._file)).toBe(en);
    for (const key of ['kfsHeading', 'kfsPart1', 'kfsPart2', 'kfsSanctioned', 'kfsInterestRate', 'kfsTotalCharges', 'kfsNetDisbursed', 'kfsApr', 'kfsCoolingOff', 'kfsGrievanceLender', 'kfsSchedule', 'kfsTotalPayable'] as const) {
      expect(hi, key).toContain(KFS_LABELS.hi[key]);
      expect(en, key).toContain(KFS_LABELS.en[key]);
    }
    expect(hi).toContain('अंतिम किस्त');
    expect(hi).toContain(`${offer.tenureMonths} महीने`);
    expect(hi).toContain(`₹${formatIndianNumber(offer.loanAmount)}`);
    expect(hi).toContain(`${offer.apr.toFixed(2)}%`);
    // The same figures, in the same order: every rupee amount and percentage of the English PDF.
    const figures = (text: string) => text.match(/₹[\d,]+|[\d.]+%/g);
    expect(figures(hi)).toEqual(figures(en));
    expect(figures(en)!.length).toBeGreaterThan(15);
    // Apart from lender, brand and product names, RBI's abbreviations and addresses, the Hindi PDF is Hindi.
    const latin = (text: string) => (text.match(/[A-Za-z]/g) ?? []).length;
    const devanagari = (text: string) => (text.match(/[\u0900-\u097f]/g) ?? []).length;
    expect(devanagari(hi)).toBeGreaterThan(latin(hi));
    expect(devanagari(en)).toBe(0);
  });

  it('PDF-001: every line of the Hindi KFS PDF is drawn as HarfBuzz shapes it (conjuncts, pre-base ि)', async () => {
    const draft = await finished();
    const offer = (json(await call('GET', `/api/journey/${draft.draftId}/offers`, customer)).data.offers as Offer[])[0]!;
    const file = (await kfsPdf(draft.draftId, offer.lenderId, '?lang=hi'))._file;
    const lines = await pdfLines(file);
    const fonts = await pdfFonts(file);
    const faces = { regular: notoDevanagari('regular'), bold: notoDevanagari('bold') };
    // The shaping the check relies on reorders and joins: कि draws its ि matra before the क, प्र is one glyph.
    const noto = faces.regular;
    expect(noto.shape('कि')).toHaveLength(2);
    expect(noto.shape('कि')[1]).toBe(noto.shape('क')[0]);
    expect(noto.shape('प्र')).toHaveLength(1);
    for (const key of ['ऋण', 'किस्त', 'प्रति', 'ब्याज दर', 'पुनर्भुगतान']) expect(lines.some((line) => line.text.includes(key)), key).toBe(true);
    expect(lines.length).toBeGreaterThan(40);
    for (const line of lines) {
      const face = line.font.includes('Bold') ? faces.bold : faces.regular;
      const drawn = line.glyphs.map((id) => fonts.get(line.font)!.getGlyph(id).path.toSVG());
      expect(drawn, line.text).toEqual(face.shape(line.text).map(face.outline));
    }
  });

  it('PDF-001: a language other than en or hi answers 400 with a clear message', async () => {
    const draft = await finished();
    const offer = (json(await call('GET', `/api/journey/${draft.draftId}/offers`, customer)).data.offers as Offer[])[0]!;
    const download = (query: string) => call('GET', `/api/journey/${draft.draftId}/offers/${offer.lenderId}/kfs/download${query}`, customer);
    for (const query of ['?lang=fr', '?lang=', '?lang=HI', '?lang=hi&lang=en']) {
      const response = await download(query);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).message, query).toContain("lang must be 'en' (English) or 'hi' (Hindi)");
    }
    const nul = await download('?lang=%00');
    expect(nul.statusCode).toBe(400);
    expect(json(nul).message).toContain('lang');
  });

  it('DRAFT-005: choosing an offer after its KFS creates the application the dashboard lists, with voucher and consent request', async () => {
    const draft = await finished();
    const offer = (json(await call('GET', `/api/journey/${draft.draftId}/offers`, customer)).data.offers as Offer[])[0]!;
    const unacknowledged = await call('POST', `/api/journey/${draft.draftId}/application`, customer, { lenderId: offer.lenderId, kfsAcknowledged: false });
    expect(unacknowledged.statusCode).toBe(400);

    const chosen = await call('POST', `/api/journey/${draft.draftId}/application`, customer, { lenderId: offer.lenderId, kfsAcknowledged: true });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const created = json<{ applicationId: string; lenderName: string; consentReferenceId: string }>(chosen).data;
    expect(created.lenderName).toBe(offer.lenderName);

    const list = json(await call('GET', '/api/application', customer)).data.applications as { id: string; lenderName: string; leadStatus: string; product: string; loanAmount: number; stages: { isComplete: boolean }[] }[];
    const card = list.find((application) => application.id === created.applicationId);
    expect(card).toMatchObject({ lenderName: offer.lenderName, leadStatus: JOURNEY_LEAD_STATUS, product: CARD_PRODUCT_CODE_BY_SLUG['used-car-loan'], loanAmount: offer.loanAmount });
    expect(card!.stages[0]!.isComplete).toBe(true);

    const detail = json<{ offers: { voucherExpiryDate: string }[]; finance: { asset: unknown } | null }>(await call('GET', `/api/application/${created.applicationId}`, customer)).data;
    expect(detail.offers).toHaveLength(1);
    expect(detail.offers[0]).toMatchObject({
      lenderName: offer.lenderName,
      loanAmount: offer.loanAmount,
      roi: offer.roi,
      emi: offer.emi,
      tenure: offer.tenureMonths,
      processingFee: offer.processingFeeBeforeGst,
      stampDuty: offer.stampDuty,
      serviceCharges: offer.serviceCharges,
      valuationCharges: offer.valuationCharges,
    });
    // The KFS binds the lender for three working days: Sunday 22 Nov 2026 → Wednesday 25 Nov.
    expect(detail.offers[0]?.voucherExpiryDate).toBe('2026-11-25');
    expect(detail.finance?.asset).toMatchObject({ make_name: 'Maruti Suzuki', model_name: 'Swift' });

    const [request] = await server.database.db.select().from(consentRequests).where(eq(consentRequests.referenceId, created.consentReferenceId));
    expect(request).toMatchObject({ mobile, applicationId: Number(created.applicationId), status: 'pending' });
    const outbox = json(await server.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${mobile}` })).data.messages as { body: string }[];
    expect(outbox.some((message) => message.body.includes(offer.lenderName) && message.body.includes('/consent/'))).toBe(true);

    const again = await call('POST', `/api/journey/${draft.draftId}/application`, customer, { lenderId: offer.lenderId, kfsAcknowledged: true });
    expect(again.statusCode).toBe(409);
    const edit = await save(draft.draftId, 'employment', STEPS.employment);
    expect(edit.statusCode).toBe(409);
    const read = json<Draft>(await call('GET', `/api/journey/${draft.draftId}`, customer)).data;
    expect(read).toMatchObject({ status: 'applied', applicationId: created.applicationId });
  });

  it('DRAFT-005: two choices at once create one application', async () => {
    const draft = await finished();
    const offers = json(await call('GET', `/api/journey/${draft.draftId}/offers`, customer)).data.offers as Offer[];
    const responses = await Promise.all(
      [offers[0]!, offers[offers.length - 1]!].map((offer) =>
        call('POST', `/api/journey/${draft.draftId}/application`, customer, { lenderId: offer.lenderId, kfsAcknowledged: true }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('DRAFT-004: choosing needs the stored offers (409 before them, 404 for a lender without one)', async () => {
    const draft = await finished();
    const before = await call('POST', `/api/journey/${draft.draftId}/application`, customer, { lenderId: 1, kfsAcknowledged: true });
    expect(before.statusCode).toBe(409);
    expect(json(before).message).toBe(JOURNEY_MESSAGES.offersFirst);
    const data = json<{ notMatched: { lenderId: number }[] }>(await call('GET', `/api/journey/${draft.draftId}/offers`, customer)).data;
    const unmatched = data.notMatched[0];
    expect(unmatched).toBeDefined();
    const refused = await call('POST', `/api/journey/${draft.draftId}/application`, customer, { lenderId: unmatched!.lenderId, kfsAcknowledged: true });
    expect(refused.statusCode).toBe(404);
    // A changed step forgets the offers matched on the old answers.
    await save(draft.draftId, 'employment', { ...STEPS.employment, netMonthlyIncome: 95_000 });
    const stale = await call('GET', `/api/journey/${draft.draftId}/offers/1/kfs`, customer);
    expect(stale.statusCode).toBe(409);
  });

  it('DRAFT-003: resume by the userToken, else the latest open draft of the loan type, else none', async () => {
    const fresh = await login(server.app, '9123456781');
    const none = await call('POST', '/api/journey/resume', fresh, START);
    expect(none.statusCode, none.body).toBe(200);
    expect(json(none).data.draft).toBeNull();
    const first = await start(fresh);
    await save(first.draftId, 'personal-details', STEPS['personal-details'], fresh);
    server.clock.advance(60_000);
    const second = await start(fresh);
    const byToken = json(
      await call('POST', '/api/journey/resume', fresh, { ...START, params: { ...START.params, backBtnSlug: '/dashboard', userToken: first.draftId } }),
    ).data.draft as Draft;
    expect(byToken.draftId).toBe(first.draftId);
    expect(byToken.currentStep).toBe('employment');
    expect(byToken.saved['personal-details']).toEqual(STEPS['personal-details']);
    const latest = json(await call('POST', '/api/journey/resume', fresh, START)).data.draft as Draft;
    expect(latest.draftId).toBe(second.draftId);
    const otherProduct = json(await call('POST', '/api/journey/resume', fresh, { ...START, product: 'personal-loan' })).data.draft;
    expect(otherProduct).toBeNull();
    // The draft id of another customer is not resumed.
    const foreign = json(await call('POST', '/api/journey/resume', other, { ...START, params: { ...START.params, userToken: first.draftId } })).data.draft;
    expect(foreign).toBeNull();
  });

  it('DRAFT-007: open drafts with a step saved are dashboard cards that resume the draft, newest first, and an applied draft is listed only as its application', async () => {
    const fresh = await login(server.app, '9123456782');
    const list = async (session: Session, query = '') => {
      const response = await call('GET', `/api/application${query}`, session);
      expect(response.statusCode, response.body).toBe(200);
      // The contract schema, unchanged, accepts every card.
      return applicationListRoute.response.parse(json(response).data).applications;
    };
    const empty = await start(fresh);
    expect(await list(fresh)).toEqual([]);

    await save(empty.draftId, 'personal-details', STEPS['personal-details'], fresh);
    const [card, ...others] = await list(fresh);
    expect(others).toEqual([]);
    expect(card).toMatchObject({
      id: empty.draftId,
      userToken: empty.draftId,
      loanId: null,
      lenderName: null,
      loanAmount: null,
      leadStatus: DRAFT_LEAD_STATUS,
      product: CARD_PRODUCT_CODE_BY_SLUG['used-car-loan'],
      productName: 'Used Car Loan',
      productsId: START.params.productsId,
      isUjActive: true,
    });
    expect(card!.stages[0]).toEqual({ stage: DRAFT_LEAD_STATUS, isComplete: true });
    expect(card!.stages.slice(1).every((stage) => !stage.isComplete)).toBe(true);
    // The card as the dashboard shows it: in progress, with Resume Application on the draft, in the
    // journey of its own product and loan type (CARD-003, CARD-004, CARD-015).
    const view = cardView({ ...card!, loanId: card!.loanId ?? undefined, userToken: card!.userToken ?? '' } satisfies ApplicationCard, server.clock.now());
    expect(view.status).toBe('in-progress');
    expect(view.resume).toEqual({
      kind: 'journey',
      start: { productsId: START.params.productsId, vendorsId: 5, formSource: 'userDashboard', backBtnSlug: '/dashboard', userToken: empty.draftId },
      loanType: 'used-car-loan',
    });
    if (view.resume?.kind !== 'journey') throw new Error('a draft resumes in the journey');
    const resumed = json(
      await call('POST', '/api/journey/resume', fresh, { params: view.resume.start, product: view.resume.loanType }),
    ).data.draft as Draft;
    expect(resumed).toMatchObject({ draftId: empty.draftId, currentStep: 'employment' });

    // The amount shows once entered; the card detail answers like an application without offers.
    await save(empty.draftId, 'employment', STEPS.employment, fresh);
    await save(empty.draftId, 'vehicle-and-amount', STEPS['vehicle-and-amount'], fresh);
    expect((await list(fresh))[0]!.loanAmount).toBe(STEPS['vehicle-and-amount'].loanAmount);
    const detail = await call('GET', `/api/application/${empty.draftId}`, fresh);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(json(detail).data).toMatchObject({ application: { id: empty.draftId }, offers: [], finance: null, sanctionLetterAvailable: false });
    expect((await call('GET', `/api/application/${empty.draftId}`, other)).statusCode).toBe(404);
    expect((await list(other)).map((listed) => listed.id)).not.toContain(empty.draftId);

    // A newer draft of another loan type comes first; the product filter uses the card product code.
    server.clock.advance(60_000);
    const personal = await start(fresh, { ...START, product: 'personal-loan' });
    await save(personal.draftId, 'personal-details', STEPS['personal-details'], fresh);
    expect((await list(fresh)).map((listed) => listed.id)).toEqual([personal.draftId, empty.draftId]);
    expect((await list(fresh, `?product=${CARD_PRODUCT_CODE_BY_SLUG['used-car-loan']}`)).map((listed) => listed.id)).toEqual([empty.draftId]);
    expect(await list(fresh, '?product=tw_ev')).toEqual([]);

    // Once an offer is chosen the draft is no longer a card: only its application is listed, once.
    const finishedDraft = await finished();
    expect((await list(customer)).map((listed) => listed.id)).toContain(finishedDraft.draftId);
    const offer = (json(await call('GET', `/api/journey/${finishedDraft.draftId}/offers`, customer)).data.offers as Offer[])[0]!;
    const chosen = await call('POST', `/api/journey/${finishedDraft.draftId}/application`, customer, { lenderId: offer.lenderId, kfsAcknowledged: true });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const applicationId = (json<{ applicationId: string }>(chosen).data).applicationId;
    const ids = (await list(customer)).map((listed) => listed.id);
    expect(ids).not.toContain(finishedDraft.draftId);
    expect(ids.filter((id) => id === applicationId)).toHaveLength(1);
    expect((await call('GET', `/api/application/${finishedDraft.draftId}`, customer)).statusCode).toBe(404);
  });

  it('DRAFT-008: the name given with the personal details greets a new customer; a name already held is kept', async () => {
    const greeting = async (session: Session) => {
      const response = await call('GET', '/api/application', session);
      expect(response.statusCode, response.body).toBe(200);
      return applicationListRoute.response.parse(json(response).data).user.name;
    };
    const fresh = await login(server.app, '9123456783');
    expect(await greeting(fresh)).toEqual({ firstName: null, lastName: null });
    const draft = await start(fresh);
    await save(draft.draftId, 'personal-details', { ...STEPS['personal-details'], fullName: '  Priya  Rani Verma ' }, fresh);
    expect(await greeting(fresh)).toEqual({ firstName: 'Priya', lastName: 'Rani Verma' });
    // A second journey with another name does not rename the customer.
    const again = await start(fresh);
    await save(again.draftId, 'personal-details', { ...STEPS['personal-details'], fullName: 'Someone Else' }, fresh);
    expect(await greeting(fresh)).toEqual({ firstName: 'Priya', lastName: 'Rani Verma' });
    // The demo customer keeps the seeded name.
    const demo = await login(server.app);
    const demoDraft = await start(demo);
    await save(demoDraft.draftId, 'personal-details', STEPS['personal-details'], demo);
    expect(await greeting(demo)).toEqual({ firstName: 'Aarav', lastName: 'Sharma' });
  });

  it('DRAFT-001: another customer gets 404 for every call on a draft', async () => {
    const draft = await finished();
    const offer = (json(await call('GET', `/api/journey/${draft.draftId}/offers`, customer)).data.offers as Offer[])[0]!;
    const id = draft.draftId;
    const attempts = [
      call('GET', `/api/journey/${id}`, other),
      save(id, 'employment', STEPS.employment, other),
      call('GET', `/api/journey/${id}/offers`, other),
      call('GET', `/api/journey/${id}/offers/${offer.lenderId}/kfs`, other),
      call('GET', `/api/journey/${id}/offers/${offer.lenderId}/kfs/download`, other),
      call('POST', `/api/journey/${id}/application`, other, { lenderId: offer.lenderId, kfsAcknowledged: true }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(json(response).code).toBe('NOT_FOUND');
    }
    const unknown = await call('GET', '/api/journey/JRN-does-not-exist', customer);
    expect(unknown.statusCode).toBe(404);
    const anonymous = await server.app.inject({ method: 'GET', url: `/api/journey/${id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('SEC-004: random step values and start parameters on a real draft never produce a 5xx', async () => {
    const draft = await start();
    const value = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constant('\u0000'),
      fc.constant('\ud800'),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
    );
    const stepName = fc.oneof(fc.constantFrom(...Object.keys(STEPS), 'purpose-and-amount'), fc.string());
    const values = fc.oneof(
      fc.dictionary(fc.oneof(fc.constantFrom(...Object.values(STEPS).flatMap((step) => Object.keys(step))), fc.string({ unit: 'binary' })), value, { maxKeys: 8 }),
      value,
    );
    await fc.assert(
      fc.asyncProperty(stepName, values, value, async (step, stepValues, param) => {
        const saved = await save(draft.draftId, step, stepValues);
        expect(saved.statusCode, saved.body).toBeLessThan(500);
        const started = await call('POST', '/api/journey/resume', customer, { ...START, params: { ...START.params, userToken: param, formSource: param } });
        expect(started.statusCode, started.body).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    const offers = await call('GET', `/api/journey/${draft.draftId}/offers`, customer);
    expect(offers.statusCode).toBeLessThan(500);
  });
  // Last in the file: it moves the clock past the OTP resend wait.
  it('CARD-017: the borrower approving the lender consent moves the card to Lender review with the consent stage complete', async () => {
    const draft = await finished();
    const offer = (json(await call('GET', `/api/journey/${draft.draftId}/offers`, customer)).data.offers as Offer[])[0]!;
    const chosen = await call('POST', `/api/journey/${draft.draftId}/application`, customer, { lenderId: offer.lenderId, kfsAcknowledged: true });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const { applicationId } = json<{ applicationId: string }>(chosen).data;
    const outbox = json(await server.app.inject({ method: 'GET', url: `/api/dev/outbox?mobile=${mobile}` })).data.messages as { body: string }[];
    const token = /\/consent\/([A-Za-z0-9_-]+)\?/.exec(outbox.find((message) => message.body.includes('/consent/'))!.body)![1]!;

    server.clock.advance(60_000);
    const sent = await server.app.inject({ method: 'GET', url: '/api/consent/otp-v2', query: { token }, remoteAddress: nextAddress() });
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await server.app.inject({ method: 'PUT', url: '/api/consent/otp-v2', payload: { token, value: { otp: await latestOtp(server.app, mobile) } } });
    expect(verified.statusCode, verified.body).toBe(200);
    const decided = await server.app.inject({
      method: 'PUT',
      url: '/api/consent',
      payload: { token: json(verified).data.token, value: { status: 'approved' }, extraInfo: { whatsappOptIn: false, loanInitiatedChecked: true, ckyc: false } },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const list = json(await call('GET', '/api/application', customer)).data.applications as { id: string; leadStatus: string; isConsentOpted: boolean; stages: { stage: string; isComplete: boolean }[] }[];
    const card = list.find((application) => application.id === applicationId)!;
    expect(card).toMatchObject({ leadStatus: 'Lender review', isConsentOpted: true });
    expect(card.stages.filter((stage) => stage.isComplete).map((stage) => stage.stage)).toEqual(['Application submitted', 'Lender consent']);
  });
});
