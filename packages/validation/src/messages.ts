/**
 * Every fixed English message the validators show, in one place so the spec's exact texts (§5) are
 * pinned by tests and the other texts can be reviewed together. Validators produce codes (the names
 * below, see field-message.ts); these are the English catalogue's fixed texts.
 */

/** §5 mobile message for the contact form and the shared validators. */
export const MOBILE_INVALID = 'Please enter correct mobile number';
/** §5 mobile message for the login modal. */
export const LOGIN_MOBILE_INVALID = 'Mobile Number is not valid';
/** §5 name message (name and full name). */
export const NAME_INVALID = 'Please enter a valid name';
/** §5 email message in the chatbot details form. */
export const CHATBOT_EMAIL_INVALID = 'Please enter valid email ID.';
/** §5 email message in the contact form and the shared validators. */
export const CONTACT_EMAIL_INVALID = 'Please enter valid email.';
/** §5 OTP message in the chatbot (also the default OTP message). */
export const CHATBOT_OTP_INVALID = 'Please enter a valid Otp';
/** §5 OTP message in the contact form. */
export const CONTACT_OTP_INCORRECT = 'The OTP you have entered is incorrect';
/** §5 contact message shorter than 10 characters. */
export const CONTACT_MESSAGE_TOO_SHORT = 'Write at least 10 characters in the message.';
/** §5 empty required field. */
export const REQUIRED = 'Field cannot be left empty';

// The spec gives no texts for the rest; these say what is expected, not only that it is wrong.
/** The chatbot details form's consent checkbox is not ticked. */
export const CONSENT_REQUIRED = 'Please tick the consent box to continue.';
/** Not an http(s) web address. */
export const URL_INVALID = 'Please enter a valid web address starting with http:// or https://.';
/** Something other than letters and digits. */
export const ALPHANUMERIC_INVALID = 'Please use letters and numbers only.';
/** Something other than letters. */
export const ALPHA_INVALID = 'Please use letters only.';
/** Something other than digits. */
export const NUMBER_INVALID = 'Please enter digits only.';
/** Not a decimal number. */
export const DECIMAL_INVALID = 'Please enter a valid number.';
/** Not a number above zero. */
export const POSITIVE_INVALID = 'Please enter a number greater than 0.';
/** An interest rate outside 0 to 30 percent. */
export const INTEREST_RATE_INVALID = 'Please enter an interest rate between 0 and 30.';
/** A character an address does not use. */
export const ADDRESS_INVALID = 'Please use only letters, numbers, spaces and , . - / # \' ( ) & : ; in the address.';
/** Not an India Post PIN code. */
export const PINCODE_INVALID = 'Please enter a valid 6-digit pincode.';
/** Not a PAN of the Income Tax Department's structure. */
export const PAN_INVALID = 'Please enter a valid PAN, e.g. ABCPE1234F.';
/** Not an ECI EPIC number. */
export const VOTER_ID_INVALID = 'Please enter a valid Voter ID (EPIC), e.g. ABC1234567.';
/** Not an Indian passport number. */
export const PASSPORT_INVALID = 'Please enter a valid passport number, e.g. A1234567.';
/** Not a Sarathi driving licence number. */
export const DRIVING_LICENCE_INVALID = 'Please enter a valid driving licence number, e.g. MH14 20110062821.';
/** Not a registration mark (state series or Bharat series). */
export const VEHICLE_NUMBER_INVALID = 'Please enter a valid vehicle number, e.g. MH12AB1234 or 22BH1234AB.';
/** Not an RBI IFSC. */
export const IFSC_INVALID = 'Please enter a valid IFSC, e.g. SBIN0001234.';
/** Not a UIDAI Aadhaar number (shape or check digit). */
export const AADHAAR_INVALID = 'Please enter a valid 12-digit Aadhaar number.';
/** Not a real calendar date written dd/mm/yyyy. */
export const DATE_INVALID = 'Please enter a valid date as dd/mm/yyyy.';

/**
 * All fixed messages by name, for callers that prefer one import (`MESSAGES.MOBILE_INVALID`).
 * The keys are the names of the constants above.
 */
export const MESSAGES = {
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
} as const;
