import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs, translatedFaqSet } from '../faq-item.js';

/** Refinance (loan against car) FAQ. Rules follow spec §9 Balance transfer. */
export const REFINANCE_FAQ: FaqSet = {
  id: 'refinance',
  title: 'Loan against car FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Amount', 'amount'],
    ['Documents', 'documents'],
    ['Charges', 'rates-charges'],
  ]),
  items: [
    faq(
      'What is a loan against car (refinance)?',
      'A loan on a car you already own or are still paying for. The new lender pays off your existing car loan, if any, and gives you extra cash, with the car as security.',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'How many EMIs must I have paid?',
      'At least 12 EMIs of your current car loan must be paid before you can refinance it through Rinn.',
      ['eligibility'],
      ['emis-paid'],
    ),
    faq(
      'How much cash in hand can I get?',
      'Rinn estimates it as the smallest of three numbers: your EMI × EMIs paid × a multiplier, ₹10,00,000, and the new loan amount. The multiplier is 1.3 if you have paid 12 to 18 EMIs, 1.4 for 19 to 24, and 1.6 otherwise.',
      ['amount'],
      ['cash-in-hand'],
      { text: 'Open the balance transfer calculator', href: '/bt-calculator' },
    ),
    faq(
      'Why does the estimate include a foreclosure charge?',
      'Closing your existing loan early usually carries a foreclosure charge. Rinn’s calculator adds 5% on top of the outstanding amount as an estimate; your current lender’s statement gives the exact figure.',
      ['rates-charges'],
      ['foreclosure'],
    ),
    faq(
      'Is balance transfer the same as refinance?',
      'They are related. A balance transfer moves your outstanding loan to a new lender, often at a lower rate; refinance may also add a top-up so you receive cash. The same calculator covers both.',
      ['eligibility'],
      ['balance-transfer'],
    ),
    faq(
      'What documents do I need?',
      'KYC (PAN and Aadhaar or another address proof), income proof, the car’s RC and insurance, and the statement of your current loan with the foreclosure amount.',
      ['documents'],
      ['kyc'],
    ),
    faq(
      'Will my car be inspected?',
      'Yes. The lender values the car, usually through an inspection, because the loan amount depends on the car’s current value.',
      ['amount', 'documents'],
      ['valuation'],
    ),
    faq(
      'Does refinancing change the hypothecation on my RC?',
      'Yes. The old lender’s charge is removed with its NOC and Form 35, and the new lender’s charge is recorded with Form 34 at the RTO.',
      ['documents'],
      ['hypothecation'],
    ),
    faq(
      'What charges should I expect?',
      'A processing fee plus 18% GST, valuation, stamp duty and the foreclosure charge of your current loan. Compare the total cost using the APR in the Key Fact Statement, not only the rate.',
      ['rates-charges'],
      ['fees'],
    ),
    faq(
      'In which cities is refinance available?',
      'Rinn offers refinance in 24 cities, including Ahmedabad, Bangalore, Chennai, New Delhi, Gurugram, Hyderabad, Kolkata, Mumbai, Pune and Visakhapatnam.',
      ['eligibility'],
      ['cities'],
      { text: 'See refinance in Pune', href: '/refinance/city/pune' },
    ),
  ],
};

/** The loan-against-car FAQ in Hindi, on the tags and links of {@link REFINANCE_FAQ}. */
export const REFINANCE_FAQ_HI: FaqSet = translatedFaqSet(REFINANCE_FAQ, {
  title: 'कार पर लोन से जुड़े सवाल',
  tabs: ['सभी', 'पात्रता', 'राशि', 'दस्तावेज़', 'शुल्क'],
  items: [
    ['कार पर लोन (रीफ़ाइनेंस) क्या है?', 'ऐसी कार पर लोन जो आपकी अपनी है या जिसका लोन आप अभी चुका रहे हैं। नया लेंडर आपका मौजूदा कार लोन (अगर है) चुका देता है और ऊपर से नकद देता है, और कार गारंटी के तौर पर रहती है।'],
    ['मुझे कितनी ईएमआई चुकानी ज़रूरी हैं?', 'Rinn के ज़रिए रीफ़ाइनेंस कराने से पहले आपके मौजूदा कार लोन की कम से कम 12 ईएमआई चुकी होनी चाहिए।'],
    ['मुझे हाथ में कितना नकद मिल सकता है?', 'Rinn इसे तीन राशियों में से सबसे छोटी मानता है: आपकी ईएमआई × चुकाई गई ईएमआई × एक गुणक, ₹10,00,000, और नए लोन की राशि। 12 से 18 ईएमआई चुकाई हों तो गुणक 1.3 है, 19 से 24 पर 1.4 और उससे ज़्यादा पर 1.6।', 'बैलेंस ट्रांसफ़र कैलकुलेटर खोलें'],
    ['अनुमान में फ़ोरक्लोज़र शुल्क क्यों जुड़ा है?', 'मौजूदा लोन समय से पहले बंद करने पर आम तौर पर फ़ोरक्लोज़र शुल्क लगता है। Rinn का कैलकुलेटर अनुमान के तौर पर बकाया राशि पर 5% जोड़ता है; सही आँकड़ा आपके मौजूदा लेंडर के स्टेटमेंट में होता है।'],
    ['क्या बैलेंस ट्रांसफ़र और रीफ़ाइनेंस एक ही हैं?', 'दोनों जुड़े हुए हैं। बैलेंस ट्रांसफ़र आपका बकाया लोन नए लेंडर के पास ले जाता है, अक्सर कम दर पर; रीफ़ाइनेंस में ऊपर से टॉप-अप भी जुड़ सकता है, जिससे आपको नकद मिलता है। दोनों का हिसाब एक ही कैलकुलेटर से होता है।'],
    ['मुझे कौन से दस्तावेज़ चाहिए?', 'केवाईसी (पैन और आधार या पते का कोई दूसरा प्रमाण), आय का प्रमाण, कार की आरसी और बीमा, और फ़ोरक्लोज़र राशि के साथ मौजूदा लोन का स्टेटमेंट।'],
    ['क्या मेरी कार की जाँच होगी?', 'हाँ। लेंडर कार का मूल्यांकन करता है, आम तौर पर जाँच करके, क्योंकि लोन की राशि कार की मौजूदा क़ीमत पर निर्भर करती है।'],
    ['क्या रीफ़ाइनेंस से मेरी आरसी पर हाइपोथिकेशन बदलता है?', 'हाँ। पुराने लेंडर का हक़ उसकी एनओसी और फ़ॉर्म 35 से हटता है, और नए लेंडर का हक़ आरटीओ में फ़ॉर्म 34 से दर्ज होता है।'],
    ['कौन से शुल्क लगेंगे?', 'प्रोसेसिंग फ़ीस और उस पर 18% जीएसटी, वैल्यूएशन, स्टांप ड्यूटी और मौजूदा लोन का फ़ोरक्लोज़र शुल्क। कुल लागत की तुलना सिर्फ़ दर से नहीं, की फ़ैक्ट स्टेटमेंट में दी गई APR से करें।'],
    ['रीफ़ाइनेंस किन शहरों में मिलता है?', 'Rinn 24 शहरों में रीफ़ाइनेंस दिलाता है, जिनमें अहमदाबाद, बेंगलुरु, चेन्नई, नई दिल्ली, गुरुग्राम, हैदराबाद, कोलकाता, मुंबई, पुणे और विशाखापत्तनम शामिल हैं।', 'पुणे में कार पर लोन देखें'],
  ],
});
