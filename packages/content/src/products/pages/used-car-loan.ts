import { USED_CAR_LOAN_FAQ } from '../../faq/sets/used-car-loan.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, BENEFITS_EN } from '../common.js';
import { USED_CAR_RATE_TABLE } from '../rate-tables.js';

/** The used-car loan page (/used-car-loan). Rates and fee follow spec §9. */
export const USED_CAR_LOAN_PAGE_EN: ProductPage = {
  loanType: 'used-car',
  slug: 'used-car-loan',
  lang: 'en',
  metaTitle: 'Used car loan from 14% a year | Rinn',
  metaDescription: 'Finance a pre-owned car with indicative rates from 14% a year and a 1% processing fee. Compare lenders and check your offer with Rinn.',
  banner: {
    heading: 'Used car loans that fit your budget',
    subheading: 'Indicative rates from 14% a year with a 1% processing fee, for cars from dealers or individual sellers.',
    ctaText: 'Check your offer',
    badges: ['Rated 4.8/5', 'Dealer or private sale', 'Quick valuation'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'salaried',
      title: 'Salaried',
      points: ['A regular monthly salary from a stable employer', 'A good credit history', 'Minimum age, income and job tenure as set by the lender'],
    },
    {
      applicant: 'self-employed',
      title: 'Self-employed',
      points: ['A running business with income shown in tax returns', 'A good credit history', 'Minimum age, income and business vintage as set by the lender'],
    },
  ],
  documents: [
    {
      applicant: 'salaried',
      title: 'Salaried',
      points: ['PAN card', 'Aadhaar or another address proof', 'Salary slips for the last 3 months', 'Bank statements for the last 6 months', 'RC and insurance copy of the car'],
    },
    {
      applicant: 'self-employed',
      title: 'Self-employed',
      points: ['PAN card', 'Aadhaar or another address proof', 'Income tax returns for the last 2 years with computation of income', 'Business proof such as GST registration', 'Bank statements for the last 12 months', 'RC and insurance copy of the car'],
    },
  ],
  rates: USED_CAR_RATE_TABLE,
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'charges', title: 'Charges to expect', points: ['Processing fee of 1% plus 18% GST', 'Valuation charges', 'Stamp duty on the agreement', 'Insurance'] },
    { id: 'checks', title: 'Before you buy', points: ['Check the RC, insurance and service history', 'Confirm there is no pending loan on the car', 'Get the car valued by the lender'] },
  ],
  faqs: USED_CAR_LOAN_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Car loan EMI calculator', href: '/emi-calculator' },
    { text: 'Used car loan FAQs', href: '/resources/faq/used-car-loan' },
    { text: 'Used car loans in New Delhi', href: '/used-car-loan/city/new-delhi' },
  ],
};
