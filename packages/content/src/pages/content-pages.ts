import type { ContentPage } from '../schemas.js';
import {
  BT_CALCULATOR_PAGE,
  BT_CALCULATOR_PAGE_HI,
  EMI_CALCULATOR_PAGE,
  EMI_CALCULATOR_PAGE_HI,
  TWO_WHEELER_CALCULATOR_PAGE,
  TWO_WHEELER_CALCULATOR_PAGE_HI,
} from './calculators.js';
import { CONTACT_PAGE, CONTACT_PAGE_HI } from './contact.js';
import { CREDIT_SCORE_PAGE, CREDIT_SCORE_PAGE_HI } from './credit-score.js';
import {
  PERSONAL_LOAN_INTEREST_RATE_PAGE,
  PERSONAL_LOAN_INTEREST_RATE_PAGE_HI,
  WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE,
  WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE_HI,
} from './personal-loan-info.js';

/** Every text page of spec §2 that is not a product, FAQ, city, bank, blog or legal page. */
export const CONTENT_PAGES: readonly ContentPage[] = [
  CREDIT_SCORE_PAGE,
  EMI_CALCULATOR_PAGE,
  TWO_WHEELER_CALCULATOR_PAGE,
  BT_CALCULATOR_PAGE,
  PERSONAL_LOAN_INTEREST_RATE_PAGE,
  WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE,
  CONTACT_PAGE,
];

/** The same text pages in Hindi, in the same order and at the same paths. */
export const CONTENT_PAGES_HI: readonly ContentPage[] = [
  CREDIT_SCORE_PAGE_HI,
  EMI_CALCULATOR_PAGE_HI,
  TWO_WHEELER_CALCULATOR_PAGE_HI,
  BT_CALCULATOR_PAGE_HI,
  PERSONAL_LOAN_INTEREST_RATE_PAGE_HI,
  WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE_HI,
  CONTACT_PAGE_HI,
];
