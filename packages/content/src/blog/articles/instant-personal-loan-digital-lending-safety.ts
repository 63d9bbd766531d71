import type { BlogArticle } from '../schema.js';

/** Instant loans through apps: what RBI's digital lending directions require, and how to spot an illegal app. */
export const instantPersonalLoanDigitalLendingSafety: BlogArticle = {
  id: 12,
  slug: 'instant-personal-loan-digital-lending-safety',
  lang: 'en',
  title: 'Instant Personal Loans: Staying Safe With Digital Lending Apps',
  metaTitle: 'Instant Loan Apps: RBI Rules and How to Stay Safe',
  metaDescription: 'RBI’s digital lending rules in plain words: direct disbursal, a KFS, a cooling-off period and a grievance officer. Plus how to spot illegal loan apps.',
  author: 'Rinn Editorial Team',
  date: '2026-06-15',
  readTime: 4,
  categories: ['personal-loan', 'borrower-rights'],
  banner: { bannerImageUrl: '/images/blog/instant-personal-loan-digital-lending-safety.webp' },
  tips: [
    'A genuine loan is paid straight into your own bank account by a regulated lender.',
    'Never pay an upfront "fee" to get a loan released.',
    'An app that wants your contacts or photo gallery is a red flag.',
  ],
  recommendations: ['apr-and-key-fact-statement', 'personal-loan-documents-checklist', 'credit-score-myths'],
  body: `Instant personal loans let you apply on your phone and receive money within hours, sometimes minutes. For a genuine emergency, that speed is valuable. But the same convenience has attracted illegal lending apps that charge extortionate fees and harass borrowers. The Reserve Bank of India has set clear rules for digital lending, and knowing them is the best way to stay safe.

## Who is actually lending to you

In a legitimate digital loan, the lender is always a **regulated entity (RE)**: a bank or an NBFC registered with RBI. Apps and websites that help you find or apply for a loan, like Rinn, are **lending service providers (LSPs)** working on behalf of those lenders. The app or website must clearly tell you the name of the lender behind each offer. If you cannot find out which bank or NBFC is lending, do not proceed.

## What RBI's digital lending rules require

RBI issued guidelines on digital lending in 2022 and consolidated them in the **Reserve Bank of India (Digital Lending) Directions, 2025**. Among other things, they require that:

- **Loans are disbursed directly into the borrower's bank account**, and repayments go directly to the lender, not through a pool account of the app or any third party, except in limited cases the directions allow.
- You receive a **Key Fact Statement (KFS)** before you sign, showing the annual percentage rate (APR), all fees and the repayment schedule. Charges not in the KFS cannot be levied.
- There is a **cooling-off or look-up period** after the loan is taken, during which you can exit by repaying the principal and the proportionate APR, without any penalty.
- Both the lender and the LSP appoint a **grievance redressal officer** whose contact details are shown on the app and website. If your complaint is not resolved within **30 days**, you can escalate it under the **Reserve Bank - Integrated Ombudsman Scheme**.
- Data is collected only with your explicit consent and only as needed. Apps must not access your **file and media, contact list or call logs**; one-time access to camera, microphone or location may be sought only when needed for onboarding or KYC, with your consent. You can withdraw consent and ask for your data to be deleted, subject to the lender's legal duties to retain records.
- **Credit limits are not raised automatically** without your explicit consent.
- Lending apps of regulated lenders and their LSPs are reported to RBI, which publishes a **public directory of digital lending apps** on its website.

The full directions are detailed; the points above are the ones that matter most when you borrow.

## How to spot an illegal loan app

- **It does not name an RBI-regulated lender**, or the lender it names has no record of the app.
- **It asks for an upfront "processing" or "insurance" fee** before disbursing. Genuine lenders deduct fees from the disbursement and show them in the KFS.
- **It wants access to your contacts, photos or files.** Legitimate apps do not need these.
- **It offers a loan with no KYC and no credit check**, or promises approval "for everyone".
- **The APR is not shown**, or the amount credited is far below the sanctioned amount with no explanation.
- **It threatens or shames you**: messages to your contacts, morphed photos, abusive calls. This is illegal; regulated lenders must follow fair practices in recovery.
- **It asks you to pay EMIs to a personal UPI ID or someone's account** instead of the lender.

## If you are being harassed

- Do not pay money you do not owe because of threats.
- Keep screenshots, call records and payment receipts.
- Report the app on the National Cyber Crime Reporting Portal (cybercrime.gov.in) or call the cyber crime helpline **1930**.
- Report unauthorised lenders on RBI's **Sachet** portal.
- If the lender is regulated, complain to its grievance redressal officer, and then to the RBI Ombudsman if needed.

## Borrowing an instant loan wisely

Instant loans are usually unsecured and can be expensive, especially small, short loans. Before you accept:

- Check the **APR** in the KFS, not just the interest rate.
- Borrow only what you need, for the shortest tenure you can manage.
- Make sure the EMI fits alongside your existing EMIs; our guide to [FOIR](/resources/foir-debt-to-income-ratio) helps.
- Repay on time. Missed payments on even a small loan show on your credit report.

Keep your documents ready for a faster decision; see our [personal loan documents checklist](/resources/personal-loan-documents-checklist). When you compare offers on Rinn's [instant loan](/instant-loan) page, every offer comes from an RBI-regulated lender whose name is shown with the offer.`,
};
