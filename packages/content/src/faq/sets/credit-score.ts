import type { FaqSet } from '../../schemas.js';
import { faq, faqTabs } from '../faq-item.js';

/** Credit-score FAQ, shown on /cibil-score. Bands and delays follow spec §9. */
export const CREDIT_SCORE_FAQ: FaqSet = {
  id: 'credit-score',
  title: 'Credit score FAQs',
  navigation: faqTabs('All', [
    ['Basics', 'basics'],
    ['Improving', 'improving'],
    ['Reports', 'reports'],
  ]),
  items: [
    faq(
      'What is a credit score?',
      'A three-digit number from 300 to 900 that sums up your repayment history. Lenders use it to judge how likely you are to repay a new loan.',
      ['basics'],
      ['range'],
    ),
    faq(
      'What is a good credit score?',
      'As a general guide, 700 or more is good and 750 to 900 is excellent. Rinn’s score table groups scores as 300 to 549 poor, 550 to 649 fair, 650 to 749 good and 750 to 900 excellent.',
      ['basics'],
      ['bands'],
    ),
    faq(
      'Is a CIBIL score the same as a credit score?',
      'CIBIL is one of India’s four licensed credit information companies (TransUnion CIBIL, Experian, Equifax and CRIF High Mark). Each computes its own score, so your scores can differ slightly.',
      ['basics', 'reports'],
      ['bureaus'],
    ),
    faq(
      'Does checking my own score lower it?',
      'No. Checking your own score is a soft enquiry and has no effect. Hard enquiries, made when a lender assesses a loan application, can lower it slightly, especially when many happen close together.',
      ['basics'],
      ['enquiries'],
    ),
    faq(
      'How can I check my score on Rinn?',
      'Enter your mobile number and verify it with an OTP. New users get a one-time free credit score check.',
      ['reports'],
      ['free-check'],
      { text: 'Check your credit score', href: '/cibil-score-check' },
    ),
    faq(
      'What affects my credit score?',
      'Paying EMIs and card bills on time, how much of your credit limit you use, the mix of secured and unsecured loans, the age of your accounts and how often you apply for new credit.',
      ['improving'],
      ['factors'],
    ),
    faq(
      'How can I improve my score?',
      'Pay every EMI and card bill on time, keep card usage well below your limit, avoid applying for many loans at once, and keep old accounts in good standing.',
      ['improving'],
      ['tips'],
    ),
    faq(
      'How long does it take for my score to change?',
      'Lenders report to the bureaus periodically; a bureau update typically takes 30 to 45 days. New credit data may take up to four months to show on your report.',
      ['improving', 'reports'],
      ['timing'],
    ),
    faq(
      'I found a mistake in my credit report. What do I do?',
      'Raise a dispute with the credit bureau that issued the report, online through its website. The bureau checks with the lender and corrects the record if the lender confirms the error.',
      ['reports'],
      ['disputes'],
    ),
    faq(
      'Can I get my full credit report for free?',
      'Yes. Each credit information company must give you one free full credit report, with your score, once every calendar year when you ask for it.',
      ['reports'],
      ['free-report'],
    ),
    faq(
      'Will settling a loan help my score?',
      'A settled account (paid less than the full amount) is reported as settled and hurts your score more than a closed account. Where you can, repay in full so the loan is reported as closed.',
      ['improving'],
      ['settlement'],
    ),
  ],
};
