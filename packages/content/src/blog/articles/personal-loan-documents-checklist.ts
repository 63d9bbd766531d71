import type { BlogArticle } from '../schema.js';

/** The KYC and income documents a personal-loan application needs, for salaried and self-employed applicants. */
export const personalLoanDocumentsChecklist: BlogArticle = {
  id: 6,
  slug: 'personal-loan-documents-checklist',
  lang: 'en',
  title: 'Documents Required for a Personal Loan: A Complete Checklist',
  metaTitle: 'Personal Loan Documents: KYC and Income Checklist',
  metaDescription: 'PAN, Aadhaar, bank statements, salary slips and ITR: the documents lenders ask for on a personal loan, for salaried and self-employed applicants.',
  author: 'Rinn Editorial Team',
  date: '2026-03-23',
  readTime: 4,
  categories: ['personal-loan'],
  banner: { bannerImageUrl: '/images/blog/personal-loan-documents-checklist.webp' },
  tips: [
    'Keep your PAN and Aadhaar details matching in name and date of birth.',
    'Download bank statements as PDFs from net banking; do not edit them.',
    'Self-employed applicants should keep two years of ITR ready.',
  ],
  recommendations: ['instant-personal-loan-digital-lending-safety', 'foir-debt-to-income-ratio', 'cibil-score-bands-and-how-to-improve'],
  body: `A personal loan needs no collateral, so the lender decides almost entirely from your documents and your credit report. Having the right papers ready, and making sure they agree with each other, is the easiest way to get a quick decision. This checklist covers what most banks and NBFCs ask for.

## Why lenders need these documents

Lenders regulated by the Reserve Bank of India must verify who you are before lending, under RBI's Know Your Customer (KYC) directions. They also need to judge whether you can repay, which is why they ask about your income and your existing loans. Digital lenders do the same checks online, often through Aadhaar-based e-KYC, video KYC or your records in the Central KYC Registry.

## Identity and address (KYC)

- **PAN card.** PAN is required for practically every loan. Lenders use it to pull your credit report, so the name and date of birth must match your other records.
- **Aadhaar.** Most lenders verify Aadhaar through OTP-based e-KYC or offline verification with your consent. You can mask the first eight digits when you share a copy.
- **Other officially valid documents**, if needed for address: passport, voter ID or driving licence.
- **A recent photograph**, or a live photo taken during video KYC.

If your current address is different from the one on your KYC documents, lenders may ask for a utility bill or a rent agreement as proof of current address.

## Income documents: salaried applicants

- **Salary slips** for the last three months, showing gross pay, deductions and net pay.
- **Bank statements** for the last three to six months, for the account where your salary is credited.
- **Form 16** for the last year, or income tax returns if you file them.
- **Employment proof**, such as an offer letter or employee ID, if the lender asks. Some lenders check your employer against their own list of companies.

## Income documents: self-employed applicants

- **Income tax returns** for the last two years, with the computation of income.
- **Audited financial statements** (balance sheet and profit and loss account), if your business is required to have them audited.
- **Bank statements** for six to twelve months, for both personal and business accounts.
- **Proof of business**, such as GST registration, a shop and establishment certificate, Udyam registration, or a professional practice certificate for doctors, chartered accountants and similar professionals.
- **Proof of office address** if it differs from your home.

## How lenders use your bank statement

Your bank statement tells the lender more than your payslip does. They look at:

- whether your salary or business income arrives regularly,
- the EMIs already going out, which they add up to work out how much more you can afford,
- bounced cheques or failed auto-debits, which are red flags,
- your average balance over the month.

Share the statement as the original PDF downloaded from net banking, or through the RBI-regulated Account Aggregator framework if the lender offers it. Never edit a statement: lenders check them, and a tampered document can lead to rejection and worse.

## Eligibility at a glance

On Rinn, a personal loan generally requires that you are **at least 21 years old**, have a **healthy credit history**, are **salaried or self-employed**, and have a **net monthly take-home income of at least ₹10,000**. Individual lenders may set higher limits. See the full eligibility list on the [personal loan](/personal-loan) page.

## Tips for a smooth application

- **Match your details.** Differences in name spelling or date of birth between PAN, Aadhaar and bank records are a common cause of delay. Fix them before applying.
- **Keep scans clear.** Upload complete pages, in colour, with nothing cut off.
- **Link your mobile number** to Aadhaar, so OTP verification works.
- **Check your credit report** before you apply and sort out errors first. Our guide to [CIBIL score bands](/resources/cibil-score-bands-and-how-to-improve) explains how.
- **Know your FOIR.** Lenders compare your total EMIs with your income; our [FOIR guide](/resources/foir-debt-to-income-ratio) shows how to work it out.

## Be careful who you share documents with

Share documents only through the lender's or the lending platform's official app or website. A genuine lender will not ask you to send Aadhaar or bank passwords on a messaging app, and will never ask for your net-banking password or an OTP for a payment to "release" a loan. Read our guide to [digital lending safety](/resources/instant-personal-loan-digital-lending-safety) to learn how to spot illegal loan apps.

When your documents are ready, you can [check your offers](/personal-loan) from several lenders in one place.`,
};
