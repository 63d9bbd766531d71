/**
 * Every message the API sends to clients, as a code with the values it quotes, and one catalogue
 * per page language that writes it out. The server puts the English text in an envelope's
 * `message` (unchanged for clients that read only the text) and the code in `messageCode` with
 * `messageParams`; a client writes the code out in the page's language, so no text is read back to
 * build another language. A validation message the server sends carries the code of its field rule
 * (`@rinn/validation`) or journey step (`@rinn/offers`), written out by their own catalogues.
 */
import { INDIA_TIME_ZONE, intlLocale, type Locale } from '@rinn/format';
import { journeyMessageText, STEP_MESSAGE_CODES, type JourneyMessage, type StepMessage } from '@rinn/offers';
import { FIELD_MESSAGE_CODES, type FieldMessage } from '@rinn/validation';
import {
  ACCESS_TOKEN_EXPIRED_MESSAGE,
  CKYC_DECLINED_MESSAGE,
  CKYC_NO_RECORD_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  NOT_FOUND_MESSAGE,
  RATE_LIMITED_MESSAGE,
  SESSION_TOKEN_EXPIRED_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  VALIDATION_FAILED_MESSAGE,
} from './messages.js';

/** The codes of the server's own messages that quote nothing. */
type FixedServerMessageCode =
  | 'OK'
  | 'INVALID_JSON'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BODY_TOO_LARGE'
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'ACCESS_TOKEN_EXPIRED'
  | 'SESSION_TOKEN_EXPIRED'
  | 'REFRESH_TOKEN_INVALID'
  | 'RATE_LIMITED'
  | 'LINK_EXPIRED'
  | 'INTERNAL_ERROR'
  | 'OTP_SENT'
  | 'OTP_VERIFIED'
  | 'OTP_NO_LONGER_VALID'
  | 'MOBILE_NOT_VERIFIED'
  | 'VERIFICATION_USED'
  | 'LEAD_NOT_FOUND'
  | 'LEAD_CREATED'
  | 'FEEDBACK_SAVED'
  | 'CONTACT_MESSAGE_SENT'
  | 'ANALYTICS_STORED'
  | 'CHAT_FAILED'
  | 'LOGGED_OUT'
  | 'APPLICATION_NOT_FOUND'
  | 'CUSTOMER_NOT_FOUND'
  | 'PRICE_NOT_FOUND'
  | 'MODEL_NOT_FOUND'
  | 'API_KEY_INVALID'
  | 'CONSENT_LINK_UNKNOWN'
  | 'CONSENT_ALREADY_APPROVED'
  | 'CONSENT_ALREADY_REJECTED'
  | 'CONSENT_NOT_FOUND'
  | 'CONSENT_TOKEN_MISSING'
  | 'CONSENT_TOKEN_INVALID'
  | 'CONSENT_TOKEN_MISMATCH'
  | 'CONSENT_OTP_VERIFIED'
  | 'CONSENT_VERIFICATION_REQUIRED'
  | 'CONSENT_VERIFICATION_EXPIRED'
  | 'CONSENT_APPROVED'
  | 'CONSENT_REJECTED'
  | 'LOAN_INITIATED_REQUIRED'
  | 'CKYC_NO_RECORD'
  | 'CKYC_DECLINED'
  | 'OPT_OUT_RECORDED'
  | 'OPT_OUT_ALREADY'
  | 'OPT_OUT_UNAVAILABLE'
  | 'SANCTION_LETTER_NOT_FOUND'
  | 'DOCUMENT_NOT_FOUND'
  | 'PAYLOAD_INVALID'
  | 'PAYOUT_NOT_FOUND'
  | 'PAYOUT_LEAD_MISMATCH'
  | 'PAYOUT_SAVED'
  | 'DRAFT_NOT_FOUND'
  | 'STEP_INVALID'
  | 'STEPS_MISSING'
  | 'OFFERS_FIRST'
  | 'NO_SUCH_OFFER'
  | 'ALREADY_APPLIED'
  | 'STEP_SAVED';

/**
 * A message of the server's own: a code and the values it quotes. `at` is an instant (ISO 8601),
 * written in India time in the page's language.
 */
export type ServerMessage =
  | { readonly code: FixedServerMessageCode }
  | { readonly code: 'ROUTE_NOT_FOUND'; readonly params: { readonly method: string; readonly path: string } }
  | { readonly code: 'TOO_MANY_REQUESTS'; readonly params: { readonly seconds: number } }
  | { readonly code: 'UNSTORABLE_TEXT'; readonly params: { readonly path: string } }
  | { readonly code: 'REQUEST_FIELD_INVALID'; readonly params: { readonly path: string; readonly detail: string } }
  | { readonly code: 'REQUEST_DETAIL_INVALID'; readonly params: { readonly detail: string } }
  | { readonly code: 'OTP_RESEND_TOO_SOON'; readonly params: { readonly seconds: number } }
  | { readonly code: 'OTP_SEND_LIMIT'; readonly params: { readonly at: string } }
  | { readonly code: 'OTP_IP_LIMIT'; readonly params: { readonly at: string } }
  | { readonly code: 'OTP_DAILY_LIMIT'; readonly params: { readonly at: string } }
  | { readonly code: 'OTP_INCORRECT'; readonly params: { readonly attemptsLeft: number } }
  | { readonly code: 'CONSENT_OTP_SENT'; readonly params: { readonly maskedMobile: string } }
  | { readonly code: 'APPLIED'; readonly params: { readonly lenderName: string } };

/** Every code a {@link ServerMessage} can carry. */
export type ServerMessageCode = ServerMessage['code'];

/**
 * One language's texts of every server message: a fixed text, or a function of the message's
 * params. Typed as a complete record, so a code without a text does not compile.
 */
export type ServerMessageCatalogue = {
  readonly [M in ServerMessage as M['code']]: M extends { readonly params: infer P } ? (params: P) => string : string;
};

const timeOptions: Intl.DateTimeFormatOptions = {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};
const timeFormats: Readonly<Record<Locale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat(intlLocale('en'), timeOptions),
  hi: new Intl.DateTimeFormat(intlLocale('hi'), timeOptions),
};

/**
 * When a refused client may try again, as Indian users read it (Asia/Kolkata, §9 Display).
 *
 * @param at - the earliest retry time, ISO 8601.
 * @param language - the page language.
 * @returns e.g. '22 Nov, 5:32 pm IST'.
 * @example tryAgainAt('2026-11-22T12:02:00Z', 'en') // '22 Nov, 5:32 pm IST'
 */
export function tryAgainAt(at: string, language: Locale): string {
  return `${timeFormats[language].format(new Date(at))} IST`;
}

const attempts = new Intl.PluralRules(intlLocale('en'));
const attemptsHi = new Intl.PluralRules(intlLocale('hi'));

/** The English texts, as the server has always sent them in `message` (the spec's texts unchanged). */
export const SERVER_MESSAGES_EN: ServerMessageCatalogue = {
  OK: 'Success',
  ROUTE_NOT_FOUND: ({ method, path }) => `No API route ${method} ${path}.`,
  TOO_MANY_REQUESTS: ({ seconds }) => `Too many requests. Please try again in ${seconds} seconds.`,
  INVALID_JSON: 'The request body is not valid JSON.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  BODY_TOO_LARGE: 'The request body is too large.',
  BAD_REQUEST: 'The request is not valid.',
  UNSTORABLE_TEXT: ({ path }) => `${path}: must not contain NUL characters or unpaired surrogates.`,
  REQUEST_FIELD_INVALID: ({ path, detail }) => `${path}: ${detail}`,
  REQUEST_DETAIL_INVALID: ({ detail }) => detail,
  VALIDATION_FAILED: VALIDATION_FAILED_MESSAGE,
  NOT_FOUND: NOT_FOUND_MESSAGE,
  UNAUTHENTICATED: UNAUTHENTICATED_MESSAGE,
  ACCESS_TOKEN_EXPIRED: ACCESS_TOKEN_EXPIRED_MESSAGE,
  SESSION_TOKEN_EXPIRED: SESSION_TOKEN_EXPIRED_MESSAGE,
  REFRESH_TOKEN_INVALID: 'Your session has ended. Please log in again.',
  RATE_LIMITED: RATE_LIMITED_MESSAGE,
  LINK_EXPIRED: LINK_EXPIRED_MESSAGE,
  INTERNAL_ERROR: INTERNAL_ERROR_MESSAGE,
  OTP_SENT: 'OTP sent successfully.',
  OTP_VERIFIED: 'OTP verified successfully.',
  OTP_RESEND_TOO_SOON: ({ seconds }) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  OTP_SEND_LIMIT: ({ at }) => `You have requested too many OTPs. Please try again after ${tryAgainAt(at, 'en')}.`,
  OTP_IP_LIMIT: ({ at }) => `Too many OTP requests from your network. Please try again after ${tryAgainAt(at, 'en')}.`,
  OTP_DAILY_LIMIT: ({ at }) => `Too many incorrect OTP attempts. Please try again after ${tryAgainAt(at, 'en')}.`,
  OTP_INCORRECT: ({ attemptsLeft }) => `Incorrect OTP. ${attemptsLeft} ${attempts.select(attemptsLeft) === 'one' ? 'attempt' : 'attempts'} left.`,
  OTP_NO_LONGER_VALID: 'This OTP has expired or can no longer be used. Please request a new OTP.',
  MOBILE_NOT_VERIFIED: 'Please verify your mobile number with the OTP first.',
  VERIFICATION_USED: 'This verification has already been used. Please verify your mobile number again.',
  LEAD_NOT_FOUND: 'Lead not found.',
  LEAD_CREATED: 'Lead created successfully.',
  FEEDBACK_SAVED: 'Thank you for your feedback.',
  CONTACT_MESSAGE_SENT: 'Thank you. Your message has been sent to our team.',
  ANALYTICS_STORED: 'Events stored.',
  CHAT_FAILED: 'An error occurred while processing your request.',
  LOGGED_OUT: 'Logged out successfully.',
  APPLICATION_NOT_FOUND: 'Application not found.',
  CUSTOMER_NOT_FOUND: 'No customer has this mobile number.',
  PRICE_NOT_FOUND: 'No ex-showroom price is available for this variant in the selected city.',
  MODEL_NOT_FOUND: 'Model not found.',
  API_KEY_INVALID: 'A valid x-api-key header is required for this call.',
  CONSENT_LINK_UNKNOWN: 'This consent link is not valid. Please ask the lender for a new link.',
  CONSENT_ALREADY_APPROVED: 'You have already given your consent using this link.',
  CONSENT_ALREADY_REJECTED: 'You have already declined consent using this link.',
  CONSENT_NOT_FOUND: 'No consent request with this reference id.',
  CONSENT_TOKEN_MISSING: 'Send the consent link token in the X-Consent-Token header.',
  CONSENT_TOKEN_INVALID: 'The X-Consent-Token header is not a valid consent link token.',
  CONSENT_TOKEN_MISMATCH: 'The X-Consent-Token header and the query parameter name different consent links.',
  CONSENT_OTP_SENT: ({ maskedMobile }) => `OTP sent to ${maskedMobile}.`,
  CONSENT_OTP_VERIFIED: 'Your Mobile number has been verified!',
  CONSENT_VERIFICATION_REQUIRED: 'Please verify your mobile number with the OTP before you decide.',
  CONSENT_VERIFICATION_EXPIRED: 'Your mobile verification has expired. Please verify your mobile number again.',
  CONSENT_APPROVED: 'Thank you. Your consent has been recorded.',
  CONSENT_REJECTED: 'Your decision to decline consent has been recorded.',
  LOAN_INITIATED_REQUIRED: 'Please confirm that you initiated this loan to give consent.',
  CKYC_NO_RECORD: CKYC_NO_RECORD_MESSAGE,
  CKYC_DECLINED: CKYC_DECLINED_MESSAGE,
  OPT_OUT_RECORDED: 'You have opted out. Your consent for this application has been withdrawn.',
  OPT_OUT_ALREADY: 'You have already opted out of this application.',
  OPT_OUT_UNAVAILABLE: 'Opt-out is not available for this application.',
  SANCTION_LETTER_NOT_FOUND: 'No sanction letter is available for this application.',
  DOCUMENT_NOT_FOUND: 'Document not found.',
  PAYLOAD_INVALID: 'This link is not valid. It may have been changed or cut short.',
  PAYOUT_NOT_FOUND: 'No payout record was found for this lead.',
  PAYOUT_LEAD_MISMATCH: 'This payout link is for another lead.',
  PAYOUT_SAVED: 'Payout status saved.',
  DRAFT_NOT_FOUND: 'We could not find this application.',
  STEP_INVALID: 'Please correct the highlighted fields.',
  STEPS_MISSING: 'Please complete every step of your application to see your offers.',
  OFFERS_FIRST: 'Please see your offers before choosing one.',
  NO_SUCH_OFFER: 'This lender has no offer for your application.',
  ALREADY_APPLIED: 'You have already chosen an offer for this application.',
  STEP_SAVED: 'Saved.',
  APPLIED: ({ lenderName }) =>
    `Your application has been sent to ${lenderName}. Please give the lender your consent from the link we sent you by SMS.`,
};

// The Hindi follows the site's own Hindi copy (OTP as ओटीपी, डालें for "enter"); header names,
// Content-Type, NUL and the route's method and path stay as written: they are what a developer
// types, not words to translate. A field path or zod's own detail is quoted as sent.
/** The Hindi texts, in Devanagari, for every code of {@link SERVER_MESSAGES_EN}. */
export const SERVER_MESSAGES_HI: ServerMessageCatalogue = {
  OK: 'सफल',
  ROUTE_NOT_FOUND: ({ method, path }) => `${method} ${path} नाम का कोई एपीआई रूट नहीं है।`,
  TOO_MANY_REQUESTS: ({ seconds }) => `बहुत ज़्यादा अनुरोध। कृपया ${seconds} सेकंड बाद फिर कोशिश करें।`,
  INVALID_JSON: 'अनुरोध का डेटा सही JSON नहीं है।',
  UNSUPPORTED_MEDIA_TYPE: 'अनुरोध का डेटा JSON में भेजें (Content-Type: application/json)।',
  BODY_TOO_LARGE: 'अनुरोध का डेटा बहुत बड़ा है।',
  BAD_REQUEST: 'यह अनुरोध मान्य नहीं है।',
  UNSTORABLE_TEXT: ({ path }) => `${path}: इसमें NUL अक्षर या अधूरे सरोगेट नहीं होने चाहिए।`,
  REQUEST_FIELD_INVALID: ({ path }) => `${path}: यह मान मान्य नहीं है।`,
  REQUEST_DETAIL_INVALID: () => 'आपके भेजे गए कुछ विवरण मान्य नहीं हैं।',
  VALIDATION_FAILED: 'आपके भेजे गए कुछ विवरण मान्य नहीं हैं।',
  NOT_FOUND: 'आप जो ढूँढ रहे थे, वह हमें नहीं मिला।',
  UNAUTHENTICATED: 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  ACCESS_TOKEN_EXPIRED: 'आपका एक्सेस टोकन समाप्त हो गया है।',
  SESSION_TOKEN_EXPIRED: 'सेशन टोकन समाप्त हो गया है',
  REFRESH_TOKEN_INVALID: 'आपका सेशन समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  RATE_LIMITED: 'बहुत ज़्यादा कोशिशें। कृपया बाद में फिर कोशिश करें।',
  LINK_EXPIRED: 'ओह! लिंक की अवधि समाप्त हो गई',
  INTERNAL_ERROR: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  OTP_SENT: 'ओटीपी भेज दिया गया है।',
  OTP_VERIFIED: 'ओटीपी की पुष्टि हो गई है।',
  OTP_RESEND_TOO_SOON: ({ seconds }) => `नया ओटीपी माँगने से पहले कृपया ${seconds} सेकंड रुकें।`,
  OTP_SEND_LIMIT: ({ at }) => `आपने बहुत ज़्यादा ओटीपी माँगे हैं। कृपया ${tryAgainAt(at, 'hi')} के बाद फिर कोशिश करें।`,
  OTP_IP_LIMIT: ({ at }) => `आपके नेटवर्क से बहुत ज़्यादा ओटीपी माँगे गए हैं। कृपया ${tryAgainAt(at, 'hi')} के बाद फिर कोशिश करें।`,
  OTP_DAILY_LIMIT: ({ at }) => `ग़लत ओटीपी की बहुत ज़्यादा कोशिशें। कृपया ${tryAgainAt(at, 'hi')} के बाद फिर कोशिश करें।`,
  OTP_INCORRECT: ({ attemptsLeft }) => `ग़लत ओटीपी। ${attemptsLeft} ${attemptsHi.select(attemptsLeft) === 'one' ? 'कोशिश' : 'कोशिशें'} बाकी।`,
  OTP_NO_LONGER_VALID: 'यह ओटीपी समाप्त हो गया है या अब इस्तेमाल नहीं हो सकता। कृपया नया ओटीपी माँगें।',
  MOBILE_NOT_VERIFIED: 'कृपया पहले ओटीपी से अपने मोबाइल नंबर की पुष्टि करें।',
  VERIFICATION_USED: 'यह पुष्टि पहले ही इस्तेमाल हो चुकी है। कृपया अपने मोबाइल नंबर की फिर से पुष्टि करें।',
  LEAD_NOT_FOUND: 'लीड नहीं मिली।',
  LEAD_CREATED: 'लीड बन गई है।',
  FEEDBACK_SAVED: 'आपकी प्रतिक्रिया के लिए धन्यवाद।',
  CONTACT_MESSAGE_SENT: 'धन्यवाद। आपका संदेश हमारी टीम को भेज दिया गया है।',
  ANALYTICS_STORED: 'इवेंट सहेज लिए गए।',
  CHAT_FAILED: 'आपका अनुरोध पूरा करते समय एक गड़बड़ी हुई।',
  LOGGED_OUT: 'आप लॉग आउट हो गए हैं।',
  APPLICATION_NOT_FOUND: 'आवेदन नहीं मिला।',
  CUSTOMER_NOT_FOUND: 'इस मोबाइल नंबर का कोई ग्राहक नहीं है।',
  PRICE_NOT_FOUND: 'चुने गए शहर में इस वेरिएंट की एक्स-शोरूम कीमत उपलब्ध नहीं है।',
  MODEL_NOT_FOUND: 'मॉडल नहीं मिला।',
  API_KEY_INVALID: 'इस कॉल के लिए एक मान्य x-api-key हेडर ज़रूरी है।',
  CONSENT_LINK_UNKNOWN: 'यह सहमति लिंक मान्य नहीं है। कृपया लेंडर से नया लिंक माँगें।',
  CONSENT_ALREADY_APPROVED: 'आप इस लिंक से पहले ही अपनी सहमति दे चुके हैं।',
  CONSENT_ALREADY_REJECTED: 'आप इस लिंक से पहले ही सहमति देने से मना कर चुके हैं।',
  CONSENT_NOT_FOUND: 'इस रेफ़रेंस आईडी का कोई सहमति अनुरोध नहीं है।',
  CONSENT_TOKEN_MISSING: 'सहमति लिंक का टोकन X-Consent-Token हेडर में भेजें।',
  CONSENT_TOKEN_INVALID: 'X-Consent-Token हेडर में मान्य सहमति लिंक टोकन नहीं है।',
  CONSENT_TOKEN_MISMATCH: 'X-Consent-Token हेडर और क्वेरी पैरामीटर अलग-अलग सहमति लिंक बताते हैं।',
  CONSENT_OTP_SENT: ({ maskedMobile }) => `ओटीपी ${maskedMobile} पर भेजा गया।`,
  CONSENT_OTP_VERIFIED: 'आपके मोबाइल नंबर की पुष्टि हो गई है!',
  CONSENT_VERIFICATION_REQUIRED: 'फ़ैसला करने से पहले कृपया ओटीपी से अपने मोबाइल नंबर की पुष्टि करें।',
  CONSENT_VERIFICATION_EXPIRED: 'आपके मोबाइल की पुष्टि की अवधि समाप्त हो गई है। कृपया अपने मोबाइल नंबर की फिर से पुष्टि करें।',
  CONSENT_APPROVED: 'धन्यवाद। आपकी सहमति दर्ज कर ली गई है।',
  CONSENT_REJECTED: 'सहमति न देने का आपका फ़ैसला दर्ज कर लिया गया है।',
  LOAN_INITIATED_REQUIRED: 'सहमति देने के लिए कृपया पुष्टि करें कि यह लोन आपने शुरू किया है।',
  CKYC_NO_RECORD: 'कोई रिकॉर्ड नहीं मिला!',
  CKYC_DECLINED: 'आपने यह सहमति नहीं दी, इसलिए कोई सीकेवाईसी रिकॉर्ड नहीं लिया गया।',
  OPT_OUT_RECORDED: 'आपने ऑप्ट-आउट कर लिया है। इस आवेदन के लिए आपकी सहमति वापस ले ली गई है।',
  OPT_OUT_ALREADY: 'आप इस आवेदन से पहले ही ऑप्ट-आउट कर चुके हैं।',
  OPT_OUT_UNAVAILABLE: 'इस आवेदन के लिए ऑप्ट-आउट उपलब्ध नहीं है।',
  SANCTION_LETTER_NOT_FOUND: 'इस आवेदन के लिए कोई सैंक्शन लेटर उपलब्ध नहीं है।',
  DOCUMENT_NOT_FOUND: 'दस्तावेज़ नहीं मिला।',
  PAYLOAD_INVALID: 'यह लिंक मान्य नहीं है। हो सकता है इसे बदला या छोटा कर दिया गया हो।',
  PAYOUT_NOT_FOUND: 'इस लीड का कोई पेआउट रिकॉर्ड नहीं मिला।',
  PAYOUT_LEAD_MISMATCH: 'यह पेआउट लिंक किसी दूसरी लीड का है।',
  PAYOUT_SAVED: 'पेआउट की स्थिति सहेज ली गई।',
  DRAFT_NOT_FOUND: 'हमें यह आवेदन नहीं मिला।',
  STEP_INVALID: 'कृपया हाइलाइट किए गए फ़ील्ड ठीक करें।',
  STEPS_MISSING: 'अपने ऑफ़र देखने के लिए कृपया आवेदन का हर चरण पूरा करें।',
  OFFERS_FIRST: 'ऑफ़र चुनने से पहले कृपया अपने ऑफ़र देखें।',
  NO_SUCH_OFFER: 'इस लेंडर के पास आपके आवेदन के लिए कोई ऑफ़र नहीं है।',
  ALREADY_APPLIED: 'आप इस आवेदन के लिए पहले ही एक ऑफ़र चुन चुके हैं।',
  STEP_SAVED: 'सहेज लिया गया।',
  APPLIED: ({ lenderName }) => `आपका आवेदन ${lenderName} को भेज दिया गया है। कृपया SMS से भेजे गए लिंक पर लेंडर को अपनी सहमति दें।`,
};

/** The server-message catalogue of each page language. */
export const SERVER_MESSAGES: Readonly<Record<Locale, ServerMessageCatalogue>> = { en: SERVER_MESSAGES_EN, hi: SERVER_MESSAGES_HI };

/** Every code of the server-message catalogues. */
export const SERVER_MESSAGE_CODES = Object.keys(SERVER_MESSAGES_EN) as [ServerMessageCode, ...ServerMessageCode[]];

/**
 * Every message the API may send to a client: its own, or the code of a field rule or journey step
 * for a field that failed validation.
 */
export type ApiMessage = ServerMessage | FieldMessage | StepMessage;

/** Every code an {@link ApiMessage} can carry: the value of `messageCode` in an envelope. */
export type ApiMessageCode = ApiMessage['code'];

/** Every {@link ApiMessageCode}, in a fixed order (for the contract's enum and exhaustive tests). */
export const API_MESSAGE_CODES = [...SERVER_MESSAGE_CODES, ...FIELD_MESSAGE_CODES, ...STEP_MESSAGE_CODES] as [ApiMessageCode, ...ApiMessageCode[]];

/** A message as an envelope carries it: `messageCode` with its `messageParams`. */
export interface WireMessage {
  readonly messageCode: ApiMessageCode;
  readonly messageParams?: Readonly<Record<string, string | number>>;
}

/**
 * The `messageCode` and `messageParams` an envelope carries for a message.
 *
 * @param message - the message.
 * @returns its wire fields.
 * @example wireMessage({ code: 'OTP_INCORRECT', params: { attemptsLeft: 2 } }) // { messageCode: 'OTP_INCORRECT', messageParams: { attemptsLeft: 2 } }
 */
export function wireMessage(message: ApiMessage): WireMessage {
  return 'params' in message ? { messageCode: message.code, messageParams: { ...message.params } } : { messageCode: message.code };
}

function isServerMessageCode(code: string): code is ServerMessageCode {
  return Object.hasOwn(SERVER_MESSAGES_EN, code);
}

/**
 * An API message written out in a page language.
 *
 * @rule API-MSG-001 Every message the API sends a client is a code with the values it quotes,
 *   written out by the catalogue of the page's language: on English pages the text the server
 *   puts in `message` (the spec's texts unchanged), on Hindi pages a Devanagari text with the
 *   values carried over (times in India time). A field or journey-step code is written by its own
 *   catalogue. No text is read back to build another language.
 * @spec §1 (content in English with Hindi variants); §8 Error catalogue
 * @param message - the message.
 * @param language - the page language.
 * @returns the text to show.
 * @example apiMessageText({ code: 'OTP_INCORRECT', params: { attemptsLeft: 1 } }, 'en') // 'Incorrect OTP. 1 attempt left.'
 */
export function apiMessageText(message: ApiMessage, language: Locale): string {
  if (!isServerMessageCode(message.code)) return journeyMessageText(message as JourneyMessage, language);
  const server = message as ServerMessage;
  const text = SERVER_MESSAGES[language][server.code] as string | ((params: unknown) => string);
  return typeof text === 'string' ? text : text('params' in server ? server.params : {});
}

/**
 * The message an envelope's `messageCode` and `messageParams` name, or undefined when they are
 * absent or do not fit the code (an older or newer server): the caller then shows `message`.
 *
 * @param wire - the envelope's (or an issue's) fields.
 * @returns the message, ready for {@link apiMessageText}.
 * @example messageOfWire({ messageCode: 'REQUIRED' }) // { code: 'REQUIRED' }
 */
export function messageOfWire(wire: { readonly messageCode?: string | undefined; readonly messageParams?: Readonly<Record<string, unknown>> | undefined }): ApiMessage | undefined {
  const code = wire.messageCode;
  if (code === undefined || !(API_MESSAGE_CODES as readonly string[]).includes(code)) return undefined;
  const params = wire.messageParams;
  const needed = PARAM_NAMES[code as ApiMessageCode] ?? [];
  if (needed.length === 0) return { code } as ApiMessage;
  if (params === undefined || !needed.every((name) => typeof params[name] === 'string' || typeof params[name] === 'number')) return undefined;
  return { code, params } as ApiMessage;
}

/** The params each parametrised code needs (the rest quote nothing). */
const PARAM_NAMES: Partial<Record<ApiMessageCode, readonly string[]>> = {
  ROUTE_NOT_FOUND: ['method', 'path'],
  TOO_MANY_REQUESTS: ['seconds'],
  UNSTORABLE_TEXT: ['path'],
  REQUEST_FIELD_INVALID: ['path', 'detail'],
  REQUEST_DETAIL_INVALID: ['detail'],
  OTP_RESEND_TOO_SOON: ['seconds'],
  OTP_SEND_LIMIT: ['at'],
  OTP_IP_LIMIT: ['at'],
  OTP_DAILY_LIMIT: ['at'],
  OTP_INCORRECT: ['attemptsLeft'],
  CONSENT_OTP_SENT: ['maskedMobile'],
  APPLIED: ['lenderName'],
  MIN_LENGTH: ['minimum'],
  MAX_LENGTH: ['maximum'],
  MIN_VALUE: ['minimum'],
  MAX_VALUE: ['maximum'],
  amountOutOfRange: ['min', 'max'],
  tenureOutOfRange: ['min', 'max'],
  ageOutOfRange: ['min', 'max'],
};
