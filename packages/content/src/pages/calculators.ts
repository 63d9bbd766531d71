import type { ContentPage } from '../schemas.js';

/** Text of the car loan EMI calculator page (/emi-calculator); limits follow spec §9. */
export const EMI_CALCULATOR_PAGE: ContentPage = {
  path: '/emi-calculator',
  lang: 'en',
  metaTitle: 'Car loan EMI calculator: new and used cars | Rinn',
  metaDescription: 'Work out the EMI on a new or used car loan from ₹10,000 to ₹25,00,000 over 1 to 7 years, with a year-by-year repayment schedule.',
  heading: 'Car loan EMI calculator',
  intro: 'Choose the New car loan or Used car loan tab, set the amount, tenure and rate, and see your EMI, total interest and repayment schedule.',
  sections: [
    {
      id: 'how-to-use',
      heading: 'How to use it',
      body: '- Set a loan amount from **₹10,000 to ₹25,00,000**.\n- Pick a tenure from **1 to 7 years**.\n- Set the interest rate from **2% to 30%** a year.\n- For a new car, pick the city, brand, model and variant to use its ex-showroom price.',
    },
    {
      id: 'how-it-works',
      heading: 'How the EMI is worked out',
      body: 'Each month you are charged interest at a twelfth of the yearly rate on what you still owe: at 12% a year, that is 1% a month. Your EMI pays that interest first and the rest repays the loan, so the EMI stays the same while its interest part shrinks. The EMI is rounded to the nearest rupee. The total payable is the EMI times the number of months.',
    },
    {
      id: 'schedule',
      heading: 'Repayment schedule',
      body: 'The schedule lists every month’s principal, interest and balance, grouped by year with a total at each year end. See the [used car loan](/used-car-loan) and [new car loan](/new-car-loan) pages for rates.',
    },
  ],
  cta: { text: 'Check your offer', href: '/used-car-loan' },
};

/** Text of the two-wheeler EMI calculator page (/two-wheeler-calculator). */
export const TWO_WHEELER_CALCULATOR_PAGE: ContentPage = {
  path: '/two-wheeler-calculator',
  lang: 'en',
  metaTitle: 'Two-wheeler loan EMI calculator | Rinn',
  metaDescription: 'Work out the EMI on a scooter or motorcycle loan, petrol or electric, with rates from 10.5% a year.',
  heading: 'Two-wheeler EMI calculator',
  intro: 'Enter the loan amount, tenure in months and interest rate to see the EMI on your scooter or motorcycle loan.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How the EMI is worked out',
      body: 'Each month you are charged interest at a twelfth of the yearly rate on what you still owe: at 12% a year, that is 1% a month. Your EMI pays that interest first and the rest repays the loan, so the EMI stays the same while its interest part shrinks. The EMI is rounded to the nearest rupee. The tenure is taken in months, and the total payable is the EMI times those months.',
    },
    {
      id: 'rates',
      heading: 'Rates',
      body: 'Two-wheeler loan rates on Rinn start from **10.5% a year**. See the [two-wheeler loan](/two-wheeler-loan) page to check your offer.',
    },
  ],
  cta: { text: 'Check your offer', href: '/two-wheeler-loan' },
};

/** Text of the balance-transfer calculator page (/bt-calculator); rules follow spec §9. */
export const BT_CALCULATOR_PAGE: ContentPage = {
  path: '/bt-calculator',
  lang: 'en',
  metaTitle: 'Balance transfer and refinance calculator | Rinn',
  metaDescription: 'Estimate the cash in hand from refinancing your car loan after 12 EMIs, with the foreclosure charge of your current loan.',
  heading: 'Balance transfer calculator',
  intro: 'Fill in your Current Loan Details and Required Loan Details to estimate your new EMI, the foreclosure charge and the cash in hand.',
  sections: [
    {
      id: 'cash-in-hand',
      heading: 'How cash in hand is estimated',
      body: 'Cash in hand is the smallest of three amounts: your current **EMI × EMIs paid × multiplier**, **₹10,00,000**, and the new loan amount. The multiplier is 1.3 for 12 to 18 EMIs paid, 1.4 for 19 to 24, and 1.6 otherwise.',
    },
    {
      id: 'foreclosure',
      heading: 'Foreclosure charge',
      body: 'Closing the current loan early is estimated at **5%** on top of the outstanding amount. Your current lender’s statement gives the exact figure.',
    },
    {
      id: 'eligibility',
      heading: 'Who can refinance',
      body: 'You need at least **12 EMIs** paid on your current loan. Read more about a [loan against your car](/refinance).',
    },
  ],
  cta: { text: 'Check eligibility', href: '/refinance' },
};

/** The car loan EMI calculator page in Hindi. */
export const EMI_CALCULATOR_PAGE_HI: ContentPage = {
  path: '/emi-calculator',
  lang: 'hi',
  metaTitle: 'कार लोन ईएमआई कैलकुलेटर: नई और पुरानी कार | Rinn',
  metaDescription: 'नई या पुरानी कार के ₹10,000 से ₹25,00,000 तक के लोन की 1 से 7 साल की ईएमआई निकालें, साल-दर-साल भुगतान तालिका के साथ।',
  heading: 'कार लोन ईएमआई कैलकुलेटर',
  intro: 'नई कार या पुरानी कार वाला टैब चुनें, राशि, अवधि और ब्याज दर तय करें, और अपनी ईएमआई, कुल ब्याज और भुगतान तालिका देखें।',
  sections: [
    {
      id: 'how-to-use',
      heading: 'इसे कैसे इस्तेमाल करें',
      body: '- लोन की राशि **₹10,000 से ₹25,00,000** के बीच रखें।\n- अवधि **1 से 7 साल** के बीच चुनें।\n- ब्याज दर **2% से 30%** सालाना के बीच रखें।\n- नई कार के लिए शहर, ब्रांड, मॉडल और वेरिएंट चुनें, ताकि उसकी एक्स-शोरूम क़ीमत से हिसाब लगे।',
    },
    {
      id: 'how-it-works',
      heading: 'ईएमआई कैसे निकलती है',
      body: 'हर महीने बाक़ी रकम पर सालाना दर के बारहवें हिस्से जितना ब्याज लगता है: 12% सालाना पर यह 1% महीना है। आपकी ईएमआई पहले यह ब्याज चुकाती है और बाक़ी से लोन घटता है, इसलिए ईएमआई वही रहती है और उसमें ब्याज का हिस्सा घटता जाता है। ईएमआई पूरे रुपये में राउंड होती है। कुल चुकाई जाने वाली राशि ईएमआई गुणा महीनों की संख्या है।',
    },
    {
      id: 'schedule',
      heading: 'भुगतान तालिका',
      body: 'तालिका में हर महीने का मूलधन, ब्याज और बकाया दिखता है, साल के हिसाब से और हर साल के अंत में कुल जोड़ के साथ। दरों के लिए [पुरानी कार के लोन](/used-car-loan) और [नई कार के लोन](/new-car-loan) के पेज देखें।',
    },
  ],
  cta: { text: 'अपना ऑफ़र देखें', href: '/used-car-loan' },
};

/** The two-wheeler EMI calculator page in Hindi. */
export const TWO_WHEELER_CALCULATOR_PAGE_HI: ContentPage = {
  path: '/two-wheeler-calculator',
  lang: 'hi',
  metaTitle: 'टू-व्हीलर लोन ईएमआई कैलकुलेटर | Rinn',
  metaDescription: 'पेट्रोल या इलेक्ट्रिक स्कूटर और मोटरसाइकिल के लोन की ईएमआई निकालें, 10.5% सालाना से शुरू होने वाली दरों पर।',
  heading: 'टू-व्हीलर ईएमआई कैलकुलेटर',
  intro: 'लोन की राशि, महीनों में अवधि और ब्याज दर डालें और अपने स्कूटर या मोटरसाइकिल के लोन की ईएमआई देखें।',
  sections: [
    {
      id: 'how-it-works',
      heading: 'ईएमआई कैसे निकलती है',
      body: 'हर महीने बाक़ी रकम पर सालाना दर के बारहवें हिस्से जितना ब्याज लगता है: 12% सालाना पर यह 1% महीना है। आपकी ईएमआई पहले यह ब्याज चुकाती है और बाक़ी से लोन घटता है, इसलिए ईएमआई वही रहती है और उसमें ब्याज का हिस्सा घटता जाता है। ईएमआई पूरे रुपये में राउंड होती है। अवधि महीनों में ली जाती है, और कुल चुकाई जाने वाली राशि ईएमआई गुणा उतने महीने है।',
    },
    {
      id: 'rates',
      heading: 'ब्याज दरें',
      body: 'Rinn पर टू-व्हीलर लोन की दरें **10.5% सालाना** से शुरू होती हैं। अपना ऑफ़र देखने के लिए [टू-व्हीलर लोन](/two-wheeler-loan) का पेज देखें।',
    },
  ],
  cta: { text: 'अपना ऑफ़र देखें', href: '/two-wheeler-loan' },
};

/** The balance-transfer calculator page in Hindi. */
export const BT_CALCULATOR_PAGE_HI: ContentPage = {
  path: '/bt-calculator',
  lang: 'hi',
  metaTitle: 'बैलेंस ट्रांसफ़र और रीफ़ाइनेंस कैलकुलेटर | Rinn',
  metaDescription: '12 ईएमआई के बाद कार लोन रीफ़ाइनेंस कराने पर हाथ में मिलने वाली राशि का अनुमान लगाएँ, मौजूदा लोन के फ़ोरक्लोज़र शुल्क के साथ।',
  heading: 'बैलेंस ट्रांसफ़र कैलकुलेटर',
  intro: 'मौजूदा लोन का विवरण और ज़रूरी लोन का विवरण भरें, और अपनी नई ईएमआई, फ़ोरक्लोज़र शुल्क और हाथ में मिलने वाली राशि का अनुमान देखें।',
  sections: [
    {
      id: 'cash-in-hand',
      heading: 'हाथ में मिलने वाली राशि का अनुमान कैसे लगता है',
      body: 'हाथ में मिलने वाली राशि तीन राशियों में से सबसे छोटी होती है: आपकी मौजूदा **ईएमआई × चुकाई गई ईएमआई × गुणक**, **₹10,00,000**, और नए लोन की राशि। 12 से 18 ईएमआई चुकाई हों तो गुणक 1.3 है, 19 से 24 पर 1.4 और उससे ज़्यादा पर 1.6।',
    },
    {
      id: 'foreclosure',
      heading: 'फ़ोरक्लोज़र शुल्क',
      body: 'मौजूदा लोन समय से पहले बंद करने का शुल्क बकाया राशि पर **5%** मानकर जोड़ा जाता है। सही आँकड़ा आपके मौजूदा लेंडर के स्टेटमेंट में होता है।',
    },
    {
      id: 'eligibility',
      heading: 'कौन रीफ़ाइनेंस करा सकता है',
      body: 'आपके मौजूदा लोन की कम से कम **12 ईएमआई** चुकी होनी चाहिए। [कार पर लोन](/refinance) के बारे में और पढ़ें।',
    },
  ],
  cta: { text: 'पात्रता देखें', href: '/refinance' },
};
