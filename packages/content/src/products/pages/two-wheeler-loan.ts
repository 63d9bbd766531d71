import { TWO_WHEELER_LOAN_FAQ } from '../../faq/sets/two-wheeler-loan.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, APPLY_STEPS_HI, BENEFITS_EN, BENEFITS_HI } from '../common.js';

/** The English two-wheeler loan page (/two-wheeler-loan). The starting rate follows spec §9. */
export const TWO_WHEELER_LOAN_PAGE_EN: ProductPage = {
  loanType: 'two-wheeler',
  slug: 'two-wheeler-loan',
  lang: 'en',
  metaTitle: 'Two-wheeler loan from 10.5% a year | Rinn',
  metaDescription: 'Finance a petrol or electric scooter or motorcycle with rates from 10.5% a year. Compare lenders and check your offer online with Rinn.',
  banner: {
    heading: 'Two-wheeler loans, petrol or electric',
    subheading: 'Ride home sooner with rates from 10.5% a year and flexible tenures.',
    ctaText: 'Check your offer',
    badges: ['Rated 4.8/5', 'Petrol and electric', 'Quick approval'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'salaried',
      title: 'Salaried',
      points: ['A regular monthly salary', 'A reasonable credit history', 'Minimum age and income as set by the lender'],
    },
    {
      applicant: 'self-employed',
      title: 'Self-employed',
      points: ['A running business or profession with steady income', 'A reasonable credit history', 'Minimum age and income as set by the lender'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'Documents',
      points: ['PAN card', 'Aadhaar or another address proof', 'Salary slips or income tax returns', 'Bank statements for the last 6 months', 'A passport-size photograph'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'vehicles', title: 'What you can buy', points: ['Scooters', 'Motorcycles', 'Electric scooters and motorcycles'] },
    { id: 'terms', title: 'Loan terms', points: ['Rates from 10.5% a year', 'Tenure usually 12 to 48 months', 'Vehicle hypothecated until the loan is repaid'] },
  ],
  faqs: TWO_WHEELER_LOAN_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Two-wheeler EMI calculator', href: '/two-wheeler-calculator' },
    { text: 'Two-wheeler loan FAQs', href: '/resources/faq/two-wheeler-loan' },
    { text: 'EV loans', href: '/ev-loan' },
  ],
};

/** The Hindi two-wheeler loan page (/hi/two-wheeler-loan), the same shape as the English one. */
export const TWO_WHEELER_LOAN_PAGE_HI: ProductPage = {
  ...TWO_WHEELER_LOAN_PAGE_EN,
  lang: 'hi',
  metaTitle: 'टू-व्हीलर लोन, 10.5% सालाना से | Rinn',
  metaDescription: 'पेट्रोल या इलेक्ट्रिक स्कूटर और मोटरसाइकिल के लिए लोन, ब्याज दर 10.5% सालाना से। Rinn पर लेंडर्स की तुलना करें और ऑनलाइन ऑफ़र देखें।',
  banner: {
    heading: 'टू-व्हीलर लोन, पेट्रोल हो या इलेक्ट्रिक',
    subheading: '10.5% सालाना से शुरू ब्याज दर और आसान अवधि के साथ अपनी गाड़ी जल्दी घर लाएँ।',
    ctaText: 'अपना ऑफ़र देखें',
    badges: ['4.8/5 रेटिंग', 'पेट्रोल और इलेक्ट्रिक', 'जल्दी मंज़ूरी'],
  },
  benefits: [...BENEFITS_HI],
  eligibility: [
    {
      applicant: 'salaried',
      title: 'नौकरीपेशा',
      points: ['हर महीने नियमित वेतन', 'ठीक-ठाक क्रेडिट इतिहास', 'न्यूनतम उम्र और आय लेंडर के नियमों के अनुसार'],
    },
    {
      applicant: 'self-employed',
      title: 'स्व-रोज़गार',
      points: ['स्थिर आय वाला चालू कारोबार या पेशा', 'ठीक-ठाक क्रेडिट इतिहास', 'न्यूनतम उम्र और आय लेंडर के नियमों के अनुसार'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'दस्तावेज़',
      points: ['पैन कार्ड', 'आधार या पते का कोई दूसरा प्रमाण', 'सैलरी स्लिप या आयकर रिटर्न', 'पिछले 6 महीनों का बैंक स्टेटमेंट', 'पासपोर्ट साइज़ फ़ोटो'],
    },
  ],
  steps: [...APPLY_STEPS_HI],
  highlights: [
    { id: 'vehicles', title: 'आप क्या ख़रीद सकते हैं', points: ['स्कूटर', 'मोटरसाइकिल', 'इलेक्ट्रिक स्कूटर और मोटरसाइकिल'] },
    { id: 'terms', title: 'लोन की शर्तें', points: ['ब्याज दर 10.5% सालाना से', 'अवधि आम तौर पर 12 से 48 महीने', 'लोन चुकने तक गाड़ी लेंडर के पास हाइपोथिकेटेड रहती है'] },
  ],
  faqs: [
    {
      ques: 'टू-व्हीलर लोन क्या है?',
      ans: 'स्कूटर, मोटरसाइकिल या इलेक्ट्रिक टू-व्हीलर ख़रीदने के लिए लिया गया लोन। लोन चुकने तक गाड़ी लेंडर के पास हाइपोथिकेटेड रहती है, इसीलिए इसकी ब्याज दर बिना गिरवी वाले लोन से कम होती है।',
      tags: ['eligibility'],
      subtags: ['basics'],
      isClick: false,
    },
    {
      ques: 'क्या इलेक्ट्रिक स्कूटर के लिए लोन मिल सकता है?',
      ans: 'हाँ। Rinn पर पेट्रोल और इलेक्ट्रिक दोनों तरह के टू-व्हीलर के लिए लोन मिलता है। कुछ लेंडर इलेक्ट्रिक मॉडल पर थोड़ी बेहतर शर्तें देते हैं; आपके ऑफ़र में दर साफ़ लिखी होती है।',
      tags: ['eligibility', 'rates-charges'],
      subtags: ['electric'],
      isClick: false,
    },
    {
      ques: 'टू-व्हीलर लोन पर कितना ब्याज लगता है?',
      ans: 'Rinn पर टू-व्हीलर लोन की ब्याज दर 10.5% सालाना से शुरू होती है। आपकी दर आपकी क्रेडिट प्रोफ़ाइल, गाड़ी और लेंडर पर निर्भर करती है।',
      tags: ['rates-charges'],
      subtags: ['interest-rate'],
      isClick: false,
    },
    {
      ques: 'ऑन-रोड क़ीमत का कितना हिस्सा लोन में मिल सकता है?',
      ans: 'लेंडर आम तौर पर ऑन-रोड क़ीमत का बड़ा हिस्सा देते हैं, और अच्छे क्रेडिट वाले ग्राहकों को कभी-कभी पूरी क़ीमत भी। बाक़ी रक़म आप डाउन पेमेंट के रूप में डीलर को देते हैं।',
      tags: ['eligibility'],
      subtags: ['amount', 'down-payment'],
      isClick: false,
    },
  ],
  relatedLinks: [
    { text: 'टू-व्हीलर ईएमआई कैलकुलेटर', href: '/two-wheeler-calculator' },
    { text: 'टू-व्हीलर लोन से जुड़े सवाल', href: '/resources/faq/two-wheeler-loan' },
    { text: 'ईवी लोन', href: '/ev-loan' },
  ],
};
