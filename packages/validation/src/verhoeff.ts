/**
 * The Verhoeff check-digit scheme (J. Verhoeff, 1969), built on the dihedral group D5. It catches
 * every single-digit error and every transposition of adjacent digits, which is why UIDAI uses it
 * for the last digit of an Aadhaar number.
 */

/** Multiplication table of D5. */
const MULTIPLY: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

/** Position-dependent permutation, applied i times to the digit i places from the right. */
const PERMUTE: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Inverse of each element of D5. */
const INVERSE: readonly number[] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const lookup = (table: readonly (readonly number[])[], row: number, column: number): number => table[row]?.[column] ?? Number.NaN;

/** Folds the digits from the right, the first one at position `offset`. */
function checksum(digits: string, offset: number): number {
  let check = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    check = lookup(MULTIPLY, check, lookup(PERMUTE, (index + offset) % 8, digit));
  }
  return check;
}

const assertDigits = (digits: string): void => {
  if (!/^\d+$/.test(digits)) throw new TypeError(`Verhoeff works on digits only, got "${digits}"`);
};

/**
 * The Verhoeff check digit to append to a string of digits.
 *
 * @rule VAL-AADHAAR-002 The last digit of an Aadhaar number is the Verhoeff check digit of the
 *   first eleven: the Verhoeff checksum of all twelve digits is 0.
 * @spec UIDAI, Aadhaar number structure (Verhoeff check digit)
 * @formula c = 0; for each digit d_i counted from the right (i = 0 for the check digit):
 *   c = mul[c][perm[i mod 8][d_i]]; the number is valid when c = 0
 * @workedExample 236 → check digit 3 (2363 is valid); 12345 → 1
 * @param digits - One or more digits.
 * @returns The check digit, 0–9.
 * @throws TypeError when `digits` is empty or holds anything but digits.
 * @example verhoeffCheckDigit('236') // 3
 */
export function verhoeffCheckDigit(digits: string): number {
  assertDigits(digits);
  return INVERSE[checksum(digits, 1)] ?? Number.NaN;
}

/**
 * Whether a string of digits ends with its correct Verhoeff check digit.
 *
 * @param digits - The digits including the check digit.
 * @returns True when the checksum is 0; false for an empty or non-digit string.
 * @example hasValidVerhoeffCheckDigit('2363') // true
 */
export function hasValidVerhoeffCheckDigit(digits: string): boolean {
  return /^\d+$/.test(digits) && checksum(digits, 0) === 0;
}
