import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { mobileFieldSchema } from './common.js';
import { mobileArbitrary } from '../tests/support/arbitraries.js';

describe('mobile field', () => {
  test.prop([mobileArbitrary, fc.constantFrom(' ', '-', '')])(
    'API-005: a request mobile is validated by @rinn/validation and reduced to its 10 digits',
    (mobile, separator) => {
      const typed = `${mobile.slice(0, 5)}${separator}${mobile.slice(5)}`;
      expect(mobileFieldSchema.parse(typed)).toBe(mobile);
    },
  );

  test.prop([fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 9 })])(
    'API-005: fewer than 10 digits is refused',
    (digits) => {
      expect(mobileFieldSchema.safeParse(digits).success).toBe(false);
    },
  );
});
