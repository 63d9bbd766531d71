import type { CkycRecord } from './ckyc-registry.js';
import { ckycStatusOf } from './ckyc-status.js';
import { sendConsentOtp, verifyConsentOtp } from './consent-otp.js';
import {
  ConsentRecords,
  type AuditActor,
  type ConsentServiceDependencies,
  type CreatedConsentRequest,
  type Decision,
  type NewConsentRequest,
} from './consent-records.js';
import { createConsentRequest, hasPendingConsentRequest } from './create-consent-request.js';
import { decideConsent } from './decide-consent.js';
import { issueLenderApiKey } from './lender-api-key.js';
import { viewConsentAsLender, viewConsentAsUser } from './view-consent.js';
import { withdrawConsent } from './withdraw-consent.js';

/**
 * Lender consent through tokenised links (§2 consent pages, §4 Consent OTP and Consent terms, §7
 * consent calls), with every event kept in the append-only audit trail. One entry point for the
 * consent routes, the journey and the operator command; each use case lives in its own file over
 * the shared {@link ConsentRecords}.
 */
export class ConsentService {
  private readonly records: ConsentRecords;

  constructor(deps: ConsentServiceDependencies) {
    this.records = new ConsentRecords(deps);
  }

  /** Creates a request and its link (`create-consent-request.ts`). */
  createRequest(request: NewConsentRequest, actor: AuditActor, origin?: string): Promise<CreatedConsentRequest> {
    return createConsentRequest(this.records, request, actor, origin);
  }

  /** Gives a lender a new API key (`lender-api-key.ts`). */
  issueLenderApiKey(lenderName: string): Promise<string> {
    return issueLenderApiKey(this.records, lenderName);
  }

  /** The borrower's page views its link (`view-consent.ts`). */
  viewAsUser(token: string, actor: AuditActor) {
    return viewConsentAsUser(this.records, token, actor);
  }

  /** A lender views one of its requests (`view-consent.ts`). */
  viewAsLender(apiKey: string, referenceId: string, actor: AuditActor) {
    return viewConsentAsLender(this.records, apiKey, referenceId, actor);
  }

  /** Sends the consent OTP (`consent-otp.ts`). */
  sendOtp(token: string, actor: AuditActor & { readonly clientIp: string }) {
    return sendConsentOtp(this.records, token, actor);
  }

  /** Verifies the consent OTP and issues the decision token (`consent-otp.ts`). */
  verifyOtp(token: string, otp: string, actor: AuditActor): Promise<string> {
    return verifyConsentOtp(this.records, token, otp, actor);
  }

  /** Records the borrower's decision, once (`decide-consent.ts`). */
  decide(
    token: string,
    decision: Decision,
    extraInfo: { readonly whatsappOptIn: boolean; readonly loanInitiatedChecked: boolean; readonly ckyc: boolean },
    actor: AuditActor,
  ) {
    return decideConsent(this.records, token, decision, extraInfo, actor);
  }

  /** The dashboard's Opt-out (`withdraw-consent.ts`). */
  withdraw(customerId: string, id: string, actor: AuditActor) {
    return withdrawConsent(this.records, customerId, id, actor);
  }

  /** The CKYC number of an approved consent (`ckyc-status.ts`). */
  ckycStatus(referenceId: string): Promise<CkycRecord> {
    return ckycStatusOf(this.records, referenceId);
  }

  /** Whether a pending request exists for a mobile (`create-consent-request.ts`). */
  hasPendingRequest(mobile: string): Promise<boolean> {
    return hasPendingConsentRequest(this.records, mobile);
  }
}
