import { REFINANCE_FAQ, REFINANCE_FAQ_HI } from '../../faq/sets/refinance.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, APPLY_STEPS_HI, BENEFITS_EN, BENEFITS_HI } from '../common.js';

/** The balance-transfer top-up page (/bt-top-up-loan), a Rinn path for a §1 loan type. Rules follow spec §9. */
export const BT_TOP_UP_LOAN_PAGE_EN: ProductPage = {
  loanType: 'bt-top-up',
  slug: 'bt-top-up-loan',
  lang: 'en',
  metaTitle: 'Balance transfer with top-up | Rinn',
  metaDescription: 'Move your car loan to a new lender and take a top-up. See your cash in hand with the balance transfer calculator on Rinn.',
  banner: {
    heading: 'Balance transfer with a top-up',
    subheading: 'Move your existing car loan to a new lender and take extra cash on top, once 12 EMIs are paid.',
    ctaText: 'Calculate your top-up',
    badges: ['Rated 4.8/5', 'One loan, one EMI', 'Top-up up to ₹10,00,000'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'all',
      title: 'Who can apply',
      points: ['At least 12 EMIs paid on your current loan', 'A regular repayment record with no missed EMIs', 'Income to support the new EMI'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'Documents',
      points: ['PAN card', 'Aadhaar or another address proof', 'Income proof', 'Loan statement and foreclosure letter from your current lender', 'RC and insurance of the car'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'how', title: 'How the top-up is estimated', points: ['EMI × EMIs paid × 1.3 (12–18 paid), 1.4 (19–24) or 1.6 (more)', 'Capped at ₹10,00,000 and at the new loan amount', 'Foreclosure of the old loan estimated at 5% of the outstanding'] },
    { id: 'compare', title: 'Before you switch', points: ['Compare the APR of the new loan with your current one', 'Add the foreclosure and processing charges', 'Check the new tenure and EMI'] },
  ],
  faqs: REFINANCE_FAQ.items.slice(1, 5),
  relatedLinks: [
    { text: 'Balance transfer calculator', href: '/bt-calculator' },
    { text: 'Loan against car', href: '/refinance' },
    { text: 'Loan against car FAQs', href: '/resources/faq/refinance' },
  ],
};

/** The balance-transfer top-up page in Hindi. */
export const BT_TOP_UP_LOAN_PAGE_HI: ProductPage = {
  loanType: 'bt-top-up',
  slug: 'bt-top-up-loan',
  lang: 'hi',
  metaTitle: 'टॉप-अप के साथ बैलेंस ट्रांसफ़र | Rinn',
  metaDescription: 'अपना कार लोन नए लेंडर के पास ले जाएँ और ऊपर से टॉप-अप लें। Rinn के बैलेंस ट्रांसफ़र कैलकुलेटर से हाथ में मिलने वाली राशि देखें।',
  banner: {
    heading: 'टॉप-अप के साथ बैलेंस ट्रांसफ़र',
    subheading: '12 ईएमआई चुकाने के बाद अपना मौजूदा कार लोन नए लेंडर के पास ले जाएँ और ऊपर से अतिरिक्त नकद पाएँ।',
    ctaText: 'अपना टॉप-अप निकालें',
    badges: ['4.8/5 रेटिंग', 'एक लोन, एक ईएमआई', '₹10,00,000 तक टॉप-अप'],
  },
  benefits: [...BENEFITS_HI],
  eligibility: [
    {
      applicant: 'all',
      title: 'कौन आवेदन कर सकता है',
      points: ['मौजूदा लोन की कम से कम 12 ईएमआई चुकाई हों', 'भुगतान का नियमित रिकॉर्ड, कोई ईएमआई छूटी न हो', 'नई ईएमआई चुकाने लायक आय'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'दस्तावेज़',
      points: ['पैन कार्ड', 'आधार या पते का कोई दूसरा प्रमाण', 'आय का प्रमाण', 'मौजूदा लेंडर का लोन स्टेटमेंट और फ़ोरक्लोज़र पत्र', 'कार की आरसी और बीमा'],
    },
  ],
  steps: [...APPLY_STEPS_HI],
  highlights: [
    { id: 'how', title: 'टॉप-अप का अनुमान कैसे लगता है', points: ['ईएमआई × चुकाई गई ईएमआई × 1.3 (12–18 चुकाई हों), 1.4 (19–24) या 1.6 (उससे ज़्यादा)', 'ज़्यादा से ज़्यादा ₹10,00,000 और नए लोन की राशि तक', 'पुराने लोन का फ़ोरक्लोज़र बकाया का 5% मानकर'] },
    { id: 'compare', title: 'लोन बदलने से पहले', points: ['नए लोन की APR की तुलना मौजूदा लोन से करें', 'फ़ोरक्लोज़र और प्रोसेसिंग शुल्क जोड़ें', 'नई अवधि और ईएमआई जाँचें'] },
  ],
  faqs: REFINANCE_FAQ_HI.items.slice(1, 5),
  relatedLinks: [
    { text: 'बैलेंस ट्रांसफ़र कैलकुलेटर', href: '/bt-calculator' },
    { text: 'कार पर लोन', href: '/refinance' },
    { text: 'कार पर लोन से जुड़े सवाल', href: '/resources/faq/refinance' },
  ],
};
