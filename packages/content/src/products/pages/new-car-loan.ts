import { NEW_CAR_LOAN_FAQ } from '../../faq/sets/new-car-loan.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, BENEFITS_EN } from '../common.js';

/** The new-car loan page (/new-car-loan). Tenure limits follow the calculator of spec §9. */
export const NEW_CAR_LOAN_PAGE_EN: ProductPage = {
  loanType: 'new-car',
  slug: 'new-car-loan',
  lang: 'en',
  metaTitle: 'New car loan for 1 to 7 years | Rinn',
  metaDescription: 'Pick your city, brand, model and variant, see the ex-showroom price and compare new car loans for 1 to 7 years with Rinn.',
  banner: {
    heading: 'Drive home your new car',
    subheading: 'See the ex-showroom price of your variant and compare new car loans for 1 to 7 years.',
    ctaText: 'Check your offer',
    badges: ['Rated 4.8/5', 'All major brands', 'Tenure up to 7 years'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'salaried',
      title: 'Salaried',
      points: ['A regular monthly salary', 'A good credit history', 'Minimum age, income and job tenure as set by the lender'],
    },
    {
      applicant: 'self-employed',
      title: 'Self-employed',
      points: ['A running business or profession with income shown in tax returns', 'A good credit history', 'Minimum age, income and business vintage as set by the lender'],
    },
  ],
  documents: [
    {
      applicant: 'salaried',
      title: 'Salaried',
      points: ['PAN card', 'Aadhaar or another address proof', 'Salary slips for the last 3 months', 'Form 16 or income tax returns', 'Bank statements for the last 6 months', 'Proforma invoice from the dealer'],
    },
    {
      applicant: 'self-employed',
      title: 'Self-employed',
      points: ['PAN card', 'Aadhaar or another address proof', 'Income tax returns for the last 2 years with computation of income', 'GST registration or Udyam certificate', 'Bank statements for the last 12 months', 'Proforma invoice from the dealer'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'calculator', title: 'Plan with the calculator', points: ['Choose city, brand, model and variant', 'See the ex-showroom price', 'Compare EMIs for 1 to 7 years'] },
    { id: 'ownership', title: 'After you buy', points: ['Hypothecation is recorded on the RC', 'Keep comprehensive insurance', 'Collect the NOC and Form 35 when the loan ends'] },
  ],
  faqs: NEW_CAR_LOAN_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Calculate Your EMI Now', href: '/two-wheeler-calculator' },
    { text: 'Car loan EMI calculator', href: '/emi-calculator' },
    { text: 'New car loan FAQs', href: '/resources/faq/new-car-loan' },
  ],
};
