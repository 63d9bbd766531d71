import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  applicationReference,
  canResume,
  canViewDetails,
  cardStatus,
  hoursSinceActivity,
  isNbfcApplication,
  lastActivityMessage,
  loanDetailsPath,
  optOutState,
  parseLoanDetailsQuery,
  refinanceSharedMessage,
  resumeJourney,
  showSanctionDownload,
  type ApplicationCard,
} from './application-card.js';
import { buildJourneyStart } from './journey-start.js';
import { RulesError } from './errors.js';
import { cardMessageText } from './messages.js';

const baseCard: ApplicationCard = {
  loanId: 'L100',
  id: 42,
  leadStatus: 'Docs pending',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  stages: [
    { stage: 'Application', isComplete: true },
    { stage: 'Disbursal', isComplete: false },
  ],
  systemId: 2,
  systems: [{ systemId: 2, userToken: 'sys-token' }],
  product: 'usedcar',
  isUjActive: false,
  isNbfcLead: false,
  isNBFC: false,
  isConsentOpted: true,
  isOptedout: false,
  isScoreExpire: false,
  userToken: 'card-token',
};

const productCode = fc.constantFrom('tw_ev', 'refinance', 'usedcar', 'personal', 'newcar');
const timestamp = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => new Date(ms).toISOString());
const arbitraryCard: fc.Arbitrary<ApplicationCard> = fc.record({
  loanId: fc.option(fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.nat()), { nil: undefined }),
  id: fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.nat()),
  leadStatus: fc.oneof(fc.constantFrom('Cancelled', 'Completed', 'In review'), fc.string({ maxLength: 10 })),
  createdAt: timestamp,
  updatedAt: timestamp,
  stages: fc.array(fc.record({ stage: fc.string({ maxLength: 8 }), isComplete: fc.boolean() }), { maxLength: 5 }),
  systemId: fc.integer({ min: 0, max: 7 }),
  systems: fc.array(fc.record({ systemId: fc.integer({ min: 1, max: 99 }), userToken: fc.string({ maxLength: 12 }) }), { maxLength: 3 }),
  product: productCode,
  isUjActive: fc.boolean(),
  isNbfcLead: fc.boolean(),
  isNBFC: fc.boolean(),
  isConsentOpted: fc.boolean(),
  isOptedout: fc.boolean(),
  isScoreExpire: fc.boolean(),
  userToken: fc.string({ maxLength: 12 }),
});

describe('status colour', () => {
  it('CARD-001: Cancelled is cancel, Completed is loan disbursed', () => {
    expect(cardStatus('Cancelled')).toBe('cancel');
    expect(cardStatus('Completed')).toBe('loan-disbursed');
    expect(cardStatus('cancelled')).toBe('in-progress');
  });

  test.prop([fc.string().filter((s) => s !== 'Cancelled' && s !== 'Completed')])(
    'CARD-001: any other status is in progress',
    (status) => {
      expect(cardStatus(status)).toBe('in-progress');
    },
  );
});

describe('resume', () => {
  it('CARD-002: either NBFC flag marks an NBFC lead', () => {
    expect(isNbfcApplication({ isNbfcLead: false, isNBFC: false })).toBe(false);
    expect(isNbfcApplication({ isNbfcLead: true, isNBFC: false })).toBe(true);
    expect(isNbfcApplication({ isNbfcLead: false, isNBFC: true })).toBe(true);
  });

  it.each([
    [true, 2, 'Cancelled', true],
    [false, 1, 'Docs pending', true],
    [false, 5, 'Completed', true],
    [false, 5, 'Cancelled', false],
    [false, 1, 'Cancelled', false],
    [false, 2, 'Docs pending', false],
  ])('CARD-003: isUjActive %s, systemId %i, status %s → resume %s', (isUjActive, systemId, leadStatus, expected) => {
    expect(canResume({ isUjActive, systemId, leadStatus })).toBe(expected);
  });

  test.prop([arbitraryCard])('CARD-003: resume shows exactly when the journey is active or system 1/5 is not cancelled', (card) => {
    const expected = card.isUjActive || ([1, 5].includes(card.systemId) && card.leadStatus !== 'Cancelled');
    expect(canResume(card)).toBe(expected);
  });

  it('CARD-004: system 5 and NBFC leads resume with vendor 6, others with vendor 5', () => {
    expect(resumeJourney(baseCard)).toEqual({
      productsId: 2,
      vendorsId: 5,
      formSource: 'userDashboard',
      backBtnSlug: '/dashboard',
      userToken: 'card-token',
    });
    expect(resumeJourney({ ...baseCard, systemId: 5 }).vendorsId).toBe(6);
    expect(resumeJourney({ ...baseCard, isNbfcLead: true }).vendorsId).toBe(6);
    expect(resumeJourney({ ...baseCard, isNBFC: true }).vendorsId).toBe(6);
  });

  it('CARD-004: the card’s own product is resumed; product 2 only when it carries none', () => {
    expect(resumeJourney({ ...baseCard, productsId: 9 }).productsId).toBe(9);
    expect(resumeJourney({ ...baseCard, productsId: 1 }).productsId).toBe(1);
    expect(resumeJourney({ ...baseCard, productsId: undefined }).productsId).toBe(2);
  });

  test.prop([arbitraryCard, fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined })])('CARD-004: resume parameters always build a valid journey start for the card’s product', (card, productsId) => {
    const { params } = buildJourneyStart(resumeJourney({ ...card, productsId }));
    expect(params.productsId).toBe(productsId ?? 2);
    expect(params.vendorsId).toBe(card.systemId === 5 || card.isNbfcLead || card.isNBFC ? 6 : 5);
    expect(params.backBtnSlug).toBe('/dashboard');
    expect(params.formSource).toBe('userDashboard');
  });
});

describe('opt-out', () => {
  it('CARD-005: clickable for a consenting non-NBFC lead; disabled label once opted out', () => {
    expect(optOutState(baseCard)).toEqual({ kind: 'available' });
    expect(optOutState({ ...baseCard, isOptedout: true })).toEqual({ kind: 'opted-out', label: { code: 'optedOut' }, disabled: true });
    expect(cardMessageText({ code: 'optedOut' }, 'en')).toBe('Opted-out');
  });

  it.each<[string, Partial<ApplicationCard>]>([
    ['NBFC lead', { isNbfcLead: true }],
    ['NBFC', { isNBFC: true }],
    ['no consent', { isConsentOpted: false }],
    ['score expired', { isScoreExpire: true }],
    ['tw_ev', { product: 'tw_ev' }],
    ['tw_ev already opted out', { product: 'tw_ev', isOptedout: true }],
  ])('CARD-005: hidden for %s', (_name, change) => {
    expect(optOutState({ ...baseCard, ...change })).toEqual({ kind: 'hidden' });
  });

  test.prop([arbitraryCard])('CARD-005: never shown for tw_ev, NBFC, no consent or an expired score', (card) => {
    const state = optOutState(card);
    const offered = !card.isNbfcLead && !card.isNBFC && card.isConsentOpted && !card.isScoreExpire && card.product !== 'tw_ev';
    expect(state.kind !== 'hidden').toBe(offered);
    if (offered) expect(state.kind).toBe(card.isOptedout ? 'opted-out' : 'available');
  });
});

describe('reference and details link', () => {
  it('CARD-006: system 1 uses loanId, others use id, falling back to the other', () => {
    expect(applicationReference({ systemId: 1, loanId: 'L9', id: 4 })).toBe('L9');
    expect(applicationReference({ systemId: 2, loanId: 'L9', id: 4 })).toBe('4');
    expect(applicationReference({ systemId: 1, id: 4 })).toBe('4');
    expect(applicationReference({ systemId: 5, loanId: 'L9' })).toBe('L9');
    expect(() => applicationReference({ systemId: 1 })).toThrowError(RulesError);
    expect(() => applicationReference({ systemId: 1 })).toThrowError('An application needs a loanId or an id.');
  });

  it('CARD-007: View details is not offered for tw_ev and refinance', () => {
    expect(canViewDetails({ product: 'tw_ev' })).toBe(false);
    expect(canViewDetails({ product: 'refinance' })).toBe(false);
    expect(canViewDetails({ product: 'usedcar' })).toBe(true);
  });

  it('CARD-008: builds the /loan-details link of the worked example', () => {
    expect(
      loanDetailsPath({ systemId: 2, id: 42, product: 'usedcar', systems: [{ systemId: 2, userToken: 't' }, { systemId: 5, userToken: 'u' }] }),
    ).toBe('/loan-details/42?systemId=2&product=usedcar&systems=2%2C5');
    expect(loanDetailsPath({ systemId: 1, loanId: 'L/9', id: 4, product: 'usedcar', systems: [] })).toBe(
      '/loan-details/L%2F9?systemId=1&product=usedcar&systems=',
    );
  });

  test.prop([arbitraryCard])('CARD-008: the detail page reads back what the link carries', (card) => {
    const path = loanDetailsPath(card);
    const [pathname, search = ''] = path.split('?');
    expect(decodeURIComponent(pathname?.slice('/loan-details/'.length) ?? '')).toBe(applicationReference(card));
    expect(parseLoanDetailsQuery(search)).toEqual({ systemId: card.systemId, product: card.product, systems: card.systems.map((system) => system.systemId) });
  });

  test.prop([arbitraryCard])('CARD-008: no user token ever goes into the link', (card) => {
    const path = loanDetailsPath({ ...card, systems: card.systems.map((system, index) => ({ ...system, userToken: `secret-token-${index}` })) });
    expect(path).not.toContain('secret-token');
    expect(decodeURIComponent(path)).not.toContain('secret-token');
  });

  it('CARD-008: a missing or broken query reads as system 2 with no systems', () => {
    expect(parseLoanDetailsQuery('')).toEqual({ systemId: 2, product: '', systems: [] });
    expect(parseLoanDetailsQuery('?systemId=x&systems=%7Bnot-ids')).toEqual({ systemId: 2, product: '', systems: [] });
    expect(parseLoanDetailsQuery('systems=2%2C5').systems).toEqual([2, 5]);
    expect(parseLoanDetailsQuery('systems=2%2C%2C5').systems).toEqual([]);
  });
});

describe('refinance message and sanction link', () => {
  const refinance = { product: 'refinance', stages: [{ stage: 'KYC', isComplete: true }, { stage: 'Valuation', isComplete: true }] };

  it('CARD-009: a fully complete refinance application has been shared with the loan expert', () => {
    expect(refinanceSharedMessage(refinance)).toEqual({ code: 'refinanceShared' });
    expect(cardMessageText({ code: 'refinanceShared' }, 'en')).toBe('Your application has been shared with our loan expert.');
    expect(refinanceSharedMessage({ ...refinance, stages: [{ stage: 'KYC', isComplete: false }] })).toBeNull();
    expect(refinanceSharedMessage({ ...refinance, stages: [] })).toBeNull();
    expect(refinanceSharedMessage({ ...refinance, product: 'usedcar' })).toBeNull();
  });

  test.prop([arbitraryCard])('CARD-009: the message shows exactly for refinance with every stage complete', (card) => {
    const expected = card.product === 'refinance' && card.stages.length > 0 && card.stages.every((s) => s.isComplete);
    expect(refinanceSharedMessage(card) !== null).toBe(expected);
  });

  it('CARD-010: the sanction link shows only after a successful fetch with a file', () => {
    expect(showSanctionDownload({ state: 'succeeded', fileName: 'sanction.pdf', file: 'JVBERi0=' })).toBe(true);
    expect(showSanctionDownload({ state: 'succeeded', fileName: 'sanction.pdf', file: '' })).toBe(false);
    expect(showSanctionDownload({ state: 'failed' })).toBe(false);
    expect(showSanctionDownload({ state: 'pending' })).toBe(false);
  });
});

describe('last activity', () => {
  it('CARD-011: whole hours, rounded down, with the suffix hrs', () => {
    expect(hoursSinceActivity('2026-01-01T00:00:00Z', new Date('2026-01-01T05:59:59Z'))).toBe(5);
    expect(cardMessageText(lastActivityMessage('2026-01-01T00:00:00Z', new Date('2026-01-02T01:00:00Z')), 'en')).toBe('25 hrs');
    expect(cardMessageText(lastActivityMessage('2026-01-01T05:30:00+05:30', new Date('2026-01-01T01:00:00Z')), 'en')).toBe('1 hrs');
    expect(hoursSinceActivity('2026-01-02T00:00:00Z', new Date('2026-01-01T00:00:00Z'))).toBe(0);
  });

  it.each(['', 'yesterday', '2026-01-01', '2026-01-01T10:00:00', '2026-13-45T99:00:00Z'])(
    'CARD-011: refuses the timestamp "%s"',
    (value) => {
      expect(() => hoursSinceActivity(value, new Date())).toThrowError(RulesError);
    },
  );

  test.prop([timestamp, fc.integer({ min: 0, max: 10 * 365 * 24 }), fc.integer({ min: 0, max: 3_599_999 })])(
    'CARD-011: n whole hours plus less than an hour reads as n',
    (updatedAt, hours, extraMs) => {
      const now = new Date(Date.parse(updatedAt) + hours * 3_600_000 + extraMs);
      expect(hoursSinceActivity(updatedAt, now)).toBe(hours);
    },
  );
});
