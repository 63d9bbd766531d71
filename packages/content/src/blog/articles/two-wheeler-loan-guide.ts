import type { BlogArticle } from '../schema.js';

/** Two-wheeler loans: rates, down payment, tenure and the on-road price. */
export const twoWheelerLoanGuide: BlogArticle = {
  id: 9,
  slug: 'two-wheeler-loan-guide',
  lang: 'en',
  title: 'Two-Wheeler Loans: Down Payment, Tenure, Rates and Charges',
  metaTitle: 'Two-Wheeler Loan Guide: Rates, Tenure and Down Payment',
  metaDescription: 'How to finance a bike or scooter: what the on-road price includes, how tenure changes the EMI and interest, and charges to watch for.',
  author: 'Rinn Editorial Team',
  date: '2026-05-04',
  readTime: 4,
  categories: ['two-wheeler-loan'],
  banner: { bannerImageUrl: '/images/blog/two-wheeler-loan-guide.webp' },
  tips: [
    'Finance the on-road price, not just the showroom price, and know what is in it.',
    'A 2-year tenure costs far less interest than a 3-year one.',
    'Beware of "zero interest" offers with high processing fees.',
  ],
  recommendations: ['ev-loan-green-loan-guide', 'how-emi-is-calculated', 'credit-score-myths'],
  body: `For millions of Indians, a scooter or motorcycle is the daily ride to work, college or the market. Most are bought on a loan. Two-wheeler loans are quick to approve and the amounts are small, but the fine print still matters. Here is how to get a good deal.

## What you are financing: the on-road price

The price in the advertisement is usually the **ex-showroom price**. What you pay to ride the vehicle home is the **on-road price**, which adds:

- **road tax and registration** charged by your state,
- **insurance**, including the mandatory long-term third-party cover for new two-wheelers,
- sometimes accessories, an extended warranty or a handling charge.

Lenders finance a share of the on-road price, or sometimes of the ex-showroom price, and you pay the rest as a **down payment**. Ask the dealer for an itemised on-road quote. Optional items like accessories and extended warranties should be your choice, not bundled into the loan by default.

## Interest rates

Two-wheeler loans are secured by the vehicle, which is hypothecated to the lender until you repay. Rates depend on the lender, your credit score, your income and the model. On Rinn, two-wheeler loan rates start **from 10.5% per annum**; the rate you are offered depends on your profile and the lender.

Dealers often advertise "zero interest" or "low-cost EMI" schemes. These are real offers, but the cost may be hidden in a processing fee, a higher price, or a discount you give up by taking the scheme. Compare the **annual percentage rate (APR)** in each lender's Key Fact Statement. Our guide to [APR and the Key Fact Statement](/resources/apr-and-key-fact-statement) explains how.

## How tenure changes the cost

Two-wheeler loans usually run from one to four years. A longer tenure lowers the EMI but raises the interest. Take a **₹1,20,000 loan at 10.5%**:

- Over **2 years**, the EMI is about **₹5,565**, and total interest about **₹13,563**.
- Over **3 years**, the EMI is about **₹3,900**, and total interest about **₹20,411**.

Stretching by a year saves ₹1,665 a month but costs about ₹6,850 more in interest. If the 2-year EMI fits your budget, choose it. Try your own numbers on the [EMI calculator](/emi-calculator), which also lets you change the rate.

## How much down payment?

A bigger down payment means a smaller loan, a lower EMI and less interest, and it may earn you a better rate. Many buyers put down 10% to 25% of the on-road price. Some lenders fund close to the full on-road price for customers with strong credit, but a zero down payment loan costs more in total. A good rule is to keep the EMI within an amount you could pay even in a tight month.

## Who can get a two-wheeler loan?

Two-wheeler loans are among the easiest to get, which makes them a common first loan. Lenders usually look for:

- a minimum age, typically 18 or 21, depending on the lender,
- a regular income, from salary or self-employment,
- KYC: PAN, Aadhaar or another officially valid document,
- proof of income: recent salary slips or bank statements.

Some lenders approve applicants with a thin credit history if income is stable. A two-wheeler loan repaid on time is an excellent way to **build your credit score**; read our guide to [credit score myths](/resources/credit-score-myths) to understand what really counts.

## Electric scooters and bikes

Electric two-wheelers have lower running costs, and road tax on them is lower or waived in many states. Some lenders offer dedicated EV loans, with rates that vary by lender. See our [EV loan guide](/resources/ev-loan-green-loan-guide) for what to check, especially the battery warranty.

## Charges to look for

- **Processing fee**, plus GST.
- **Documentation and stamp duty.**
- **Penal charges** for late EMIs, and bounce charges for failed auto-debits.
- **Foreclosure charges** if you want to close early; check whether part-payment is allowed.
- **Hypothecation removal:** when you finish paying, collect the no-objection certificate and Form 35 from the lender, and get the hypothecation removed from the RC at the RTO, so you can sell the vehicle freely later.

## Steps to apply

- Pick the model and get the on-road quote.
- Check your credit score and gather your KYC and income documents.
- Compare offers from several lenders, looking at APR, tenure and charges.
- Accept the offer, sign the agreement after reading the KFS, and set up auto-debit for EMIs.
- The lender pays the dealer, and you ride home.

Ready to compare? See electric and petrol options on the [two-wheeler loan](/two-wheeler-loan) page.`,
};
