import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs, translatedFaqSet } from '../faq-item.js';

/** Used-car loan FAQ (hub category `used-car-loan`). Rates and fee defaults follow spec §9. */
export const USED_CAR_LOAN_FAQ: FaqSet = {
  id: 'used-car-loan',
  title: 'Used car loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['Documents', 'documents'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a used car loan?',
      'A secured loan to buy a pre-owned car from a dealer or an individual seller. The car is hypothecated to the lender until you repay the loan.',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'What interest rates do used car loans carry?',
      'Indicative rates from the banks compared on Rinn are 14%, 15%, 15.25% and 15.5% per annum, each with a 1% processing fee. Used car loans cost more than new car loans because the vehicle is worth less as security.',
      ['rates-charges'],
      ['interest-rate'],
    ),
    faq(
      'How much of the car price will the lender finance?',
      "The lender values the car and finances a share of that valuation, not of the asking price. The share depends on the car's age and condition and on your profile.",
      ['eligibility'],
      ['amount', 'valuation'],
    ),
    faq(
      'Is there a limit on the age of the car?',
      "Yes. Lenders limit how old the car may be when the loan ends, and the limit differs between lenders. Older cars get shorter tenures.",
      ['eligibility'],
      ['car-age'],
    ),
    faq(
      'What charges apply besides interest?',
      'Typically a processing fee (plus 18% GST), a valuation charge for inspecting the car, stamp duty on the agreement and insurance. Rinn’s calculator uses defaults of ₹943 for valuation, ₹300 for stamp duty and ₹885 for service charges; your lender’s KFS gives the exact amounts.',
      ['rates-charges'],
      ['fees'],
    ),
    faq(
      'What documents do salaried applicants need?',
      'PAN, Aadhaar or another address proof, the last three months of salary slips, six months of bank statements, and the car’s RC and insurance copy.',
      ['documents'],
      ['salaried'],
    ),
    faq(
      'What documents do self-employed applicants need?',
      'PAN, address proof, income tax returns for the last two years with computation of income, business proof (such as GST registration), twelve months of bank statements, and the car’s RC and insurance copy.',
      ['documents'],
      ['self-employed'],
    ),
    faq(
      'How is ownership transferred to me?',
      'The seller and you file the transfer (Form 29 and Form 30) at the RTO, and the lender’s hypothecation is recorded with Form 34. The lender usually tracks the new RC until it shows your name and its charge.',
      ['documents'],
      ['rc-transfer'],
    ),
    faq(
      'How do I work out the EMI?',
      'Use the car loan EMI calculator and pick the Used car loan tab. Choose the amount, tenure in years and rate; the EMI is rounded to the nearest rupee.',
      ['repayment'],
      ['emi'],
      { text: 'Open the car loan EMI calculator', href: '/emi-calculator' },
    ),
    faq(
      'Can I close the loan early?',
      'Usually yes, after a lock-in of a few EMIs. A foreclosure charge may apply to fixed-rate loans; it is stated in the KFS and loan agreement.',
      ['repayment'],
      ['prepayment'],
    ),
    faq(
      'Can I later borrow against the same car?',
      'Yes. Once you have paid at least 12 EMIs you can refinance the car with Rinn and take cash out, subject to the lender’s valuation.',
      ['repayment'],
      ['refinance'],
      { text: 'Learn about loans against your car', href: '/refinance' },
    ),
  ],
};

/** The used-car loan FAQ in Hindi, on the tags and links of {@link USED_CAR_LOAN_FAQ}. */
export const USED_CAR_LOAN_FAQ_HI: FaqSet = translatedFaqSet(USED_CAR_LOAN_FAQ, {
  title: 'पुरानी कार के लोन से जुड़े सवाल',
  tabs: ['सभी', 'पात्रता', 'दरें और शुल्क', 'दस्तावेज़', 'भुगतान'],
  items: [
    ['पुरानी कार के लिए लोन क्या है?', 'डीलर या किसी व्यक्ति से पुरानी (सेकंड-हैंड) कार ख़रीदने के लिए गारंटी वाला लोन। लोन चुकने तक कार लेंडर के पास हाइपोथिकेट रहती है।'],
    ['पुरानी कार के लोन पर कितना ब्याज लगता है?', 'Rinn पर तुलना किए गए बैंकों की सांकेतिक दरें 14%, 15%, 15.25% और 15.5% सालाना हैं, हर एक के साथ 1% प्रोसेसिंग फ़ीस। पुरानी कार का लोन नई कार के लोन से महँगा पड़ता है, क्योंकि गारंटी के तौर पर गाड़ी की क़ीमत कम होती है।'],
    ['लेंडर कार की क़ीमत का कितना हिस्सा देगा?', 'लेंडर कार का मूल्यांकन करता है और उस मूल्यांकन का एक हिस्सा देता है, बेचने वाले की माँगी क़ीमत का नहीं। यह हिस्सा कार की उम्र, हालत और आपकी प्रोफ़ाइल पर निर्भर करता है।'],
    ['क्या कार की उम्र की कोई सीमा है?', 'हाँ। लेंडर तय करते हैं कि लोन ख़त्म होने तक कार कितनी पुरानी हो सकती है, और यह सीमा हर लेंडर की अलग होती है। ज़्यादा पुरानी कार पर अवधि कम मिलती है।'],
    ['ब्याज के अलावा कौन से शुल्क लगते हैं?', 'आम तौर पर प्रोसेसिंग फ़ीस (साथ में 18% जीएसटी), कार की जाँच के लिए वैल्यूएशन शुल्क, एग्रीमेंट पर स्टांप ड्यूटी और बीमा। Rinn का कैलकुलेटर वैल्यूएशन के लिए ₹943, स्टांप ड्यूटी के लिए ₹300 और सर्विस शुल्क के लिए ₹885 मानकर चलता है; सही राशि आपके लेंडर की KFS में होती है।'],
    ['नौकरीपेशा आवेदकों को कौन से दस्तावेज़ चाहिए?', 'पैन, आधार या पते का कोई दूसरा प्रमाण, पिछले तीन महीने की सैलरी स्लिप, छह महीने का बैंक स्टेटमेंट, और कार की आरसी व बीमे की कॉपी।'],
    ['स्व-रोज़गार आवेदकों को कौन से दस्तावेज़ चाहिए?', 'पैन, पते का प्रमाण, आय की गणना के साथ पिछले दो साल के आयकर रिटर्न, कारोबार का प्रमाण (जैसे जीएसटी रजिस्ट्रेशन), बारह महीने का बैंक स्टेटमेंट, और कार की आरसी व बीमे की कॉपी।'],
    ['कार का मालिकाना हक़ मेरे नाम कैसे होता है?', 'बेचने वाला और आप आरटीओ में ट्रांसफ़र के फ़ॉर्म (फ़ॉर्म 29 और फ़ॉर्म 30) जमा करते हैं, और लेंडर का हाइपोथिकेशन फ़ॉर्म 34 से दर्ज होता है। नई आरसी पर आपका नाम और लेंडर का हक़ दिखने तक लेंडर आम तौर पर इस पर नज़र रखता है।'],
    ['ईएमआई कैसे निकालूँ?', 'कार लोन ईएमआई कैलकुलेटर खोलें और पुरानी कार वाला टैब चुनें। राशि, सालों में अवधि और ब्याज दर चुनें; ईएमआई पूरे रुपये में राउंड होकर दिखती है।', 'कार लोन ईएमआई कैलकुलेटर खोलें'],
    ['क्या मैं लोन जल्दी बंद कर सकता हूँ?', 'आम तौर पर हाँ, कुछ ईएमआई के लॉक-इन के बाद। फ़िक्स्ड दर वाले लोन पर फ़ोरक्लोज़र शुल्क लग सकता है; यह KFS और लोन एग्रीमेंट में लिखा होता है।'],
    ['क्या बाद में इसी कार पर फिर से लोन ले सकता हूँ?', 'हाँ। कम से कम 12 ईएमआई चुकाने के बाद आप Rinn के ज़रिए कार पर लोन लेकर नकद पा सकते हैं, लेंडर के मूल्यांकन के हिसाब से।', 'कार पर लोन के बारे में जानें'],
  ],
});
