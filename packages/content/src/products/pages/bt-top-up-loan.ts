import { REFINANCE_FAQ } from '../../faq/sets/refinance.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, BENEFITS_EN } from '../common.js';

/** The balance-transfer top-up page (/bt-top-up-loan), a Rinn path for a §1 loan type. Rules follow spec §9. */
export const BT_TOP_UP_LOAN_PAGE_EN: ProductPage = {
  loanType: 'bt-top-up',
  slug: 'bt-top-up-loan',
  lang: 'en',
  metaTitle: 'Balance transfer with top-up | Rinn',
  metaDescription: 'Move your car loan to a new lender and take a top-up. See your cash in hand with the balance transfer calculator on Rinn.',
  banner: {
    heading: 'Balance transfer with a top-up',
    subheading: 'Move your existing car loan to a new lender and take extra cash on top, once 12 EMIs are paid.',
    ctaText: 'Calculate your top-up',
    badges: ['Rated 4.8/5', 'One loan, one EMI', 'Top-up up to ₹10,00,000'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'all',
      title: 'Who can apply',
      points: ['At least 12 EMIs paid on your current loan', 'A regular repayment record with no missed EMIs', 'Income to support the new EMI'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'Documents',
      points: ['PAN card', 'Aadhaar or another address proof', 'Income proof', 'Loan statement and foreclosure letter from your current lender', 'RC and insurance of the car'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'how', title: 'How the top-up is estimated', points: ['EMI × EMIs paid × 1.3 (12–18 paid), 1.4 (19–24) or 1.6 (more)', 'Capped at ₹10,00,000 and at the new loan amount', 'Foreclosure of the old loan estimated at 5% of the outstanding'] },
    { id: 'compare', title: 'Before you switch', points: ['Compare the APR of the new loan with your current one', 'Add the foreclosure and processing charges', 'Check the new tenure and EMI'] },
  ],
  faqs: REFINANCE_FAQ.items.slice(1, 5),
  relatedLinks: [
    { text: 'Balance transfer calculator', href: '/bt-calculator' },
    { text: 'Loan against car', href: '/refinance' },
    { text: 'Loan against car FAQs', href: '/resources/faq/refinance' },
  ],
};
