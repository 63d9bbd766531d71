import { keyFactStatement, lenderById, matchOffers, type OfferMatch } from '@rinn/offers';
import type { AnyRoute, RouteDataInput } from './route.js';
import { CONSENT_PAGE_API_KEY } from './routes/consent.routes.js';
import type { RouteId, Routes } from './route-table.js';

/** A valid request and response of one route, as a client would send and a server would answer. */
export interface RouteExample<Route extends AnyRoute> {
  readonly request: {
    readonly body?: unknown;
    readonly query?: Readonly<Record<string, unknown>>;
    readonly params?: Readonly<Record<string, string>>;
    readonly headers?: Readonly<Record<string, string>>;
  };
  /** The envelope's `data` (json routes) or one stream line (ndjson routes). */
  readonly response: RouteDataInput<Route>;
}

const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjdXN0XzEifQ.c2lnbmF0dXJl';
const REFRESH_TOKEN = 'rt_0b7f3c2a9e4d4f1b8a6c5d3e2f1a0b9c';
const SESSION_TOKEN = 'st_5e1d2c3b4a59687f0e1d2c3b4a596870';
const LINK_TOKEN = 'lt_Yk3n8QmZp2Vx7Rc4Tw9Ls6Hd1Fg5Jb0N';
const CONSENT_TOKEN = 'ct_q8Vd2LxR7mNc4Tz1Yb6Kp9Wf3Hs0Ja5E';
const DECISION_TOKEN = 'dt_M3nB8vC1xZ7lK4jH9gF2dS6aP0oI5uY';
const SEALED_KEY = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
const DEMO_USER = { mobile: '9876543210', name: { firstName: 'Aarav', lastName: 'Sharma' } };
const DEMO_CARD = {
  id: 'APP-1001',
  loanId: 'LN-88123',
  product: 'usedcar',
  productName: 'Used Car Loan',
  productsId: 2,
  lenderName: 'HDFC Bank',
  loanAmount: 450_000,
  leadStatus: 'In Progress',
  createdAt: '2026-10-02T05:30:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
  stages: [
    { stage: 'Application submitted', isComplete: true },
    { stage: 'Documents verified', isComplete: true },
    { stage: 'Loan sanctioned', isComplete: false },
  ],
  systemId: 1,
  systems: [{ systemId: 1, userToken: LINK_TOKEN }],
  isUjActive: true,
  isNbfcLead: false,
  isNBFC: false,
  isConsentOpted: true,
  isOptedout: false,
  isScoreExpire: false,
  userToken: LINK_TOKEN,
};

/** A used-car journey that reached its offers (the figures are computed by `@rinn/offers`). */
const JOURNEY_PARAMS = { productsId: 2, vendorsId: 5, backBtnSlug: '/emi-calculator' as const };
const JOURNEY_SAVED = {
  'personal-details': { fullName: 'Aarav Sharma', dateOfBirth: '14/03/1992', email: 'aarav@example.in', pan: 'ABCPS1234K', pincode: '411001', city: 'pune' },
  employment: { employment: 'salaried', employerName: 'Infosys Limited', netMonthlyIncome: 85_000 },
  'vehicle-and-amount': { make: 'Maruti Suzuki', model: 'Swift', registrationNumber: 'MH12AB1234', loanAmount: 450_000, tenureMonths: 48 },
  'credit-consent': { bureauConsent: true },
};
const JOURNEY_STEPS = ['personal-details', 'employment', 'vehicle-and-amount', 'credit-consent'] as const;
const JOURNEY_DRAFT = {
  draftId: 'JRN-2001',
  product: 'used-car-loan' as const,
  params: JOURNEY_PARAMS,
  steps: [...JOURNEY_STEPS],
  saved: { 'personal-details': JOURNEY_SAVED['personal-details'] },
  currentStep: 'employment' as const,
  status: 'open' as const,
  applicationId: null,
  createdAt: '2026-11-22T05:00:00.000Z',
  updatedAt: '2026-11-22T05:02:00.000Z',
};
const JOURNEY_MATCH: OfferMatch = matchOffers({
  product: 'used-car-loan', loanAmount: 450_000, tenureMonths: 48, netMonthlyIncome: 85_000,
  creditScore: 782, ageYears: 34, city: 'pune', employment: 'salaried',
});
const JOURNEY_OFFER = JOURNEY_MATCH.offers[0];
const JOURNEY_LENDER = JOURNEY_OFFER === undefined ? undefined : lenderById(JOURNEY_OFFER.lenderId);
if (JOURNEY_OFFER === undefined || JOURNEY_LENDER === undefined) throw new Error('The example journey must match a known lender.');
const JOURNEY_KFS = keyFactStatement(JOURNEY_OFFER, JOURNEY_LENDER, {
  reference: 'JRN-2001', issuedOn: { year: 2026, month: 11, day: 22 }, firstInstalmentDue: { year: 2027, month: 1 },
});

/**
 * A valid example of every route, used as the OpenAPI examples, by the contract's own tests and as
 * fixtures by servers and clients. Typed against the table, so an example that stops matching its
 * schema's types fails to compile, and one that stops matching its schema fails a test.
 */
export const ROUTE_EXAMPLES: { readonly [Id in RouteId]: RouteExample<Routes[Id]> } = {
  otpSend: {
    request: { body: { mobile: '9876543210', retries: 1, type: 'otp', product: 'usedcar', extraInfo: { source: 'login-modal' } } },
    response: { referenceId: 'ref_7Hq2LmX9', resendAfterSeconds: 30, expiresInSeconds: 600 },
  },
  otpVerify: {
    request: { body: { value: { otp: '4821' }, product: 'usedcar', mobile: '9876543210', referenceId: 'ref_7Hq2LmX9' } },
    response: { token: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN, sessionToken: SESSION_TOKEN, accessTokenExpiresInSeconds: 900, user: DEMO_USER },
  },
  refreshAccessToken: {
    request: { body: { mobile: '9876543210' } },
    response: { token: ACCESS_TOKEN, refreshToken: REFRESH_TOKEN, accessTokenExpiresInSeconds: 900 },
  },
  autoLogin: {
    request: { body: { userMobile: '9876543210', userToken: LINK_TOKEN } },
    response: {
      isVerified: true,
      token: ACCESS_TOKEN,
      refreshToken: REFRESH_TOKEN,
      sessionToken: SESSION_TOKEN,
      accessTokenExpiresInSeconds: 900,
      user: DEMO_USER,
    },
  },
  checkTokenExpiry: {
    request: { body: { userToken: LINK_TOKEN, userMobile: '9876543210', origin: 'dashboard' } },
    response: { isExpired: false, isVerified: true, token: LINK_TOKEN },
  },
  basicToken: {
    request: {},
    response: { basicToken: 'bt_3c9a7e1f5b2d4a6c8e0f1a3b5c7d9e1f', expiresInSeconds: 1800 },
  },
  logout: { request: {}, response: { loggedOut: true } },
  applicationList: {
    request: { query: {} },
    response: {
      user: { mobile: '9876543210', name: { firstName: 'Aarav', lastName: 'Sharma' } },
      creditScore: { creditScore: 768, fetchedAt: '2026-11-01T04:00:00.000Z', isScoreExpire: false },
      applications: [DEMO_CARD],
    },
  },
  applicationDetail: {
    request: { params: { id: 'APP-1001' }, query: { systemId: '1', product: 'usedcar', systems: '1' } },
    response: {
      application: DEMO_CARD,
      offers: [
        {
          loanId: 'LN-88123',
          lenderName: 'HDFC Bank',
          loanAmount: 450_000,
          roi: 14,
          emi: 10_471,
          tenure: 60,
          processingFee: 4_500,
          stampDuty: 300,
          serviceCharges: 885,
          valuationCharges: 943,
          voucherExpiryDate: '2026-12-15',
          offerType: 'cdfsOffer',
          imgColor: 'blck',
        },
      ],
      finance: {
        systemId: 1,
        loanId: 'LN-88123',
        id: 'APP-1001',
        asset: { make_name: 'Maruti Suzuki', model_name: 'Swift', variant_name: 'VXi', model_id: 101 },
      },
      sanctionLetterAvailable: true,
    },
  },
  loans: {
    request: {},
    response: [
      { productsId: 2, code: 'personal-loan', name: 'Personal Loan', minAmount: 10_000, maxAmount: 2_500_000, minRatePercent: 11, maxTenureMonths: 84 },
    ],
  },
  creditScore: {
    request: { query: { leadId: 'APP-1001' } },
    response: { creditScore: 768, fetchedAt: '2026-11-01T04:00:00.000Z', isScoreExpire: false, isFreeCheck: true, user: DEMO_USER },
  },
  calculator: {
    request: { query: { key: 'model', makeId: '3' } },
    response: { model: [{ text: 'Swift', value: 101 }, { text: 'Baleno', value: 102 }] },
  },
  asset: {
    request: { query: { modelId: '101', carType: 'used' } },
    response: {
      model_id: 101,
      make_name: 'Maruti Suzuki',
      model_name: 'Swift',
      carType: 'used',
      body_type: 'Hatchback',
      fuel_types: ['Petrol', 'CNG'],
      transmissions: ['Manual', 'AMT'],
      seating_capacity: 5,
      variants: [{ variant_id: 1001, variant_name: 'VXi', ex_showroom_price: 699_000 }],
    },
  },
  modelImage: {
    request: { query: { model_id: '101' } },
    response: { modelImage: '/images/models/maruti-suzuki-swift.webp' },
  },
  interestRate: {
    request: { query: { product: 'usedcar' } },
    response: [{ logo: '/images/banks/hdfc-bank.svg', bankname: 'HDFC Bank', interest: 14, pf: 1 }],
  },
  platformStats: {
    request: {},
    response: { total_channel_partner: 1_200, total_applied_amount: 12_500_000_000, total_customer: 350_000, total_launch_cities: 22 },
  },
  contactOtpSend: {
    request: { body: { mobile: '9876543210', retries: 1, type: 'otp', product: 'usedcar', extraInfo: { page: 'contact-us' } } },
    response: { referenceId: 'ref_C0ntact1', resendAfterSeconds: 30, expiresInSeconds: 600 },
  },
  contactOtpVerify: {
    request: { body: { value: { otp: '4821' }, product: 'usedcar', mobile: '9876543210', referenceId: 'ref_C0ntact1' } },
    response: { status: true, validForSeconds: 1800 },
  },
  contactEmail: {
    request: {
      body: {
        name: 'Aarav Sharma',
        email: 'aarav.sharma@example.in',
        mobile: '9876543210',
        message: 'I would like to know the documents needed for a used car loan.',
        referenceId: 'ref_C0ntact1',
      },
    },
    response: { ticketId: 'TCK-20261122-0001', receivedAt: '2026-11-22T05:10:00.000Z' },
  },
  chatbotAsk: {
    request: { body: { question: 'What documents do I need for a personal loan?', thread_id: null, leads_id: 'LEAD-501' } },
    response: { done: true, threadId: 'thr_8d2k1m' },
  },
  chatbotSendOtp: {
    request: {
      body: {
        mobile: '9876543210',
        retries: 1,
        type: 'otp',
        product: 'usedcar',
        value: { name: 'Aarav Sharma', email: 'aarav.sharma@example.in' },
      },
    },
    response: { referenceId: 'ref_Ch4tb0t1', resendAfterSeconds: 30, expiresInSeconds: 600 },
  },
  chatbotVerifyOtp: {
    request: { body: { value: { otp: '4821' }, product: 'usedcar', referenceId: 'ref_Ch4tb0t1' } },
    response: { status: true, validForSeconds: 1800 },
  },
  chatbotFeedback: {
    request: { body: { user: { leadId: 'LEAD-501', feedback: 'No', feedbackComment: 'I wanted rates for Pune.' } } },
    response: { feedbackId: 'FB-9001' },
  },
  createLead: {
    request: {
      body: {
        productsId: 26,
        vendorsId: 5,
        mobile: '9876543210',
        name: 'Aarav Sharma',
        personalEmail: 'aarav.sharma@example.in',
        utmSource: 'chatbot',
        status: 'active',
        referenceId: 'ref_Ch4tb0t1',
      },
    },
    response: {
      leadsId: 'LEAD-501',
      productsId: 26,
      vendorsId: 5,
      mobile: '9876543210',
      name: 'Aarav Sharma',
      personalEmail: 'aarav.sharma@example.in',
      utmSource: 'chatbot',
      status: 'active',
      createdAt: '2026-11-22T05:12:00.000Z',
    },
  },
  consentGet: {
    // The link token in the header the contract prefers; the spec's `id` query parameter stays accepted.
    request: { query: {}, headers: { 'x-api-key': CONSENT_PAGE_API_KEY, source: 'user', 'x-consent-token': CONSENT_TOKEN } },
    response: {
      referenceId: 'CNS-3001',
      consentStatus: 'pending',
      lenderName: 'HDFC Bank',
      maskedMobile: 'XXXXXX3210',
      termsVersion: '2026-10-01',
      loan: { productName: 'Used Car Loan', loanAmount: 450_000 },
      ckyc: true,
      expiresAt: '2026-11-25T05:00:00.000Z',
      decidedAt: null,
    },
  },
  consentOtpSend: {
    request: { query: {}, headers: { 'x-consent-token': CONSENT_TOKEN } },
    response: { mobile: 'XXXXXX3210', referenceId: 'CNS-3001', resendAfterSeconds: 30, expiresInSeconds: 600 },
  },
  consentOtpVerify: {
    request: { body: { token: CONSENT_TOKEN, value: { otp: '4821' } } },
    response: { token: DECISION_TOKEN },
  },
  consentDecision: {
    request: {
      body: {
        token: DECISION_TOKEN,
        value: { status: 'approved' },
        extraInfo: { whatsappOptIn: true, loanInitiatedChecked: true, ckyc: true },
      },
    },
    response: { consentStatus: 'approved', referenceId: 'CNS-3001', decidedAt: '2026-11-22T05:20:00.000Z' },
  },
  consentWithdraw: {
    request: { body: { applicationId: 'APP-1001' } },
    response: { applicationId: 'APP-1001', isOptedout: true, withdrawnAt: '2026-11-22T05:30:00.000Z' },
  },
  ckycStatus: {
    request: { params: { id: 'CNS-3001' }, query: { origin: 'consent' } },
    response: { ckycNumber: '40012345678901', updatedOn: '2025-03-14' },
  },
  sanctionDownload: {
    request: { params: { id: 'LN-88123' }, query: { lang: 'hi' } },
    response: { _file: 'JVBERi0xLjcKJeLjz9MK', fileName: 'sanction-letter-LN-88123.pdf', mimeType: 'application/pdf' },
  },
  documentDownload: {
    request: { body: { leadsId: 'APP-1001', docId: 'DOC-77', docType: 'kfs' } },
    response: { _file: 'JVBERi0xLjcKJeLjz9MK', fileName: 'key-fact-statement.pdf', mimeType: 'application/pdf' },
  },
  decrypt: {
    request: { body: { data: { key: SEALED_KEY } } },
    response: { payload: { productsId: 2, vendorsId: 5, backBtnSlug: '/dashboard' } },
  },
  decryptLeadPayout: {
    request: { body: { payoutStatusKey: SEALED_KEY } },
    response: { leadsId: 'LEAD-501', status: 'pending', remarks: null, updatedAt: '2026-11-20T10:00:00.000Z' },
  },
  savePayoutStatus: {
    request: { body: { leadsId: 'LEAD-501', status: 'paid', remarks: 'UTR 4471 credited', payoutStatusKey: SEALED_KEY } },
    response: { leadsId: 'LEAD-501', status: 'paid', remarks: 'UTR 4471 credited', updatedAt: '2026-11-22T05:25:00.000Z' },
  },
  journeyStart: {
    request: { body: { params: JOURNEY_PARAMS, product: 'used-car-loan' } },
    response: { ...JOURNEY_DRAFT, saved: {}, currentStep: 'personal-details', updatedAt: JOURNEY_DRAFT.createdAt },
  },
  journeyResume: {
    request: { body: { params: { ...JOURNEY_PARAMS, backBtnSlug: '/dashboard', formSource: 'userDashboard', userToken: 'JRN-2001' }, product: 'used-car-loan' } },
    response: { draft: JOURNEY_DRAFT },
  },
  journeyGet: {
    request: { params: { id: 'JRN-2001' } },
    response: JOURNEY_DRAFT,
  },
  journeySaveStep: {
    request: { params: { id: 'JRN-2001' }, body: { step: 'employment', values: JOURNEY_SAVED.employment } },
    response: {
      ...JOURNEY_DRAFT,
      saved: { 'personal-details': JOURNEY_SAVED['personal-details'], employment: JOURNEY_SAVED.employment },
      currentStep: 'vehicle-and-amount',
      updatedAt: '2026-11-22T05:04:00.000Z',
    },
  },
  journeyOffers: {
    request: { params: { id: 'JRN-2001' } },
    response: {
      offers: [...JOURNEY_MATCH.offers],
      notMatched: JOURNEY_MATCH.notMatched.map((lender) => ({ ...lender, reasons: [...lender.reasons] })),
      orderedBy: JOURNEY_MATCH.orderedBy,
      criteriaAsOf: JOURNEY_MATCH.criteriaAsOf,
      creditScore: 782,
      waysForward: null,
    },
  },
  journeyKfs: {
    request: { params: { id: 'JRN-2001', lenderId: String(JOURNEY_OFFER.lenderId) } },
    // A plain mutable copy of the deeply readonly statement, the shape a response is typed as.
    response: JSON.parse(JSON.stringify(JOURNEY_KFS)) as RouteDataInput<Routes['journeyKfs']>,
  },
  journeyKfsDownload: {
    request: { params: { id: 'JRN-2001', lenderId: String(JOURNEY_OFFER.lenderId) }, query: { lang: 'hi' } },
    response: { _file: 'JVBERi0xLjcKJeLjz9MK', fileName: 'key-fact-statement-JRN-2001.pdf', mimeType: 'application/pdf' },
  },
  journeyApply: {
    request: { params: { id: 'JRN-2001' }, body: { lenderId: JOURNEY_OFFER.lenderId, kfsAcknowledged: true } },
    response: { applicationId: 'APP-2001', draftId: 'JRN-2001', lenderName: JOURNEY_OFFER.lenderName, consentReferenceId: 'CNS-3002' },
  },
  analyticsEvents: {
    request: {
      body: {
        events: [
          { name: 'page_view', source: 'direct', platform: 'web-mobile', location: '/emi-calculator', online: true, occurredAt: '2026-11-22T05:12:00.000Z' },
          { name: 'page_view', source: 'direct', platform: 'web-mobile', location: '/hi/used-car-loan', online: true, occurredAt: '2026-11-22T05:13:10.000Z' },
        ],
      },
    },
    response: { accepted: 2 },
  },
  devOutbox: {
    request: { query: { mobile: '9876543210' } },
    response: {
      messages: [
        {
          id: 'MSG-1',
          channel: 'sms',
          to: '9876543210',
          subject: null,
          body: '4821 is your Rinn OTP. It is valid for 10 minutes. Do not share it with anyone.',
          createdAt: '2026-11-22T05:09:00.000Z',
        },
      ],
    },
  },
  devConsentLink: {
    request: { body: { mobile: '9876543210', lenderName: 'HDFC Bank', productName: 'Used Car Loan', loanAmount: 450_000, ckyc: true } },
    response: { referenceId: 'CNS-7Yd2kQ', path: `/consent/${LINK_TOKEN}?ckyc=true&origin=lender`, expiresAt: '2026-11-25T05:10:00.000Z' },
  },
  devAutoLoginLink: {
    request: { body: { mobile: '9876543210' } },
    response: {
      path: `/dashboard?autoLogin=true&userMobile=9876543210&userToken=${LINK_TOKEN}`,
      userToken: LINK_TOKEN,
      expiresAt: '2026-11-22T05:20:00.000Z',
    },
  },
};
