import { NEW_CAR_LOAN_FAQ, NEW_CAR_LOAN_FAQ_HI } from '../../faq/sets/new-car-loan.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, APPLY_STEPS_HI, BENEFITS_EN, BENEFITS_HI } from '../common.js';

/** The new-car loan page (/new-car-loan). Tenure limits follow the calculator of spec §9. */
export const NEW_CAR_LOAN_PAGE_EN: ProductPage = {
  loanType: 'new-car',
  slug: 'new-car-loan',
  lang: 'en',
  metaTitle: 'New car loan for 1 to 7 years | Rinn',
  metaDescription: 'Pick your city, brand, model and variant, see the ex-showroom price and compare new car loans for 1 to 7 years with Rinn.',
  banner: {
    heading: 'Drive home your new car',
    subheading: 'See the ex-showroom price of your variant and compare new car loans for 1 to 7 years.',
    ctaText: 'Check your offer',
    badges: ['Rated 4.8/5', 'All major brands', 'Tenure up to 7 years'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'salaried',
      title: 'Salaried',
      points: ['A regular monthly salary', 'A good credit history', 'Minimum age, income and job tenure as set by the lender'],
    },
    {
      applicant: 'self-employed',
      title: 'Self-employed',
      points: ['A running business or profession with income shown in tax returns', 'A good credit history', 'Minimum age, income and business vintage as set by the lender'],
    },
  ],
  documents: [
    {
      applicant: 'salaried',
      title: 'Salaried',
      points: ['PAN card', 'Aadhaar or another address proof', 'Salary slips for the last 3 months', 'Form 16 or income tax returns', 'Bank statements for the last 6 months', 'Proforma invoice from the dealer'],
    },
    {
      applicant: 'self-employed',
      title: 'Self-employed',
      points: ['PAN card', 'Aadhaar or another address proof', 'Income tax returns for the last 2 years with computation of income', 'GST registration or Udyam certificate', 'Bank statements for the last 12 months', 'Proforma invoice from the dealer'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'calculator', title: 'Plan with the calculator', points: ['Choose city, brand, model and variant', 'See the ex-showroom price', 'Compare EMIs for 1 to 7 years'] },
    { id: 'ownership', title: 'After you buy', points: ['Hypothecation is recorded on the RC', 'Keep comprehensive insurance', 'Collect the NOC and Form 35 when the loan ends'] },
  ],
  faqs: NEW_CAR_LOAN_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Calculate Your EMI Now', href: '/two-wheeler-calculator' },
    { text: 'Car loan EMI calculator', href: '/emi-calculator' },
    { text: 'New car loan FAQs', href: '/resources/faq/new-car-loan' },
  ],
};

/** The new-car loan page in Hindi. */
export const NEW_CAR_LOAN_PAGE_HI: ProductPage = {
  loanType: 'new-car',
  slug: 'new-car-loan',
  lang: 'hi',
  metaTitle: 'नई कार के लिए लोन, 1 से 7 साल तक | Rinn',
  metaDescription: 'अपना शहर, ब्रांड, मॉडल और वेरिएंट चुनें, एक्स-शोरूम क़ीमत देखें और Rinn पर 1 से 7 साल के नई कार के लोन की तुलना करें।',
  banner: {
    heading: 'अपनी नई कार घर लाएँ',
    subheading: 'अपने वेरिएंट की एक्स-शोरूम क़ीमत देखें और 1 से 7 साल के नई कार के लोन की तुलना करें।',
    ctaText: 'अपना ऑफ़र देखें',
    badges: ['4.8/5 रेटिंग', 'सभी बड़े ब्रांड', '7 साल तक की अवधि'],
  },
  benefits: [...BENEFITS_HI],
  eligibility: [
    {
      applicant: 'salaried',
      title: 'नौकरीपेशा',
      points: ['हर महीने नियमित तनख़्वाह', 'अच्छा क्रेडिट रिकॉर्ड', 'कम से कम उम्र, आय और नौकरी की अवधि लेंडर के तय किए अनुसार'],
    },
    {
      applicant: 'self-employed',
      title: 'स्व-रोज़गार',
      points: ['चलता हुआ कारोबार या पेशा, जिसकी आय आयकर रिटर्न में दिखे', 'अच्छा क्रेडिट रिकॉर्ड', 'कम से कम उम्र, आय और कारोबार की अवधि लेंडर के तय किए अनुसार'],
    },
  ],
  documents: [
    {
      applicant: 'salaried',
      title: 'नौकरीपेशा',
      points: ['पैन कार्ड', 'आधार या पते का कोई दूसरा प्रमाण', 'पिछले 3 महीनों की सैलरी स्लिप', 'फ़ॉर्म 16 या आयकर रिटर्न', 'पिछले 6 महीनों का बैंक स्टेटमेंट', 'डीलर का प्रोफ़ॉर्मा इनवॉइस'],
    },
    {
      applicant: 'self-employed',
      title: 'स्व-रोज़गार',
      points: ['पैन कार्ड', 'आधार या पते का कोई दूसरा प्रमाण', 'आय की गणना के साथ पिछले 2 साल के आयकर रिटर्न', 'जीएसटी रजिस्ट्रेशन या उद्यम प्रमाणपत्र', 'पिछले 12 महीनों का बैंक स्टेटमेंट', 'डीलर का प्रोफ़ॉर्मा इनवॉइस'],
    },
  ],
  steps: [...APPLY_STEPS_HI],
  highlights: [
    { id: 'calculator', title: 'कैलकुलेटर से योजना बनाएँ', points: ['शहर, ब्रांड, मॉडल और वेरिएंट चुनें', 'एक्स-शोरूम क़ीमत देखें', '1 से 7 साल की ईएमआई की तुलना करें'] },
    { id: 'ownership', title: 'ख़रीदने के बाद', points: ['हाइपोथिकेशन आरसी पर दर्ज होता है', 'कॉम्प्रिहेंसिव बीमा बनाए रखें', 'लोन ख़त्म होने पर एनओसी और फ़ॉर्म 35 लें'] },
  ],
  faqs: NEW_CAR_LOAN_FAQ_HI.items.slice(0, 4),
  relatedLinks: [
    { text: 'अभी अपनी ईएमआई निकालें', href: '/two-wheeler-calculator' },
    { text: 'कार लोन ईएमआई कैलकुलेटर', href: '/emi-calculator' },
    { text: 'नई कार के लोन से जुड़े सवाल', href: '/resources/faq/new-car-loan' },
  ],
};
