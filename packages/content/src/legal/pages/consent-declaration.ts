import { grievanceSection } from '../grievance-officer.js';
import { PARTNER_LENDERS_MARKER } from '../schema.js';
import type { LegalPage } from '../schema.js';

/** The consents a borrower gives when checking offers or applying through Rinn. */
export const consentDeclaration: LegalPage = {
  slug: 'consent-declaration',
  title: 'Consent Declaration',
  updatedOn: '2026-11-02',
  body: `This declaration sets out the consents you give to Rinn Technologies Private Limited ("**Rinn**") when you check your offers, check your credit score or apply for a loan through Rinn. Each consent is for the specific purpose described. You can withdraw any of them at any time, as explained below. Our [privacy policy](/privacy-policy) explains how we protect your data.

## 1. Your details and your application

I confirm that the information I have given, including my name, mobile number, date of birth, PAN, address, employment and income details, is true, complete and my own. I authorise Rinn to use it to find loan offers for me, to prepare my application, and to show its progress on my dashboard.

## 2. Fetching my credit report

I authorise Rinn, and the partner lenders to whom my application is sent, to obtain my credit information report and credit score from one or more credit information companies licensed by the Reserve Bank of India under the **Credit Information Companies (Regulation) Act, 2005**, namely TransUnion CIBIL, Experian, Equifax and CRIF High Mark, for the purpose of assessing my eligibility for a loan and showing me my credit score. I understand that a lender's check of my report when I apply may be recorded as an enquiry. See the [list of certified CICs](/certified-CIC) and the [Experian terms](/experian).

## 3. Sharing with partner lenders

I authorise Rinn to share my details, documents and credit information with the RBI-regulated partner lenders whose offers I choose, so that they can assess my application, verify my identity and, if approved, sanction and service the loan. Rinn's current partner lenders are:

${PARTNER_LENDERS_MARKER}

I understand that each lender decides on my application under its own policies and will give me a Key Fact Statement before I sign any loan agreement. I understand that I may also choose not to proceed with any offer.

## 4. Identity verification

I authorise the lender, and Rinn acting on its behalf where the lender permits, to verify my identity and KYC details through the means the lender uses under RBI's Know Your Customer directions, such as OTP-based verification of my mobile number, Aadhaar-based e-KYC with my separate consent, video KYC, or a search of the Central KYC Records Registry.

## 5. Calls, SMS, WhatsApp and email

I authorise Rinn and the partner lenders handling my application to contact me by **phone call, SMS, WhatsApp and email** on the mobile number and email address I have given, about my application, my credit score and related loan offers. This consent applies even if my number is registered on the National Customer Preference Register (Do Not Disturb) under TRAI's Telecom Commercial Communications Customer Preference Regulations, 2018.

WhatsApp updates are optional: I can turn them off when I apply or later, and I will still receive essential messages by SMS or email.

## 6. Confirming that I initiated the loan

Where a lender asks me to confirm that I started the loan request myself, I confirm that I did so of my own free will and that no one has asked me to apply on their behalf.

## How long these consents last

These consents last until the purpose is served, for example until my application is closed, or until I withdraw them, whichever is earlier. Rinn and the lenders may retain records after that where the law or a regulator requires.

## Withdrawing consent

I can withdraw any of these consents at any time by writing to grievance@rinn.in or using the options in my account. Withdrawal does not affect anything done before it. If I withdraw consent to sharing or to a credit check while an application is in progress, the application may not be able to continue. Withdrawing consent does not cancel a loan that has already been disbursed; that loan remains governed by my agreement with the lender.

${grievanceSection()}`,
};
