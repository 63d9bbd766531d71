import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs } from '../faq-item.js';

/** New-car loan FAQ (hub category `new-car-loan`). Calculator limits follow spec §9. */
export const NEW_CAR_LOAN_FAQ: FaqSet = {
  id: 'new-car-loan',
  title: 'New car loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['Documents', 'documents'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a new car loan?',
      'A secured loan to buy a new car from a dealer. The car is hypothecated to the lender, which is recorded on the registration certificate until the loan is closed.',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'How much can I borrow?',
      'Lenders finance a share of the ex-showroom or on-road price, depending on the model and your profile. Rinn’s new car calculator fetches the ex-showroom price for the city, brand, model and variant you pick and uses it as the loan amount.',
      ['eligibility'],
      ['amount'],
      { text: 'Open the car loan EMI calculator', href: '/emi-calculator' },
    ),
    faq(
      'What tenure can I choose?',
      'New car loans on Rinn run from 1 to 7 years. A longer tenure lowers the EMI but you pay more interest over the life of the loan.',
      ['repayment'],
      ['tenure'],
    ),
    faq(
      'Who is eligible for a new car loan?',
      'Salaried and self-employed individuals with a stable income and a good credit history. Lenders set their own minimum age, income and employment or business vintage.',
      ['eligibility'],
      ['age', 'income'],
    ),
    faq(
      'What documents do salaried applicants need?',
      'PAN, Aadhaar or another address proof, the last three months of salary slips, Form 16 or income tax returns, six months of bank statements, and the dealer’s proforma invoice.',
      ['documents'],
      ['salaried'],
    ),
    faq(
      'What documents do self-employed applicants need?',
      'PAN, address proof, income tax returns for two years with computation of income, business proof such as GST registration or Udyam certificate, twelve months of bank statements and the proforma invoice.',
      ['documents'],
      ['self-employed'],
    ),
    faq(
      'Is the interest rate fixed or floating?',
      'Most new car loans are fixed-rate, so the EMI stays the same. A few banks offer floating-rate car loans linked to an external benchmark; for those, RBI rules do not allow foreclosure charges for individual borrowers.',
      ['rates-charges'],
      ['interest-rate'],
    ),
    faq(
      'What charges apply?',
      'A processing fee plus 18% GST, stamp duty on the agreement, and sometimes documentation charges. All are listed in the Key Fact Statement with the Annual Percentage Rate (APR).',
      ['rates-charges'],
      ['fees', 'kfs'],
    ),
    faq(
      'Do I need comprehensive insurance?',
      'Yes. Lenders require comprehensive insurance with the lender named as the hypothecation holder for as long as the loan runs.',
      ['documents'],
      ['insurance'],
    ),
    faq(
      'Can I prepay my car loan?',
      'Yes, most lenders allow part-prepayment and foreclosure. Fixed-rate loans may carry a foreclosure charge stated in your loan agreement.',
      ['repayment'],
      ['prepayment'],
    ),
    faq(
      'What happens when I repay the loan?',
      'The lender issues a No Objection Certificate (NOC) and Form 35. Submit them at the RTO to remove the hypothecation from the RC and inform your insurer.',
      ['repayment', 'documents'],
      ['closure', 'noc'],
    ),
  ],
};
