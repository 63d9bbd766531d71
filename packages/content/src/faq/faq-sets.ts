import type { FaqSet, Link } from '../schemas.js';
import { FAQ_HUB_CATEGORIES, type FaqSetId } from './categories.js';
import { BUSINESS_LOAN_FAQ, BUSINESS_LOAN_FAQ_HI } from './sets/business-loan.js';
import { CREDIT_SCORE_FAQ, CREDIT_SCORE_FAQ_HI } from './sets/credit-score.js';
import { EMI_FAQ, EMI_FAQ_HI } from './sets/emi.js';
import { GREEN_LOAN_FAQ, GREEN_LOAN_FAQ_HI } from './sets/green-loan.js';
import { NEW_CAR_LOAN_FAQ, NEW_CAR_LOAN_FAQ_HI } from './sets/new-car-loan.js';
import { PERSONAL_LOAN_FAQ, PERSONAL_LOAN_FAQ_HI } from './sets/personal-loan.js';
import { REFINANCE_FAQ, REFINANCE_FAQ_HI } from './sets/refinance.js';
import { TWO_WHEELER_LOAN_FAQ, TWO_WHEELER_LOAN_FAQ_HI } from './sets/two-wheeler-loan.js';
import { USED_CAR_LOAN_FAQ, USED_CAR_LOAN_FAQ_HI } from './sets/used-car-loan.js';

/** Every FAQ set by id: the seven hub categories of spec §2 plus the credit-score and EMI FAQs. */
export const FAQS: Readonly<Record<FaqSetId, FaqSet>> = {
  'personal-loan': PERSONAL_LOAN_FAQ,
  'two-wheeler-loan': TWO_WHEELER_LOAN_FAQ,
  'used-car-loan': USED_CAR_LOAN_FAQ,
  'new-car-loan': NEW_CAR_LOAN_FAQ,
  'business-loan': BUSINESS_LOAN_FAQ,
  refinance: REFINANCE_FAQ,
  'green-loan': GREEN_LOAN_FAQ,
  'credit-score': CREDIT_SCORE_FAQ,
  emi: EMI_FAQ,
};

/** Every FAQ set in Hindi, by id: the same tags and links as {@link FAQS}, for the /hi pages. */
export const FAQS_HI: Readonly<Record<FaqSetId, FaqSet>> = {
  'personal-loan': PERSONAL_LOAN_FAQ_HI,
  'two-wheeler-loan': TWO_WHEELER_LOAN_FAQ_HI,
  'used-car-loan': USED_CAR_LOAN_FAQ_HI,
  'new-car-loan': NEW_CAR_LOAN_FAQ_HI,
  'business-loan': BUSINESS_LOAN_FAQ_HI,
  refinance: REFINANCE_FAQ_HI,
  'green-loan': GREEN_LOAN_FAQ_HI,
  'credit-score': CREDIT_SCORE_FAQ_HI,
  emi: EMI_FAQ_HI,
};

/**
 * How many items an FAQ accordion shows before View more (spec §9 Display).
 *
 * @rule CONTENT-006 FAQ accordions show 8 items by default for the credit-score FAQ, 6 for the EMI
 *   FAQ and 5 otherwise, 4 in the home-page accordion, and the dynamic FAQ shows up to 100; every
 *   FAQ set holds at least ten items so View more always has something to add.
 * @spec §9 Display
 * @param setId - The FAQ set shown.
 * @param placement - `home` for the home-page accordion, `page` elsewhere.
 * @returns The number of items visible before View more.
 * @example faqDefaultVisibleCount('credit-score', 'page') // 8
 */
export function faqDefaultVisibleCount(setId: FaqSetId, placement: 'home' | 'page'): number {
  if (placement === 'home') return 4;
  if (setId === 'credit-score') return 8;
  if (setId === 'emi') return 6;
  return 5;
}

/** Most items the dynamic FAQ shows (spec §9 Display). */
export const DYNAMIC_FAQ_LIMIT = 100;

/**
 * The FAQ page's list of hub categories (/resources/faq), each linking to its hub.
 *
 * @example FAQ_HUB_LINKS[0] // { text: 'Personal loan FAQs', href: '/resources/faq/personal-loan' }
 */
export const FAQ_HUB_LINKS: readonly Link[] = FAQ_HUB_CATEGORIES.map((category) => ({
  text: FAQS[category].title,
  href: `/resources/faq/${category}`,
}));

/** The FAQ page's list of hub categories in Hindi, with the same targets as {@link FAQ_HUB_LINKS}. */
export const FAQ_HUB_LINKS_HI: readonly Link[] = FAQ_HUB_CATEGORIES.map((category) => ({
  text: FAQS_HI[category].title,
  href: `/resources/faq/${category}`,
}));
