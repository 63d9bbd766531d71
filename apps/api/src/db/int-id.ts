const MAX_INT4 = 2_147_483_647;

/**
 * Whether a number fits a PostgreSQL `integer` key, so an absurd id from a client is a 404 rather
 * than a database range error.
 *
 * @param value - a client-supplied id.
 * @returns true when 1 ≤ value ≤ 2^31 − 1 and whole.
 * @example
 * fitsIntegerKey(12); // true
 * fitsIntegerKey(1e12); // false
 */
export function fitsIntegerKey(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_INT4;
}
