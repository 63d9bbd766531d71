import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs } from '../faq-item.js';

/** Refinance (loan against car) FAQ. Rules follow spec §9 Balance transfer. */
export const REFINANCE_FAQ: FaqSet = {
  id: 'refinance',
  title: 'Loan against car FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Amount', 'amount'],
    ['Documents', 'documents'],
    ['Charges', 'rates-charges'],
  ]),
  items: [
    faq(
      'What is a loan against car (refinance)?',
      'A loan on a car you already own or are still paying for. The new lender pays off your existing car loan, if any, and gives you extra cash, with the car as security.',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'How many EMIs must I have paid?',
      'At least 12 EMIs of your current car loan must be paid before you can refinance it through Rinn.',
      ['eligibility'],
      ['emis-paid'],
    ),
    faq(
      'How much cash in hand can I get?',
      'Rinn estimates it as the smallest of three numbers: your EMI × EMIs paid × a multiplier, ₹10,00,000, and the new loan amount. The multiplier is 1.3 if you have paid 12 to 18 EMIs, 1.4 for 19 to 24, and 1.6 otherwise.',
      ['amount'],
      ['cash-in-hand'],
      { text: 'Open the balance transfer calculator', href: '/bt-calculator' },
    ),
    faq(
      'Why does the estimate include a foreclosure charge?',
      'Closing your existing loan early usually carries a foreclosure charge. Rinn’s calculator adds 5% on top of the outstanding amount as an estimate; your current lender’s statement gives the exact figure.',
      ['rates-charges'],
      ['foreclosure'],
    ),
    faq(
      'Is balance transfer the same as refinance?',
      'They are related. A balance transfer moves your outstanding loan to a new lender, often at a lower rate; refinance may also add a top-up so you receive cash. The same calculator covers both.',
      ['eligibility'],
      ['balance-transfer'],
    ),
    faq(
      'What documents do I need?',
      'KYC (PAN and Aadhaar or another address proof), income proof, the car’s RC and insurance, and the statement of your current loan with the foreclosure amount.',
      ['documents'],
      ['kyc'],
    ),
    faq(
      'Will my car be inspected?',
      'Yes. The lender values the car, usually through an inspection, because the loan amount depends on the car’s current value.',
      ['amount', 'documents'],
      ['valuation'],
    ),
    faq(
      'Does refinancing change the hypothecation on my RC?',
      'Yes. The old lender’s charge is removed with its NOC and Form 35, and the new lender’s charge is recorded with Form 34 at the RTO.',
      ['documents'],
      ['hypothecation'],
    ),
    faq(
      'What charges should I expect?',
      'A processing fee plus 18% GST, valuation, stamp duty and the foreclosure charge of your current loan. Compare the total cost using the APR in the Key Fact Statement, not only the rate.',
      ['rates-charges'],
      ['fees'],
    ),
    faq(
      'In which cities is refinance available?',
      'Rinn offers refinance in 24 cities, including Ahmedabad, Bangalore, Chennai, New Delhi, Gurugram, Hyderabad, Kolkata, Mumbai, Pune and Visakhapatnam.',
      ['eligibility'],
      ['cities'],
      { text: 'See refinance in Pune', href: '/refinance/city/pune' },
    ),
  ],
};
