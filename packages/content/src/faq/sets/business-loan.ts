import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs } from '../faq-item.js';

/** Business-loan FAQ (hub category `business-loan`). */
export const BUSINESS_LOAN_FAQ: FaqSet = {
  id: 'business-loan',
  title: 'Business loan FAQs',
  navigation: faqTabs('All', [
    ['Eligibility', 'eligibility'],
    ['Rates & charges', 'rates-charges'],
    ['Documents', 'documents'],
    ['Repayment', 'repayment'],
  ]),
  items: [
    faq(
      'What is a business loan?',
      'A loan to a proprietor, partnership or company for business needs such as working capital, stock, equipment or expansion. It may be unsecured or backed by collateral.',
      ['eligibility'],
      ['basics'],
    ),
    faq(
      'Who can apply?',
      'Self-employed individuals, proprietors, partnerships and private limited companies with a running business, a track record of turnover and a reasonable credit history of both the business and its owners.',
      ['eligibility'],
      ['vintage'],
    ),
    faq(
      'How long must my business have been running?',
      'Lenders set their own minimum business vintage, commonly one to three years of operations shown in tax returns and bank statements.',
      ['eligibility'],
      ['vintage'],
    ),
    faq(
      'What documents are needed?',
      'KYC of the business and its owners (PAN, Aadhaar, address proof), business registration such as GST or Udyam registration, income tax returns with financial statements for the last two years, and twelve months of business bank statements.',
      ['documents'],
      ['kyc', 'financials'],
    ),
    faq(
      'Do I need to pledge collateral?',
      'Not always. Many business loans are unsecured and priced on your cash flows and credit history. Secured loans against property or machinery can offer larger amounts at lower rates.',
      ['eligibility', 'rates-charges'],
      ['collateral'],
    ),
    faq(
      'What decides my interest rate?',
      'Your business turnover and profitability, your personal and business credit scores, existing borrowings, business vintage, and whether the loan is secured. The offer and the Key Fact Statement show the rate and the APR.',
      ['rates-charges'],
      ['interest-rate'],
    ),
    faq(
      'What is the Udyam registration and does it help?',
      'Udyam is the government’s free online registration for micro, small and medium enterprises. It identifies your business as an MSME, which some lenders and government credit schemes require.',
      ['documents', 'eligibility'],
      ['msme'],
    ),
    faq(
      'How do I apply as a business?',
      'Start on the business journey page, share your business details and documents, and Rinn matches you with lenders. An employee of a partner business can also log in from the same page.',
      ['eligibility'],
      ['apply'],
      { text: 'Start a business loan application', href: '/uj-business?popup=1' },
    ),
    faq(
      'How is a business loan repaid?',
      'Usually in equal monthly instalments. Some working-capital products let you draw and repay within a limit and pay interest only on what you use.',
      ['repayment'],
      ['emi'],
    ),
    faq(
      'Can I prepay a business loan?',
      'Lenders generally allow it, but charges vary by product. RBI rules limit prepayment charges on floating-rate loans to individuals and micro and small enterprises; the charge, if any, is stated in your Key Fact Statement and loan agreement.',
      ['repayment', 'rates-charges'],
      ['prepayment'],
    ),
  ],
};
