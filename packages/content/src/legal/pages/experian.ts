import { grievanceSection } from '../grievance-officer.js';
import type { LegalPage } from '../schema.js';

/** Terms for fetching and showing a user's Experian credit report through Rinn. */
export const experianTerms: LegalPage = {
  slug: 'experian',
  title: 'Experian Credit Report Terms',
  updatedOn: '2026-11-02',
  body: `These terms apply when you ask Rinn Technologies Private Limited ("**Rinn**") to fetch and show you your credit report and credit score from **Experian Credit Information Company of India Private Limited** ("**Experian**"). Experian is a credit information company licensed by the Reserve Bank of India under the **Credit Information Companies (Regulation) Act, 2005**. These terms are in addition to our [terms and conditions](/terms-and-conditions) and [privacy policy](/privacy-policy).

## Your consent and authorisation

By clicking to check your score, you:

- confirm that you are the person whose credit information is being requested, and that the details you have entered, such as your name, mobile number, PAN and date of birth, are your own,
- authorise Rinn to request, receive and store your credit information report and credit score from Experian on your behalf,
- authorise Rinn to use that information to show you your credit score and report, to explain what affects it, and to show you loan offers for which you may be eligible.

You should not request another person's credit report. Doing so without their authorisation may be unlawful.

## What the report contains

Your Experian credit report is compiled by Experian from information that banks, NBFCs and other credit institutions report to it. It typically includes your loan and credit card accounts, repayment history, amounts outstanding and enquiries made by lenders. Rinn does not change the information in the report.

## Checking your own score does not lower it

When you check your own report through Rinn, it is treated as a request by you and does not count as a lender's enquiry for a loan. It does not lower your score. See the [credit score page](/cibil-score) for what the score bands mean.

## How long we keep your report

We keep your Experian report only as long as needed to serve the purposes above and to show you your score history in your account, or until you withdraw your consent, whichever is earlier, subject to any period the law requires. You can ask us to delete it at any time by writing to grievance@rinn.in.

## Sharing

We do not share your Experian report with anyone except the partner lenders to whom you choose to send a loan application, and then only with your consent under our [consent declaration](/consent-declaration), or where the law requires.

## Accuracy and disputes

Experian is responsible for the contents of the report, and the credit institutions that report to it are responsible for the accuracy of their data. If you find an error, such as an account that is not yours or a payment wrongly shown as late, you can raise a dispute directly with Experian through its website, or with the lender concerned. RBI rules require credit information companies and credit institutions to resolve such complaints within set timelines and provide for compensation to you when they fail to do so. We can help you identify what to dispute, but we cannot change the report ourselves.

## Limitations

The credit score and report are provided by Experian and are shown to you for your information. A good score does not guarantee that any lender will approve a loan, and lenders may use reports from other credit information companies. Rinn and Experian are not responsible for decisions made by lenders.

## Free annual report

You are also entitled to one free full credit report, including your credit score, every calendar year directly from each credit information company, including Experian. Our [certified CIC page](/certified-CIC) lists them.

${grievanceSection()}`,
};
