import type { BlogArticle } from '../schema.js';

/** The annual percentage rate and RBI's Key Fact Statement for retail and MSME loans. */
export const aprAndKeyFactStatement: BlogArticle = {
  id: 8,
  slug: 'apr-and-key-fact-statement',
  lang: 'en',
  title: 'APR and the Key Fact Statement: Reading the True Cost of a Loan',
  metaTitle: 'APR and the Key Fact Statement (KFS) Explained',
  metaDescription: 'The Key Fact Statement shows a loan’s APR, fees and terms before you sign. Learn what it must contain and how to compare loans with it.',
  author: 'Rinn Editorial Team',
  date: '2026-04-20',
  readTime: 4,
  categories: ['borrower-rights', 'personal-loan'],
  banner: { bannerImageUrl: '/images/blog/apr-and-key-fact-statement.webp' },
  tips: [
    'Compare loans on APR, which includes fees, not on the interest rate alone.',
    'A charge that is not in the KFS cannot be levied without your explicit consent.',
    'Ask for the KFS before you accept an offer, and read it.',
  ],
  recommendations: ['how-emi-is-calculated', 'loan-prepayment-and-part-payment', 'instant-personal-loan-digital-lending-safety'],
  body: `Two loans with the same interest rate can cost very different amounts. One may charge a 3% processing fee, the other 1%; one may add insurance, the other not. To let borrowers compare like with like, the Reserve Bank of India requires lenders to give a **Key Fact Statement (KFS)** showing the **annual percentage rate (APR)** before you sign.

## What APR means

The **interest rate** is what the lender charges on the outstanding principal. The **APR** is the annual cost of the loan to you, including the interest and the other charges the lender collects, such as processing fees and documentation charges. It is worked out from the amount you actually receive and the instalments you pay.

Here is an example. You borrow **₹3,00,000 at 14% for 3 years**. The EMI is about ₹10,253. The lender charges a 2% processing fee plus 18% GST, which is ₹7,080, deducted from the disbursement. You receive ₹2,92,920 but repay EMIs calculated on ₹3,00,000. The APR on this loan works out to about **15.7%**, noticeably higher than the 14% headline rate.

So when you compare offers, compare the APR. A loan at 13.5% with a large fee can cost more than a loan at 14% with a small one.

## RBI's Key Fact Statement direction

In **April 2024**, RBI issued a circular on the **Key Fact Statement for loans and advances**, bringing together earlier KFS requirements that applied to digital lending, microfinance and some bank loans. Lenders had to follow it **from 1 October 2024**, and it applies to **all retail and MSME term loans** by regulated entities such as banks and NBFCs.

The main points are:

- The KFS must be given in a **standard format**, in a language you understand, **before** you sign the loan agreement.
- It must show the **APR** and a breakdown of all charges.
- It must include a **repayment schedule** showing the instalments over the life of the loan.
- **Charges not mentioned in the KFS cannot be levied** at any stage without your explicit consent.
- Third-party charges collected for others, such as insurance premiums or registration fees, must be included in the APR too.
- The KFS must stay valid for a minimum period so you have time to review it: at least three working days for loans with a tenor of seven days or more, and one working day for shorter loans.

## What to look for in a KFS

Part 1 covers the interest rate and fees; Part 2 covers other qualitative information. When you read one, check these items in particular:

- **Loan amount and the amount disbursed.** The gap between them is what is deducted upfront.
- **Interest rate type:** fixed or floating, and for floating, the benchmark and spread.
- **APR.** This is the number to compare.
- **Fees and charges:** processing, insurance, documentation and any one-time or recurring charges.
- **Penal charges** for late payment, and how they are calculated.
- **Foreclosure and part-payment terms.** See our guide to [prepayment](/resources/loan-prepayment-and-part-payment).
- **Cooling-off or look-up period** for digital loans, during which you can exit by repaying the principal and the proportionate APR without a penalty.
- **Recovery:** whether recovery agents may be engaged, and how.
- **Grievance redressal:** the name and contact details of the grievance redressal officer, and how to escalate to the RBI Ombudsman if a complaint is not resolved.

## APR on digital loans

Short-term digital loans are where APR matters most. A small loan for a few weeks with a flat "fee" can have an APR far higher than its stated interest rate suggests. RBI's digital lending directions require the APR to be shown in the KFS, and the lender or its lending service provider must show it to you before you accept. If an app does not show a KFS, treat that as a warning sign. Our guide to [digital lending safety](/resources/instant-personal-loan-digital-lending-safety) explains more.

## How Rinn helps

Rinn is a marketplace, not a lender: the offers you see come from RBI-regulated partner lenders, and each lender issues its own KFS before you sign. Use our [EMI calculator](/emi-calculator) to understand instalments, then compare the APR in each lender's KFS to see the full cost. For a personal loan, start on the [personal loan](/personal-loan) page.

## A quick checklist

- Ask for the KFS before accepting any offer.
- Compare APR across at least two or three lenders.
- Check that the amount disbursed matches what you expect.
- Note the penal charges and the foreclosure terms.
- Save a copy of the KFS and the loan agreement.

Understanding the EMI is the first step; our article on [how EMI is calculated](/resources/how-emi-is-calculated) covers the formula in detail.`,
};
