import type { ProductPage } from '../../schemas.js';
import { faq } from '../../faq/faq-item.js';
import { APPLY_STEPS_EN, APPLY_STEPS_HI, BENEFITS_EN, BENEFITS_HI } from '../common.js';

/** The commercial-vehicle loan page (/commercial-vehicle-loan), a Rinn path for a §1 loan type. */
export const COMMERCIAL_VEHICLE_LOAN_PAGE_EN: ProductPage = {
  loanType: 'commercial-vehicle',
  slug: 'commercial-vehicle-loan',
  lang: 'en',
  metaTitle: 'Commercial vehicle loan | Rinn',
  metaDescription: 'Finance trucks, pick-ups, vans and three-wheelers for your business. Compare commercial vehicle loans from lenders on Rinn.',
  banner: {
    heading: 'Commercial vehicle loans that keep you moving',
    subheading: 'Finance trucks, pick-ups, vans, buses and three-wheelers for your business or fleet.',
    ctaText: 'Check your offer',
    badges: ['Rated 4.8/5', 'New and used vehicles', 'First-time buyers welcome'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'self-employed',
      title: 'Transporters and businesses',
      points: ['Fleet owners, transport operators and businesses using the vehicle for work', 'Income from the vehicle or business shown in bank statements or tax returns', 'Experience and other requirements as set by the lender'],
    },
    {
      applicant: 'salaried',
      title: 'Owner-drivers',
      points: ['A valid commercial driving licence', 'A reasonable credit history', 'A guarantor if the lender asks for one'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'Documents',
      points: ['PAN card', 'Aadhaar or another address proof', 'Bank statements for the last 12 months', 'Income tax returns or business proof', 'Proforma invoice or RC of the vehicle', 'Existing fleet details, if any'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'vehicles', title: 'What you can finance', points: ['Light and heavy trucks', 'Pick-ups and vans', 'Buses', 'Three-wheelers'] },
    { id: 'repayment', title: 'Repayment', points: ['EMIs planned around your earnings', 'Vehicle hypothecated until repaid', 'Commercial permit and insurance kept valid'] },
  ],
  faqs: [
    faq('What is a commercial vehicle loan?', 'A loan to buy a vehicle used to earn income, such as a truck, pick-up, van, bus or three-wheeler. The vehicle is hypothecated to the lender until the loan is repaid.', ['basics']),
    faq('Can first-time buyers apply?', 'Yes, many lenders finance first-time buyers, sometimes with a guarantor or a higher down payment.', ['eligibility']),
    faq('Can I finance a used commercial vehicle?', 'Yes. The lender values the vehicle and finances a share of that value, depending on its age and condition.', ['eligibility']),
    faq('What decides the interest rate?', 'Your credit history, business income, the vehicle and its use, the down payment and the lender. The Key Fact Statement shows the rate and the APR.', ['rates-charges']),
  ],
  relatedLinks: [
    { text: 'Business loans', href: '/business-loan' },
    { text: 'EMI calculator', href: '/emi-calculator' },
    { text: 'All FAQs', href: '/resources/faq' },
  ],
};

/** The commercial-vehicle loan page in Hindi. */
export const COMMERCIAL_VEHICLE_LOAN_PAGE_HI: ProductPage = {
  loanType: 'commercial-vehicle',
  slug: 'commercial-vehicle-loan',
  lang: 'hi',
  metaTitle: 'कमर्शियल गाड़ी के लिए लोन | Rinn',
  metaDescription: 'अपने कारोबार के लिए ट्रक, पिक-अप, वैन और तिपहिया गाड़ियाँ ख़रीदें। Rinn पर लेंडर्स के कमर्शियल गाड़ी लोन की तुलना करें।',
  banner: {
    heading: 'कमर्शियल गाड़ी का लोन, ताकि काम चलता रहे',
    subheading: 'अपने कारोबार या बेड़े के लिए ट्रक, पिक-अप, वैन, बस और तिपहिया गाड़ियों के लिए लोन।',
    ctaText: 'अपना ऑफ़र देखें',
    badges: ['4.8/5 रेटिंग', 'नई और पुरानी गाड़ियाँ', 'पहली बार ख़रीदने वालों का भी स्वागत'],
  },
  benefits: [...BENEFITS_HI],
  eligibility: [
    {
      applicant: 'self-employed',
      title: 'ट्रांसपोर्टर और कारोबार',
      points: ['बेड़े के मालिक, ट्रांसपोर्ट ऑपरेटर और काम में गाड़ी इस्तेमाल करने वाले कारोबार', 'गाड़ी या कारोबार की आय, जो बैंक स्टेटमेंट या आयकर रिटर्न में दिखे', 'अनुभव और बाक़ी शर्तें लेंडर के तय किए अनुसार'],
    },
    {
      applicant: 'salaried',
      title: 'ख़ुद गाड़ी चलाने वाले मालिक',
      points: ['मान्य कमर्शियल ड्राइविंग लाइसेंस', 'ठीक-ठाक क्रेडिट रिकॉर्ड', 'लेंडर माँगे तो एक गारंटर'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'दस्तावेज़',
      points: ['पैन कार्ड', 'आधार या पते का कोई दूसरा प्रमाण', 'पिछले 12 महीनों का बैंक स्टेटमेंट', 'आयकर रिटर्न या कारोबार का प्रमाण', 'गाड़ी का प्रोफ़ॉर्मा इनवॉइस या आरसी', 'मौजूदा बेड़े का विवरण, अगर हो'],
    },
  ],
  steps: [...APPLY_STEPS_HI],
  highlights: [
    { id: 'vehicles', title: 'किसके लिए लोन मिलता है', points: ['हल्के और भारी ट्रक', 'पिक-अप और वैन', 'बसें', 'तिपहिया गाड़ियाँ'] },
    { id: 'repayment', title: 'भुगतान', points: ['आपकी कमाई के हिसाब से तय ईएमआई', 'लोन चुकने तक गाड़ी हाइपोथिकेट रहती है', 'कमर्शियल परमिट और बीमा मान्य बनाए रखें'] },
  ],
  faqs: [
    faq('कमर्शियल गाड़ी का लोन क्या है?', 'कमाई के लिए इस्तेमाल होने वाली गाड़ी, जैसे ट्रक, पिक-अप, वैन, बस या तिपहिया, ख़रीदने के लिए लोन। लोन चुकने तक गाड़ी लेंडर के पास हाइपोथिकेट रहती है।', ['basics']),
    faq('क्या पहली बार ख़रीदने वाले आवेदन कर सकते हैं?', 'हाँ, बहुत से लेंडर पहली बार ख़रीदने वालों को भी लोन देते हैं, कभी-कभी गारंटर या ज़्यादा डाउन पेमेंट के साथ।', ['eligibility']),
    faq('क्या पुरानी कमर्शियल गाड़ी के लिए लोन मिल सकता है?', 'हाँ। लेंडर गाड़ी का मूल्यांकन करता है और उसकी उम्र व हालत के हिसाब से उस क़ीमत का एक हिस्सा देता है।', ['eligibility']),
    faq('ब्याज दर किन बातों से तय होती है?', 'आपका क्रेडिट रिकॉर्ड, कारोबार की आय, गाड़ी और उसका इस्तेमाल, डाउन पेमेंट और लेंडर। की फ़ैक्ट स्टेटमेंट में दर और APR दोनों दिखते हैं।', ['rates-charges']),
  ],
  relatedLinks: [
    { text: 'बिज़नेस लोन', href: '/business-loan' },
    { text: 'ईएमआई कैलकुलेटर', href: '/emi-calculator' },
    { text: 'सभी सवाल-जवाब', href: '/resources/faq' },
  ],
};
