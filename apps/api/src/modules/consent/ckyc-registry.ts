import { createHmac } from 'node:crypto';

/** A Central KYC Registry record. */
export interface CkycRecord {
  /** The 14-digit CKYC identifier. */
  readonly ckycNumber: string;
  /** When the record was last updated, `YYYY-MM-DD`, when the registry says. */
  readonly updatedOn: string | null;
}

/** Who is looked up: the consent's reference id and the mobile it was verified for. */
export interface CkycSubject {
  readonly referenceId: string;
  readonly mobile: string;
}

/** Searches the Central KYC Registry. A real registry (through a KYC agency) implements this. */
export interface CkycRegistry {
  /**
   * @param subject - the consent's reference id and verified mobile.
   * @returns the record, or null when the registry holds none.
   */
  lookup(subject: CkycSubject): Promise<CkycRecord | null>;
}

const CKYC_DIGITS = 14;
/** One subject in ten has no record in the sandbox, so the "No record found!" path is real too. */
const SANDBOX_NO_RECORD_ONE_IN = 10;

/** The sandbox registry's key: fixed, so the sandbox answers the same in every environment. */
export const SANDBOX_CKYC_KEY = 'rinn-ckyc-sandbox';

/**
 * A sandbox registry: deterministic per mobile, no network.
 *
 * @rule CKYC-001 The sandbox CKYC registry knows a subject when the first byte of HMAC-SHA256(key,
 *   mobile) is not a multiple of 10 (nine in ten mobiles), and then answers the same 14-digit CKYC
 *   number every time; otherwise it has no record.
 * @spec §4 Consent terms (ckyc number; 'No record found!'), §7 GET ckyc/status/{id}
 * @formula ckycNumber = (first 8 bytes of the HMAC as an unsigned integer mod 10^14), zero-padded to 14 digits
 * @param key - the sandbox key.
 * @returns the registry.
 * @example
 * const record = await sandboxCkycRegistry('k').lookup({ referenceId: 'CNS-1', mobile: '9876543210' });
 */
export function sandboxCkycRegistry(key: string): CkycRegistry {
  return {
    async lookup({ mobile }) {
      const digest = createHmac('sha256', key).update(`ckyc:${mobile}`).digest();
      if (digest.readUInt8(0) % SANDBOX_NO_RECORD_ONE_IN === 0) return null;
      const ckycNumber = (digest.readBigUInt64BE(1) % 10n ** BigInt(CKYC_DIGITS)).toString().padStart(CKYC_DIGITS, '0');
      const day = 1 + (digest.readUInt8(9) % 28);
      const month = 1 + (digest.readUInt8(10) % 12);
      return { ckycNumber, updatedOn: `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
    },
  };
}
