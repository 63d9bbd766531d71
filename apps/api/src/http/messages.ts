import { SERVER_MESSAGES_EN as EN, type ServerMessage } from '@rinn/contract';

/**
 * The English of every message the server sends, in one place so tests can pin them. The texts
 * live in the contract's catalogue (`SERVER_MESSAGES_EN`, with its Hindi beside it), where each has
 * the code the envelope carries; errors are thrown with the code itself. The SMS bodies are the
 * server's own: they go to a phone, not to a page.
 */
export const messages = {
  routeNotFound: (method: string, path: string) => EN.ROUTE_NOT_FOUND({ method, path }),
  tooManyRequests: (seconds: number) => EN.TOO_MANY_REQUESTS({ seconds }),
  invalidJson: EN.INVALID_JSON,
  unsupportedMediaType: EN.UNSUPPORTED_MEDIA_TYPE,
  bodyTooLarge: EN.BODY_TOO_LARGE,
  badRequest: EN.BAD_REQUEST,
  unstorableText: (path: string) => EN.UNSTORABLE_TEXT({ path }),
  ok: EN.OK,
  otpSent: EN.OTP_SENT,
  otpVerified: EN.OTP_VERIFIED,
  otpResendTooSoon: (seconds: number) => EN.OTP_RESEND_TOO_SOON({ seconds }),
  otpSendLimit: (at: Date) => EN.OTP_SEND_LIMIT({ at: at.toISOString() }),
  otpIpLimit: (at: Date) => EN.OTP_IP_LIMIT({ at: at.toISOString() }),
  otpIncorrect: (attemptsLeft: number) => EN.OTP_INCORRECT({ attemptsLeft }),
  otpNoLongerValid: EN.OTP_NO_LONGER_VALID,
  smsLoginLocked: (when: string) =>
    `Your Rinn login is locked until ${when} after 20 incorrect OTP attempts today. If these were not you, your account is safe: call Rinn support to unlock it sooner.`,
  otpDailyLimit: (at: Date) => EN.OTP_DAILY_LIMIT({ at: at.toISOString() }),
  smsOtpBody: (code: string) => `${code} is your Rinn login OTP. It is valid for 10 minutes. Do not share it with anyone.`,
  smsConsentOtpBody: (code: string) =>
    `${code} is your Rinn OTP to review a lender's consent request. It is valid for 10 minutes. Do not share it with anyone.`,
  smsChatbotOtpBody: (code: string) =>
    `${code} is your Rinn OTP to chat with our support assistant. It is valid for 10 minutes. Do not share it with anyone.`,
  smsContactOtpBody: (code: string) =>
    `${code} is your Rinn OTP to send us your message. It is valid for 10 minutes. Do not share it with anyone.`,
  mobileNotVerified: EN.MOBILE_NOT_VERIFIED,
  verificationUsed: EN.VERIFICATION_USED,
  leadNotFound: EN.LEAD_NOT_FOUND,
  leadCreated: EN.LEAD_CREATED,
  feedbackSaved: EN.FEEDBACK_SAVED,
  contactMessageSent: EN.CONTACT_MESSAGE_SENT,
  analyticsStored: EN.ANALYTICS_STORED,
  chatFailed: EN.CHAT_FAILED,
  refreshTokenInvalid: EN.REFRESH_TOKEN_INVALID,
  loggedOut: EN.LOGGED_OUT,
  applicationNotFound: EN.APPLICATION_NOT_FOUND,
  customerNotFound: EN.CUSTOMER_NOT_FOUND,
  priceNotFound: EN.PRICE_NOT_FOUND,
  modelNotFound: EN.MODEL_NOT_FOUND,
  apiKeyInvalid: EN.API_KEY_INVALID,
  consentLinkUnknown: EN.CONSENT_LINK_UNKNOWN,
  consentAlreadyDecided: (status: 'approved' | 'rejected') => EN[consentAlreadyDecided(status).code],
  consentNotFound: EN.CONSENT_NOT_FOUND,
  consentTokenMissing: EN.CONSENT_TOKEN_MISSING,
  consentTokenInvalid: EN.CONSENT_TOKEN_INVALID,
  consentTokenMismatch: EN.CONSENT_TOKEN_MISMATCH,
  consentOtpSent: (maskedMobile: string) => EN.CONSENT_OTP_SENT({ maskedMobile }),
  consentOtpVerified: EN.CONSENT_OTP_VERIFIED,
  consentVerificationRequired: EN.CONSENT_VERIFICATION_REQUIRED,
  consentVerificationExpired: EN.CONSENT_VERIFICATION_EXPIRED,
  consentApproved: EN.CONSENT_APPROVED,
  consentRejected: EN.CONSENT_REJECTED,
  smsConsentLink: (lenderName: string, url: string, hours: number) =>
    `${lenderName} asks for your consent to process your loan application through Rinn. Review it here within ${hours} hours: ${url}`,
  optOutRecorded: EN.OPT_OUT_RECORDED,
  optOutAlready: EN.OPT_OUT_ALREADY,
  optOutUnavailable: EN.OPT_OUT_UNAVAILABLE,
  sanctionLetterNotFound: EN.SANCTION_LETTER_NOT_FOUND,
  documentNotFound: EN.DOCUMENT_NOT_FOUND,
  payloadInvalid: EN.PAYLOAD_INVALID,
  payoutNotFound: EN.PAYOUT_NOT_FOUND,
  payoutLeadMismatch: EN.PAYOUT_LEAD_MISMATCH,
  payoutSaved: EN.PAYOUT_SAVED,
} as const;

/**
 * The message of a consent link that was already decided, by its decision.
 *
 * @param status - what the borrower decided.
 * @returns the message's code.
 * @example consentAlreadyDecided('approved') // { code: 'CONSENT_ALREADY_APPROVED' }
 */
export function consentAlreadyDecided(status: 'approved' | 'rejected'): ServerMessage & { readonly code: 'CONSENT_ALREADY_APPROVED' | 'CONSENT_ALREADY_REJECTED' } {
  return { code: status === 'approved' ? 'CONSENT_ALREADY_APPROVED' : 'CONSENT_ALREADY_REJECTED' };
}
