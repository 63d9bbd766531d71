import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs, translatedFaqSet } from '../faq-item.js';

/** Business-loan FAQ (hub category `business-loan`). */
export const BUSINESS_LOAN_FAQ: FaqSet = {
  id: 'business-loan',
  title: 'Business loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['Documents', 'documents'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a business loan?',
      'A loan to a proprietor, partnership or company for business needs such as working capital, stock, equipment or expansion. It may be unsecured or backed by collateral.',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'Who can apply?',
      'Self-employed individuals, proprietors, partnerships and private limited companies with a running business, a track record of turnover and a reasonable credit history of both the business and its owners.',
      ['eligibility'],
      ['vintage'],
    ),
    faq(
      'How long must my business have been running?',
      'Lenders set their own minimum business vintage, commonly one to three years of operations shown in tax returns and bank statements.',
      ['eligibility'],
      ['vintage'],
    ),
    faq(
      'What documents are needed?',
      'KYC of the business and its owners (PAN, Aadhaar, address proof), business registration such as GST or Udyam registration, income tax returns with financial statements for the last two years, and twelve months of business bank statements.',
      ['documents'],
      ['kyc', 'financials'],
    ),
    faq(
      'Do I need to pledge collateral?',
      'Not always. Many business loans are unsecured and priced on your cash flows and credit history. Secured loans against property or machinery can offer larger amounts at lower rates.',
      ['eligibility', 'rates-charges'],
      ['collateral'],
    ),
    faq(
      'What decides my interest rate?',
      'Your business turnover and profitability, your personal and business credit scores, existing borrowings, business vintage, and whether the loan is secured. The offer and the Key Fact Statement show the rate and the APR.',
      ['rates-charges'],
      ['interest-rate'],
    ),
    faq(
      'What is the Udyam registration and does it help?',
      'Udyam is the government’s free online registration for micro, small and medium enterprises. It identifies your business as an MSME, which some lenders and government credit schemes require.',
      ['documents', 'eligibility'],
      ['msme'],
    ),
    faq(
      'How do I apply as a business?',
      'Start on the business journey page, share your business details and documents, and Rinn matches you with lenders. An employee of a partner business can also log in from the same page.',
      ['eligibility'],
      ['apply'],
      { text: 'Start a business loan application', href: '/uj-business?popup=1' },
    ),
    faq(
      'How is a business loan repaid?',
      'Usually in equal monthly instalments. Some working-capital products let you draw and repay within a limit and pay interest only on what you use.',
      ['repayment'],
      ['emi'],
    ),
    faq(
      'Can I prepay a business loan?',
      'Lenders generally allow it, but charges vary by product. RBI rules limit prepayment charges on floating-rate loans to individuals and micro and small enterprises; the charge, if any, is stated in your Key Fact Statement and loan agreement.',
      ['repayment', 'rates-charges'],
      ['prepayment'],
    ),
  ],
};

/** The business-loan FAQ in Hindi, on the tags and links of {@link BUSINESS_LOAN_FAQ}. */
export const BUSINESS_LOAN_FAQ_HI: FaqSet = translatedFaqSet(BUSINESS_LOAN_FAQ, {
  title: 'बिज़नेस लोन से जुड़े सवाल',
  tabs: ['सभी', 'पात्रता', 'दरें और शुल्क', 'दस्तावेज़', 'भुगतान'],
  items: [
    ['बिज़नेस लोन क्या है?', 'किसी प्रोपराइटर, साझेदारी फ़र्म या कंपनी को कारोबार की ज़रूरतों के लिए दिया जाने वाला लोन, जैसे कार्यशील पूँजी, माल, मशीनें या विस्तार। यह बिना गारंटी का भी हो सकता है और किसी संपत्ति की गारंटी पर भी।'],
    ['कौन आवेदन कर सकता है?', 'स्व-रोज़गार लोग, प्रोपराइटर, साझेदारी फ़र्म और प्राइवेट लिमिटेड कंपनियाँ, जिनका कारोबार चल रहा हो, टर्नओवर का रिकॉर्ड हो और कारोबार व उसके मालिकों का क्रेडिट रिकॉर्ड ठीक-ठाक हो।'],
    ['मेरा कारोबार कितने समय से चल रहा होना चाहिए?', 'कारोबार कितना पुराना हो, यह हर लेंडर ख़ुद तय करता है; आम तौर पर आयकर रिटर्न और बैंक स्टेटमेंट में दिखने वाला एक से तीन साल का कामकाज।'],
    ['कौन से दस्तावेज़ चाहिए?', 'कारोबार और उसके मालिकों का केवाईसी (पैन, आधार, पते का प्रमाण), कारोबार का रजिस्ट्रेशन जैसे जीएसटी या उद्यम रजिस्ट्रेशन, पिछले दो साल के आयकर रिटर्न और वित्तीय विवरण, और कारोबार के खाते का बारह महीने का बैंक स्टेटमेंट।'],
    ['क्या मुझे कुछ गिरवी रखना होगा?', 'हमेशा नहीं। बहुत से बिज़नेस लोन बिना गारंटी के होते हैं और उनकी दर आपके नकदी प्रवाह और क्रेडिट रिकॉर्ड से तय होती है। संपत्ति या मशीनों की गारंटी वाले लोन पर ज़्यादा राशि और कम दर मिल सकती है।'],
    ['मेरी ब्याज दर किन बातों से तय होती है?', 'आपके कारोबार का टर्नओवर और मुनाफ़ा, आपका निजी और कारोबारी क्रेडिट स्कोर, पहले से चल रहे कर्ज़, कारोबार कितना पुराना है और लोन गारंटी वाला है या नहीं। ऑफ़र और की फ़ैक्ट स्टेटमेंट में दर और APR दोनों दिखते हैं।'],
    ['उद्यम रजिस्ट्रेशन क्या है और क्या इससे मदद मिलती है?', 'उद्यम सूक्ष्म, लघु और मध्यम उद्यमों के लिए सरकार का मुफ़्त ऑनलाइन रजिस्ट्रेशन है। इससे आपका कारोबार एमएसएमई के रूप में पहचाना जाता है, जो कुछ लेंडर और सरकारी क्रेडिट योजनाएँ माँगती हैं।'],
    ['कारोबार के तौर पर आवेदन कैसे करूँ?', 'बिज़नेस आवेदन वाले पेज से शुरू करें, अपने कारोबार की जानकारी और दस्तावेज़ दें, और Rinn आपको सही लेंडर्स से मिलाता है। किसी पार्टनर कारोबार का कर्मचारी भी इसी पेज से लॉग इन कर सकता है।', 'बिज़नेस लोन का आवेदन शुरू करें'],
    ['बिज़नेस लोन कैसे चुकाया जाता है?', 'आम तौर पर बराबर मासिक किस्तों में। कार्यशील पूँजी वाले कुछ लोन में आप एक सीमा के भीतर पैसा निकालते और लौटाते हैं, और ब्याज सिर्फ़ इस्तेमाल की गई राशि पर देते हैं।'],
    ['क्या मैं बिज़नेस लोन का प्री-पेमेंट कर सकता हूँ?', 'लेंडर आम तौर पर इसकी इजाज़त देते हैं, पर शुल्क हर लोन में अलग होते हैं। आरबीआई के नियम व्यक्तियों और सूक्ष्म व लघु उद्यमों को दिए गए फ़्लोटिंग दर वाले लोन पर प्री-पेमेंट शुल्क सीमित करते हैं; अगर कोई शुल्क है, तो वह की फ़ैक्ट स्टेटमेंट और लोन एग्रीमेंट में लिखा होता है।'],
  ],
});
