import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  applicationReference,
  canResume,
  canViewDetails,
  optOutState,
  refinanceSharedMessage,
  resumeJourney,
  type ApplicationCard,
} from './application-card.js';
import {
  cardView,
  displayReference,
  isDisbursed,
  KNOWN_LEAD_STATUSES,
  LENDER_CONSENT_STAGE,
  leadStatusCode,
  nextAction,
  progressAfterConsent,
  resumeTarget,
} from './application-progress.js';
import { CARD_PRODUCT_CODE_BY_SLUG, LOAN_PRODUCTS, loanTypeOfCardProduct } from './products.js';

const baseCard: ApplicationCard = {
  loanId: undefined,
  id: 42,
  leadStatus: 'Documents pending',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  stages: [
    { stage: 'Application submitted', isComplete: true },
    { stage: 'Loan disbursed', isComplete: false },
  ],
  systemId: 1,
  systems: [{ systemId: 1, userToken: 'sys-token' }],
  product: 'personal',
  productsId: 2,
  isUjActive: true,
  isNbfcLead: false,
  isNBFC: false,
  isConsentOpted: false,
  isOptedout: false,
  isScoreExpire: false,
  userToken: 'card-token',
};

const draft: ApplicationCard = {
  ...baseCard,
  id: 'JRN-abcdefghijklmnopqrstuv',
  leadStatus: 'Application started',
  systemId: 2,
  systems: [],
  product: 'usedcar',
  productsId: 9,
  userToken: 'JRN-abcdefghijklmnopqrstuv',
};

const knownStatus = fc.constantFrom(...Object.values(KNOWN_LEAD_STATUSES));
const anyStatus = fc.oneof(knownStatus, fc.string({ maxLength: 20 }));
const timestamp = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms).toISOString());
const arbitraryCard: fc.Arbitrary<ApplicationCard> = fc.record({
  loanId: fc.option(fc.oneof(fc.stringMatching(/^[A-Z0-9]{1,14}$/), fc.nat()), { nil: undefined }),
  id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), fc.nat()),
  leadStatus: anyStatus,
  createdAt: timestamp,
  updatedAt: timestamp,
  stages: fc.array(fc.record({ stage: fc.string({ maxLength: 8 }), isComplete: fc.boolean() }), { maxLength: 5 }),
  systemId: fc.integer({ min: 1, max: 7 }),
  systems: fc.array(fc.record({ systemId: fc.integer({ min: 1, max: 99 }), userToken: fc.string({ maxLength: 12 }) }), { maxLength: 3 }),
  product: fc.constantFrom('tw_ev', 'refinance', 'usedcar', 'personal', 'newcar', 'instant'),
  productsId: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
  isUjActive: fc.boolean(),
  isNbfcLead: fc.boolean(),
  isNBFC: fc.boolean(),
  isConsentOpted: fc.boolean(),
  isOptedout: fc.boolean(),
  isScoreExpire: fc.boolean(),
  userToken: fc.string({ maxLength: 12 }),
});

describe('status in words', () => {
  it('CARD-014: the statuses Rinn writes have a code; Completed reads as loan disbursed', () => {
    expect(leadStatusCode('Documents pending')).toBe('documents-pending');
    expect(leadStatusCode('Offer shared')).toBe('offer-shared');
    expect(leadStatusCode('Consent pending')).toBe('consent-pending');
    expect(leadStatusCode(' consent PENDING ')).toBe('consent-pending');
    expect(leadStatusCode('Completed')).toBe('loan-disbursed');
    expect(leadStatusCode('Cancelled')).toBe('cancelled');
    expect(leadStatusCode('With the valuer')).toBeNull();
  });

  test.prop([fc.string({ maxLength: 30 })])('CARD-014: a status is known exactly when it is one of the known statuses', (status) => {
    const known = Object.values(KNOWN_LEAD_STATUSES).some((candidate) => candidate.toLowerCase() === status.trim().toLowerCase());
    expect(leadStatusCode(status) !== null).toBe(known);
  });

  test.prop([fc.constantFrom(...Object.entries(KNOWN_LEAD_STATUSES))])('CARD-014: each known status reads back to its own code', ([code, status]) => {
    expect(leadStatusCode(status)).toBe(code);
  });
});

describe('next step', () => {
  it.each([
    ['Application started', true, 'continue-application'],
    ['Consent pending', false, 'give-consent'],
    ['Documents pending', true, 'upload-documents'],
    ['Offer shared', false, 'review-offer'],
    ['Under review', false, 'track-progress'],
    ['Application started', false, 'track-progress'],
    ['Completed', true, null],
    ['Cancelled', true, null],
  ] as const)('CARD-013: %s (journey active %s) → %s', (leadStatus, isUjActive, expected) => {
    expect(nextAction({ leadStatus, isUjActive })).toBe(expected);
  });

  test.prop([arbitraryCard])('CARD-013: only a disbursed or cancelled application has no next step', (card) => {
    const code = leadStatusCode(card.leadStatus);
    expect(nextAction(card) === null).toBe(code === 'loan-disbursed' || code === 'cancelled');
  });
});

describe('resume', () => {
  it('CARD-012: a disbursed loan offers no Resume, even in system 1 with the journey active', () => {
    const disbursed = { ...baseCard, leadStatus: 'Completed', loanId: 'RNUC2026000184' };
    expect(canResume(disbursed)).toBe(true);
    expect(isDisbursed(disbursed)).toBe(true);
    expect(resumeTarget(disbursed)).toBeNull();
  });

  test.prop([arbitraryCard])('CARD-012: no card with status Completed offers Resume', (card) => {
    expect(resumeTarget({ ...card, leadStatus: 'Completed' })).toBeNull();
  });

  it('CARD-015: a draft resumes its own product and loan type in the journey, by its draft id', () => {
    expect(resumeTarget(draft)).toEqual({
      kind: 'journey',
      start: { productsId: 9, vendorsId: 5, formSource: 'userDashboard', backBtnSlug: '/dashboard', userToken: 'JRN-abcdefghijklmnopqrstuv' },
      loanType: 'used-car-loan',
    });
  });

  it('CARD-015: an application past its form opens its detail page at its next step', () => {
    expect(resumeTarget(baseCard)).toEqual({
      kind: 'next-step',
      action: 'upload-documents',
      path: '/loan-details/42?systemId=1&product=personal&systems=1#next-step',
    });
    expect(resumeTarget({ ...baseCard, leadStatus: 'Offer shared' })).toMatchObject({ action: 'review-offer' });
    // Refinance has no detail page and nothing of the form left: nothing to resume.
    expect(resumeTarget({ ...baseCard, product: 'refinance', systemId: 5, leadStatus: 'Under review' })).toBeNull();
  });

  test.prop([arbitraryCard])('CARD-015: Resume shows only where CARD-003 offers it, never when disbursed, and leads where the rules say', (card) => {
    const target = resumeTarget(card);
    if (!canResume(card) || isDisbursed(card)) {
      expect(target).toBeNull();
      return;
    }
    if (target === null) {
      expect(nextAction(card) === null || (nextAction(card) !== 'continue-application' && !canViewDetails(card))).toBe(true);
    } else if (target.kind === 'journey') {
      expect(nextAction(card)).toBe('continue-application');
      expect(target.start).toEqual(resumeJourney(card));
      expect(target.start.productsId).toBe(card.productsId ?? 2);
    } else {
      expect(target.action).toBe(nextAction(card));
      expect(target.path.startsWith(`/loan-details/${encodeURIComponent(applicationReference(card))}?`)).toBe(true);
      expect(target.path.endsWith('#next-step')).toBe(true);
    }
  });
});

describe('readable reference', () => {
  it('CARD-016: the loan id, else RN-{year}-{id}; a draft has none yet', () => {
    expect(displayReference({ ...baseCard, loanId: 'RNUC2026000184' })).toBe('RNUC2026000184');
    expect(displayReference(baseCard)).toBe('RN-2026-000042');
    expect(displayReference({ ...baseCard, id: 'app-7x' })).toBe('RN-2026-APP-7X');
    // 31 Dec 2025 20:00 UTC is 1 Jan 2026 in India.
    expect(displayReference({ ...baseCard, id: 1, createdAt: '2025-12-31T20:00:00Z' })).toBe('RN-2026-000001');
    expect(displayReference(draft)).toBeNull();
  });

  test.prop([arbitraryCard])('CARD-016: a reference is never a bare number nor a draft id', (card) => {
    const shown = displayReference(card);
    if (shown === null) {
      expect(card.isUjActive && leadStatusCode(card.leadStatus) === 'application-started').toBe(true);
      return;
    }
    if (card.loanId !== undefined && String(card.loanId) !== '') {
      expect(shown).toBe(String(card.loanId));
      return;
    }
    expect(shown).toMatch(/^RN-\d{4}-[A-Z0-9_-]+$/);
    expect(shown.endsWith(/^\d+$/.test(String(card.id)) ? String(card.id).padStart(6, '0') : String(card.id).toUpperCase())).toBe(true);
  });
});

describe('loan type of a card product', () => {
  it('PROD-008: every loan type has a card code that reads back to it; other codes have none', () => {
    for (const { slug } of LOAN_PRODUCTS) {
      expect(loanTypeOfCardProduct(CARD_PRODUCT_CODE_BY_SLUG[slug])).toBe(slug);
    }
    expect(new Set(Object.values(CARD_PRODUCT_CODE_BY_SLUG)).size).toBe(LOAN_PRODUCTS.length);
    expect(loanTypeOfCardProduct('tw_ev')).toBeNull();
  });
});

describe('cardView', () => {
  it('CARD-001, CARD-005, CARD-007, CARD-011, CARD-014 to CARD-016: gathers everything a card shows', () => {
    const view = cardView(baseCard, new Date('2026-11-20T13:30:00Z'));
    expect(view).toEqual({
      reference: '42',
      displayReference: 'RN-2026-000042',
      status: 'in-progress',
      statusCode: 'documents-pending',
      leadStatus: 'Documents pending',
      appliedOn: '2026-11-01T10:00:00Z',
      lastActivityAt: '2026-11-20T10:00:00Z',
      lastActivityHours: 3,
      lastActivity: { code: 'lastActivity', params: { hours: 3 } },
      stages: baseCard.stages,
      nextAction: 'upload-documents',
      resume: { kind: 'next-step', action: 'upload-documents', path: '/loan-details/42?systemId=1&product=personal&systems=1#next-step' },
      optOut: { kind: 'hidden' },
      detailsPath: '/loan-details/42?systemId=1&product=personal&systems=1',
      refinanceMessage: null,
    });
  });

  test.prop([arbitraryCard, timestamp])('CARD-007, CARD-009, CARD-015: cardView agrees with the individual rules', (card, nowIso) => {
    const view = cardView(card, new Date(nowIso));
    expect(view.resume).toEqual(resumeTarget(card));
    expect(view.detailsPath !== null).toBe(canViewDetails(card));
    expect(view.optOut).toEqual(optOutState(card));
    expect(view.refinanceMessage).toEqual(refinanceSharedMessage(card));
    expect(view.statusCode).toBe(leadStatusCode(card.leadStatus));
    expect(view.lastActivity).toEqual({ code: 'lastActivity', params: { hours: view.lastActivityHours } });
  });
});

describe('progressAfterConsent', () => {
  const stageName = fc.constantFrom('Application submitted', LENDER_CONSENT_STAGE, 'KYC verified', 'Loan sanctioned', 'Loan disbursed');
  const stages = fc.array(fc.record({ stage: stageName, isComplete: fc.boolean() }), { maxLength: 6 });
  const status = fc.oneof(fc.constantFrom(...Object.values(KNOWN_LEAD_STATUSES), ' consent PENDING '), fc.string({ maxLength: 20 }));

  test.prop([status, stages])('CARD-017: an approval completes the consent stage and moves Consent pending to Lender review', (leadStatus, before) => {
    const after = progressAfterConsent({ leadStatus, stages: before }, 'approved');
    expect(after.leadStatus).toBe(leadStatusCode(leadStatus) === 'consent-pending' ? 'Lender review' : leadStatus);
    expect(after.stages.map((stage) => stage.stage)).toEqual(before.map((stage) => stage.stage));
    after.stages.forEach((stage, index) => expect(stage.isComplete).toBe(stage.stage === LENDER_CONSENT_STAGE || before[index]!.isComplete));
  });

  test.prop([status, stages])('CARD-017: a refusal cancels an application waiting for consent and completes no stage', (leadStatus, before) => {
    const after = progressAfterConsent({ leadStatus, stages: before }, 'rejected');
    expect(after.leadStatus).toBe(leadStatusCode(leadStatus) === 'consent-pending' ? 'Cancelled' : leadStatus);
    expect(after.stages).toEqual(before);
    expect(nextAction({ leadStatus: after.leadStatus, isUjActive: false })).not.toBe('give-consent');
  });
});
