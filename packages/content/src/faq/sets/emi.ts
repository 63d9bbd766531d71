import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs } from '../faq-item.js';

/** EMI FAQ, shown with the calculators. Calculator limits and rounding follow spec §9. */
export const EMI_FAQ: FaqSet = {
  id: 'emi',
  title: 'EMI FAQs',
  navigation: faqTabs('All', [
    ['Basics', 'basics'],
    ['Calculator', 'calculator'],
    ['Prepayment', 'prepayment'],
  ]),
  items: [
    faq(
      'What is an EMI?',
      'An Equated Monthly Instalment: the fixed amount you pay every month until the loan is repaid. Each EMI covers that month’s interest and repays part of the principal.',
      ['basics'],
      ['definition'],
    ),
    faq(
      'How is the EMI calculated?',
      'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the loan amount, r the annual interest rate divided by 1200 and n the tenure in months. Rinn rounds the result to the nearest rupee.',
      ['basics', 'calculator'],
      ['formula'],
    ),
    faq(
      'Why does the interest part of my EMI fall over time?',
      'Interest is charged on the balance still outstanding. As you repay principal, the balance falls, so each EMI carries less interest and more principal, although the EMI stays the same.',
      ['basics'],
      ['amortization'],
    ),
    faq(
      'What ranges does the Rinn EMI calculator accept?',
      'Amounts from ₹10,000 to ₹25,00,000, tenures of 1 to 7 years and interest rates from 2% to 30% per annum.',
      ['calculator'],
      ['limits'],
      { text: 'Open the EMI calculator', href: '/emi-calculator' },
    ),
    faq(
      'How is the total amount payable worked out?',
      'Total payable is the EMI multiplied by the number of months. Subtract the loan amount to see the total interest you pay.',
      ['calculator'],
      ['total'],
    ),
    faq(
      'Does a longer tenure make the loan cheaper?',
      'No. A longer tenure lowers the EMI but raises the total interest, because the balance stays outstanding for longer.',
      ['basics'],
      ['tenure'],
    ),
    faq(
      'What is an amortization schedule?',
      'A month-by-month table of each EMI split into principal and interest, with the balance left after it. Rinn groups it by calendar year with a total at each year end.',
      ['calculator'],
      ['amortization'],
    ),
    faq(
      'Does the EMI include the processing fee?',
      'No. Fees are paid separately or deducted from the amount disbursed. Compare offers using the Annual Percentage Rate (APR) in the Key Fact Statement, which includes fees.',
      ['basics'],
      ['fees', 'apr'],
    ),
    faq(
      'What happens to my EMI if I prepay?',
      'A part-prepayment reduces the outstanding principal. Lenders then either keep the EMI and shorten the tenure, or keep the tenure and lower the EMI; shortening the tenure saves more interest.',
      ['prepayment'],
      ['part-prepayment'],
    ),
    faq(
      'Are there charges for prepaying?',
      'On floating-rate term loans to individuals for non-business purposes, RBI rules bar foreclosure and prepayment charges. Fixed-rate loans may carry them; your loan agreement and KFS state the charge.',
      ['prepayment'],
      ['charges'],
    ),
    faq(
      'Can my EMI change during the loan?',
      'On a fixed-rate loan it does not. On a floating-rate loan a change in the benchmark rate changes either your EMI or your tenure, and the lender must tell you.',
      ['basics'],
      ['floating-rate'],
    ),
  ],
};
