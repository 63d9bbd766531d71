import { PERSONAL_LOAN_FAQ } from '../../faq/sets/personal-loan.js';
import type { FormulaExplainer, ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, APPLY_STEPS_HI, BENEFITS_EN, BENEFITS_HI } from '../common.js';
import { formatPercent } from '../../text-format.js';
import { PERSONAL_LOAN_RATE_TABLE, PERSONAL_LOAN_RATE_TABLE_HI, PERSONAL_LOAN_RATES_FROM_PERCENT } from '../rate-tables.js';

// CONTENT-017: every "rates from" below is the lowest rate of the table the page shows.
const RATES_FROM = formatPercent(PERSONAL_LOAN_RATES_FROM_PERCENT);

/**
 * The personal-loan EMI example of spec §2. The spec gives "about 2,124" for ₹1,00,000 over 5 years
 * without a rate; 9.99 % a year is the rate at which the §9 formula, rounded to the rupee, gives
 * exactly ₹2,124 (10 % gives ₹2,124.70, which rounds to ₹2,125).
 *
 * @rule CONTENT-009 The personal-loan formula explainer states the rate behind its worked example:
 *   ₹1,00,000 over 5 years at 9.99 % a year gives an EMI of ₹2,124 under the §9 EMI rule.
 * @spec §2 Screens and sections (personal loan EMI formula explainer); §9 Calculators
 * @workedExample ₹1,00,000, 60 months, 9.99 % → EMI ₹2,124
 */
export const PERSONAL_LOAN_EMI_EXAMPLE = { principal: 100_000, years: 5, annualRatePercent: 9.99, emi: 2_124 } as const;

const FORMULA_EN: FormulaExplainer = {
  title: 'How your personal loan EMI is calculated',
  formula: 'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1)',
  legend: [
    'P is the loan amount (principal).',
    'r is the monthly interest rate: a twelfth of the yearly rate, as a fraction (12% a year gives r = 0.01).',
    'n is the tenure in months.',
  ],
  example: {
    ...PERSONAL_LOAN_EMI_EXAMPLE,
    text: 'For example, a loan of ₹1,00,000 over 5 years (60 months) at 9.99% a year has an EMI of about ₹2,124.',
  },
};

const FORMULA_HI: FormulaExplainer = {
  title: 'आपके पर्सनल लोन की ईएमआई कैसे निकाली जाती है',
  formula: 'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1)',
  legend: [
    'P लोन की राशि (मूलधन) है।',
    'r मासिक ब्याज दर है: सालाना दर का बारहवाँ हिस्सा, भिन्न के रूप में (12% सालाना पर r = 0.01)।',
    'n महीनों में लोन की अवधि है।',
  ],
  example: {
    ...PERSONAL_LOAN_EMI_EXAMPLE,
    text: 'उदाहरण के लिए, ₹1,00,000 का लोन 5 साल (60 महीने) के लिए 9.99% सालाना ब्याज पर लें, तो ईएमआई लगभग ₹2,124 होगी।',
  },
};

/** The English personal-loan page (/personal-loan). Eligibility follows spec §2 and §9. */
export const PERSONAL_LOAN_PAGE_EN: ProductPage = {
  loanType: 'personal',
  slug: 'personal-loan',
  lang: 'en',
  metaTitle: `Personal loan: compare rates from ${RATES_FROM} | Rinn`,
  metaDescription: `Compare personal loans up to ₹5 lakh for up to 5 years, with rates from ${RATES_FROM} a year. Check eligibility and your offer online with Rinn.`,
  banner: {
    heading: 'Personal loans for every plan',
    subheading: `Compare offers from trusted lenders, with rates from ${RATES_FROM} a year, up to ₹5 lakh, for up to 5 years.`,
    ctaText: 'Check your offer',
    badges: ['Rated 4.8/5', 'No collateral', '100% online'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'all',
      title: 'Who can apply',
      points: [
        'Age at least 21 years',
        'A healthy credit history',
        'Salaried or self-employed',
        'Net monthly take-home income of at least ₹10,000',
      ],
    },
  ],
  documents: [
    {
      applicant: 'salaried',
      title: 'Salaried',
      points: ['PAN card', 'Aadhaar or another address proof', 'Salary slips for the last 3 months', 'Bank statements for the last 6 months'],
    },
    {
      applicant: 'self-employed',
      title: 'Self-employed',
      points: ['PAN card', 'Aadhaar or another address proof', 'Income tax returns for the last 2 years', 'Bank statements for the last 12 months'],
    },
  ],
  formula: FORMULA_EN,
  rates: PERSONAL_LOAN_RATE_TABLE,
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'uses', title: 'Use it for', points: ['Weddings', 'Medical bills', 'Travel', 'Home repairs', 'Paying off costlier debt'] },
    { id: 'terms', title: 'Loan terms', points: ['Up to ₹5 lakh', 'Up to 5 years', `Rates from ${RATES_FROM} a year`, 'Rate varies with your credit profile'] },
  ],
  faqs: PERSONAL_LOAN_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Personal loan interest rates', href: '/personal-loan-interest-rate' },
    { text: 'What is a personal loan EMI?', href: '/what-is-a-personal-loan-emi' },
    { text: 'Personal loan FAQs', href: '/resources/faq/personal-loan' },
  ],
};

/** The Hindi personal-loan page (/hi/personal-loan), the same shape as the English one. */
export const PERSONAL_LOAN_PAGE_HI: ProductPage = {
  ...PERSONAL_LOAN_PAGE_EN,
  lang: 'hi',
  metaTitle: `पर्सनल लोन: ${RATES_FROM} से शुरू दरों की तुलना | Rinn`,
  metaDescription: `₹5 लाख तक और 5 साल तक के पर्सनल लोन की तुलना करें, ब्याज दर ${RATES_FROM} सालाना से शुरू। Rinn पर ऑनलाइन पात्रता और ऑफ़र जानें।`,
  banner: {
    heading: 'हर ज़रूरत के लिए पर्सनल लोन',
    subheading: `भरोसेमंद लेंडर्स के ऑफ़र की तुलना करें — ${RATES_FROM} सालाना से शुरू ब्याज दर, ₹5 लाख तक, 5 साल तक के लिए।`,
    ctaText: 'अपना ऑफ़र देखें',
    badges: ['4.8/5 रेटिंग', 'कोई गिरवी नहीं', '100% ऑनलाइन'],
  },
  benefits: [...BENEFITS_HI],
  eligibility: [
    {
      applicant: 'all',
      title: 'कौन आवेदन कर सकता है',
      points: [
        'उम्र कम से कम 21 साल',
        'अच्छा क्रेडिट इतिहास',
        'नौकरीपेशा या स्व-रोज़गार',
        'हर महीने हाथ में आने वाली आय कम से कम ₹10,000',
      ],
    },
  ],
  documents: [
    {
      applicant: 'salaried',
      title: 'नौकरीपेशा',
      points: ['पैन कार्ड', 'आधार या पते का कोई दूसरा प्रमाण', 'पिछले 3 महीनों की सैलरी स्लिप', 'पिछले 6 महीनों का बैंक स्टेटमेंट'],
    },
    {
      applicant: 'self-employed',
      title: 'स्व-रोज़गार',
      points: ['पैन कार्ड', 'आधार या पते का कोई दूसरा प्रमाण', 'पिछले 2 साल के आयकर रिटर्न', 'पिछले 12 महीनों का बैंक स्टेटमेंट'],
    },
  ],
  formula: FORMULA_HI,
  rates: PERSONAL_LOAN_RATE_TABLE_HI,
  steps: [...APPLY_STEPS_HI],
  highlights: [
    { id: 'uses', title: 'किन कामों के लिए', points: ['शादी', 'इलाज का ख़र्च', 'यात्रा', 'घर की मरम्मत', 'महँगा कर्ज़ चुकाना'] },
    { id: 'terms', title: 'लोन की शर्तें', points: ['₹5 लाख तक', '5 साल तक', `ब्याज दर ${RATES_FROM} सालाना से शुरू`, 'दर आपकी क्रेडिट प्रोफ़ाइल पर निर्भर करती है'] },
  ],
  faqs: [
    {
      ques: 'पर्सनल लोन क्या है?',
      ans: 'पर्सनल लोन एक असुरक्षित लोन है: इसके लिए आपको घर, गाड़ी या सोना गिरवी नहीं रखना पड़ता। इसे आप शादी, यात्रा, इलाज या घर की मरम्मत जैसी लगभग किसी भी निजी ज़रूरत के लिए ले सकते हैं और तय मासिक किस्तों (ईएमआई) में चुका सकते हैं।',
      tags: ['eligibility'],
      subtags: ['basics'],
      isClick: false,
    },
    {
      ques: 'Rinn पर पर्सनल लोन के लिए कौन आवेदन कर सकता है?',
      ans: 'आपकी उम्र कम से कम 21 साल हो, आप नौकरीपेशा या स्व-रोज़गार हों, आपका क्रेडिट इतिहास अच्छा हो और हर महीने हाथ में आने वाली आय कम से कम ₹10,000 हो। इसके बाद हर लेंडर अपनी जाँच करता है।',
      tags: ['eligibility'],
      subtags: ['age', 'income'],
      isClick: false,
    },
    {
      ques: 'क्या मेरा क्रेडिट स्कोर पर्सनल लोन पर असर डालता है?',
      ans: 'हाँ। यह लोन बिना गिरवी के मिलता है, इसलिए लेंडर आपके क्रेडिट स्कोर और भुगतान के रिकॉर्ड पर भरोसा करते हैं। 750 या उससे ज़्यादा स्कोर पर आम तौर पर जल्दी मंज़ूरी और कम ब्याज दर मिलती है; आपको मिलने वाली दर आपकी क्रेडिट प्रोफ़ाइल पर निर्भर करती है।',
      tags: ['eligibility', 'rates-charges'],
      subtags: ['credit-score'],
      isClick: true,
      linkText: 'अपना क्रेडिट स्कोर देखें',
      linkHref: '/cibil-score-check',
    },
    {
      ques: 'मुझे कितनी ब्याज दर चुकानी होगी?',
      ans: `पर्सनल लोन की ब्याज दर ${RATES_FROM} सालाना से शुरू होती है। आपको मिलने वाली दर आपके क्रेडिट स्कोर, आय, नियोक्ता और लेंडर पर निर्भर करती है, और साइन करने से पहले की फ़ैक्ट स्टेटमेंट में दिखाई जाती है।`,
      tags: ['rates-charges'],
      subtags: ['interest-rate'],
      isClick: true,
      linkText: 'पर्सनल लोन की ब्याज दरों की तुलना करें',
      linkHref: '/personal-loan-interest-rate',
    },
  ],
  relatedLinks: [
    { text: 'पर्सनल लोन ब्याज दरें', href: '/personal-loan-interest-rate' },
    { text: 'पर्सनल लोन ईएमआई क्या है?', href: '/what-is-a-personal-loan-emi' },
    { text: 'पर्सनल लोन से जुड़े सवाल', href: '/resources/faq/personal-loan' },
  ],
};
