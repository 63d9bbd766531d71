import { LOAN_MATH_MESSAGES } from './messages.js';

// The messages a visitor reads, in a module apart from the English ones that every LoanMathError
// carries: a page that only computes (a calculator's EMI) bundles the English texts with the error
// class, and the Hindi texts and the catalogues come with the parts that show a message.

/**
 * The same messages in Hindi, for the few a visitor can reach (a calculator shows why its inputs
 * describe no loan). A complete record of the codes, so a code without a Hindi text does not
 * compile. Values a developer passes (`'rupee'`, `'years'`, `'reduce-emi'` …) stay as written.
 *
 * @example
 * ```ts
 * LOAN_MATH_MESSAGES_HI.INVALID_TENURE; // 'अवधि 1 से 1200 महीनों के बीच पूरे महीनों में होनी चाहिए।'
 * ```
 */
export const LOAN_MATH_MESSAGES_HI: Readonly<Record<keyof typeof LOAN_MATH_MESSAGES, string>> = {
  MISSING_INPUT: 'इस गणना के लिए इनपुट चाहिए: दस्तावेज़ में बताए गए फ़ील्ड वाला एक ऑब्जेक्ट।',
  INVALID_ROUNDING: "राउंडिंग 'rupee', 'paisa' या 'none' में से एक होनी चाहिए।",
  INVALID_PRINCIPAL: 'लोन राशि ₹0 से ज़्यादा और अधिकतम ₹1,000 करोड़ की एक सीमित संख्या होनी चाहिए।',
  INVALID_RATE: 'सालाना ब्याज दर 0 से 100 के बीच का एक सीमित प्रतिशत होनी चाहिए।',
  INVALID_TENURE: 'अवधि 1 से 1200 महीनों के बीच पूरे महीनों में होनी चाहिए।',
  INVALID_TENURE_UNIT: "अवधि की इकाई 'years' या 'months' होनी चाहिए।",
  OUT_OF_CALCULATOR_RANGE:
    'कैलकुलेटर में राशि ₹10,000 से ₹25,00,000, ब्याज दर 2 % से 30 % सालाना और अवधि 1 से 7 साल (12 से 84 महीने) होनी चाहिए।',
  PRINCIPAL_NOT_WHOLE_RUPEES: 'भुगतान सारणी के लिए लोन राशि पूरे रुपयों में होनी चाहिए।',
  EMI_DOES_NOT_AMORTIZE:
    'राउंड की गई ईएमआई पहले महीने का ब्याज भी पूरा नहीं करती, इसलिए बकाया कभी कम नहीं होगा; लोन राशि बढ़ाएँ, अवधि घटाएँ या ब्याज दर कम करें।',
  INVALID_FIRST_PAYMENT: 'पहले भुगतान के लिए 1900 से 9999 तक का पूरा कैलेंडर वर्ष और 1 से 12 तक का महीना चाहिए।',
  INVALID_PREPAYMENT: 'हर आंशिक भुगतान के लिए अवधि के भीतर की किस्त संख्या और पूरे रुपयों में 0 से ज़्यादा की राशि चाहिए।',
  INVALID_PREPAYMENT_STRATEGY: "आंशिक भुगतान का तरीका 'reduce-tenure' या 'reduce-emi' होना चाहिए।",
  INVALID_EXISTING_LOAN:
    'मौजूदा लोन के लिए 0 से ज़्यादा की मूल राशि और ईएमआई, 1 से 1200 महीने की अवधि, और 0 से अवधि से एक कम तक चुकाई गई ईएमआई चाहिए।',
  EXISTING_EMI_TOO_LOW: 'मौजूदा ईएमआई को उसकी अवधि से गुणा करने पर भी मूल लोन राशि नहीं चुकती।',
  EXISTING_RATE_OUT_OF_RANGE: 'मौजूदा ईएमआई से 100 % सालाना से ज़्यादा की ब्याज दर निकलती है।',
  INVALID_CHARGE: 'फ़ीस और शुल्क 0 या उससे ज़्यादा की सीमित राशि होने चाहिए।',
  CHARGES_EXCEED_LOAN: 'फ़ीस और शुल्क पूरी लोन राशि ले लेते हैं; कुछ भी वितरित नहीं होगा।',
  RATE_NOT_FOUND: 'कोई भी ब्याज दर इन किस्तों से यह राशि नहीं चुकाती।',
  INVALID_GAUGE_INPUT: 'गेज के मान सीमित संख्याएँ होने चाहिए।',
  INVALID_CAR_PRICE: 'कार की कीमत ₹0 से ज़्यादा पूरे रुपयों में होनी चाहिए, और ऑन-रोड कीमत कम से कम सबसे छोटे लोन जितनी।',
  INVALID_SLIDER_INPUT: 'स्लाइडर के मान, सीमाएँ और स्टेप सीमित होने चाहिए, न्यूनतम ≤ अधिकतम और स्टेप 0 से ज़्यादा।',
};

/** The messages of each page language, by code (`LoanMathError.code`). */
export const LOAN_MATH_MESSAGE_CATALOGUES: Readonly<Record<'en' | 'hi', Readonly<Record<keyof typeof LOAN_MATH_MESSAGES, string>>>> = {
  en: LOAN_MATH_MESSAGES,
  hi: LOAN_MATH_MESSAGES_HI,
};
