import type { BlogArticle } from '../schema.js';

/** How an EMI is worked out, with a worked example that matches the standard reducing-balance formula. */
export const howEmiIsCalculated: BlogArticle = {
  id: 1,
  slug: 'how-emi-is-calculated',
  lang: 'en',
  title: 'How Is an EMI Calculated? The Formula, a Worked Example and What Changes It',
  metaTitle: 'How EMI Is Calculated: Formula and Worked Example',
  metaDescription: 'Learn the EMI formula lenders use, work through a ₹5 lakh example step by step, and see how rate and tenure change what you pay each month.',
  author: 'Rinn Editorial Team',
  date: '2026-01-12',
  readTime: 5,
  categories: ['emi', 'personal-loan'],
  banner: { bannerImageUrl: '/images/blog/how-emi-is-calculated.webp' },
  tips: [
    'A longer tenure lowers the EMI but raises the total interest.',
    'Compare loans on the total amount payable, not on the EMI alone.',
    'Keep all your EMIs within about half of your take-home pay.',
  ],
  recommendations: ['loan-prepayment-and-part-payment', 'fixed-vs-floating-interest-rate', 'foir-debt-to-income-ratio'],
  body: `An equated monthly instalment, or **EMI**, is the fixed amount you pay your lender every month until a loan is repaid. Almost every personal loan, car loan and two-wheeler loan in India is repaid this way. Knowing how the EMI is worked out helps you choose a tenure you can live with, compare offers fairly and spot a quote that does not add up.

## What an EMI is made of

Each EMI has two parts: **interest** on the amount you still owe, and **principal**, the part that reduces the loan. Lenders in India use the reducing-balance method, so interest is charged only on the outstanding principal, not on the original loan amount. In the first months most of the EMI goes to interest because the outstanding amount is high. As the balance falls, the interest part shrinks and the principal part grows, even though the EMI stays the same.

## The EMI formula

The standard formula is:

**EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1)**

- **P** is the principal, the amount you borrow.
- **r** is the monthly interest rate: the annual rate divided by 12 and by 100, which is the same as the annual rate divided by 1,200.
- **n** is the number of monthly instalments: the tenure in years multiplied by 12.

The result is usually rounded to the nearest rupee. The last instalment may differ by a few rupees so that the loan closes at exactly zero.

## A worked example

Say you borrow **₹5,00,000 at 11% a year for 5 years**.

- P = 5,00,000
- r = 11 ÷ 1,200 = 0.0091667
- n = 5 × 12 = 60

First work out (1 + r)^n. Here 1.0091667 raised to the power 60 is about 1.7289. Then the EMI is 5,00,000 × 0.0091667 × 1.7289 ÷ (1.7289 − 1), which comes to about **₹10,871**.

Over 60 months you pay 60 × 10,871, or about **₹6,52,273**. Of that, ₹5,00,000 repays the loan and about **₹1,52,273** is interest.

In the first month, interest is 5,00,000 × 0.0091667, or about ₹4,583, so only about ₹6,288 of the first EMI reduces the principal. By the final year the split is reversed and almost the whole EMI is principal.

You do not have to do this by hand. The [EMI calculator](/emi-calculator) applies the same formula and shows the repayment schedule year by year.

## How the rate changes the EMI

A higher rate raises both the EMI and the total interest. On the same ₹5,00,000 over 3 years, an EMI at 12% is about ₹16,607, while at 14% it is about ₹17,089. The difference looks small each month, but over 36 months it adds up to more than ₹17,000. This is why a better credit score, which usually earns a lower rate, is worth real money. The [credit score page](/cibil-score) explains how lenders read your score.

## How the tenure changes the EMI

A longer tenure spreads the principal over more months, so the EMI falls. The catch is that interest is charged for longer, so the total cost rises. Borrowing ₹1,00,000 at 10% for 5 years gives an EMI of about ₹2,125 and total interest of about ₹27,500. Pay it off faster and the EMI rises, but the interest falls.

A simple way to decide: pick the shortest tenure whose EMI still fits comfortably in your monthly budget, with some room for emergencies.

## What the formula leaves out

The EMI formula covers only principal and interest. A loan also has other costs:

- **Processing fee**, usually a percentage of the loan, plus GST.
- **Stamp duty** and documentation charges, which depend on the state and the lender.
- **Insurance**, if you choose to buy cover with the loan.
- **Late-payment charges** if an EMI bounces.

Because of these, two loans with the same EMI can cost different amounts. Regulated lenders must give you a **Key Fact Statement** that shows the annual percentage rate (APR), which includes these charges. Read more in our guide to [APR and the Key Fact Statement](/resources/apr-and-key-fact-statement).

## Fixed and floating rates

With a fixed rate, the EMI stays the same for the whole tenure. With a floating rate, the rate can change when the benchmark it is linked to changes. Lenders usually keep the EMI the same and change the tenure, or change the EMI, and should tell you which. Our article on [fixed and floating rates](/resources/fixed-vs-floating-interest-rate) explains the trade-off.

## Paying less interest

- **Borrow only what you need.** Interest is charged on every rupee you borrow.
- **Prepay when you can.** A part-payment reduces the outstanding principal, so every later EMI carries less interest. See [prepayment and part-payment](/resources/loan-prepayment-and-part-payment).
- **Improve your credit score before applying.** A better score usually means a lower rate.
- **Compare total cost, not just the EMI.** A lower EMI over a longer tenure often costs more in total.

## A quick affordability check

Lenders look at how much of your income already goes into EMIs. Many keep total EMIs within roughly 40% to 60% of net monthly income, depending on your income and profile. Before you apply, add the new EMI to your existing ones and see where you stand. Our guide to [FOIR](/resources/foir-debt-to-income-ratio) shows how to do this.

When you are ready, compare offers on the [personal loan](/personal-loan) page and check the EMI for each before you choose.`,
};
