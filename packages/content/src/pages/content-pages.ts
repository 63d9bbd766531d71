import type { ContentPage } from '../schemas.js';
import { BT_CALCULATOR_PAGE, EMI_CALCULATOR_PAGE, TWO_WHEELER_CALCULATOR_PAGE } from './calculators.js';
import { CONTACT_PAGE } from './contact.js';
import { CREDIT_SCORE_PAGE } from './credit-score.js';
import { PERSONAL_LOAN_INTEREST_RATE_PAGE, WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE } from './personal-loan-info.js';

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
