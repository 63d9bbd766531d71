import { CREDIT_SCORE_FACTS, GENERAL_SCORE_GUIDE, SCORE_TABLE_ROWS, type ScoreBandId } from '@rinn/rules';
import type { CreditScorePage } from '../schemas.js';

// What each band of the one band scale (SCORE-002) means; the table's ranges and English labels
// are the rule package's own (SCORE-003), so the page can never disagree with the dashboard.
const MEANINGS: Readonly<Record<ScoreBandId, string>> = {
  'below-average': 'Loans are hard to get; lenders that approve charge high rates. Focus on clearing overdue payments first.',
  fair: 'Some lenders approve, usually at higher rates or for smaller amounts.',
  good: 'Most lenders consider you; better rates are within reach as the score rises.',
  'very-good': 'You qualify for the best rates and the fastest approvals.',
};

/**
 * The credit-score information page (/cibil-score): top banner, score meaning table, factors and
 * the ideal-score section with its button to the check (spec §2).
 *
 * @example CREDIT_SCORE_PAGE.scoreTable[3].label // 'Very Good'
 */
export const CREDIT_SCORE_PAGE: CreditScorePage = {
  path: '/cibil-score',
  lang: 'en',
  metaTitle: 'Credit score: what it means and how to improve it | Rinn',
  metaDescription: 'What your CIBIL score means, what affects it and how to improve it. New users get a one-time free credit score check on Rinn.',
  heading: 'Know your credit score',
  intro: 'Your credit score, from 300 to 900, tells lenders how reliably you repay. Check it before you apply, so there are no surprises. New users get a one-time free check.',
  scoreTable: SCORE_TABLE_ROWS.map((band) => ({ min: band.min, max: band.max, label: band.label, meaning: MEANINGS[band.id] })),
  sections: [
    {
      id: 'factors',
      heading: 'What affects your score',
      body: '- **Repayment history:** paying every EMI and card bill on time matters most.\n- **Credit use:** keep card balances well below their limits.\n- **Credit mix:** a mix of secured and unsecured loans helps.\n- **Account age:** older accounts in good standing add to your record.\n- **New enquiries:** many loan applications in a short time pull the score down.',
    },
    {
      id: 'timing',
      heading: 'How long changes take',
      body: `A bureau update typically takes ${CREDIT_SCORE_FACTS.bureauUpdateDays.min} to ${CREDIT_SCORE_FACTS.bureauUpdateDays.max} days, and new credit data may take up to ${CREDIT_SCORE_FACTS.dataVisibleWithinMonths} months to show on your report.`,
    },
    {
      id: 'ideal-credit-score',
      heading: 'The ideal credit score',
      body: `As a general guide, ${GENERAL_SCORE_GUIDE.goodFrom} or more is good and ${GENERAL_SCORE_GUIDE.excellentFrom} to 900 is excellent. [Check your credit score](/cibil-score-check) to see where you stand.`,
    },
  ],
  cta: { text: 'Check your credit score', href: '/cibil-score-check' },
};

const MEANINGS_HI: Readonly<Record<ScoreBandId, { readonly label: string; readonly meaning: string }>> = {
  'below-average': { label: 'औसत से कम', meaning: 'लोन मिलना मुश्किल होता है; जो लेंडर मंज़ूरी देते हैं, वे ऊँची दर लेते हैं। सबसे पहले बकाया भुगतान चुकाने पर ध्यान दें।' },
  fair: { label: 'ठीक-ठाक', meaning: 'कुछ लेंडर मंज़ूरी देते हैं, आम तौर पर ऊँची दर पर या कम राशि के लिए।' },
  good: { label: 'अच्छा', meaning: 'ज़्यादातर लेंडर आपके आवेदन पर विचार करते हैं; स्कोर बढ़ने के साथ बेहतर दरें मिलने लगती हैं।' },
  'very-good': { label: 'बहुत अच्छा', meaning: 'आपको सबसे अच्छी दरें और सबसे जल्दी मंज़ूरी मिल सकती है।' },
};

/** The credit-score information page in Hindi, with the same score bands. */
export const CREDIT_SCORE_PAGE_HI: CreditScorePage = {
  path: '/cibil-score',
  lang: 'hi',
  metaTitle: 'क्रेडिट स्कोर: इसका मतलब और इसे कैसे सुधारें | Rinn',
  metaDescription: 'आपके सिबिल स्कोर का क्या मतलब है, इस पर किन बातों का असर होता है और इसे कैसे सुधारें। नए ग्राहक Rinn पर एक बार मुफ़्त में स्कोर देख सकते हैं।',
  heading: 'अपना क्रेडिट स्कोर जानें',
  intro: '300 से 900 के बीच का आपका क्रेडिट स्कोर लेंडर्स को बताता है कि आप कितने भरोसे से लोन चुकाते हैं। आवेदन से पहले इसे देख लें, ताकि बाद में कोई हैरानी न हो। नए ग्राहक एक बार मुफ़्त में स्कोर देख सकते हैं।',
  scoreTable: SCORE_TABLE_ROWS.map((band) => ({ min: band.min, max: band.max, ...MEANINGS_HI[band.id] })),
  sections: [
    {
      id: 'factors',
      heading: 'आपके स्कोर पर किन बातों का असर होता है',
      body: '- **भुगतान का रिकॉर्ड:** हर ईएमआई और कार्ड का बिल समय पर चुकाना सबसे ज़्यादा मायने रखता है।\n- **क्रेडिट का इस्तेमाल:** कार्ड का बकाया लिमिट से काफ़ी नीचे रखें।\n- **क्रेडिट का मेल:** सुरक्षित और असुरक्षित, दोनों तरह के लोन का मेल मदद करता है।\n- **खातों की उम्र:** अच्छे रिकॉर्ड वाले पुराने खाते आपका रिकॉर्ड मज़बूत करते हैं।\n- **नई पूछताछ:** कम समय में कई लोन आवेदन स्कोर को नीचे खींचते हैं।',
    },
    {
      id: 'timing',
      heading: 'बदलाव में कितना समय लगता है',
      body: `क्रेडिट ब्यूरो में अपडेट आम तौर पर ${CREDIT_SCORE_FACTS.bureauUpdateDays.min} से ${CREDIT_SCORE_FACTS.bureauUpdateDays.max} दिन में होता है, और नए क्रेडिट की जानकारी आपकी रिपोर्ट में दिखने में ${CREDIT_SCORE_FACTS.dataVisibleWithinMonths} महीने तक लग सकते हैं।`,
    },
    {
      id: 'ideal-credit-score',
      heading: 'आदर्श क्रेडिट स्कोर',
      body: `आम तौर पर ${GENERAL_SCORE_GUIDE.goodFrom} या उससे ज़्यादा स्कोर अच्छा माना जाता है और ${GENERAL_SCORE_GUIDE.excellentFrom} से 900 बेहतरीन। आप कहाँ खड़े हैं, यह जानने के लिए [अपना क्रेडिट स्कोर देखें](/cibil-score-check)।`,
    },
  ],
  cta: { text: 'अपना क्रेडिट स्कोर देखें', href: '/cibil-score-check' },
};
