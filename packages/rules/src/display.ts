/**
 * How many FAQ items show before View more.
 *
 * @rule DISP-001 FAQ accordions show 8 items for the credit score FAQ, 6 for the EMI FAQ and 5
 *   otherwise; 4 in the FAQ accordion of the home sections; the dynamic FAQ shows up to 100.
 * @spec §9 Display
 */
export const FAQ_COUNTS = {
  creditScore: 8,
  emi: 6,
  default: 5,
  homeSections: 4,
  dynamic: 100,
} as const;

/** Which FAQ accordion is shown. */
export type FaqKind = keyof typeof FAQ_COUNTS;

/**
 * Page sizes of paginated lists.
 *
 * @rule DISP-002 Media and news lists show 6 items a page on desktop and 5 on mobile;
 *   recommendation cards show 6 a page.
 * @spec §9 Display
 */
export const PAGE_SIZES = {
  mediaAndNews: { desktop: 6, mobile: 5 },
  recommendationCards: 6,
} as const;

/**
 * Carousel timings and sizes.
 *
 * @rule DISP-003 Carousels advance every 4500 ms by default and every 5000 ms for cities, with a
 *   5 px swipe threshold; lending partners show 6 on desktop and 1 slide on mobile auto-sliding
 *   every 5000 ms; the rating and news carousel shows 3 on desktop and 1 on mobile.
 * @spec §9 Display; §4 Widgets
 */
export const CAROUSEL = {
  slideIntervalMs: 4_500,
  citySlideIntervalMs: 5_000,
  swipeThresholdPx: 5,
  lendingPartners: { desktopVisible: 6, mobileVisible: 1, mobileAutoSlideMs: 5_000 },
  ratingAndNews: { desktopVisible: 3, mobileVisible: 1 },
} as const;

/**
 * Chatbot timings, in milliseconds.
 *
 * @rule DISP-004 The chatbot opens after 30 s of page inactivity, prompts after 120 s of chat
 *   inactivity, closes 60 s after an unanswered prompt, fires the chat-end callback 60 s after
 *   ending, and times a reply out after 25 s.
 * @spec §9 Chatbot; §4 Chatbot
 */
export const CHATBOT_TIMINGS = {
  pageInactivityOpenMs: 30_000,
  inChatPromptMs: 120_000,
  autoCloseMs: 60_000,
  chatEndCallbackMs: 60_000,
  replyTimeoutMs: 25_000,
} as const;

/**
 * Login limits.
 *
 * @rule DISP-005 Login takes a 10-digit mobile number and a 4-digit OTP; the resend timer runs
 *   30 seconds.
 * @spec §9 Login; §4 Login modal
 */
export const LOGIN_RULES = {
  mobileLength: 10,
  otpLength: 4,
  resendSeconds: 30,
} as const;

/**
 * The rating the site displays.
 *
 * @rule DISP-006 The displayed rating is 4.8 out of 5, shown as 4.8/5.
 * @spec §1; §9 Display
 */
export const RATING = { value: 4.8, outOf: 5, label: '4.8/5' } as const;

/**
 * Timings of small widgets, and when the refinance eligibility card appears.
 *
 * @rule DISP-007 Journey link buttons poll for readiness every 250 ms; the share fallback waits
 *   500 ms; the refinance eligibility card appears after 2300 px of scrolling.
 * @spec §9 Display; §9 Calculators; §4 Widgets
 */
export const WIDGET_TIMINGS = {
  journeyPollMs: 250,
  shareFallbackMs: 500,
} as const;

/** The refinance eligibility floating card (DISP-007). */
export const REFINANCE_CARD = { scrollThresholdPx: 2_300 } as const;

/**
 * Length limits of a chat question, in characters (Unicode code points, so a Hindi or emoji
 * character counts once and capping never splits one).
 *
 * @rule CHATQ-001 A chat question is 4 to 300 characters long after trimming, and the input box
 *   holds at most 255 characters.
 * @spec §5 Chat question; §9 Chatbot
 */
export const CHAT_QUESTION_LIMITS = { minLength: 4, maxLength: 300, inputCap: 255 } as const;

/**
 * Every display constant of §9 in one object, for callers that want a single import. Each part
 * is the same object as its named export.
 */
export const DISPLAY = {
  faq: FAQ_COUNTS,
  pageSizes: PAGE_SIZES,
  carousel: CAROUSEL,
  chatbot: CHATBOT_TIMINGS,
  chatQuestion: CHAT_QUESTION_LIMITS,
  login: LOGIN_RULES,
  rating: RATING,
  widgets: WIDGET_TIMINGS,
  refinanceCard: REFINANCE_CARD,
} as const;

/**
 * How many items an FAQ accordion shows.
 *
 * @rule DISP-008 Collapsed, an FAQ shows its default count (DISP-001) or every item if there are
 *   fewer; View more shows every item, and View less returns to the default count.
 * @spec §4 Widgets (Accordion); §9 Display
 * @param kind - which FAQ accordion
 * @param expanded - whether View more was pressed
 * @param itemCount - how many items the (filtered) FAQ holds
 * @returns the number of items to render
 * @example
 * ```ts
 * faqVisibleCount('creditScore', false, 20); // 8
 * faqVisibleCount('creditScore', true, 20); // 20
 * ```
 */
export function faqVisibleCount(kind: FaqKind, expanded: boolean, itemCount: number): number {
  const total = Number.isFinite(itemCount) ? Math.max(0, Math.floor(itemCount)) : 0;
  return expanded ? total : Math.min(FAQ_COUNTS[kind], total);
}

/**
 * Whether an FAQ accordion needs a View more control (DISP-008).
 *
 * @param kind - which FAQ accordion
 * @param itemCount - how many items it holds
 * @returns true when some items are hidden while collapsed
 * @example
 * ```ts
 * hasMoreFaqs('emi', 6); // false
 * ```
 */
export function hasMoreFaqs(kind: FaqKind, itemCount: number): boolean {
  return faqVisibleCount(kind, false, itemCount) < faqVisibleCount(kind, true, itemCount);
}
