/**
 * Product ids (`productsId`) sent when a lead or a loan journey starts.
 *
 * The spec gives two readings for product 2 (personal/car EMI; dashboard resume) and for
 * product 3 (balance transfer; refinance) and says both apply, so each reading has its own name
 * with the same id. Products 5 and 9 are not named by the spec beyond their use.
 *
 * @rule PROD-001 Product ids: 1 new car calculator and the new car EMI benefits block; 2 personal
 *   and car EMI, and resuming from the dashboard; 3 balance transfer and refinance; 5 the journey
 *   builder's default; 7 two-wheeler; 9 a constant set with vendor 5; 17 credit score check;
 *   26 the personal loan chatbot lead.
 * @spec §3 Product and vendor ids
 */
export const PRODUCT_IDS = {
  newCarCalculator: 1,
  personalOrCarEmi: 2,
  dashboardResume: 2,
  balanceTransfer: 3,
  refinance: 3,
  journeyBuilderDefault: 5,
  twoWheeler: 7,
  constantSet: 9,
  creditScoreCheck: 17,
  personalLoanChatbot: 26,
} as const;

/**
 * Vendor ids (`vendorsId`). 5 is the usual start, 6 the different start used to resume
 * applications of system 5 and NBFC leads, 7 the two-wheeler pairing.
 *
 * @rule PROD-002 Vendor ids seen are 5, 6 and 7: 5 is the default, 6 resumes system-5 and NBFC
 *   applications, 7 pairs with two-wheeler product 7.
 * @spec §3 Product and vendor ids; §4 Application card
 */
export const VENDOR_IDS = {
  standard: 5,
  nbfcResume: 6,
  twoWheeler: 7,
} as const;

/** A `productsId` with its `vendorsId`. */
export interface ProductVendorPair {
  readonly productsId: number;
  readonly vendorsId: number;
}

/**
 * The fixed product/vendor pairs the product sends.
 *
 * @rule PROD-003 Fixed pairs: the personal loan chatbot lead is product 26 with vendor 5; the
 *   constant sets are product 9 with vendor 5 and product 7 with vendor 7; the journey builder
 *   defaults to product 5 with vendor 5.
 * @spec §3 Product and vendor ids
 */
export const PRODUCT_VENDOR_PAIRS = {
  personalLoanChatbot: { productsId: PRODUCT_IDS.personalLoanChatbot, vendorsId: VENDOR_IDS.standard },
  constantSet: { productsId: PRODUCT_IDS.constantSet, vendorsId: VENDOR_IDS.standard },
  twoWheeler: { productsId: PRODUCT_IDS.twoWheeler, vendorsId: VENDOR_IDS.twoWheeler },
  journeyBuilderDefault: { productsId: PRODUCT_IDS.journeyBuilderDefault, vendorsId: VENDOR_IDS.standard },
} as const satisfies Record<string, ProductVendorPair>;

/**
 * Product codes carried by dashboard application cards (the `product` query of
 * `/loan-details`). Only these two change card behaviour; other codes pass through unchanged.
 *
 * @rule PROD-004 Application cards use the product code tw_ev for electric two-wheeler loans
 *   and refinance for loans against a car.
 * @spec §2 Routes (/loan-details); §4 Application card
 */
export const CARD_PRODUCT_CODES = {
  twoWheelerEv: 'tw_ev',
  refinance: 'refinance',
} as const;

/**
 * The product code a dashboard card carries for each loan type (the `product` of an application
 * made through the journey), and back. Seeded and lender-system cards may carry other codes
 * (`tw_ev`); those have no loan type here.
 *
 * @rule PROD-008 Each loan type has one card product code (personal, instant, usedcar, newcar,
 *   refinance, ev, twowheeler, commercial, bt_topup, business), and each such code names exactly
 *   one loan type back.
 * @spec §2 Routes (/loan-details product); §4 Application card
 */
export const CARD_PRODUCT_CODE_BY_SLUG = {
  'personal-loan': 'personal',
  'instant-loan': 'instant',
  'used-car-loan': 'usedcar',
  'new-car-loan': 'newcar',
  refinance: 'refinance',
  'ev-loan': 'ev',
  'two-wheeler-loan': 'twowheeler',
  'commercial-vehicle-loan': 'commercial',
  'bt-top-up-loan': 'bt_topup',
  'business-loan': 'business',
} as const satisfies Readonly<Record<LoanProductSlug, string>>;

/**
 * The loan type of a card's product code (PROD-008).
 *
 * @param code - the card's `product`
 * @returns the loan type's slug, or null for a code no loan type uses (e.g. `tw_ev`)
 * @example
 * ```ts
 * loanTypeOfCardProduct('usedcar'); // 'used-car-loan'
 * ```
 */
export function loanTypeOfCardProduct(code: string): LoanProductSlug | null {
  for (const [slug, candidate] of Object.entries(CARD_PRODUCT_CODE_BY_SLUG)) {
    if (candidate === code) return slug as LoanProductSlug;
  }
  return null;
}

/** The slug of one of the ten loan types. */
export type LoanProductSlug = (typeof LOAN_PRODUCTS)[number]['slug'];

/** One loan type of the marketplace, with where it lives on the site. */
export interface LoanProduct {
  readonly slug: string;
  readonly name: string;
  /** The product page. */
  readonly route: string;
  /** The EMI calculator page that serves it, or null. */
  readonly calculatorRoute: string | null;
  /** The FAQ hub category (`/resources/faq/{category}`), or null. */
  readonly faqCategory: string | null;
}

/**
 * The ten loan types of the marketplace and their pages.
 *
 * @rule PROD-005 The ten loan types are personal, instant, used car, new car, loan against a car
 *   (refinance), green/EV, two-wheeler (electric and petrol), commercial vehicle, balance-transfer
 *   top-up and business. Their pages are /personal-loan, /instant-loan, /used-car-loan,
 *   /new-car-loan, /refinance, /ev-loan and /two-wheeler-loan (named by §2), and Rinn's own
 *   /commercial-vehicle-loan, /bt-top-up-loan and /business-loan for the three types §2 shows no
 *   page for (the business journey itself starts at /uj-business?popup=1).
 * @spec §1; §2 Routes
 */
export const LOAN_PRODUCTS = [
  { slug: 'personal-loan', name: 'Personal loan', route: '/personal-loan', calculatorRoute: null, faqCategory: 'personal-loan' },
  { slug: 'instant-loan', name: 'Instant loan', route: '/instant-loan', calculatorRoute: null, faqCategory: null },
  { slug: 'used-car-loan', name: 'Used car loan', route: '/used-car-loan', calculatorRoute: '/emi-calculator', faqCategory: 'used-car-loan' },
  { slug: 'new-car-loan', name: 'New car loan', route: '/new-car-loan', calculatorRoute: '/emi-calculator', faqCategory: 'new-car-loan' },
  { slug: 'refinance', name: 'Loan against car', route: '/refinance', calculatorRoute: '/bt-calculator', faqCategory: 'refinance' },
  { slug: 'ev-loan', name: 'Green / EV loan', route: '/ev-loan', calculatorRoute: null, faqCategory: 'green-loan' },
  { slug: 'two-wheeler-loan', name: 'Two-wheeler loan', route: '/two-wheeler-loan', calculatorRoute: '/two-wheeler-calculator', faqCategory: 'two-wheeler-loan' },
  { slug: 'commercial-vehicle-loan', name: 'Commercial vehicle loan', route: '/commercial-vehicle-loan', calculatorRoute: null, faqCategory: null },
  { slug: 'bt-top-up-loan', name: 'Balance transfer top-up', route: '/bt-top-up-loan', calculatorRoute: '/bt-calculator', faqCategory: null },
  { slug: 'business-loan', name: 'Business loan', route: '/business-loan', calculatorRoute: null, faqCategory: 'business-loan' },
] as const satisfies readonly LoanProduct[];

/**
 * The journey page for business loans, reached by the As an Employee login option.
 *
 * @rule PROD-006 The business journey page is /uj-business?popup=1.
 * @spec §2 Routes
 */
export const BUSINESS_JOURNEY_PATH = '/uj-business?popup=1';

/**
 * The loan type with a given slug.
 *
 * @param slug - one of {@link LOAN_PRODUCTS}' slugs
 * @returns its row, or undefined for an unknown slug
 * @example
 * ```ts
 * loanProduct('ev-loan')?.faqCategory; // 'green-loan'
 * ```
 */
export function loanProduct(slug: string): LoanProduct | undefined {
  return LOAN_PRODUCTS.find((product) => product.slug === slug);
}

/**
 * Path of a city page.
 *
 * @rule PROD-007 A city page lives at /{product}/city/{citySlug}.
 * @spec §2 Routes
 * @workedExample refinance, pune → /refinance/city/pune
 * @param productSlug - the product segment, e.g. `refinance`
 * @param citySlug - the city's slug, e.g. `new-delhi`
 * @returns the path, each segment URI-encoded
 * @example
 * ```ts
 * cityPagePath('refinance', 'new-delhi'); // '/refinance/city/new-delhi'
 * ```
 */
export function cityPagePath(productSlug: string, citySlug: string): string {
  return `/${encodeURIComponent(productSlug)}/city/${encodeURIComponent(citySlug)}`;
}
