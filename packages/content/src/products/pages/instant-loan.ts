import type { ProductPage } from '../../schemas.js';
import { faq } from '../../faq/faq-item.js';
import { APPLY_STEPS_EN, APPLY_STEPS_HI, BENEFITS_EN, BENEFITS_HI } from '../common.js';

/**
 * The English instant-loan page (/instant-loan). An instant loan is a personal loan with a fully
 * digital, fast approval, so the personal-loan eligibility of spec §2 applies.
 */
export const INSTANT_LOAN_PAGE_EN: ProductPage = {
  loanType: 'instant',
  slug: 'instant-loan',
  lang: 'en',
  metaTitle: 'Instant personal loan online | Rinn',
  metaDescription: 'Apply for an instant personal loan fully online: paperless KYC, quick approval and money in your bank account. Compare offers on Rinn.',
  banner: {
    heading: 'Instant loans, fully online',
    subheading: 'Paperless application, quick approval and the money straight to your bank account.',
    ctaText: 'Check your offer',
    badges: ['Rated 4.8/5', 'Paperless', 'Quick disbursal'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'all',
      title: 'Who can apply',
      points: [
        'Age at least 21 years',
        'A healthy credit history',
        'Salaried or self-employed',
        'Net monthly take-home income of at least ₹10,000',
      ],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'Documents',
      points: ['PAN card', 'Aadhaar for paperless KYC', 'Bank statements or account-aggregator consent to verify income'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'speed', title: 'Why instant', points: ['Application in minutes', 'Paperless KYC', 'Money in your account once the lender approves'] },
    { id: 'care', title: 'Borrow safely', points: ['Read the Key Fact Statement and APR', 'Borrow only from regulated lenders', 'Never pay a fee before disbursal'] },
  ],
  faqs: [
    faq(
      'What is an instant loan?',
      'A personal loan that you apply for and complete online, with digital KYC and quick approval. It is still a regular loan from a regulated lender, with the same Key Fact Statement and APR disclosure.',
      ['basics'],
    ),
    faq(
      'How quickly will I get the money?',
      'Once the lender approves your application and you sign the agreement digitally, the amount is sent to your bank account, often the same day.',
      ['disbursal'],
    ),
    faq(
      'Can I cancel an instant loan after taking it?',
      'Digital loans come with a cooling-off (look-up) period, stated in the Key Fact Statement, during which you can exit by repaying the principal and the proportionate APR without a penalty.',
      ['repayment'],
    ),
    faq(
      'How do I avoid fake loan apps?',
      'Borrow only from banks and RBI-regulated NBFCs or through their named partners, check the lender’s name in the KFS, and never pay any fee before the loan is disbursed.',
      ['safety'],
      [],
      { text: 'Read our privacy policy', href: '/privacy-policy' },
    ),
  ],
  relatedLinks: [
    { text: 'Personal loans', href: '/personal-loan' },
    { text: 'Personal loan FAQs', href: '/resources/faq/personal-loan' },
    { text: 'Check your credit score', href: '/cibil-score-check' },
  ],
};

/** The Hindi instant-loan page (/hi/instant-loan), the same shape as the English one. */
export const INSTANT_LOAN_PAGE_HI: ProductPage = {
  ...INSTANT_LOAN_PAGE_EN,
  lang: 'hi',
  metaTitle: 'इंस्टेंट पर्सनल लोन ऑनलाइन | Rinn',
  metaDescription: 'पूरी तरह ऑनलाइन इंस्टेंट पर्सनल लोन: बिना काग़ज़ केवाईसी, जल्दी मंज़ूरी और सीधे बैंक खाते में राशि। Rinn पर ऑफ़र की तुलना करें।',
  banner: {
    heading: 'इंस्टेंट लोन, पूरी तरह ऑनलाइन',
    subheading: 'बिना काग़ज़ी कार्रवाई के आवेदन, जल्दी मंज़ूरी और राशि सीधे आपके बैंक खाते में।',
    ctaText: 'अपना ऑफ़र देखें',
    badges: ['4.8/5 रेटिंग', 'बिना काग़ज़', 'जल्दी भुगतान'],
  },
  benefits: [...BENEFITS_HI],
  eligibility: [
    {
      applicant: 'all',
      title: 'कौन आवेदन कर सकता है',
      points: [
        'उम्र कम से कम 21 साल',
        'अच्छा क्रेडिट इतिहास',
        'नौकरीपेशा या स्व-रोज़गार',
        'हर महीने हाथ में आने वाली आय कम से कम ₹10,000',
      ],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'दस्तावेज़',
      points: ['पैन कार्ड', 'बिना काग़ज़ केवाईसी के लिए आधार', 'आय की पुष्टि के लिए बैंक स्टेटमेंट या अकाउंट एग्रीगेटर की सहमति'],
    },
  ],
  steps: [...APPLY_STEPS_HI],
  highlights: [
    { id: 'speed', title: 'इंस्टेंट क्यों', points: ['कुछ ही मिनटों में आवेदन', 'बिना काग़ज़ केवाईसी', 'लेंडर की मंज़ूरी के बाद राशि सीधे खाते में'] },
    { id: 'care', title: 'सुरक्षित तरीक़े से उधार लें', points: ['की फ़ैक्ट स्टेटमेंट और एपीआर ज़रूर पढ़ें', 'सिर्फ़ विनियमित लेंडर्स से ही लोन लें', 'राशि मिलने से पहले कभी कोई फ़ीस न दें'] },
  ],
  faqs: [
    faq(
      'इंस्टेंट लोन क्या है?',
      'ऐसा पर्सनल लोन जिसका आवेदन और पूरी प्रक्रिया ऑनलाइन होती है, डिजिटल केवाईसी और जल्दी मंज़ूरी के साथ। यह भी किसी विनियमित लेंडर का सामान्य लोन ही है, जिसमें की फ़ैक्ट स्टेटमेंट और एपीआर की पूरी जानकारी दी जाती है।',
      ['basics'],
    ),
    faq(
      'मुझे राशि कितनी जल्दी मिलेगी?',
      'लेंडर के आवेदन मंज़ूर करने और आपके डिजिटल रूप से एग्रीमेंट साइन करने के बाद राशि आपके बैंक खाते में भेज दी जाती है, अक्सर उसी दिन।',
      ['disbursal'],
    ),
    faq(
      'क्या इंस्टेंट लोन लेने के बाद उसे रद्द किया जा सकता है?',
      'डिजिटल लोन में एक कूलिंग-ऑफ़ (लुक-अप) अवधि होती है, जो की फ़ैक्ट स्टेटमेंट में लिखी होती है। इस दौरान आप मूलधन और उतने दिनों का एपीआर चुकाकर बिना किसी जुर्माने के लोन से बाहर निकल सकते हैं।',
      ['repayment'],
    ),
    faq(
      'नकली लोन ऐप से कैसे बचें?',
      'सिर्फ़ बैंकों, आरबीआई से विनियमित एनबीएफ़सी या उनके घोषित पार्टनर्स से ही लोन लें, की फ़ैक्ट स्टेटमेंट में लेंडर का नाम जाँचें, और लोन की राशि मिलने से पहले कभी कोई फ़ीस न दें।',
      ['safety'],
      [],
      { text: 'हमारी गोपनीयता नीति पढ़ें', href: '/privacy-policy' },
    ),
  ],
  relatedLinks: [
    { text: 'पर्सनल लोन', href: '/hi/personal-loan' },
    { text: 'पर्सनल लोन से जुड़े सवाल', href: '/resources/faq/personal-loan' },
    { text: 'अपना क्रेडिट स्कोर देखें', href: '/cibil-score-check' },
  ],
};
