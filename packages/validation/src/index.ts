export type { ValidationResult, Validator } from './field.js';
export { isBlank, validateRequired, requiredSchema } from './field.js';
export { validators } from './validators.js';
export { contactFormSchema, chatbotDetailsSchema, type ContactForm, type ChatbotDetails } from './forms.js';
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
  minLengthMessage,
  maxLengthMessage,
  minValueMessage,
  maxValueMessage,
} from './messages.js';
export { localizeMessage, type MessageLanguage } from './messages-hi.js';
export { messageTranslator, type MessageCatalogue, type MessageFactory } from './message-translator.js';
export {
  normaliseMobile,
  isValidMobile,
  canSendOtp,
  validateMobile,
  validateLoginMobile,
  mobileSchema,
  loginMobileSchema,
} from './mobile.js';
export { isValidName, validateName, validateFullName, nameSchema, fullNameSchema } from './name.js';
export { isValidEmail, validateEmail, validateChatbotEmail, emailSchema, chatbotEmailSchema } from './email.js';
export { isValidOtp, validateOtp, validateContactOtp, otpSchema, contactOtpSchema } from './otp.js';
export { validateContactMessage, contactMessageSchema } from './contact-message.js';
export { visibleLength, minLength, maxLength, minLengthSchema, maxLengthSchema } from './length.js';
export {
  isAlpha,
  isAlphanumeric,
  isValidAddress,
  isValidUrl,
  validateAlpha,
  validateAlphanumeric,
  validateAddress,
  validateUrl,
  alphaSchema,
  alphanumericSchema,
  addressSchema,
  urlSchema,
} from './text.js';
export {
  validateNumber,
  validateDecimal,
  validatePositive,
  validateInterestRate,
  numberSchema,
  decimalSchema,
  positiveSchema,
  interestRateSchema,
  minValue,
  maxValue,
  minValueSchema,
  maxValueSchema,
} from './numeric.js';
export { isValidPincode, validatePincode, pincodeSchema } from './pincode.js';
export { PAN_HOLDER_TYPES, type PanHolderType, isValidPan, panHolderType, validatePan, panSchema } from './pan.js';
export { isValidVoterId, validateVoterId, voterIdSchema } from './voter-id.js';
export { isValidPassport, validatePassport, passportSchema } from './passport.js';
export { isValidDrivingLicence, validateDrivingLicence, drivingLicenceSchema } from './driving-licence.js';
export { isValidVehicleNumber, validateVehicleNumber, vehicleNumberSchema } from './vehicle-number.js';
export { isValidIfsc, validateIfsc, ifscSchema } from './ifsc.js';
export { isValidAadhaar, validateAadhaar, aadhaarSchema } from './aadhaar.js';
export { verhoeffCheckDigit, hasValidVerhoeffCheckDigit } from './verhoeff.js';
export { isLeapYear, isValidDate, validateDate, dateSchema } from './date.js';
