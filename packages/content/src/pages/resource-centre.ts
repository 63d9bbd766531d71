/**
 * Texts of the resource centre (spec §2) in English and Hindi. The search box, the blog form and
 * View All use the shared UI_STRINGS.
 */
export const RESOURCE_CENTRE_TEXTS = {
  en: {
    bannerHeading: 'Resource centre',
    bannerSubheading: 'Guides on EMIs, credit scores, car loans and borrowing safely.',
    featuredHeading: 'Featured articles',
    faqHeading: 'Frequently asked questions',
  },
  hi: {
    bannerHeading: 'जानकारी केंद्र',
    bannerSubheading: 'ईएमआई, क्रेडिट स्कोर, कार लोन और सुरक्षित तरीक़े से उधार लेने पर उपयोगी लेख।',
    featuredHeading: 'चुनिंदा लेख',
    faqHeading: 'अक्सर पूछे जाने वाले सवाल',
  },
} as const;
