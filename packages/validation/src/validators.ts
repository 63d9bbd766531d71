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

/**
 * Every field validator, keyed by field. Each takes the text typed and returns
 * `{ ok: true }` or `{ ok: false, message }`; the zod schemas of the same names (`mobileSchema` …)
 * apply the same rules with the same messages.
 *
 * Required fields (`required`, `mobile`, `loginMobile`, `name`, `email`, `chatbotEmail`, `otp`,
 * `contactOtp`, `contactMessage`) refuse an empty value with 'Field cannot be left empty'; all the
 * others let an empty value pass, except `minLength(n)`.
 *
 * @example validators.mobile('98765 43210') // { ok: true }
 * @example validators.maxValue(2500000)('30,00,000') // { ok: false, message: 'Please enter a value of at most 25,00,000.' }
 */
export const validators = {
  required: validateRequired,
  mobile: validateMobile,
  loginMobile: validateLoginMobile,
  name: validateName,
  email: validateEmail,
  chatbotEmail: validateChatbotEmail,
  otp: validateOtp,
  contactOtp: validateContactOtp,
  contactMessage: validateContactMessage,
  pincode: validatePincode,
  pan: validatePan,
  ifsc: validateIfsc,
  aadhaar: validateAadhaar,
  voterId: validateVoterId,
  passport: validatePassport,
  drivingLicence: validateDrivingLicence,
  vehicleNumber: validateVehicleNumber,
  date: validateDate,
  interestRate: validateInterestRate,
  url: validateUrl,
  alphanumeric: validateAlphanumeric,
  alpha: validateAlpha,
  number: validateNumber,
  decimal: validateDecimal,
  positive: validatePositive,
  fullName: validateFullName,
  address: validateAddress,
  minLength,
  maxLength,
  minValue,
  maxValue,
} as const;
