import type { Language } from '@rinn/rules';

/**
 * Copy of the consent pages. The spec fixes the verified heading (shared `UI_STRINGS.mobileVerified`)
 * and the flow; these labels are the web app's own, in English and Hindi with the same keys.
 */
const EN = {
  pageTitle: 'Lender consent',
  pageDescription: 'Verify your mobile number and give or decline your consent for the lender.',
  verifyHeading: 'Verify your mobile number',
  loadFailed: 'We could not open this consent request.',
  verifyingHeading: 'Verifying your OTP…',
  invalidHeading: 'That OTP did not work',
  sendingOtp: 'Sending an OTP to your registered mobile number…',
  otpSentTo: 'We have sent a 4-digit OTP to',
  otpSentEarlierTo: 'We sent a 4-digit OTP a short while ago to',
  otpSentEarlierHint: 'Enter that OTP here. You can ask for a new one when the timer ends.',
  otpUnavailable: 'We could not send the OTP.',
  tryAgain: 'Try again',
  consentIntro: 'is asking for your consent to process your loan application.',
  loanLabel: 'Loan',
  amountLabel: 'Amount',
  readDeclaration: 'Read the consent declaration',
  loanInitiated: 'I confirm that I initiated this loan application and I agree to the consent declaration.',
  whatsappOptIn: 'Send me updates about my application on WhatsApp.',
  accept: 'Accept',
  decline: 'Decline',
  declineQuestion: 'Are you sure you want to decline?',
  declineExplanation: 'The lender will not process your loan application.',
  no: 'No',
  yes: 'Yes',
  submitting: 'Recording your decision…',
  acceptedHeading: 'Thank you! Your consent has been recorded.',
  acceptedText: 'The lender will now continue with your loan application.',
  nextStepsHeading: 'What happens next',
  nextStepKyc: 'checks your KYC details. This usually takes one working day.',
  nextStepSanction: 'You receive the sanction letter by SMS, and it appears on your dashboard.',
  nextStepDisbursal: 'Once you accept the sanction, the loan is paid out to your bank account.',
  theLender: 'The lender',
  trackOnDashboard: 'Track your application',
  ckycNumber: 'Your CKYC number',
  rejectedHeading: 'You have declined the consent.',
  rejectedText: 'The lender will not process your loan application. You can close this page.',
  redirecting: 'This link can no longer be used. Taking you on…',
  missingToken: 'This consent link is incomplete. Please open the link from your SMS again.',
} as const;

const HI: Readonly<Record<keyof typeof EN, string>> = {
  pageTitle: 'ऋणदाता सहमति',
  pageDescription: 'अपना मोबाइल नंबर सत्यापित करें और ऋणदाता को अपनी सहमति दें या मना करें।',
  verifyHeading: 'अपना मोबाइल नंबर सत्यापित करें',
  loadFailed: 'हम यह सहमति अनुरोध नहीं खोल सके।',
  verifyingHeading: 'आपका ओटीपी जाँचा जा रहा है…',
  invalidHeading: 'यह ओटीपी सही नहीं था',
  sendingOtp: 'आपके पंजीकृत मोबाइल नंबर पर ओटीपी भेजा जा रहा है…',
  otpSentTo: 'हमने 4 अंकों का ओटीपी भेजा है',
  otpSentEarlierTo: 'हमने कुछ देर पहले 4 अंकों का ओटीपी भेजा था',
  otpSentEarlierHint: 'वही ओटीपी यहाँ डालें। टाइमर ख़त्म होने पर आप नया ओटीपी माँग सकते हैं।',
  otpUnavailable: 'हम ओटीपी नहीं भेज सके।',
  tryAgain: 'फिर से कोशिश करें',
  consentIntro: 'आपके ऋण आवेदन पर आगे बढ़ने के लिए आपकी सहमति माँग रहा है।',
  loanLabel: 'ऋण',
  amountLabel: 'राशि',
  readDeclaration: 'सहमति घोषणा पढ़ें',
  loanInitiated: 'मैं पुष्टि करता/करती हूँ कि यह ऋण आवेदन मैंने किया है और मैं सहमति घोषणा से सहमत हूँ।',
  whatsappOptIn: 'मेरे आवेदन की जानकारी मुझे व्हाट्सऐप पर भेजें।',
  accept: 'स्वीकार करें',
  decline: 'मना करें',
  declineQuestion: 'क्या आप सच में मना करना चाहते हैं?',
  declineExplanation: 'ऋणदाता आपके ऋण आवेदन पर आगे नहीं बढ़ेगा।',
  no: 'नहीं',
  yes: 'हाँ',
  submitting: 'आपका निर्णय दर्ज किया जा रहा है…',
  acceptedHeading: 'धन्यवाद! आपकी सहमति दर्ज हो गई है।',
  acceptedText: 'ऋणदाता अब आपके ऋण आवेदन पर आगे बढ़ेगा।',
  nextStepsHeading: 'आगे क्या होगा',
  nextStepKyc: 'आपके केवाईसी विवरण जाँचेगा। इसमें आम तौर पर एक कार्य दिवस लगता है।',
  nextStepSanction: 'आपको स्वीकृति पत्र एसएमएस से मिलेगा, और वह आपके डैशबोर्ड पर भी दिखेगा।',
  nextStepDisbursal: 'स्वीकृति मानने के बाद ऋण की राशि आपके बैंक खाते में भेज दी जाएगी।',
  theLender: 'ऋणदाता',
  trackOnDashboard: 'अपना आवेदन देखें',
  ckycNumber: 'आपका सीकेवाईसी नंबर',
  rejectedHeading: 'आपने सहमति देने से मना कर दिया है।',
  rejectedText: 'ऋणदाता आपके ऋण आवेदन पर आगे नहीं बढ़ेगा। आप यह पेज बंद कर सकते हैं।',
  redirecting: 'यह लिंक अब इस्तेमाल नहीं हो सकता। आपको आगे ले जाया जा रहा है…',
  missingToken: 'यह सहमति लिंक अधूरा है। कृपया एसएमएस से लिंक फिर से खोलें।',
};

/** The keys of the consent copy. */
export type ConsentStringKey = keyof typeof EN;

/**
 * The consent pages' copy in a language.
 *
 * @param language - the page language
 * @returns the strings
 */
export function consentStrings(language: Language): Readonly<Record<ConsentStringKey, string>> {
  return language === 'hi' ? HI : EN;
}
