import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import {
  CAROUSEL,
  CHATBOT_TIMINGS,
  DISPLAY,
  FAQ_COUNTS,
  LOGIN_RULES,
  PAGE_SIZES,
  RATING,
  REFINANCE_CARD,
  WIDGET_TIMINGS,
  faqVisibleCount,
  hasMoreFaqs,
  type FaqKind,
} from './display.js';
import { CHAT_QUESTION_LIMITS } from './display.js';

const faqKind = fc.constantFrom<FaqKind>('creditScore', 'emi', 'default', 'homeSections', 'dynamic');

describe('display constants of §9', () => {
  it('DISP-001: FAQ default counts are 8, 6, 5, 4 and up to 100', () => {
    expect(FAQ_COUNTS).toEqual({ creditScore: 8, emi: 6, default: 5, homeSections: 4, dynamic: 100 });
  });

  it('DISP-002: media and news 6/5 a page, recommendation cards 6', () => {
    expect(PAGE_SIZES).toEqual({ mediaAndNews: { desktop: 6, mobile: 5 }, recommendationCards: 6 });
  });

  it('DISP-003: carousel timings and visible counts', () => {
    expect(CAROUSEL).toEqual({
      slideIntervalMs: 4500,
      citySlideIntervalMs: 5000,
      swipeThresholdPx: 5,
      lendingPartners: { desktopVisible: 6, mobileVisible: 1, mobileAutoSlideMs: 5000 },
      ratingAndNews: { desktopVisible: 3, mobileVisible: 1 },
    });
  });

  it('DISP-004: chatbot timings are 30 s, 120 s, 60 s, 60 s and 25 s', () => {
    expect(CHATBOT_TIMINGS).toEqual({
      pageInactivityOpenMs: 30_000,
      inChatPromptMs: 120_000,
      autoCloseMs: 60_000,
      chatEndCallbackMs: 60_000,
      replyTimeoutMs: 25_000,
    });
  });

  it('DISP-005: login takes 10 digits and a 4-digit OTP with a 30 s resend timer', () => {
    expect(LOGIN_RULES).toEqual({ mobileLength: 10, otpLength: 4, resendSeconds: 30 });
  });

  it('DISP-006: the rating is 4.8/5', () => {
    expect(RATING).toEqual({ value: 4.8, outOf: 5, label: '4.8/5' });
    expect(`${RATING.value}/${RATING.outOf}`).toBe(RATING.label);
  });

  it('DISP-007: journey poll 250 ms, share fallback 500 ms, refinance card after 2300 px', () => {
    expect(WIDGET_TIMINGS).toEqual({ journeyPollMs: 250, shareFallbackMs: 500 });
    expect(REFINANCE_CARD).toEqual({ scrollThresholdPx: 2300 });
  });

  it('DISP-001, DISP-004: DISPLAY gathers the same objects, so there is one source for each value', () => {
    expect(DISPLAY.faq).toBe(FAQ_COUNTS);
    expect(DISPLAY.chatbot).toBe(CHATBOT_TIMINGS);
    expect(DISPLAY.chatQuestion).toBe(CHAT_QUESTION_LIMITS);
    expect(DISPLAY.login).toBe(LOGIN_RULES);
    expect(DISPLAY.carousel).toBe(CAROUSEL);
    expect(DISPLAY.pageSizes).toBe(PAGE_SIZES);
    expect(DISPLAY.rating).toBe(RATING);
    expect(DISPLAY.widgets).toBe(WIDGET_TIMINGS);
    expect(DISPLAY.refinanceCard).toBe(REFINANCE_CARD);
  });
});

describe('faqVisibleCount', () => {
  it('DISP-008: collapsed shows the default count; expanded shows all', () => {
    expect(faqVisibleCount('creditScore', false, 20)).toBe(8);
    expect(faqVisibleCount('emi', false, 20)).toBe(6);
    expect(faqVisibleCount('default', false, 20)).toBe(5);
    expect(faqVisibleCount('homeSections', false, 20)).toBe(4);
    expect(faqVisibleCount('dynamic', false, 250)).toBe(100);
    expect(faqVisibleCount('creditScore', true, 20)).toBe(20);
    expect(faqVisibleCount('emi', false, 3)).toBe(3);
    expect(hasMoreFaqs('emi', 6)).toBe(false);
    expect(hasMoreFaqs('emi', 7)).toBe(true);
    expect(faqVisibleCount('emi', true, Number.NaN)).toBe(0);
    expect(faqVisibleCount('emi', false, -2)).toBe(0);
  });

  test.prop([faqKind, fc.boolean(), fc.nat({ max: 500 })])('DISP-008: never more than the items, and expanding never shows fewer', (kind, expanded, items) => {
    const visible = faqVisibleCount(kind, expanded, items);
    expect(visible).toBeGreaterThanOrEqual(0);
    expect(visible).toBeLessThanOrEqual(items);
    expect(faqVisibleCount(kind, true, items)).toBeGreaterThanOrEqual(faqVisibleCount(kind, false, items));
    expect(faqVisibleCount(kind, false, items)).toBe(Math.min(FAQ_COUNTS[kind], items));
    expect(hasMoreFaqs(kind, items)).toBe(items > FAQ_COUNTS[kind]);
  });
});
