/** The seven FAQ hub categories of spec §2, each served at `/resources/faq/{category}`. */
export const FAQ_HUB_CATEGORIES = [
  'personal-loan',
  'two-wheeler-loan',
  'used-car-loan',
  'new-car-loan',
  'business-loan',
  'refinance',
  'green-loan',
] as const;

/** One FAQ hub category. */
export type FaqHubCategory = (typeof FAQ_HUB_CATEGORIES)[number];

/**
 * Every FAQ set: the hub categories plus the credit-score FAQ (shown on /cibil-score) and the EMI
 * FAQ (shown on the calculators), which have no hub page of their own.
 */
export const FAQ_SETS = [...FAQ_HUB_CATEGORIES, 'credit-score', 'emi'] as const;

/** One FAQ set id. */
export type FaqSetId = (typeof FAQ_SETS)[number];
