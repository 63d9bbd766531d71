import { grievanceSection } from '../grievance-officer.js';
import type { LegalPage } from '../schema.js';

/** The four credit information companies licensed by the RBI. */
export const certifiedCic: LegalPage = {
  slug: 'certified-CIC',
  title: 'Certified Credit Information Companies',
  updatedOn: '2026-11-02',
  body: `A credit information company (CIC), often called a credit bureau, collects information about the loans and credit cards of individuals and businesses from banks, NBFCs and other credit institutions, and uses it to prepare credit reports and credit scores. In India, CICs are licensed and regulated by the **Reserve Bank of India** under the **Credit Information Companies (Regulation) Act, 2005**.

## The four RBI-licensed credit information companies

- **TransUnion CIBIL Limited** (cibil.com)
- **Experian Credit Information Company of India Private Limited** (experian.in)
- **Equifax Credit Information Services Private Limited** (equifax.co.in)
- **CRIF High Mark Credit Information Services Private Limited** (crifhighmark.com)

Lenders regulated by the RBI report credit information to all four. Each CIC keeps its own records and uses its own scoring model, so your scores from different CICs may differ slightly. Consumer credit scores from these CICs generally run from **300 to 900**.

## How Rinn works with CICs

When you check your credit score on Rinn, we fetch your report from a CIC on your behalf, with your consent, as described in our [consent declaration](/consent-declaration). Our [Experian terms](/experian) set out how we handle a report fetched from Experian. When you apply for a loan through Rinn, the partner lender may fetch your report from one or more of these CICs.

## Your rights with a CIC

- **A free report every year.** Each CIC must give you one free full credit report, including your credit score, once in every calendar year. You can request it on the CIC's website.
- **Correction of errors.** If your report has wrong information, you can ask the CIC to correct it. The CIC checks with the credit institution that reported the data. RBI rules set timelines for resolving such complaints and provide for compensation to you if the CIC or the credit institution does not resolve your complaint in time.
- **Information about enquiries.** Your report shows which lenders have accessed it.
- **Escalation.** If a complaint about a CIC or a credit institution is not resolved, you may approach the RBI under the Reserve Bank - Integrated Ombudsman Scheme, 2021.

## Check your score

You can [check your credit score](/cibil-score-check) on Rinn in a few minutes.

${grievanceSection()}`,
};
