import type { FaqSet } from '../../schemas.js';
import { PERSONAL_LOAN_RATES_FROM_PERCENT } from '../../products/rate-tables.js';
import { formatPercent } from '../../text-format.js';
import { faq, faqTabs } from '../faq-item.js';

/** Personal-loan FAQ (hub category `personal-loan`). Figures follow spec §9 and §2. */
export const PERSONAL_LOAN_FAQ: FaqSet = {
  id: 'personal-loan',
  title: 'Personal loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['Documents', 'documents'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a personal loan?',
      'A personal loan is an unsecured loan: you do not pledge a house, car or gold against it. You can use it for almost any personal need, such as a wedding, travel, medical bills or home repairs, and repay it in fixed monthly instalments (EMIs).',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'Who can apply for a personal loan on Rinn?',
      'You should be at least 21 years old, salaried or self-employed, with a healthy credit history and a net monthly take-home income of at least ₹10,000. Each lender then applies its own checks.',
      ['eligibility'],
      ['age', 'income'],
    ),
    faq(
      'Does my credit score affect my personal loan?',
      'Yes. Because the loan is unsecured, lenders rely on your credit score and repayment history. A score of 750 or more usually gets faster approval and lower rates; the rate you are offered varies with your credit profile.',
      ['eligibility', 'rates-charges'],
      ['credit-score'],
      { text: 'Check your credit score', href: '/cibil-score-check' },
    ),
    faq(
      'What interest rate will I pay?',
      `Personal loan rates start at ${formatPercent(PERSONAL_LOAN_RATES_FROM_PERCENT)} per annum. The rate you are offered depends on your credit score, income, employer and the lender, and is shown in the Key Fact Statement before you sign.`,
      ['rates-charges'],
      ['interest-rate'],
      { text: 'Compare personal loan interest rates', href: '/personal-loan-interest-rate' },
    ),
    faq(
      'How much can I borrow and for how long?',
      'Personal loans offered through Rinn go up to ₹5 lakh with tenures of up to 5 years. The amount you are approved for depends on your income and existing EMIs.',
      ['eligibility', 'repayment'],
      ['amount', 'tenure'],
    ),
    faq(
      'What documents do I need?',
      'Usually your PAN card, Aadhaar or another officially valid address proof, your last three months of salary slips (or two years of income tax returns if self-employed) and six months of bank statements.',
      ['documents'],
      ['kyc', 'income-proof'],
    ),
    faq(
      'What is a processing fee?',
      'A one-time charge the lender takes for processing your loan, usually a percentage of the loan amount. GST at 18% is added to it. The fee and all other charges are listed in the Key Fact Statement.',
      ['rates-charges'],
      ['fees'],
    ),
    faq(
      'What is the Key Fact Statement (KFS)?',
      "A standard summary every regulated lender must give you before you sign a retail loan. It shows the loan amount, interest rate, Annual Percentage Rate (APR), all fees, the EMI schedule and the grievance contact. Compare APRs, not only interest rates, across offers.",
      ['rates-charges', 'documents'],
      ['kfs', 'apr'],
    ),
    faq(
      'How is my EMI calculated?',
      'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the loan amount, r the monthly rate (a twelfth of the yearly rate, as a fraction: 12% a year gives 0.01) and n the number of months. For example, ₹1,00,000 over 5 years at 9.99% per annum gives an EMI of about ₹2,124.',
      ['repayment'],
      ['emi'],
      { text: 'What is a personal loan EMI?', href: '/what-is-a-personal-loan-emi' },
    ),
    faq(
      'Can I repay my personal loan early?',
      'Yes, most lenders allow part-prepayment or full foreclosure, sometimes after a minimum number of EMIs. Personal loans are usually fixed-rate, and a foreclosure charge may apply; your loan agreement and KFS state it.',
      ['repayment'],
      ['prepayment'],
    ),
    faq(
      'What happens if I miss an EMI?',
      'The lender charges a late-payment fee and interest on the overdue amount, and reports the delay to the credit bureaus, which lowers your credit score. If you expect to miss a payment, talk to the lender early.',
      ['repayment'],
      ['default'],
    ),
    faq(
      'How fast is the money disbursed?',
      'Once the lender approves your application and you sign the agreement, the amount is transferred to your bank account, often within a few working days and sometimes the same day for pre-approved customers.',
      ['repayment'],
      ['disbursal'],
    ),
  ],
};

/** The personal-loan FAQ in Hindi: the same questions, tags and links as {@link PERSONAL_LOAN_FAQ}. */
export const PERSONAL_LOAN_FAQ_HI: FaqSet = {
  id: 'personal-loan',
  title: 'पर्सनल लोन से जुड़े सवाल',
  navigation: faqTabs('सभी', [
    ['पात्रता', 'eligibility'],
    ['दरें और शुल्क', 'rates-charges'],
    ['दस्तावेज़', 'documents'],
    ['भुगतान', 'repayment'],
  ]),
  items: [
    faq(
      'पर्सनल लोन क्या है?',
      'पर्सनल लोन बिना गारंटी वाला लोन है: इसके लिए आपको घर, कार या सोना गिरवी नहीं रखना पड़ता। इसे आप शादी, यात्रा, इलाज या घर की मरम्मत जैसी लगभग किसी भी निजी ज़रूरत के लिए ले सकते हैं और तय मासिक किस्तों (ईएमआई) में चुकाते हैं।',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'Rinn पर पर्सनल लोन के लिए कौन आवेदन कर सकता है?',
      'आपकी उम्र कम से कम 21 साल हो, आप नौकरीपेशा या स्व-रोज़गार हों, आपका क्रेडिट रिकॉर्ड अच्छा हो और हर महीने हाथ में आने वाली आय कम से कम ₹10,000 हो। इसके बाद हर लेंडर अपनी जाँच करता है।',
      ['eligibility'],
      ['age', 'income'],
    ),
    faq(
      'क्या मेरे क्रेडिट स्कोर का पर्सनल लोन पर असर पड़ता है?',
      'हाँ। यह लोन बिना गारंटी का है, इसलिए लेंडर आपके क्रेडिट स्कोर और भुगतान के रिकॉर्ड पर भरोसा करते हैं। 750 या उससे ज़्यादा स्कोर पर आम तौर पर जल्दी मंज़ूरी और कम ब्याज मिलता है; आपको मिलने वाली दर आपकी क्रेडिट प्रोफ़ाइल पर निर्भर करती है।',
      ['eligibility', 'rates-charges'],
      ['credit-score'],
      { text: 'अपना क्रेडिट स्कोर देखें', href: '/cibil-score-check' },
    ),
    faq(
      'मुझे कितना ब्याज देना होगा?',
      `पर्सनल लोन की दरें ${formatPercent(PERSONAL_LOAN_RATES_FROM_PERCENT)} सालाना से शुरू होती हैं। आपको मिलने वाली दर आपके क्रेडिट स्कोर, आय, नियोक्ता और लेंडर पर निर्भर करती है, और साइन करने से पहले की फ़ैक्ट स्टेटमेंट में दिखाई जाती है।`,
      ['rates-charges'],
      ['interest-rate'],
      { text: 'पर्सनल लोन की ब्याज दरों की तुलना करें', href: '/personal-loan-interest-rate' },
    ),
    faq(
      'मैं कितना लोन ले सकता हूँ और कितने समय के लिए?',
      'Rinn के ज़रिए पर्सनल लोन ₹5 लाख तक और 5 साल तक की अवधि के लिए मिलते हैं। आपको कितनी राशि मंज़ूर होगी, यह आपकी आय और पहले से चल रही ईएमआई पर निर्भर करता है।',
      ['eligibility', 'repayment'],
      ['amount', 'tenure'],
    ),
    faq(
      'मुझे कौन से दस्तावेज़ चाहिए?',
      'आम तौर पर आपका पैन कार्ड, आधार या पते का कोई दूसरा मान्य प्रमाण, पिछले तीन महीने की सैलरी स्लिप (स्व-रोज़गार हों तो दो साल के आयकर रिटर्न) और छह महीने का बैंक स्टेटमेंट।',
      ['documents'],
      ['kyc', 'income-proof'],
    ),
    faq(
      'प्रोसेसिंग फ़ीस क्या होती है?',
      'लोन की प्रक्रिया के लिए लेंडर का लिया जाने वाला एक बार का शुल्क, जो आम तौर पर लोन राशि का कुछ प्रतिशत होता है। इस पर 18% जीएसटी अलग से लगता है। यह फ़ीस और बाक़ी सभी शुल्क की फ़ैक्ट स्टेटमेंट में लिखे होते हैं।',
      ['rates-charges'],
      ['fees'],
    ),
    faq(
      'की फ़ैक्ट स्टेटमेंट (KFS) क्या है?',
      'एक तय ढाँचे वाला सारांश, जो हर विनियमित लेंडर को रिटेल लोन पर साइन करने से पहले आपको देना होता है। इसमें लोन राशि, ब्याज दर, सालाना प्रतिशत दर (APR), सभी शुल्क, ईएमआई की तालिका और शिकायत के लिए संपर्क होता है। ऑफ़र की तुलना सिर्फ़ ब्याज दर से नहीं, APR से करें।',
      ['rates-charges', 'documents'],
      ['kfs', 'apr'],
    ),
    faq(
      'मेरी ईएमआई कैसे निकाली जाती है?',
      'ईएमआई = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), जहाँ P लोन की राशि है, r मासिक दर (सालाना दर का बारहवाँ हिस्सा, भिन्न के रूप में: 12% सालाना पर 0.01) और n महीनों की संख्या। जैसे, ₹1,00,000 का लोन 5 साल के लिए 9.99% सालाना पर लें तो ईएमआई लगभग ₹2,124 बनती है।',
      ['repayment'],
      ['emi'],
      { text: 'पर्सनल लोन की ईएमआई क्या है?', href: '/what-is-a-personal-loan-emi' },
    ),
    faq(
      'क्या मैं पर्सनल लोन समय से पहले चुका सकता हूँ?',
      'हाँ, ज़्यादातर लेंडर आंशिक प्री-पेमेंट या पूरा फ़ोरक्लोज़र करने देते हैं, कभी-कभी कुछ ईएमआई चुकाने के बाद। पर्सनल लोन आम तौर पर फ़िक्स्ड दर वाले होते हैं और फ़ोरक्लोज़र शुल्क लग सकता है; यह आपके लोन एग्रीमेंट और KFS में लिखा होता है।',
      ['repayment'],
      ['prepayment'],
    ),
    faq(
      'अगर मेरी कोई ईएमआई छूट जाए तो क्या होगा?',
      'लेंडर देर से भुगतान का शुल्क और बकाया राशि पर ब्याज लेता है, और देरी की जानकारी क्रेडिट ब्यूरो को देता है, जिससे आपका क्रेडिट स्कोर घटता है। अगर भुगतान छूटने का अंदेशा हो तो लेंडर से पहले ही बात करें।',
      ['repayment'],
      ['default'],
    ),
    faq(
      'पैसा कितनी जल्दी मिलता है?',
      'लेंडर के आवेदन मंज़ूर करने और आपके एग्रीमेंट पर साइन करने के बाद राशि आपके बैंक खाते में भेज दी जाती है, अक्सर कुछ कामकाजी दिनों में और पहले से मंज़ूर ग्राहकों को कभी-कभी उसी दिन।',
      ['repayment'],
      ['disbursal'],
    ),
  ],
};
