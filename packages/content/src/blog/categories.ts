import type { LoanProductSlug } from '@rinn/rules';

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

/** The loan type each category that is about one loan names; the others (EMI, credit score, rights) name none. */
const LOAN_TYPE_OF_CATEGORY: Readonly<Partial<Record<BlogCategory, LoanProductSlug>>> = {
  'personal-loan': 'personal-loan',
  'car-loan': 'used-car-loan',
  'two-wheeler-loan': 'two-wheeler-loan',
  'ev-loan': 'ev-loan',
  refinance: 'refinance',
};

/**
 * The loan an article is about, for its "check your offer" form.
 *
 * @rule BLOG-011 An article's form starts the journey of the loan its first loan category names
 *   (personal loan; car loan → used-car loan, the car loan most asked for; two-wheeler; EV;
 *   refinance & balance transfer → loan against car); an article with no loan category starts the
 *   journey builder's default.
 * @spec §2 Blog article (check your offer in 15 seconds); §3 Journey start parameters
 * @param categories - the article's categories, in its order
 * @returns the loan type's slug, or null
 * @example
 * ```ts
 * articleLoanType(['emi', 'car-loan']); // 'used-car-loan'
 * articleLoanType(['credit-score']); // null
 * ```
 */
export function articleLoanType(categories: readonly BlogCategory[]): LoanProductSlug | null {
  for (const category of categories) {
    const loanType = LOAN_TYPE_OF_CATEGORY[category];
    if (loanType !== undefined) return loanType;
  }
  return null;
}
