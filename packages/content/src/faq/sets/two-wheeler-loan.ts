import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs, translatedFaqSet } from '../faq-item.js';

/** Two-wheeler loan FAQ (hub category `two-wheeler-loan`). Figures follow spec §9. */
export const TWO_WHEELER_LOAN_FAQ: FaqSet = {
  id: 'two-wheeler-loan',
  title: 'Two-wheeler loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['Documents', 'documents'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a two-wheeler loan?',
      'A loan to buy a scooter, motorcycle or electric two-wheeler. The vehicle is hypothecated to the lender until the loan is repaid, which is why rates are lower than for unsecured loans.',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'Can I get a loan for an electric scooter?',
      'Yes. Rinn covers both petrol and electric two-wheelers. Some lenders offer slightly better terms on electric models; the offer you see states the rate.',
      ['eligibility', 'rates-charges'],
      ['electric'],
    ),
    faq(
      'What interest rate do two-wheeler loans carry?',
      'Two-wheeler loan rates on Rinn start from 10.5% per annum. Your rate depends on your credit profile, the vehicle and the lender.',
      ['rates-charges'],
      ['interest-rate'],
    ),
    faq(
      'How much of the on-road price can be financed?',
      'Lenders commonly finance a large share of the on-road price, sometimes all of it for customers with strong credit. You pay the rest as a down payment to the dealer.',
      ['eligibility'],
      ['amount', 'down-payment'],
    ),
    faq(
      'Who is eligible?',
      'Salaried and self-employed applicants with a regular income and a reasonable credit history. Lenders set their own minimum age and income.',
      ['eligibility'],
      ['age', 'income'],
    ),
    faq(
      'What documents are needed?',
      'PAN, Aadhaar or another address proof, recent salary slips or income tax returns, bank statements and a passport-size photograph. A driving licence is needed to ride the vehicle and many lenders ask for it.',
      ['documents'],
      ['kyc', 'income-proof'],
    ),
    faq(
      'How do I calculate my two-wheeler EMI?',
      'Enter the amount, tenure in months and interest rate in the two-wheeler EMI calculator. It uses the standard reducing-balance formula and rounds the EMI to the nearest rupee.',
      ['repayment'],
      ['emi'],
      { text: 'Open the two-wheeler EMI calculator', href: '/two-wheeler-calculator' },
    ),
    faq(
      'What tenure can I choose?',
      'Two-wheeler loans usually run from 12 to 48 months, and some lenders go longer. A longer tenure lowers the EMI but raises the total interest you pay.',
      ['repayment'],
      ['tenure'],
    ),
    faq(
      'What is hypothecation?',
      "The lender's charge on your vehicle. It is recorded on the registration certificate (RC) until the loan is closed, so the vehicle cannot be sold without the lender's consent.",
      ['documents'],
      ['hypothecation'],
    ),
    faq(
      'What do I do after the last EMI?',
      "Collect the No Objection Certificate (NOC) and Form 35 from the lender, then apply at your RTO to remove the hypothecation from the RC. Keep the NOC safe; you will need it when you sell the vehicle.",
      ['repayment', 'documents'],
      ['closure', 'noc'],
    ),
    faq(
      'Can I prepay my two-wheeler loan?',
      'Most lenders allow foreclosure after a few EMIs; some charge a foreclosure fee. The charge, if any, is stated in your Key Fact Statement and loan agreement.',
      ['repayment', 'rates-charges'],
      ['prepayment'],
    ),
  ],
};

/** The two-wheeler loan FAQ in Hindi, on the tags and links of {@link TWO_WHEELER_LOAN_FAQ}. */
export const TWO_WHEELER_LOAN_FAQ_HI: FaqSet = translatedFaqSet(TWO_WHEELER_LOAN_FAQ, {
  title: 'टू-व्हीलर लोन से जुड़े सवाल',
  tabs: ['सभी', 'पात्रता', 'दरें और शुल्क', 'दस्तावेज़', 'भुगतान'],
  items: [
    ['टू-व्हीलर लोन क्या है?', 'स्कूटर, मोटरसाइकिल या इलेक्ट्रिक टू-व्हीलर ख़रीदने के लिए लोन। लोन चुकने तक गाड़ी लेंडर के पास हाइपोथिकेट रहती है, इसीलिए इसकी दरें बिना गारंटी वाले लोन से कम होती हैं।'],
    ['क्या इलेक्ट्रिक स्कूटर के लिए लोन मिल सकता है?', 'हाँ। Rinn पेट्रोल और इलेक्ट्रिक, दोनों तरह के टू-व्हीलर के लिए लोन दिलाता है। कुछ लेंडर इलेक्ट्रिक मॉडल पर थोड़ी बेहतर शर्तें देते हैं; आपको दिखने वाले ऑफ़र में दर लिखी होती है।'],
    ['टू-व्हीलर लोन पर कितना ब्याज लगता है?', 'Rinn पर टू-व्हीलर लोन की दरें 10.5% सालाना से शुरू होती हैं। आपकी दर आपकी क्रेडिट प्रोफ़ाइल, गाड़ी और लेंडर पर निर्भर करती है।'],
    ['ऑन-रोड क़ीमत का कितना हिस्सा लोन में मिल सकता है?', 'लेंडर आम तौर पर ऑन-रोड क़ीमत का बड़ा हिस्सा देते हैं, और अच्छे क्रेडिट वाले ग्राहकों को कभी-कभी पूरी क़ीमत। बाक़ी राशि आप डाउन पेमेंट के रूप में डीलर को देते हैं।'],
    ['कौन पात्र है?', 'नियमित आय और ठीक-ठाक क्रेडिट रिकॉर्ड वाले नौकरीपेशा और स्व-रोज़गार आवेदक। कम से कम उम्र और आय हर लेंडर ख़ुद तय करता है।'],
    ['कौन से दस्तावेज़ चाहिए?', 'पैन, आधार या पते का कोई दूसरा प्रमाण, हाल की सैलरी स्लिप या आयकर रिटर्न, बैंक स्टेटमेंट और पासपोर्ट साइज़ फ़ोटो। गाड़ी चलाने के लिए ड्राइविंग लाइसेंस ज़रूरी है और कई लेंडर इसे माँगते भी हैं।'],
    ['अपनी टू-व्हीलर ईएमआई कैसे निकालूँ?', 'टू-व्हीलर ईएमआई कैलकुलेटर में राशि, महीनों में अवधि और ब्याज दर डालें। यह घटते बकाया वाले सामान्य फ़ॉर्मूले से हिसाब लगाता है और ईएमआई को पूरे रुपये में राउंड करता है।', 'टू-व्हीलर ईएमआई कैलकुलेटर खोलें'],
    ['मैं कितनी अवधि चुन सकता हूँ?', 'टू-व्हीलर लोन आम तौर पर 12 से 48 महीने के होते हैं, और कुछ लेंडर इससे लंबी अवधि भी देते हैं। लंबी अवधि से ईएमआई घटती है, पर कुल ब्याज बढ़ जाता है।'],
    ['हाइपोथिकेशन क्या है?', 'आपकी गाड़ी पर लेंडर का हक़। यह लोन बंद होने तक रजिस्ट्रेशन सर्टिफ़िकेट (आरसी) पर दर्ज रहता है, इसलिए लेंडर की सहमति के बिना गाड़ी बेची नहीं जा सकती।'],
    ['आख़िरी ईएमआई के बाद क्या करूँ?', 'लेंडर से अनापत्ति प्रमाणपत्र (एनओसी) और फ़ॉर्म 35 लें, फिर अपने आरटीओ में आवेदन करके आरसी से हाइपोथिकेशन हटवाएँ। एनओसी संभालकर रखें; गाड़ी बेचते समय इसकी ज़रूरत पड़ेगी।'],
    ['क्या मैं टू-व्हीलर लोन का प्री-पेमेंट कर सकता हूँ?', 'ज़्यादातर लेंडर कुछ ईएमआई के बाद फ़ोरक्लोज़र करने देते हैं; कुछ इसके लिए शुल्क लेते हैं। अगर कोई शुल्क है, तो वह आपकी की फ़ैक्ट स्टेटमेंट और लोन एग्रीमेंट में लिखा होता है।'],
  ],
});
