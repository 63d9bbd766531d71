// The zod schemas of the field rules, built from the plain fields of each module (schemaOf), so
// the rules and messages are written once. Kept apart from the plain validators so that
// `@rinn/validation/plain` (and any bundle of the validators alone) never loads zod.
import { z } from 'zod/mini';
import { anyRequiredText, type PlainField } from './field.js';
import { fieldMessageText, type FieldMessage } from './field-message.js';
import { aadhaar } from './aadhaar.js';
import { contactMessage } from './contact-message.js';
import { date } from './date.js';
import { drivingLicence } from './driving-licence.js';
import { contactEmail, chatbotEmail } from './email.js';
import { ifsc } from './ifsc.js';
import { minLengthField, maxLengthField } from './length.js';
import { sharedMobile, loginMobile } from './mobile.js';
import { requiredName, optionalFullName } from './name.js';
import { wholeNumber, decimal, positive, interestRate, minValueField, maxValueField } from './numeric.js';
import { chatbotOtp, contactOtp } from './otp.js';
import { pan } from './pan.js';
import { passport } from './passport.js';
import { pincode } from './pincode.js';
import { alpha, alphanumeric, address, url } from './text.js';
import { vehicleNumber } from './vehicle-number.js';
import { voterId } from './voter-id.js';

/**
 * The zod schema of a plain field: a string refined by the field's own check, with its message,
 * described for generated JSON Schema / OpenAPI (where a refinement is invisible).
 *
 * @param field - A field from `requiredField`, `optionalField` or `fieldFrom`.
 * @returns The schema.
 * @example schemaOf(optionalField((v) => /^\d{6}$/.test(v), 'PINCODE_INVALID')).safeParse('').success // true
 */
export function schemaOf(field: PlainField): z.ZodMiniString<string> {
  const checked = z.string().check(
    z.superRefine((value, context) => {
      const issue = field.check(value);
      if (issue !== undefined)
        context.addIssue({
          code: 'custom',
          message: fieldMessageText(issue, 'en'),
          params: { issue },
        });
    }),
  );
  return field.description === undefined ? checked : checked.check(z.describe(field.description));
}

/**
 * Zod schema for a required string with no rule of its own ('Field cannot be left empty').
 *
 * @example requiredSchema.safeParse(' ').success // false
 */
export const requiredSchema: z.ZodMiniString<string> = schemaOf(anyRequiredText);

/**
 * Zod schema of {@link validateAadhaar}.
 *
 * @example aadhaarSchema.safeParse('999941057058').success // true
 */
export const aadhaarSchema: z.ZodMiniString<string> = schemaOf(aadhaar);

/**
 * Zod schema of the contact form's message.
 *
 * @example contactMessageSchema.parse('Please call me back tomorrow.')
 */
export const contactMessageSchema: z.ZodMiniString<string> = schemaOf(contactMessage);

/**
 * Zod schema of {@link validateDate}.
 *
 * @example dateSchema.safeParse('22/11/2026').success // true
 */
export const dateSchema: z.ZodMiniString<string> = schemaOf(date);

/**
 * Zod schema of {@link validateDrivingLicence}.
 *
 * @example drivingLicenceSchema.safeParse('DL0420110149646').success // true
 */
export const drivingLicenceSchema: z.ZodMiniString<string> = schemaOf(drivingLicence);

/**
 * Zod schema of a required email (contact form and shared message).
 *
 * @example emailSchema.parse('asha@example.in')
 */
export const emailSchema: z.ZodMiniString<string> = schemaOf(contactEmail);

/**
 * Zod schema of a required email with the chatbot's message.
 *
 * @example chatbotEmailSchema.safeParse('asha').success // false
 */
export const chatbotEmailSchema: z.ZodMiniString<string> = schemaOf(chatbotEmail);

/**
 * Zod schema of {@link validateIfsc}.
 *
 * @example ifscSchema.safeParse('HDFC0000240').success // true
 */
export const ifscSchema: z.ZodMiniString<string> = schemaOf(ifsc);

/**
 * Zod schema of a mobile number (contact form and shared message).
 *
 * @example mobileSchema.parse('9876543210')
 */
export const mobileSchema: z.ZodMiniString<string> = schemaOf(sharedMobile);

/**
 * Zod schema of a mobile number with the login modal's message.
 *
 * @example loginMobileSchema.safeParse('1234567890').success // false
 */
export const loginMobileSchema: z.ZodMiniString<string> = schemaOf(loginMobile);

/**
 * Zod schema of a required name.
 *
 * @example nameSchema.parse('Asha Rani')
 */
export const nameSchema: z.ZodMiniString<string> = schemaOf(requiredName);

/**
 * Zod schema of an optional full name.
 *
 * @example fullNameSchema.safeParse('').success // true
 */
export const fullNameSchema: z.ZodMiniString<string> = schemaOf(optionalFullName);

/**
 * Zod schema of {@link validateNumber}.
 *
 * @example numberSchema.safeParse('25,000').success // true
 */
export const numberSchema: z.ZodMiniString<string> = schemaOf(wholeNumber);

/**
 * Zod schema of {@link validateDecimal}.
 *
 * @example decimalSchema.safeParse('-10.5').success // true
 */
export const decimalSchema: z.ZodMiniString<string> = schemaOf(decimal);

/**
 * Zod schema of {@link validatePositive}.
 *
 * @example positiveSchema.safeParse('0.1').success // true
 */
export const positiveSchema: z.ZodMiniString<string> = schemaOf(positive);

/**
 * Zod schema of {@link validateInterestRate}.
 *
 * @example interestRateSchema.safeParse('10.5').success // true
 */
export const interestRateSchema: z.ZodMiniString<string> = schemaOf(interestRate);

/**
 * Zod schema of a 4-digit OTP with the default (chatbot) message.
 *
 * @example otpSchema.parse('0427')
 */
export const otpSchema: z.ZodMiniString<string> = schemaOf(chatbotOtp);

/**
 * Zod schema of a 4-digit OTP with the contact form's message.
 *
 * @example contactOtpSchema.safeParse('42').success // false
 */
export const contactOtpSchema: z.ZodMiniString<string> = schemaOf(contactOtp);

/**
 * Zod schema of {@link validatePan}.
 *
 * @example panSchema.safeParse('AAACA1234B').success // true
 */
export const panSchema: z.ZodMiniString<string> = schemaOf(pan);

/**
 * Zod schema of {@link validatePassport}.
 *
 * @example passportSchema.safeParse('A1234567').success // true
 */
export const passportSchema: z.ZodMiniString<string> = schemaOf(passport);

/**
 * Zod schema of {@link validatePincode}.
 *
 * @example pincodeSchema.safeParse('560001').success // true
 */
export const pincodeSchema: z.ZodMiniString<string> = schemaOf(pincode);

/**
 * Zod schema of {@link validateAlpha}.
 *
 * @example alphaSchema.safeParse('Pune').success // true
 */
export const alphaSchema: z.ZodMiniString<string> = schemaOf(alpha);

/**
 * Zod schema of {@link validateAlphanumeric}.
 *
 * @example alphanumericSchema.safeParse('VXi20').success // true
 */
export const alphanumericSchema: z.ZodMiniString<string> = schemaOf(alphanumeric);

/**
 * Zod schema of {@link validateAddress}.
 *
 * @example addressSchema.safeParse('12 MG Road').success // true
 */
export const addressSchema: z.ZodMiniString<string> = schemaOf(address);

/**
 * Zod schema of {@link validateUrl}.
 *
 * @example urlSchema.safeParse('https://example.in').success // true
 */
export const urlSchema: z.ZodMiniString<string> = schemaOf(url);

/**
 * Zod schema of {@link validateVehicleNumber}.
 *
 * @example vehicleNumberSchema.safeParse('KA 01 MJ 2024').success // true
 */
export const vehicleNumberSchema: z.ZodMiniString<string> = schemaOf(vehicleNumber);

/**
 * Zod schema of {@link validateVoterId}.
 *
 * @example voterIdSchema.safeParse('XYZ0123456').success // true
 */
export const voterIdSchema: z.ZodMiniString<string> = schemaOf(voterId);

/**
 * Zod schema factory for {@link minLength}.
 *
 * @param minimum - The fewest characters allowed (a whole number ≥ 0).
 * @returns A string schema with the same rule and message.
 * @throws RangeError when `minimum` is not a whole number ≥ 0.
 * @example minLengthSchema(2).safeParse('').success // false
 */
export function minLengthSchema(minimum: number): z.ZodMiniString<string> {
  return schemaOf(minLengthField(minimum));
}

/**
 * Zod schema factory for {@link maxLength}.
 *
 * @param maximum - The most characters allowed (a whole number ≥ 0).
 * @returns A string schema with the same rule and message.
 * @throws RangeError when `maximum` is not a whole number ≥ 0.
 * @example maxLengthSchema(255).safeParse('ok').success // true
 */
export function maxLengthSchema(maximum: number): z.ZodMiniString<string> {
  return schemaOf(maxLengthField(maximum));
}

/**
 * Zod schema factory for {@link minValue}.
 *
 * @param minimum - The smallest value allowed.
 * @param message - What to show instead of the default message.
 * @returns A string schema with the same rule and message.
 * @throws RangeError when `minimum` is not finite.
 * @example minValueSchema(2).safeParse('1.9').success // false
 */
export function minValueSchema(minimum: number, message?: FieldMessage): z.ZodMiniString<string> {
  return schemaOf(minValueField(minimum, message));
}

/**
 * Zod schema factory for {@link maxValue}.
 *
 * @param maximum - The largest value allowed.
 * @param message - What to show instead of the default message.
 * @returns A string schema with the same rule and message.
 * @throws RangeError when `maximum` is not finite.
 * @example maxValueSchema(30).safeParse('31').success // false
 */
export function maxValueSchema(maximum: number, message?: FieldMessage): z.ZodMiniString<string> {
  return schemaOf(maxValueField(maximum, message));
}
