import type { ProductPage } from '../schemas.js';
import type { LoanTypeId } from './loan-types.js';
import { BT_TOP_UP_LOAN_PAGE_EN, BT_TOP_UP_LOAN_PAGE_HI } from './pages/bt-top-up-loan.js';
import { BUSINESS_LOAN_PAGE_EN, BUSINESS_LOAN_PAGE_HI } from './pages/business-loan.js';
import { COMMERCIAL_VEHICLE_LOAN_PAGE_EN, COMMERCIAL_VEHICLE_LOAN_PAGE_HI } from './pages/commercial-vehicle-loan.js';
import { EV_LOAN_PAGE_EN, EV_LOAN_PAGE_HI } from './pages/ev-loan.js';
import { INSTANT_LOAN_PAGE_EN, INSTANT_LOAN_PAGE_HI } from './pages/instant-loan.js';
import { NEW_CAR_LOAN_PAGE_EN, NEW_CAR_LOAN_PAGE_HI } from './pages/new-car-loan.js';
import { PERSONAL_LOAN_PAGE_EN, PERSONAL_LOAN_PAGE_HI } from './pages/personal-loan.js';
import { REFINANCE_PAGE_EN, REFINANCE_PAGE_HI } from './pages/refinance.js';
import { TWO_WHEELER_LOAN_PAGE_EN, TWO_WHEELER_LOAN_PAGE_HI } from './pages/two-wheeler-loan.js';
import { USED_CAR_LOAN_PAGE_EN, USED_CAR_LOAN_PAGE_HI } from './pages/used-car-loan.js';

/**
 * The English product page of each of the ten loan types of spec §1.
 *
 * @rule CONTENT-014 Figures a reader may act on agree with the rule packages: the personal-loan
 *   and instant-loan eligibility (age 21, income ₹10,000), the green-loan minimum age (18), the
 *   personal-loan terms (from 11 %, up to 5 years, up to ₹5 lakh), the two-wheeler starting rate
 *   (10.5 %), the 12 EMIs needed to refinance and the ₹10,00,000 cash-in-hand cap are the values
 *   of @rinn/rules and @rinn/loan-math.
 * @spec §2 Eligibility blocks; §9 Rates and eligibility; §9 Calculators
 */
export const PRODUCT_PAGES_EN: Readonly<Record<LoanTypeId, ProductPage>> = {
  personal: PERSONAL_LOAN_PAGE_EN,
  instant: INSTANT_LOAN_PAGE_EN,
  'used-car': USED_CAR_LOAN_PAGE_EN,
  'new-car': NEW_CAR_LOAN_PAGE_EN,
  refinance: REFINANCE_PAGE_EN,
  ev: EV_LOAN_PAGE_EN,
  'two-wheeler': TWO_WHEELER_LOAN_PAGE_EN,
  'commercial-vehicle': COMMERCIAL_VEHICLE_LOAN_PAGE_EN,
  'bt-top-up': BT_TOP_UP_LOAN_PAGE_EN,
  business: BUSINESS_LOAN_PAGE_EN,
};

/** The Hindi product page of each loan type: /hi pages show the same products in Hindi. */
export const PRODUCT_PAGES_HI: Readonly<Record<LoanTypeId, ProductPage>> = {
  personal: PERSONAL_LOAN_PAGE_HI,
  instant: INSTANT_LOAN_PAGE_HI,
  'used-car': USED_CAR_LOAN_PAGE_HI,
  'new-car': NEW_CAR_LOAN_PAGE_HI,
  refinance: REFINANCE_PAGE_HI,
  ev: EV_LOAN_PAGE_HI,
  'two-wheeler': TWO_WHEELER_LOAN_PAGE_HI,
  'commercial-vehicle': COMMERCIAL_VEHICLE_LOAN_PAGE_HI,
  'bt-top-up': BT_TOP_UP_LOAN_PAGE_HI,
  business: BUSINESS_LOAN_PAGE_HI,
};
