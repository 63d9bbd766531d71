import { APPLY_STEPS_EN } from '../products/common.js';
import type { HighlightTab, HomeSection, Link, StepGuide } from '../schemas.js';

/** The home page's sections in display order (spec §2 Screens and sections). */
export const HOME_SECTIONS: readonly HomeSection[] = [
  { id: 'hero', heading: 'Compare loans. Borrow better.', subheading: 'Personal, car, two-wheeler and business loans from trusted lenders, in one place.' },
  { id: 'product-tiles', heading: 'Loans for every need' },
  { id: 'trust-stats', heading: 'Trusted by borrowers across India' },
  { id: 'highlights', heading: 'Why borrow with Rinn' },
  { id: 'step-guide', heading: 'How it works' },
  { id: 'vehicle-loans', heading: 'Vehicle loans' },
  { id: 'credit-score', heading: 'Know your credit score', subheading: 'New users get a one-time free credit score check.' },
  { id: 'lending-partners', heading: 'Our lending partners' },
  { id: 'testimonials', heading: 'What our customers say', subheading: 'Rated 4.8/5' },
  { id: 'media-news', heading: 'Rinn in the news' },
  { id: 'careers', heading: 'Life at Rinn' },
  { id: 'faq', heading: 'Frequently asked questions' },
];

/** Product tiles of the home page, linking to the loan pages. */
export const PRODUCT_TILES: readonly Link[] = [
  { text: 'Personal Loan', href: '/personal-loan' },
  { text: 'Instant Loan', href: '/instant-loan' },
  { text: 'Used Car Loan', href: '/used-car-loan' },
  { text: 'New Car Loan', href: '/new-car-loan' },
  { text: 'Loan Against Car', href: '/refinance' },
  { text: 'EV Loan', href: '/ev-loan' },
  { text: 'Two-Wheeler Loan', href: '/two-wheeler-loan' },
  { text: 'Commercial Vehicle Loan', href: '/commercial-vehicle-loan' },
  { text: 'Balance Transfer Top-up', href: '/bt-top-up-loan' },
  { text: 'Business Loan', href: '/business-loan' },
  { text: 'Credit Score', href: '/cibil-score' },
];

/** The highlights tabs of the home page. */
export const HOME_HIGHLIGHT_TABS: readonly HighlightTab[] = [
  { id: 'compare', title: 'Compare', points: ['Offers from several lenders side by side', 'Rates, fees and EMIs in one view', 'APR shown in every Key Fact Statement'] },
  { id: 'calculate', title: 'Calculate', points: ['Car, two-wheeler and balance transfer calculators', 'Year-by-year repayment schedule', 'Cash-in-hand estimate for refinance'] },
  { id: 'apply', title: 'Apply', points: ['Check your offer with your mobile number', 'Upload documents online', 'Track every application on your dashboard'] },
  { id: 'learn', title: 'Learn', points: ['Guides on EMIs, credit scores and car loans', 'FAQ hub for seven kinds of loans', 'Pages in English and Hindi'] },
];

/** The step-by-step guide of the home page. */
export const HOME_STEP_GUIDE: StepGuide = { title: 'Get your loan in 4 simple steps', steps: [...APPLY_STEPS_EN] };
