import { PERSONAL_LOAN_EMI_EXAMPLE } from '../products/pages/personal-loan.js';
import { BANK_PAGES } from '../banks/bank-pages.js';
import type { ContentPage } from '../schemas.js';
import { formatRupees } from '@rinn/format';
import { formatPercent } from '../text-format.js';

const lowestBankRate = Math.min(...BANK_PAGES.map((bank) => bank.rate.minPercent));

/** The personal-loan interest-rate page (/personal-loan-interest-rate); its table is PERSONAL_LOAN_RATE_TABLE. */
export const PERSONAL_LOAN_INTEREST_RATE_PAGE: ContentPage = {
  path: '/personal-loan-interest-rate',
  lang: 'en',
  metaTitle: 'Personal loan interest rates compared | Rinn',
  metaDescription: 'Compare indicative personal loan interest rates and processing fees of leading banks, and learn what decides the rate you are offered.',
  heading: 'Personal loan interest rates',
  intro: `Personal loan rates on Rinn start at 11% a year. Among the banks below, published rates start at ${formatPercent(lowestBankRate)}. The rate you are offered varies with your credit profile.`,
  sections: [
    {
      id: 'what-decides-your-rate',
      heading: 'What decides your rate',
      body: '- **Credit score:** 750 or more usually gets the best rates.\n- **Income and employer:** a stable, higher income lowers the lender’s risk.\n- **Existing EMIs:** lenders look at how much of your income already goes to EMIs.\n- **Amount and tenure:** they change the lender’s risk and your EMI.',
    },
    {
      id: 'compare-the-apr',
      heading: 'Compare the APR, not only the rate',
      body: 'Every regulated lender must give you a **Key Fact Statement** before you sign. It shows the **Annual Percentage Rate (APR)**, which adds the processing fee and other charges to the interest, so two offers can be compared fairly.',
    },
    {
      id: 'lower-your-rate',
      heading: 'How to get a lower rate',
      body: '- [Check your credit score](/cibil-score-check) and fix any errors before you apply.\n- Pay down card balances to lower your credit use.\n- Compare several offers on Rinn instead of applying to one lender at a time.',
    },
  ],
  cta: { text: 'Check your offer', href: '/personal-loan' },
};

/** The page explaining the personal-loan EMI (/what-is-a-personal-loan-emi). */
export const WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE: ContentPage = {
  path: '/what-is-a-personal-loan-emi',
  lang: 'en',
  metaTitle: 'What is a personal loan EMI? | Rinn',
  metaDescription: 'What a personal loan EMI is, how it is calculated, a worked example and how prepaying changes it.',
  heading: 'What is a personal loan EMI?',
  intro: 'An EMI (Equated Monthly Instalment) is the fixed amount you pay each month until your personal loan is repaid. Each EMI pays that month’s interest and repays part of the loan.',
  sections: [
    {
      id: 'formula',
      heading: 'The EMI formula',
      body: '**EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1)**\n\n- P is the loan amount.\n- r is the monthly rate: a twelfth of the yearly rate, as a fraction (12% a year gives r = 0.01).\n- n is the number of months.',
    },
    {
      id: 'example',
      heading: 'A worked example',
      body: `A loan of ${formatRupees(PERSONAL_LOAN_EMI_EXAMPLE.principal)} over ${PERSONAL_LOAN_EMI_EXAMPLE.years} years at ${formatPercent(PERSONAL_LOAN_EMI_EXAMPLE.annualRatePercent)} a year has an EMI of about **${formatRupees(PERSONAL_LOAN_EMI_EXAMPLE.emi)}**. Over 60 months you pay ${formatRupees(PERSONAL_LOAN_EMI_EXAMPLE.emi * PERSONAL_LOAN_EMI_EXAMPLE.years * 12)} in all.`,
    },
    {
      id: 'interest-and-principal',
      heading: 'Why the interest part falls',
      body: 'Interest is charged on the balance still owed. Early EMIs are mostly interest; as the balance falls, more of each EMI repays the loan.',
    },
    {
      id: 'prepayment',
      heading: 'Prepaying your loan',
      body: 'A part-prepayment lowers the balance, so you either pay a smaller EMI or finish sooner. Check your loan agreement for any foreclosure charge, and compare offers using the [personal loan interest rates](/personal-loan-interest-rate) page.',
    },
  ],
  cta: { text: 'Check your offer', href: '/personal-loan' },
};

/** The personal-loan interest-rate page in Hindi. */
export const PERSONAL_LOAN_INTEREST_RATE_PAGE_HI: ContentPage = {
  path: '/personal-loan-interest-rate',
  lang: 'hi',
  metaTitle: 'पर्सनल लोन की ब्याज दरों की तुलना | Rinn',
  metaDescription: 'बड़े बैंकों की पर्सनल लोन की सांकेतिक ब्याज दरों और प्रोसेसिंग फ़ीस की तुलना करें, और जानें कि आपकी दर किन बातों से तय होती है।',
  heading: 'पर्सनल लोन की ब्याज दरें',
  intro: `Rinn पर पर्सनल लोन की दरें 11% सालाना से शुरू होती हैं। नीचे दिए बैंकों में प्रकाशित दरें ${formatPercent(lowestBankRate)} से शुरू होती हैं। आपको मिलने वाली दर आपकी क्रेडिट प्रोफ़ाइल के हिसाब से बदलती है।`,
  sections: [
    {
      id: 'what-decides-your-rate',
      heading: 'आपकी दर किन बातों से तय होती है',
      body: '- **क्रेडिट स्कोर:** 750 या उससे ज़्यादा स्कोर पर आम तौर पर सबसे अच्छी दरें मिलती हैं।\n- **आय और नियोक्ता:** स्थिर और ज़्यादा आय से लेंडर का जोखिम घटता है।\n- **मौजूदा ईएमआई:** लेंडर देखते हैं कि आपकी आय का कितना हिस्सा पहले से ईएमआई में जाता है।\n- **राशि और अवधि:** इनसे लेंडर का जोखिम और आपकी ईएमआई, दोनों बदलते हैं।',
    },
    {
      id: 'compare-the-apr',
      heading: 'सिर्फ़ दर नहीं, APR की तुलना करें',
      body: 'हर विनियमित लेंडर को साइन करने से पहले आपको **की फ़ैक्ट स्टेटमेंट** देनी होती है। इसमें **सालाना प्रतिशत दर (APR)** होती है, जो ब्याज में प्रोसेसिंग फ़ीस और बाक़ी शुल्क जोड़ती है, ताकि दो ऑफ़र की तुलना बराबरी से हो सके।',
    },
    {
      id: 'lower-your-rate',
      heading: 'कम दर कैसे पाएँ',
      body: '- आवेदन से पहले [अपना क्रेडिट स्कोर देखें](/cibil-score-check) और कोई ग़लती हो तो ठीक करवाएँ।\n- कार्ड का बकाया घटाएँ, ताकि क्रेडिट का इस्तेमाल कम दिखे।\n- एक-एक लेंडर को आवेदन करने के बजाय Rinn पर कई ऑफ़र की तुलना करें।',
    },
  ],
  cta: { text: 'अपना ऑफ़र देखें', href: '/personal-loan' },
};

/** The personal-loan EMI page in Hindi. */
export const WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE_HI: ContentPage = {
  path: '/what-is-a-personal-loan-emi',
  lang: 'hi',
  metaTitle: 'पर्सनल लोन की ईएमआई क्या है? | Rinn',
  metaDescription: 'पर्सनल लोन की ईएमआई क्या है, कैसे निकलती है, एक उदाहरण, और प्री-पेमेंट से उस पर क्या असर पड़ता है।',
  heading: 'पर्सनल लोन की ईएमआई क्या है?',
  intro: 'ईएमआई (बराबर मासिक किस्त) वह तय राशि है जो पर्सनल लोन चुकने तक आप हर महीने देते हैं। हर ईएमआई उस महीने का ब्याज चुकाती है और लोन का एक हिस्सा भी।',
  sections: [
    {
      id: 'formula',
      heading: 'ईएमआई का फ़ॉर्मूला',
      body: '**ईएमआई = P × r × (1 + r)^n ÷ ((1 + r)^n − 1)**\n\n- P लोन की राशि है।\n- r मासिक दर है: सालाना दर का बारहवाँ हिस्सा, भिन्न के रूप में (12% सालाना पर r = 0.01)।\n- n महीनों की संख्या है।',
    },
    {
      id: 'example',
      heading: 'एक उदाहरण',
      body: `${formatRupees(PERSONAL_LOAN_EMI_EXAMPLE.principal)} का लोन ${PERSONAL_LOAN_EMI_EXAMPLE.years} साल के लिए ${formatPercent(PERSONAL_LOAN_EMI_EXAMPLE.annualRatePercent)} सालाना पर लें तो ईएमआई लगभग **${formatRupees(PERSONAL_LOAN_EMI_EXAMPLE.emi)}** बनती है। 60 महीनों में आप कुल ${formatRupees(PERSONAL_LOAN_EMI_EXAMPLE.emi * PERSONAL_LOAN_EMI_EXAMPLE.years * 12)} चुकाते हैं।`,
    },
    {
      id: 'interest-and-principal',
      heading: 'ब्याज का हिस्सा क्यों घटता है',
      body: 'ब्याज उसी राशि पर लगता है जो अभी बकाया है। शुरुआती ईएमआई में ज़्यादातर ब्याज होता है; जैसे-जैसे बकाया घटता है, हर ईएमआई का बड़ा हिस्सा लोन चुकाने में जाता है।',
    },
    {
      id: 'prepayment',
      heading: 'लोन का प्री-पेमेंट',
      body: 'आंशिक प्री-पेमेंट से बकाया घटता है, इसलिए या तो आपकी ईएमआई कम होती है या लोन जल्दी ख़त्म होता है। फ़ोरक्लोज़र शुल्क के लिए अपना लोन एग्रीमेंट देखें, और [पर्सनल लोन की ब्याज दरों](/personal-loan-interest-rate) वाले पेज पर ऑफ़र की तुलना करें।',
    },
  ],
  cta: { text: 'अपना ऑफ़र देखें', href: '/personal-loan' },
};
