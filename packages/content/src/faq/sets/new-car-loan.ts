import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs, translatedFaqSet } from '../faq-item.js';

/** New-car loan FAQ (hub category `new-car-loan`). Calculator limits follow spec §9. */
export const NEW_CAR_LOAN_FAQ: FaqSet = {
  id: 'new-car-loan',
  title: 'New car loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['Documents', 'documents'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a new car loan?',
      'A secured loan to buy a new car from a dealer. The car is hypothecated to the lender, which is recorded on the registration certificate until the loan is closed.',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'How much can I borrow?',
      'Lenders finance a share of the ex-showroom or on-road price, depending on the model and your profile. Rinn’s new car calculator fetches the ex-showroom price for the city, brand, model and variant you pick and uses it as the loan amount.',
      ['eligibility'],
      ['amount'],
      { text: 'Open the car loan EMI calculator', href: '/emi-calculator' },
    ),
    faq(
      'What tenure can I choose?',
      'New car loans on Rinn run from 1 to 7 years. A longer tenure lowers the EMI but you pay more interest over the life of the loan.',
      ['repayment'],
      ['tenure'],
    ),
    faq(
      'Who is eligible for a new car loan?',
      'Salaried and self-employed individuals with a stable income and a good credit history. Lenders set their own minimum age, income and employment or business vintage.',
      ['eligibility'],
      ['age', 'income'],
    ),
    faq(
      'What documents do salaried applicants need?',
      'PAN, Aadhaar or another address proof, the last three months of salary slips, Form 16 or income tax returns, six months of bank statements, and the dealer’s proforma invoice.',
      ['documents'],
      ['salaried'],
    ),
    faq(
      'What documents do self-employed applicants need?',
      'PAN, address proof, income tax returns for two years with computation of income, business proof such as GST registration or Udyam certificate, twelve months of bank statements and the proforma invoice.',
      ['documents'],
      ['self-employed'],
    ),
    faq(
      'Is the interest rate fixed or floating?',
      'Most new car loans are fixed-rate, so the EMI stays the same. A few banks offer floating-rate car loans linked to an external benchmark; for those, RBI rules do not allow foreclosure charges for individual borrowers.',
      ['rates-charges'],
      ['interest-rate'],
    ),
    faq(
      'What charges apply?',
      'A processing fee plus 18% GST, stamp duty on the agreement, and sometimes documentation charges. All are listed in the Key Fact Statement with the Annual Percentage Rate (APR).',
      ['rates-charges'],
      ['fees', 'kfs'],
    ),
    faq(
      'Do I need comprehensive insurance?',
      'Yes. Lenders require comprehensive insurance with the lender named as the hypothecation holder for as long as the loan runs.',
      ['documents'],
      ['insurance'],
    ),
    faq(
      'Can I prepay my car loan?',
      'Yes, most lenders allow part-prepayment and foreclosure. Fixed-rate loans may carry a foreclosure charge stated in your loan agreement.',
      ['repayment'],
      ['prepayment'],
    ),
    faq(
      'What happens when I repay the loan?',
      'The lender issues a No Objection Certificate (NOC) and Form 35. Submit them at the RTO to remove the hypothecation from the RC and inform your insurer.',
      ['repayment', 'documents'],
      ['closure', 'noc'],
    ),
  ],
};

/** The new-car loan FAQ in Hindi, on the tags and links of {@link NEW_CAR_LOAN_FAQ}. */
export const NEW_CAR_LOAN_FAQ_HI: FaqSet = translatedFaqSet(NEW_CAR_LOAN_FAQ, {
  title: 'नई कार के लोन से जुड़े सवाल',
  tabs: ['सभी', 'पात्रता', 'दरें और शुल्क', 'दस्तावेज़', 'भुगतान'],
  items: [
    ['नई कार के लिए लोन क्या है?', 'डीलर से नई कार ख़रीदने के लिए गारंटी वाला लोन। कार लेंडर के पास हाइपोथिकेट रहती है, जो लोन बंद होने तक रजिस्ट्रेशन सर्टिफ़िकेट (आरसी) पर दर्ज रहता है।'],
    ['मैं कितना लोन ले सकता हूँ?', 'लेंडर मॉडल और आपकी प्रोफ़ाइल के हिसाब से एक्स-शोरूम या ऑन-रोड क़ीमत का एक हिस्सा देते हैं। Rinn का नई कार कैलकुलेटर आपके चुने शहर, ब्रांड, मॉडल और वेरिएंट की एक्स-शोरूम क़ीमत लाकर उसे लोन राशि मानता है।', 'कार लोन ईएमआई कैलकुलेटर खोलें'],
    ['मैं कितनी अवधि चुन सकता हूँ?', 'Rinn पर नई कार का लोन 1 से 7 साल के लिए मिलता है। लंबी अवधि से ईएमआई घटती है, पर पूरे लोन में आप ज़्यादा ब्याज देते हैं।'],
    ['नई कार के लोन के लिए कौन पात्र है?', 'स्थिर आय और अच्छे क्रेडिट रिकॉर्ड वाले नौकरीपेशा और स्व-रोज़गार लोग। कम से कम उम्र, आय और नौकरी या कारोबार कितना पुराना हो, यह हर लेंडर ख़ुद तय करता है।'],
    ['नौकरीपेशा आवेदकों को कौन से दस्तावेज़ चाहिए?', 'पैन, आधार या पते का कोई दूसरा प्रमाण, पिछले तीन महीने की सैलरी स्लिप, फ़ॉर्म 16 या आयकर रिटर्न, छह महीने का बैंक स्टेटमेंट और डीलर का प्रोफ़ॉर्मा इनवॉइस।'],
    ['स्व-रोज़गार आवेदकों को कौन से दस्तावेज़ चाहिए?', 'पैन, पते का प्रमाण, आय की गणना के साथ दो साल के आयकर रिटर्न, कारोबार का प्रमाण जैसे जीएसटी रजिस्ट्रेशन या उद्यम प्रमाणपत्र, बारह महीने का बैंक स्टेटमेंट और प्रोफ़ॉर्मा इनवॉइस।'],
    ['ब्याज दर फ़िक्स्ड होती है या फ़्लोटिंग?', 'ज़्यादातर नई कार के लोन फ़िक्स्ड दर वाले होते हैं, इसलिए ईएमआई वही रहती है। कुछ बैंक बाहरी बेंचमार्क से जुड़े फ़्लोटिंग दर वाले कार लोन देते हैं; उन पर आरबीआई के नियम व्यक्तिगत कर्ज़दारों से फ़ोरक्लोज़र शुल्क लेने नहीं देते।'],
    ['कौन से शुल्क लगते हैं?', 'प्रोसेसिंग फ़ीस और उस पर 18% जीएसटी, एग्रीमेंट पर स्टांप ड्यूटी, और कभी-कभी दस्तावेज़ शुल्क। ये सब की फ़ैक्ट स्टेटमेंट में सालाना प्रतिशत दर (APR) के साथ लिखे होते हैं।'],
    ['क्या कॉम्प्रिहेंसिव बीमा ज़रूरी है?', 'हाँ। लोन चलने तक लेंडर कॉम्प्रिहेंसिव बीमा माँगते हैं, जिसमें लेंडर का नाम हाइपोथिकेशन धारक के रूप में लिखा हो।'],
    ['क्या मैं कार लोन का प्री-पेमेंट कर सकता हूँ?', 'हाँ, ज़्यादातर लेंडर आंशिक प्री-पेमेंट और फ़ोरक्लोज़र करने देते हैं। फ़िक्स्ड दर वाले लोन पर फ़ोरक्लोज़र शुल्क लग सकता है, जो आपके लोन एग्रीमेंट में लिखा होता है।'],
    ['लोन चुकाने के बाद क्या होता है?', 'लेंडर अनापत्ति प्रमाणपत्र (एनओसी) और फ़ॉर्म 35 देता है। इन्हें आरटीओ में जमा करके आरसी से हाइपोथिकेशन हटवाएँ और अपनी बीमा कंपनी को बताएँ।'],
  ],
});
