import { BUSINESS_LOAN_FAQ } from '../../faq/sets/business-loan.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, BENEFITS_EN } from '../common.js';

/** The business-loan page (/business-loan), a Rinn path for a §1 loan type; applications start at /uj-business. */
export const BUSINESS_LOAN_PAGE_EN: ProductPage = {
  loanType: 'business',
  slug: 'business-loan',
  lang: 'en',
  metaTitle: 'Business loans for small businesses | Rinn',
  metaDescription: 'Working capital, equipment or expansion: compare business loans for proprietors, partnerships and companies with Rinn.',
  banner: {
    heading: 'Business loans to help you grow',
    subheading: 'Working capital, stock, equipment or expansion — compare business loans from our lending partners.',
    ctaText: 'Start your application',
    badges: ['Rated 4.8/5', 'Secured and unsecured', 'For MSMEs'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'self-employed',
      title: 'Who can apply',
      points: ['Proprietors, partnerships, LLPs and private limited companies', 'A running business with turnover shown in tax returns', 'A reasonable credit history of the business and its owners', 'Business vintage as set by the lender'],
    },
  ],
  documents: [
    {
      applicant: 'self-employed',
      title: 'Documents',
      points: ['PAN and Aadhaar of the owners', 'PAN of the business', 'GST registration or Udyam certificate', 'Income tax returns with financial statements for the last 2 years', 'Business bank statements for the last 12 months'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'uses', title: 'Use it for', points: ['Working capital', 'Stock and inventory', 'Machinery and equipment', 'Opening a new outlet'] },
    { id: 'types', title: 'Loan types', points: ['Unsecured term loans', 'Loans against property or machinery', 'Working-capital limits'] },
  ],
  faqs: BUSINESS_LOAN_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Start a business loan application', href: '/uj-business?popup=1' },
    { text: 'Business loan FAQs', href: '/resources/faq/business-loan' },
    { text: 'Commercial vehicle loans', href: '/commercial-vehicle-loan' },
  ],
};
