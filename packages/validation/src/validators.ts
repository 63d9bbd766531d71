import { validateAadhaar } from './aadhaar.js';
import { validateContactMessage } from './contact-message.js';
import { validateDate } from './date.js';
import { validateDrivingLicence } from './driving-licence.js';
import { validateChatbotEmail, validateEmail } from './email.js';
import { validateRequired } from './field.js';
import { validateIfsc } from './ifsc.js';
import { maxLength, minLength } from './length.js';
import { validateLoginMobile, validateMobile } from './mobile.js';
import { validateFullName, validateName } from './name.js';
import {
  maxValue,
  minValue,
  validateDecimal,
  validateInterestRate,
  validateNumber,
  validatePositive,
} from './numeric.js';
import { validateContactOtp, validateOtp } from './otp.js';
import { validatePan } from './pan.js';
import { validatePassport } from './passport.js';
import { validatePincode } from './pincode.js';
import { validateAddress, validateAlpha, validateAlphanumeric, validateUrl } from './text.js';
import { validateVehicleNumber } from './vehicle-number.js';
import { validateVoterId } from './voter-id.js';

// Every field validator, keyed by field. Each takes the text typed and returns
// `{ ok: true }` or `{ ok: false, message }`; the zod schemas of the same names (`mobileSchema` …)
// apply the same rules with the same messages.
//
// Required fields (`required`, `mobile`, `loginMobile`, `name`, `email`, `chatbotEmail`, `otp`,
// `contactOtp`, `contactMessage`) refuse an empty value with 'Field cannot be left empty'; all the
// others let an empty value pass, except `minLength(n)`.
//
// This module is re-exported as the namespace `validators` (`export * as validators`), so a
// bundler keeps only the validators an app uses: `validators.pan` alone does not pull in the rest.
//
// @example validators.mobile('98765 43210') // { ok: true }
// @example validators.maxValue(2500000)('30,00,000') // { ok: false, message: 'Please enter a value of at most 25,00,000.' }
export {
  validateRequired as required,
  validateMobile as mobile,
  validateLoginMobile as loginMobile,
  validateName as name,
  validateEmail as email,
  validateChatbotEmail as chatbotEmail,
  validateOtp as otp,
  validateContactOtp as contactOtp,
  validateContactMessage as contactMessage,
  validatePincode as pincode,
  validatePan as pan,
  validateIfsc as ifsc,
  validateAadhaar as aadhaar,
  validateVoterId as voterId,
  validatePassport as passport,
  validateDrivingLicence as drivingLicence,
  validateVehicleNumber as vehicleNumber,
  validateDate as date,
  validateInterestRate as interestRate,
  validateUrl as url,
  validateAlphanumeric as alphanumeric,
  validateAlpha as alpha,
  validateNumber as number,
  validateDecimal as decimal,
  validatePositive as positive,
  validateFullName as fullName,
  validateAddress as address,
  minLength,
  maxLength,
  minValue,
  maxValue,
};
