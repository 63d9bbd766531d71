/** Category ids of blog articles; the banner's category tag shows the label in the page language. */
export const BLOG_CATEGORIES = [
  'emi',
  'credit-score',
  'personal-loan',
  'car-loan',
  'two-wheeler-loan',
  'ev-loan',
  'refinance',
  'borrower-rights',
] as const;

/** One blog category id. */
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Display labels of each category, in English and Hindi. */
export const BLOG_CATEGORY_LABELS: Readonly<Record<BlogCategory, { readonly en: string; readonly hi: string }>> = {
  emi: { en: 'EMI', hi: 'ईएमआई' },
  'credit-score': { en: 'Credit score', hi: 'क्रेडिट स्कोर' },
  'personal-loan': { en: 'Personal loan', hi: 'पर्सनल लोन' },
  'car-loan': { en: 'Car loan', hi: 'कार लोन' },
  'two-wheeler-loan': { en: 'Two-wheeler loan', hi: 'टू-व्हीलर लोन' },
  'ev-loan': { en: 'EV loan', hi: 'ईवी लोन' },
  refinance: { en: 'Refinance & balance transfer', hi: 'रीफ़ाइनेंस और बैलेंस ट्रांसफ़र' },
  'borrower-rights': { en: 'Borrower rights & safety', hi: 'ग्राहक अधिकार और सुरक्षा' },
};
