import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES, ELIGIBILITY_MESSAGES, ERROR_MESSAGES } from './messages.js';
import * as api from './index.js';

describe('messages', () => {
  it('CARD-005, CARD-009, CARD-011: card texts are pinned', () => {
    expect(CARD_MESSAGES).toEqual({
      refinanceShared: 'Your application has been shared with our loan expert.',
      optedOut: 'Opted-out',
      lastActivitySuffix: 'hrs',
    });
  });

  it('ELIG-001: income reasons use Indian digit grouping', () => {
    expect(ELIGIBILITY_MESSAGES.incomeBelowMinimum(10_000, 1_25_000)).toBe(
      'Your net monthly income must be at least ₹10,000; it is ₹1,25,000.',
    );
  });

  it('SCORE-001, JOURNEY-001: developer error texts are pinned', () => {
    expect(ERROR_MESSAGES.creditScoreOutOfRange(1000)).toBe('A credit score must be a whole number from 300 to 900; got 1000.');
    expect(ERROR_MESSAGES.invalidBackButtonSlug('/x')).toBe('backBtnSlug must be /emi-calculator, /refinance or /dashboard; got "/x".');
  });
});

describe('public API', () => {
  it('exports the names other packages rely on', () => {
    for (const name of [
      'scoreBand', 'scoreCurrentUntil', 'SCORE_TABLE_ROWS', 'cardView', 'cardStatus', 'canResume', 'resumeJourney', 'optOutState',
      'canViewDetails', 'loanDetailsPath', 'refinanceSharedMessage', 'PRODUCT_IDS', 'VENDOR_IDS', 'buildJourneyStart',
      'validateChatQuestion', 'capChatInput', 'CHAT_MESSAGES', 'swapLanguage', 'DISPLAY', 'CHATBOT_TIMINGS',
      'LOGIN_RULES', 'CAROUSEL', 'FAQ_COUNTS', 'PAGE_SIZES', 'faqVisibleCount', 'pageCount', 'pageSlice',
      'checkEligibility', 'languageOfPath', 'RulesError',
    ]) {
      expect(api, name).toHaveProperty(name);
    }
  });
});
