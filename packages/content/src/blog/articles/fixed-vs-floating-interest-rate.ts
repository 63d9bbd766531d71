import type { BlogArticle } from '../schema.js';

/** Fixed versus floating interest rates on Indian retail loans. */
export const fixedVsFloatingInterestRate: BlogArticle = {
  id: 15,
  slug: 'fixed-vs-floating-interest-rate',
  lang: 'en',
  title: 'Fixed vs Floating Interest Rates: Which Is Right for Your Loan?',
  metaTitle: 'Fixed vs Floating Interest Rate: How to Choose',
  metaDescription: 'How fixed and floating loan rates work in India, what external benchmarks and rate resets mean for your EMI, and how to pick the right one.',
  author: 'Rinn Editorial Team',
  date: '2026-08-03',
  readTime: 4,
  categories: ['emi', 'borrower-rights'],
  banner: { bannerImageUrl: '/images/blog/fixed-vs-floating-interest-rate.webp' },
  tips: [
    'Fixed rates give a certain EMI; floating rates follow a benchmark up and down.',
    'Floating-rate loans to individuals for non-business purposes carry no prepayment charge.',
    'At a reset, ask whether the lender is changing your EMI or your tenure.',
  ],
  recommendations: ['how-emi-is-calculated', 'loan-prepayment-and-part-payment', 'apr-and-key-fact-statement'],
  body: `When you take a loan, the rate is either **fixed** for the whole tenure or **floating**, moving with a benchmark. The choice affects how predictable your EMI is, how much you could save or lose when rates change, and even what it costs to repay early.

## How a fixed rate works

With a fixed rate, the interest rate is set when the loan is sanctioned and stays the same until the last EMI. Your EMI and repayment schedule are known from day one.

Most **personal loans**, many **car loans** and most **two-wheeler loans** in India are on fixed rates. Some lenders also offer "fixed" rates that are fixed only for an initial period and then become floating; read the loan agreement to see which you have.

**The advantage** is certainty: if rates rise, your EMI does not. **The drawback** is that if rates fall, you do not benefit, and fixed-rate loans may carry foreclosure or part-payment charges if you repay early.

## How a floating rate works

A floating rate is made of a **benchmark** plus a **spread**. The benchmark moves with the market; the spread is the lender's margin, which normally stays the same unless your credit profile changes substantially or the terms allow a change.

Since 1 October 2019, RBI has required banks to link new floating-rate retail loans, such as home, auto and personal loans, to an **external benchmark**, for example RBI's policy repo rate or a Treasury bill yield. So when the repo rate changes, the rate on such loans changes after the reset date set in your loan terms. NBFCs set their own benchmarks, which must be disclosed to you.

**The advantage** is that you benefit when rates fall, and under RBI's rules, **floating-rate loans to individuals for non-business purposes carry no foreclosure or prepayment charges**. **The drawback** is uncertainty: when rates rise, so does your interest cost.

## What happens at a reset

When a floating rate changes, the lender can either keep your EMI the same and **change the tenure**, or keep the tenure and **change the EMI**. Keeping the EMI the same feels painless, but when rates rise, the tenure can stretch a long way.

RBI has set out how lenders should handle resets on EMI-based floating-rate personal loans. In broad terms, lenders must explain at sanction how a change in the benchmark may affect your EMI or tenure, tell you about any change, and at reset give you choices, such as switching to a fixed rate as per the lender's policy, increasing the EMI, lengthening the tenure, or prepaying, with the charges for each choice disclosed. They must also give you a periodic statement of the principal and interest paid and the remaining EMIs.

## A quick illustration

Imagine a ₹5,00,000 loan for 5 years. At 11% the EMI is about ₹10,871. If the rate rose to 12% at the start, the EMI for the same tenure would be about ₹11,122. The monthly difference is modest, but on larger and longer loans, such as home loans, the effect is much bigger. Try different rates with the [EMI calculator](/emi-calculator).

## How to choose

A **fixed rate** suits you if:

- you want a certain EMI for budgeting,
- the loan is short, such as a personal or two-wheeler loan of two to four years, where rate changes have little time to matter,
- you think rates are more likely to rise than fall.

A **floating rate** suits you if:

- the loan is long and large,
- you expect to prepay, since floating-rate loans to individuals for non-business purposes carry no prepayment charges,
- you can absorb a higher EMI if rates rise.

Compare like with like: a fixed rate is often a little higher than the starting floating rate, because the lender takes on the risk of rates rising.

## Questions to ask before you sign

- Is the rate fixed for the whole tenure or only for a period?
- For floating rates, what is the benchmark, what is the spread, and how often is it reset?
- If the rate changes, will the EMI or the tenure change? Can you choose?
- Can you switch between fixed and floating, and at what cost?
- What are the prepayment terms? See our guide to [prepayment and part-payment](/resources/loan-prepayment-and-part-payment).

The Key Fact Statement shows the rate type and the annual percentage rate; our guide to [APR and the Key Fact Statement](/resources/apr-and-key-fact-statement) explains how to read it. To see how the rate and tenure work together, read [how EMI is calculated](/resources/how-emi-is-calculated).`,
};
