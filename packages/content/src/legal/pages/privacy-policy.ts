import { grievanceSection } from '../grievance-officer.js';
import { PARTNER_LENDERS_MARKER } from '../schema.js';
import type { LegalPage } from '../schema.js';

/** Privacy policy under the Digital Personal Data Protection Act, 2023. */
export const privacyPolicy: LegalPage = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  updatedOn: '2026-11-02',
  body: `This privacy policy explains how Rinn Technologies Private Limited ("**Rinn**", "we", "us") collects, uses, shares and protects your personal data when you use the Rinn website and app. Rinn is an online loan marketplace and a lending service provider: we help you compare and apply for loans from banks and non-banking financial companies regulated by the Reserve Bank of India ("**partner lenders**"). **Rinn is not a lender** and does not take credit decisions.

We process personal data in accordance with the **Digital Personal Data Protection Act, 2023** and the rules made under it, the **Information Technology Act, 2000**, and the data-related requirements that the **Reserve Bank of India (Digital Lending) Directions, 2025** place on lenders and their lending service providers. Under the Digital Personal Data Protection Act, you are the **data principal** and Rinn is the **data fiduciary** for the data we decide how to use.

## The personal data we collect

- **Contact details:** your name, mobile number and email address.
- **Identity and KYC details**, when you apply for a loan: PAN, date of birth, address and, where a lender requires it, details from Aadhaar or another officially valid document. We do not store your full Aadhaar number unless the law allows it.
- **Financial details** that you provide or allow us to fetch: employment, income, existing loans, bank statements and similar documents.
- **Credit information** from credit information companies, only with your consent.
- **Loan application details:** the product, amount, tenure, vehicle details and the status of your applications with partner lenders.
- **Communications** with us, including chats with our support assistant, contact-form messages and call records.
- **Technical data:** device and browser type, IP address, pages visited and cookies, used to keep the service secure and working.

We do not access your phone's contact list, file and media storage or call logs.

## Why we use your data

We use your personal data only for the purposes we tell you about when we ask for consent, or for the legitimate uses the Act permits. These purposes are:

- to show you loan offers and eligibility, calculate indicative EMIs and check your credit score when you ask us to,
- to send your application to the partner lenders you choose, and to track its progress on your dashboard,
- to verify your identity and mobile number, including by one-time password,
- to contact you about your application and, if you agree, about other offers, by call, SMS, WhatsApp or email,
- to prevent fraud and keep the service secure,
- to answer your questions and resolve complaints,
- to comply with the law, orders of courts and requests of regulators.

## Consent, and withdrawing it

Where we rely on your consent, we ask for it in clear terms and for a specific purpose, as set out in our [consent declaration](/consent-declaration). You may **withdraw your consent at any time**, as easily as you gave it, by writing to the grievance officer below or using the options in your account. Withdrawal does not affect processing that took place before it. If you withdraw consent, we stop processing your data for that purpose and ask our processors to do the same, unless the law requires us to retain it; we may then be unable to process an application in progress.

## Who we share your data with

- **Partner lenders** to whom you ask us to send an application, so that they can assess and process it. Our current partner lenders are:

${PARTNER_LENDERS_MARKER}

- **Credit information companies**, to fetch your credit report with your consent. See our [certified CIC page](/certified-CIC).
- **Service providers** who process data on our behalf under contract, such as cloud hosting, KYC and OTP verification, messaging and customer support providers. They may use the data only on our instructions.
- **Government authorities, regulators and courts**, when the law requires it.

We do not sell your personal data.

## Where and how long we keep it

Your personal data is stored on servers located in India. We keep it only as long as needed for the purpose for which it was collected, or as long as the law or a regulator requires, and then delete it. We protect it with reasonable security safeguards, including encryption in transit, access controls and monitoring. If a personal data breach occurs, we will inform you and the Data Protection Board of India as the Act requires.

## Your rights as a data principal

Under the Digital Personal Data Protection Act, 2023 you have the right:

- to **obtain information** about the personal data we process and the processing activities, and the identities of those we have shared it with,
- to **correction, completion and updating** of inaccurate or incomplete data,
- to **erasure** of data that is no longer needed, unless the law requires us to keep it,
- to **grievance redressal**, through the officer named below,
- to **nominate** another person to exercise your rights in the event of your death or incapacity.

To use these rights, write to grievance@rinn.in from your registered email or mobile number. You also have duties under the Act, including not to give false information or to impersonate another person.

## Children

Rinn's services are meant only for adults. We do not knowingly collect personal data of anyone under 18. If you believe a child has given us personal data, please write to us and we will delete it.

## Cookies

We use cookies that are essential for login and security, and, with your consent, analytics cookies to understand how the site is used. You can refuse analytics cookies without losing access to the service.

## Changes to this policy

We may update this policy when our services or the law change. The date at the top shows the latest version. If a change affects how we use data you have already given, we will tell you and, where needed, ask for your consent again.

## Complaints to the Data Protection Board

If your grievance is not resolved to your satisfaction, after using the grievance redressal process below you may complain to the **Data Protection Board of India** as provided in the Act.

${grievanceSection()}`,
};
