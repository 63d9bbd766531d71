/**
 * The banks with their own personal-loan pages, keyed by URL slug. Each bank has three pages:
 * `/{slug}-personal-loan`, `/{slug}-personal-loan-interest-rate` and
 * `/{slug}-personal-loan-emi-calculator`.
 */
export const BANK_NAMES = {
  sbi: 'State Bank of India',
  'hdfc-bank': 'HDFC Bank',
  'icici-bank': 'ICICI Bank',
  'axis-bank': 'Axis Bank',
  'kotak-mahindra-bank': 'Kotak Mahindra Bank',
  'bank-of-baroda': 'Bank of Baroda',
} as const;

/** The slug of a bank with personal-loan pages. */
export type BankSlug = keyof typeof BANK_NAMES;

/** The three pages every bank has: its personal loan, its interest rates and its EMI calculator. */
export const BANK_PAGE_KINDS = ['loan', 'interest-rate', 'emi-calculator'] as const;

/** One of the three bank pages. */
export type BankPageKind = (typeof BANK_PAGE_KINDS)[number];
