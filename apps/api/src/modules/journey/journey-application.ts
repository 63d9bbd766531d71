import { KNOWN_LEAD_STATUSES, LENDER_CONSENT_STAGE } from '@rinn/rules';

/** The stages of an application made through the journey, the first complete (§3 stages). */
export const JOURNEY_APPLICATION_STAGES = ['Application submitted', LENDER_CONSENT_STAGE, 'KYC verified', 'Loan sanctioned', 'Loan disbursed'] as const;

/** The card status of an application waiting for the customer's consent to the lender. */
export const JOURNEY_LEAD_STATUS = KNOWN_LEAD_STATUSES['consent-pending'];

/** Applications made through the journey live in the lender partners' system (not 1 or 5). */
export const JOURNEY_SYSTEM_ID = 2;
