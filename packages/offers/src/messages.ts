/**
 * Every visitor-facing text of `@rinn/offers`, in English and Hindi, in one place so the web app,
 * the API and the tests agree on the wording. The spec quotes none of these texts; they were written
 * here. Amounts use `formatRupees` of `@rinn/format` in the text's own locale.
 */
import { formatRupees, type Locale } from '@rinn/format';

/** The reason codes of a lender that does not match (one per failed criterion). */
export type MismatchCode =
  | 'PRODUCT_NOT_OFFERED'
  | 'AMOUNT_BELOW_MINIMUM'
  | 'AMOUNT_ABOVE_MAXIMUM'
  | 'TENURE_BELOW_MINIMUM'
  | 'TENURE_ABOVE_MAXIMUM'
  | 'INCOME_BELOW_MINIMUM'
  | 'CREDIT_SCORE_UNAVAILABLE'
  | 'CREDIT_SCORE_BELOW_MINIMUM'
  | 'AGE_BELOW_MINIMUM'
  | 'AGE_ABOVE_MAXIMUM_AT_MATURITY'
  | 'CITY_NOT_SERVED'
  | 'EMPLOYMENT_NOT_ACCEPTED';

/** The lender's requirement (`required`) and the application's value (`actual`) a message quotes. */
export interface MismatchFacts {
  readonly required: number;
  readonly actual: number;
}

type MessageFor = (facts: MismatchFacts) => string;

const rupees = (locale: Locale) => (amount: number) => formatRupees(amount, { locale });
const en = rupees('en');
const hi = rupees('hi');

/**
 * Why a lender does not match, by reason code and language.
 *
 * @example
 * ```ts
 * MISMATCH_MESSAGES.en.INCOME_BELOW_MINIMUM({ required: 25_000, actual: 18_000 });
 * // 'This lender needs a net monthly income of at least ₹25,000; yours is ₹18,000.'
 * ```
 */
export const MISMATCH_MESSAGES: Readonly<Record<Locale, Readonly<Record<MismatchCode, MessageFor>>>> = {
  en: {
    PRODUCT_NOT_OFFERED: () => 'This lender does not offer this loan through Rinn.',
    AMOUNT_BELOW_MINIMUM: ({ required, actual }) => `This lender lends at least ${en(required)}; you asked for ${en(actual)}.`,
    AMOUNT_ABOVE_MAXIMUM: ({ required, actual }) => `This lender lends at most ${en(required)}; you asked for ${en(actual)}.`,
    TENURE_BELOW_MINIMUM: ({ required, actual }) => `This lender needs a tenure of at least ${required} months; you chose ${actual}.`,
    TENURE_ABOVE_MAXIMUM: ({ required, actual }) => `This lender lends for at most ${required} months; you chose ${actual}.`,
    INCOME_BELOW_MINIMUM: ({ required, actual }) =>
      `This lender needs a net monthly income of at least ${en(required)}; yours is ${en(actual)}.`,
    CREDIT_SCORE_UNAVAILABLE: ({ required }) =>
      `This lender needs a credit score of at least ${required}, and the credit bureau has no score for you yet.`,
    CREDIT_SCORE_BELOW_MINIMUM: ({ required, actual }) => `This lender needs a credit score of at least ${required}; yours is ${actual}.`,
    AGE_BELOW_MINIMUM: ({ required, actual }) => `This lender lends from the age of ${required}; you are ${actual}.`,
    AGE_ABOVE_MAXIMUM_AT_MATURITY: ({ required, actual }) =>
      `This lender needs the loan repaid by the age of ${required}; you would be ${actual} at the last instalment.`,
    CITY_NOT_SERVED: () => 'This lender does not lend in your city yet.',
    EMPLOYMENT_NOT_ACCEPTED: () => 'This lender does not lend for your type of employment.',
  },
  hi: {
    PRODUCT_NOT_OFFERED: () => 'यह ऋणदाता Rinn के माध्यम से यह लोन नहीं देता।',
    AMOUNT_BELOW_MINIMUM: ({ required, actual }) => `यह ऋणदाता कम से कम ${hi(required)} का लोन देता है; आपने ${hi(actual)} माँगा है।`,
    AMOUNT_ABOVE_MAXIMUM: ({ required, actual }) => `यह ऋणदाता अधिकतम ${hi(required)} का लोन देता है; आपने ${hi(actual)} माँगा है।`,
    TENURE_BELOW_MINIMUM: ({ required, actual }) => `इस ऋणदाता की न्यूनतम अवधि ${required} महीने है; आपने ${actual} महीने चुने हैं।`,
    TENURE_ABOVE_MAXIMUM: ({ required, actual }) => `इस ऋणदाता की अधिकतम अवधि ${required} महीने है; आपने ${actual} महीने चुने हैं।`,
    INCOME_BELOW_MINIMUM: ({ required, actual }) =>
      `इस ऋणदाता के लिए कम से कम ${hi(required)} की मासिक शुद्ध आय चाहिए; आपकी आय ${hi(actual)} है।`,
    CREDIT_SCORE_UNAVAILABLE: ({ required }) =>
      `इस ऋणदाता के लिए कम से कम ${required} का क्रेडिट स्कोर चाहिए, और क्रेडिट ब्यूरो के पास अभी आपका स्कोर नहीं है।`,
    CREDIT_SCORE_BELOW_MINIMUM: ({ required, actual }) => `इस ऋणदाता के लिए कम से कम ${required} का क्रेडिट स्कोर चाहिए; आपका स्कोर ${actual} है।`,
    AGE_BELOW_MINIMUM: ({ required, actual }) => `यह ऋणदाता ${required} वर्ष की आयु से लोन देता है; आपकी आयु ${actual} वर्ष है।`,
    AGE_ABOVE_MAXIMUM_AT_MATURITY: ({ required, actual }) =>
      `इस ऋणदाता के लिए लोन ${required} वर्ष की आयु तक चुकाना ज़रूरी है; अंतिम किस्त के समय आपकी आयु ${actual} वर्ष होगी।`,
    CITY_NOT_SERVED: () => 'यह ऋणदाता अभी आपके शहर में लोन नहीं देता।',
    EMPLOYMENT_NOT_ACCEPTED: () => 'यह ऋणदाता आपके रोज़गार के प्रकार के लिए लोन नहीं देता।',
  },
};

/**
 * Texts of the journey steps' own checks (the field validators' messages come from `@rinn/validation`).
 *
 * @example
 * ```ts
 * STEP_MESSAGES.bureauConsentRequired; // 'Please allow us to fetch your credit report to see your offers.'
 * ```
 */
export const STEP_MESSAGES = {
  chooseOption: 'Please choose an option.',
  bureauConsentRequired: 'Please allow us to fetch your credit report to see your offers.',
  amountOutOfRange: (min: number, max: number) => `Please enter an amount from ${en(min)} to ${en(max)}.`,
  tenureOutOfRange: (min: number, max: number) => `Please choose a tenure from ${min} to ${max} months.`,
  incomeOutOfRange: 'Please enter your net monthly income in rupees.',
  employerInvalid: 'Please enter the name of your employer or business.',
  ageOutOfRange: (min: number, max: number) => `You can apply for this loan from the age of ${min} up to ${max}.`,
} as const;

/** The shape of {@link STEP_MESSAGES}, with plain strings: the same messages in another language. */
export type StepMessages = {
  readonly [K in keyof typeof STEP_MESSAGES]: (typeof STEP_MESSAGES)[K] extends string ? string : (min: number, max: number) => string;
};

/**
 * The step messages in Hindi, written in the words of the journey's own Hindi copy (`डालें` for
 * "enter", `अवधि`, `मासिक शुद्ध आय`, `क्रेडिट रिपोर्ट लेने की अनुमति` as in the consent text).
 * `journeyMessageText` shows them on Hindi pages.
 */
export const STEP_MESSAGES_HI: StepMessages = {
  chooseOption: 'कृपया एक विकल्प चुनें।',
  bureauConsentRequired: 'अपने ऑफ़र देखने के लिए कृपया हमें अपनी क्रेडिट रिपोर्ट लेने की अनुमति दें।',
  amountOutOfRange: (min, max) => `कृपया ${hi(min)} से ${hi(max)} के बीच की राशि डालें।`,
  tenureOutOfRange: (min, max) => `कृपया ${min} से ${max} महीने के बीच की अवधि चुनें।`,
  incomeOutOfRange: 'कृपया अपनी मासिक शुद्ध आय रुपयों में डालें।',
  employerInvalid: 'कृपया अपने नियोक्ता या व्यवसाय का नाम डालें।',
  ageOutOfRange: (min, max) => `इस लोन के लिए ${min} से ${max} वर्ष तक की आयु में आवेदन किया जा सकता है।`,
};

/**
 * The text the visitor agrees to on the consent step (credit-report fetch), in both languages.
 * The server stores the exact text with the consent record.
 */
export const BUREAU_CONSENT_TEXT: Readonly<Record<Locale, string>> = {
  en: 'I authorise Rinn and its partner lenders to fetch my credit report from a credit information company to show me loan offers, and I agree to the Privacy Policy and Terms & Conditions.',
  hi: 'मैं Rinn और उसके साझेदार ऋणदाताओं को लोन ऑफ़र दिखाने के लिए किसी क्रेडिट सूचना कंपनी से मेरी क्रेडिट रिपोर्ट लेने की अनुमति देता/देती हूँ, और गोपनीयता नीति तथा नियम व शर्तें स्वीकार करता/करती हूँ।',
};
