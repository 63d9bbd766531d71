import { GREEN_LOAN_FAQ, GREEN_LOAN_FAQ_HI } from '../../faq/sets/green-loan.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, APPLY_STEPS_HI, BENEFITS_EN, BENEFITS_HI } from '../common.js';

/** The green / EV loan page (/ev-loan). Eligibility follows spec §2 and §9. */
export const EV_LOAN_PAGE_EN: ProductPage = {
  loanType: 'ev',
  slug: 'ev-loan',
  lang: 'en',
  metaTitle: 'Green loan for electric vehicles | Rinn',
  metaDescription: 'Finance an electric car, scooter or motorcycle with a green loan. Apply from age 18 and compare lenders online with Rinn.',
  banner: {
    heading: 'Green loans for electric vehicles',
    subheading: 'Switch to an electric car, scooter or motorcycle and spread the cost over easy EMIs.',
    ctaText: 'Check your offer',
    badges: ['Rated 4.8/5', 'Cars and two-wheelers', 'Apply from age 18'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'all',
      title: 'Who can apply',
      points: ['Age at least 18 years when you apply', 'A decent bureau score', 'No default on existing loans with the lender'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'Documents',
      points: ['PAN card', 'Aadhaar or another address proof', 'Salary slips or income tax returns', 'Bank statements for the last 6 months', 'Proforma invoice from the dealer'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'why-ev', title: 'Why go electric', points: ['Lower running cost per kilometre', 'GST on EVs is 5%', 'No tailpipe emissions'] },
    { id: 'vehicles', title: 'What you can finance', points: ['Electric cars', 'Electric scooters', 'Electric motorcycles'] },
  ],
  faqs: GREEN_LOAN_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Green loan FAQs', href: '/resources/faq/green-loan' },
    { text: 'Two-wheeler loans', href: '/two-wheeler-loan' },
    { text: 'EMI calculator', href: '/emi-calculator' },
  ],
};

/** The green / EV loan page in Hindi. */
export const EV_LOAN_PAGE_HI: ProductPage = {
  loanType: 'ev',
  slug: 'ev-loan',
  lang: 'hi',
  metaTitle: 'इलेक्ट्रिक गाड़ियों के लिए ग्रीन लोन | Rinn',
  metaDescription: 'ग्रीन लोन से इलेक्ट्रिक कार, स्कूटर या मोटरसाइकिल ख़रीदें। 18 साल की उम्र से आवेदन करें और Rinn पर ऑनलाइन लेंडर्स की तुलना करें।',
  banner: {
    heading: 'इलेक्ट्रिक गाड़ियों के लिए ग्रीन लोन',
    subheading: 'इलेक्ट्रिक कार, स्कूटर या मोटरसाइकिल अपनाएँ और क़ीमत को आसान ईएमआई में बाँटें।',
    ctaText: 'अपना ऑफ़र देखें',
    badges: ['4.8/5 रेटिंग', 'कार और टू-व्हीलर', '18 साल की उम्र से आवेदन'],
  },
  benefits: [...BENEFITS_HI],
  eligibility: [
    {
      applicant: 'all',
      title: 'कौन आवेदन कर सकता है',
      points: ['आवेदन के समय उम्र कम से कम 18 साल', 'ठीक-ठाक क्रेडिट ब्यूरो स्कोर', 'उस लेंडर के किसी मौजूदा लोन में कोई चूक नहीं'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'दस्तावेज़',
      points: ['पैन कार्ड', 'आधार या पते का कोई दूसरा प्रमाण', 'सैलरी स्लिप या आयकर रिटर्न', 'पिछले 6 महीनों का बैंक स्टेटमेंट', 'डीलर का प्रोफ़ॉर्मा इनवॉइस'],
    },
  ],
  steps: [...APPLY_STEPS_HI],
  highlights: [
    { id: 'why-ev', title: 'इलेक्ट्रिक क्यों चुनें', points: ['हर किलोमीटर पर चलाने का ख़र्च कम', 'इलेक्ट्रिक गाड़ियों पर जीएसटी सिर्फ़ 5%', 'धुआँ छोड़ने वाला साइलेंसर नहीं'] },
    { id: 'vehicles', title: 'किसके लिए लोन मिलता है', points: ['इलेक्ट्रिक कार', 'इलेक्ट्रिक स्कूटर', 'इलेक्ट्रिक मोटरसाइकिल'] },
  ],
  faqs: GREEN_LOAN_FAQ_HI.items.slice(0, 4),
  relatedLinks: [
    { text: 'ग्रीन लोन से जुड़े सवाल', href: '/resources/faq/green-loan' },
    { text: 'टू-व्हीलर लोन', href: '/two-wheeler-loan' },
    { text: 'ईएमआई कैलकुलेटर', href: '/emi-calculator' },
  ],
};
