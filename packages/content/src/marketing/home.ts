import { APPLY_STEPS_EN, APPLY_STEPS_HI } from '../products/common.js';
import type { HighlightTab, HomeSection, Link, StepGuide } from '../schemas.js';

/** The home page's sections in display order (spec §2 Screens and sections). */
export const HOME_SECTIONS: readonly HomeSection[] = [
  { id: 'hero', heading: 'Compare loans. Borrow better.', subheading: 'Personal, car, two-wheeler and business loans from trusted lenders, in one place.' },
  { id: 'product-tiles', heading: 'Loans for every need' },
  { id: 'trust-stats', heading: 'Trusted by borrowers across India' },
  { id: 'highlights', heading: 'Why borrow with Rinn' },
  { id: 'step-guide', heading: 'How it works' },
  { id: 'vehicle-loans', heading: 'Vehicle loans' },
  { id: 'credit-score', heading: 'Know your credit score', subheading: 'New users get a one-time free credit score check.' },
  { id: 'lending-partners', heading: 'Our lending partners' },
  { id: 'testimonials', heading: 'What our customers say', subheading: 'Rated 4.8/5' },
  { id: 'media-news', heading: 'Rinn in the news' },
  { id: 'faq', heading: 'Frequently asked questions' },
];

/** Product tiles of the home page, linking to the loan pages. */
export const PRODUCT_TILES: readonly Link[] = [
  { text: 'Personal Loan', href: '/personal-loan' },
  { text: 'Instant Loan', href: '/instant-loan' },
  { text: 'Used Car Loan', href: '/used-car-loan' },
  { text: 'New Car Loan', href: '/new-car-loan' },
  { text: 'Loan Against Car', href: '/refinance' },
  { text: 'EV Loan', href: '/ev-loan' },
  { text: 'Two-Wheeler Loan', href: '/two-wheeler-loan' },
  { text: 'Commercial Vehicle Loan', href: '/commercial-vehicle-loan' },
  { text: 'Balance Transfer Top-up', href: '/bt-top-up-loan' },
  { text: 'Business Loan', href: '/business-loan' },
  { text: 'Credit Score', href: '/cibil-score' },
];

/** The highlights tabs of the home page. */
export const HOME_HIGHLIGHT_TABS: readonly HighlightTab[] = [
  { id: 'compare', title: 'Compare', points: ['Offers from several lenders side by side', 'Rates, fees and EMIs in one view', 'APR shown in every Key Fact Statement'] },
  { id: 'calculate', title: 'Calculate', points: ['Car, two-wheeler and balance transfer calculators', 'Year-by-year repayment schedule', 'Cash-in-hand estimate for refinance'] },
  { id: 'apply', title: 'Apply', points: ['Check your offer with your mobile number', 'Upload documents online', 'Track every application on your dashboard'] },
  { id: 'learn', title: 'Learn', points: ['Guides on EMIs, credit scores and car loans', 'FAQ hub for seven kinds of loans', 'Pages in English and Hindi'] },
];

/** The step-by-step guide of the home page. */
export const HOME_STEP_GUIDE: StepGuide = { title: 'Get your loan in 4 simple steps', steps: [...APPLY_STEPS_EN] };

/** The home page's sections in Hindi: the same ids in the same order as {@link HOME_SECTIONS}. */
export const HOME_SECTIONS_HI: readonly HomeSection[] = [
  { id: 'hero', heading: 'लोन की तुलना करें, समझदारी से उधार लें', subheading: 'भरोसेमंद लेंडर्स से पर्सनल, कार, टू-व्हीलर और बिज़नेस लोन, सब एक ही जगह।' },
  { id: 'product-tiles', heading: 'हर ज़रूरत के लिए लोन' },
  { id: 'trust-stats', heading: 'देश भर के कर्ज़दारों का भरोसा' },
  { id: 'highlights', heading: 'Rinn से लोन क्यों लें' },
  { id: 'step-guide', heading: 'यह कैसे काम करता है' },
  { id: 'vehicle-loans', heading: 'गाड़ी के लिए लोन' },
  { id: 'credit-score', heading: 'अपना क्रेडिट स्कोर जानें', subheading: 'नए ग्राहक एक बार मुफ़्त में अपना क्रेडिट स्कोर देख सकते हैं।' },
  { id: 'lending-partners', heading: 'हमारे लेंडिंग पार्टनर' },
  { id: 'testimonials', heading: 'हमारे ग्राहक क्या कहते हैं', subheading: '4.8/5 रेटिंग' },
  { id: 'media-news', heading: 'ख़बरों में Rinn' },
  { id: 'faq', heading: 'अक्सर पूछे जाने वाले सवाल' },
];

/** The product tiles in Hindi, with the same targets as {@link PRODUCT_TILES}. */
export const PRODUCT_TILES_HI: readonly Link[] = [
  { text: 'पर्सनल लोन', href: '/personal-loan' },
  { text: 'इंस्टेंट लोन', href: '/instant-loan' },
  { text: 'पुरानी कार के लिए लोन', href: '/used-car-loan' },
  { text: 'नई कार के लिए लोन', href: '/new-car-loan' },
  { text: 'कार पर लोन', href: '/refinance' },
  { text: 'ईवी लोन', href: '/ev-loan' },
  { text: 'टू-व्हीलर लोन', href: '/two-wheeler-loan' },
  { text: 'कमर्शियल गाड़ी के लिए लोन', href: '/commercial-vehicle-loan' },
  { text: 'बैलेंस ट्रांसफ़र और टॉप-अप', href: '/bt-top-up-loan' },
  { text: 'बिज़नेस लोन', href: '/business-loan' },
  { text: 'क्रेडिट स्कोर', href: '/cibil-score' },
];

/** The home page's highlight cards in Hindi. */
export const HOME_HIGHLIGHT_TABS_HI: readonly HighlightTab[] = [
  { id: 'compare', title: 'तुलना करें', points: ['कई लेंडर्स के ऑफ़र एक साथ', 'ब्याज दर, फ़ीस और ईएमआई एक ही नज़र में', 'हर की फ़ैक्ट स्टेटमेंट में सालाना प्रतिशत दर (APR)'] },
  { id: 'calculate', title: 'हिसाब लगाएँ', points: ['कार, टू-व्हीलर और बैलेंस ट्रांसफ़र के कैलकुलेटर', 'साल-दर-साल भुगतान तालिका', 'कार पर लोन में हाथ में मिलने वाली राशि का अनुमान'] },
  { id: 'apply', title: 'आवेदन करें', points: ['अपने मोबाइल नंबर से अपना ऑफ़र देखें', 'दस्तावेज़ ऑनलाइन अपलोड करें', 'अपने डैशबोर्ड पर हर आवेदन की स्थिति देखें'] },
  { id: 'learn', title: 'जानें', points: ['ईएमआई, क्रेडिट स्कोर और कार लोन पर गाइड', 'सात तरह के लोन पर सवाल-जवाब', 'अंग्रेज़ी और हिंदी में पेज'] },
];

/** The home page's step guide in Hindi. */
export const HOME_STEP_GUIDE_HI: StepGuide = { title: '4 आसान चरणों में लोन पाएँ', steps: [...APPLY_STEPS_HI] };
