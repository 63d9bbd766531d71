import { eq } from 'drizzle-orm';
import { consentRequests, lenders } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';
import { hashesEqual } from '../../http/keyed-hash.js';
import type { AuditActor, ConsentRecords } from './consent-records.js';
import { allOf } from '../../db/conditions.js';

/**
 * `GET consent`: the borrower's page (source `user`, the page's public key, the link token) or a
 * lender (source `lender`, its secret key, the reference id of one of its own requests).
 *
 * @rule CONSENT-LINK-003 GET consent needs an `x-api-key`: the consent page's public key with
 *   source `user` (the link token authorises), or a lender's own key with source `lender`, which
 *   sees only that lender's requests by reference id (any other answers 404). A missing or unknown
 *   key answers 401 API_KEY_INVALID. Every view is an audit event.
 * @spec §7 GET consent (headers x-api-key and source)
 */
export async function viewConsentAsUser(records: ConsentRecords, token: string, actor: AuditActor) {
  const row = await records.usableByLink(token);
  await records.audit(records.deps.db, records.auditRow(row), 'viewed', actor, null, { source: 'user' });
  return records.details(row);
}

/** The lender side of {@link viewConsentAsUser}. */
export async function viewConsentAsLender(records: ConsentRecords, apiKey: string, referenceId: string, actor: AuditActor) {
  const [lender] = await records.deps.db.select().from(lenders).where(eq(lenders.apiKeyHash, records.apiKeyHash(apiKey)));
  if (!lender || lender.apiKeyHash === null || !hashesEqual(lender.apiKeyHash, records.apiKeyHash(apiKey))) {
    throw new DomainError({ code: 'API_KEY_INVALID' });
  }
  const row = await records.withLender(allOf(eq(consentRequests.referenceId, referenceId), eq(consentRequests.lenderId, lender.id)));
  if (!row) throw new DomainError({ code: 'CONSENT_NOT_FOUND' });
  await records.audit(records.deps.db, records.auditRow(row), 'viewed', actor, null, { source: 'lender' });
  return records.details(row);
}
