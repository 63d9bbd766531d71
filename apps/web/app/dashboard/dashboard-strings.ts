import { type Language, type LeadStatusCode, type NextAction } from '@rinn/rules';
import type { UiStrings } from '../i18n/language.ts';

/**
 * Copy of the dashboard's application cards and detail page that the spec does not quote: the
 * statuses in words (CARD-014), the next step (CARD-013), the stages. English and Hindi have the
 * same keys. The labels the spec names (Reference No., Resume Application …) stay in `UI_STRINGS`;
 * the card messages of the rules (Opted-out, CARD-009's refinance text) are `cardMessageText`'s.
 */
const EN = {
  status: 'Status',
  notSubmittedYet: 'Not submitted yet',
  nextStep: 'Next step',
  stages: 'Stages',
  loadingApplications: 'Loading your applications…',
  loadFailed: 'We could not load your applications.',
  loadingDetails: 'Loading your application…',
  detailsLoadFailed: 'We could not load this application.',
  optOutTitle: 'Opt out of this application?',
  optOutMessage:
    'Opting out withdraws the consent you gave to share your details with the lender for this application. To revoke any other consent or to have your data deleted, write to {email} or call {phone}.',
  optOutConfirm: 'Yes, opt out',
  optOutCancel: 'Keep my application',
  optOutClose: 'Close',
  optOutWorking: 'Opting out…',
  optOutFailed: 'We could not opt you out of this application.',
  showOffer: 'Show the offer',
  noOffersDraft: 'No offers yet: finish your application to see the lenders that match it.',
  noOffersCancelled: 'This application was cancelled, so it has no offers. You can start a new one from the loan’s page.',
  noOffersYet: 'No offer has been shared on this application yet; it shows here as soon as the lender makes one.',
  leadStatus: {
    'application-started': 'Application started',
    'consent-pending': 'Consent pending',
    'documents-pending': 'Documents pending',
    'offer-shared': 'Offer shared',
    'eligibility-check': 'Eligibility check',
    'lead-created': 'Request received',
    'lender-review': 'With the lender',
    'under-review': 'Under review',
    'loan-disbursed': 'Loan disbursed',
    cancelled: 'Cancelled',
  },
  nextAction: {
    'continue-application': 'Continue your application where you left it.',
    'give-consent': 'Give the lender your consent from the link we sent you by SMS.',
    'upload-documents': 'Keep your KYC, income and address proofs ready: the lender will ask for them to verify your application.',
    'review-offer': 'Review the offer below, with its charges and validity.',
    'track-progress': 'The lender is working on your application; each stage shows here as it completes.',
  },
  /** The stages the API's systems write, in words (shown as sent when not listed). */
  stageNames: {
    'Application started': 'Application started',
    'Application submitted': 'Application submitted',
    'Lender consent': 'Lender consent',
    'KYC verified': 'KYC verified',
    'Income verified': 'Income verified',
    'Documents verified': 'Documents verified',
    'Loan sanctioned': 'Loan sanctioned',
    'Loan disbursed': 'Loan disbursed',
    'Car details': 'Car details',
    'Current loan details': 'Current loan details',
    'Documents uploaded': 'Documents uploaded',
    'Shared with loan expert': 'Shared with loan expert',
    'Lead created': 'Request received',
    'Eligibility checked': 'Eligibility checked',
    'Lender assigned': 'Lender assigned',
  } as Readonly<Record<string, string>>,
};

/** The dashboard's own copy in one language. */
export type DashboardStrings = typeof EN & {
  readonly leadStatus: Readonly<Record<LeadStatusCode, string>>;
  readonly nextAction: Readonly<Record<NextAction, string>>;
};

const HI: DashboardStrings = {
  status: 'स्थिति',
  notSubmittedYet: 'अभी जमा नहीं हुआ',
  nextStep: 'अगला क़दम',
  stages: 'चरण',
  loadingApplications: 'आपके आवेदन लोड हो रहे हैं…',
  loadFailed: 'हम आपके आवेदन लोड नहीं कर सके।',
  loadingDetails: 'आपका आवेदन लोड हो रहा है…',
  detailsLoadFailed: 'हम यह आवेदन लोड नहीं कर सके।',
  optOutTitle: 'क्या आप इस आवेदन से बाहर निकलना चाहते हैं?',
  optOutMessage:
    'बाहर निकलने पर इस आवेदन के लिए ऋणदाता के साथ आपकी जानकारी साझा करने की आपकी सहमति वापस ले ली जाएगी। कोई और सहमति वापस लेने या अपना डेटा मिटवाने के लिए {email} पर लिखें या {phone} पर कॉल करें।',
  optOutConfirm: 'हाँ, बाहर निकलें',
  optOutCancel: 'नहीं, रहने दें',
  optOutClose: 'बंद करें',
  optOutWorking: 'बाहर निकल रहे हैं…',
  optOutFailed: 'हम आपको इस आवेदन से बाहर नहीं निकाल सके।',
  showOffer: 'ऑफ़र दिखाएँ',
  noOffersDraft: 'अभी कोई ऑफ़र नहीं: अपना आवेदन पूरा करें, फिर मेल खाने वाले ऋणदाता दिखेंगे।',
  noOffersCancelled: 'यह आवेदन रद्द हो गया है, इसलिए इस पर कोई ऑफ़र नहीं है। आप लोन के पेज से नया आवेदन शुरू कर सकते हैं।',
  noOffersYet: 'इस आवेदन पर अभी कोई ऑफ़र नहीं आया है; ऋणदाता के ऑफ़र देते ही यह यहाँ दिखेगा।',
  leadStatus: {
    'application-started': 'आवेदन शुरू हुआ',
    'consent-pending': 'सहमति बाक़ी',
    'documents-pending': 'दस्तावेज़ बाक़ी',
    'offer-shared': 'ऑफ़र भेजा गया',
    'eligibility-check': 'पात्रता की जाँच',
    'lead-created': 'अनुरोध मिला',
    'lender-review': 'ऋणदाता के पास',
    'under-review': 'समीक्षा में',
    'loan-disbursed': 'लोन की राशि जारी',
    cancelled: 'रद्द',
  },
  nextAction: {
    'continue-application': 'जहाँ छोड़ा था, वहीं से अपना आवेदन पूरा करें।',
    'give-consent': 'हमने SMS से जो लिंक भेजा है, उससे ऋणदाता को अपनी सहमति दें।',
    'upload-documents': 'अपने केवाईसी, आय और पते के प्रमाण तैयार रखें: आवेदन की जाँच के लिए ऋणदाता इन्हें माँगेगा।',
    'review-offer': 'नीचे दिया गया ऑफ़र उसके शुल्क और वैधता के साथ देखें।',
    'track-progress': 'ऋणदाता आपके आवेदन पर काम कर रहा है; हर चरण पूरा होते ही यहाँ दिखेगा।',
  },
  stageNames: {
    'Application started': 'आवेदन शुरू हुआ',
    'Application submitted': 'आवेदन जमा हुआ',
    'Lender consent': 'ऋणदाता के लिए सहमति',
    'KYC verified': 'केवाईसी की पुष्टि',
    'Income verified': 'आय की पुष्टि',
    'Documents verified': 'दस्तावेज़ों की पुष्टि',
    'Loan sanctioned': 'लोन मंज़ूर',
    'Loan disbursed': 'लोन की राशि जारी',
    'Car details': 'कार का विवरण',
    'Current loan details': 'मौजूदा लोन का विवरण',
    'Documents uploaded': 'दस्तावेज़ अपलोड हुए',
    'Shared with loan expert': 'लोन विशेषज्ञ को भेजा गया',
    'Lead created': 'अनुरोध मिला',
    'Eligibility checked': 'पात्रता की जाँच हुई',
    'Lender assigned': 'ऋणदाता तय हुआ',
  },
};

/**
 * The dashboard's own copy in a language.
 *
 * @param language - `en` or `hi`
 * @returns the strings
 */
export function dashboardStrings(language: Language): DashboardStrings {
  return language === 'hi' ? HI : EN;
}

/**
 * A lead status in words (CARD-014): the known ones in the page language; any other as the
 * server sent it in English, and in Hindi as the colour's word (`fallback`), since the server's
 * text is English.
 *
 * @param copy - the dashboard copy of the page language
 * @param language - the page language
 * @param code - the status's code, or null
 * @param leadStatus - the status as sent
 * @param fallback - the Hindi word of the card's status colour
 * @returns the words to show
 */
export function leadStatusWords(copy: DashboardStrings, language: Language, code: LeadStatusCode | null, leadStatus: string, fallback: string): string {
  if (code !== null) return copy.leadStatus[code];
  return language === 'hi' ? fallback : leadStatus;
}

/**
 * A stage's name in the page language; a stage this copy does not list is shown as sent.
 *
 * @param copy - the dashboard copy of the page language
 * @param stage - the stage as sent
 * @returns its name
 */
export function stageWords(copy: DashboardStrings, stage: string): string {
  return copy.stageNames[stage] ?? stage;
}

/** The Hindi name of each card product code: the header's names where it has one. */
const HINDI_PRODUCT_NAMES: Readonly<Record<string, (strings: UiStrings) => string>> = {
  personal: (strings) => strings.navPersonalLoan,
  instant: (strings) => strings.navInstantLoan,
  usedcar: (strings) => strings.navUsedCarLoan,
  newcar: (strings) => strings.navNewCarLoan,
  refinance: (strings) => strings.navRefinance,
  ev: (strings) => strings.navEvLoan,
  twowheeler: (strings) => strings.navTwoWheelerLoan,
  business: (strings) => strings.navBusinessLoan,
  tw_ev: () => 'इलेक्ट्रिक टू-व्हीलर लोन',
  commercial: () => 'कमर्शियल वाहन लोन',
  bt_topup: () => 'बैलेंस ट्रांसफ़र टॉप-अप लोन',
};

/**
 * An application's product in the page language: as the server names it in English; in Hindi by
 * its product code, or as sent for a code not listed.
 *
 * @param language - the page language
 * @param strings - the interface strings of the page language
 * @param product - the card's product code
 * @param productName - the server's name for it
 * @returns the name to show
 */
export function productWords(language: Language, strings: UiStrings, product: string, productName: string): string {
  return language === 'hi' ? (HINDI_PRODUCT_NAMES[product]?.(strings) ?? productName) : productName;
}
