import { maskMobile } from '../../http/mask-mobile.js';
import { eq } from 'drizzle-orm';
import { consentRequests } from '../../db/schema.js';
import { opaqueToken } from '../../http/keyed-hash.js';
import { CONSENT_LIFETIMES, type AuditActor, type ConsentRecords } from './consent-records.js';

/**
 * Sends an OTP to the link's mobile, through the login OTP limits.
 *
 * @rule CONSENT-LINK-004 The consent OTP goes to the link's own mobile (the page never supplies
 *   one) through the same OTP service and limits as login (OTP-001 to OTP-005), bound to the
 *   consent's reference id and to the consent purpose, so it cannot log anyone in.
 * @spec §4 Consent OTP, §7 GET/PUT consent/otp-v2
 */
export async function sendConsentOtp(records: ConsentRecords, token: string, actor: AuditActor & { readonly clientIp: string }) {
  const row = await records.usableByLink(token);
  const sent = await records.deps.otp.send({
    mobile: row.request.mobile,
    referenceId: row.request.referenceId,
    clientIp: actor.clientIp,
    purpose: 'consent',
  });
  await records.audit(records.deps.db, records.auditRow(row), 'otp_sent', actor);
  return { mobile: maskMobile(row.request.mobile), referenceId: row.request.referenceId, ...sent };
}

/** Verifies the consent OTP and issues the decision token (see CONSENT-LINK-001, -004). */
export async function verifyConsentOtp(records: ConsentRecords, token: string, otp: string, actor: AuditActor): Promise<string> {
  const row = await records.usableByLink(token);
  await records.deps.otp.verifyPossession({ mobile: row.request.mobile, referenceId: row.request.referenceId, otp, purpose: 'consent' });
  const decisionToken = opaqueToken();
  const now = records.deps.clock.now();
  const expiresAt = new Date(Math.min(now.getTime() + CONSENT_LIFETIMES.decisionTokenMs, row.request.expiresAt.getTime()));
  await records.deps.db.transaction(async (tx) => {
    await tx
      .update(consentRequests)
      .set({ decisionTokenHash: records.decisionHash(decisionToken), decisionTokenExpiresAt: expiresAt })
      .where(eq(consentRequests.id, row.request.id));
    await records.audit(tx, records.auditRow(row), 'otp_verified', actor);
  });
  return decisionToken;
}
