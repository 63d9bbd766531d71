import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import type { Validator } from './field.js';

import * as validators from './validators.js';
import { aadhaarSchema, addressSchema, alphaSchema, alphanumericSchema, chatbotEmailSchema, contactMessageSchema, contactOtpSchema, dateSchema, decimalSchema, drivingLicenceSchema, emailSchema, fullNameSchema, ifscSchema, interestRateSchema, loginMobileSchema, maxLengthSchema, maxValueSchema, minLengthSchema, minValueSchema, mobileSchema, nameSchema, numberSchema, otpSchema, panSchema, passportSchema, pincodeSchema, positiveSchema, requiredSchema, urlSchema, vehicleNumberSchema, voterIdSchema } from './schemas.js';

const pairs: ReadonlyArray<readonly [string, Validator, z.ZodMiniType]> = [
  ['required', validators.required, requiredSchema],
  ['mobile', validators.mobile, mobileSchema],
  ['loginMobile', validators.loginMobile, loginMobileSchema],
  ['name', validators.name, nameSchema],
  ['email', validators.email, emailSchema],
  ['chatbotEmail', validators.chatbotEmail, chatbotEmailSchema],
  ['otp', validators.otp, otpSchema],
  ['contactOtp', validators.contactOtp, contactOtpSchema],
  ['contactMessage', validators.contactMessage, contactMessageSchema],
  ['pincode', validators.pincode, pincodeSchema],
  ['pan', validators.pan, panSchema],
  ['ifsc', validators.ifsc, ifscSchema],
  ['aadhaar', validators.aadhaar, aadhaarSchema],
  ['voterId', validators.voterId, voterIdSchema],
  ['passport', validators.passport, passportSchema],
  ['drivingLicence', validators.drivingLicence, drivingLicenceSchema],
  ['vehicleNumber', validators.vehicleNumber, vehicleNumberSchema],
  ['date', validators.date, dateSchema],
  ['interestRate', validators.interestRate, interestRateSchema],
  ['url', validators.url, urlSchema],
  ['alphanumeric', validators.alphanumeric, alphanumericSchema],
  ['alpha', validators.alpha, alphaSchema],
  ['number', validators.number, numberSchema],
  ['decimal', validators.decimal, decimalSchema],
  ['positive', validators.positive, positiveSchema],
  ['fullName', validators.fullName, fullNameSchema],
  ['address', validators.address, addressSchema],
  ['minLength(5)', validators.minLength(5), minLengthSchema(5)],
  ['maxLength(5)', validators.maxLength(5), maxLengthSchema(5)],
  ['minValue(10)', validators.minValue(10), minValueSchema(10)],
  ['maxValue(10)', validators.maxValue(10), maxValueSchema(10)],
];

/** Random text, plus values shaped like the real thing so the accepting branch is exercised too. */
const fieldInput = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.stringMatching(/^[6-9]\d{9}$/),
  fc.stringMatching(/^\d{1,6}(\.\d{1,2})?$/),
  fc.stringMatching(/^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/),
  fc.stringMatching(/^[A-Z]{2} ?\d{2} ?[A-Z]{1,3} ?\d{4}$/),
  fc.stringMatching(/^[a-z]{1,8}@[a-z]{1,8}\.(in|com)$/),
  fc.stringMatching(/^[A-Za-z ]{1,12}$/),
  fc.constantFrom('', ' ', '0427', '22/11/2026', '999941057058', 'SBIN0000001', 'https://example.in', 'ABC1234567', 'A1234567', 'MH1420110062821'),
);

describe('zod schemas and validators', () => {
  test.prop([fc.constantFrom(...pairs), fieldInput])(
    'VAL-EMPTY-001: VAL-REQUIRED-001: every zod schema agrees with its validator, message included',
    ([, validate, schema], value) => {
      const outcome = validate(value);
      const parsed = schema.safeParse(value);
      expect(parsed.success).toBe(outcome.ok);
      if (!outcome.ok) expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([outcome.message]);
    },
  );

  test.prop([fc.constantFrom(...pairs), fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined))])(
    'VAL-EMPTY-001: schemas refuse values that are not text',
    ([, , schema], value) => {
      expect(schema.safeParse(value).success).toBe(false);
    },
  );
});

describe('generated API documentation', () => {
  it('field schemas describe their rule in JSON Schema', () => {
    const pan = z.toJSONSchema(panSchema);
    const mobile = z.toJSONSchema(mobileSchema);
    expect([pan.type, mobile.type]).toEqual(['string', 'string']);
    expect(pan.description).toContain('PAN');
    expect(mobile.description).toContain('10 digits');
  });
});
