/**
 * `@rinn/validation/plain`: every validator and rule without zod — plain functions that take the
 * text typed and return `{ ok: true }` or `{ ok: false, message }`. The main entry adds the zod
 * schemas, built from these same fields (schemas.ts).
 *
 * @packageDocumentation
 * @module @rinn/validation/plain
 */
export type { ValidationResult, Validator } from './field.js';
export { isBlank, validateRequired, fieldFrom, requiredField, optionalField, type PlainField } from './field.js';
export * as validators from './validators.js';
export {
  MESSAGES,
  MOBILE_INVALID,
  LOGIN_MOBILE_INVALID,
  NAME_INVALID,
  CHATBOT_EMAIL_INVALID,
  CONTACT_EMAIL_INVALID,
  CHATBOT_OTP_INVALID,
  CONTACT_OTP_INCORRECT,
  CONTACT_MESSAGE_TOO_SHORT,
  REQUIRED,
  CONSENT_REQUIRED,
  URL_INVALID,
  ALPHANUMERIC_INVALID,
  ALPHA_INVALID,
  NUMBER_INVALID,
  DECIMAL_INVALID,
  POSITIVE_INVALID,
  INTEREST_RATE_INVALID,
  ADDRESS_INVALID,
  PINCODE_INVALID,
  PAN_INVALID,
  VOTER_ID_INVALID,
  PASSPORT_INVALID,
  DRIVING_LICENCE_INVALID,
  VEHICLE_NUMBER_INVALID,
  IFSC_INVALID,
  AADHAAR_INVALID,
  DATE_INVALID,
} from './messages.js';
export {
  FIELD_MESSAGES,
  FIELD_MESSAGES_EN,
  FIELD_MESSAGES_HI,
  FIELD_MESSAGE_CODES,
  fieldMessageText,
  type FieldMessage,
  type FieldMessageCode,
  type FieldMessageCatalogue,
  type FixedMessageCode,
} from './field-message.js';
export {
  normaliseMobile,
  isValidMobile,
  canSendOtp,
  validateMobile,
  validateLoginMobile,
} from './mobile.js';
export { isValidName, validateName, validateFullName } from './name.js';
export { isValidEmail, validateEmail, validateChatbotEmail } from './email.js';
export { isValidOtp, validateOtp, validateContactOtp } from './otp.js';
export { validateContactMessage } from './contact-message.js';
export { visibleLength, minLength, maxLength } from './length.js';
export {
  isAlpha,
  isAlphanumeric,
  isValidAddress,
  isValidUrl,
  validateAlpha,
  validateAlphanumeric,
  validateAddress,
  validateUrl,
} from './text.js';
export {
  validateNumber,
  validateDecimal,
  validatePositive,
  validateInterestRate,
  minValue,
  maxValue,
} from './numeric.js';
export { isValidPincode, validatePincode } from './pincode.js';
export { PAN_HOLDER_TYPES, type PanHolderType, isValidPan, panHolderType, validatePan } from './pan.js';
export { isValidVoterId, validateVoterId } from './voter-id.js';
export { isValidPassport, validatePassport } from './passport.js';
export { isValidDrivingLicence, validateDrivingLicence } from './driving-licence.js';
export { isValidVehicleNumber, validateVehicleNumber } from './vehicle-number.js';
export { isValidIfsc, validateIfsc } from './ifsc.js';
export { isValidAadhaar, validateAadhaar } from './aadhaar.js';
export { verhoeffCheckDigit, hasValidVerhoeffCheckDigit } from './verhoeff.js';
export { isLeapYear, isValidDate, validateDate } from './date.js';
