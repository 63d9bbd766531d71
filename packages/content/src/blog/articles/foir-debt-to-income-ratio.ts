import type { BlogArticle } from '../schema.js';

/** FOIR, the debt-to-income measure lenders use to size a loan. */
export const foirDebtToIncomeRatio: BlogArticle = {
  id: 14,
  slug: 'foir-debt-to-income-ratio',
  lang: 'en',
  title: 'FOIR and Debt-to-Income Ratio: How Lenders Decide How Much You Can Borrow',
  metaTitle: 'FOIR Explained: How Much Loan Can You Get?',
  metaDescription: 'Lenders use FOIR, your monthly obligations as a share of income, to size your loan. Learn to calculate it and how to improve it before applying.',
  author: 'Rinn Editorial Team',
  date: '2026-07-20',
  readTime: 4,
  categories: ['personal-loan', 'emi'],
  banner: { bannerImageUrl: '/images/blog/foir-debt-to-income-ratio.webp' },
  tips: [
    'FOIR = all monthly EMIs and obligations ÷ net monthly income × 100.',
    'Many lenders cap FOIR somewhere between 40% and 60% of take-home pay.',
    'Closing a small loan before applying can raise the amount you qualify for.',
  ],
  recommendations: ['how-emi-is-calculated', 'personal-loan-documents-checklist', 'cibil-score-bands-and-how-to-improve'],
  body: `You may have a good credit score and a steady job and still be offered a smaller loan than you asked for. The reason is usually **FOIR**, the fixed obligations to income ratio. It is the measure Indian lenders use most often to decide how much of your income can safely go towards a new EMI.

## What FOIR is

FOIR compares what you already have to pay each month with what you earn:

**FOIR = (total monthly obligations ÷ net monthly income) × 100**

**Monthly obligations** include the EMIs on all your loans, such as car, two-wheeler, home and personal loans, and often a notional amount for credit card balances, because unpaid card dues also have to be serviced. Some lenders include rent or other fixed commitments too.

**Net monthly income** is usually your take-home salary after tax and deductions, or for the self-employed, the income shown in your tax returns and bank statements, averaged to a monthly figure.

Debt-to-income ratio, or DTI, is the same idea by another name; some lenders compute it on gross income rather than net income.

## What lenders look for

There is no single regulatory limit for FOIR on personal loans; each lender sets its own policy. Many lenders keep total obligations, **including the new EMI**, within roughly **40% to 60%** of net monthly income. The limit tends to be higher for higher incomes, because a larger salary leaves more room for living expenses after the EMIs, and lower for smaller incomes.

A low FOIR tells the lender you have room in your budget to absorb a surprise, so you are less likely to miss payments.

## A worked example

Say your take-home salary is **₹60,000** a month. You already pay a car loan EMI of **₹8,000** and carry card dues on which the lender assumes **₹4,000** a month. Your current FOIR is:

(8,000 + 4,000) ÷ 60,000 × 100 = **20%**

If a lender allows up to **50%**, your total obligations can reach ₹30,000. That leaves **₹18,000** for a new EMI.

What loan does ₹18,000 a month support? At **12% a year**:

- over **3 years**, about **₹5,41,900**,
- over **5 years**, about **₹8,09,200**.

The longer tenure supports a larger loan, but costs more interest. Use the [EMI calculator](/emi-calculator) to try other rates and tenures, and our article on [how EMI is calculated](/resources/how-emi-is-calculated) to see why.

## How to improve your FOIR before you apply

- **Close small loans.** A two-wheeler or consumer durable loan with only a few EMIs left can be paid off to free up its EMI in the calculation.
- **Pay down card balances.** Lower balances mean a lower notional obligation.
- **Add a co-applicant.** An earning spouse or parent's income can be added, which lowers the combined FOIR, though they share responsibility for the loan.
- **Choose a longer tenure.** A lower EMI fits within the limit more easily, at the cost of more interest.
- **Show all your income.** Regular rental income or documented variable pay may be counted if you can prove it.

## FOIR is also your own budget check

Even if a lender approves a high FOIR, it is worth asking whether you are comfortable with it. A household that commits 60% of take-home pay to EMIs has little left for rent, groceries, school fees, savings and emergencies. A useful personal target is to keep all EMIs well below half of your take-home pay.

## FOIR and your credit score

FOIR and your credit score are separate. The score does not include your income, so it cannot measure FOIR. Lenders check both: the score for how you have repaid in the past, and FOIR for whether you can afford more. A high score with a high FOIR can still lead to a smaller offer, and a modest score with a low FOIR may still be approved. Learn what the score bands mean in our guide to [CIBIL score bands](/resources/cibil-score-bands-and-how-to-improve).

## Documents that prove your income

Lenders work out your income from salary slips, bank statements, Form 16 and income tax returns. Make sure these are complete and consistent. See our [personal loan documents checklist](/resources/personal-loan-documents-checklist), and when you are ready, compare offers on the [personal loan](/personal-loan) page.`,
};
