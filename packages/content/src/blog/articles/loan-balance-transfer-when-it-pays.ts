import type { BlogArticle } from '../schema.js';

/** Moving a loan to a cheaper lender, and the arithmetic that decides whether it is worth it. */
export const loanBalanceTransferWhenItPays: BlogArticle = {
  id: 3,
  slug: 'loan-balance-transfer-when-it-pays',
  lang: 'en',
  title: 'Loan Balance Transfer: How It Works and When It Actually Saves Money',
  metaTitle: 'Loan Balance Transfer: When Does It Really Pay?',
  metaDescription: 'A balance transfer moves your loan to a lender with a lower rate. See the costs, a worked example, and a simple test for when switching pays.',
  author: 'Rinn Editorial Team',
  date: '2026-02-09',
  readTime: 5,
  categories: ['refinance', 'personal-loan'],
  banner: { bannerImageUrl: '/images/blog/loan-balance-transfer-when-it-pays.webp' },
  tips: [
    'Switch early in the tenure, when most of the interest is still ahead of you.',
    'Subtract foreclosure and processing charges from the interest you save.',
    'Do not stretch the tenure, or the saving may disappear.',
  ],
  recommendations: ['loan-against-car-refinance', 'loan-prepayment-and-part-payment', 'apr-and-key-fact-statement'],
  body: `A **balance transfer** moves the outstanding amount of an existing loan to a new lender, usually one that offers a lower interest rate. The new lender pays off your old loan, and you start paying EMIs to the new lender. Some lenders also offer a **top-up**, an extra amount on top of the transferred balance.

It sounds like free money, but a transfer has costs. Whether it pays depends on how much interest is still left, how big the rate cut is, and what you pay to switch.

## How a balance transfer works

- You apply to the new lender with your loan statement, the foreclosure letter from your current lender and the usual KYC and income documents.
- The new lender assesses you afresh, including your credit score and income.
- If approved, the new lender pays the outstanding amount directly to your old lender and the old loan is closed.
- You receive a closure letter and, for a secured loan such as a car loan, the no-objection certificate and release of hypothecation.
- Your new EMIs start on the new lender's schedule.

Make sure the old loan is reported as **closed** and not as "settled" in your credit report. A month or two after the transfer, check your report to confirm.

## What it costs to switch

- **Foreclosure charges on the old loan.** Many fixed-rate personal and car loans charge a percentage of the outstanding amount, plus GST. For floating-rate loans taken by individuals for non-business purposes, RBI does not allow such charges; see our guide to [prepayment](/resources/loan-prepayment-and-part-payment).
- **Processing fee on the new loan**, plus GST.
- **Stamp duty and documentation charges**, which vary by state.
- For a secured loan, **charges for recording the change** of hypothecation with the RTO.

The new lender's Key Fact Statement lists its charges and the annual percentage rate. Use it to compare. Our guide to [APR and the Key Fact Statement](/resources/apr-and-key-fact-statement) explains what to look for.

## A worked example

Suppose you took a **₹5,00,000 personal loan at 16% for 4 years**. Your EMI is about ₹14,170. After 12 EMIs, you still owe about **₹4,03,053**, with 36 EMIs to go. If you stay, those 36 EMIs contain about **₹1,07,072** of interest.

A new lender offers **12% for the remaining 36 months**. The new EMI is about ₹13,387, and the interest over 36 months is about **₹78,884**. The gross saving is about **₹28,189**.

Now the costs. Say your old lender charges 4% foreclosure on the outstanding amount, plus 18% GST: about ₹19,024. The new lender charges a 1% processing fee, plus GST: about ₹4,756. Total cost is about ₹23,780, so the **net saving is only about ₹4,400**.

If your old loan were on a floating rate, with no foreclosure charge, the net saving would be more than ₹23,000. The same rate cut, a very different result.

The [balance transfer calculator](/bt-calculator) lets you try your own numbers, including how much cash in hand a top-up could give you.

## When a transfer tends to pay

- **Early in the tenure.** With reducing-balance loans, most of the interest is paid in the early years. Switch in the first third or half of the tenure and there is still a lot of interest to save.
- **When the rate gap is meaningful.** A cut of one or two percentage points on a large balance can pay; a cut of half a point rarely covers the costs.
- **When your profile has improved.** A higher credit score or salary since you first borrowed may qualify you for a much better rate.
- **When the old loan has low or no foreclosure charges.**

## When it usually does not

- In the last year or two of a loan, when little interest remains.
- When you extend the tenure to lower the EMI. A longer tenure can wipe out the saving from a lower rate, even if the EMI falls.
- When the top-up tempts you to borrow more than you need.
- When you have missed EMIs recently; the new lender may decline or offer a higher rate.

## Top-up: useful, but count it separately

A top-up is a new loan riding on the transfer. It can be convenient and is often cheaper than a fresh personal loan, but it adds to your EMI and interest. Decide on it separately: would you take this extra amount as a new loan at this rate? If not, skip it.

## A simple test

Before you apply, write down three numbers: the interest left on your current loan, the interest on the new loan over the **same** remaining tenure, and every charge for switching. Switch only if the first number minus the second is clearly larger than the third.

If you have a car loan and want funds rather than a lower rate, a [loan against your car](/resources/loan-against-car-refinance) may suit you better. You can also explore [refinance](/refinance) options on Rinn.`,
};
