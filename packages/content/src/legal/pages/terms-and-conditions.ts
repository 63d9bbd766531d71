import { grievanceSection } from '../grievance-officer.js';
import { PARTNER_LENDERS_MARKER } from '../schema.js';
import type { LegalPage } from '../schema.js';

/** Terms of use of the Rinn marketplace, written for a lending service provider. */
export const termsAndConditions: LegalPage = {
  slug: 'terms-and-conditions',
  title: 'Terms and Conditions',
  updatedOn: '2026-11-02',
  body: `These terms govern your use of the website and app of Rinn Technologies Private Limited ("**Rinn**", "we", "us"). By using Rinn, creating an account or applying for a loan through us, you agree to these terms and to our [privacy policy](/privacy-policy). If you do not agree, please do not use the service.

## What Rinn is, and what it is not

Rinn is an online loan marketplace. We act as a **lending service provider** for banks and non-banking financial companies regulated by the Reserve Bank of India ("**partner lenders**"): we help you compare loan offers, check eligibility and apply. **Rinn is not a bank or an NBFC, does not lend money and does not take credit decisions.** Every loan is offered, sanctioned, disbursed and serviced by the partner lender named with the offer, under that lender's own terms.

We work as required by the **Reserve Bank of India (Digital Lending) Directions, 2025**. In particular:

- each offer shows the name of the lender making it, and we show you the offers from all partner lenders that match your request, without favouring any lender,
- the lender gives you a **Key Fact Statement** with the annual percentage rate and all charges before you sign the loan agreement,
- loans are disbursed directly into your bank account by the lender, and repayments go directly to the lender,
- you may exit a digital loan during the cooling-off period set by the lender by repaying the principal and the proportionate annual percentage rate, without a penalty.

**Rinn does not charge you any fee** for using the marketplace. Partner lenders pay us for our services.

## Our partner lenders

We currently work with the following RBI-regulated lenders:

${PARTNER_LENDERS_MARKER}

## Who can use Rinn

You must be at least 18 years old, resident in India and able to enter into a binding contract. Lenders set their own eligibility criteria, such as minimum age, income and credit score, and may decline an application for their own reasons.

## Your account

You log in with your mobile number and a one-time password. Keep your phone and OTPs to yourself: anyone who has them can access your account. Tell us at once if you think your account has been misused. You agree to give true, complete and current information, and not to apply in someone else's name.

## Calculators, scores and information

Our EMI, balance-transfer and other calculators give **indicative** figures using standard formulas. The EMI, rate and charges you are actually offered are set by the lender and depend on your credit profile. Articles and guides on Rinn are for general information and are not financial, legal or tax advice. Credit scores and reports are provided by credit information companies under their own terms; see our [Experian terms](/experian).

## Acceptable use

You agree not to misuse the service: no false applications, no attempts to access other users' data, no automated scraping, no interference with security, and nothing unlawful. We may suspend or close an account that breaks these terms.

## Communications

With your consent, we and our partner lenders may contact you by call, SMS, WhatsApp or email about your application and related offers, as set out in our [consent declaration](/consent-declaration). You can opt out of promotional messages at any time; service messages about an application in progress will continue while it is active.

## Intellectual property

The Rinn name, logo, design and content belong to Rinn or its licensors. You may use the service for your personal, non-commercial purposes only.

## Limitation of liability

We take care to keep the service accurate and available, but we do not guarantee that any lender will approve a loan, or that the service will be uninterrupted or error-free. The loan contract is between you and the lender, and the lender is responsible for its terms. To the extent the law allows, Rinn is not liable for indirect or consequential losses arising from your use of the service. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019 or other law that cannot be excluded.

## Changes, law and disputes

We may change these terms; the date above shows the latest version, and we will tell you about significant changes. These terms are governed by the laws of India. Subject to the grievance process below, the courts at Gurugram, Haryana have jurisdiction.

${grievanceSection()}`,
};
