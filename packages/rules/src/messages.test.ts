import { fc, test } from '@fast-check/vitest';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CARD_MESSAGE_CATALOGUES,
  CARD_MESSAGES,
  CARD_MESSAGES_HI,
  ELIGIBILITY_MESSAGE_CATALOGUES,
  ELIGIBILITY_MESSAGES,
  ELIGIBILITY_MESSAGES_HI,
  ERROR_MESSAGES,
  cardMessageText,
  eligibilityMessageText,
  type CardMessage,
  type CardMessageCatalogue,
  type CardMessageCode,
  type EligibilityMessage,
  type EligibilityMessageCatalogue,
  type EligibilityMessageCode,
} from './messages.js';
import * as api from './index.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

/** One message of every card code. */
const CARD_SAMPLES: readonly CardMessage[] = [
  { code: 'refinanceShared' },
  { code: 'optedOut' },
  { code: 'lastActivity', params: { hours: 5 } },
];

/** One reason of every eligibility code. */
const ELIGIBILITY_SAMPLES: readonly EligibilityMessage[] = [
  { code: 'ageBelowMinimum', params: { minimumAge: 21, age: 20 } },
  { code: 'incomeBelowMinimum', params: { minimumIncome: 10_000, income: 1_25_000 } },
  { code: 'employmentNotAccepted' },
  { code: 'creditHistoryNotHealthy' },
  { code: 'bureauScoreNotDecent' },
  { code: 'defaultWithProvider' },
  { code: 'unknown' },
];

describe('card messages', () => {
  it('CARD-005, CARD-009, CARD-011: the English card texts are pinned', () => {
    expect(CARD_SAMPLES.map((message) => cardMessageText(message, 'en'))).toEqual([
      'Your application has been shared with our loan expert.',
      'Opted-out',
      '5 hrs',
    ]);
    expect(cardMessageText({ code: 'lastActivity', params: { hours: 1 } }, 'en')).toBe('1 hrs');
  });

  it('CARD-005, CARD-009, CARD-011: each language is a complete record of the codes, so a missing text does not compile', () => {
    expectTypeOf(CARD_MESSAGES).toEqualTypeOf<CardMessageCatalogue>();
    expectTypeOf(CARD_MESSAGES_HI).toEqualTypeOf<CardMessageCatalogue>();
    expectTypeOf<keyof CardMessageCatalogue>().toEqualTypeOf<CardMessageCode>();
    const codes = CARD_SAMPLES.map((message) => message.code).sort();
    for (const language of ['en', 'hi'] as const) expect(Object.keys(CARD_MESSAGE_CATALOGUES[language]).sort()).toEqual(codes);
  });

  it.each(CARD_SAMPLES)('CARD-005, CARD-009, CARD-011: $code has a Hindi text in Devanagari with no Latin words', (message) => {
    const hindi = cardMessageText(message, 'hi');
    expect(hindi).not.toBe(cardMessageText(message, 'en'));
    expect(hindi).toMatch(DEVANAGARI);
    expect(hindi).not.toMatch(LATIN);
  });

  test.prop([fc.nat({ max: 100_000 })])('CARD-011: both languages carry the hours', (hours) => {
    expect(cardMessageText({ code: 'lastActivity', params: { hours } }, 'en')).toBe(`${hours} hrs`);
    expect(cardMessageText({ code: 'lastActivity', params: { hours } }, 'hi')).toBe(`${hours} ${hours === 1 ? 'घंटा' : 'घंटे'}`);
  });
});

describe('eligibility messages', () => {
  it('ELIG-001, ELIG-002: the English reasons are pinned, with Indian digit grouping', () => {
    expect(ELIGIBILITY_SAMPLES.map((message) => eligibilityMessageText(message, 'en'))).toEqual([
      'You must be at least 21 years old; you are 20.',
      'Your net monthly income must be at least ₹10,000; it is ₹1,25,000.',
      'You must be salaried or self-employed.',
      'You need a healthy credit history.',
      'You need a decent credit bureau score.',
      'You must have no default on existing loans with the lender.',
      'We need this detail to check the criterion.',
    ]);
  });

  it('ELIG-001, ELIG-002: each language is a complete record of the codes, so a missing text does not compile', () => {
    expectTypeOf(ELIGIBILITY_MESSAGES).toEqualTypeOf<EligibilityMessageCatalogue>();
    expectTypeOf(ELIGIBILITY_MESSAGES_HI).toEqualTypeOf<EligibilityMessageCatalogue>();
    expectTypeOf<keyof EligibilityMessageCatalogue>().toEqualTypeOf<EligibilityMessageCode>();
    const codes = ELIGIBILITY_SAMPLES.map((message) => message.code).sort();
    for (const language of ['en', 'hi'] as const) expect(Object.keys(ELIGIBILITY_MESSAGE_CATALOGUES[language]).sort()).toEqual(codes);
  });

  it.each(ELIGIBILITY_SAMPLES)('ELIG-001, ELIG-002: $code has a Hindi text in Devanagari with no Latin words', (message) => {
    const hindi = eligibilityMessageText(message, 'hi');
    expect(hindi).not.toBe(eligibilityMessageText(message, 'en'));
    expect(hindi).toMatch(DEVANAGARI);
    expect(hindi).not.toMatch(LATIN);
  });

  it('ELIG-001: the Hindi income reason carries both amounts, grouped the Indian way', () => {
    expect(eligibilityMessageText({ code: 'incomeBelowMinimum', params: { minimumIncome: 10_000, income: 1_25_000 } }, 'hi')).toBe(
      'आपकी शुद्ध मासिक आय कम से कम ₹10,000 होनी चाहिए; यह ₹1,25,000 है।',
    );
  });
});

describe('developer messages', () => {
  it('SCORE-001, JOURNEY-001: developer error texts are pinned', () => {
    expect(ERROR_MESSAGES.creditScoreOutOfRange(1000)).toBe('A credit score must be a whole number from 300 to 900; got 1000.');
    expect(ERROR_MESSAGES.invalidBackButtonSlug('/x')).toBe('backBtnSlug must be /emi-calculator, /refinance or /dashboard; got "/x".');
  });
});

describe('public API', () => {
  it('exports the names other packages rely on', () => {
    for (const name of [
      'scoreBand', 'scoreCurrentUntil', 'SCORE_TABLE_ROWS', 'cardView', 'cardStatus', 'canResume', 'resumeJourney', 'optOutState',
      'canViewDetails', 'loanDetailsPath', 'refinanceSharedMessage', 'cardMessageText', 'eligibilityMessageText', 'PRODUCT_IDS', 'VENDOR_IDS', 'buildJourneyStart',
      'validateChatQuestion', 'capChatInput', 'CHAT_MESSAGES', 'swapLanguage', 'DISPLAY', 'CHATBOT_TIMINGS',
      'LOGIN_RULES', 'CAROUSEL', 'FAQ_COUNTS', 'PAGE_SIZES', 'faqVisibleCount', 'pageCount', 'pageSlice',
      'checkEligibility', 'languageOfPath', 'RulesError',
    ]) {
      expect(api, name).toHaveProperty(name);
    }
  });
});
