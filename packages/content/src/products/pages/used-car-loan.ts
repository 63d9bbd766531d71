import { USED_CAR_LOAN_FAQ, USED_CAR_LOAN_FAQ_HI } from '../../faq/sets/used-car-loan.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, APPLY_STEPS_HI, BENEFITS_EN, BENEFITS_HI } from '../common.js';
import { USED_CAR_RATE_TABLE } from '../rate-tables.js';

/** The used-car loan page (/used-car-loan). Rates and fee follow spec §9. */
export const USED_CAR_LOAN_PAGE_EN: ProductPage = {
  loanType: 'used-car',
  slug: 'used-car-loan',
  lang: 'en',
  metaTitle: 'Used car loan from 14% a year | Rinn',
  metaDescription: 'Finance a pre-owned car with indicative rates from 14% a year and a 1% processing fee. Compare lenders and check your offer with Rinn.',
  banner: {
    heading: 'Used car loans that fit your budget',
    subheading: 'Indicative rates from 14% a year with a 1% processing fee, for cars from dealers or individual sellers.',
    ctaText: 'Check your offer',
    badges: ['Rated 4.8/5', 'Dealer or private sale', 'Quick valuation'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'salaried',
      title: 'Salaried',
      points: ['A regular monthly salary from a stable employer', 'A good credit history', 'Minimum age, income and job tenure as set by the lender'],
    },
    {
      applicant: 'self-employed',
      title: 'Self-employed',
      points: ['A running business with income shown in tax returns', 'A good credit history', 'Minimum age, income and business vintage as set by the lender'],
    },
  ],
  documents: [
    {
      applicant: 'salaried',
      title: 'Salaried',
      points: ['PAN card', 'Aadhaar or another address proof', 'Salary slips for the last 3 months', 'Bank statements for the last 6 months', 'RC and insurance copy of the car'],
    },
    {
      applicant: 'self-employed',
      title: 'Self-employed',
      points: ['PAN card', 'Aadhaar or another address proof', 'Income tax returns for the last 2 years with computation of income', 'Business proof such as GST registration', 'Bank statements for the last 12 months', 'RC and insurance copy of the car'],
    },
  ],
  rates: USED_CAR_RATE_TABLE,
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'charges', title: 'Charges to expect', points: ['Processing fee of 1% plus 18% GST', 'Valuation charges', 'Stamp duty on the agreement', 'Insurance'] },
    { id: 'checks', title: 'Before you buy', points: ['Check the RC, insurance and service history', 'Confirm there is no pending loan on the car', 'Get the car valued by the lender'] },
  ],
  faqs: USED_CAR_LOAN_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Car loan EMI calculator', href: '/emi-calculator' },
    { text: 'Used car loan FAQs', href: '/resources/faq/used-car-loan' },
    { text: 'Used car loans in New Delhi', href: '/used-car-loan/city/new-delhi' },
  ],
};

/** The used-car loan page in Hindi, with the same rates and fee. */
export const USED_CAR_LOAN_PAGE_HI: ProductPage = {
  loanType: 'used-car',
  slug: 'used-car-loan',
  lang: 'hi',
  metaTitle: 'पुरानी कार के लिए लोन, 14% सालाना से | Rinn',
  metaDescription: 'पुरानी कार ख़रीदने के लिए लोन, 14% सालाना से शुरू होने वाली सांकेतिक दरों और 1% प्रोसेसिंग फ़ीस पर। Rinn पर लेंडर्स की तुलना करें और अपना ऑफ़र देखें।',
  banner: {
    heading: 'आपके बजट में पुरानी कार का लोन',
    subheading: '14% सालाना से शुरू होने वाली सांकेतिक दरें और 1% प्रोसेसिंग फ़ीस, डीलर या किसी व्यक्ति से ख़रीदी गई कार के लिए।',
    ctaText: 'अपना ऑफ़र देखें',
    badges: ['4.8/5 रेटिंग', 'डीलर या निजी बिक्री', 'जल्दी मूल्यांकन'],
  },
  benefits: [...BENEFITS_HI],
  eligibility: [
    {
      applicant: 'salaried',
      title: 'नौकरीपेशा',
      points: ['किसी स्थिर नियोक्ता से हर महीने नियमित तनख़्वाह', 'अच्छा क्रेडिट रिकॉर्ड', 'कम से कम उम्र, आय और नौकरी की अवधि लेंडर के तय किए अनुसार'],
    },
    {
      applicant: 'self-employed',
      title: 'स्व-रोज़गार',
      points: ['चलता हुआ कारोबार, जिसकी आय आयकर रिटर्न में दिखे', 'अच्छा क्रेडिट रिकॉर्ड', 'कम से कम उम्र, आय और कारोबार की अवधि लेंडर के तय किए अनुसार'],
    },
  ],
  documents: [
    {
      applicant: 'salaried',
      title: 'नौकरीपेशा',
      points: ['पैन कार्ड', 'आधार या पते का कोई दूसरा प्रमाण', 'पिछले 3 महीनों की सैलरी स्लिप', 'पिछले 6 महीनों का बैंक स्टेटमेंट', 'कार की आरसी और बीमे की कॉपी'],
    },
    {
      applicant: 'self-employed',
      title: 'स्व-रोज़गार',
      points: ['पैन कार्ड', 'आधार या पते का कोई दूसरा प्रमाण', 'आय की गणना के साथ पिछले 2 साल के आयकर रिटर्न', 'कारोबार का प्रमाण, जैसे जीएसटी रजिस्ट्रेशन', 'पिछले 12 महीनों का बैंक स्टेटमेंट', 'कार की आरसी और बीमे की कॉपी'],
    },
  ],
  rates: {
    ...USED_CAR_RATE_TABLE,
    caption: 'पुरानी कार के लोन की ब्याज दरें (सांकेतिक)',
    source: 'Rinn के लेंडिंग पार्टनर्स की बताई सांकेतिक दरें; आपकी दर आपकी क्रेडिट प्रोफ़ाइल पर निर्भर करती है',
  },
  steps: [...APPLY_STEPS_HI],
  highlights: [
    { id: 'charges', title: 'लगने वाले शुल्क', points: ['1% प्रोसेसिंग फ़ीस और उस पर 18% जीएसटी', 'वैल्यूएशन शुल्क', 'एग्रीमेंट पर स्टांप ड्यूटी', 'बीमा'] },
    { id: 'checks', title: 'ख़रीदने से पहले', points: ['आरसी, बीमा और सर्विस का रिकॉर्ड जाँचें', 'पक्का करें कि कार पर कोई लोन बाक़ी नहीं है', 'लेंडर से कार का मूल्यांकन करवाएँ'] },
  ],
  faqs: USED_CAR_LOAN_FAQ_HI.items.slice(0, 4),
  relatedLinks: [
    { text: 'कार लोन ईएमआई कैलकुलेटर', href: '/emi-calculator' },
    { text: 'पुरानी कार के लोन से जुड़े सवाल', href: '/resources/faq/used-car-loan' },
    { text: 'नई दिल्ली में पुरानी कार के लिए लोन', href: '/used-car-loan/city/new-delhi' },
  ],
};
