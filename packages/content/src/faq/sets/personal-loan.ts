import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs } from '../faq-item.js';

/** Personal-loan FAQ (hub category `personal-loan`). Figures follow spec §9 and §2. */
export const PERSONAL_LOAN_FAQ: FaqSet = {
  id: 'personal-loan',
  title: 'Personal loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['Documents', 'documents'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a personal loan?',
      'A personal loan is an unsecured loan: you do not pledge a house, car or gold against it. You can use it for almost any personal need, such as a wedding, travel, medical bills or home repairs, and repay it in fixed monthly instalments (EMIs).',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'Who can apply for a personal loan on Rinn?',
      'You should be at least 21 years old, salaried or self-employed, with a healthy credit history and a net monthly take-home income of at least ₹10,000. Each lender then applies its own checks.',
      ['eligibility'],
      ['age', 'income'],
    ),
    faq(
      'Does my credit score affect my personal loan?',
      'Yes. Because the loan is unsecured, lenders rely on your credit score and repayment history. A score of 750 or more usually gets faster approval and lower rates; the rate you are offered varies with your credit profile.',
      ['eligibility', 'rates-charges'],
      ['credit-score'],
      { text: 'Check your credit score', href: '/cibil-score-check' },
    ),
    faq(
      'What interest rate will I pay?',
      'Personal loan rates on Rinn start at 11% per annum. The rate you are offered depends on your credit score, income, employer and the lender, and is shown in the Key Fact Statement before you sign.',
      ['rates-charges'],
      ['interest-rate'],
      { text: 'Compare personal loan interest rates', href: '/personal-loan-interest-rate' },
    ),
    faq(
      'How much can I borrow and for how long?',
      'Personal loans offered through Rinn go up to ₹5 lakh with tenures of up to 5 years. The amount you are approved for depends on your income and existing EMIs.',
      ['eligibility', 'repayment'],
      ['amount', 'tenure'],
    ),
    faq(
      'What documents do I need?',
      'Usually your PAN card, Aadhaar or another officially valid address proof, your last three months of salary slips (or two years of income tax returns if self-employed) and six months of bank statements.',
      ['documents'],
      ['kyc', 'income-proof'],
    ),
    faq(
      'What is a processing fee?',
      'A one-time charge the lender takes for processing your loan, usually a percentage of the loan amount. GST at 18% is added to it. The fee and all other charges are listed in the Key Fact Statement.',
      ['rates-charges'],
      ['fees'],
    ),
    faq(
      'What is the Key Fact Statement (KFS)?',
      "A standard summary every regulated lender must give you before you sign a retail loan. It shows the loan amount, interest rate, Annual Percentage Rate (APR), all fees, the EMI schedule and the grievance contact. Compare APRs, not only interest rates, across offers.",
      ['rates-charges', 'documents'],
      ['kfs', 'apr'],
    ),
    faq(
      'How is my EMI calculated?',
      'EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the loan amount, r the annual rate divided by 1200 and n the number of months. For example, ₹1,00,000 over 5 years at 9.99% per annum gives an EMI of about ₹2,124.',
      ['repayment'],
      ['emi'],
      { text: 'What is a personal loan EMI?', href: '/what-is-a-personal-loan-emi' },
    ),
    faq(
      'Can I repay my personal loan early?',
      'Yes, most lenders allow part-prepayment or full foreclosure, sometimes after a minimum number of EMIs. Personal loans are usually fixed-rate, and a foreclosure charge may apply; your loan agreement and KFS state it.',
      ['repayment'],
      ['prepayment'],
    ),
    faq(
      'What happens if I miss an EMI?',
      'The lender charges a late-payment fee and interest on the overdue amount, and reports the delay to the credit bureaus, which lowers your credit score. If you expect to miss a payment, talk to the lender early.',
      ['repayment'],
      ['default'],
    ),
    faq(
      'How fast is the money disbursed?',
      'Once the lender approves your application and you sign the agreement, the amount is transferred to your bank account, often within a few working days and sometimes the same day for pre-approved customers.',
      ['repayment'],
      ['disbursal'],
    ),
  ],
};
