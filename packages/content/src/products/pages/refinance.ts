import { REFINANCE_FAQ } from '../../faq/sets/refinance.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, BENEFITS_EN } from '../common.js';

/** The loan-against-car page (/refinance). Cash-in-hand rules follow spec §9 Balance transfer. */
export const REFINANCE_PAGE_EN: ProductPage = {
  loanType: 'refinance',
  slug: 'refinance',
  lang: 'en',
  metaTitle: 'Loan against car: refinance and get cash | Rinn',
  metaDescription: 'Refinance your car loan after 12 EMIs and get cash in hand of up to ₹10,00,000. Check your eligibility and estimate with Rinn.',
  banner: {
    heading: 'Unlock cash from your car',
    subheading: 'Paid 12 EMIs or more? Refinance your car loan and get cash in hand of up to ₹10,00,000.',
    ctaText: 'Check eligibility',
    badges: ['Rated 4.8/5', 'Keep driving your car', '24 cities'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'all',
      title: 'Who can apply',
      points: ['At least 12 EMIs paid on your current car loan (or a car you own outright)', 'The car registered in your name in one of our 24 cities', 'Valid RC and insurance', 'A good repayment record'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'Documents',
      points: ['PAN card', 'Aadhaar or another address proof', 'Income proof', 'RC and insurance of the car', 'Statement of your current car loan with the foreclosure amount'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'what', title: 'What it is', points: ['A new loan on your car that pays off the old one', 'Extra cash in hand on top', 'Your car stays with you'] },
    { id: 'reasons', title: 'Why people refinance', points: ['Fund a business or a family need', 'Move to a lower rate', 'Consolidate costlier debt'] },
    { id: 'cash', title: 'How cash in hand is estimated', points: ['EMI × EMIs paid × 1.3, 1.4 or 1.6', 'Capped at ₹10,00,000', 'Never more than the new loan amount'] },
  ],
  faqs: REFINANCE_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Balance transfer calculator', href: '/bt-calculator' },
    { text: 'Loan against car FAQs', href: '/resources/faq/refinance' },
    { text: 'Loan against car in Mumbai', href: '/refinance/city/mumbai' },
  ],
};
