import { GREEN_LOAN_FAQ } from '../../faq/sets/green-loan.js';
import type { ProductPage } from '../../schemas.js';
import { APPLY_STEPS_EN, BENEFITS_EN } from '../common.js';

/** The green / EV loan page (/ev-loan). Eligibility follows spec §2 and §9. */
export const EV_LOAN_PAGE_EN: ProductPage = {
  loanType: 'ev',
  slug: 'ev-loan',
  lang: 'en',
  metaTitle: 'Green loan for electric vehicles | Rinn',
  metaDescription: 'Finance an electric car, scooter or motorcycle with a green loan. Apply from age 18 and compare lenders online with Rinn.',
  banner: {
    heading: 'Green loans for electric vehicles',
    subheading: 'Switch to an electric car, scooter or motorcycle and spread the cost over easy EMIs.',
    ctaText: 'Check your offer',
    badges: ['Rated 4.8/5', 'Cars and two-wheelers', 'Apply from age 18'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'all',
      title: 'Who can apply',
      points: ['Age at least 18 years when you apply', 'A decent bureau score', 'No default on existing loans with the lender'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'Documents',
      points: ['PAN card', 'Aadhaar or another address proof', 'Salary slips or income tax returns', 'Bank statements for the last 6 months', 'Proforma invoice from the dealer'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'why-ev', title: 'Why go electric', points: ['Lower running cost per kilometre', 'GST on EVs is 5%', 'No tailpipe emissions'] },
    { id: 'vehicles', title: 'What you can finance', points: ['Electric cars', 'Electric scooters', 'Electric motorcycles'] },
  ],
  faqs: GREEN_LOAN_FAQ.items.slice(0, 4),
  relatedLinks: [
    { text: 'Green loan FAQs', href: '/resources/faq/green-loan' },
    { text: 'Two-wheeler loans', href: '/two-wheeler-loan' },
    { text: 'EMI calculator', href: '/emi-calculator' },
  ],
};
