import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs } from '../faq-item.js';

/** Green (EV) loan FAQ (hub category `green-loan`). Eligibility follows spec §2. */
export const GREEN_LOAN_FAQ: FaqSet = {
  id: 'green-loan',
  title: 'Green loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['EV basics', 'ev-basics'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a green loan?',
      'A loan to buy an electric vehicle — a car, scooter or motorcycle. Rinn lists green loans on the EV loan page.',
      ['ev-basics'],
      ['basics'],
    ),
    faq(
      'Who is eligible for a green loan?',
      'You must be at least 18 years old when you apply, have a decent bureau score, and have no default on existing loans with the lender.',
      ['eligibility'],
      ['age', 'credit-score'],
    ),
    faq(
      'Are green loan rates lower than regular vehicle loans?',
      'Some lenders price EV loans a little below comparable petrol or diesel vehicle loans. The rate you get still depends on your credit profile.',
      ['rates-charges'],
      ['interest-rate'],
    ),
    faq(
      'Can I claim a tax deduction on EV loan interest?',
      'Section 80EEB of the Income Tax Act allowed individuals to deduct up to ₹1,50,000 a year of interest on a loan for an electric vehicle, but only for loans sanctioned between 1 April 2019 and 31 March 2023. New loans do not qualify.',
      ['rates-charges'],
      ['tax'],
    ),
    faq(
      'What GST applies to electric vehicles?',
      'Electric vehicles attract GST at 5%, and their chargers at 5% as well, far below the rate on petrol and diesel vehicles, which lowers the price you finance.',
      ['ev-basics', 'rates-charges'],
      ['gst'],
    ),
    faq(
      'Does the loan cover the battery?',
      'When the battery is sold with the vehicle it is part of the price and is financed with it. Under battery-subscription models the battery is not owned by you and is not financed.',
      ['ev-basics'],
      ['battery'],
    ),
    faq(
      'Can I get a green loan for an electric two-wheeler?',
      'Yes. Electric scooters and motorcycles are financed like other two-wheelers; start from the two-wheeler loan page.',
      ['eligibility'],
      ['two-wheeler'],
      { text: 'Two-wheeler loans', href: '/two-wheeler-loan' },
    ),
    faq(
      'What documents are needed?',
      'PAN, Aadhaar or another address proof, income proof (salary slips or income tax returns), bank statements and the dealer’s proforma invoice.',
      ['eligibility'],
      ['documents'],
    ),
    faq(
      'How do I estimate my EMI?',
      'Use the EMI calculator with the vehicle price, tenure and rate. The EMI is computed monthly from the annual rate over 1200 and rounded to the nearest rupee.',
      ['repayment'],
      ['emi'],
      { text: 'Open the EMI calculator', href: '/emi-calculator' },
    ),
    faq(
      'Can I prepay a green loan?',
      'Most lenders allow it. If the rate is floating, RBI rules do not allow foreclosure charges for individual borrowers; fixed-rate loans may carry one, stated in the KFS.',
      ['repayment'],
      ['prepayment'],
    ),
  ],
};
