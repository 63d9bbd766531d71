import { PRODUCT_IDS, PRODUCT_VENDOR_PAIRS, VENDOR_IDS, type ProductVendorPair } from '@rinn/rules';
import type { LoanTypeId } from './loan-types.js';

/**
 * The product and vendor ids the 'Check your offer' button of each product page starts a journey
 * with.
 *
 * @rule CONTENT-016 Product pages start journeys with the ids of spec §3: personal, instant and
 *   used-car loans product 2 (personal/car EMI); new car product 1; refinance and balance-transfer
 *   top-up product 3; each with vendor 5; two-wheeler the fixed pair product 7 with vendor 7; the
 *   loan types §3 gives no id for (EV, commercial vehicle, business) the journey builder's default,
 *   product 5 with vendor 5.
 * @spec §3 Product and vendor ids
 * @example PRODUCT_JOURNEYS['two-wheeler'] // { productsId: 7, vendorsId: 7 }
 */
export const PRODUCT_JOURNEYS: Readonly<Record<LoanTypeId, ProductVendorPair>> = {
  personal: { productsId: PRODUCT_IDS.personalOrCarEmi, vendorsId: VENDOR_IDS.standard },
  instant: { productsId: PRODUCT_IDS.personalOrCarEmi, vendorsId: VENDOR_IDS.standard },
  'used-car': { productsId: PRODUCT_IDS.personalOrCarEmi, vendorsId: VENDOR_IDS.standard },
  'new-car': { productsId: PRODUCT_IDS.newCarCalculator, vendorsId: VENDOR_IDS.standard },
  refinance: { productsId: PRODUCT_IDS.refinance, vendorsId: VENDOR_IDS.standard },
  'bt-top-up': { productsId: PRODUCT_IDS.balanceTransfer, vendorsId: VENDOR_IDS.standard },
  'two-wheeler': PRODUCT_VENDOR_PAIRS.twoWheeler,
  ev: PRODUCT_VENDOR_PAIRS.journeyBuilderDefault,
  'commercial-vehicle': PRODUCT_VENDOR_PAIRS.journeyBuilderDefault,
  business: PRODUCT_VENDOR_PAIRS.journeyBuilderDefault,
};
