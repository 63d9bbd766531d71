import type { BlogArticle } from '../schema.js';

/** Prepaying a loan: the interest it saves, the charges that apply, and RBI's rules on floating-rate loans. */
export const loanPrepaymentAndPartPayment: BlogArticle = {
  id: 7,
  slug: 'loan-prepayment-and-part-payment',
  lang: 'en',
  title: 'Prepayment and Part-Payment of Loans: Charges, RBI Rules and How Much You Save',
  metaTitle: 'Loan Prepayment and Part-Payment: Rules and Savings',
  metaDescription: 'How part-payment and foreclosure cut your interest, what RBI allows lenders to charge, and whether to reduce the EMI or the tenure.',
  author: 'Rinn Editorial Team',
  date: '2026-04-06',
  readTime: 5,
  categories: ['emi', 'borrower-rights'],
  banner: { bannerImageUrl: '/images/blog/loan-prepayment-and-part-payment.webp' },
  tips: [
    'Prepay early in the tenure, when the outstanding principal is highest.',
    'Reducing the tenure saves more interest than reducing the EMI.',
    'Floating-rate loans to individuals for non-business purposes carry no prepayment charge.',
  ],
  recommendations: ['how-emi-is-calculated', 'fixed-vs-floating-interest-rate', 'loan-balance-transfer-when-it-pays'],
  body: `Paying back a loan faster than the schedule is one of the surest ways to save money. You can make a **part-payment** (also called part-prepayment), which reduces the outstanding principal while the loan continues, or a **foreclosure**, which repays the whole loan and closes it. Either way you pay less interest, because interest is charged only on what you still owe.

## How much you save: a worked example

Take a **₹5,00,000 loan at 11% for 5 years**. The EMI is about ₹10,871. After 12 EMIs the outstanding principal is about **₹4,20,623**, and the remaining 48 EMIs contain about **₹1,01,196** of interest.

Now you make a **part-payment of ₹1,00,000**. The outstanding falls to about ₹3,20,623. You have two choices.

- **Keep the EMI and shorten the tenure.** You pay the same ₹10,871 each month, and the loan ends after 35 more months instead of 48. Interest falls to about ₹54,902, a **saving of about ₹46,294**.
- **Keep the tenure and lower the EMI.** The EMI drops to about ₹8,287 for the remaining 48 months. Interest falls to about ₹77,137, a **saving of about ₹24,059**.

Reducing the tenure saves almost twice as much here, because the principal is cleared sooner. Lowering the EMI makes sense if you need the monthly cash flow, but if the EMI is affordable, ask the lender to cut the tenure. You can model both choices with the [EMI calculator](/emi-calculator).

## When prepayment helps most

Interest is front-loaded in an EMI loan: early EMIs are mostly interest. A part-payment in the first year or two removes principal that would otherwise have attracted interest for many months. The same amount paid in the last year saves far less. If you receive a bonus or a maturity amount, using it early in the loan gives the biggest benefit.

## What lenders can charge: RBI's rules

For years, RBI has barred banks and NBFCs from levying foreclosure charges or prepayment penalties on **floating-rate term loans sanctioned to individual borrowers for non-business purposes**. So if your personal loan, home loan or car loan is on a floating rate and is for personal use, prepaying should not cost you a penalty.

RBI consolidated these rules in the **Reserve Bank of India (Pre-payment Charges on Loans) Directions, 2025**, which apply to loans sanctioned or renewed **on or after 1 January 2026**. Under them, lenders may not levy prepayment charges on floating-rate loans to individuals for non-business purposes, whether you prepay in part or in full and whatever the source of the money. The Directions also cover some floating-rate business loans to individuals and micro and small enterprises, depending on the type of lender and the loan amount.

**Fixed-rate loans are different.** Most personal loans in India are on a fixed rate, and lenders may charge for foreclosure or part-payment, often a percentage of the amount prepaid or of the outstanding principal, plus GST. Some lenders allow part-payment only after a minimum number of EMIs, or cap how much you can prepay in a year. These terms must be disclosed upfront: charges that are not disclosed in the Key Fact Statement and loan agreement cannot be levied later. Read our guide to the [Key Fact Statement](/resources/apr-and-key-fact-statement).

## Should you prepay or invest?

Compare the loan's interest rate with the return you can reliably earn after tax. If your personal loan costs 14% and your savings earn 7%, prepaying is a guaranteed 14% return. Before prepaying, though:

- **Keep an emergency fund** of a few months' expenses. Once you prepay, you cannot get that money back from the lender.
- **Clear costly debt first.** Credit card dues usually cost far more than any loan.
- **Count any charges.** On a fixed-rate loan, subtract the charge from the interest you save.

## How to make a part-payment

- Check your loan agreement or Key Fact Statement for the terms, any lock-in and any charge.
- Ask the lender for the current outstanding principal and, for foreclosure, a foreclosure letter showing the exact amount payable.
- Pay through the lender's official app, website or branch, and get a receipt.
- Ask for a **revised repayment schedule** showing the new tenure or EMI.
- For a full closure, collect the **no-dues certificate**, and for a vehicle loan, the no-objection certificate and Form 35 to remove hypothecation from the RC.
- About a month or two later, check your credit report to confirm the loan shows as closed.

## Prepayment and your credit score

Closing a loan early does not hurt your score in any meaningful way; the loan is recorded as closed and repaid in full, which is positive. What matters is that you never miss EMIs before closing. A "settled" status, on the other hand, does hurt, so always close a loan in full.

Prepaying is not the only way to cut interest. If your rate is much higher than what lenders offer today, a [balance transfer](/resources/loan-balance-transfer-when-it-pays) may save more.`,
};
