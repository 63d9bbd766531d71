/**
 * Every user-facing text of `@rinn/rules`, in one place so the UI, the API and the tests agree
 * on the exact wording. Texts quoted in the spec are reproduced character for character; texts
 * the spec only describes were written here and say so. The chat-question messages are in
 * `chat-messages.ts`: only the chat shows them, and a page that loads these messages (every page
 * reads a path's language) does not carry them.
 */

/**
 * A message of a dashboard application card (spec §4 Application card), as the rules give it: a
 * code and the figures it quotes. Each language's catalogue ({@link CARD_MESSAGES},
 * {@link CARD_MESSAGES_HI}) writes it out.
 */
export type CardMessage =
  | { readonly code: 'refinanceShared' }
  | { readonly code: 'optedOut' }
  | { readonly code: 'lastActivity'; readonly params: { readonly hours: number } };

/** Every code a {@link CardMessage} can carry. */
export type CardMessageCode = CardMessage['code'];

/**
 * One language's texts of every card message: a fixed text, or a function of the message's params.
 * Typed as a complete record, so a code without a text does not compile.
 */
export type CardMessageCatalogue = {
  readonly [M in CardMessage as M['code']]: M extends { readonly params: infer P } ? (params: P) => string : string;
};

/**
 * The English card texts. `refinanceShared` is written here: the spec only says the message tells
 * the user that the application has been shared with the loan expert. `optedOut` is the spec's
 * label, and `lastActivity` §3's figure with its suffix hrs.
 *
 * @example
 * ```ts
 * CARD_MESSAGES.lastActivity({ hours: 5 }); // '5 hrs'
 * ```
 */
export const CARD_MESSAGES: CardMessageCatalogue = {
  refinanceShared: 'Your application has been shared with our loan expert.',
  optedOut: 'Opted-out',
  lastActivity: ({ hours }) => `${hours} hrs`,
};

/** The card texts in Hindi, in the dashboard's own words (`बाहर निकलें` for opting out); one घंटा, else घंटे. */
export const CARD_MESSAGES_HI: CardMessageCatalogue = {
  refinanceShared: 'आपका आवेदन हमारे लोन विशेषज्ञ को भेज दिया गया है।',
  optedOut: 'बाहर निकल चुके हैं',
  lastActivity: ({ hours }) => `${hours} ${hours === 1 ? 'घंटा' : 'घंटे'}`,
};

/** The card catalogue of each page language. */
export const CARD_MESSAGE_CATALOGUES: Readonly<Record<'en' | 'hi', CardMessageCatalogue>> = { en: CARD_MESSAGES, hi: CARD_MESSAGES_HI };

/**
 * A card message written out in a page language.
 *
 * @param message - the message as the rules gave it
 * @param language - the page language
 * @returns the text to show
 * @example
 * ```ts
 * cardMessageText({ code: 'optedOut' }, 'en'); // 'Opted-out'
 * cardMessageText({ code: 'lastActivity', params: { hours: 5 } }, 'hi'); // '5 घंटे'
 * ```
 */
export function cardMessageText(message: CardMessage, language: 'en' | 'hi'): string {
  const catalogue = CARD_MESSAGE_CATALOGUES[language];
  return message.code === 'lastActivity' ? catalogue.lastActivity(message.params) : catalogue[message.code];
}

/**
 * Display texts (spec §8 Pagination with an empty list).
 */
export const DISPLAY_MESSAGES = {
  noItems: 'No items to display',
} as const;

// Indian digit grouping without depending on @rinn/format, which is written concurrently; Intl is
// the same engine it wraps, so the output matches.
const rupees = (amount: number): string => new Intl.NumberFormat('en-IN').format(amount);
const rupeesHi = (amount: number): string => new Intl.NumberFormat('hi-IN').format(amount);

/**
 * A reason given for an unmet or unknown eligibility criterion (spec §2 Eligibility blocks): a code
 * and the figures it quotes. Each language's catalogue ({@link ELIGIBILITY_MESSAGES},
 * {@link ELIGIBILITY_MESSAGES_HI}) writes it out.
 */
export type EligibilityMessage =
  | { readonly code: 'ageBelowMinimum'; readonly params: { readonly minimumAge: number; readonly age: number } }
  | { readonly code: 'incomeBelowMinimum'; readonly params: { readonly minimumIncome: number; readonly income: number } }
  | { readonly code: 'employmentNotAccepted' }
  | { readonly code: 'creditHistoryNotHealthy' }
  | { readonly code: 'bureauScoreNotDecent' }
  | { readonly code: 'defaultWithProvider' }
  | { readonly code: 'unknown' };

/** Every code an {@link EligibilityMessage} can carry. */
export type EligibilityMessageCode = EligibilityMessage['code'];

/**
 * One language's texts of every eligibility reason: a fixed text, or a function of the reason's
 * params. Typed as a complete record, so a code without a text does not compile.
 */
export type EligibilityMessageCatalogue = {
  readonly [M in EligibilityMessage as M['code']]: M extends { readonly params: infer P } ? (params: P) => string : string;
};

/**
 * The English reasons. The spec gives the criteria, not these sentences; they were written here.
 *
 * @example
 * ```ts
 * ELIGIBILITY_MESSAGES.ageBelowMinimum({ minimumAge: 21, age: 20 }); // 'You must be at least 21 years old; you are 20.'
 * ```
 */
export const ELIGIBILITY_MESSAGES: EligibilityMessageCatalogue = {
  ageBelowMinimum: ({ minimumAge, age }) => `You must be at least ${minimumAge} years old; you are ${age}.`,
  incomeBelowMinimum: ({ minimumIncome, income }) =>
    `Your net monthly income must be at least ₹${rupees(minimumIncome)}; it is ₹${rupees(income)}.`,
  employmentNotAccepted: 'You must be salaried or self-employed.',
  creditHistoryNotHealthy: 'You need a healthy credit history.',
  bureauScoreNotDecent: 'You need a decent credit bureau score.',
  defaultWithProvider: 'You must have no default on existing loans with the lender.',
  unknown: 'We need this detail to check the criterion.',
};

/** The reasons in Hindi, with the same figures (`ऋणदाता` for the lender, as on the dashboard). */
export const ELIGIBILITY_MESSAGES_HI: EligibilityMessageCatalogue = {
  ageBelowMinimum: ({ minimumAge, age }) => `आपकी उम्र कम से कम ${minimumAge} साल होनी चाहिए; आपकी उम्र ${age} साल है।`,
  incomeBelowMinimum: ({ minimumIncome, income }) =>
    `आपकी शुद्ध मासिक आय कम से कम ₹${rupeesHi(minimumIncome)} होनी चाहिए; यह ₹${rupeesHi(income)} है।`,
  employmentNotAccepted: 'आपको नौकरीपेशा या स्वरोज़गार होना चाहिए।',
  creditHistoryNotHealthy: 'आपका क्रेडिट इतिहास अच्छा होना चाहिए।',
  bureauScoreNotDecent: 'आपका क्रेडिट ब्यूरो स्कोर ठीक-ठाक होना चाहिए।',
  defaultWithProvider: 'ऋणदाता के किसी मौजूदा लोन पर आपका कोई डिफ़ॉल्ट नहीं होना चाहिए।',
  unknown: 'इस शर्त की जाँच के लिए हमें यह जानकारी चाहिए।',
};

/** The eligibility catalogue of each page language. */
export const ELIGIBILITY_MESSAGE_CATALOGUES: Readonly<Record<'en' | 'hi', EligibilityMessageCatalogue>> = {
  en: ELIGIBILITY_MESSAGES,
  hi: ELIGIBILITY_MESSAGES_HI,
};

/**
 * An eligibility reason written out in a page language.
 *
 * @param message - the reason as `checkEligibility` gave it
 * @param language - the page language
 * @returns the text to show
 * @example
 * ```ts
 * eligibilityMessageText({ code: 'incomeBelowMinimum', params: { minimumIncome: 10_000, income: 9_999 } }, 'en');
 * // 'Your net monthly income must be at least ₹10,000; it is ₹9,999.'
 * ```
 */
export function eligibilityMessageText(message: EligibilityMessage, language: 'en' | 'hi'): string {
  const catalogue = ELIGIBILITY_MESSAGE_CATALOGUES[language];
  switch (message.code) {
    case 'ageBelowMinimum':
      return catalogue.ageBelowMinimum(message.params);
    case 'incomeBelowMinimum':
      return catalogue.incomeBelowMinimum(message.params);
    default:
      return catalogue[message.code];
  }
}

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
