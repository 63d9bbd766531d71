import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs } from '../faq-item.js';

/** Credit-score FAQ, shown on /cibil-score. Bands and delays follow spec §9. */
export const CREDIT_SCORE_FAQ: FaqSet = {
  id: 'credit-score',
  title: 'Credit score FAQs',
  navigation: faqTabs('All', [
    ['Basics', 'basics'],
    ['Improving', 'improving'],
    ['Reports', 'reports'],
  ]),
  items: [
    faq(
      'What is a credit score?',
      'A three-digit number from 300 to 900 that sums up your repayment history. Lenders use it to judge how likely you are to repay a new loan.',
      ['basics'],
      ['range'],
    ),
    faq(
      'What is a good credit score?',
      'As a general guide, 700 or more is good and 750 to 900 is excellent. Rinn names each score’s band the same way everywhere: 300 to 599 below average, 600 to 699 fair, 700 to 800 good and 801 to 900 very good.',
      ['basics'],
      ['bands'],
    ),
    faq(
      'Is a CIBIL score the same as a credit score?',
      'CIBIL is one of India’s four licensed credit information companies (TransUnion CIBIL, Experian, Equifax and CRIF High Mark). Each computes its own score, so your scores can differ slightly.',
      ['basics', 'reports'],
      ['bureaus'],
    ),
    faq(
      'Does checking my own score lower it?',
      'No. Checking your own score is a soft enquiry and has no effect. Hard enquiries, made when a lender assesses a loan application, can lower it slightly, especially when many happen close together.',
      ['basics'],
      ['enquiries'],
    ),
    faq(
      'How can I check my score on Rinn?',
      'Enter your mobile number and verify it with an OTP. New users get a one-time free credit score check.',
      ['reports'],
      ['free-check'],
      { text: 'Check your credit score', href: '/cibil-score-check' },
    ),
    faq(
      'What affects my credit score?',
      'Paying EMIs and card bills on time, how much of your credit limit you use, the mix of secured and unsecured loans, the age of your accounts and how often you apply for new credit.',
      ['improving'],
      ['factors'],
    ),
    faq(
      'How can I improve my score?',
      'Pay every EMI and card bill on time, keep card usage well below your limit, avoid applying for many loans at once, and keep old accounts in good standing.',
      ['improving'],
      ['tips'],
    ),
    faq(
      'How long does it take for my score to change?',
      'Lenders report to the bureaus periodically; a bureau update typically takes 30 to 45 days. New credit data may take up to four months to show on your report.',
      ['improving', 'reports'],
      ['timing'],
    ),
    faq(
      'I found a mistake in my credit report. What do I do?',
      'Raise a dispute with the credit bureau that issued the report, online through its website. The bureau checks with the lender and corrects the record if the lender confirms the error.',
      ['reports'],
      ['disputes'],
    ),
    faq(
      'Can I get my full credit report for free?',
      'Yes. Each credit information company must give you one free full credit report, with your score, once every calendar year when you ask for it.',
      ['reports'],
      ['free-report'],
    ),
    faq(
      'Will settling a loan help my score?',
      'A settled account (paid less than the full amount) is reported as settled and hurts your score more than a closed account. Where you can, repay in full so the loan is reported as closed.',
      ['improving'],
      ['settlement'],
    ),
  ],
};

/** The credit-score FAQ in Hindi: the same questions, tags and links as {@link CREDIT_SCORE_FAQ}. */
export const CREDIT_SCORE_FAQ_HI: FaqSet = {
  id: 'credit-score',
  title: 'क्रेडिट स्कोर से जुड़े सवाल',
  navigation: faqTabs('सभी', [
    ['बुनियादी बातें', 'basics'],
    ['स्कोर सुधारें', 'improving'],
    ['रिपोर्ट', 'reports'],
  ]),
  items: [
    faq(
      'क्रेडिट स्कोर क्या है?',
      '300 से 900 के बीच का तीन अंकों का नंबर, जो आपके लोन चुकाने के रिकॉर्ड का सार बताता है। लेंडर इससे अंदाज़ा लगाते हैं कि आप नया लोन कितनी भरोसे से चुकाएँगे।',
      ['basics'],
      ['range'],
    ),
    faq(
      'अच्छा क्रेडिट स्कोर कितना होता है?',
      'आम तौर पर 700 या उससे ज़्यादा अच्छा माना जाता है और 750 से 900 बहुत बढ़िया। Rinn हर जगह स्कोर की एक ही श्रेणी बताता है: 300 से 599 औसत से कम, 600 से 699 ठीक-ठाक, 700 से 800 अच्छा और 801 से 900 बहुत अच्छा।',
      ['basics'],
      ['bands'],
    ),
    faq(
      'क्या सिबिल स्कोर और क्रेडिट स्कोर एक ही हैं?',
      'सिबिल भारत की चार लाइसेंस-प्राप्त क्रेडिट सूचना कंपनियों में से एक है (TransUnion CIBIL, Experian, Equifax और CRIF High Mark)। हर कंपनी अपना स्कोर ख़ुद निकालती है, इसलिए आपके स्कोर में थोड़ा फ़र्क़ हो सकता है।',
      ['basics', 'reports'],
      ['bureaus'],
    ),
    faq(
      'क्या अपना स्कोर ख़ुद देखने से वह घटता है?',
      'नहीं। अपना स्कोर ख़ुद देखना सॉफ़्ट इन्क्वायरी है और इसका कोई असर नहीं होता। हार्ड इन्क्वायरी, जो लेंडर लोन आवेदन जाँचते समय करता है, स्कोर को थोड़ा घटा सकती है, ख़ासकर जब कम समय में कई हों।',
      ['basics'],
      ['enquiries'],
    ),
    faq(
      'Rinn पर अपना स्कोर कैसे देखूँ?',
      'अपना मोबाइल नंबर डालें और ओटीपी से उसकी पुष्टि करें। नए ग्राहक एक बार मुफ़्त में अपना क्रेडिट स्कोर देख सकते हैं।',
      ['reports'],
      ['free-check'],
      { text: 'अपना क्रेडिट स्कोर देखें', href: '/cibil-score-check' },
    ),
    faq(
      'मेरे क्रेडिट स्कोर पर किन बातों का असर होता है?',
      'ईएमआई और कार्ड के बिल समय पर चुकाना, अपनी क्रेडिट लिमिट का कितना हिस्सा आप इस्तेमाल करते हैं, सुरक्षित और असुरक्षित लोन का मेल, खातों की उम्र और आप कितनी बार नए क्रेडिट के लिए आवेदन करते हैं।',
      ['improving'],
      ['factors'],
    ),
    faq(
      'मैं अपना स्कोर कैसे सुधारूँ?',
      'हर ईएमआई और कार्ड का बिल समय पर चुकाएँ, कार्ड का इस्तेमाल लिमिट से काफ़ी नीचे रखें, एक साथ कई लोन के लिए आवेदन न करें और पुराने खातों का रिकॉर्ड साफ़ रखें।',
      ['improving'],
      ['tips'],
    ),
    faq(
      'स्कोर बदलने में कितना समय लगता है?',
      'लेंडर समय-समय पर क्रेडिट ब्यूरो को जानकारी भेजते हैं; ब्यूरो में अपडेट आम तौर पर 30 से 45 दिन में होता है। नए क्रेडिट की जानकारी आपकी रिपोर्ट में दिखने में चार महीने तक लग सकते हैं।',
      ['improving', 'reports'],
      ['timing'],
    ),
    faq(
      'मेरी क्रेडिट रिपोर्ट में ग़लती है। अब क्या करूँ?',
      'जिस क्रेडिट ब्यूरो ने रिपोर्ट दी है, उसकी वेबसाइट पर ऑनलाइन शिकायत (डिस्प्यूट) दर्ज करें। ब्यूरो लेंडर से जाँच करता है और लेंडर के ग़लती मानने पर रिकॉर्ड ठीक कर देता है।',
      ['reports'],
      ['disputes'],
    ),
    faq(
      'क्या मुझे पूरी क्रेडिट रिपोर्ट मुफ़्त मिल सकती है?',
      'हाँ। हर क्रेडिट सूचना कंपनी को माँगने पर हर कैलेंडर साल में एक बार स्कोर के साथ पूरी क्रेडिट रिपोर्ट मुफ़्त देनी होती है।',
      ['reports'],
      ['free-report'],
    ),
    faq(
      'क्या लोन सेटल करने से स्कोर सुधरता है?',
      'सेटल किया गया खाता (जिसमें पूरी राशि से कम चुकाई गई) "सेटल्ड" के रूप में दर्ज होता है और बंद खाते से ज़्यादा नुक़सान करता है। जहाँ तक हो सके पूरा लोन चुकाएँ, ताकि वह "बंद" के रूप में दर्ज हो।',
      ['improving'],
      ['settlement'],
    ),
  ],
};
