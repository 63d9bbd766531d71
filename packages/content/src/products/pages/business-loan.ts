import { BUSINESS_LOAN_FAQ, BUSINESS_LOAN_FAQ_HI } from '../../faq/sets/business-loan.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, APPLY_STEPS_HI, BENEFITS_EN, BENEFITS_HI } from '../common.js';

/** The business-loan page (/business-loan), a Rinn path for a §1 loan type; applications start at /uj-business. */
export const BUSINESS_LOAN_PAGE_EN: ProductPage = {
  loanType: 'business',
  slug: 'business-loan',
  lang: 'en',
  metaTitle: 'Business loans for small businesses | Rinn',
  metaDescription: 'Working capital, equipment or expansion: compare business loans for proprietors, partnerships and companies with Rinn.',
  banner: {
    heading: 'Business loans to help you grow',
    subheading: 'Working capital, stock, equipment or expansion — compare business loans from our lending partners.',
    ctaText: 'Start your application',
    badges: ['Rated 4.8/5', 'Secured and unsecured', 'For MSMEs'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'self-employed',
      title: 'Who can apply',
      points: ['Proprietors, partnerships, LLPs and private limited companies', 'A running business with turnover shown in tax returns', 'A reasonable credit history of the business and its owners', 'Business vintage as set by the lender'],
    },
  ],
  documents: [
    {
      applicant: 'self-employed',
      title: 'Documents',
      points: ['PAN and Aadhaar of the owners', 'PAN of the business', 'GST registration or Udyam certificate', 'Income tax returns with financial statements for the last 2 years', 'Business bank statements for the last 12 months'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'uses', title: 'Use it for', points: ['Working capital', 'Stock and inventory', 'Machinery and equipment', 'Opening a new outlet'] },
    { id: 'types', title: 'Loan types', points: ['Unsecured term loans', 'Loans against property or machinery', 'Working-capital limits'] },
  ],
  faqs: BUSINESS_LOAN_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Start a business loan application', href: '/uj-business?popup=1' },
    { text: 'Business loan FAQs', href: '/resources/faq/business-loan' },
    { text: 'Commercial vehicle loans', href: '/commercial-vehicle-loan' },
  ],
};

/** The business-loan page in Hindi. */
export const BUSINESS_LOAN_PAGE_HI: ProductPage = {
  loanType: 'business',
  slug: 'business-loan',
  lang: 'hi',
  metaTitle: 'छोटे कारोबारों के लिए बिज़नेस लोन | Rinn',
  metaDescription: 'कार्यशील पूँजी, मशीनें या विस्तार: Rinn पर प्रोपराइटर, साझेदारी फ़र्म और कंपनियों के लिए बिज़नेस लोन की तुलना करें।',
  banner: {
    heading: 'कारोबार बढ़ाने के लिए बिज़नेस लोन',
    subheading: 'कार्यशील पूँजी, माल, मशीनें या विस्तार — हमारे लेंडिंग पार्टनर्स के बिज़नेस लोन की तुलना करें।',
    ctaText: 'अपना आवेदन शुरू करें',
    badges: ['4.8/5 रेटिंग', 'गारंटी के साथ और बिना गारंटी', 'एमएसएमई के लिए'],
  },
  benefits: [...BENEFITS_HI],
  eligibility: [
    {
      applicant: 'self-employed',
      title: 'कौन आवेदन कर सकता है',
      points: ['प्रोपराइटर, साझेदारी फ़र्म, एलएलपी और प्राइवेट लिमिटेड कंपनियाँ', 'चलता हुआ कारोबार, जिसका टर्नओवर आयकर रिटर्न में दिखे', 'कारोबार और उसके मालिकों का ठीक-ठाक क्रेडिट रिकॉर्ड', 'कारोबार कितना पुराना हो, यह लेंडर के तय किए अनुसार'],
    },
  ],
  documents: [
    {
      applicant: 'self-employed',
      title: 'दस्तावेज़',
      points: ['मालिकों का पैन और आधार', 'कारोबार का पैन', 'जीएसटी रजिस्ट्रेशन या उद्यम प्रमाणपत्र', 'पिछले 2 साल के आयकर रिटर्न और वित्तीय विवरण', 'कारोबार के खाते का पिछले 12 महीनों का बैंक स्टेटमेंट'],
    },
  ],
  steps: [...APPLY_STEPS_HI],
  highlights: [
    { id: 'uses', title: 'किन कामों के लिए', points: ['कार्यशील पूँजी', 'माल और स्टॉक', 'मशीनें और उपकरण', 'नई दुकान या शाखा खोलना'] },
    { id: 'types', title: 'लोन के प्रकार', points: ['बिना गारंटी वाले टर्म लोन', 'संपत्ति या मशीनों पर लोन', 'कार्यशील पूँजी की सीमा (लिमिट)'] },
  ],
  faqs: BUSINESS_LOAN_FAQ_HI.items.slice(0, 4),
  relatedLinks: [
    { text: 'बिज़नेस लोन का आवेदन शुरू करें', href: '/uj-business?popup=1' },
    { text: 'बिज़नेस लोन से जुड़े सवाल', href: '/resources/faq/business-loan' },
    { text: 'कमर्शियल गाड़ी के लिए लोन', href: '/commercial-vehicle-loan' },
  ],
};
