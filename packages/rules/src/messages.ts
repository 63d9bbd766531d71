/**
 * Every user-facing text of `@rinn/rules`, in one place so the UI, the API and the tests agree
 * on the exact wording. Texts quoted in the spec are reproduced character for character; texts
 * the spec only describes were written here and say so.
 */

/**
 * Chat-question validation messages, exactly as spec §5 words them.
 *
 * @example
 * ```ts
 * CHAT_MESSAGES.tooShort; // 'Your question seems too short. Could you please provide more details?'
 * ```
 */
export const CHAT_MESSAGES = {
  empty: 'Please type a valid question.',
  tooShort: 'Your question seems too short. Could you please provide more details?',
  tooLong: 'Your question is too long. Can you please ask something more specific?',
  notSpecific: 'Please ask a specific question so I can assist you better.',
} as const;

/** The code of a chat-question message: its name in {@link CHAT_MESSAGES}. */
export type ChatQuestionCode = keyof typeof CHAT_MESSAGES;

/**
 * The chat-question messages in Hindi, in the chat's own Hindi words (`सवाल`, as in 'अपना सवाल
 * लिखें'). A complete record of the codes, so a code without a Hindi text does not compile.
 *
 * @example
 * ```ts
 * CHAT_MESSAGES_HI.empty; // 'कृपया एक सही सवाल लिखें।'
 * ```
 */
export const CHAT_MESSAGES_HI: Readonly<Record<ChatQuestionCode, string>> = {
  empty: 'कृपया एक सही सवाल लिखें।',
  tooShort: 'आपका सवाल बहुत छोटा लगता है। क्या आप थोड़ा और विस्तार से बता सकते हैं?',
  tooLong: 'आपका सवाल बहुत लंबा है। क्या आप कुछ और सटीक पूछ सकते हैं?',
  notSpecific: 'कृपया कोई सटीक सवाल पूछें, ताकि मैं आपकी बेहतर मदद कर सकूँ।',
};

/** The chat-question messages of each page language. */
export const CHAT_QUESTION_MESSAGES: Readonly<Record<'en' | 'hi', Readonly<Record<ChatQuestionCode, string>>>> = { en: CHAT_MESSAGES, hi: CHAT_MESSAGES_HI };

/**
 * Texts shown on a dashboard application card (spec §4 Application card).
 *
 * `refinanceShared` is written here: the spec only says the message tells the user that the
 * application has been shared with the loan expert. `optedOut` is the spec's label.
 */
export const CARD_MESSAGES = {
  refinanceShared: 'Your application has been shared with our loan expert.',
  optedOut: 'Opted-out',
  lastActivitySuffix: 'hrs',
} as const;

/**
 * Display texts (spec §8 Pagination with an empty list).
 */
export const DISPLAY_MESSAGES = {
  noItems: 'No items to display',
} as const;

// Indian digit grouping without depending on @rinn/format, which is written concurrently; Intl is
// the same engine it wraps, so the output matches.
const rupees = (amount: number): string => new Intl.NumberFormat('en-IN').format(amount);

/**
 * Reasons given for unmet or unknown eligibility criteria (spec §2 Eligibility blocks). The spec
 * gives the criteria, not these sentences; they were written here.
 */
export const ELIGIBILITY_MESSAGES = {
  ageBelowMinimum: (minimumAge: number, age: number) =>
    `You must be at least ${minimumAge} years old; you are ${age}.`,
  incomeBelowMinimum: (minimumIncome: number, income: number) =>
    `Your net monthly income must be at least ₹${rupees(minimumIncome)}; it is ₹${rupees(income)}.`,
  employmentNotAccepted: 'You must be salaried or self-employed.',
  creditHistoryNotHealthy: 'You need a healthy credit history.',
  bureauScoreNotDecent: 'You need a decent credit bureau score.',
  defaultWithProvider: 'You must have no default on existing loans with the lender.',
  unknown: 'We need this detail to check the criterion.',
} as const;

/**
 * Developer-facing texts of {@link RulesError}s, kept here so tests can pin them.
 */
export const ERROR_MESSAGES = {
  creditScoreOutOfRange: (score: number) =>
    `A credit score must be a whole number from 300 to 900; got ${score}.`,
  invalidTimestamp: (value: string) => `Not a valid ISO 8601 timestamp: "${value}".`,
  missingApplicationId: 'An application needs a loanId or an id.',
  invalidJourneyId: (field: string, value: number) =>
    `${field} must be a positive whole number; got ${value}.`,
  invalidBackButtonSlug: (slug: string) =>
    `backBtnSlug must be /emi-calculator, /refinance or /dashboard; got "${slug}".`,
  invalidPageSize: (pageSize: number) => `A page size must be a positive whole number; got ${pageSize}.`,
  invalidPath: (path: string) => `A path must start with "/"; got "${path}".`,
} as const;
