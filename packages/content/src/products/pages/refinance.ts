import { REFINANCE_FAQ, REFINANCE_FAQ_HI } from '../../faq/sets/refinance.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, APPLY_STEPS_HI, BENEFITS_EN, BENEFITS_HI } from '../common.js';

/** The loan-against-car page (/refinance). Cash-in-hand rules follow spec §9 Balance transfer. */
export const REFINANCE_PAGE_EN: ProductPage = {
  loanType: 'refinance',
  slug: 'refinance',
  lang: 'en',
  metaTitle: 'Loan against car: refinance and get cash | Rinn',
  metaDescription: 'Refinance your car loan after 12 EMIs and get cash in hand of up to ₹10,00,000. Check your eligibility and estimate with Rinn.',
  banner: {
    heading: 'Unlock cash from your car',
    subheading: 'Paid 12 EMIs or more? Refinance your car loan and get cash in hand of up to ₹10,00,000.',
    ctaText: 'Check eligibility',
    badges: ['Rated 4.8/5', 'Keep driving your car', '24 cities'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'all',
      title: 'Who can apply',
      points: ['At least 12 EMIs paid on your current car loan (or a car you own outright)', 'The car registered in your name in one of our 24 cities', 'Valid RC and insurance', 'A good repayment record'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'Documents',
      points: ['PAN card', 'Aadhaar or another address proof', 'Income proof', 'RC and insurance of the car', 'Statement of your current car loan with the foreclosure amount'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'what', title: 'What it is', points: ['A new loan on your car that pays off the old one', 'Extra cash in hand on top', 'Your car stays with you'] },
    { id: 'reasons', title: 'Why people refinance', points: ['Fund a business or a family need', 'Move to a lower rate', 'Consolidate costlier debt'] },
    { id: 'cash', title: 'How cash in hand is estimated', points: ['EMI × EMIs paid × 1.3, 1.4 or 1.6', 'Capped at ₹10,00,000', 'Never more than the new loan amount'] },
  ],
  faqs: REFINANCE_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Balance transfer calculator', href: '/bt-calculator' },
    { text: 'Loan against car FAQs', href: '/resources/faq/refinance' },
    { text: 'Loan against car in Mumbai', href: '/refinance/city/mumbai' },
  ],
};

/** The loan-against-car page in Hindi. */
export const REFINANCE_PAGE_HI: ProductPage = {
  loanType: 'refinance',
  slug: 'refinance',
  lang: 'hi',
  metaTitle: 'कार पर लोन: रीफ़ाइनेंस कराएँ और नकद पाएँ | Rinn',
  metaDescription: '12 ईएमआई के बाद अपना कार लोन रीफ़ाइनेंस कराएँ और ₹10,00,000 तक नकद पाएँ। Rinn पर अपनी पात्रता और अनुमान देखें।',
  banner: {
    heading: 'अपनी कार से नकद पाएँ',
    subheading: '12 या ज़्यादा ईएमआई चुका दी हैं? अपना कार लोन रीफ़ाइनेंस कराएँ और हाथ में ₹10,00,000 तक पाएँ।',
    ctaText: 'पात्रता देखें',
    badges: ['4.8/5 रेटिंग', 'कार आपके पास ही रहती है', '24 शहर'],
  },
  benefits: [...BENEFITS_HI],
  eligibility: [
    {
      applicant: 'all',
      title: 'कौन आवेदन कर सकता है',
      points: ['मौजूदा कार लोन की कम से कम 12 ईएमआई चुकाई हों (या कार पूरी तरह आपकी हो)', 'कार हमारे 24 शहरों में से किसी एक में आपके नाम पर रजिस्टर्ड हो', 'मान्य आरसी और बीमा', 'भुगतान का अच्छा रिकॉर्ड'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'दस्तावेज़',
      points: ['पैन कार्ड', 'आधार या पते का कोई दूसरा प्रमाण', 'आय का प्रमाण', 'कार की आरसी और बीमा', 'फ़ोरक्लोज़र राशि के साथ मौजूदा कार लोन का स्टेटमेंट'],
    },
  ],
  steps: [...APPLY_STEPS_HI],
  highlights: [
    { id: 'what', title: 'यह क्या है', points: ['आपकी कार पर नया लोन, जो पुराना लोन चुका देता है', 'ऊपर से हाथ में नकद', 'कार आपके पास ही रहती है'] },
    { id: 'reasons', title: 'लोग रीफ़ाइनेंस क्यों कराते हैं', points: ['कारोबार या परिवार की ज़रूरत के लिए पैसा', 'कम ब्याज दर पर जाने के लिए', 'महँगे कर्ज़ एक जगह करने के लिए'] },
    { id: 'cash', title: 'हाथ में मिलने वाली राशि का अनुमान', points: ['ईएमआई × चुकाई गई ईएमआई × 1.3, 1.4 या 1.6', 'ज़्यादा से ज़्यादा ₹10,00,000', 'नए लोन की राशि से कभी ज़्यादा नहीं'] },
  ],
  faqs: REFINANCE_FAQ_HI.items.slice(0, 4),
  relatedLinks: [
    { text: 'बैलेंस ट्रांसफ़र कैलकुलेटर', href: '/bt-calculator' },
    { text: 'कार पर लोन से जुड़े सवाल', href: '/resources/faq/refinance' },
    { text: 'मुंबई में कार पर लोन', href: '/refinance/city/mumbai' },
  ],
};
