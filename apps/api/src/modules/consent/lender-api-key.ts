import { eq } from 'drizzle-orm';
import { lenders } from '../../db/schema.js';
import { opaqueToken } from '../../http/keyed-hash.js';
import type { ConsentRecords } from './consent-records.js';

/**
 * Gives a lender a new API key (replacing any earlier one) for `GET consent` with `source: lender`.
 *
 * @param lenderName - the lender, created when new.
 * @returns the key, shown once; only its keyed hash is stored.
 */
export async function issueLenderApiKey(records: ConsentRecords, lenderName: string): Promise<string> {
  const key = `lk_${opaqueToken()}`;
  await records.deps.db.transaction(async (tx) => {
    const lender = await records.lenderOf(tx, lenderName);
    await tx.update(lenders).set({ apiKeyHash: records.apiKeyHash(key) }).where(eq(lenders.id, lender.id));
  });
  return key;
}
