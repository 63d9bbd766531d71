/**
 * `@rinn/validation`: the plain validators of `./plain.ts` and the zod schemas built on them.
 *
 * @packageDocumentation
 * @module @rinn/validation
 */
export * from './plain.js';
export {
  requiredSchema,
  mobileSchema,
  loginMobileSchema,
  nameSchema,
  fullNameSchema,
  emailSchema,
  chatbotEmailSchema,
  otpSchema,
  contactOtpSchema,
  contactMessageSchema,
  minLengthSchema,
  maxLengthSchema,
  alphaSchema,
  alphanumericSchema,
  addressSchema,
  urlSchema,
  numberSchema,
  decimalSchema,
  positiveSchema,
  interestRateSchema,
  minValueSchema,
  maxValueSchema,
  pincodeSchema,
  panSchema,
  voterIdSchema,
  passportSchema,
  drivingLicenceSchema,
  vehicleNumberSchema,
  ifscSchema,
  aadhaarSchema,
  dateSchema,
  schemaOf,
} from './schemas.js';
export { contactFormSchema, chatbotDetailsSchema, type ContactForm, type ChatbotDetails } from './forms.js';
