import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs } from '../faq-item.js';

/** Used-car loan FAQ (hub category `used-car-loan`). Rates and fee defaults follow spec §9. */
export const USED_CAR_LOAN_FAQ: FaqSet = {
  id: 'used-car-loan',
  title: 'Used car loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['Documents', 'documents'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a used car loan?',
      'A secured loan to buy a pre-owned car from a dealer or an individual seller. The car is hypothecated to the lender until you repay the loan.',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'What interest rates do used car loans carry?',
      'Indicative rates from the banks compared on Rinn are 14%, 15%, 15.25% and 15.5% per annum, each with a 1% processing fee. Used car loans cost more than new car loans because the vehicle is worth less as security.',
      ['rates-charges'],
      ['interest-rate'],
    ),
    faq(
      'How much of the car price will the lender finance?',
      "The lender values the car and finances a share of that valuation, not of the asking price. The share depends on the car's age and condition and on your profile.",
      ['eligibility'],
      ['amount', 'valuation'],
    ),
    faq(
      'Is there a limit on the age of the car?',
      "Yes. Lenders limit how old the car may be when the loan ends, and the limit differs between lenders. Older cars get shorter tenures.",
      ['eligibility'],
      ['car-age'],
    ),
    faq(
      'What charges apply besides interest?',
      'Typically a processing fee (plus 18% GST), a valuation charge for inspecting the car, stamp duty on the agreement and insurance. Rinn’s calculator uses defaults of ₹943 for valuation, ₹300 for stamp duty and ₹885 for service charges; your lender’s KFS gives the exact amounts.',
      ['rates-charges'],
      ['fees'],
    ),
    faq(
      'What documents do salaried applicants need?',
      'PAN, Aadhaar or another address proof, the last three months of salary slips, six months of bank statements, and the car’s RC and insurance copy.',
      ['documents'],
      ['salaried'],
    ),
    faq(
      'What documents do self-employed applicants need?',
      'PAN, address proof, income tax returns for the last two years with computation of income, business proof (such as GST registration), twelve months of bank statements, and the car’s RC and insurance copy.',
      ['documents'],
      ['self-employed'],
    ),
    faq(
      'How is ownership transferred to me?',
      'The seller and you file the transfer (Form 29 and Form 30) at the RTO, and the lender’s hypothecation is recorded with Form 34. The lender usually tracks the new RC until it shows your name and its charge.',
      ['documents'],
      ['rc-transfer'],
    ),
    faq(
      'How do I work out the EMI?',
      'Use the car loan EMI calculator and pick the Used car loan tab. Choose the amount, tenure in years and rate; the EMI is rounded to the nearest rupee.',
      ['repayment'],
      ['emi'],
      { text: 'Open the car loan EMI calculator', href: '/emi-calculator' },
    ),
    faq(
      'Can I close the loan early?',
      'Usually yes, after a lock-in of a few EMIs. A foreclosure charge may apply to fixed-rate loans; it is stated in the KFS and loan agreement.',
      ['repayment'],
      ['prepayment'],
    ),
    faq(
      'Can I later borrow against the same car?',
      'Yes. Once you have paid at least 12 EMIs you can refinance the car with Rinn and take cash out, subject to the lender’s valuation.',
      ['repayment'],
      ['refinance'],
      { text: 'Learn about loans against your car', href: '/refinance' },
    ),
  ],
};
