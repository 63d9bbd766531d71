import { and, eq } from 'drizzle-orm';
import { consentRequests } from '../../db/schema.js';
import { DomainError } from '../../domain-error.js';
import type { CkycRecord } from './ckyc-registry.js';
import type { ConsentRecords } from './consent-records.js';

/**
 * The CKYC number of an approved consent.
 *
 * @rule CKYC-002 GET ckyc/status answers a CKYC number only for the reference id of an approved
 *   consent that asked for CKYC, from the registry, looked up by the mobile its OTP verified; a
 *   declined consent answers 409 without asking the registry (a refusal shares no KYC data, and
 *   the page shows its rejected screen instead of the terms); anything else (unknown, pending, no
 *   registry record) answers 404 'No record found!'.
 * @spec §4 Consent terms, §7 GET ckyc/status/{id}, §8
 */
export async function ckycStatusOf(records: ConsentRecords, referenceId: string): Promise<CkycRecord> {
  const [request] = await records.deps.db
    .select()
    .from(consentRequests)
    .where(and(eq(consentRequests.referenceId, referenceId), eq(consentRequests.ckyc, true)));
  if (request?.status === 'rejected') throw new DomainError({ code: 'CKYC_DECLINED' });
  const record = request?.status === 'approved' ? await records.deps.ckyc.lookup({ referenceId, mobile: request.mobile }) : null;
  if (!record) throw new DomainError({ code: 'CKYC_NO_RECORD' });
  return record;
}
