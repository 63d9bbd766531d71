import { progressAfterConsent } from '@rinn/rules';
import { and, eq, gt } from 'drizzle-orm';
import { applications, consentRequests } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';
import { hashesEqual } from '../../http/keyed-hash.js';
import { consentAlreadyDecided } from '../../http/messages.js';
import type { AuditActor, ConsentRecords, Decision } from './consent-records.js';
import { anyOf } from '../../db/conditions.js';

/**
 * Records the borrower's decision, exactly once.
 *
 * @rule CONSENT-LINK-005 A decision needs the decision token of a verified OTP (the link token
 *   alone answers 401) and is accepted once: the update only applies to a pending, unexpired
 *   request, so of any number of concurrent or repeated decisions exactly one is recorded, and
 *   the others answer 409 with the recorded status. An approval marks the application as consent
 *   opted.
 * @spec §3 Consent submission, §4 Consent terms, §7 PUT consent
 */
export async function decideConsent(
  records: ConsentRecords,
  token: string,
  decision: Decision,
  extraInfo: { readonly whatsappOptIn: boolean; readonly loanInitiatedChecked: boolean; readonly ckyc: boolean },
  actor: AuditActor,
) {
  const byDecision = records.decisionHash(token);
  const row = await records.withLender(anyOf(eq(consentRequests.decisionTokenHash, byDecision), eq(consentRequests.tokenHash, records.linkHash(token))));
  if (!row) throw new DomainError({ code: 'CONSENT_LINK_UNKNOWN' }, { consentStatus: 'invalid' });
  records.assertUsable(row.request);
  const now = records.deps.clock.now();
  if (row.request.decisionTokenHash === null || !hashesEqual(row.request.decisionTokenHash, byDecision)) {
    throw new DomainError({ code: 'CONSENT_VERIFICATION_REQUIRED' });
  }
  if (row.request.decisionTokenExpiresAt === null || row.request.decisionTokenExpiresAt.getTime() <= now.getTime()) {
    throw new DomainError({ code: 'CONSENT_VERIFICATION_EXPIRED' });
  }
  const recorded = await records.deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(consentRequests)
      .set({ status: decision, decidedAt: now, whatsappOptIn: extraInfo.whatsappOptIn, loanInitiatedChecked: extraInfo.loanInitiatedChecked })
      .where(and(eq(consentRequests.id, row.request.id), eq(consentRequests.status, 'pending'), gt(consentRequests.expiresAt, now)))
      .returning({ id: consentRequests.id });
    if (updated.length === 0) return false;
    await records.audit(tx, records.auditRow(row), 'decided', actor, decision, { ...extraInfo });
    if (row.request.applicationId !== null) {
      const [application] = await tx
        .select({ leadStatus: applications.leadStatus, stages: applications.stages })
        .from(applications)
        .where(eq(applications.id, row.request.applicationId));
      if (application) {
        const progress = progressAfterConsent(application, decision);
        await tx
          .update(applications)
          .set({ leadStatus: progress.leadStatus, stages: [...progress.stages], ...(decision === 'approved' ? { isConsentOpted: true } : {}), updatedAt: now })
          .where(eq(applications.id, row.request.applicationId));
      }
    }
    return true;
  });
  if (!recorded) {
    // Another decision won the race: answer with what was recorded.
    const [current] = await records.deps.db.select().from(consentRequests).where(eq(consentRequests.id, row.request.id));
    if (current === undefined) throw new Error(`consent request ${row.request.id} is missing after its decision`);
    records.assertUsable(current);
    throw new DomainError(consentAlreadyDecided(decision), { consentStatus: decision });
  }
  return { consentStatus: decision, referenceId: row.request.referenceId, decidedAt: now.toISOString() };
}
