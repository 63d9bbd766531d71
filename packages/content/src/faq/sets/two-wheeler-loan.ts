import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs } from '../faq-item.js';

/** Two-wheeler loan FAQ (hub category `two-wheeler-loan`). Figures follow spec §9. */
export const TWO_WHEELER_LOAN_FAQ: FaqSet = {
  id: 'two-wheeler-loan',
  title: 'Two-wheeler loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['Documents', 'documents'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a two-wheeler loan?',
      'A loan to buy a scooter, motorcycle or electric two-wheeler. The vehicle is hypothecated to the lender until the loan is repaid, which is why rates are lower than for unsecured loans.',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'Can I get a loan for an electric scooter?',
      'Yes. Rinn covers both petrol and electric two-wheelers. Some lenders offer slightly better terms on electric models; the offer you see states the rate.',
      ['eligibility', 'rates-charges'],
      ['electric'],
    ),
    faq(
      'What interest rate do two-wheeler loans carry?',
      'Two-wheeler loan rates on Rinn start from 10.5% per annum. Your rate depends on your credit profile, the vehicle and the lender.',
      ['rates-charges'],
      ['interest-rate'],
    ),
    faq(
      'How much of the on-road price can be financed?',
      'Lenders commonly finance a large share of the on-road price, sometimes all of it for customers with strong credit. You pay the rest as a down payment to the dealer.',
      ['eligibility'],
      ['amount', 'down-payment'],
    ),
    faq(
      'Who is eligible?',
      'Salaried and self-employed applicants with a regular income and a reasonable credit history. Lenders set their own minimum age and income.',
      ['eligibility'],
      ['age', 'income'],
    ),
    faq(
      'What documents are needed?',
      'PAN, Aadhaar or another address proof, recent salary slips or income tax returns, bank statements and a passport-size photograph. A driving licence is needed to ride the vehicle and many lenders ask for it.',
      ['documents'],
      ['kyc', 'income-proof'],
    ),
    faq(
      'How do I calculate my two-wheeler EMI?',
      'Enter the amount, tenure in months and interest rate in the two-wheeler EMI calculator. It uses the standard reducing-balance formula and rounds the EMI to the nearest rupee.',
      ['repayment'],
      ['emi'],
      { text: 'Open the two-wheeler EMI calculator', href: '/two-wheeler-calculator' },
    ),
    faq(
      'What tenure can I choose?',
      'Two-wheeler loans usually run from 12 to 48 months, and some lenders go longer. A longer tenure lowers the EMI but raises the total interest you pay.',
      ['repayment'],
      ['tenure'],
    ),
    faq(
      'What is hypothecation?',
      "The lender's charge on your vehicle. It is recorded on the registration certificate (RC) until the loan is closed, so the vehicle cannot be sold without the lender's consent.",
      ['documents'],
      ['hypothecation'],
    ),
    faq(
      'What do I do after the last EMI?',
      "Collect the No Objection Certificate (NOC) and Form 35 from the lender, then apply at your RTO to remove the hypothecation from the RC. Keep the NOC safe; you will need it when you sell the vehicle.",
      ['repayment', 'documents'],
      ['closure', 'noc'],
    ),
    faq(
      'Can I prepay my two-wheeler loan?',
      'Most lenders allow foreclosure after a few EMIs; some charge a foreclosure fee. The charge, if any, is stated in your Key Fact Statement and loan agreement.',
      ['repayment', 'rates-charges'],
      ['prepayment'],
    ),
  ],
};
