import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The keyed hash under which OTP codes and one-time tokens are stored, so a copy of the database
 * alone cannot recover or forge them.
 *
 * @param secret - the server secret.
 * @param parts - the values bound together (e.g. mobile, referenceId and code).
 * @returns hex HMAC-SHA256 of the parts joined by a separator that cannot occur in them.
 * @example
 * keyedHash(secret, '9876543210', 'ref-1', '1234');
 */
export function keyedHash(secret: string, ...parts: readonly string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');
}

/**
 * Compares two hex hashes in constant time.
 *
 * @param a - a hex hash.
 * @param b - another hex hash.
 * @returns whether they are equal.
 * @example
 * hashesEqual(keyedHash(s, 'x'), keyedHash(s, 'x')); // true
 */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A new unguessable opaque token (256 random bits, base64url).
 *
 * @returns the token.
 * @example
 * const sessionToken = opaqueToken();
 */
export function opaqueToken(): string {
  return randomBytes(32).toString('base64url');
}
