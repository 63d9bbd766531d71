import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs } from '../faq-item.js';

/** EMI FAQ, shown with the calculators. Calculator limits and rounding follow spec §9. */
export const EMI_FAQ: FaqSet = {
  id: 'emi',
  title: 'EMI FAQs',
  navigation: faqTabs('All', [
    ['Basics', 'basics'],
    ['Calculator', 'calculator'],
    ['Prepayment', 'prepayment'],
  ]),
  items: [
    faq(
      'What is an EMI?',
      'An Equated Monthly Instalment: the fixed amount you pay every month until the loan is repaid. Each EMI covers that month’s interest and repays part of the principal.',
      ['basics'],
      ['definition'],
    ),
    faq(
      'How is the EMI calculated?',
      'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the loan amount, r the monthly rate (a twelfth of the yearly rate, as a fraction: 12% a year gives 0.01) and n the tenure in months. Rinn rounds the result to the nearest rupee.',
      ['basics', 'calculator'],
      ['formula'],
    ),
    faq(
      'Why does the interest part of my EMI fall over time?',
      'Interest is charged on the balance still outstanding. As you repay principal, the balance falls, so each EMI carries less interest and more principal, although the EMI stays the same.',
      ['basics'],
      ['amortization'],
    ),
    faq(
      'What ranges does the Rinn EMI calculator accept?',
      'Amounts from ₹10,000 to ₹25,00,000, tenures of 1 to 7 years and interest rates from 2% to 30% per annum.',
      ['calculator'],
      ['limits'],
      { text: 'Open the EMI calculator', href: '/emi-calculator' },
    ),
    faq(
      'How is the total amount payable worked out?',
      'Total payable is the EMI multiplied by the number of months. Subtract the loan amount to see the total interest you pay.',
      ['calculator'],
      ['total'],
    ),
    faq(
      'Does a longer tenure make the loan cheaper?',
      'No. A longer tenure lowers the EMI but raises the total interest, because the balance stays outstanding for longer.',
      ['basics'],
      ['tenure'],
    ),
    faq(
      'What is an amortization schedule?',
      'A month-by-month table of each EMI split into principal and interest, with the balance left after it. Rinn groups it by calendar year with a total at each year end.',
      ['calculator'],
      ['amortization'],
    ),
    faq(
      'Does the EMI include the processing fee?',
      'No. Fees are paid separately or deducted from the amount disbursed. Compare offers using the Annual Percentage Rate (APR) in the Key Fact Statement, which includes fees.',
      ['basics'],
      ['fees', 'apr'],
    ),
    faq(
      'What happens to my EMI if I prepay?',
      'A part-prepayment reduces the outstanding principal. Lenders then either keep the EMI and shorten the tenure, or keep the tenure and lower the EMI; shortening the tenure saves more interest.',
      ['prepayment'],
      ['part-prepayment'],
    ),
    faq(
      'Are there charges for prepaying?',
      'On floating-rate term loans to individuals for non-business purposes, RBI rules bar foreclosure and prepayment charges. Fixed-rate loans may carry them; your loan agreement and KFS state the charge.',
      ['prepayment'],
      ['charges'],
    ),
    faq(
      'Can my EMI change during the loan?',
      'On a fixed-rate loan it does not. On a floating-rate loan a change in the benchmark rate changes either your EMI or your tenure, and the lender must tell you.',
      ['basics'],
      ['floating-rate'],
    ),
  ],
};

/** The EMI FAQ in Hindi: the same questions, tags and links as {@link EMI_FAQ}. */
export const EMI_FAQ_HI: FaqSet = {
  id: 'emi',
  title: 'ईएमआई से जुड़े सवाल',
  navigation: faqTabs('सभी', [
    ['बुनियादी बातें', 'basics'],
    ['कैलकुलेटर', 'calculator'],
    ['प्री-पेमेंट', 'prepayment'],
  ]),
  items: [
    faq(
      'ईएमआई क्या है?',
      'ईएमआई यानी बराबर मासिक किस्त: वह तय राशि जो लोन चुकने तक आप हर महीने देते हैं। हर ईएमआई में उस महीने का ब्याज होता है और मूलधन का एक हिस्सा चुकता होता है।',
      ['basics'],
      ['definition'],
    ),
    faq(
      'ईएमआई कैसे निकाली जाती है?',
      'ईएमआई = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), जहाँ P लोन की राशि है, r मासिक दर (सालाना दर का बारहवाँ हिस्सा, भिन्न के रूप में: 12% सालाना पर 0.01) और n महीनों में अवधि। Rinn नतीजे को पूरे रुपये में राउंड करता है।',
      ['basics', 'calculator'],
      ['formula'],
    ),
    faq(
      'मेरी ईएमआई में ब्याज का हिस्सा समय के साथ क्यों घटता है?',
      'ब्याज उसी राशि पर लगता है जो अभी बकाया है। जैसे-जैसे आप मूलधन चुकाते हैं, बकाया घटता है, इसलिए ईएमआई वही रहते हुए भी हर किस्त में ब्याज कम और मूलधन ज़्यादा होता जाता है।',
      ['basics'],
      ['amortization'],
    ),
    faq(
      'Rinn का ईएमआई कैलकुलेटर कितनी सीमा तक हिसाब लगाता है?',
      '₹10,000 से ₹25,00,000 तक की राशि, 1 से 7 साल की अवधि और 2% से 30% सालाना तक की ब्याज दर।',
      ['calculator'],
      ['limits'],
      { text: 'ईएमआई कैलकुलेटर खोलें', href: '/emi-calculator' },
    ),
    faq(
      'कुल चुकाई जाने वाली राशि कैसे निकलती है?',
      'ईएमआई को महीनों की संख्या से गुणा करने पर कुल चुकाई जाने वाली राशि मिलती है। इसमें से लोन की राशि घटाएँ तो आपका कुल ब्याज पता चलता है।',
      ['calculator'],
      ['total'],
    ),
    faq(
      'क्या लंबी अवधि से लोन सस्ता पड़ता है?',
      'नहीं। लंबी अवधि से ईएमआई घटती है, लेकिन कुल ब्याज बढ़ जाता है, क्योंकि बकाया राशि ज़्यादा समय तक बनी रहती है।',
      ['basics'],
      ['tenure'],
    ),
    faq(
      'भुगतान तालिका (एमॉर्टाइज़ेशन शेड्यूल) क्या है?',
      'महीने-दर-महीने की तालिका, जिसमें हर ईएमआई मूलधन और ब्याज में बँटी दिखती है, साथ में उसके बाद बची बकाया राशि। Rinn इसे कैलेंडर साल के हिसाब से दिखाता है और हर साल के अंत में कुल जोड़ देता है।',
      ['calculator'],
      ['amortization'],
    ),
    faq(
      'क्या ईएमआई में प्रोसेसिंग फ़ीस शामिल होती है?',
      'नहीं। फ़ीस अलग से दी जाती है या मिलने वाली राशि से काट ली जाती है। ऑफ़र की तुलना की फ़ैक्ट स्टेटमेंट में दी गई सालाना प्रतिशत दर (APR) से करें, जिसमें फ़ीस भी शामिल होती है।',
      ['basics'],
      ['fees', 'apr'],
    ),
    faq(
      'प्री-पेमेंट करने पर मेरी ईएमआई का क्या होता है?',
      'आंशिक प्री-पेमेंट से बकाया मूलधन घटता है। इसके बाद लेंडर या तो ईएमआई वही रखकर अवधि घटाते हैं, या अवधि वही रखकर ईएमआई घटाते हैं; अवधि घटाने से ज़्यादा ब्याज बचता है।',
      ['prepayment'],
      ['part-prepayment'],
    ),
    faq(
      'क्या प्री-पेमेंट पर शुल्क लगता है?',
      'व्यक्तियों को कारोबार के अलावा किसी काम के लिए दिए गए फ़्लोटिंग दर वाले टर्म लोन पर आरबीआई के नियम फ़ोरक्लोज़र और प्री-पेमेंट शुल्क की मनाही करते हैं। फ़िक्स्ड दर वाले लोन पर यह शुल्क लग सकता है; आपका लोन एग्रीमेंट और KFS इसे बताते हैं।',
      ['prepayment'],
      ['charges'],
    ),
    faq(
      'क्या लोन के दौरान मेरी ईएमआई बदल सकती है?',
      'फ़िक्स्ड दर वाले लोन पर नहीं। फ़्लोटिंग दर वाले लोन पर बेंचमार्क दर बदलने से या तो आपकी ईएमआई बदलती है या अवधि, और लेंडर को आपको इसकी जानकारी देनी होती है।',
      ['basics'],
      ['floating-rate'],
    ),
  ],
};
