import type { BlogArticle } from '../schema.js';

/** Choosing the down payment and tenure of a new-car loan, with the interest each choice costs. */
export const newCarLoanDownPaymentAndTenure: BlogArticle = {
  id: 10,
  slug: 'new-car-loan-down-payment-and-tenure',
  lang: 'en',
  title: 'New Car Loan: How Much Down Payment, and How Long a Tenure?',
  metaTitle: 'New Car Loan: Choosing Down Payment and Tenure',
  metaDescription: 'See how the down payment and a 4, 5 or 7-year tenure change the EMI and total interest on a new-car loan, with a worked ₹10 lakh example.',
  author: 'Rinn Editorial Team',
  date: '2026-05-18',
  readTime: 4,
  categories: ['car-loan'],
  banner: { bannerImageUrl: '/images/blog/new-car-loan-down-payment-and-tenure.webp' },
  tips: [
    'Aim for a down payment of about 20% of the on-road price.',
    'A 7-year tenure can cost over ₹1 lakh more in interest than a 4-year one.',
    'Keep the car EMI to a modest share of your take-home pay.',
  ],
  recommendations: ['used-car-loan-guide', 'how-emi-is-calculated', 'foir-debt-to-income-ratio'],
  body: `Buying a new car usually involves two decisions that shape the loan more than anything else: **how much you pay upfront** and **how long you take to repay**. Get these right and the loan stays comfortable; get them wrong and you can end up paying for a car long after its value has dropped.

## The on-road price

Lenders base a new-car loan on the **on-road price** or the **ex-showroom price**, depending on the lender. The on-road price adds road tax and registration (which vary by state), insurance, and sometimes fast-tag, accessories and extended warranty charges. Some lenders fund a high share of the on-road price for customers with strong profiles, and a few advertise funding up to the full ex-showroom price. The rest is your **down payment**.

## A worked example

Suppose the car's on-road price is **₹10,00,000**, and for illustration the loan rate is **9% a year**.

With a **20% down payment** of ₹2,00,000, you borrow ₹8,00,000:

- over **4 years**, the EMI is about **₹19,908** and total interest about **₹1,55,586**,
- over **5 years**, the EMI is about **₹16,607** and total interest about **₹1,96,401**,
- over **7 years**, the EMI is about **₹12,871** and total interest about **₹2,81,186**.

Moving from 4 to 7 years cuts the EMI by about ₹7,000 a month, but costs about **₹1,25,600 more in interest**.

With **no down payment**, borrowing the full ₹10,00,000 over 7 years, the EMI is about ₹16,089 and the interest about **₹3,51,483**. That is roughly the same EMI as the 5-year plan with a down payment, but over ₹1,50,000 more in interest, and you owe more than the car is worth for much of the loan.

Run your own figures with the [EMI calculator](/emi-calculator), which has a new car tab and shows a year-by-year repayment schedule.

## How much to put down

A larger down payment helps in three ways: you borrow less, you pay less interest, and you may qualify for a better rate because the lender's risk is lower. A common rule of thumb is the **20/4/10 guideline**: put down at least 20%, borrow for no more than four years, and keep the total cost of the car, including EMI, fuel and insurance, under about 10% of your gross income. Few buyers meet all three, but it is a useful check on whether the car fits your budget.

Do not empty your emergency fund for the down payment. If putting down 20% would leave you with no savings, consider a less expensive model or variant.

## How to choose the tenure

New-car loans are commonly offered for one to seven years. Choose the **shortest tenure whose EMI you can comfortably pay**, with room for fuel, insurance, servicing and unexpected expenses.

Longer tenures have another cost: cars lose value quickly in the first few years. On a long loan with a small down payment, you may owe more than the car's resale value. If you need to sell the car or it is written off in an accident, the insurance payout or sale price might not cover the loan.

## What lenders look at

- **Credit score.** A higher score usually earns a lower rate; read our guide to [CIBIL score bands](/resources/cibil-score-bands-and-how-to-improve).
- **Income and existing EMIs.** Lenders check how much of your income already goes to EMIs; see our [FOIR guide](/resources/foir-debt-to-income-ratio).
- **Employment stability** for salaried applicants, and business vintage and income tax returns for the self-employed.
- **The car itself:** make, model and price.

The eligibility criteria and document lists for salaried and self-employed applicants are on the [new car loan](/new-car-loan) page.

## Other costs to budget for

- **Processing fee** and documentation charges, plus GST.
- **Insurance**, renewed every year; comprehensive cover is usually required for a financed car.
- **Hypothecation:** the lender's interest is recorded on the RC. After the last EMI, collect the no-objection certificate and Form 35 and have the hypothecation removed at the RTO.
- **Foreclosure charges**, if you may want to close early. Check the Key Fact Statement.

## Fixed or floating rate?

Many car loans are on a fixed rate, so the EMI stays the same. Some lenders offer floating rates linked to a benchmark. Our article on [fixed and floating rates](/resources/fixed-vs-floating-interest-rate) explains how to choose.

## The bottom line

Put down as much as you comfortably can without touching your emergency fund, and choose a tenure of about four or five years if the EMI allows. Thinking about a pre-owned car instead? Read our [used car loan guide](/resources/used-car-loan-guide).`,
};
