import { UI_STRINGS } from '@rinn/content';
import type { JourneyStepId } from '@rinn/offers';
import type { Language } from '@rinn/rules';
import { localizedPath } from '../i18n/language.ts';

/**
 * Copy of the loan application journey (§10). The spec quotes none of it; field messages come
 * from `@rinn/validation` and `@rinn/offers` (§5), lender reasons and KFS texts from `@rinn/offers`.
 * English and Hindi have the same keys.
 */
const EN = {
  pageTitle: 'Check your loan offers',
  pageDescription: 'Verify your mobile number, tell us about yourself and compare matched loan offers with their Key Fact Statements.',
  heading: 'Check your loan offers',
  loading: 'Loading your application…',
  saving: 'Saving…',
  verifyHeading: 'Verify your mobile number',
  verifyIntro: 'We will send a 4-digit OTP to this number. Your application is saved against it.',
  otpSentTo: 'We have sent a 4-digit OTP to',
  verifying: 'Verifying your OTP…',
  invalidStartHeading: 'This link cannot start an application',
  back: 'Back',
  next: 'Save and continue',
  seeOffers: 'Save and see my offers',
  retry: 'Try again',
  stepProgress: 'Step {n} of {total}',
  progressLabel: 'Application progress',
  select: 'Select…',
  failedHeading: 'Something went wrong',
  offersHeading: 'Your loan offers',
  offersIntro: 'Every lender on Rinn is checked on the same published criteria. Offers are ordered by APR, lowest first.',
  criteriaAsOf: 'Lender criteria as of',
  noOffers: 'No lender matches your application yet. The reasons are listed below.',
  lender: 'Lender',
  loanAmount: 'Loan amount',
  roi: 'Rate of interest (ROI)',
  rateFixed: 'fixed',
  rateFloating: 'floating',
  emi: 'EMI',
  tenure: 'Tenure',
  months: 'months',
  perYear: 'a year',
  processingFee: 'Processing fee (incl. GST)',
  stampDuty: 'Stamp duty',
  valuationCharges: 'Valuation charges',
  serviceCharges: 'Service charges',
  netDisbursed: 'Net disbursed amount',
  apr: 'APR',
  viewKfs: 'View Key Fact Statement and choose',
  notMatchedHeading: 'Lenders that do not match',
  kfsHeading: 'Key Fact Statement',
  kfsPart1: 'Part 1 — Interest rate and fees / charges',
  kfsPart2: 'Part 2 — Other qualitative information',
  kfsSchedule: 'Repayment schedule summary',
  kfsReference: 'Loan proposal / account no.',
  kfsIssuedOn: 'Issued on',
  kfsValidity: 'These terms bind the lender for {days} working days from the date of issue.',
  kfsLoanType: 'Type of loan',
  kfsSanctioned: 'Sanctioned loan amount',
  kfsDisbursal: 'Disbursal schedule',
  kfsTenure: 'Loan term',
  kfsInstalments: 'Instalment details',
  kfsInstalmentType: 'Type of instalments',
  kfsMonthly: 'Monthly',
  kfsInstalmentCount: 'Number of EPIs',
  kfsEpi: 'EPI (₹)',
  kfsLastInstalment: 'Last instalment (₹)',
  kfsFirstDue: 'Commencement of repayment',
  kfsInterestRate: 'Interest rate (%) and type',
  kfsBenchmark: 'Benchmark and reset',
  kfsResetEvery: 'reset every {months} months',
  kfsFees: 'Fees / charges',
  kfsPayableTo: 'Payable to',
  kfsPayableLender: 'The lender',
  kfsPayableThirdParty: 'A third party, through the lender',
  kfsOneTime: 'One-time',
  kfsAmount: 'Amount (₹)',
  kfsTotalCharges: 'Total upfront charges',
  kfsNetDisbursed: 'Net disbursed amount',
  kfsApr: 'Annual Percentage Rate (APR)',
  kfsContingent: 'Details of contingent charges',
  kfsCoolingOff: 'Cooling-off / look-up period',
  kfsDays: 'days',
  kfsLsp: 'Lending service provider',
  kfsRecovery: 'Recovery agents',
  kfsGrievance: 'Grievance redressal',
  kfsGrievanceLsp: 'Grievance redressal officer of Rinn',
  kfsGrievanceLender: 'Nodal grievance officer of the lender',
  kfsYear: 'Year',
  kfsPrincipal: 'Principal (₹)',
  kfsInterest: 'Interest (₹)',
  kfsClosing: 'Outstanding at year end (₹)',
  kfsTotalInterest: 'Total interest',
  kfsTotalPayable: 'Total amount payable',
  kfsSource: 'Lender criteria',
  downloadKfs: 'Download KFS (PDF)',
  downloadingKfs: 'Preparing the PDF…',
  downloadFailed: 'The PDF could not be downloaded. Please try again.',
  acknowledgeKfs: 'I have read and understood the Key Fact Statement of this offer.',
  accept: 'Choose this offer',
  creating: 'Creating your application…',
  backToOffers: 'Back to offers',
  createdHeading: 'Your application has been sent to {lender}',
  createdNextHeading: 'What happens next',
  createdNextConsent: '{lender} will text you a consent link.',
  createdNextOtp: 'Open the link and confirm with the OTP it sends, so that {lender} can review your application.',
  createdNextDashboard: 'Your application is on your dashboard, where you can follow each stage.',
  createdServerMessage: 'Your application has been sent to {lender}. Please give the lender your consent from the link we sent you by SMS.',
  yourScore: 'Your credit score',
  scoreBandOf: 'band: {band}',
  noScore: 'The credit bureau has no score for you yet.',
  waysHeading: 'Ways to get an offer',
  waysIntro: 'Each change below, on its own, opens at least one lender on the same criteria.',
  waysNone: 'No single change to the amount, the tenure, the income or the score opens a lender for this application. The reasons are listed below.',
  waysAmount: 'Borrow {amount}: {lenders} would lend it.',
  waysTryAmount: 'Apply for {amount}',
  waysTenure: 'Repay over {months} months: {lenders} would lend for it.',
  waysTryTenure: 'Choose {months} months',
  waysIncomeHeading: 'With a higher income or a co-applicant',
  waysIncome: '{lender}: a net monthly income of {required} or more — yours, or yours with an earning co-applicant who adds {coApplicant} or more a month.',
  waysScoreHeading: 'With a better credit score',
  waysScore: '{lender}: from a score of {required}.',
  waysImproveScore: 'How to improve your credit score',
  goToDashboard: 'Go to My Account',
  leaving: 'Taking you back…',
  bureauConsentLabel: 'Credit report consent',
} as const;

type JourneyStringKey = keyof typeof EN;

const HI: Readonly<Record<JourneyStringKey, string>> = {
  pageTitle: 'अपने लोन ऑफ़र देखें',
  pageDescription: 'अपना मोबाइल नंबर सत्यापित करें, अपने बारे में बताएँ और मेल खाते लोन ऑफ़र उनके मुख्य तथ्य विवरण के साथ देखें।',
  heading: 'अपने लोन ऑफ़र देखें',
  loading: 'आपका आवेदन लोड हो रहा है…',
  saving: 'सहेजा जा रहा है…',
  verifyHeading: 'अपना मोबाइल नंबर सत्यापित करें',
  verifyIntro: 'हम इस नंबर पर 4 अंकों का ओटीपी भेजेंगे। आपका आवेदन इसी नंबर से सहेजा जाएगा।',
  otpSentTo: 'हमने 4 अंकों का ओटीपी भेजा है',
  verifying: 'आपका ओटीपी जाँचा जा रहा है…',
  invalidStartHeading: 'इस लिंक से आवेदन शुरू नहीं हो सकता',
  back: 'पीछे',
  next: 'सहेजें और आगे बढ़ें',
  seeOffers: 'सहेजें और मेरे ऑफ़र देखें',
  retry: 'फिर से कोशिश करें',
  stepProgress: 'चरण {n} / {total}',
  progressLabel: 'आवेदन की प्रगति',
  select: 'चुनें…',
  failedHeading: 'कुछ गड़बड़ हो गई',
  offersHeading: 'आपके लोन ऑफ़र',
  offersIntro: 'Rinn पर हर ऋणदाता को एक ही प्रकाशित मानदंडों पर जाँचा जाता है। ऑफ़र APR के क्रम में हैं, सबसे कम पहले।',
  criteriaAsOf: 'ऋणदाता मानदंड, दिनांक',
  noOffers: 'अभी कोई ऋणदाता आपके आवेदन से मेल नहीं खाता। कारण नीचे दिए गए हैं।',
  lender: 'ऋणदाता',
  loanAmount: 'लोन राशि',
  roi: 'ब्याज दर (ROI)',
  rateFixed: 'स्थिर',
  rateFloating: 'फ़्लोटिंग',
  emi: 'EMI',
  tenure: 'अवधि',
  months: 'महीने',
  perYear: 'प्रति वर्ष',
  processingFee: 'प्रोसेसिंग शुल्क (GST सहित)',
  stampDuty: 'स्टाम्प शुल्क',
  valuationCharges: 'मूल्यांकन शुल्क',
  serviceCharges: 'सेवा शुल्क',
  netDisbursed: 'शुद्ध वितरित राशि',
  apr: 'APR',
  viewKfs: 'मुख्य तथ्य विवरण देखें और चुनें',
  notMatchedHeading: 'जो ऋणदाता मेल नहीं खाते',
  kfsHeading: 'मुख्य तथ्य विवरण (KFS)',
  kfsPart1: 'भाग 1 — ब्याज दर और शुल्क',
  kfsPart2: 'भाग 2 — अन्य गुणात्मक जानकारी',
  kfsSchedule: 'पुनर्भुगतान अनुसूची का सारांश',
  kfsReference: 'लोन प्रस्ताव / खाता संख्या',
  kfsIssuedOn: 'जारी करने की तिथि',
  kfsValidity: 'ये शर्तें जारी होने की तिथि से {days} कार्य दिवसों तक ऋणदाता पर बाध्यकारी हैं।',
  kfsLoanType: 'लोन का प्रकार',
  kfsSanctioned: 'स्वीकृत लोन राशि',
  kfsDisbursal: 'वितरण अनुसूची',
  kfsTenure: 'लोन अवधि',
  kfsInstalments: 'किस्तों का विवरण',
  kfsInstalmentType: 'किस्तों का प्रकार',
  kfsMonthly: 'मासिक',
  kfsInstalmentCount: 'EPI की संख्या',
  kfsEpi: 'EPI (₹)',
  kfsLastInstalment: 'अंतिम किस्त (₹)',
  kfsFirstDue: 'पुनर्भुगतान की शुरुआत',
  kfsInterestRate: 'ब्याज दर (%) और प्रकार',
  kfsBenchmark: 'बेंचमार्क और रीसेट',
  kfsResetEvery: 'हर {months} महीने में रीसेट',
  kfsFees: 'शुल्क',
  kfsPayableTo: 'किसे देय',
  kfsPayableLender: 'ऋणदाता',
  kfsPayableThirdParty: 'ऋणदाता के माध्यम से तृतीय पक्ष',
  kfsOneTime: 'एक बार',
  kfsAmount: 'राशि (₹)',
  kfsTotalCharges: 'कुल अग्रिम शुल्क',
  kfsNetDisbursed: 'शुद्ध वितरित राशि',
  kfsApr: 'वार्षिक प्रतिशत दर (APR)',
  kfsContingent: 'आकस्मिक शुल्कों का विवरण',
  kfsCoolingOff: 'कूलिंग-ऑफ़ / लुक-अप अवधि',
  kfsDays: 'दिन',
  kfsLsp: 'लेंडिंग सर्विस प्रोवाइडर',
  kfsRecovery: 'वसूली एजेंट',
  kfsGrievance: 'शिकायत निवारण',
  kfsGrievanceLsp: 'Rinn के शिकायत निवारण अधिकारी',
  kfsGrievanceLender: 'ऋणदाता के नोडल शिकायत अधिकारी',
  kfsYear: 'वर्ष',
  kfsPrincipal: 'मूलधन (₹)',
  kfsInterest: 'ब्याज (₹)',
  kfsClosing: 'वर्ष के अंत में बकाया (₹)',
  kfsTotalInterest: 'कुल ब्याज',
  kfsTotalPayable: 'कुल देय राशि',
  kfsSource: 'ऋणदाता मानदंड',
  downloadKfs: 'KFS डाउनलोड करें (PDF)',
  downloadingKfs: 'PDF तैयार हो रहा है…',
  downloadFailed: 'PDF डाउनलोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  acknowledgeKfs: 'मैंने इस ऑफ़र का मुख्य तथ्य विवरण पढ़ और समझ लिया है।',
  accept: 'यह ऑफ़र चुनें',
  creating: 'आपका आवेदन बनाया जा रहा है…',
  backToOffers: 'ऑफ़र पर वापस',
  createdHeading: 'आपका आवेदन {lender} को भेज दिया गया है',
  createdNextHeading: 'आगे क्या होगा',
  createdNextConsent: '{lender} आपको एसएमएस पर सहमति का लिंक भेजेगा।',
  createdNextOtp: 'लिंक खोलें और उसके भेजे ओटीपी से पुष्टि करें, ताकि {lender} आपका आवेदन देख सके।',
  createdNextDashboard: 'आपका आवेदन आपके डैशबोर्ड पर है, जहाँ आप उसका हर चरण देख सकते हैं।',
  createdServerMessage: 'आपका आवेदन {lender} को भेज दिया गया है। कृपया एसएमएस से भेजे गए लिंक से ऋणदाता को अपनी सहमति दें।',
  yourScore: 'आपका क्रेडिट स्कोर',
  scoreBandOf: 'श्रेणी: {band}',
  noScore: 'क्रेडिट ब्यूरो के पास अभी आपका स्कोर नहीं है।',
  waysHeading: 'ऑफ़र पाने के रास्ते',
  waysIntro: 'नीचे दिया हर बदलाव अकेले ही, उन्हीं मानदंडों पर, कम से कम एक ऋणदाता का ऑफ़र खोलता है।',
  waysNone: 'राशि, अवधि, आय या स्कोर में कोई एक बदलाव इस आवेदन के लिए किसी ऋणदाता का ऑफ़र नहीं खोलता। कारण नीचे दिए गए हैं।',
  waysAmount: '{amount} का लोन लें: {lenders} यह राशि देंगे।',
  waysTryAmount: '{amount} के लिए आवेदन करें',
  waysTenure: '{months} महीनों में चुकाएँ: {lenders} इस अवधि के लिए लोन देंगे।',
  waysTryTenure: '{months} महीने चुनें',
  waysIncomeHeading: 'अधिक आय या सह-आवेदक के साथ',
  waysIncome: '{lender}: कम से कम {required} की मासिक शुद्ध आय — आपकी अपनी, या किसी कमाने वाले सह-आवेदक के साथ, जो हर महीने कम से कम {coApplicant} जोड़े।',
  waysScoreHeading: 'बेहतर क्रेडिट स्कोर के साथ',
  waysScore: '{lender}: {required} के स्कोर से।',
  waysImproveScore: 'अपना क्रेडिट स्कोर कैसे सुधारें',
  goToDashboard: 'मेरे खाते पर जाएँ',
  leaving: 'आपको वापस ले जा रहे हैं…',
  bureauConsentLabel: 'क्रेडिट रिपोर्ट सहमति',
};

/** The journey's copy in a language. */
export type JourneyStrings = Readonly<Record<JourneyStringKey, string>>;

/**
 * The journey's copy.
 *
 * @param language - the page's language
 * @returns the strings
 */
export function journeyStrings(language: Language): JourneyStrings {
  return language === 'hi' ? HI : EN;
}

/**
 * A string with `{name}` placeholders filled in.
 *
 * @param template - e.g. 'Step {n} of {total}'
 * @param values - the placeholders' values
 * @returns the text
 * @example
 * fillIn('Step {n} of {total}', { n: 2, total: 4 }); // 'Step 2 of 4'
 */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The Privacy Policy and the Terms as the journey's texts name them, each with its page, for
 * `withLinks`: wherever a text names them, they are links.
 *
 * @param language - the page's language
 * @returns the phrases and their paths
 */
export function legalLinks(language: Language): readonly { readonly phrase: string; readonly to: string }[] {
  const strings = UI_STRINGS[language];
  return [
    { phrase: strings.privacyPolicy, to: localizedPath('/privacy-policy', language) },
    { phrase: strings.termsAndConditions, to: localizedPath('/terms-and-conditions', language) },
  ];
}

/** Headings of the steps (`JOURNEY_STEP_IDS` of `@rinn/offers`). */
export const STEP_TITLES: Readonly<Record<Language, Readonly<Record<JourneyStepId, string>>>> = {
  en: {
    'personal-details': 'Personal details',
    employment: 'Employment and income',
    'vehicle-and-amount': 'Vehicle and loan amount',
    'purpose-and-amount': 'Purpose and loan amount',
    'credit-consent': 'Credit report consent',
  },
  hi: {
    'personal-details': 'व्यक्तिगत जानकारी',
    employment: 'रोज़गार और आय',
    'vehicle-and-amount': 'वाहन और लोन राशि',
    'purpose-and-amount': 'उद्देश्य और लोन राशि',
    'credit-consent': 'क्रेडिट रिपोर्ट सहमति',
  },
};

/** Labels of the fields the step schemas of `@rinn/offers` define, and hints where a format is expected. */
export const FIELD_LABELS: Readonly<Record<Language, Readonly<Record<string, { readonly label: string; readonly hint?: string }>>>> = {
  en: {
    fullName: { label: 'Full name (as on PAN)' },
    dateOfBirth: { label: 'Date of birth', hint: 'dd/mm/yyyy' },
    email: { label: 'Email' },
    pan: { label: 'PAN', hint: 'e.g. ABCPE1234F' },
    pincode: { label: 'PIN code' },
    city: { label: 'City' },
    employment: { label: 'Employment type' },
    employerName: { label: 'Employer or business name' },
    netMonthlyIncome: { label: 'Net monthly income (₹)' },
    make: { label: 'Vehicle make' },
    model: { label: 'Vehicle model' },
    registrationNumber: { label: 'Registration number', hint: 'e.g. MH12AB1234' },
    purpose: { label: 'Purpose of the loan' },
    loanAmount: { label: 'Loan amount (₹)' },
    tenureMonths: { label: 'Tenure (months)' },
    bureauConsent: { label: 'I agree' },
  },
  hi: {
    fullName: { label: 'पूरा नाम (PAN के अनुसार)' },
    dateOfBirth: { label: 'जन्म तिथि', hint: 'dd/mm/yyyy' },
    email: { label: 'ईमेल' },
    pan: { label: 'PAN', hint: 'जैसे ABCPE1234F' },
    pincode: { label: 'पिन कोड' },
    city: { label: 'शहर' },
    employment: { label: 'रोज़गार का प्रकार' },
    employerName: { label: 'नियोक्ता या व्यवसाय का नाम' },
    netMonthlyIncome: { label: 'मासिक शुद्ध आय (₹)' },
    make: { label: 'वाहन निर्माता' },
    model: { label: 'वाहन मॉडल' },
    registrationNumber: { label: 'पंजीकरण संख्या', hint: 'जैसे MH12AB1234' },
    purpose: { label: 'लोन का उद्देश्य' },
    loanAmount: { label: 'लोन राशि (₹)' },
    tenureMonths: { label: 'अवधि (महीने)' },
    bureauConsent: { label: 'मैं सहमत हूँ' },
  },
};

/** Labels of the choices of the choice fields (employment types, loan purposes). */
export const CHOICE_LABELS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    salaried: 'Salaried',
    'self-employed': 'Self-employed',
    other: 'Other',
    medical: 'Medical',
    education: 'Education',
    wedding: 'Wedding',
    travel: 'Travel',
    'home-renovation': 'Home renovation',
    'debt-consolidation': 'Debt consolidation',
    business: 'Business',
  },
  hi: {
    salaried: 'वेतनभोगी',
    'self-employed': 'स्व-रोज़गार',
    other: 'अन्य',
    medical: 'चिकित्सा',
    education: 'शिक्षा',
    wedding: 'विवाह',
    travel: 'यात्रा',
    'home-renovation': 'घर की मरम्मत',
    'debt-consolidation': 'कर्ज़ समेकन',
    business: 'व्यवसाय',
  },
};
