import { PERSONAL_LOAN_EMI_EXAMPLE } from '../products/pages/personal-loan.js';
import { BANK_PAGES } from '../banks/bank-pages.js';
import type { ContentPage } from '../schemas.js';
import { formatRupees } from '@rinn/format';
import { formatPercent } from '../text-format.js';

const lowestBankRate = Math.min(...BANK_PAGES.map((bank) => bank.rate.minPercent));

/** The personal-loan interest-rate page (/personal-loan-interest-rate); its table is PERSONAL_LOAN_RATE_TABLE. */
export const PERSONAL_LOAN_INTEREST_RATE_PAGE: ContentPage = {
  path: '/personal-loan-interest-rate',
  lang: 'en',
  metaTitle: 'Personal loan interest rates compared | Rinn',
  metaDescription: 'Compare indicative personal loan interest rates and processing fees of leading banks, and learn what decides the rate you are offered.',
  heading: 'Personal loan interest rates',
  intro: `Personal loan rates on Rinn start at 11% a year. Among the banks below, published rates start at ${formatPercent(lowestBankRate)}. The rate you are offered varies with your credit profile.`,
  sections: [
    {
      id: 'what-decides-your-rate',
      heading: 'What decides your rate',
      body: '- **Credit score:** 750 or more usually gets the best rates.\n- **Income and employer:** a stable, higher income lowers the lender’s risk.\n- **Existing EMIs:** lenders look at how much of your income already goes to EMIs.\n- **Amount and tenure:** they change the lender’s risk and your EMI.',
    },
    {
      id: 'compare-the-apr',
      heading: 'Compare the APR, not only the rate',
      body: 'Every regulated lender must give you a **Key Fact Statement** before you sign. It shows the **Annual Percentage Rate (APR)**, which adds the processing fee and other charges to the interest, so two offers can be compared fairly.',
    },
    {
      id: 'lower-your-rate',
      heading: 'How to get a lower rate',
      body: '- [Check your credit score](/cibil-score-check) and fix any errors before you apply.\n- Pay down card balances to lower your credit use.\n- Compare several offers on Rinn instead of applying to one lender at a time.',
    },
  ],
  cta: { text: 'Check your offer', href: '/personal-loan' },
};

/** The page explaining the personal-loan EMI (/what-is-a-personal-loan-emi). */
export const WHAT_IS_A_PERSONAL_LOAN_EMI_PAGE: ContentPage = {
  path: '/what-is-a-personal-loan-emi',
  lang: 'en',
  metaTitle: 'What is a personal loan EMI? | Rinn',
  metaDescription: 'What a personal loan EMI is, how it is calculated, a worked example and how prepaying changes it.',
  heading: 'What is a personal loan EMI?',
  intro: 'An EMI (Equated Monthly Instalment) is the fixed amount you pay each month until your personal loan is repaid. Each EMI pays that month’s interest and repays part of the loan.',
  sections: [
    {
      id: 'formula',
      heading: 'The EMI formula',
      body: '**EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1)**\n\n- P is the loan amount.\n- r is the annual rate divided by 1200.\n- n is the number of months.',
    },
    {
      id: 'example',
      heading: 'A worked example',
      body: `A loan of ${formatRupees(PERSONAL_LOAN_EMI_EXAMPLE.principal)} over ${PERSONAL_LOAN_EMI_EXAMPLE.years} years at ${formatPercent(PERSONAL_LOAN_EMI_EXAMPLE.annualRatePercent)} a year has an EMI of about **${formatRupees(PERSONAL_LOAN_EMI_EXAMPLE.emi)}**. Over 60 months you pay ${formatRupees(PERSONAL_LOAN_EMI_EXAMPLE.emi * PERSONAL_LOAN_EMI_EXAMPLE.years * 12)} in all.`,
    },
    {
      id: 'interest-and-principal',
      heading: 'Why the interest part falls',
      body: 'Interest is charged on the balance still owed. Early EMIs are mostly interest; as the balance falls, more of each EMI repays the loan.',
    },
    {
      id: 'prepayment',
      heading: 'Prepaying your loan',
      body: 'A part-prepayment lowers the balance, so you either pay a smaller EMI or finish sooner. Check your loan agreement for any foreclosure charge, and compare offers using the [personal loan interest rates](/personal-loan-interest-rate) page.',
    },
  ],
  cta: { text: 'Check your offer', href: '/personal-loan' },
};
