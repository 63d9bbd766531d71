import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isValidAadhaar, validateAadhaar } from './aadhaar.js';
import { hasValidVerhoeffCheckDigit, verhoeffCheckDigit } from './verhoeff.js';

const payload = fc
  .tuple(fc.integer({ min: 2, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }))
  .map(([first, rest]) => `${first}${rest.join('')}`);
const validAadhaar = payload.map((digits) => `${digits}${verhoeffCheckDigit(digits)}`);

describe('Verhoeff check digit', () => {
  it('VAL-AADHAAR-002: published test vectors', () => {
    // Worked examples of the Verhoeff scheme (Wikipedia, Rosetta Code).
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(verhoeffCheckDigit('123456789012')).toBe(0);
    expect(hasValidVerhoeffCheckDigit('2363')).toBe(true);
    expect(hasValidVerhoeffCheckDigit('2364')).toBe(false);
    expect(hasValidVerhoeffCheckDigit('')).toBe(false);
    expect(() => verhoeffCheckDigit('12a')).toThrow(TypeError);
  });

  test.prop([validAadhaar])('VAL-AADHAAR-002: generated numbers with their check digit pass', (aadhaar) => {
    expect(isValidAadhaar(aadhaar)).toBe(true);
    expect(isValidAadhaar(`${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`)).toBe(true);
  });

  test.prop([validAadhaar, fc.nat({ max: 11 }), fc.integer({ min: 1, max: 9 })])(
    'VAL-AADHAAR-002: changing any one digit of a valid number makes it invalid',
    (aadhaar, position, shift) => {
      const changed = (Number(aadhaar[position]) + shift) % 10;
      const mutated = `${aadhaar.slice(0, position)}${changed}${aadhaar.slice(position + 1)}`;
      expect(isValidAadhaar(mutated)).toBe(false);
    },
  );

  test.prop([validAadhaar, fc.nat({ max: 10 })])('VAL-AADHAAR-002: swapping two different adjacent digits makes it invalid', (aadhaar, position) => {
    const [left, right] = [aadhaar[position], aadhaar[position + 1]];
    fc.pre(left !== right && !(position === 0 && (right === '0' || right === '1')));
    const swapped = `${aadhaar.slice(0, position)}${right}${left}${aadhaar.slice(position + 2)}`;
    expect(isValidAadhaar(swapped)).toBe(false);
  });
});

describe('Aadhaar', () => {
  it('VAL-AADHAAR-001: UIDAI sandbox test numbers and card-style grouping pass', () => {
    for (const value of ['999941057058', '999971658847', '999999990019', '2341 2341 2346', '234123412346']) expect(isValidAadhaar(value)).toBe(true);
  });

  it('VAL-AADHAAR-001: wrong length, leading 0 or 1, bad check digit, other separators fail', () => {
    for (const value of ['23412341234', '2341234123460', '034123412346', '134123412346', '234123412345', '2341-2341-2346', '2341  23412346', 'ABCD12341234']) {
      expect(isValidAadhaar(value)).toBe(false);
    }
    expect(validateAadhaar('234123412345')).toEqual({ ok: false, message: 'Please enter a valid 12-digit Aadhaar number.', issue: { code: 'AADHAAR_INVALID' } });
  });

  test.prop([validAadhaar.map((digits) => digits.slice(1)), fc.constantFrom('0', '1')])('VAL-AADHAAR-001: a number starting with 0 or 1 fails even with a correct check digit', (rest, first) => {
    const body = `${first}${rest.slice(0, 10)}`;
    expect(isValidAadhaar(`${body}${verhoeffCheckDigit(body)}`)).toBe(false);
  });
});
