import { formatIndianNumber } from '@rinn/format';
import { messageTranslator } from './message-translator.js';
import { maxLengthMessage, maxValueMessage, MESSAGES, minLengthMessage, minValueMessage } from './messages.js';

/** The languages a message can be shown in: the site's page languages. */
export type MessageLanguage = 'en' | 'hi';

// The Hindi follows the site's own Hindi copy (`डालें` for "enter", nukta spellings such as
// ग़लत and तारीख़) and its spelling of OTP as ओटीपी ('4 अंकों का ओटीपी डालें'). Example codes, digits
// and http:// stay as written: they are what the visitor types or sees on the card, not words to
// translate.
const HINDI_MESSAGES: Readonly<Record<keyof typeof MESSAGES, string>> = {
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
};

const toHindi = messageTranslator(
  { ...MESSAGES, minLength: minLengthMessage, maxLength: maxLengthMessage, minValue: minValueMessage, maxValue: maxValueMessage },
  {
    ...HINDI_MESSAGES,
    // The limit as the English writes it: digits for lengths, Indian grouping for values.
    minLength: (limit: number) => `कृपया कम से कम ${limit} अक्षर डालें।`,
    maxLength: (limit: number) => `कृपया ${limit} से ज़्यादा अक्षर न डालें।`,
    minValue: (limit: number) => `कृपया कम से कम ${formatIndianNumber(limit)} का मान डालें।`,
    maxValue: (limit: number) => `कृपया अधिकतम ${formatIndianNumber(limit)} का मान डालें।`,
  },
);

/**
 * A validation message in the page's language.
 *
 * @rule VAL-LOCALE-001 On a Hindi page every message of this package is shown in Hindi (Devanagari),
 *   with OTP written ओटीपी as on the site's Hindi labels, its example codes, digits and http:// as
 *   written and the limit of a numbered message carried over; English pages show the message unchanged, and a message the package does
 *   not define (a server text) is shown as it came.
 * @spec §1 (content in English with Hindi variants); §5 Validation rules
 * @param message - A message as a validator, a schema or the server gave it.
 * @param language - The page language.
 * @returns The message in that language, or unchanged when it has no translation.
 * @example localizeMessage('Please enter correct mobile number', 'hi') // 'कृपया सही मोबाइल नंबर डालें'
 * @example localizeMessage(minLengthMessage(3), 'hi') // 'कृपया कम से कम 3 अक्षर डालें।'
 * @example localizeMessage('Session Token has expired', 'hi') // 'Session Token has expired'
 */
export function localizeMessage(message: string, language: MessageLanguage): string {
  if (language === 'en') return message;
  return toHindi(message) ?? message;
}
