import { optOutState } from '@rinn/rules';
import { and, desc, eq } from 'drizzle-orm';
import { applications, consentRequests, lenders } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';
import { applicationCard, ownApplicationById } from '../applications/application-card.js';
import { CURRENT_CONSENT_TERMS_VERSION, type AuditActor, type ConsentRecords } from './consent-records.js';

/**
 * The dashboard's Opt-out (API-010, CARD-005): withdraws the customer's consent for one of their
 * applications and records `withdrawn` in the audit trail.
 *
 * @param customerId - the caller.
 * @param id - the card's id or loanId.
 * @param actor - where the request came from.
 * @returns the application id and when consent was withdrawn.
 */
export async function withdrawConsent(records: ConsentRecords, customerId: string, id: string, actor: AuditActor) {
  const [application] = await records.deps.db.select().from(applications).where(ownApplicationById(customerId, id)).limit(1);
  if (!application) throw new DomainError({ code: 'APPLICATION_NOT_FOUND' });
  const state = optOutState(applicationCard(application));
  if (state.kind === 'opted-out') throw new DomainError({ code: 'OPT_OUT_ALREADY' });
  if (state.kind === 'hidden') throw new DomainError({ code: 'OPT_OUT_UNAVAILABLE' });
  const now = records.deps.clock.now();
  const withdrawn = await records.deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(applications)
      .set({ isOptedout: true, updatedAt: now })
      .where(and(eq(applications.id, application.id), eq(applications.isOptedout, false)))
      .returning({ id: applications.id });
    if (updated.length === 0) return false;
    const [consent] = await tx
      .select({ request: consentRequests, lenderName: lenders.name })
      .from(consentRequests)
      .innerJoin(lenders, eq(lenders.id, consentRequests.lenderId))
      .where(and(eq(consentRequests.applicationId, application.id), eq(consentRequests.status, 'approved')))
      .orderBy(desc(consentRequests.decidedAt))
      .limit(1);
    await records.audit(
      tx,
      consent
        ? records.auditRow(consent)
        : {
            consentRequestId: null,
            applicationId: application.id,
            lenderName: application.lenderName ?? 'Rinn',
            termsVersion: CURRENT_CONSENT_TERMS_VERSION,
          },
      'withdrawn',
      actor,
      'withdrawn',
      { source: 'dashboard' },
    );
    return true;
  });
  if (!withdrawn) throw new DomainError({ code: 'OPT_OUT_ALREADY' });
  return { applicationId: String(application.id), isOptedout: true as const, withdrawnAt: now.toISOString() };
}
