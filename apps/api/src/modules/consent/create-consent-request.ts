import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { applications, consentRequests, customers } from '../../db/schema.js';
import { opaqueToken } from '../../http/keyed-hash.js';
import { CONSENT_LIFETIMES, CURRENT_CONSENT_TERMS_VERSION, consentLinkPath, type AuditActor, type ConsentRecords, type CreatedConsentRequest, type NewConsentRequest } from './consent-records.js';

/**
 * Creates a consent request and its link, and records `link_created`.
 *
 * @param request - mobile, lender and what the consent is for.
 * @param actor - who created it.
 * @param origin - the link's `origin` parameter.
 * @returns the reference id, the one-time visible token and the page path.
 * @throws {Error} when the application does not exist or belongs to another mobile.
 */
export async function createConsentRequest(records: ConsentRecords, request: NewConsentRequest, actor: AuditActor, origin = 'lender'): Promise<CreatedConsentRequest> {
  const { db, clock } = records.deps;
  const token = opaqueToken();
  const referenceId = `CNS-${randomBytes(12).toString('base64url')}`;
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + CONSENT_LIFETIMES.linkMs);
  const ckyc = request.ckyc ?? true;
  const termsVersion = request.termsVersion ?? CURRENT_CONSENT_TERMS_VERSION;
  await db.transaction(async (tx) => {
    let productName = request.productName ?? 'Personal Loan';
    let loanAmount = request.loanAmount ?? null;
    if (request.applicationId !== undefined) {
      const [application] = await tx
        .select({ productName: applications.productName, loanAmount: applications.loanAmount, mobile: customers.mobile })
        .from(applications)
        .innerJoin(customers, eq(customers.id, applications.customerId))
        .where(eq(applications.id, request.applicationId));
      if (!application || application.mobile !== request.mobile) {
        throw new Error(`Application ${request.applicationId} does not exist or does not belong to the mobile`);
      }
      productName = application.productName;
      loanAmount = request.loanAmount ?? application.loanAmount;
    }
    const lender = await records.lenderOf(tx, request.lenderName);
    const [created] = await tx
      .insert(consentRequests)
      .values({
        referenceId,
        tokenHash: records.linkHash(token),
        lenderId: lender.id,
        mobile: request.mobile,
        applicationId: request.applicationId ?? null,
        productName,
        loanAmount,
        termsVersion,
        ckyc,
        status: 'pending',
        createdAt: now,
        expiresAt,
      })
      .returning({ id: consentRequests.id });
    if (created === undefined) throw new Error('the consent request insert returned no row');
    await records.audit(
      tx,
      { consentRequestId: created.id, applicationId: request.applicationId ?? null, lenderName: lender.name, termsVersion },
      'link_created',
      actor,
      null,
      { origin, expiresAt: expiresAt.toISOString() },
    );
  });
  return { referenceId, token, path: consentLinkPath(token, ckyc, origin), expiresAt };
}

/**
 * Whether a pending consent request exists for a mobile (the demo seed creates one only once).
 *
 * @param mobile - the borrower.
 * @returns true when one is pending and unexpired.
 */
export async function hasPendingConsentRequest(records: ConsentRecords, mobile: string): Promise<boolean> {
  const rows = await records.deps.db
    .select({ id: consentRequests.id })
    .from(consentRequests)
    .where(and(eq(consentRequests.mobile, mobile), eq(consentRequests.status, 'pending'), gt(consentRequests.expiresAt, records.deps.clock.now()), isNull(consentRequests.decidedAt)))
    .limit(1);
  return rows.length > 0;
}
