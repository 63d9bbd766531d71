import { formatIndianNumber, intlLocale, type Locale } from '@rinn/format';
import { MESSAGES } from './messages.js';

/** The code of a fixed validation message: the name of its English constant (`MOBILE_INVALID`). */
export type FixedMessageCode = keyof typeof MESSAGES;

/**
 * A validation message as the validators produce it: a code and the limits it quotes. Each
 * language's catalogue ({@link FIELD_MESSAGES_EN}, {@link FIELD_MESSAGES_HI}) writes it out, so no
 * text is ever read back to build another language.
 */
export type FieldMessage =
  | { readonly code: FixedMessageCode }
  | { readonly code: 'MIN_LENGTH'; readonly params: { readonly minimum: number } }
  | { readonly code: 'MAX_LENGTH'; readonly params: { readonly maximum: number } }
  | { readonly code: 'MIN_VALUE'; readonly params: { readonly minimum: number } }
  | { readonly code: 'MAX_VALUE'; readonly params: { readonly maximum: number } };

/** Every code a {@link FieldMessage} can carry. */
export type FieldMessageCode = FieldMessage['code'];

/**
 * One language's texts of every field message: a fixed text, or a function of the message's
 * params. Typed as a complete record, so a code without a text does not compile.
 */
export type FieldMessageCatalogue = {
  readonly [M in FieldMessage as M['code']]: M extends { readonly params: infer P } ? (params: P) => string : string;
};

const characters = new Intl.PluralRules(intlLocale('en'));

/**
 * The English texts: the spec's §5 texts character for character (messages.ts), and the counted
 * ones with `Intl.PluralRules` ("1 character", "3 characters") and Indian grouping for values.
 */
export const FIELD_MESSAGES_EN: FieldMessageCatalogue = {
  ...MESSAGES,
  MIN_LENGTH: ({ minimum }) => `Please enter at least ${minimum} ${characters.select(minimum) === 'one' ? 'character' : 'characters'}.`,
  MAX_LENGTH: ({ maximum }) => `Please enter no more than ${maximum} ${characters.select(maximum) === 'one' ? 'character' : 'characters'}.`,
  MIN_VALUE: ({ minimum }) => `Please enter a value of at least ${formatIndianNumber(minimum)}.`,
  MAX_VALUE: ({ maximum }) => `Please enter a value of at most ${formatIndianNumber(maximum)}.`,
};

// The Hindi follows the site's own Hindi copy (`डालें` for "enter", nukta spellings such as
// ग़लत and तारीख़) and its spelling of OTP as ओटीपी ('4 अंकों का ओटीपी डालें'). Example codes, digits
// and http:// stay as written: they are what the visitor types or sees on the card, not words to
// translate. अक्षर is the same word for one character and for many.
/** The Hindi texts, in Devanagari, for every code of {@link FIELD_MESSAGES_EN}. */
export const FIELD_MESSAGES_HI: FieldMessageCatalogue = {
  MOBILE_INVALID: 'कृपया सही मोबाइल नंबर डालें',
  LOGIN_MOBILE_INVALID: 'मोबाइल नंबर मान्य नहीं है',
  NAME_INVALID: 'कृपया सही नाम डालें',
  CHATBOT_EMAIL_INVALID: 'कृपया सही ईमेल आईडी डालें।',
  CONTACT_EMAIL_INVALID: 'कृपया सही ईमेल डालें।',
  CHATBOT_OTP_INVALID: 'कृपया सही ओटीपी डालें',
  CONTACT_OTP_INCORRECT: 'आपका डाला गया ओटीपी ग़लत है',
  CONTACT_MESSAGE_TOO_SHORT: 'संदेश में कम से कम 10 अक्षर लिखें।',
  REQUIRED: 'यह फ़ील्ड खाली नहीं छोड़ा जा सकता',
  CONSENT_REQUIRED: 'आगे बढ़ने के लिए कृपया सहमति वाले बॉक्स पर टिक करें।',
  URL_INVALID: 'कृपया http:// या https:// से शुरू होने वाला सही वेब पता डालें।',
  ALPHANUMERIC_INVALID: 'कृपया केवल अक्षर और अंक डालें।',
  ALPHA_INVALID: 'कृपया केवल अक्षर डालें।',
  NUMBER_INVALID: 'कृपया केवल अंक डालें।',
  DECIMAL_INVALID: 'कृपया सही संख्या डालें।',
  POSITIVE_INVALID: 'कृपया 0 से बड़ी संख्या डालें।',
  INTEREST_RATE_INVALID: 'कृपया 0 से 30 के बीच की ब्याज दर डालें।',
  ADDRESS_INVALID: "पते में कृपया केवल अक्षर, अंक, स्पेस और , . - / # ' ( ) & : ; का इस्तेमाल करें।",
  PINCODE_INVALID: 'कृपया सही 6 अंकों का पिनकोड डालें।',
  PAN_INVALID: 'कृपया सही पैन डालें, जैसे ABCPE1234F।',
  VOTER_ID_INVALID: 'कृपया सही वोटर आईडी (ईपीआईसी) नंबर डालें, जैसे ABC1234567।',
  PASSPORT_INVALID: 'कृपया सही पासपोर्ट नंबर डालें, जैसे A1234567।',
  DRIVING_LICENCE_INVALID: 'कृपया सही ड्राइविंग लाइसेंस नंबर डालें, जैसे MH14 20110062821।',
  VEHICLE_NUMBER_INVALID: 'कृपया सही गाड़ी नंबर डालें, जैसे MH12AB1234 या 22BH1234AB।',
  IFSC_INVALID: 'कृपया सही आईएफ़एससी कोड डालें, जैसे SBIN0001234।',
  AADHAAR_INVALID: 'कृपया सही 12 अंकों का आधार नंबर डालें।',
  DATE_INVALID: 'कृपया सही तारीख़ दिन/महीना/साल के क्रम में डालें, जैसे 31/12/1990।',
  MIN_LENGTH: ({ minimum }) => `कृपया कम से कम ${minimum} अक्षर डालें।`,
  MAX_LENGTH: ({ maximum }) => `कृपया ${maximum} से ज़्यादा अक्षर न डालें।`,
  MIN_VALUE: ({ minimum }) => `कृपया कम से कम ${formatIndianNumber(minimum, { locale: 'hi' })} का मान डालें।`,
  MAX_VALUE: ({ maximum }) => `कृपया अधिकतम ${formatIndianNumber(maximum, { locale: 'hi' })} का मान डालें।`,
};

/** The catalogue of each page language. */
export const FIELD_MESSAGES: Readonly<Record<Locale, FieldMessageCatalogue>> = { en: FIELD_MESSAGES_EN, hi: FIELD_MESSAGES_HI };

/** Every code of the catalogues, for tests and tools that walk them. */
export const FIELD_MESSAGE_CODES = Object.keys(FIELD_MESSAGES_EN) as readonly FieldMessageCode[];

/**
 * A validation message written out in a page language.
 *
 * @rule VAL-LOCALE-001 Every validation message is a code with its limits, written out by the
 *   catalogue of the page's language: the spec's §5 texts on English pages, and on Hindi pages a
 *   Devanagari text with OTP written ओटीपी as on the site's Hindi labels, its example codes, digits
 *   and http:// as written and the limit of a counted message carried over. No text is read back
 *   to build another language.
 * @spec §1 (content in English with Hindi variants); §5 Validation rules
 * @param message - The message as a validator gave it.
 * @param language - The page language.
 * @returns The text to show.
 * @example fieldMessageText({ code: 'MOBILE_INVALID' }, 'hi') // 'कृपया सही मोबाइल नंबर डालें'
 * @example fieldMessageText({ code: 'MIN_LENGTH', params: { minimum: 3 } }, 'en') // 'Please enter at least 3 characters.'
 */
export function fieldMessageText(message: FieldMessage, language: Locale): string {
  const catalogue = FIELD_MESSAGES[language];
  switch (message.code) {
    case 'MIN_LENGTH':
      return catalogue.MIN_LENGTH(message.params);
    case 'MAX_LENGTH':
      return catalogue.MAX_LENGTH(message.params);
    case 'MIN_VALUE':
      return catalogue.MIN_VALUE(message.params);
    case 'MAX_VALUE':
      return catalogue.MAX_VALUE(message.params);
    default:
      return catalogue[message.code];
  }
}
