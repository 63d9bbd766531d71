import { createHmac } from 'node:crypto';

/** A credit bureau's answer. */
export interface BureauReport {
  readonly score: number;
  readonly bureau: string;
}

/** Asks a credit bureau for a customer's score. Real bureaus implement this; tests use the sandbox. */
export interface CreditBureau {
  fetchScore(mobile: string): Promise<BureauReport>;
}

export const MIN_CREDIT_SCORE = 300;
export const MAX_CREDIT_SCORE = 900;

/**
 * A sandbox bureau: the same mobile always gets the same score, spread over 300–900.
 *
 * @rule BUREAU-001 The sandbox bureau's score is deterministic per mobile and always within 300 to 900:
 *   300 plus an HMAC of the mobile modulo 601.
 * @spec §3 Credit score: creditScore (300 to 900)
 * @formula score = 300 + (first 4 bytes of HMAC-SHA256(key, mobile) mod 601)
 * @param key - the sandbox key (different keys give different, but still stable, scores).
 * @returns the bureau.
 * @example
 * const { score } = await sandboxBureau('sandbox').fetchScore('9876543210');
 */
export function sandboxBureau(key: string): CreditBureau {
  return {
    async fetchScore(mobile) {
      const digest = createHmac('sha256', key).update(mobile).digest();
      const score = MIN_CREDIT_SCORE + (digest.readUInt32BE(0) % (MAX_CREDIT_SCORE - MIN_CREDIT_SCORE + 1));
      return { score, bureau: 'sandbox' };
    },
  };
}
