import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { REQUIRED } from './messages.js';
import * as validators from './validators.js';

const blank = fc.array(fc.constantFrom(' ', '\t', '\n', '\u00a0'), { maxLength: 4 }).map((cs) => cs.join(''));

const requiredFields = ['required', 'mobile', 'loginMobile', 'name', 'email', 'chatbotEmail', 'otp', 'contactOtp', 'contactMessage'] as const;
const optionalFields = [
  'pincode', 'pan', 'ifsc', 'aadhaar', 'voterId', 'passport', 'drivingLicence', 'vehicleNumber', 'date', 'interestRate',
  'url', 'alphanumeric', 'alpha', 'number', 'decimal', 'positive', 'fullName', 'address',
] as const;

describe('empty values', () => {
  test.prop([blank, fc.constantFrom(...requiredFields)])(
    "VAL-REQUIRED-001: a required field left empty is refused with 'Field cannot be left empty'",
    (value, field) => {
      expect(validators[field](value)).toEqual({ ok: false, message: 'Field cannot be left empty', issue: { code: 'REQUIRED' } });
    },
  );

  it('VAL-REQUIRED-001: the message is the spec text', () => {
    expect(REQUIRED).toBe('Field cannot be left empty');
    expect(validators.required('x')).toEqual({ ok: true });
  });

  test.prop([blank, fc.constantFrom(...optionalFields)])('VAL-EMPTY-001: every shared validator lets an empty value pass', (value, field) => {
    expect(validators[field](value)).toEqual({ ok: true });
  });

  test.prop([blank, fc.integer({ min: -1000, max: 1000 })])('VAL-EMPTY-001: minValue, maxValue and maxLength let an empty value pass too', (value, limit) => {
    expect(validators.minValue(limit)(value).ok).toBe(true);
    expect(validators.maxValue(limit)(value).ok).toBe(true);
    expect(validators.maxLength(Math.abs(limit))(value).ok).toBe(true);
  });

  it('VAL-EMPTY-001: minLength is the exception', () => {
    expect(validators.minLength(1)('')).toEqual({ ok: false, message: 'Please enter at least 1 character.', issue: { code: 'MIN_LENGTH', params: { minimum: 1 } } });
    expect(validators.minLength(0)('')).toEqual({ ok: true });
  });
});
