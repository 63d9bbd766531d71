import type { ProductPage } from '../../schemas.js';
import { faq } from '../../faq/faq-item.js';
import { APPLY_STEPS_EN, BENEFITS_EN } from '../common.js';

/** The commercial-vehicle loan page (/commercial-vehicle-loan), a Rinn path for a §1 loan type. */
export const COMMERCIAL_VEHICLE_LOAN_PAGE_EN: ProductPage = {
  loanType: 'commercial-vehicle',
  slug: 'commercial-vehicle-loan',
  lang: 'en',
  metaTitle: 'Commercial vehicle loan | Rinn',
  metaDescription: 'Finance trucks, pick-ups, vans and three-wheelers for your business. Compare commercial vehicle loans from lenders on Rinn.',
  banner: {
    heading: 'Commercial vehicle loans that keep you moving',
    subheading: 'Finance trucks, pick-ups, vans, buses and three-wheelers for your business or fleet.',
    ctaText: 'Check your offer',
    badges: ['Rated 4.8/5', 'New and used vehicles', 'First-time buyers welcome'],
  },
  benefits: [...BENEFITS_EN],
  eligibility: [
    {
      applicant: 'self-employed',
      title: 'Transporters and businesses',
      points: ['Fleet owners, transport operators and businesses using the vehicle for work', 'Income from the vehicle or business shown in bank statements or tax returns', 'Experience and other requirements as set by the lender'],
    },
    {
      applicant: 'salaried',
      title: 'Owner-drivers',
      points: ['A valid commercial driving licence', 'A reasonable credit history', 'A guarantor if the lender asks for one'],
    },
  ],
  documents: [
    {
      applicant: 'all',
      title: 'Documents',
      points: ['PAN card', 'Aadhaar or another address proof', 'Bank statements for the last 12 months', 'Income tax returns or business proof', 'Proforma invoice or RC of the vehicle', 'Existing fleet details, if any'],
    },
  ],
  steps: [...APPLY_STEPS_EN],
  highlights: [
    { id: 'vehicles', title: 'What you can finance', points: ['Light and heavy trucks', 'Pick-ups and vans', 'Buses', 'Three-wheelers'] },
    { id: 'repayment', title: 'Repayment', points: ['EMIs planned around your earnings', 'Vehicle hypothecated until repaid', 'Commercial permit and insurance kept valid'] },
  ],
  faqs: [
    faq('What is a commercial vehicle loan?', 'A loan to buy a vehicle used to earn income, such as a truck, pick-up, van, bus or three-wheeler. The vehicle is hypothecated to the lender until the loan is repaid.', ['basics']),
    faq('Can first-time buyers apply?', 'Yes, many lenders finance first-time buyers, sometimes with a guarantor or a higher down payment.', ['eligibility']),
    faq('Can I finance a used commercial vehicle?', 'Yes. The lender values the vehicle and finances a share of that value, depending on its age and condition.', ['eligibility']),
    faq('What decides the interest rate?', 'Your credit history, business income, the vehicle and its use, the down payment and the lender. The Key Fact Statement shows the rate and the APR.', ['rates-charges']),
  ],
  relatedLinks: [
    { text: 'Business loans', href: '/business-loan' },
    { text: 'EMI calculator', href: '/emi-calculator' },
    { text: 'All FAQs', href: '/resources/faq' },
  ],
};
