import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs, translatedFaqSet } from '../faq-item.js';

/** Green (EV) loan FAQ (hub category `green-loan`). Eligibility follows spec §2. */
export const GREEN_LOAN_FAQ: FaqSet = {
  id: 'green-loan',
  title: 'Green loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['EV basics', 'ev-basics'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a green loan?',
      'A loan to buy an electric vehicle — a car, scooter or motorcycle. Rinn lists green loans on the EV loan page.',
      ['ev-basics'],
      ['basics'],
    ),
    faq(
      'Who is eligible for a green loan?',
      'You must be at least 18 years old when you apply, have a decent bureau score, and have no default on existing loans with the lender.',
      ['eligibility'],
      ['age', 'credit-score'],
    ),
    faq(
      'Are green loan rates lower than regular vehicle loans?',
      'Some lenders price EV loans a little below comparable petrol or diesel vehicle loans. The rate you get still depends on your credit profile.',
      ['rates-charges'],
      ['interest-rate'],
    ),
    faq(
      'Can I claim a tax deduction on EV loan interest?',
      'Section 80EEB of the Income Tax Act allowed individuals to deduct up to ₹1,50,000 a year of interest on a loan for an electric vehicle, but only for loans sanctioned between 1 April 2019 and 31 March 2023. New loans do not qualify.',
      ['rates-charges'],
      ['tax'],
    ),
    faq(
      'What GST applies to electric vehicles?',
      'Electric vehicles attract GST at 5%, and their chargers at 5% as well, far below the rate on petrol and diesel vehicles, which lowers the price you finance.',
      ['ev-basics', 'rates-charges'],
      ['gst'],
    ),
    faq(
      'Does the loan cover the battery?',
      'When the battery is sold with the vehicle it is part of the price and is financed with it. Under battery-subscription models the battery is not owned by you and is not financed.',
      ['ev-basics'],
      ['battery'],
    ),
    faq(
      'Can I get a green loan for an electric two-wheeler?',
      'Yes. Electric scooters and motorcycles are financed like other two-wheelers; start from the two-wheeler loan page.',
      ['eligibility'],
      ['two-wheeler'],
      { text: 'Two-wheeler loans', href: '/two-wheeler-loan' },
    ),
    faq(
      'What documents are needed?',
      'PAN, Aadhaar or another address proof, income proof (salary slips or income tax returns), bank statements and the dealer’s proforma invoice.',
      ['eligibility'],
      ['documents'],
    ),
    faq(
      'How do I estimate my EMI?',
      'Use the EMI calculator with the vehicle price, tenure and rate. Interest is charged each month at a twelfth of the yearly rate, and the EMI is rounded to the nearest rupee.',
      ['repayment'],
      ['emi'],
      { text: 'Open the EMI calculator', href: '/emi-calculator' },
    ),
    faq(
      'Can I prepay a green loan?',
      'Most lenders allow it. If the rate is floating, RBI rules do not allow foreclosure charges for individual borrowers; fixed-rate loans may carry one, stated in the KFS.',
      ['repayment'],
      ['prepayment'],
    ),
  ],
};

/** The green-loan FAQ in Hindi, on the tags and links of {@link GREEN_LOAN_FAQ}. */
export const GREEN_LOAN_FAQ_HI: FaqSet = translatedFaqSet(GREEN_LOAN_FAQ, {
  title: 'ग्रीन लोन से जुड़े सवाल',
  tabs: ['सभी', 'पात्रता', 'दरें और शुल्क', 'ईवी की बुनियादी बातें', 'भुगतान'],
  items: [
    ['ग्रीन लोन क्या है?', 'इलेक्ट्रिक गाड़ी — कार, स्कूटर या मोटरसाइकिल — ख़रीदने के लिए लोन। Rinn ग्रीन लोन ईवी लोन वाले पेज पर दिखाता है।'],
    ['ग्रीन लोन के लिए कौन पात्र है?', 'आवेदन के समय आपकी उम्र कम से कम 18 साल हो, क्रेडिट ब्यूरो स्कोर ठीक-ठाक हो, और उस लेंडर के किसी मौजूदा लोन में चूक न हुई हो।'],
    ['क्या ग्रीन लोन की दरें सामान्य गाड़ी लोन से कम होती हैं?', 'कुछ लेंडर ईवी लोन की दर पेट्रोल या डीज़ल गाड़ी के लोन से थोड़ी कम रखते हैं। फिर भी आपकी दर आपकी क्रेडिट प्रोफ़ाइल पर निर्भर करती है।'],
    ['क्या ईवी लोन के ब्याज पर टैक्स छूट मिलती है?', 'आयकर अधिनियम की धारा 80EEB के तहत व्यक्ति इलेक्ट्रिक गाड़ी के लोन के ब्याज पर हर साल ₹1,50,000 तक की कटौती ले सकते थे, पर सिर्फ़ 1 अप्रैल 2019 से 31 मार्च 2023 के बीच मंज़ूर हुए लोन पर। नए लोन पर यह छूट नहीं मिलती।'],
    ['इलेक्ट्रिक गाड़ियों पर कितना जीएसटी लगता है?', 'इलेक्ट्रिक गाड़ियों पर 5% जीएसटी लगता है और उनके चार्जर पर भी 5%, जो पेट्रोल और डीज़ल गाड़ियों की दर से काफ़ी कम है; इससे लोन पर ली जाने वाली क़ीमत भी घटती है।'],
    ['क्या लोन में बैटरी भी शामिल है?', 'जब बैटरी गाड़ी के साथ बिकती है, तो वह क़ीमत का हिस्सा है और लोन में शामिल होती है। बैटरी-सब्सक्रिप्शन वाले मॉडल में बैटरी आपकी नहीं होती और लोन में शामिल नहीं होती।'],
    ['क्या इलेक्ट्रिक टू-व्हीलर के लिए ग्रीन लोन मिल सकता है?', 'हाँ। इलेक्ट्रिक स्कूटर और मोटरसाइकिल के लिए लोन दूसरे टू-व्हीलर की तरह ही मिलता है; टू-व्हीलर लोन वाले पेज से शुरू करें।', 'टू-व्हीलर लोन'],
    ['कौन से दस्तावेज़ चाहिए?', 'पैन, आधार या पते का कोई दूसरा प्रमाण, आय का प्रमाण (सैलरी स्लिप या आयकर रिटर्न), बैंक स्टेटमेंट और डीलर का प्रोफ़ॉर्मा इनवॉइस।'],
    ['अपनी ईएमआई का अनुमान कैसे लगाऊँ?', 'ईएमआई कैलकुलेटर में गाड़ी की क़ीमत, अवधि और दर डालें। हर महीने सालाना दर के बारहवें हिस्से जितना ब्याज लगता है, और ईएमआई पूरे रुपये में राउंड होती है।', 'ईएमआई कैलकुलेटर खोलें'],
    ['क्या मैं ग्रीन लोन का प्री-पेमेंट कर सकता हूँ?', 'ज़्यादातर लेंडर इसकी इजाज़त देते हैं। अगर दर फ़्लोटिंग है, तो आरबीआई के नियम व्यक्तिगत कर्ज़दारों से फ़ोरक्लोज़र शुल्क लेने नहीं देते; फ़िक्स्ड दर वाले लोन पर यह लग सकता है, जो KFS में लिखा होता है।'],
  ],
});
