import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/** A sealed value failed to open: tampered, truncated, sealed for another purpose or with another key. */
export class SealedBoxError extends Error {
  readonly code = 'SEALED_BOX_INVALID';
  constructor() {
    super('The sealed value could not be authenticated.');
    this.name = 'SealedBoxError';
  }
}

/**
 * Authenticated encryption (AES-256-GCM) for values the server hands out and later takes back, such
 * as the keys of payout and journey links. The key is derived with HKDF-SHA256 from a server secret
 * and a label, so each use has its own key; the purpose is bound as additional authenticated data,
 * so a value sealed for one purpose never opens as another.
 *
 * @rule SEAL-001 Keys a link carries are AES-256-GCM sealed with a 96-bit random IV and a 128-bit
 *   tag under a key derived (HKDF-SHA256) from the server secret, with the purpose as associated
 *   data; any change to a sealed value, or a value sealed for another purpose or with another key,
 *   fails to open (and a route answers 400, never 500).
 * @spec §7 decrypt, decryptLeadPayout, savePayoutStatus
 * @formula sealed = base64url(version ‖ iv ‖ tag ‖ AES-256-GCM(key, iv, aad = purpose, JSON(value)))
 * @example
 * const box = new SealedBox(secret, 'links');
 * const key = box.seal({ leadsId: '12' }, 'payout');
 * box.open(key, 'payout'); // { leadsId: '12' }
 */
export class SealedBox {
  private readonly key: Buffer;

  /**
   * @param secret - the server secret the key is derived from.
   * @param label - what the key is for; different labels give unrelated keys.
   */
  constructor(secret: string, label: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'rinn-sealed-box-v1', label, 32));
  }

  /**
   * Seals a JSON value.
   *
   * @param value - anything JSON can hold.
   * @param purpose - bound to the ciphertext; opening needs the same purpose.
   * @returns the sealed value, base64url.
   */
  seal(value: unknown, purpose: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(purpose, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([FORMAT_VERSION]), iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
  }

  /**
   * Opens a sealed value.
   *
   * @param sealed - what {@link seal} returned.
   * @param purpose - the purpose it was sealed for.
   * @returns the JSON value (unvalidated: parse it with a schema).
   * @throws {SealedBoxError} when it does not authenticate or is malformed.
   */
  open(sealed: string, purpose: string): unknown {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length <= HEADER_BYTES || bytes[0] !== FORMAT_VERSION || bytes.toString('base64url') !== sealed) throw new SealedBoxError();
    const iv = bytes.subarray(1, 1 + IV_BYTES);
    const tag = bytes.subarray(1 + IV_BYTES, HEADER_BYTES);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(tag);
      const plaintext = Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES)), decipher.final()]).toString('utf8');
      return JSON.parse(plaintext) as unknown;
    } catch {
      throw new SealedBoxError();
    }
  }
}
